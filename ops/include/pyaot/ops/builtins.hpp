// Python built-in functions on scalars: abs, min, max, int, float, bool, round.
// Declared in ops/decls/builtins.toml.
#pragma once

#include <cmath>

#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/int.hpp"

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

}  // namespace pyaot::ops::builtins
