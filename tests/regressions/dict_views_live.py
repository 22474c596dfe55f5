"""A dict's keys()/values()/items() are live views, iterated from the dict
as it is when iteration starts (found by the fuzzer, seed 20261209):
`zip(m.keys(), [m.pop("a", 0) for _ in xs])` -- CPython's zip() calls iter()
on the view after the comprehension popped, so the loop sees the smaller
dict; compiled code took the view's iterator when m.keys() was evaluated
and raised "dictionary changed size during iteration". The same view passed
to a function and tested with `in` after changes; a view kept in a variable
is refused at build time (tests/test_errors.py)."""
# entry: views_after_changes
# inputs: [[2, 0], 3]
def walk(it):
    out = []
    for x in it:
        out.append(x)
    return out


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
    return out
