"""A dict's keys()/values()/items() are live views, iterated from the dict
as it is when iteration starts (found by the fuzzer, seed 20261209):
`zip(m.keys(), [m.pop("a", 0) for _ in xs])` -- CPython's zip() calls iter()
on the view after the comprehension popped, so the loop sees the smaller
dict; compiled code took the view's iterator when m.keys() was evaluated
and raised "dictionary changed size during iteration". The same class: a
view passed to a function, kept in a variable or a field, or returned was a
one-pass iterator over the dict as it was (a second loop over it saw
nothing). Views are now values of their own type (dict_keys[K,V], ...):
iterated again, they see the dict as it is then; `in`, len(), repr and the
set-like == of keys and items views as CPython's. An OrderedDict's views
too (kept in a variable, one raised "OrderedDict mutated during iteration"
at a later move_to_end)."""
from collections import OrderedDict

# entry: views_after_changes
# inputs: [[2, 0], 3]
def walk(it):
    out = []
    for x in it:
        out.append(x)
    return out


def twice(it) -> list:
    out = []
    for x in it:
        out.append(x)
    for x in it:
        out.append(x)
    return out


class Index:
    def __init__(self, table: dict[str, int]) -> None:
        self.names = table.keys()


def view_of(table: dict[str, int]):
    return table.items()


def views_after_changes(xs: list[int], n: int) -> list[str]:
    m = {"a": 1, "b": 2}
    out: list[str] = []
    for s, v in zip(m.keys(), [m.pop("a", 0) for _ in xs]):
        out.append(f"{s}={v}")
    out.append(str(sorted(m)))
    for k, v in zip(m.items(), [m.setdefault(str(i), i) for i in range(n)]):
        out.append(f"{k} {v}")
    try:
        for key in m.keys():
            m[key + "!"] = 0
    except RuntimeError as e:
        out.append(f"RuntimeError: {e}")
    out.append(str(walk(m.values())))
    out.append(f"{'b' in m.keys()} {2 in m.values()} {('b', 2) in m.items()}")
    keys, items = m.keys(), view_of(m)
    index = Index(m)
    m[str(n)] = n
    out.append(f"{twice(keys)} {twice(m.values())} {len(items)} {sorted(index.names)}")
    del m["b"]
    out.append(f"{keys} {items} {m.keys() == index.names} {'b' in keys}")
    ordered: OrderedDict[str, int] = OrderedDict()
    ordered["x"] = n
    ordered_keys = ordered.keys()
    ordered["y"] = 1
    ordered.move_to_end("x")
    out.append(f"{twice(ordered_keys)} {ordered.items()} {len(ordered.values())}")
    return out
