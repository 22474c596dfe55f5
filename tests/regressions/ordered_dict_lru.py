"""Differential: collections.OrderedDict as an LRU cache (move_to_end,
popitem(last=False)), its repr (CPython 3.11's OrderedDict([...])), views,
copy, order-sensitive ==, KeyError messages, and "OrderedDict mutated during
iteration" (tests/corpus/lru_cache_class.py)."""
# entry: lru
# inputs: [30, 4]
# compile: all
import copy
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




def dict_methods(n: int, m: int) -> list[str]:
    od: OrderedDict[str, int] = OrderedDict()
    for i in range(n):
        od["k" + str(i % 4)] = i * m
    shallow = copy.copy(od)
    deep = copy.deepcopy(od)
    shallow["s"] = 1
    deep["d"] = 2
    out = [repr(od), repr(shallow), repr(deep), str(shallow == od)]
    out.append(str(od.get("k1", -1)) + str(od.pop("k0", -1)) + str(od.setdefault("x", m)))
    od.update({"k2": 0, "new": n})
    out.append(f"{od} {len(od)} {'k3' in od} {sorted(od)} {sum(od.values())}")
    if od:
        od.move_to_end("x", last=False)
    out.append(str(list(od)) + str(bool(od)))
    od.clear()
    out.append(repr(od) + str(bool(od)))
    return out
