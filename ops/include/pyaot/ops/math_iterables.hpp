// The math functions over iterables, math.prod and math.fsum, with CPython's
// results and errors (Modules/mathmodule.c). Declared in ops/decls/math.toml.
#pragma once

#include <cmath>
#include <variant>
#include <vector>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/iter.hpp"

namespace pyaot::ops::math {

// prod of ints: CPython's product is exact, so only the final value must fit
// in 64 bits (prod([2**62, 4, 0]) is 0). Kept exactly while its magnitude is
// at most 2**63; past that, with nonzero factors it can only grow, so it is
// an OverflowError unless a later factor is 0.
template <class X> Int prod(X&& iterable, Int start) {
  auto c = iterate(std::forward<X>(iterable));
  __int128 acc = start;
  const __int128 limit = static_cast<__int128>(1) << 63;
  bool zero = start == 0, overflowed = false;
  Int x;
  while (c.next(x)) {
    if (x == 0) zero = true;
    if (zero || overflowed) continue;
    acc *= x;
    if (acc > limit || acc < -limit) overflowed = true;
  }
  if (zero) return 0;
  if (overflowed || acc > INT64_MAX || acc < INT64_MIN) raise_int_overflow();
  return static_cast<Int>(acc);
}
template <class X> double prod(X&& iterable, double start) {
  auto c = iterate(std::forward<X>(iterable));
  double acc = start, x;
  while (c.next(x)) acc *= x;
  return acc;
}
// prod of floats from an int start (the default, 1): CPython's product is
// that int when the iterable is empty (str(math.prod([])) is '1'), else the
// start as a float times each factor.
template <class X> std::variant<Int, double> prod_numbers(X&& iterable, Int start) {
  auto c = iterate(std::forward<X>(iterable));
  element_t<X> x;
  if (!c.next(x)) return std::variant<Int, double>(std::in_place_type<Int>, start);
  double acc = static_cast<double>(start) * x;
  while (c.next(x)) acc *= x;
  return acc;
}

// fsum: Shewchuk's exact partials, as math_fsum (its special cases too).
template <class X> double fsum(X&& iterable) {
  auto c = iterate(std::forward<X>(iterable));
  std::vector<double> p;
  double special_sum = 0.0, inf_sum = 0.0, lo = 0.0;
  typename decltype(c)::value_type item;
  while (c.next(item)) {
    double x = static_cast<double>(item);
    const double xsave = x;
    std::size_t i = 0;
    for (std::size_t j = 0; j < p.size(); ++j) {
      double y = p[j];
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      double hi = x + y;
      double yr = hi - x;
      lo = y - yr;
      if (lo != 0.0) p[i++] = lo;
      x = hi;
    }
    p.resize(i);
    if (x != 0.0) {
      if (!std::isfinite(x)) {
        if (std::isfinite(xsave)) raise(exc::OverflowError, "intermediate overflow in fsum");
        if (std::isinf(xsave)) inf_sum += xsave;
        special_sum += xsave;
        p.clear();
      } else {
        p.push_back(x);
      }
    }
  }
  if (special_sum != 0.0) {
    if (std::isnan(inf_sum)) raise(exc::ValueError, "-inf + inf in fsum");
    return special_sum;
  }
  double hi = 0.0;
  std::size_t n = p.size();
  if (n > 0) {
    hi = p[--n];
    while (n > 0) {
      double x = hi;
      double y = p[--n];
      hi = x + y;
      double yr = hi - x;
      lo = y - yr;
      if (lo != 0.0) break;
    }
    if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
      double y = lo * 2.0;
      double x = hi + y;
      double yr = x - hi;
      if (y == yr) hi = x;
    }
  }
  return hi;
}

}  // namespace pyaot::ops::math
