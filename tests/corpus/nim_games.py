"""Combinatorial games: Nim solved by minimax with a memo dict and checked
against the XOR rule, Sprague-Grundy numbers for a subtraction game, and a
negamax tic-tac-toe-like '3 in a row on a 1-D strip' with lru_cache."""

from functools import lru_cache, reduce
from operator import xor

memo = {}
stats = {"calls": 0, "hits": 0}


def nim_wins(heaps):
    """True if the player to move wins with heaps (a sorted tuple)."""
    stats["calls"] += 1
    if heaps in memo:
        stats["hits"] += 1
        return memo[heaps]
    result = False
    for i, h in enumerate(heaps):
        for take in range(1, h + 1):
            nxt = list(heaps)
            nxt[i] -= take
            child = tuple(sorted(x for x in nxt if x))
            if not nim_wins(child):
                result = True
                break
        if result:
            break
    memo[heaps] = result
    return result


def best_move(heaps):
    total = reduce(xor, heaps, 0)
    if total == 0:
        return None
    for i, h in enumerate(heaps):
        target = h ^ total
        if target < h:
            return i, h - target
    return None


def play_nim(heaps):
    heaps = list(heaps)
    player = 0
    moves = []
    while any(heaps):
        move = best_move(heaps)
        if move is None:
            i = max(range(len(heaps)), key=lambda k: heaps[k])
            move = (i, 1)
        i, take = move
        heaps[i] -= take
        moves.append(f"P{player + 1}:{i}-{take}")
        player = 1 - player
    return moves, 2 - player


SUBTRACT = (1, 3, 4)


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def grundy_table(limit, moves=SUBTRACT):
    g = [0] * (limit + 1)
    for n in range(1, limit + 1):
        g[n] = mex({g[n - m] for m in moves if m <= n})
    return g


@lru_cache(maxsize=None)
def strip_value(board):
    """Negamax for 'place X to make three in a row' on a strip: the player
    who completes XXX wins. Board is a string of '.' and 'X'."""
    if "XXX" in board:
        return -1
    if "." not in board:
        return 0
    best = -2
    for i, c in enumerate(board):
        if c == ".":
            child = board[:i] + "X" + board[i + 1:]
            v = -strip_value(child)
            if v > best:
                best = v
            if best == 1:
                break
    return best


def main() -> None:
    positions = [(1,), (1, 1), (1, 2), (1, 2, 3), (2, 2), (3, 4, 5), (1, 3, 5, 7), (2, 5, 6)]
    for p in positions:
        key = tuple(sorted(p))
        mm = nim_wins(key)
        xr = reduce(xor, p, 0) != 0
        print(f"{str(p):<14} minimax={'win ' if mm else 'lose'} xor={xr!s:<5} agree={mm == xr}")
    print("memo size:", len(memo), "calls:", stats["calls"], "hits:", stats["hits"])

    for start in [(3, 4, 5), (1, 3, 5, 7), (7, 7)]:
        moves, winner = play_nim(start)
        print(start, "->", " ".join(moves), "| winner P%d" % winner)

    g = grundy_table(30)
    print("grundy(1,3,4):", "".join(map(str, g)))
    period = next(p for p in range(1, 15) if all(g[i] == g[i + p] for i in range(5, 30 - p)))
    print("period:", period)
    losing = [n for n, v in enumerate(g) if v == 0]
    print("P-positions:", losing)
    heaps = [10, 13, 22]
    total = reduce(xor, (g[h] for h in heaps))
    print(f"sum of games {heaps}: grundy {total} -> {'first' if total else 'second'} player wins")

    for n in range(3, 13):
        v = strip_value("." * n)
        print(n, {1: "first", -1: "second", 0: "draw"}[v], end="; ")
    print()
    info = strip_value.cache_info()
    print("strip cache entries:", info.currsize, "hits > 0:", info.hits > 0)


if __name__ == "__main__":
    main()
