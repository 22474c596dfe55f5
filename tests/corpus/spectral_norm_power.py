"""
MathWorld: "Hundred-Dollar, Hundred-Digit Challenge Problems", Challenge #3.
http://mathworld.wolfram.com/Hundred-DollarHundred-DigitChallengeProblems.html

Spectral norm benchmark, pyperformance style. Computes the spectral norm of
an infinite matrix A with a_ij = 1/((i+j)(i+j+1)/2 + i + 1) via power method.
"""
import math
from typing import Callable

DEFAULT_N = 130
ITERATIONS = 10


def eval_A(i: int, j: int) -> float:
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def eval_times_u(func: Callable[[tuple[int, list[float]]], float], u: list[float]) -> list[float]:
    return [func((i, u)) for i in range(len(list(u)))]


def eval_AtA_times_u(u: list[float]) -> list[float]:
    return eval_times_u(part_At_times_u, eval_times_u(part_A_times_u, u))


def part_A_times_u(i_u: tuple[int, list[float]]) -> float:
    i, u = i_u
    partial_sum = 0.0
    for j, u_j in enumerate(u):
        partial_sum += eval_A(i, j) * u_j
    return partial_sum


def part_At_times_u(i_u: tuple[int, list[float]]) -> float:
    i, u = i_u
    partial_sum = 0.0
    for j, u_j in enumerate(u):
        partial_sum += eval_A(j, i) * u_j
    return partial_sum


def bench_spectral_norm(n: int, iterations: int = ITERATIONS) -> float:
    u = [1.0] * n
    v: list[float] = []
    for _ in range(iterations):
        v = eval_AtA_times_u(u)
        u = eval_AtA_times_u(v)

    vBv = vv = 0.0
    for ue, ve in zip(u, v):
        vBv += ue * ve
        vv += ve * ve
    return math.sqrt(vBv / vv)


def main() -> None:
    print("spectral_norm benchmark")
    previous = None
    for n in (10, 25, 50, 100, DEFAULT_N):
        norm = bench_spectral_norm(n)
        delta = "" if previous is None else " (delta %+.3e)" % (norm - previous)
        print(f"n={n:4d} norm={norm:.9f}{delta}")
        previous = norm
    # The limit is known to be 1.274224153...
    target = 1.2742241528
    err = abs(previous - target) if previous is not None else float("inf")
    print("close to limit:", err < 1e-5)
    first_row = [round(eval_A(0, j), 6) for j in range(5)]
    print("first row of A:", first_row)


if __name__ == "__main__":
    main()
