// Python's operators (the `operator` module: +, -, *, /, //, %, **, <<, >>,
// &, |, ^, ~, unary -, comparisons) on int, float and bool. Declared in
// ops/decls/operator.toml; int arithmetic is checked (runtime/int.hpp).
#pragma once

#include <cmath>

#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/int.hpp"

namespace pyaot::ops::operator_ {

inline double add(double a, double b) { return a + b; }
inline double sub(double a, double b) { return a - b; }
inline double mul(double a, double b) { return a * b; }
inline double neg(double a) { return -a; }
inline Int pos(Int a) { return a; }
inline double pos(double a) { return a; }
inline Int invert(Int a) { return ~a; }
inline Int and_(Int a, Int b) { return a & b; }
inline Int or_(Int a, Int b) { return a | b; }
inline Int xor_(Int a, Int b) { return a ^ b; }
inline bool and_(bool a, bool b) { return a && b; }
inline bool or_(bool a, bool b) { return a || b; }
inline bool xor_(bool a, bool b) { return a != b; }
inline bool not_(bool a) { return !a; }

// Comparisons within one type are the machine's; NaN compares unordered in
// both languages.
template <class T> inline bool lt(T a, T b) { return a < b; }
template <class T> inline bool le(T a, T b) { return a <= b; }
template <class T> inline bool gt(T a, T b) { return a > b; }
template <class T> inline bool ge(T a, T b) { return a >= b; }
template <class T> inline bool eq(T a, T b) { return a == b; }
template <class T> inline bool ne(T a, T b) { return a != b; }

// Mixed int/float comparisons are exact, as in CPython.
inline bool lt(Int a, double b) { return !std::isnan(b) && compare_int_float(a, b) < 0; }
inline bool le(Int a, double b) { return !std::isnan(b) && compare_int_float(a, b) <= 0; }
inline bool gt(Int a, double b) { return !std::isnan(b) && compare_int_float(a, b) > 0; }
inline bool ge(Int a, double b) { return !std::isnan(b) && compare_int_float(a, b) >= 0; }
inline bool eq(Int a, double b) { return !std::isnan(b) && compare_int_float(a, b) == 0; }
inline bool ne(Int a, double b) { return !eq(a, b); }
inline bool lt(double a, Int b) { return gt(b, a); }
inline bool le(double a, Int b) { return ge(b, a); }
inline bool gt(double a, Int b) { return lt(b, a); }
inline bool ge(double a, Int b) { return le(b, a); }
inline bool eq(double a, Int b) { return eq(b, a); }
inline bool ne(double a, Int b) { return ne(b, a); }

}  // namespace pyaot::ops::operator_
