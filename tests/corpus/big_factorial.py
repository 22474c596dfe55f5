"""Big integers as Python programs use them: factorials, their digit sums
and trailing zeros, Fibonacci numbers, binomials, and powers of two."""

from math import comb, factorial


def fact(n):
    result = 1
    for k in range(2, n + 1):
        result *= k
    return result


def trailing_zeros(n):
    count, p = 0, 5
    while p <= n:
        count += n // p
        p *= 5
    return count


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def main() -> None:
    for n in (20, 21, 25, 50, 100):
        f = fact(n)
        s = str(f)
        print(f"{n}! has {len(s)} digits, digit sum {sum(map(int, s))}, "
              f"{len(s) - len(s.rstrip('0'))} trailing zeros (formula {trailing_zeros(n)})")
    print("30! =", fact(30), fact(30) == factorial(30))
    print("fib(100) =", fib(100))
    print("first fib with 50 digits: index", next(i for i in range(1000) if len(str(fib(i))) >= 50))
    print("C(60, 30) =", comb(60, 30), fact(60) // (fact(30) * fact(30)) == comb(60, 30))
    print("2**100 =", 2 ** 100, "mod 1e9+7 =", pow(2, 100, 10 ** 9 + 7))
    print("sum of digits of 2**1000:", sum(int(d) for d in str(2 ** 1000)))


if __name__ == "__main__":
    main()
