// Python `int` semantics on int64_t.
//
// Python ints are unbounded; compiled code keeps them in 64 bits and raises
// OverflowError whenever a result would not fit, so a program either computes
// CPython's exact answer or stops with an exception. It never wraps.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "pyaot/runtime/exception.hpp"

namespace pyaot {

using Int = std::int64_t;

[[noreturn, gnu::cold]] inline void raise_int_overflow() {
  raise(exc::OverflowError, "integer result does not fit in 64 bits (pyaot ints are 64-bit)");
}

[[noreturn, gnu::cold]] inline void raise_int_zero_division() {
  raise(exc::ZeroDivisionError, "integer division or modulo by zero");
}

inline Int int_add(Int a, Int b) {
  Int r;
  if (__builtin_add_overflow(a, b, &r)) [[unlikely]] raise_int_overflow();
  return r;
}

inline Int int_sub(Int a, Int b) {
  Int r;
  if (__builtin_sub_overflow(a, b, &r)) [[unlikely]] raise_int_overflow();
  return r;
}

// A step of one of a counter (pyaot.emit.counters: an int local that starts
// at most 2**32 from zero and only ever steps by one): reaching the 64-bit
// limit would take over 2**62 steps, so the check is left out, and with it
// the branch that keeps `if f: count += 1` from compiling branch-free.
// (Signed arithmetic: the compiler may assume no wrap, and UBSan builds
// would report one.)
inline Int counter_add(Int a, Int b) { return a + b; }
inline Int counter_sub(Int a, Int b) { return a - b; }

inline Int int_mul(Int a, Int b) {
  Int r;
  if (__builtin_mul_overflow(a, b, &r)) [[unlikely]] raise_int_overflow();
  return r;
}

inline Int int_neg(Int a) {
  if (a == std::numeric_limits<Int>::min()) [[unlikely]] raise_int_overflow();
  return -a;
}

inline Int int_abs(Int a) { return a < 0 ? int_neg(a) : a; }

// Floor division: rounds toward negative infinity, as Python does.
inline Int int_floordiv(Int a, Int b) {
  if (b == 0) [[unlikely]] raise_int_zero_division();
  if (b == -1) return int_neg(a);
  Int q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

// Modulo: the result takes the sign of the divisor, as Python's does.
inline Int int_mod(Int a, Int b) {
  if (b == 0) [[unlikely]] raise(exc::ZeroDivisionError, "integer modulo by zero");
  if (b == -1) return 0;
  Int r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

// True division of two ints, correctly rounded like CPython's long_true_divide
// (converting both operands to double first would double-round above 2**53).
inline double int_truediv(Int a, Int b) {
  if (b == 0) [[unlikely]] raise(exc::ZeroDivisionError, "division by zero");
  constexpr Int kExact = Int{1} << 53;
  if (a > -kExact && a < kExact && b > -kExact && b < kExact) {
    return static_cast<double>(a) / static_cast<double>(b);
  }
  if (a == 0) return (b < 0) ? -0.0 : 0.0;
  bool negative = (a < 0) != (b < 0);
  unsigned __int128 n = a < 0 ? -static_cast<unsigned __int128>(a) : a;
  unsigned __int128 d = b < 0 ? -static_cast<unsigned __int128>(b) : b;
  // Scale the numerator so the quotient has >= 62 significant bits, then fold
  // the remainder into a sticky bit below double's rounding position.
  // n < 2**64 has bit_length(n) = 64 - clz(n); shift it so its top bit is 2**126.
  int shift = 127 - (64 - __builtin_clzll(static_cast<std::uint64_t>(n)));
  unsigned __int128 scaled = n << shift;
  unsigned __int128 q = scaled / d;
  if (scaled % d != 0) q |= 1;
  double r = std::ldexp(static_cast<double>(q), -shift);
  return negative ? -r : r;
}

// Python's int ** int for a non-negative exponent, by repeated squaring with
// overflow checks. A negative exponent makes CPython return a float, which a
// value statically typed `int` cannot hold: that is refused, never rounded.
inline Int int_pow(Int base, Int exp) {
  if (exp < 0) [[unlikely]] {
    raise(exc::ValueError,
          "pyaot: int ** negative int gives a float in Python; write float(base) ** exp");
  }
  Int result = 1;
  while (true) {
    if (exp & 1) result = int_mul(result, base);
    exp >>= 1;
    if (exp == 0) break;
    // Squaring can overflow even when the remaining product would not be
    // needed; only square when another multiplication will use it.
    base = int_mul(base, base);
  }
  return result;
}

inline Int int_lshift(Int a, Int n) {
  if (n < 0) [[unlikely]] raise(exc::ValueError, "negative shift count");
  if (a == 0) return 0;
  if (n >= 64) raise_int_overflow();  // -1 << 63 is still an int64
  Int r = static_cast<Int>(static_cast<std::uint64_t>(a) << n);
  if ((r >> n) != a) [[unlikely]] raise_int_overflow();
  return r;
}

inline Int int_rshift(Int a, Int n) {
  if (n < 0) [[unlikely]] raise(exc::ValueError, "negative shift count");
  if (n >= 63) return a < 0 ? -1 : 0;
  return a >> n;  // arithmetic shift == floor division by 2**n
}

}  // namespace pyaot
