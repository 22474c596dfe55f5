"""The random module: seeded streams of every supported function, compared
with CPython's value for value (a seeded program prints CPython's numbers),
random.Random instances beside the module's generator, and programs that
mix draws with lists and dicts."""

import random
from random import Random, randint


def r_floats(seed: int) -> list[float]:
    random.seed(seed)
    return [random.random() for _ in range(1000)]


def r_mixed_stream(seed: int) -> list[float]:
    """Every method in turn, 200 rounds: each consumes exactly CPython's
    words, or the ones after it would differ."""
    random.seed(seed)
    out: list[float] = []
    xs = list(range(12))
    for i in range(200):
        out.append(random.random())
        out.append(float(random.randint(-5, i)))
        out.append(float(random.randrange(i + 1)))
        out.append(float(random.randrange(-i, 1000, 7)))
        out.append(float(random.randrange(50, -i - 60, -3)))
        out.append(float(random.getrandbits(i % 63 + 1)))
        out.append(random.uniform(-1.5, float(i)))
        out.append(random.gauss(1.0, 0.5))
        out.append(random.normalvariate(-2.0, 3.0))
        out.append(random.expovariate(0.5 + i))
        out.append(float(random.choice(xs)))
        random.shuffle(xs)
        out.append(float(sum(random.sample(xs, i % 12))))
    return out


def r_getrandbits(seed: int) -> list[int]:
    random.seed(seed)
    return [random.getrandbits(k) for k in range(64) for _ in range(16)]


def r_getrandbits_wide(seed: int, k: int) -> list[int]:
    """k over 63: CPython draws every word of k bits; the result fits pyaot's
    64-bit ints only when the top ones are zero (k = 64: half the time)."""
    random.seed(seed)
    out: list[int] = []
    for _ in range(8):
        try:
            out.append(random.getrandbits(k))
        except OverflowError:
            out.append(-1)
    out.append(random.getrandbits(20))  # after what the failed draws took
    return out


def r_randint(seed: int, a: int, b: int) -> list[int]:
    random.seed(seed)
    return [randint(a, b) for _ in range(300)]


def r_randrange(seed: int, start: int, stop: int, step: int) -> list[int]:
    random.seed(seed)
    return [random.randrange(start, stop, step) for _ in range(300)]


def r_randrange_stop(seed: int, stop: int) -> list[int]:
    random.seed(seed)
    return [random.randrange(stop) for _ in range(300)]


def r_randrange_errors(n: int) -> list[str]:
    random.seed(n)
    out: list[str] = []
    for start, stop, step in [(0, 0, 1), (5, 1, 1), (0, 10, 0), (0, 10, -1), (10, 0, 2),
                              (n, n + 1, 1), (n, n - 3, -1)]:
        try:
            out.append(str(random.randrange(start, stop, step) - n))
        except ValueError as e:
            out.append(f"ValueError: {e}")
    for stop in (0, -n):
        try:
            out.append(str(random.randrange(stop)))
        except ValueError as e:
            out.append(f"ValueError: {e}")
    for step in (2, 1, 1 + n - n):
        try:
            out.append(str(random.randrange(5, None, step)))
        except TypeError as e:
            out.append(f"TypeError: {e}")
    for flag in (True, n == n, False):
        try:
            out.append(str(random.randrange(5, None, flag)))  # True is not the object 1
        except TypeError as e:
            out.append(f"TypeError: {e}")
        out.append(str(random.randrange(0, 5, flag)) if flag else "-")
    return out


def r_extremes(seed: int) -> list[int]:
    """Ranges as wide as 64-bit ints allow: random.py's width is 2**64 here."""
    random.seed(seed)
    lo, hi = -(2**63), 2**63 - 1
    out: list[int] = []
    for _ in range(100):
        out.append(randint(lo, hi))
        out.append(random.randrange(lo, hi))
        out.append(random.randrange(hi, lo, -(2**62)))
        out.append(random.randrange(lo, hi, 3))
        out.append(random.choice(range(lo, hi, 5)))
        out.append(randint(hi - 1, hi))
    return out


def r_shuffle(seed: int, xs: list[int]) -> list[int]:
    random.seed(seed)
    ys = list(xs)
    for _ in range(5):
        random.shuffle(ys)
    return ys


def r_shuffle_kinds(seed: int) -> tuple[list[str], list[float], list[bool], list[tuple[int, str]]]:
    random.seed(seed)
    words = "the quick brown fox jumps over the lazy dog".split()
    floats = [i / 4 for i in range(30)]
    flags = [i % 3 == 0 for i in range(17)]
    pairs = [(i, chr(97 + i)) for i in range(9)]
    random.shuffle(words)
    random.shuffle(floats)
    random.shuffle(flags)
    random.shuffle(pairs)
    return words, floats, flags, pairs


