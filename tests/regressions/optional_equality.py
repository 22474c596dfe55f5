"""Not a fuzzer find (found while unblocking go_lite.py): `(r, c) == ko`
where ko may be None compared unequal in CPython, but the compiled test
unwrapped ko and raised TypeError. None equals no value of another type
(== False, != True); mixed with ints, strs and tuples, in both orders.
"""
# entry: optional_compare
# inputs: [[1, 2, 3, 2], "b"]
from typing import Optional


def last_pair(xs: list[int]) -> Optional[tuple[int, int]]:
    return (xs[-2], xs[-1]) if len(xs) >= 2 else None


def find(xs: list[int], v: int) -> Optional[int]:
    return xs.index(v) if v in xs else None


def optional_compare(xs: list[int], s: str) -> list[str]:
    out = []
    ko = last_pair(xs)
    name: Optional[str] = s if xs else None
    for r in range(4):
        for c in range(4):
            if (r, c) == ko or ko == (c, r):
                out.append(f"ko {r},{c}")
    for v in range(5):
        at = find(xs, v)
        out.append(f"{v}: {at == 1} {1 != at} {at != v} {name == 'b'} {'a' != name}")
    out.append(str(ko != (2, 3)))
    return out
