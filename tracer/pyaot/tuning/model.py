"""Latency models and the choices they make.

One model per operator x variant x platform x dtype: log(latency) as a
polynomial in log(size) (size = elements of the call's first array argument),
fitted by ordinary least squares to every timed call; quadratic when four or
more distinct sizes were measured (a knee, such as a threaded loop starting
to pay off, bends the log-log line), linear with two or three, constant with
one. Predictions carry a 95% confidence interval of the mean (Student t).

A variant replaces the operator's default at a size only when its whole
interval lies below the default's there: a choice the data cannot support
keeps the default, so noise does not flip choices back and forth.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from typing import Iterable

import numpy as np

from pyaot.tuning.store import Timing

# Two-sided 95% Student t quantiles by degrees of freedom; 1.96 beyond.
_T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26,
        10: 2.23, 12: 2.18, 15: 2.13, 20: 2.09, 30: 2.04, 60: 2.00}


def t95(df: int) -> float:
    if df <= 0:
        return math.inf
    for k in sorted(_T95):
        if df <= k:
            return _T95[k]
    return 1.96


@dataclass(frozen=True)
class Prediction:
    ns: float  # geometric-mean latency
    low: float
    high: float

    def format(self) -> str:
        return f"{_ms(self.ns)} [{_ms(self.low)}, {_ms(self.high)}]"


def _ms(ns: float) -> str:
    return f"{ns / 1e6:.3g} ms" if math.isfinite(ns) else "?"


@dataclass(frozen=True)
class Fit:
    op: str
    variant: str
    platform: str
    dtype: str
    coef: tuple[float, ...]  # log(ns) = sum coef[k] * log(size)**k
    cov: tuple[tuple[float, ...], ...]
    samples: int
    sizes: tuple[int, ...]  # the distinct sizes measured

    def predict(self, size: float) -> Prediction:
        x = np.array([math.log(max(size, 1.0)) ** k for k in range(len(self.coef))])
        mean = float(x @ np.array(self.coef))
        var = float(x @ np.array(self.cov) @ x)
        half = t95(self.samples - len(self.coef)) * math.sqrt(max(var, 0.0))
        return Prediction(math.exp(mean), math.exp(mean - half), math.exp(mean + half))


def fit(samples: list[Timing]) -> Fit:
    first = samples[0]
    sizes = np.array([max(s.size, 1) for s in samples], dtype=float)
    y = np.log(np.array([max(s.ns, 1) for s in samples], dtype=float))
    distinct = sorted({s.size for s in samples})
    degree = 2 if len(distinct) >= 4 else (1 if len(distinct) >= 2 else 0)
    X = np.vander(np.log(sizes), degree + 1, increasing=True)
    coef, *_ = np.linalg.lstsq(X, y, rcond=None)
    dof = len(y) - (degree + 1)
    resid = y - X @ coef
    sigma2 = float(resid @ resid / dof) if dof > 0 else math.inf
    cov = sigma2 * np.linalg.pinv(X.T @ X) if math.isfinite(sigma2) else \
        np.full((degree + 1, degree + 1), math.inf)
    return Fit(first.op, first.variant, first.platform, first.dtype,
               tuple(float(c) for c in coef), tuple(tuple(float(v) for v in row) for row in cov),
               len(samples), tuple(distinct))


def fit_all(timings: Iterable[Timing]) -> dict[tuple[str, str, str], dict[str, Fit]]:
    """(op, platform, dtype) -> variant -> Fit."""
    groups: dict[tuple[str, str, str, str], list[Timing]] = defaultdict(list)
    for t in timings:
        groups[(t.op, t.platform, t.dtype, t.variant)].append(t)
    out: dict[tuple[str, str, str], dict[str, Fit]] = defaultdict(dict)
    for (op, platform, dtype, variant), samples in sorted(groups.items()):
        out[(op, platform, dtype)][variant] = fit(samples)
    return dict(out)


def size_grid(fits: dict[str, Fit], points: int = 48) -> list[int]:
    lo = min(min(f.sizes) for f in fits.values())
    hi = max(max(f.sizes) for f in fits.values())
    if lo == hi:
        return [lo]
    return sorted({int(round(v)) for v in np.geomspace(lo, hi, points)})


def winner(fits: dict[str, Fit], default: str, size: float) -> str:
    """The variant to run at `size`: the fastest predicted one if its interval
    lies wholly below the default's, else the default."""
    predictions = {v: f.predict(size) for v, f in fits.items()}
    best = min(predictions, key=lambda v: predictions[v].ns)
    if default not in predictions:
        return best
    if best != default and predictions[best].high < predictions[default].low:
        return best
    return default


def choose(fits: dict[str, Fit], default: str) -> list[list]:
    """Size-dispatch rows [[upper, variant], ..., [None, variant]] over the
    measured size range (the last row extends beyond it)."""
    grid = size_grid(fits)
    rows: list[list] = []
    previous = None
    for i, size in enumerate(grid):
        w = winner(fits, default, size)
        if w != previous:
            if rows:
                # Switch halfway (geometrically) between the two grid points.
                rows[-1][0] = int(round(math.sqrt(grid[i - 1] * size)))
            rows.append([None, w])
            previous = w
    return rows


def variant_at(rows: list[list], size: int) -> str:
    for upper, variant in rows:
        if upper is None or size < upper:
            return variant
    return rows[-1][1]


# ------------------------------------------------------------ validation


@dataclass(frozen=True)
class HeldOut:
    op: str
    dtype: str
    size: int
    predicted: str
    measured: str
    regret: float  # measured time of the predicted variant / the measured best's


def fastest(fits: dict[str, Fit], size: float) -> str:
    """The variant with the lowest predicted latency at `size`."""
    return min(fits, key=lambda v: fits[v].predict(size).ns)


def held_out(timings: list[Timing]) -> list[HeldOut]:
    """Fits on every other measured size and predicts the fastest variant at
    the sizes left out, against what was measured there (median latency).
    Held-out sizes are interior ones, so this checks interpolation."""
    out = []
    by_key: dict[tuple[str, str], list[Timing]] = defaultdict(list)
    for t in timings:
        by_key[(t.op, t.dtype)].append(t)
    for (op, dtype), samples in sorted(by_key.items()):
        sizes = sorted({t.size for t in samples})
        if len(sizes) < 3:
            continue
        held = set(sizes[1:-1:2])
        train = [t for t in samples if t.size not in held]
        fits = {v: f for (o, _, d), vs in fit_all(train).items() if (o, d) == (op, dtype)
                for v, f in vs.items()}
        for size in sorted(held):
            medians = {}
            for v in fits:
                measured = [t.ns for t in samples if t.size == size and t.variant == v]
                if measured:
                    medians[v] = float(np.median(measured))
            if len(medians) < 2:
                continue
            predicted = fastest({v: fits[v] for v in medians}, size)
            best = min(medians, key=medians.get)
            out.append(HeldOut(op, dtype, size, predicted, best, medians[predicted] / medians[best]))
    return out


def flips(old_rows: list[list], new_rows: list[list], sizes: list[int]) -> list[tuple[int, str, str]]:
    """(size, old variant, new variant) wherever a choice changed on `sizes`."""
    return [(s, variant_at(old_rows, s), variant_at(new_rows, s)) for s in sizes
            if variant_at(old_rows, s) != variant_at(new_rows, s)]
