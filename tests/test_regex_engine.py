"""The shipped re module's engine (tracer/stdlib/re.py) run by CPython,
against CPython's own re, on random patterns and strings: match, search,
fullmatch, every group's span, lastindex and lastgroup, finditer, sub and
split. Cheap (no C++), so it covers far more patterns than the compiled
differential tests (tests/programs/lang_regex.py), which show that the
compiled engine computes what this one does."""

from __future__ import annotations

import importlib.util
import random
import re
import warnings
from pathlib import Path

import pytest

import sampling

SHIPPED = Path(__file__).resolve().parent.parent / "tracer" / "stdlib" / "re.py"
# Patterns per seed: CI runs one content-seeded seed, --full three more.
PATTERNS = 4000
ALPHABET = "aabbc xAB1.-\nſKıİéÉsSk_"
ATOMS = ["a", "b", "c", "s", "k", "é", "[a-zé]", "[S-Z]", "[^sk]", "i", ".", r"\d", r"\w",
         r"\s", r"\W", "[ab]", "[^a]", "[a-c]", r"\b", r"\B", "^", "$", "x", r"\.", "[0-9]",
         "-", "A", "B", r"\A", r"\Z", r"\101", "[.-]"]
QUANTIFIERS = ["*", "+", "?", "{2}", "{1,2}", "{0,}", "{,2}", "*?", "+?", "??", "{1,3}?", "{2,}"]
FLAGS = [0, 0, re.I, re.M, re.S, re.I | re.M, re.A, re.X]


@pytest.fixture(scope="module")
def shipped():
    spec = importlib.util.spec_from_file_location("shipped_re", SHIPPED)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pattern(rng: random.Random, depth: int = 0) -> str:
    k = rng.random()
    if depth > 3 or k < 0.35:
        return rng.choice(ATOMS)
    if k < 0.55:
        return _pattern(rng, depth + 1) + _pattern(rng, depth + 1)
    if k < 0.65:
        return _pattern(rng, depth + 1) + "|" + _pattern(rng, depth + 1)
    if k < 0.8:
        group = rng.choice(["(", "(?:", "(?P<g%d>" % rng.randrange(1000)])
        return group + _pattern(rng, depth + 1) + ")" + rng.choice(QUANTIFIERS)
    if k < 0.88:
        return "(" + _pattern(rng, depth + 1) + ")"
    if k < 0.93:
        return rng.choice(["(?=", "(?!"]) + _pattern(rng, depth + 1) + ")"
    if k < 0.96:
        return rng.choice(["(?<=", "(?<!"]) + rng.choice(["a", "ab", "[ab]", r"\d", "."]) + ")"
    return "(" + _pattern(rng, depth + 1) + r")\1"


def _shown(m) -> tuple | None:
    if m is None:
        return None
    return (m.span(), m.groups(), m.groupdict(), [m.span(g) for g in range(m.re.groups + 1)],
            m.lastindex, m.lastgroup)


@pytest.mark.parametrize("seed", [sampling.content_seed() % 10_000] +
                         ([1, 2, 3] if sampling.full() else []))
def test_random_patterns_match_as_cpython(shipped, seed: int) -> None:
    rng = random.Random(seed)
    checked, wrong = 0, []
    warnings.simplefilter("ignore")  # CPython's FutureWarning on possible nested sets
    while checked < PATTERNS:
        pattern, flags = _pattern(rng), rng.choice(FLAGS)
        try:
            want = re.compile(pattern, flags)
        except re.error:
            continue  # invalid for CPython: the build refuses it
        checked += 1
        got = shipped.compile(pattern, flags) if want.groups == 0 else (
            shipped._compile1(pattern, flags) if want.groups == 1 else
            shipped._compile2(pattern, flags))
        text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 9)))
        pos = rng.randint(0, 2)
        cases = [(name, _shown(getattr(want, name)(text)), _shown(getattr(got, name)(text)))
                 for name in ("match", "search", "fullmatch")]
        cases.append(("search at pos", _shown(want.search(text, pos)),
                      _shown(got.search(text, pos))))
        cases.append(("finditer", [_shown(m) for m in want.finditer(text)],
                      [_shown(m) for m in got.finditer(text)]))
        cases.append(("sub", want.sub("<\\g<0>>", text), got.sub("<\\g<0>>", text)))
        cases.append(("split", want.split(text, 2), got.split(text, 2)))
        cases.append(("findall", want.findall(text), got.findall(text)))
        wrong += [f"{name} {pattern!r} flags={flags} on {text!r}: CPython {a}, shipped {b}"
                  for name, a, b in cases if a != b]
    assert not wrong, "\n".join(wrong[:10])


def test_reprs_and_escape_match_cpython(shipped) -> None:
    for pattern, flags in [(r"\d+", 0), ("a|b", re.I | re.M), ("x", re.A), ("y", re.X)]:
        assert repr(shipped.compile(pattern, flags)) == repr(re.compile(pattern, flags))
        m = re.search(pattern, "x1y a")
        assert repr(shipped.search(pattern, "x1y a", flags)) == repr(re.search(pattern, "x1y a",
                                                                                flags)), m
    text = "a.b*c d-e_f\n(g)[h]{i}^$|?+\\#&~"
    assert shipped.escape(text) == re.escape(text)
