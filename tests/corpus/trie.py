"""A trie of words: insertion with counts, prefix search, autocomplete by
frequency, longest common prefix, and deletion."""


class TrieNode:
    def __init__(self):
        self.children = {}
        self.count = 0


class Trie:
    def __init__(self):
        self.root = TrieNode()
        self.words = 0

    def insert(self, word):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
        if node.count == 0:
            self.words += 1
        node.count += 1

    def find(self, prefix):
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word):
        node = self.find(word)
        return node is not None and node.count > 0

    def complete(self, prefix, limit=5):
        start = self.find(prefix)
        if start is None:
            return []
        found = []
        stack = [(start, prefix)]
        while stack:
            node, word = stack.pop()
            if node.count:
                found.append((node.count, word))
            for ch, child in node.children.items():
                stack.append((child, word + ch))
        found.sort(key=lambda cw: (-cw[0], cw[1]))
        return [w for _, w in found[:limit]]

    def common_prefix(self):
        node, prefix = self.root, ""
        while len(node.children) == 1 and node.count == 0:
            ch, node = next(iter(node.children.items()))
            prefix += ch
        return prefix

    def delete(self, word):
        path = [self.root]
        for ch in word:
            nxt = path[-1].children.get(ch)
            if nxt is None:
                return False
            path.append(nxt)
        if path[-1].count == 0:
            return False
        path[-1].count = 0
        self.words -= 1
        for i in range(len(word), 0, -1):
            node = path[i]
            if node.count or node.children:
                break
            del path[i - 1].children[word[i - 1]]
        return True


TEXT = """to be or not to be that is the question whether tis nobler in the mind
to suffer the slings and arrows of outrageous fortune or to take arms against
a sea of troubles and by opposing end them to die to sleep no more and by a sleep
to say we end the heartache and the thousand natural shocks that flesh is heir to"""


def main() -> None:
    trie = Trie()
    for w in TEXT.split():
        trie.insert(w)
    print(trie.words, "distinct words")
    for prefix in ["t", "th", "s", "a", "no", "x"]:
        print(f"{prefix!r}: {trie.complete(prefix)}")
    print("'sleep' in trie:", "sleep" in trie, "'slee' in trie:", "slee" in trie)
    print("delete sleep:", trie.delete("sleep"), "again:", trie.delete("sleep"))
    print("'sl':", trie.complete("sl"), trie.words)
    t2 = Trie()
    for w in ["interview", "internet", "internal", "interval"]:
        t2.insert(w)
    print("common prefix:", t2.common_prefix())


if __name__ == "__main__":
    main()
