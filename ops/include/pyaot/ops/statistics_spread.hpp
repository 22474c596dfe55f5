// statistics.variance / pvariance / stdev / pstdev on floats, as CPython
// 3.11's: the exact sums sx = sum(x) and sxx = sum(x*x) (Fractions there,
// whole numbers of units 2**-1074 and 2**-2148 here), the exact
// ssd = (n*sxx - sx*sx) / n, then the variance rounded once and the
// standard deviation by CPython's round-to-odd integer square root
// (_float_sqrt_of_frac), so both are correctly rounded, as CPython's.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <vector>

#include "pyaot/ops/statistics.hpp"

namespace pyaot::ops::statistics {

using u128 = unsigned __int128;

// A non-negative integer of 64-bit limbs, least significant first: what
// the exact sums need (add, subtract a smaller one, multiply, shift,
// divide by a 64-bit number).
class Big {
 public:
  Big() = default;
  explicit Big(u128 v) {
    while (v != 0) {
      limbs_.push_back(static_cast<std::uint64_t>(v));
      v >>= 64;
    }
  }
  bool zero() const { return limbs_.empty(); }
  int bit_length() const {
    return limbs_.empty() ? 0 : static_cast<int>(limbs_.size() - 1) * 64 + 64 -
                                    std::countl_zero(limbs_.back());
  }
  bool bit(int i) const {
    const std::size_t k = static_cast<std::size_t>(i) / 64;
    return k < limbs_.size() && ((limbs_[k] >> (i % 64)) & 1);
  }
  // Any of the bits below i set?
  bool any_below(int i) const {
    for (int k = 0; k < i; ++k) if (bit(k)) return true;
    return false;
  }
  Big shifted_left(int s) const {
    Big out;
    out.limbs_.assign(static_cast<std::size_t>(s / 64), 0);
    std::uint64_t carry = 0;
    for (std::uint64_t x : limbs_) {
      out.limbs_.push_back(s % 64 ? (x << (s % 64)) | carry : x);
      carry = s % 64 ? x >> (64 - s % 64) : 0;
    }
    if (carry) out.limbs_.push_back(carry);
    out.trim();
    return out;
  }
  Big shifted_right(int s) const {
    Big out;
    for (int i = s; i < bit_length(); ++i) if (bit(i)) out.set_bit(i - s);
    return out;
  }
  void add(const Big& b) {
    if (limbs_.size() < b.limbs_.size()) limbs_.resize(b.limbs_.size(), 0);
    std::uint64_t carry = 0;
    for (std::size_t k = 0; k < limbs_.size(); ++k) {
      const u128 s = static_cast<u128>(limbs_[k]) + (k < b.limbs_.size() ? b.limbs_[k] : 0) + carry;
      limbs_[k] = static_cast<std::uint64_t>(s);
      carry = static_cast<std::uint64_t>(s >> 64);
    }
    if (carry) limbs_.push_back(carry);
  }
  void sub(const Big& b) {  // *this >= b
    std::uint64_t borrow = 0;
    for (std::size_t k = 0; k < limbs_.size(); ++k) {
      const std::uint64_t y = k < b.limbs_.size() ? b.limbs_[k] : 0;
      const u128 need = static_cast<u128>(y) + borrow;
      borrow = static_cast<u128>(limbs_[k]) < need ? 1 : 0;
      limbs_[k] = static_cast<std::uint64_t>(static_cast<u128>(limbs_[k]) + (static_cast<u128>(borrow) << 64) - need);
    }
    trim();
  }
  Big times(const Big& b) const {
    Big out;
    out.limbs_.assign(limbs_.size() + b.limbs_.size(), 0);
    for (std::size_t i = 0; i < limbs_.size(); ++i) {
      std::uint64_t carry = 0;
      for (std::size_t j = 0; j < b.limbs_.size(); ++j) {
        const u128 t = static_cast<u128>(limbs_[i]) * b.limbs_[j] + out.limbs_[i + j] + carry;
        out.limbs_[i + j] = static_cast<std::uint64_t>(t);
        carry = static_cast<std::uint64_t>(t >> 64);
      }
      out.limbs_[i + b.limbs_.size()] += carry;
    }
    out.trim();
    return out;
  }
  // *this = *this / d; returns the remainder.
  std::uint64_t divide(std::uint64_t d) {
    u128 rem = 0;
    for (std::size_t k = limbs_.size(); k-- > 0;) {
      const u128 cur = (rem << 64) | limbs_[k];
      limbs_[k] = static_cast<std::uint64_t>(cur / d);
      rem = cur % d;
    }
    trim();
    return static_cast<std::uint64_t>(rem);
  }
  u128 low128() const {
    u128 v = 0;
    if (limbs_.size() > 1) v = static_cast<u128>(limbs_[1]) << 64;
    if (!limbs_.empty()) v |= limbs_[0];
    return v;
  }
  friend bool operator==(const Big& a, const Big& b) { return a.limbs_ == b.limbs_; }

 private:
  void set_bit(int i) {
    const std::size_t k = static_cast<std::size_t>(i) / 64;
    if (limbs_.size() <= k) limbs_.resize(k + 1, 0);
    limbs_[k] |= std::uint64_t{1} << (i % 64);
  }
  void trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  }
  std::vector<std::uint64_t> limbs_;
};