def r_sample(seed: int, n: int, k: int) -> list[int]:
    """sample(range(n), k): a pool below CPython's set-size threshold, a set
    of chosen indices above it."""
    random.seed(seed)
    return random.sample(range(n), k)


def r_sample_kinds(seed: int) -> tuple[list[str], list[int], list[str], list[int], list[int]]:
    random.seed(seed)
    return (random.sample("abcdefghij", 4), random.sample([5, 6, 7, 8, 9, 10], 6),
            random.sample(("x", "y", "z"), 2), random.sample((1, 2, 3, 4), 0),
            random.sample(range(10**12), 30))


def r_sample_large(seed: int) -> list[int]:
    random.seed(seed)
    out: list[int] = []
    for k in (1, 5, 6, 7, 20, 100, 400):
        for n in (k, k + 1, 3 * k + 20, 40 * k):
            out += random.sample(range(n), k)
    return out


def r_choice(seed: int, s: str) -> list[str]:
    random.seed(seed)
    return [random.choice(s) for _ in range(50)]


def r_choice_kinds(seed: int) -> tuple[list[int], list[str], list[float], list[int]]:
    random.seed(seed)
    ints = [random.choice([3, 1, 4, 1, 5]) for _ in range(40)]
    words = [random.choice(("rock", "paper", "scissors")) for _ in range(40)]
    floats = [random.choice((0.5, 1.5)) for _ in range(40)]
    ranged = [random.choice(range(-50, 50, 3)) for _ in range(40)]
    return ints, words, floats, ranged


def r_choice_empty(which: int) -> str:
    random.seed(which)
    nothing: list[int] = []
    if which % 3 == 0:
        return str(random.choice(nothing))
    if which % 3 == 1:
        return random.choice("")
    return str(random.choice(range(5, 5)))


def r_gauss_pairs(seed: int) -> list[float]:
    """gauss keeps the second value of a pair for the next call; seed()
    forgets it; random() between the two does not."""
    random.seed(seed)
    out = [random.gauss() for _ in range(501)]
    out.append(random.random())
    out.append(random.gauss(10.0, 2.0))
    out.append(random.random())
    random.seed(seed)
    out.append(random.gauss(-1.0, 0.25))
    out.append(random.gauss(3, 4))
    return out


def r_distributions(seed: int, a: float, b: float) -> list[float]:
    random.seed(seed)
    out: list[float] = []
    for _ in range(50):
        out.append(random.uniform(a, b))
        out.append(random.normalvariate(a, abs(b)))
        out.append(random.gauss(b, a))
    return out


def r_uniform_ints(seed: int, a: int, b: int) -> list[float]:
    """Two ints: random.py rounds the exact b - a once."""
    random.seed(seed)
    return [random.uniform(a, b) for _ in range(20)]


def r_expovariate(seed: int, lambd: float) -> list[float]:
    random.seed(seed)
    return [random.expovariate(lambd) for _ in range(100)]


def r_expovariate_zero(seed: int) -> float:
    random.seed(seed)
    return random.expovariate(0)


def r_seed_magnitude(seed: int) -> list[float]:
    """seed(n) and seed(-n) are one seed (CPython takes |n|); seed() with no
    argument or None draws from the operating system."""
    random.seed(seed)
    a = [random.random() for _ in range(5)]
    random.seed(-seed)
    b = [random.random() for _ in range(5)]
    random.seed(None)
    c = random.random()
    random.seed()
    d = random.random()
    return a + b + [float(a == b), float(0.0 <= c < 1.0), float(0.0 <= d < 1.0), float(c != d)]


def r_instances(seed: int) -> tuple[list[float], list[int], list[float]]:
    """random.Random(x) instances draw apart from each other and from the
    module's generator; copies share one state."""
    random.seed(seed)
    first = random.Random(seed)
    second = Random(seed + 1)
    alias = first
    module: list[float] = []
    ints: list[int] = []
    floats: list[float] = []
    for i in range(100):
        floats.append(first.random())
        ints.append(second.randint(0, 1000))
        module.append(random.random())
        floats.append(alias.gauss(0.0, 1.0))
        ints.append(first.randrange(0, 100, 3))
        ints.append(second.getrandbits(33))
        floats.append(second.uniform(2, 9))
        floats.append(first.normalvariate())
        floats.append(second.expovariate(2.0))
        ints.append(first.choice([i, 2 * i, 3 * i]))
    xs = list(range(20))
    first.shuffle(xs)
    ints += xs + first.sample(range(100), 10)
    first.seed(seed)
    floats.append(first.random())
    fresh = Random()
    floats.append(float(0.0 <= fresh.random() < 1.0))
    return module, ints, floats


# Made when the program starts, as a module variable: one generator shared by
# every function (reseeded below, so each call draws the same as CPython's).
_SHARED = random.Random(7)


