"""Edge cases of the IR nodes a refactoring moves from C++ text to structure
(identity of different kinds of object, None tests decided statically,
isinstance of unions, optional unions and subclasses, tuple items, attribute
unwraps, array attributes): compiled by tools/golden.py only, so their C++ is
pinned too."""

import numpy as np
import numpy.typing as npt


class A:
    pass

class B(A):
    pass

class C:
    pass

def is_kinds(n: int) -> bool:
    xs: list[int] = [n]
    d: dict[str, int] = {}
    a = A()
    return (xs is d) or (a is not xs) or (xs is xs)

def none_tests(n: int) -> int:
    x: int | None = None if n > 2 else n
    y = None
    k = 0
    if x is None:
        k += 1
    if n is None:
        k += 2
    if y is None:
        k += 4
    if n is not None:
        k += 8
    if y is not None:
        k += 16
    return k

def inst(n: int) -> int:
    u: int | str = n
    if n > 1:
        u = "s"
    o: int | str | None = None
    if n > 5:
        o = u
    a: A = B() if n > 3 else A()
    k = 0
    if isinstance(u, int):
        k += 1
    if isinstance(o, str):
        k += 2
    if isinstance(a, B):
        k += 4
    if isinstance(a, A):
        k += 8
    if isinstance(a, C):
        k += 16
    if isinstance(n, (int, str)):
        k += 32
    if isinstance(u, (list, str)):
        k += 64
    return k

def tup(n: int) -> int:
    t = (n, "a", 2.0)
    v = tuple([1, 2, n])
    w = (1, 2, n)
    return t[0] + len(t[1]) + int(t[-1]) + v[n % 3] + w[n % 3]

class Node:
    def __init__(self, v: int) -> None:
        self.v = v
        self.next: Node | None = None

def unwrap(n: int) -> int:
    a = Node(n)
    a.next = Node(n + 1)
    b = a.next
    return b.v + a.next.v

def inst2(n: int) -> int:
    u: int | list[int] = n
    if n > 1:
        u = [n]
    o: list[int] | str | None = None
    if n > 2:
        o = "x"
    k = 0
    if isinstance(u, list):
        k += 1
    if isinstance(o, (list, int)):
        k += 2
    if isinstance(o, str):
        k += 4
    return k


def array_attrs(a: npt.NDArray[np.float64], k: int) -> int:
    return a.ndim + a.size + len(a) + a.shape[k] + a.shape[-1]
