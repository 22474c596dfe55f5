"""Levenshtein distance with an alignment, longest common subsequence, and
spelling suggestions from a small word list."""

WORDS = """apple apply ample maple angle ankle table cable fable gable
sample simple dimple temple people purple""".split()


def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def lcs(a, b):
    m, n = len(a), len(b)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m - 1, -1, -1):
        for j in range(n - 1, -1, -1):
            if a[i] == b[j]:
                dp[i][j] = 1 + dp[i + 1][j + 1]
            else:
                dp[i][j] = max(dp[i + 1][j], dp[i][j + 1])
    out = []
    i = j = 0
    while i < m and j < n:
        if a[i] == b[j]:
            out.append(a[i])
            i += 1
            j += 1
        elif dp[i + 1][j] >= dp[i][j + 1]:
            i += 1
        else:
            j += 1
    return "".join(out)


def suggest(word, k=3):
    scored = sorted(WORDS, key=lambda w: (levenshtein(word, w), w))
    return scored[:k]


def main() -> None:
    pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"),
             ("", "abc"), ("same", "same")]
    for a, b in pairs:
        print(f"{a!r:12} {b!r:12} distance={levenshtein(a, b)} lcs={lcs(a, b)!r}")
    for w in ["appel", "tabel", "pupple", "smple"]:
        print(w, "->", ", ".join(suggest(w)))
    print("longest:", lcs("AGGTABQMQ" * 3, "GXTXAYBQQ" * 3))


if __name__ == "__main__":
    main()
