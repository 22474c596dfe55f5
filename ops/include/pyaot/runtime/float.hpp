// Python `float` semantics on double, following CPython's floatobject.c:
// division by zero raises, `//` and `%` floor toward negative infinity with the
// divisor's sign, `**` raises where CPython raises.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/int.hpp"

namespace pyaot {

using Float = double;

// CPython calls the platform's libm at run time. Compilers constant-fold
// calls like std::cbrt(2.5) or std::pow(2.0, 0.5) with MPFR, correctly
// rounded, which can differ from libm in the last bit; hiding the argument's
// value from the optimiser makes compiled code call libm as CPython does, so
// both agree on the same platform. (Found by the compiler fuzzer.)
inline double opaque(double x) {
  asm("" : "+g"(x));
  return x;
}

inline Float float_truediv(Float a, Float b) {
  if (b == 0.0) [[unlikely]] raise(exc::ZeroDivisionError, "float division by zero");
  return a / b;
}

inline Float float_mod(Float a, Float b) {
  if (b == 0.0) [[unlikely]] raise(exc::ZeroDivisionError, "float modulo");
  Float mod = std::fmod(a, b);
  if (mod != 0.0) {
    if ((b < 0) != (mod < 0)) mod += b;
  } else {
    mod = std::copysign(0.0, b);
  }
  return mod;
}

inline Float float_floordiv(Float a, Float b) {
  if (b == 0.0) [[unlikely]] raise(exc::ZeroDivisionError, "float floor division by zero");
  Float mod = std::fmod(a, b);
  Float div = (a - mod) / b;
  if (mod != 0.0 && ((b < 0) != (mod < 0))) div -= 1.0;
  if (div != 0.0) {
    Float floordiv = std::floor(div);
    if (div - floordiv > 0.5) floordiv += 1.0;
    return floordiv;
  }
  return std::copysign(0.0, a / b);
}

inline Float float_pow(Float a, Float b) {
  if (b == 0.0) return 1.0;
  if (std::isfinite(a) && std::isfinite(b)) {
    if (a == 0.0 && b < 0.0) [[unlikely]] {
      raise(exc::ZeroDivisionError, "0.0 cannot be raised to a negative power");
    }
    if (a < 0.0 && b != std::floor(b)) [[unlikely]] {
      // CPython returns a complex number here; compiled floats cannot hold one.
      raise(exc::ValueError,
            "pyaot: negative number ** fractional power is complex in Python; "
            "complex results are not supported");
    }
  }
  Float r = std::pow(opaque(a), b);
  if (std::isinf(r) && std::isfinite(a) && std::isfinite(b)) [[unlikely]] {
    // CPython raises it from errno: two arguments, (errno, strerror).
    raise(exc::OverflowError, "(34, 'Numerical result out of range')",
          "34, 'Numerical result out of range'");
  }
  return r;
}

// float -> int conversion as int(x) does it: truncation, with CPython's errors
// for NaN and infinity and pyaot's 64-bit bound.
inline Int float_to_int(Float x) {
  if (std::isnan(x)) [[unlikely]] raise(exc::ValueError, "cannot convert float NaN to integer");
  if (std::isinf(x)) [[unlikely]] {
    raise(exc::OverflowError, "cannot convert float infinity to integer");
  }
  Float t = std::trunc(x);
  // [-2**63, 2**63) is exactly the range of doubles that fit in int64.
  if (t < -9223372036854775808.0 || t >= 9223372036854775808.0) [[unlikely]] raise_int_overflow();
  return static_cast<Int>(t);
}

// Exact comparison of an int with a float, as CPython does it (converting the
// int to double would make 2**53 + 1 == 2.0**53 true). Returns -1, 0 or 1;
// callers handle NaN before calling.
inline int compare_int_float(Int i, Float d) {
  if (d >= 9223372036854775808.0) return -1;
  if (d < -9223372036854775808.0) return 1;
  Float whole = std::floor(d);
  Int w = static_cast<Int>(whole);
  if (i != w) return i < w ? -1 : 1;
  return (d - whole) > 0.0 ? -1 : 0;
}

}  // namespace pyaot
