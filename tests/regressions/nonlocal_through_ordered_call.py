"""A nested def that rebinds a variable of its enclosing function
(`nonlocal count`) lost the rebinding when it was called with two or more
arguments that are not plain reads: to keep Python's left-to-right order the
emitter evaluates such arguments into temporaries first, and it copied the
by-reference capture too, so the callee incremented the copy (found by the
fuzzer's nested sibling defs, tests/fuzz/gen_nested.py). A by-reference
capture is now passed as the variable itself (pyaot.emit.cpp `_call`).
Recursive calls of the def, calls from a sibling def and calls from the
enclosing function all pass it.

The same programs showed a second divergence of the class "a read moved
across a call that rebinds the variable": `inc() + total` read `total`
before the call (C++ leaves operand order unspecified, and a plain read
counted as free to move). A read of a variable that nested defs rebind by
reference is now marked (ir.Name.shared) and keeps its place, in a
display too (`(total, inc(4))`: a tuple's constructor took `total` by
reference and copied it after the call).
"""
# entry: main
# inputs: [19]


def main(a: int) -> None:
    count = 0
    steps: list[int] = []

    def walk(n: int, x: int) -> int:
        nonlocal count
        count += 1
        steps.append(n)
        if n <= 0:
            return x + late
        return walk(n - 1, x % 7 + n) if n % 2 else hop(n // 2, x * 2)

    def hop(n: int, x: int) -> int:
        return walk(n - 1, x - 1) + count

    late = 3
    print("walk", walk(a % 13, a % 5 + 1), count, steps)
    late += 1
    print("hop", hop(a // 3, -a), count, len(steps))
    total = 0

    def add(v: int, w: int) -> int:
        nonlocal total
        total += v * w
        return total

    print(add(a % 4, a // 4), add(a - 1, a + 1), total)

    def inc(k: int) -> int:
        nonlocal total
        total += k
        return k

    total = 1
    print(inc(2) + total, total + inc(3), (inc(1), total), [total, inc(a)])
    print(f"{inc(1)} {total}", max(inc(5), total), total * inc(2) - total)
    print(inc(1) < total < inc(100), total, {inc(1): total, total: inc(2)})
    print((total, inc(4)), [(total, inc(1))], {total, inc(total)}, total)
