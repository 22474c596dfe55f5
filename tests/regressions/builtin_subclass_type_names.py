"""type(x).__name__ of a value whose type subclasses a built-in one: a
Counter, an OrderedDict, a defaultdict. The runtime named the base's C++
class, so a Counter printed `dict` (and `type(c) is type({})` held); each
now names its own type (pyaot/ops/type_name.hpp prefers the type's own
Py<T>::name over its base's overload; a defaultdict is a dict whose table
names a factory). frozenset, a set subclass here, is tested with the
builtins (tests/programs/lang_builtins.py).
"""
# entry: main
# inputs: [3]
from collections import Counter, OrderedDict, defaultdict


def main(n: int) -> None:
    c = Counter("abracadabra"[:n + 5])
    o = OrderedDict((k, i) for i, k in enumerate("xyz"[:n]))
    print(type(c).__name__, c.__class__.__name__, type(o).__name__)
    print(type(c) is type({}), type(o) is type(c), type(dict(c)).__name__)
    print(type(c.copy()).__name__, type(o.copy()).__name__)
    d: defaultdict[str, list[int]] = defaultdict(list)
    d["a"].append(n)
    print(type(d).__name__, type(d) is type({}), type(dict(d)).__name__)
