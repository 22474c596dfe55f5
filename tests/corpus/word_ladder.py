"""Word ladders by breadth-first search over a small dictionary, with
wildcard buckets built by defaultdict."""

from collections import defaultdict, deque

DICTIONARY = """cold cord card ward warm word worm wore core care bore bare barn
born corn torn tore more mare mark dark dart cart part pert port post most
mist list lost lose love live line fine fire hire here hero head heal teal
tell tall ball bell bill fill fall hall hale male mile mole hole hold bold
gold golf wolf""".split()


def buckets(words):
    table = defaultdict(list)
    for w in words:
        for i in range(len(w)):
            table[w[:i] + "_" + w[i + 1:]].append(w)
    return table


def ladder(start, goal, table):
    queue = deque([start])
    prev = {start: None}
    while queue:
        word = queue.popleft()
        if word == goal:
            path = []
            while word is not None:
                path.append(word)
                word = prev[word]
            return list(reversed(path))
        for i in range(len(word)):
            for nxt in table[word[:i] + "_" + word[i + 1:]]:
                if nxt not in prev:
                    prev[nxt] = word
                    queue.append(nxt)
    return None


def components(words, table):
    seen = set()
    sizes = []
    for w in words:
        if w in seen:
            continue
        stack, size = [w], 0
        seen.add(w)
        while stack:
            cur = stack.pop()
            size += 1
            for i in range(len(cur)):
                for n in table[cur[:i] + "_" + cur[i + 1:]]:
                    if n not in seen:
                        seen.add(n)
                        stack.append(n)
        sizes.append(size)
    return sorted(sizes, reverse=True)


def main() -> None:
    table = buckets(DICTIONARY)
    print(len(DICTIONARY), "words,", len(table), "buckets")
    for a, b in [("cold", "warm"), ("fire", "hole"), ("love", "hate"), ("head", "tail"),
                 ("gold", "wolf")]:
        path = ladder(a, b, table)
        print(f"{a} -> {b}:", " -> ".join(path) if path else "no ladder")
    print("component sizes", components(DICTIONARY, table)[:8])


if __name__ == "__main__":
    main()
