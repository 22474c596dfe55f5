"""Numerical methods: Newton's method and bisection for roots, Simpson's
rule and the trapezoid rule for integrals, and Euler vs. RK2 for an ODE."""

import math


def newton(f, df, x0, tol=1e-12, max_iter=50):
    x = x0
    for i in range(max_iter):
        fx = f(x)
        if abs(fx) < tol:
            return x, i
        x -= fx / df(x)
    raise RuntimeError(f"no convergence from {x0}")


def bisect(f, lo, hi, tol=1e-10):
    if f(lo) * f(hi) > 0:
        raise ValueError("root not bracketed")
    steps = 0
    while hi - lo > tol:
        mid = (lo + hi) / 2
        if f(lo) * f(mid) <= 0:
            hi = mid
        else:
            lo = mid
        steps += 1
    return (lo + hi) / 2, steps


def simpson(f, a, b, n=100):
    if n % 2:
        n += 1
    h = (b - a) / n
    s = f(a) + f(b)
    s += 4 * sum(f(a + i * h) for i in range(1, n, 2))
    s += 2 * sum(f(a + i * h) for i in range(2, n, 2))
    return s * h / 3


def trapezoid(f, a, b, n=100):
    h = (b - a) / n
    return h * (f(a) / 2 + sum(f(a + i * h) for i in range(1, n)) + f(b) / 2)


def euler(f, y, t, dt, steps):
    for _ in range(steps):
        y += dt * f(t, y)
        t += dt
    return y


def rk2(f, y, t, dt, steps):
    for _ in range(steps):
        k1 = f(t, y)
        k2 = f(t + dt, y + dt * k1)
        y += dt * (k1 + k2) / 2
        t += dt
    return y


def main() -> None:
    root, it = newton(lambda x: x * x - 2, lambda x: 2 * x, 1.0)
    print(f"sqrt(2) ~ {root:.15f} in {it} steps (error {abs(root - math.sqrt(2)):.1e})")
    root, it = newton(math.cos, lambda x: -math.sin(x), 1.0)
    print(f"pi/2 ~ {root:.12f} in {it} steps")
    r, steps = bisect(lambda x: x ** 3 - x - 2, 1, 2)
    print("cubic root %.9f after %d bisections" % (r, steps))
    for name, f, a, b, exact in [("sin", math.sin, 0, math.pi, 2.0),
                                 ("exp", math.exp, 0, 1, math.e - 1),
                                 ("1/x", lambda x: 1 / x, 1, 2, math.log(2))]:
        s, t = simpson(f, a, b), trapezoid(f, a, b)
        print(f"{name:4} simpson {s:.10f} ({abs(s - exact):.1e}) trapezoid {t:.10f} ({abs(t - exact):.1e})")
    decay = lambda t, y: -0.5 * y
    exact = 10 * math.exp(-0.5 * 4)
    for dt in (0.5, 0.1, 0.01):
        n = round(4 / dt)
        print(f"dt={dt}: euler {euler(decay, 10.0, 0.0, dt, n):.6f} rk2 {rk2(decay, 10.0, 0.0, dt, n):.6f} exact {exact:.6f}")
    try:
        bisect(math.exp, 0, 1)
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