// q * 2**(-unit) correctly rounded (half to even), `sticky` when a nonzero
// remainder lies below q's last bit; a whole number of 2**-1074 at least;
// OverflowError past the largest float, as CPython's int division.
inline double round_scaled(const Big& q, int unit, bool sticky) {
  const int length = q.bit_length();
  const int drop = std::max(length - 53, unit - 1074);
  if (drop <= 0) return std::ldexp(static_cast<double>(q.low128()), -unit);  // exact
  const std::uint64_t mant = static_cast<std::uint64_t>(q.shifted_right(drop).low128());
  const bool half = q.bit(drop - 1);
  const bool below = sticky || q.any_below(drop - 1);
  const bool up = half && (below || (mant & 1));
  const double r = std::ldexp(static_cast<double>(mant + (up ? 1 : 0)), drop - unit);
  // CPython's Fraction -> float is an int true division, which refuses to overflow.
  if (std::isinf(r)) raise(exc::OverflowError, "integer division result too large for a float");
  return r;
}

// The exact sums of a float data set: sx in units 2**-1074 (its sign
// apart), sxx in units 2**-2148; non-finite values summed apart as floats.
struct Sums {
  Big pos, neg, sxx;
  std::uint64_t n = 0;
  double special = 0.0;
  bool any_special = false;

  void add(double x) {
    ++n;
    if (!std::isfinite(x)) {
      special = any_special ? special + x : x;
      any_special = true;
      return;
    }
    int exp = 0;
    const double m = std::frexp(x, &exp);
    if (m == 0.0) return;
    const u128 mant = static_cast<u128>(std::ldexp(std::fabs(m), 53));
    const int shift = exp - 53 + 1074;  // >= 0: a subnormal's mantissa is smaller
    const Big units = shift >= 0 ? Big(mant).shifted_left(shift) : Big(mant >> -shift);
    (m < 0 ? neg : pos).add(units);
    sxx.add(units.times(units));
  }
  // n*sxx - sx*sx: ssd * n in units 2**-2148.
  Big scaled_ssd() const {
    Big sx = pos, other = neg;
    if (less(sx, other)) std::swap(sx, other);
    sx.sub(other);  // |sum of x|
    Big total = sxx.times(Big(static_cast<u128>(n)));
    total.sub(sx.times(sx));
    return total;
  }

 private:
  static bool less(const Big& a, const Big& b) {
    for (int i = std::max(a.bit_length(), b.bit_length()) - 1; i >= 0; --i) {
      if (a.bit(i) != b.bit(i)) return b.bit(i);
    }
    return false;
  }
};

template <class X> Sums sums_of(X&& data) {
  Sums s;
  auto cursor = pyaot::iterate(std::forward<X>(data));
  double x;
  while (cursor.next(x)) s.add(x);
  return s;
}

// ssd / d1 / d2 (ssd = N / n in units 2**-2148): N / (n * d1... ) rounded once.
inline double spread(const Sums& s, std::uint64_t d) {
  Big q = s.scaled_ssd();
  const bool r1 = q.divide(s.n) != 0;
  const bool r2 = q.divide(d) != 0;
  return round_scaled(q, 2148, r1 || r2);
}

inline u128 isqrt128(u128 v) {
  u128 a = static_cast<u128>(std::sqrt(static_cast<double>(v)));
  while (a * a > v) --a;
  while ((a + 1) * (a + 1) <= v) ++a;
  return a;
}

// sqrt(N / (n * d) / 2**2148) correctly rounded: CPython's
// _float_sqrt_of_frac with the fraction n/m = N / (n*d << 2148).
inline double sqrt_spread(const Sums& s, std::uint64_t d) {
  const Big num = s.scaled_ssd();
  if (num.zero()) return 0.0;
  const u128 den = static_cast<u128>(s.n) * d;
  const int m_bits = Big(den).bit_length() + 2148;
  const int diff = num.bit_length() - m_bits - (2 * 53 + 3);
  const int q = diff >= 0 ? diff / 2 : -((-diff + 1) / 2);  // floor division
  // n' / m' with m' = den << k: floor((n' >> k) / den) when k >= 0.
  Big n2 = q < 0 ? num.shifted_left(-2 * q) : num;
  const int k = 2148 + (q > 0 ? 2 * q : 0);
  Big top = n2.shifted_right(k);
  const bool low_bits = n2.any_below(k);
  Big quotient = top;
  const bool r1 = quotient.divide(s.n) != 0;
  const bool r2 = quotient.divide(d) != 0;
  const u128 a = isqrt128(quotient.low128());
  // a*a*m' == n'  <=>  no bits below k, no remainders, and a*a == quotient.
  const bool exact = !low_bits && !r1 && !r2 && static_cast<u128>(a * a) == quotient.low128();
  const u128 odd = a | (exact ? 0 : 1);
  // odd * 2**q correctly rounded (odd has ~55 bits, round-to-odd's last bit).
  return round_scaled(Big(odd), -q, false);
}

template <class X> double variance(X&& data) {
  const Sums s = sums_of(std::forward<X>(data));
  if (s.n < 2) raise(StatisticsError, "variance requires at least two data points");
  if (s.any_special) return s.special / static_cast<double>(s.n - 1);
  return spread(s, s.n - 1);
}

template <class X> double pvariance(X&& data) {
  const Sums s = sums_of(std::forward<X>(data));
  if (s.n < 1) raise(StatisticsError, "pvariance requires at least one data point");
  if (s.any_special) return s.special / static_cast<double>(s.n);
  return spread(s, s.n);
}

inline void no_numerator() {
  raise(exc::AttributeError, "'float' object has no attribute 'numerator'");
}

template <class X> double stdev(X&& data) {
  const Sums s = sums_of(std::forward<X>(data));
  if (s.n < 2) raise(StatisticsError, "stdev requires at least two data points");
  if (s.any_special) no_numerator();
  return sqrt_spread(s, s.n - 1);
}

template <class X> double pstdev(X&& data) {
  const Sums s = sums_of(std::forward<X>(data));
  if (s.n < 1) raise(StatisticsError, "pstdev requires at least one data point");
  if (s.any_special) no_numerator();
  return sqrt_spread(s, s.n);
}

}  // namespace pyaot::ops::statistics
