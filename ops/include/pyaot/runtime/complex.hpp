// complex: CPython's complex number, a pair of doubles with CPython's
// arithmetic (Objects/complexobject.c: _Py_c_sum, _Py_c_prod, _Py_c_quot,
// _Py_c_abs), repr and hash. Declared in ops/decls/complex.toml.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/object.hpp"

namespace pyaot {

struct Complex {
  double real = 0.0;
  double imag = 0.0;
};

namespace complex_detail {
// A double as CPython's 'r' format gives it without the ".0" float's repr
// adds (repr(1+2j) is '(1+2j)'), with a leading '+' when `sign` is set.
inline std::string part(double d, bool sign) {
  std::string s = pyaot::repr(d);
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0 &&
      s.find('e') == std::string::npos)
    s.resize(s.size() - 2);
  if (sign && s[0] != '-') s.insert(s.begin(), '+');
  return s;
}
}  // namespace complex_detail

template <>
struct Py<Complex> {
  static constexpr const char* name = "complex";
  static std::string repr(const Complex& c) {
    if (c.real == 0.0 && !std::signbit(c.real)) return complex_detail::part(c.imag, false) + "j";
    return "(" + complex_detail::part(c.real, false) + complex_detail::part(c.imag, true) + "j)";
  }
  static std::string str(const Complex& c) { return repr(c); }
  static bool eq(const Complex& a, const Complex& b) {
    return a.real == b.real && a.imag == b.imag;
  }
  static bool truthy(const Complex& c) { return c.real != 0.0 || c.imag != 0.0; }
  static std::size_t hash(const Complex& c) {
    // As CPython combines them: equal complexes (and a complex equal to a
    // float) hash equal.
    return Py<double>::hash(c.real) + 1000003u * Py<double>::hash(c.imag);
  }
};

}  // namespace pyaot
