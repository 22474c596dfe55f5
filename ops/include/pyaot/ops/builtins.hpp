// Python built-in functions on scalars: abs, min, max, int, float, bool, round.
// Declared in ops/decls/builtins.toml.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <variant>

#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/number_union.hpp"

namespace pyaot::ops::builtins {

inline Int abs(Int a) { return int_abs(a); }
inline double abs(double a) { return std::fabs(a); }

// min/max return the first of equal arguments and propagate NaN exactly as
// CPython's pairwise comparison does (a NaN first argument wins).
// min/max of several arguments: the first extreme wins ties, as CPython.
template <class T, class... R> inline T min(T a, T b, R... rest) {
  T best = b < a ? b : a;
  ((best = rest < best ? rest : best), ...);
  return best;
}
template <class T, class... R> inline T max(T a, T b, R... rest) {
  T best = b > a ? b : a;
  ((best = rest > best ? rest : best), ...);
  return best;
}

// min/max of an int and a float, or of an int | float (`max(0, x)`,
// `max(lo, x)` of a parameter given an int): compared exactly, as CPython
// does, and the one chosen returned as itself, so an int stays an int
// (max(3, 2.5) is 3). A NaN compares false: the first argument stays.
using Number = std::variant<Int, double>;
template <class X, class Y> inline int order_of_numbers(X a, Y b) {  // sign of b - a; 2: NaN
  if constexpr (std::is_same_v<X, Int> && std::is_same_v<Y, Int>) {
    return (b > a) - (b < a);
  } else if constexpr (std::is_same_v<X, Int>) {
    return std::isnan(b) ? 2 : -compare_int_float(a, b);
  } else if constexpr (std::is_same_v<Y, Int>) {
    return std::isnan(a) ? 2 : compare_int_float(b, a);
  } else {
    return std::isnan(a) || std::isnan(b) ? 2 : (b > a) - (b < a);
  }
}
template <class A, class B> inline Number min_numbers(const A& a, const B& b) {
  return std::visit([](auto x, auto y) { return order_of_numbers(x, y) == -1 ? Number(y)
                                                                              : Number(x); },
                    Number(a), Number(b));
}
template <class A, class B> inline Number max_numbers(const A& a, const B& b) {
  return std::visit([](auto x, auto y) { return order_of_numbers(x, y) == 1 ? Number(y)
                                                                             : Number(x); },
                    Number(a), Number(b));
}

inline Int int_(Int a) { return a; }
inline Int int_(double a) { return float_to_int(a); }
inline double float_(double a) { return a; }
inline bool bool_(Int a) { return a != 0; }
inline bool bool_(double a) { return a != 0.0; }

// round(x) rounds half to even and returns an int.
inline Int round(double a) {
  if (std::isnan(a)) [[unlikely]] raise(exc::ValueError, "cannot convert float NaN to integer");
  if (std::isinf(a)) [[unlikely]] raise(exc::OverflowError, "cannot convert float infinity to integer");
  return float_to_int(std::nearbyint(a));
}
inline Int round(Int a) { return a; }

// int(x) and round(x) of an int | float (pyaot.infer_mixed's _VISITED): on
// the member held.
template <class... Ts> Int int_(const std::variant<Ts...>& v) {
  return number_union::on_member([](auto x) { return int_(x); }, v);
}
template <class... Ts> Int round(const std::variant<Ts...>& v) {
  return number_union::on_member([](auto x) { return round(x); }, v);
}

// round(x, n) of an int: x itself for n >= 0, else rounded half to even to
// a multiple of 10**-n (CPython's _PyLong_DivmodNear), which may not fit.
inline Int round(Int a, Int n) {
  if (n >= 0) return a;
  if (n < -38) return 0;  // 10**-n is beyond twice any 64-bit int
  __int128 p = 1;
  for (Int i = 0; i < -n; ++i) p *= 10;
  __int128 x = a, q = x / p, r = x % p;
  if (r < 0) { r += p; q -= 1; }  // floor division
  if (2 * r > p || (2 * r == p && (q & 1) != 0)) q += 1;
  __int128 out = q * p;
  if (out > INT64_MAX || out < INT64_MIN) raise_int_overflow();
  return static_cast<Int>(out);
}

// round(x, n) of a float: the decimal correctly rounded (half to even on an
// exact tie) at n digits after the point, read back as a float, as CPython's
// double_round (dtoa mode 3). printf's %f is exact with the same rounding;
// for n < 0 the exact expansion is rounded by hand at the 10**-n digit.
inline double round(double x, Int n) {
  constexpr Int kMax = 323, kMin = -308;  // CPython's NDIGITS_MAX / NDIGITS_MIN
  if (!std::isfinite(x)) return x;
  if (n > kMax) return x;
  if (n < kMin) return 0.0 * x;
  std::string text;
  if (n >= 0) {
    int size = std::snprintf(nullptr, 0, "%.*f", static_cast<int>(n), x);
    text.resize(static_cast<std::size_t>(size) + 1);
    std::snprintf(text.data(), text.size(), "%.*f", static_cast<int>(n), x);
    text.resize(static_cast<std::size_t>(size));
  } else {
    int size = std::snprintf(nullptr, 0, "%.1100f", x);
    std::string exact(static_cast<std::size_t>(size) + 1, '\0');
    std::snprintf(exact.data(), exact.size(), "%.1100f", x);
    exact.resize(static_cast<std::size_t>(size));
    bool neg = exact[0] == '-';
    std::string digits = exact.substr(neg ? 1 : 0);
    std::size_t point = digits.find('.');
    std::string whole = digits.substr(0, point), frac = digits.substr(point + 1);
    // keep whole[0 : len - k], k = -n digits dropped (zeros in front if short)
    std::size_t k = static_cast<std::size_t>(-n);
    if (whole.size() < k + 1) whole.insert(0, k + 1 - whole.size(), '0');
    std::string kept = whole.substr(0, whole.size() - k);
    std::string dropped = whole.substr(whole.size() - k) + frac;
    bool rest_zero = dropped.find_first_not_of('0', 1) == std::string::npos;
    bool up = dropped[0] > '5' || (dropped[0] == '5' && !rest_zero) ||
              (dropped[0] == '5' && rest_zero && (kept.back() - '0') % 2 == 1);
    if (up) {
      std::size_t i = kept.size();
      while (i > 0 && kept[i - 1] == '9') kept[--i] = '0';
      if (i == 0) kept.insert(0, 1, '1');
      else kept[i - 1] += 1;
    }
    text = (neg ? "-" : "") + kept + "e" + std::to_string(k);
  }
  double out = std::strtod(text.c_str(), nullptr);
  if (std::isinf(out)) raise(exc::OverflowError, "rounded value too large to represent");
  return out;
}

// id(x): the address of x's object (pyaot::identity, what `is` compares).
template <class T> Int id(const T& x) {
  return static_cast<Int>(reinterpret_cast<std::intptr_t>(identity(x)));
}

}  // namespace pyaot::ops::builtins
