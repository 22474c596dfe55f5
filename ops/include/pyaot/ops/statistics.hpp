// The statistics module on floats: mean (CPython sums the values exactly as
// Fractions and rounds the exact mean once: here the exact sums of
// statistics_exact.hpp, divided by n and rounded half-even), fmean (fsum / n),
// median, median_low, median_high (of sorted(data), as CPython sorts), and
// StatisticsError (a ValueError) with CPython's messages. Declared in
// ops/decls/statistics.toml; tested by tests/programs/lang_stdlib.py.
#pragma once

#include <cmath>
#include <cstdint>
#include <variant>

#include "pyaot/ops/collections.hpp"
#include "pyaot/ops/containers.hpp"
#include "pyaot/ops/math_iterables.hpp"
#include "pyaot/ops/statistics_exact.hpp"
#include "pyaot/runtime/exception.hpp"

namespace pyaot::ops::statistics {

inline constexpr ExceptionType StatisticsError{"statistics.StatisticsError", &exc::ValueError};

// mode(data): Counter(data).most_common(1)'s value, the first of the most
// common in order of first appearance; multimode(data): all of those.
template <class X> auto counted(X&& data) {
  Counter<element_t<X>> c;
  collections::counter_update(c, std::forward<X>(data));
  return c.by_count();
}
template <class X> auto mode(X&& data) {
  auto items = counted(std::forward<X>(data));
  if (items.empty()) raise(StatisticsError, "no mode for empty data");
  return std::get<0>(items[0]);
}
template <class X> auto multimode(X&& data) {
  auto items = counted(std::forward<X>(data));
  List<std::decay_t<decltype(std::get<0>(items[0]))>> out;
  for (const auto& item : items) {
    if (std::get<1>(item) != std::get<1>(items[0])) break;
    out.append(std::get<0>(item));
  }
  return out;
}

// mean(data): CPython's _sum keeps infinities and NaNs apart, added as
// floats in order; the mean is then that float divided by n.
template <class X> double mean(X&& data) {
  const Sums s = sums_of(std::forward<X>(data), false);
  if (s.n == 0) raise(StatisticsError, "mean requires at least one data point");
  if (s.any_special) return s.special / static_cast<double>(s.n);
  // |sx| * 4 / n: two more bits, so the rounding bit lies in the quotient
  // and the remainder only says whether anything is below it.
  auto [sum, negative] = s.sx();
  Big q = sum.shifted_left(2);
  const bool rest = q.divide(s.n) != 0;
  const double r = round_scaled(q, 1076, rest);
  return negative ? -r : r;
}

// mean(data) of ints: CPython's exact Fraction(total, n), an int where n
// divides the total, else that fraction rounded to a float once (the
// quotient carries 128 more bits and a sticky remainder into round_scaled).
template <class X> std::variant<Int, double> mean_of_ints(X&& data) {
  auto items = containers::list(std::forward<X>(data));
  const std::size_t n = items.size();
  if (n == 0) raise(StatisticsError, "mean requires at least one data point");
  __int128 total = 0;  // n values of 64 bits: no overflow below 2**64 values
  for (std::size_t k = 0; k < n; ++k) total += items.at(k);
  const __int128 count = static_cast<__int128>(n);
  if (total % count == 0) return static_cast<Int>(total / count);
  const bool negative = total < 0;
  Big q = Big(static_cast<u128>(negative ? -total : total)).shifted_left(128);
  const bool rest = q.divide(n) != 0;
  const double r = round_scaled(q, 128, rest);
  return negative ? -r : r;
}

template <class X> double fmean(X&& data) {
  auto items = containers::list(std::forward<X>(data));
  if (items.size() == 0) raise(StatisticsError, "fmean requires at least one data point");
  return math::fsum(items) / static_cast<double>(items.size());
}

template <class X> auto sorted_or_raise(X&& data) {
  auto items = containers::sorted(std::forward<X>(data));
  if (items.size() == 0) raise(StatisticsError, "no median for empty data");
  return items;
}

template <class X> double median(X&& data) {
  auto items = sorted_or_raise(std::forward<X>(data));
  const std::size_t n = items.size(), i = n / 2;
  if (n % 2 == 1) return items.at(i);
  return (items.at(i - 1) + items.at(i)) / 2;
}

// median(data) of ints: the middle item (an int) for an odd count, else
// (a + b) / 2, a float (the exact sum, halved: one rounding).
template <class X> std::variant<Int, double> median_of_ints(X&& data) {
  auto items = sorted_or_raise(std::forward<X>(data));
  const std::size_t n = items.size(), i = n / 2;
  if (n % 2 == 1) return items.at(i);
  const __int128 sum = static_cast<__int128>(items.at(i - 1)) + items.at(i);
  return static_cast<double>(sum) / 2;
}

template <class X> auto median_low(X&& data) {
  auto items = sorted_or_raise(std::forward<X>(data));
  const std::size_t n = items.size();
  return n % 2 == 1 ? items.at(n / 2) : items.at(n / 2 - 1);
}

template <class X> auto median_high(X&& data) {
  auto items = sorted_or_raise(std::forward<X>(data));
  return items.at(items.size() / 2);
}

}  // namespace pyaot::ops::statistics
