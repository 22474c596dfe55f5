"""Module-level code runs as the module's import runs it: a loop filling a
table, a module-level seed and draw, a call of a setup function that
rebinds a module variable with `global` (a method too), a print. Compiled code skipped
top-level statements other than assignments, so the print was lost (a
silent difference) and a module variable such code changed was refused
(the class is module code with effects; the fuzzer's gen_module_code
generates it).
"""
# entry: main
# inputs: [3]
import random
from collections import defaultdict

print("loading tables")
SQUARES: dict[int, int] = {}
for _k in range(6):
    SQUARES[_k] = _k * _k
BY_PARITY: defaultdict[str, list[int]] = defaultdict(list)
for _k in SQUARES:
    BY_PARITY["even" if _k % 2 == 0 else "odd"].append(_k)
LIMIT = 10
ready = False


def setup(n: int) -> None:
    global ready, LIMIT
    LIMIT += n
    ready = True


class Counter:
    def __init__(self) -> None:
        self.v = 1

    def bump(self) -> None:
        global LIMIT
        LIMIT += self.v


random.seed(7)
FIRST = random.randint(1, 100)
setup(5)
OBJ = Counter()
OBJ.v, WIDTH = 2, 3
OBJ.bump()
if LIMIT > 12:
    print("limit", LIMIT)
else:
    print("small limit")
WORDS = "the quick brown fox".split()
WORDS.append("jumps")
NAMES = [w.upper() for w in WORDS]
for _i, _w in enumerate(NAMES):
    if _w.startswith("B"):
        del NAMES[_i]
        break
try:
    SQUARES[99]
except KeyError as _e:
    print("no key", _e)


def main(n: int) -> None:
    print(SQUARES[n], dict(BY_PARITY), LIMIT, ready, FIRST, OBJ.v)
    print(WORDS, NAMES, random.randint(1, 100))


if __name__ == "__main__":
    main(3)
