"""Found by test_language (st_region_report) on generated inputs: a NaN
whose sign bit is set (x86 makes 0 * inf one) printed as `-nan` under a
format spec, where CPython prints `nan` whatever the sign (and `+nan` with
the `+` flag). Sums and means of sales with an infinite price, printed as
a report would.
"""
# entry: nan_report
# inputs: [[0.0, 2.0, 3.5], [1e308, 1e308, -1e308]]
import math


def nan_report(units: list[float], prices: list[float]) -> list[str]:
    sales = [u * p for u, p in zip(units, prices)]
    sales.append(0.0 * math.inf)
    total = sum(sales) * math.inf
    out = [f"{s:.2f}|{s:>8.1f}|{s:+.1f}|{s:e}|{s:G}|{s:.0%}" for s in sales]
    out.append(f"{total:.2f} {-total:.2f} {total * 0.0:g} {-math.nan:.3f}")
    out.append("%.2f %s %r" % (-math.nan, -math.nan, -math.nan))
    return out
