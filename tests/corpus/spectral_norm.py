"""Spectral norm of the infinite matrix A, a(i,j) = 1/((i+j)(i+j+1)/2+i+1),
by the power method (the benchmarks game's spectral-norm)."""

from math import sqrt
import sys


def eval_A(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def eval_A_times_u(u):
    n = len(u)
    return [sum(eval_A(i, j) * u_j for j, u_j in enumerate(u)) for i in range(n)]


def eval_At_times_u(u):
    n = len(u)
    return [sum(eval_A(j, i) * u_j for j, u_j in enumerate(u)) for i in range(n)]


def eval_AtA_times_u(u):
    return eval_At_times_u(eval_A_times_u(u))


def main(n: int = 100) -> None:
    u = [1.0] * n
    for dummy in range(10):
        v = eval_AtA_times_u(u)
        u = eval_AtA_times_u(v)
    vBv = vv = 0.0
    for ue, ve in zip(u, v):
        vBv += ue * ve
        vv += ve * ve
    print("%0.9f" % (sqrt(vBv / vv)))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
