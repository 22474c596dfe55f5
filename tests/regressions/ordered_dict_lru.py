"""Differential: collections.OrderedDict as an LRU cache (move_to_end,
popitem(last=False)), its repr (CPython 3.11's OrderedDict([...])), views,
copy, order-sensitive ==, KeyError messages, and "OrderedDict mutated during
iteration" (tests/corpus/lru_cache_class.py)."""
# entry: lru
# inputs: [30, 4]
# compile: all
from collections import OrderedDict


def lru(n: int, cap: int) -> list[str]:
    data: OrderedDict[int, str] = OrderedDict()
    out: list[str] = []
    for i in range(n):
        k = (i * i + i // 3) % 7
        if k in data:
            data.move_to_end(k)
            out.append("hit " + data[k])
        else:
            data[k] = "v" + str(i)
        if len(data) > cap:
            out.append(repr(data.popitem(last=False)))
    out.append(repr(data))
    out.append(str(list(data.items())) + str(list(data.keys())) + str(list(data.values())))
    first = next(iter(data))
    data.move_to_end(first, last=True)
    data.move_to_end(first, False)
    out.append(str(data))
    other = data.copy()
    out.append(str(other == data))
    other.move_to_end(first)
    out.append(str(other == data) + str(len(other)) + repr(other))
    try:
        data.move_to_end(99)
    except KeyError as e:
        out.append("KeyError " + str(e))
    while data:
        out.append(repr(data.popitem()))
    try:
        data.popitem(last=False)
    except KeyError as e:
        out.append("KeyError " + str(e))
    out.append(repr(data))
    return out


def mutate(n: int, m: int) -> list[str]:
    od = OrderedDict([(str(i), i) for i in range(n)])
    out = [repr(od), str(sorted(od)), str(od.get("1", -1))]
    try:
        for k in od:
            od.move_to_end(k)
    except RuntimeError as e:
        out.append(str(e))
    try:
        for k, v in od.items():
            if v == 1:
                del od[k]
    except RuntimeError as e:
        out.append(str(e))
    for k in od:
        od[k] = od[k] * 10
    d = OrderedDict({"b": m, "a": 1})
    out.append(repr(d) + repr(od))
    return out


