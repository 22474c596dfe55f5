"""Differential tests: containers that are temporaries (a call's result
iterated at once). tests/test_language.py runs them against CPython; the
compiled programs also run under AddressSanitizer, which catches a loop
reading a temporary that is gone."""


# ------------------------------------------------- iterating temporaries


def _word_counts(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def _vowels(text: str) -> set[str]:
    return {c for c in text.lower() if c in "aeiou"}


def _pair(text: str) -> tuple[str, str]:
    return (text.strip(), text.upper())


def tmp_word_report(text: str) -> list[str]:
    """A word count built by a function and consumed by every kind of loop
    and builtin without being stored first."""
    lines = []
    for word, n in _word_counts(text).items():
        lines.append(f"{word}={n}")
    for word in _word_counts(text + " tail"):
        lines.append(word.upper())
    for n in _word_counts(text).values():
        lines.append(str(n))
    for word in _word_counts(text).keys():
        lines.append(word[:1])
    total = sum(n for n in _word_counts(text).values())
    longest = max(_word_counts(text), key=len, default="")
    ranked = sorted(_word_counts(text).items(), key=lambda kv: (-kv[1], kv[0]))
    lines.append(f"{total} {longest!r} {ranked[:3]}")
    lines.append(str(list(_word_counts(text).items())))
    lines.append(str([w for w in _word_counts(text) if len(w) > 1]))
    lines.append(str({w: n * 2 for w, n in _word_counts(text).items()}))
    lines.append(str([f"{i}:{w}" for i, w in enumerate(_word_counts(text))]))
    lines.append(str(list(zip(_word_counts(text), _word_counts(text).values()))))
    lines.append(str(sorted(_vowels(text))) + str(len(_vowels(text + "u"))))
    lines.append(str(sum(1 for c in _vowels(text) if c != "e")))
    lines.append(str(dict(_word_counts(text).items()) == _word_counts(text)))
    return lines


def tmp_text_pieces(text: str) -> list[str]:
    """str, bytes and tuple results iterated where they are made."""
    out = []
    for ch in text.upper():
        out.append(ch)
    for b in text.encode():
        out.append(str(b))
    for part in _pair(text):
        out.append(part)
    for word in text.split(","):
        out.append(f"<{word}>")
    out.append("".join(reversed(text.lower())))
    out.append(str([len(w) for w in text.strip().split()]))
    return out


def _adjacency(n: int, edges: list[tuple[int, int]]) -> dict[int, set[int]]:
    adj: dict[int, set[int]] = {}
    for i in range(n):
        adj[i] = set()
    for a, b in edges:
        if 0 <= a < n and 0 <= b < n:
            adj[a].add(b)
            adj[b].add(a)
    return adj


def _reachable(adj: dict[int, set[int]], start: int) -> set[int]:
    seen = {start}
    todo = [start]
    while todo:
        node = todo.pop()
        for m in adj.get(node, set()):
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return seen


def tmp_graph(n: int, edges: list[tuple[int, int]]) -> list[int]:
    """A graph builder whose adjacency dict of sets is walked straight from
    the call, in loops, comprehensions and generator expressions."""
    out = []
    for node, neighbours in _adjacency(n, edges).items():
        out.append(node * 100 + len(neighbours))
    for node in _adjacency(n, edges):
        out.append(sum(_reachable(_adjacency(n, edges), node)))
        weight = 0
        for m in _adjacency(n, edges)[node]:  # a set: only order-free results
            weight += m * m + 1
        out.append(weight)
    out.append(sum(len(s) for s in _adjacency(n, edges).values()))
    out.append(sum(i * k for i, k in enumerate(_adjacency(n, edges))))
    out += [a + b for a, b in zip(_adjacency(n, edges), sorted(_reachable(_adjacency(n, edges), 0)))]
    out += sorted(_reachable(_adjacency(n, edges), n - 1))
    out.append(max((len(s) for s in _adjacency(n, edges).values()), default=-1))
    out.append(len(list(_adjacency(n, edges).items())))
    out.append(sum(k for k in {v: len(s) for v, s in _adjacency(n, edges).items()}))
    out.append(sum(x for x in {len(s) for s in _adjacency(n, edges).values()}))
    out.append(int(any(len(s) > 2 for s in _adjacency(n, edges).values())))
    out.append(int(all(v in s for v, s in _adjacency(n, edges).items())))
    out.append(len(set(_adjacency(n, edges)) | _reachable(_adjacency(n, edges), 0)))
    return out


class _Draft:
    def __init__(self, title: str) -> None:
        if title:
            self.title = title


def tmp_attribute(title: str) -> str:
    """An attribute set on an instance nothing else holds (gone after it)."""
    _Draft("").title = title
    draft = _Draft(title)
    draft.title += "!"
    return draft.title