def r_module_instance(seed: int) -> list[float]:
    _SHARED.seed(seed)
    drawn = [_SHARED.random() for _ in range(5)]
    return drawn + [float(_SHARED.randint(0, 9)), _SHARED.gauss(0.0, 1.0)]


def r_unseeded(n: int) -> list[bool]:
    """Without a seed the module draws from operating-system entropy: only
    the properties of the values are the same in every run."""
    xs = [random.random() for _ in range(100)]
    ks = [random.randint(1, 6) for _ in range(100)]
    return [all(0.0 <= x < 1.0 for x in xs), all(1 <= k <= 6 for k in ks), len(set(xs)) == 100,
            0 <= random.randrange(abs(n) + 1) <= abs(n)]


def r_dice_histogram(seed: int, rolls: int) -> dict[int, int]:
    """A seeded simulation that prints as it goes."""
    random.seed(seed)
    counts: dict[int, int] = {}
    for i in range(rolls):
        total = randint(1, 6) + randint(1, 6)
        counts[total] = counts.get(total, 0) + 1
        if i % 97 == 0:
            print(f"roll {i}: {total}")
    for total in sorted(counts):
        print(f"{total:2d} {'#' * (counts[total] * 60 // max(rolls, 1))}")
    return counts


def r_monte_carlo_pi(seed: int, n: int) -> float:
    rng = Random(seed)
    inside = 0
    for _ in range(n):
        x, y = rng.random(), rng.random()
        if x * x + y * y <= 1.0:
            inside += 1
    estimate = 4.0 * inside / max(n, 1)
    print(f"{inside} of {n} inside: pi ~ {estimate:.6f}")
    return estimate


