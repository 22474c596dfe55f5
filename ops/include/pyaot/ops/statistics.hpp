// The statistics module on floats: mean (CPython sums the values exactly as
// Fractions and rounds the exact mean once: here an exact fixed-point sum in
// units of 2**-1074, divided by n and rounded half-even), fmean (fsum / n),
// median, median_low, median_high (of sorted(data), as CPython sorts), and
// StatisticsError (a ValueError) with CPython's messages. Declared in
// ops/decls/statistics.toml; tested by tests/programs/lang_stdlib.py.
#pragma once

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "pyaot/ops/containers.hpp"
#include "pyaot/ops/math_iterables.hpp"
#include "pyaot/runtime/exception.hpp"

namespace pyaot::ops::statistics {

inline constexpr ExceptionType StatisticsError{"statistics.StatisticsError", &exc::ValueError};

// An exact sum of finite doubles: a two's-complement integer of kLimbs
// 64-bit limbs counting units of 2**-1074 (every double is a whole number
// of them; 2**1024 / 2**-1074 needs 2098 bits, the rest is room for 2**60
// terms and the sign).
class ExactSum {
 public:
  static constexpr int kLimbs = 35;

  void add(double x) {
    int exp = 0;
    const double m = std::frexp(x, &exp);  // x = m * 2**exp, 0.5 <= |m| < 1
    if (m == 0.0) return;
    const bool negative = m < 0;
    // |x| = mant * 2**(exp - 53), mant < 2**53; as units of 2**-1074:
    std::uint64_t mant = static_cast<std::uint64_t>(std::ldexp(std::fabs(m), 53));
    int shift = exp - 53 + 1074;
    if (shift < 0) {  // subnormal: the low bits are zero
      mant >>= -shift;
      shift = 0;
    }
    std::array<std::uint64_t, kLimbs> term{};
    const int limb = shift / 64, bit = shift % 64;
    term[limb] = mant << bit;
    if (bit != 0 && limb + 1 < kLimbs) term[limb + 1] = mant >> (64 - bit);
    if (negative) negate(term);
    std::uint64_t carry = 0;
    for (int k = 0; k < kLimbs; ++k) {
      const std::uint64_t a = limbs_[k], b = term[k];
      const std::uint64_t s = a + b;
      const std::uint64_t s2 = s + carry;
      carry = (s < a) || (s2 < s) ? 1 : 0;
      limbs_[k] = s2;
    }
  }

  // The sum divided by n (n > 0), correctly rounded to a double.
  double divided_by(std::uint64_t n) const {
    std::array<std::uint64_t, kLimbs> q = limbs_;
    const bool negative = (q[kLimbs - 1] >> 63) != 0;
    if (negative) negate(q);
    unsigned __int128 rem = 0;
    for (int k = kLimbs - 1; k >= 0; --k) {
      const unsigned __int128 cur = (rem << 64) | q[k];
      q[k] = static_cast<std::uint64_t>(cur / n);
      rem = cur % n;
    }
    int top = kLimbs - 1;
    while (top >= 0 && q[top] == 0) --top;
    int length = 0;  // bits in the quotient
    if (top >= 0) length = top * 64 + (64 - std::countl_zero(q[top]));
    const int drop = length > 53 ? length - 53 : 0;
    std::uint64_t mant = bits(q, drop, length - drop);
    bool up = false;
    if (drop == 0) {
      const unsigned __int128 twice = rem * 2;
      up = twice > n || (twice == n && (mant & 1));
    } else {
      const bool half = bit_at(q, drop - 1);
      bool below = rem != 0;
      for (int k = 0; k < drop - 1 && !below; ++k) below = bit_at(q, k);
      up = half && (below || (mant & 1));
    }
    const double r = std::ldexp(static_cast<double>(mant + (up ? 1 : 0)), drop - 1074);
    return negative ? -r : r;
  }

 private:
  static void negate(std::array<std::uint64_t, kLimbs>& v) {
    std::uint64_t carry = 1;
    for (auto& x : v) {
      x = ~x + carry;
      carry = (carry && x == 0) ? 1 : 0;
    }
  }
  static bool bit_at(const std::array<std::uint64_t, kLimbs>& v, int i) {
    return (v[i / 64] >> (i % 64)) & 1;
  }
  static std::uint64_t bits(const std::array<std::uint64_t, kLimbs>& v, int from, int count) {
    std::uint64_t out = 0;
    for (int k = count - 1; k >= 0; --k) out = (out << 1) | (bit_at(v, from + k) ? 1 : 0);
    return out;
  }
  std::array<std::uint64_t, kLimbs> limbs_{};
};

// mean(data): CPython's _sum keeps infinities and NaNs apart, added as
// floats in order; the mean is then that float divided by n.
template <class X> double mean(X&& data) {
  ExactSum exact;
  double special = 0.0;
  bool any_special = false;
  std::uint64_t n = 0;
  auto cursor = pyaot::iterate(std::forward<X>(data));
  double x;
  while (cursor.next(x)) {
    ++n;
    if (std::isfinite(x)) {
      exact.add(x);
    } else {
      special = any_special ? special + x : x;
      any_special = true;
    }
  }
  if (n == 0) raise(StatisticsError, "mean requires at least one data point");
  if (any_special) return special / static_cast<double>(n);
  return exact.divided_by(n);
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
