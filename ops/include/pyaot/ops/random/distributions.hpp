// The real-valued distributions of Python's random.Random as Lib/random.py
// (CPython 3.11) computes them from random(): the same draws, the same float
// operations in the same order, math's functions from the platform's libm
// as CPython calls them, and Python's errors for / % ** and math.*.
#pragma once

#include <cmath>
#include <optional>
#include <utility>

#include "pyaot/ops/math.hpp"
#include "pyaot/ops/random/methods.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/libm.hpp"

namespace pyaot::ops::random {

inline double uniform(State& s, double a, double b) { return a + (b - a) * s.mt.next_double(); }

// uniform on two ints: random.py's b - a is an exact int, rounded once.
inline double uniform(State& s, Int a, Int b) {
  const Wide width = Wide{b} - a;
  const double span = width < 0 ? -static_cast<double>(static_cast<unsigned __int128>(-width))
                                : static_cast<double>(static_cast<unsigned __int128>(width));
  return static_cast<double>(a) + span * s.mt.next_double();
}

inline double gauss(State& s, double mu, double sigma) {
  std::optional<double> z = s.gauss_next;
  s.gauss_next.reset();
  if (!z) {
    const double two_pi = 2.0 * 3.141592653589793;
    const double x2pi = s.mt.next_double() * two_pi;
    const double g2rad = std::sqrt(-2.0 * pyaot::libm::log(opaque(1.0 - s.mt.next_double())));
    z = pyaot::libm::cos(opaque(x2pi)) * g2rad;
    s.gauss_next = pyaot::libm::sin(opaque(x2pi)) * g2rad;
  }
  return mu + *z * sigma;
}

// Kinderman and Monahan's ratio of uniforms, as random.py.
inline double normalvariate(State& s, double mu, double sigma) {
  static const double magic = 4 * pyaot::libm::exp(opaque(-0.5)) / std::sqrt(opaque(2.0));
  double z;
  for (;;) {
    const double u1 = s.mt.next_double();
    const double u2 = 1.0 - s.mt.next_double();
    z = magic * (u1 - 0.5) / u2;
    const double zz = z * z / 4.0;
    if (zz <= -pyaot::libm::log(opaque(u2))) break;
  }
  return mu + z * sigma;
}

// triangular on floats only (random.toml: promote = false): with ints,
// random.py returns `low` itself, an int, when high == low.
inline double triangular(State& s, double low, double high, std::optional<double> mode) {
  double u = s.mt.next_double();
  double c = 0.5;
  if (mode) {
    const double span = high - low;
    if (span == 0.0) return low;  // random.py catches the ZeroDivisionError
    c = (*mode - low) / span;
  }
  if (u > c) {
    u = 1.0 - u;
    c = 1.0 - c;
    std::swap(low, high);
  }
  return low + (high - low) * pyaot::ops::math::sqrt(u * c);
}

// vonmisesvariate: random.py's method (Best and Fisher), angles in [0, 2pi).
inline double vonmisesvariate(State& s, double mu, double kappa) {
  namespace m = pyaot::ops::math;
  constexpr double pi = 3.141592653589793, two_pi = 2.0 * pi;
  if (kappa <= 1e-6) return two_pi * s.mt.next_double();
  const double half = float_truediv(0.5, kappa);
  const double r = half + m::sqrt(1.0 + half * half);
  double z;
  for (;;) {
    const double u1 = s.mt.next_double();
    z = m::cos(pi * u1);
    const double d = float_truediv(z, r + z);
    const double u2 = s.mt.next_double();
    if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * m::exp(d)) break;
  }
  const double q = float_truediv(1.0, r);
  const double f = float_truediv(q + z, 1.0 + q * z);
  const double u3 = s.mt.next_double();
  if (u3 > 0.5) return float_mod(mu + m::acos(f), two_pi);
  return float_mod(mu - m::acos(f), two_pi);
}

// gammavariate: random.py's three methods (Cheng's for alpha > 1, the
// exponential for alpha == 1, Ahrens-Dieter GS below), with math's
// functions and Python's float ** as random.py calls them.
inline double gammavariate(State& s, double alpha, double beta) {
  namespace m = pyaot::ops::math;
  if (alpha <= 0.0 || beta <= 0.0) raise(exc::ValueError, "gammavariate: alpha and beta must be > 0.0");
  if (alpha > 1.0) {
    static const double log4 = m::log(4.0), sg_magic = 1.0 + m::log(4.5);
    const double ainv = m::sqrt(2.0 * alpha - 1.0);
    const double bbb = alpha - log4, ccc = alpha + ainv;
    for (;;) {
      const double u1 = s.mt.next_double();
      if (!(1e-7 < u1 && u1 < 0.9999999)) continue;
      const double u2 = 1.0 - s.mt.next_double();
      const double v = m::log(u1 / (1.0 - u1)) / ainv;
      const double x = alpha * m::exp(v);
      const double z = u1 * u1 * u2;
      const double r = bbb + ccc * v - x;
      if (r + sg_magic - 4.5 * z >= 0.0 || r >= m::log(z)) return x * beta;
    }
  }
  if (alpha == 1.0) return -m::log(1.0 - s.mt.next_double()) * beta;
  constexpr double e = 2.718281828459045;
  double x;
  for (;;) {
    const double u = s.mt.next_double();
    const double b = (e + alpha) / e;
    const double p = b * u;
    if (p <= 1.0) x = float_pow(p, float_truediv(1.0, alpha));
    else x = -m::log((b - p) / alpha);
    const double u1 = s.mt.next_double();
    if (p > 1.0) {
      if (u1 <= float_pow(x, alpha - 1.0)) break;
    } else if (u1 <= m::exp(-x)) {
      break;
    }
  }
  return x * beta;
}

inline double betavariate(State& s, double alpha, double beta) {
  const double y = gammavariate(s, alpha, 1.0);
  if (y != 0.0) return float_truediv(y, y + gammavariate(s, beta, 1.0));
  return 0.0;
}

inline double lognormvariate(State& s, double mu, double sigma) {
  return pyaot::ops::math::exp(normalvariate(s, mu, sigma));  // math.exp's range error
}

inline double paretovariate(State& s, double alpha) {
  const double u = 1.0 - s.mt.next_double();
  return float_pow(u, float_truediv(-1.0, alpha));
}

inline double weibullvariate(State& s, double alpha, double beta) {
  const double u = 1.0 - s.mt.next_double();
  return alpha * float_pow(-pyaot::libm::log(opaque(u)), float_truediv(1.0, beta));
}

inline double expovariate(State& s, double lambd) {
  return float_truediv(-pyaot::libm::log(opaque(1.0 - s.mt.next_double())), lambd);
}

}  // namespace pyaot::ops::random