def r_random_walk(seed: int, steps: int) -> tuple[int, int, dict[str, int]]:
    random.seed(seed)
    x = y = 0
    moves = {"N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0)}
    taken: dict[str, int] = {}
    names = ["N", "S", "E", "W"]
    for step in range(steps):
        name = random.choice(names)
        dx, dy = moves[name]
        x, y = x + dx, y + dy
        taken[name] = taken.get(name, 0) + 1
        if random.random() < 0.01:
            random.shuffle(names)
            print(f"step {step}: at ({x}, {y}), order now {''.join(names)}")
    return x, y, taken


def r_deal_cards(seed: int, players: int) -> list[list[str]]:
    random.seed(seed)
    deck = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
    random.shuffle(deck)
    hands = [sorted(deck[i * 5:(i + 1) * 5]) for i in range(max(0, min(players, 10)))]
    for i, hand in enumerate(hands):
        print(f"player {i}: {' '.join(hand)}")
    winners = random.sample(range(len(hands)), min(2, len(hands)))
    print("drawn:", winners)
    return hands


def r_queue_simulation(seed: int, customers: int) -> dict[str, float]:
    """An M/M/1 queue: exponential arrivals and service, gauss noise."""
    rng = Random(seed)
    clock = 0.0
    free_at = 0.0
    waits: list[float] = []
    for _ in range(customers):
        clock += rng.expovariate(1.0)
        start = max(clock, free_at)
        waits.append(start - clock)
        free_at = start + max(0.0, rng.gauss(0.8, 0.1))
    mean = sum(waits) / len(waits) if waits else 0.0
    return {"mean_wait": mean, "max_wait": max(waits, default=0.0), "end": free_at}


def r_choices(seed: int, k: int) -> list[str]:
    random.seed(seed)
    out = random.choices("abc", k=k)
    out += random.choices(["x", "y", "z"], [1, 2, 3], k=k)
    out += random.choices(("x", "y", "z"), weights=[0.5, 0.25, 2.0], k=k)
    out += [str(i) for i in random.choices(range(10), cum_weights=[1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
                                           k=k)]
    out += random.choices(["p", "q"])
    # Int weights accumulate exactly past 2**53 (and past 2**63: unbounded
    # in random.py) and compare exactly with the float drawn.
    big = 2**62
    out += Random(seed).choices(["m", "n", "o"], [big, big + 1, 3 * big], k=k)
    out += random.choices(["u", "v"], cum_weights=[2**53 + 1, 2**53 + 2], k=k)
    return out


def r_choices_errors(which: int) -> list[str]:
    random.seed(which)
    empty: list[str] = []
    no_weights: list[int] = []
    out: list[str] = []
    for case in range(7):
        try:
            if case == 0:
                out += random.choices("ab", [1, 2], cum_weights=[1, 2])
            elif case == 1:
                out += random.choices("ab", [1, 2, 3])
            elif case == 2:
                out += random.choices("ab", [0, 0])
            elif case == 3:
                out += random.choices("ab", [1.0, float("inf")])
            elif case == 4:
                out += random.choices(empty, no_weights, k=2)
            elif case == 5:
                out += random.choices(empty, k=which % 3)
            else:
                out += random.choices("ab", [-1.0, 0.5], k=-which % 4)
        except TypeError as e:
            out.append(f"TypeError: {e}")
        except ValueError as e:
            out.append(f"ValueError: {e}")
        except IndexError as e:
            out.append(f"IndexError: {e}")
    return out


def r_instance_as_object(seed: int) -> list[bool]:
    """A Random is an object: shown by its address, equal only to itself,
    always true; it can be stored in containers and passed to functions."""
    rng = Random(seed)
    twin = Random(seed)
    alias = rng
    print(repr(rng)[:26], str(twin)[:26])
    gens = [twin, rng]
    draws = [_roll(g) for g in gens]
    return [rng == alias, rng == twin, rng != twin, bool(rng), rng in gens, draws[0] == draws[1],
            gens.index(alias) == 1]


def _roll(rng: Random) -> int:
    return rng.randint(1, 6) + rng.randint(1, 6)


def r_randbytes(seed: int, n: int) -> list[bytes]:
    """getrandbits(8n).to_bytes(n, 'little'), words least significant first."""
    random.seed(seed)
    rng = Random(seed)
    return [random.randbytes(n), random.randbytes(n % 5), rng.randbytes(n + 1),
            random.randbytes(3), rng.randbytes(0)]


def r_sample_counts(seed: int, counts: list[int], k: int) -> list[str]:
    """counts=: each colour repeated, as random.py samples range(sum) and bisects."""
    random.seed(seed)
    colours = ["red", "green", "blue", "black"][:len(counts)]
    try:
        picked = random.sample(colours, k, counts=counts)
    except ValueError as e:
        return [f"ValueError: {e}"]
    except IndexError as e:
        return [f"IndexError: {e}"]
    return picked + Random(seed).sample(("a", "b"), k=min(max(k, 0), 5), counts=[3, 2])


def r_function_values(seed: int) -> list[float]:
    """Draws through lambdas, key functions and functions held as values."""
    random.seed(seed)
    xs = [1.5, 2.5, 3.5, 4.5, 5.5, 6.5]
    ys = sorted(xs, key=lambda _: random.random())
    draw = random.random
    zs = list(map(lambda _: float(random.randint(1, 6)), range(5)))
    normal = random.gauss
    return ys + zs + [draw(), draw(), normal(0.0, 1.0), normal(5.0, 2.0)]


def r_other_distributions(seed: int, a: float, b: float) -> list[float]:
    """lognormvariate, paretovariate, weibullvariate with CPython's errors
    (math.exp's range error, float division by zero, 0.0 ** negative)."""
    random.seed(seed)
    rng = Random(seed)
    out: list[float] = []
    for _ in range(20):
        out.append(random.lognormvariate(a, abs(b)))
        out.append(random.paretovariate(a))
        out.append(rng.weibullvariate(a, b))
    return out


def r_triangular(seed: int, low: float, high: float, mode: float) -> list[float]:
    random.seed(seed)
    rng = Random(seed)
    out = [random.triangular() for _ in range(10)]
    for _ in range(20):
        out.append(random.triangular(low, high))
        out.append(rng.triangular(low, high, mode))
        out.append(random.triangular(low, low, mode))  # high == low: low itself
    return out


def r_gamma_beta(seed: int, alpha: float, beta: float) -> list[float]:
    """All three of gammavariate's methods (alpha above, at and below 1)."""
    random.seed(seed)
    rng = Random(seed)
    out: list[float] = []
    for shape in (alpha, 1.0, 0.5, 3.0):
        for _ in range(30):
            out.append(random.gammavariate(shape, beta))
            out.append(rng.betavariate(shape, alpha))
    return out


def r_gamma_errors(alpha: float) -> str:
    random.seed(1)
    try:
        return str(random.gammavariate(alpha, 1.0))
    except ValueError as e:
        return f"ValueError: {e}"


def r_vonmises(seed: int, mu: float, kappa: float) -> list[float]:
    random.seed(seed)
    rng = Random(seed)
    out: list[float] = []
    for _ in range(40):
        out.append(random.vonmisesvariate(mu, kappa))
        out.append(rng.vonmisesvariate(mu, 1e-7))
        out.append(random.vonmisesvariate(-mu, 4.0))
    return out


def r_instance_int_arguments(seed: int) -> list[float]:
    # int arguments of a Random's float methods: CPython's results are
    # floats whatever they are given (gauss(0, 1), uniform(1, 2))
    rng = random.Random(seed)
    return [rng.gauss(0, 1), rng.uniform(1, 2), rng.triangular(0.0, 10.0, 3.0),
            rng.normalvariate(5, 2), rng.expovariate(2)]
