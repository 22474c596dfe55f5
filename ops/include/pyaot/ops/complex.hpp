// complex's constructor, arithmetic, abs() and attributes, as CPython's
// Objects/complexobject.c computes them (3.11): a float or int operand is
// first made a complex with imaginary part 0.0, then the complex formula
// runs (so signed zeros and infinities come out as CPython's). Declared in
// ops/decls/complex.toml and the operator.* tables.
#pragma once

#include <cmath>

#include "pyaot/ops/operator.hpp"
#include "pyaot/runtime/complex.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/libm.hpp"

namespace pyaot::ops::complex_ {

inline Complex make() { return {}; }
inline Complex make(double real) { return {real, 0.0}; }
inline Complex make(double real, double imag) { return {real, imag}; }
inline Complex make(const Complex& c) { return c; }
// complex(a, b) of complexes: a + b*1j, as CPython (3.11) computes it.
inline Complex make(const Complex& a, double b) { return {a.real, a.imag + b}; }

inline Complex of(const Complex& c) { return c; }
inline Complex of(double d) { return {d, 0.0}; }

template <class A, class B> Complex add(const A& a, const B& b) {
  Complex x = of(a), y = of(b);
  return {x.real + y.real, x.imag + y.imag};
}
template <class A, class B> Complex sub(const A& a, const B& b) {
  Complex x = of(a), y = of(b);
  return {x.real - y.real, x.imag - y.imag};
}
template <class A, class B> Complex mul(const A& a, const B& b) {
  Complex x = of(a), y = of(b);
  return {x.real * y.real - x.imag * y.imag, x.real * y.imag + x.imag * y.real};
}
// _Py_c_quot: scaled by the larger part of the divisor.
template <class A, class B> Complex truediv(const A& a_, const B& b_) {
  Complex a = of(a_), b = of(b_);
  const double abs_breal = b.real < 0 ? -b.real : b.real;
  const double abs_bimag = b.imag < 0 ? -b.imag : b.imag;
  if (abs_breal >= abs_bimag) {
    if (abs_breal == 0.0) raise(exc::ZeroDivisionError, "complex division by zero");
    const double ratio = b.imag / b.real;
    const double denom = b.real + b.imag * ratio;
    return {(a.real + a.imag * ratio) / denom, (a.imag - a.real * ratio) / denom};
  }
  if (abs_bimag >= abs_breal) {
    const double ratio = b.real / b.imag;
    const double denom = b.real * ratio + b.imag;
    return {(a.real * ratio + a.imag) / denom, (a.imag * ratio - a.real) / denom};
  }
  return {NAN, NAN};  // a NaN in the divisor
}
namespace detail {
// c_powu: by repeated squaring, as CPython for small integral exponents.
inline Complex powu(const Complex& x, long n) {
  Complex r{1.0, 0.0}, p = x;
  for (long mask = 1; mask > 0 && n >= mask; mask <<= 1) {
    if (n & mask) r = mul(r, p);
    p = mul(p, p);
  }
  return r;
}
// _Py_c_pow: polar form through libm (not folded at build time: pyaot::opaque).
inline Complex polar_pow(const Complex& a, const Complex& b, bool& edom) {
  if (b.real == 0.0 && b.imag == 0.0) return {1.0, 0.0};
  if (a.real == 0.0 && a.imag == 0.0) {
    edom = b.imag != 0.0 || b.real < 0.0;
    return {0.0, 0.0};
  }
  const double vabs = std::hypot(pyaot::opaque(a.real), a.imag);
  double len = std::pow(pyaot::opaque(vabs), b.real);
  const double at = std::atan2(pyaot::opaque(a.imag), a.real);
  double phase = at * b.real;
  if (b.imag != 0.0) {
    len /= pyaot::libm::exp(at * b.imag);
    phase += b.imag * pyaot::libm::log(vabs);
  }
  // libm's cos of an infinity sets errno to EDOM, which CPython reports as
  // ZeroDivisionError (its other errno settings here only matter through
  // an infinite result, checked by the caller).
  if (std::isinf(phase)) edom = true;
  return {len * pyaot::libm::cos(phase), len * pyaot::libm::sin(phase)};
}
}  // namespace detail

// complex_pow: an integral exponent up to 100 in size by repeated
// multiplication (its reciprocal for a negative one), any other in polar
// form; ZeroDivisionError for 0 to a negative or complex power,
// OverflowError where a part of the result is infinite.
template <class A, class B> Complex pow(const A& a_, const B& b_) {
  Complex a = of(a_), b = of(b_), p;
  bool edom = false;
  if (b.imag == 0.0 && b.real == std::floor(b.real) && std::fabs(b.real) <= 100.0) {
    const long n = static_cast<long>(b.real);
    if (n >= 0) {
      p = detail::powu(a, n);
    } else {
      Complex d = detail::powu(a, -n);
      if (d.real == 0.0 && d.imag == 0.0) {
        edom = true;
      } else {
        p = truediv(Complex{1.0, 0.0}, d);
      }
    }
  } else {
    p = detail::polar_pow(a, b, edom);
  }
  if (edom) raise(exc::ZeroDivisionError, "0.0 to a negative or complex power");
  if (std::isinf(p.real) || std::isinf(p.imag)) raise(exc::OverflowError, "complex exponentiation");
  return p;
}

inline Complex neg(const Complex& a) { return {-a.real, -a.imag}; }
inline Complex pos(const Complex& a) { return a; }

template <class A, class B> bool eq(const A& a, const B& b) {
  Complex x = of(a), y = of(b);
  return x.real == y.real && x.imag == y.imag;
}
template <class A, class B> bool ne(const A& a, const B& b) { return !eq(a, b); }
// With an int: exact, as CPython compares a float with an int.
inline bool eq(const Complex& a, Int b) { return a.imag == 0.0 && operator_::eq(a.real, b); }
inline bool eq(Int a, const Complex& b) { return eq(b, a); }
inline bool ne(const Complex& a, Int b) { return !eq(a, b); }
inline bool ne(Int a, const Complex& b) { return !eq(b, a); }

// _Py_c_abs: an infinite part wins over a NaN; OverflowError where the
// modulus is not finite.
inline double abs(const Complex& z) {
  if (!std::isfinite(z.real) || !std::isfinite(z.imag)) {
    if (std::isinf(z.real)) return std::fabs(z.real);
    if (std::isinf(z.imag)) return std::fabs(z.imag);
    return NAN;
  }
  const double r = std::hypot(z.real, z.imag);
  if (!std::isfinite(r)) raise(exc::OverflowError, "absolute value too large");
  return r;
}

inline double real(const Complex& z) { return z.real; }
inline double imag(const Complex& z) { return z.imag; }
inline Complex conjugate(const Complex& z) { return {z.real, -z.imag}; }
inline bool truth(const Complex& z) { return z.real != 0.0 || z.imag != 0.0; }

}  // namespace pyaot::ops::complex_
