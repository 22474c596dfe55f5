"""Ten-pin bowling scoring: frame-by-frame scores with strikes and spares,
validation errors, and score cards for several games."""


class BowlingError(Exception):
    pass


def parse(card):
    rolls = []
    for ch in card.replace(" ", ""):
        if ch == "X":
            rolls.append(10)
        elif ch == "/":
            if not rolls:
                raise BowlingError("spare with no first roll")
            rolls.append(10 - rolls[-1])
        elif ch == "-":
            rolls.append(0)
        elif ch.isdigit():
            rolls.append(int(ch))
        else:
            raise BowlingError(f"bad symbol {ch!r}")
    return rolls


def score(rolls):
    frames, i = [], 0
    total = 0
    for frame in range(10):
        if i >= len(rolls):
            raise BowlingError(f"incomplete game: frame {frame + 1} missing")
        if rolls[i] == 10:
            bonus = rolls[i + 1:i + 3]
            if len(bonus) < 2:
                raise BowlingError("strike bonus missing")
            total += 10 + sum(bonus)
            i += 1
        else:
            pair = rolls[i:i + 2]
            if len(pair) < 2:
                raise BowlingError("frame %d incomplete" % (frame + 1))
            if sum(pair) > 10:
                raise BowlingError("frame %d knocks down %d pins" % (frame + 1, sum(pair)))
            if sum(pair) == 10:
                if i + 2 >= len(rolls):
                    raise BowlingError("spare bonus missing")
                total += 10 + rolls[i + 2]
            else:
                total += sum(pair)
            i += 2
        frames.append(total)
    return frames


GAMES = {
    "perfect": "X X X X X X X X X X X X",
    "all nines": "9- 9- 9- 9- 9- 9- 9- 9- 9- 9-",
    "all spares": "5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/5",
    "mixed": "X 7/ 9- X -8 8/ -6 X X X81",
    "gutter": "-- -- -- -- -- -- -- -- -- --",
    "short": "X X X",
    "too many pins": "9- 9- 78 9- 9- 9- 9- 9- 9- 9-",
    "bad": "X X ? X",
}


def main() -> None:
    for name, card in GAMES.items():
        try:
            frames = score(parse(card))
            print(f"{name:14} {frames[-1]:3}  " + " ".join(f"{f:3}" for f in frames))
        except BowlingError as e:
            print(f"{name:14} error: {e}")


if __name__ == "__main__":
    main()
