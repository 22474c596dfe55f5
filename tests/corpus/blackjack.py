"""Blackjack scoring and a dealer-rules simulation with a seeded shoe: hand
values with soft aces, a basic strategy, and win/loss statistics."""

import random
from collections import Counter

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = "SHDC"
VALUES = {r: min(i + 1, 10) for i, r in enumerate(RANKS)}


def hand_value(cards):
    total = sum(VALUES[rank] for rank, _ in cards)
    aces = sum(1 for rank, _ in cards if rank == "A")
    soft = False
    if aces and total + 10 <= 21:
        total += 10
        soft = True
    return total, soft


def is_blackjack(cards):
    return len(cards) == 2 and hand_value(cards)[0] == 21


def new_shoe(rng, decks=4):
    shoe = [(r, s) for _ in range(decks) for s in SUITS for r in RANKS]
    rng.shuffle(shoe)
    return shoe


def player_hits(cards, dealer_up):
    total, soft = hand_value(cards)
    up = VALUES[dealer_up[0]]
    if soft:
        return total <= 17
    if total <= 11:
        return True
    if total >= 17:
        return False
    return up >= 7 or (total == 12 and up <= 3)


def play_round(shoe):
    player = [shoe.pop(), shoe.pop()]
    dealer = [shoe.pop(), shoe.pop()]
    if is_blackjack(player) or is_blackjack(dealer):
        if is_blackjack(player) and is_blackjack(dealer):
            return "push"
        return "blackjack" if is_blackjack(player) else "lose"
    while player_hits(player, dealer[0]):
        player.append(shoe.pop())
    p, _ = hand_value(player)
    if p > 21:
        return "bust"
    while True:
        d, soft = hand_value(dealer)
        if d < 17 or (d == 17 and soft):
            dealer.append(shoe.pop())
        else:
            break
    if d > 21 or p > d:
        return "win"
    return "push" if p == d else "lose"


def main() -> None:
    for cards in ([("A", "S"), ("K", "H")], [("A", "S"), ("A", "H"), ("9", "D")],
                  [("5", "C"), ("6", "C"), ("A", "D")], [("K", "S"), ("Q", "S"), ("2", "H")]):
        total, soft = hand_value(cards)
        print(" ".join(r + s for r, s in cards), "=", total, "soft" if soft else "hard")
    rng = random.Random(99)
    results = Counter()
    shoe = new_shoe(rng)
    for _ in range(2000):
        if len(shoe) < 20:
            shoe = new_shoe(rng)
        results[play_round(shoe)] += 1
    payout = {"blackjack": 1.5, "win": 1, "push": 0, "lose": -1, "bust": -1}
    net = sum(payout[k] * v for k, v in results.items())
    for outcome in sorted(results):
        print(f"{outcome:10} {results[outcome]:5}")
    print("net units: %+.1f (%.2f%% per hand)" % (net, 100 * net / 2000))


if __name__ == "__main__":
    main()
