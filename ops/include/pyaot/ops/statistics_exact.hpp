// Exact sums of floats for the statistics module, as CPython's Fractions
// would hold them: every finite double is a whole number of units 2**-1074
// (its square of 2**-2148), summed in a small non-negative big integer
// (Big), and rounded to a float once (round_scaled). Used by statistics.hpp
// (mean) and statistics_spread.hpp (variance, stdev).
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/iter.hpp"

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
  bool squares = true;  // sum x*x too (mean needs only x)
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
    if (squares) sxx.add(units.times(units));
  }
  // |sum of x| in units 2**-1074, and whether the sum is negative.
  std::pair<Big, bool> sx() const {
    Big sum = pos, other = neg;
    const bool negative = less(sum, other);
    if (negative) std::swap(sum, other);
    sum.sub(other);
    return {sum, negative};
  }
  // n*sxx - sx*sx: ssd * n in units 2**-2148.
  Big scaled_ssd() const {
    const Big sx = this->sx().first;
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

template <class X> Sums sums_of(X&& data, bool squares = true) {
  Sums s;
  s.squares = squares;
  auto cursor = pyaot::iterate(std::forward<X>(data));
  double x;
  while (cursor.next(x)) s.add(x);
  return s;
}

}  // namespace pyaot::ops::statistics
