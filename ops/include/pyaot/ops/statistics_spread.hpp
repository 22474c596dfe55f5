// statistics.variance / pvariance / stdev / pstdev on floats, as CPython
// 3.11's: the exact sums sx = sum(x) and sxx = sum(x*x) (Fractions there,
// whole numbers of units 2**-1074 and 2**-2148 here), the exact
// ssd = (n*sxx - sx*sx) / n, then the variance rounded once and the
// standard deviation by CPython's round-to-odd integer square root
// (_float_sqrt_of_frac), so both are correctly rounded, as CPython's.
#pragma once

#include <cmath>
#include <cstdint>

#include "pyaot/ops/statistics.hpp"
#include "pyaot/ops/statistics_exact.hpp"

namespace pyaot::ops::statistics {

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

// stdev / pstdev of ints: CPython's result is the float of the exact
// spread, as for floats; each int is exact as a double up to 2**53, and
// beyond that the compiled sums would not be exact (OverflowError).
template <class X> auto exact_ints(X&& data) {
  auto items = containers::list(std::forward<X>(data));
  List<double> exact;
  exact.reserve(items.size());
  for (std::size_t k = 0; k < items.size(); ++k) {
    const Int x = items.at(k);
    if (x > (Int{1} << 53) || x < -(Int{1} << 53)) [[unlikely]]
      raise(exc::OverflowError, "statistics of ints beyond 2**53 are not compiled (pyaot sums them as floats)");
    exact.append(static_cast<double>(x));
  }
  return exact;
}
template <class X> double stdev_of_ints(X&& data) { return stdev(exact_ints(std::forward<X>(data))); }
template <class X> double pstdev_of_ints(X&& data) { return pstdev(exact_ints(std::forward<X>(data))); }

}  // namespace pyaot::ops::statistics
