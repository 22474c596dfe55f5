"""Not a fuzzer find: issue #25's loops over a value that may be None (tsp's
`best = None ... return best`, then `for t in tour`): iterated as CPython
does, the value when there is one, TypeError ('NoneType' object is not
iterable) when it is None, caught here and printed, in for loops and
comprehensions, mixed with sums, joins and unpacking.
"""
# entry: optional_loops
# inputs: [[4, 8, 15, 16, 23, 42], 20]


def best_run(xs: list[int], limit: int):
    best = None
    for i in range(len(xs)):
        run = tuple(xs[i:i + 3])
        if sum(run) <= limit and (best is None or sum(run) > sum(best)):
            best = run
    return best


def names(xs: list[int], limit: int):
    found = [str(x) for x in xs if x > limit]
    return found if found else None


def optional_loops(xs: list[int], limit: int) -> list[str]:
    out = []
    for lim in (limit, limit * 3, 0):
        run = best_run(xs, lim)
        try:
            total = 0
            for x in run:
                total += x
            out.append(f"{lim}: {total} " + "+".join(str(x) for x in run))
        except TypeError as e:
            out.append(f"{lim}: {e}")
        try:
            out.append(",".join(n.upper() for n in names(xs, lim)))
        except TypeError as e:
            out.append(f"names: {e}")
    return out
