"""Methods called through a base class whose overrides have defaults of
their own: CPython binds the call to the method the object's class has, so
`self.part()` passes V_A.part its k=3 and V_B.part its k=-2. Compiled code
bound the call once, to the first override found, and passed that binding's
default to every override (V_B.part got k=3: [8, 32, 10] where CPython
prints [8, -18, 10]); an override adding an optional parameter that the
base lacks failed to build in C++. Each case of the dispatch now passes its
own defaults (ir.Override.defaults); the fuzzer's subclasses add `k=`
parameters now and then (tests/fuzz/gen_classes.py).
"""
# entry: main
# inputs: [5]


class V:
    def __init__(self, n: int):
        self.n = n

    def twice(self):
        return self.part() * 2

    def scaled(self, by: float = 1) -> float:
        return self.n * by


class V_A(V):
    def part(self, k=3):
        return self.n % 4 + k

    def scaled(self, by: float = 0.5, offset: int = 1) -> float:
        return self.n * by + offset


class V_B(V):
    def __init__(self, n):
        super().__init__(n)
        self.m = n % 3 - 1

    def part(self, k: int = -2):
        return self.m + self.n * k


def main(n: int) -> None:
    xs = [V_A(n), V_B(n), V_A(n + 1)]
    print([x.twice() for x in xs])
    shapes: list[V] = [V(n), V_A(n), V_B(n)]
    print([s.scaled() for s in shapes], [s.scaled(2) for s in shapes])
