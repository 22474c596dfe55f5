// NumPy ufuncs: elementwise functors with NumPy's semantics per dtype, and the
// broadcasting engine that applies them.
//
// Type resolution is NumPy's own: the tracer (and the conformance harness) ask
// `ufunc.resolve_dtypes` for the loop dtypes L... and the output dtype Out,
// so `ufunc<F, Out, L...>(a, b)` converts each element of input k to L_k, applies
// F, and stores Out. Integer arithmetic wraps modulo 2^n as NumPy's does (done
// in unsigned arithmetic: no undefined behaviour); integer division by zero
// gives 0, as NumPy's does (NumPy also warns).
#pragma once

#include <cmath>
#include <cstring>
#include <exception>
#include <numbers>

#include <utility>

#include "pyaot/runtime/libm.hpp"
#include "pyaot/nd/simd.hpp"
// Where the platform has no threads (PYAOT_NO_THREADS), the threaded variants
// (pruned there by the tuner) run on the calling thread.
#include "pyaot/runtime/threads.hpp"
#include "pyaot/nd/array.hpp"
#ifdef PYAOT_CUDA
#include "pyaot/nd/cuda.hpp"  // the GPU path of the engine below
#endif

namespace pyaot::nd {

// ----------------------------------------------------------------- helpers

template <class T>
using wide_unsigned_t = std::make_unsigned_t<T>;

template <Integer T>
constexpr T wrap_add(T a, T b) { return T(wide_unsigned_t<T>(a) + wide_unsigned_t<T>(b)); }
template <Integer T>
constexpr T wrap_sub(T a, T b) { return T(wide_unsigned_t<T>(a) - wide_unsigned_t<T>(b)); }
template <Integer T>
constexpr T wrap_mul(T a, T b) {
  // Promote narrow unsigned types past int so the product cannot overflow int.
  using U = std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned, wide_unsigned_t<T>>;
  return T(static_cast<wide_unsigned_t<T>>(U(wide_unsigned_t<T>(a)) * U(wide_unsigned_t<T>(b))));
}

template <class T>
constexpr bool is_nan(T v) {
  if constexpr (Floating<T>) return v != v; else return false;
}

// NumPy's npy_divmod for floats: the floor quotient and a remainder with the
// sign of the divisor, with its exact handling of zeros, infinities and NaN.
template <Floating T>
inline std::pair<T, T> float_divmod(T a, T b) {
  using C = compute_t<T>;
  C x = C(a), y = C(b);
  C mod = std::fmod(x, y);
  if (y == C(0)) return {T(x / y), T(mod)};
  C div = (x - mod) / y;
  if (mod != C(0)) {
    if ((y < C(0)) != (mod < C(0))) {
      mod += y;
      div -= C(1);
    }
  } else {
    mod = std::copysign(C(0), y);
  }
  C floordiv;
  if (div != C(0)) {
    floordiv = std::floor(div);
    if (div - floordiv > C(0.5)) floordiv += C(1);
  } else {
    floordiv = std::copysign(C(0), x / y);
  }
  return {T(floordiv), T(mod)};
}

// -------------------------------------------------------------- the functors

namespace fn {

// The ufuncs with vector kernels (nd/simd.hpp): float32 and float64 go
// through simd::one here and simd::apply in the engine's contiguous loop,
// which give an element the same bits; float16 computes in float and rounds.
#define PYAOT_VECTOR_UNARY(NAME)                                         \
  struct NAME {                                                          \
    static constexpr simd::Op vector_op = simd::Op::NAME;                \
    template <class T>                                                   \
    T operator()(T a) const {                                            \
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) { \
        return simd::one<simd::Op::NAME>(a);                             \
      } else {                                                           \
        return T(simd::scalar<simd::Op::NAME>(compute_t<T>(a)));         \
      }                                                                  \
    }                                                                    \
  };

#define PYAOT_FLOAT_UNARY(NAME, EXPR)                                     \
  struct NAME {                                                            \
    template <class T>                                                     \
    T operator()(T a) const {                                              \
      using C = compute_t<T>;                                              \
      C x = C(a);                                                          \
      return T(EXPR);                                                      \
    }                                                                      \
  };
PYAOT_VECTOR_UNARY(sqrt)
PYAOT_FLOAT_UNARY(cbrt, std::cbrt(x))
PYAOT_VECTOR_UNARY(exp)
PYAOT_FLOAT_UNARY(exp2, pyaot::libm::exp2(x))
PYAOT_VECTOR_UNARY(expm1)
PYAOT_VECTOR_UNARY(log)
PYAOT_FLOAT_UNARY(log2, pyaot::libm::log2(x))
PYAOT_FLOAT_UNARY(log10, pyaot::libm::log10(x))
PYAOT_VECTOR_UNARY(log1p)
PYAOT_VECTOR_UNARY(sin)
PYAOT_VECTOR_UNARY(cos)
PYAOT_FLOAT_UNARY(tan, pyaot::libm::tan(x))
PYAOT_FLOAT_UNARY(arcsin, std::asin(x))
PYAOT_FLOAT_UNARY(arccos, std::acos(x))
PYAOT_FLOAT_UNARY(arctan, std::atan(x))
PYAOT_FLOAT_UNARY(sinh, std::sinh(x))
PYAOT_FLOAT_UNARY(cosh, std::cosh(x))
PYAOT_VECTOR_UNARY(tanh)
PYAOT_FLOAT_UNARY(arcsinh, std::asinh(x))
PYAOT_FLOAT_UNARY(arccosh, std::acosh(x))
PYAOT_FLOAT_UNARY(arctanh, std::atanh(x))
// The constant is computed in the loop's own precision, as NumPy's
// npy_degreesf (x * (180.0f / NPY_PIf)) does.
PYAOT_FLOAT_UNARY(degrees, x * (C(180) / std::numbers::pi_v<C>))
PYAOT_FLOAT_UNARY(radians, x * (std::numbers::pi_v<C> / C(180)))
PYAOT_FLOAT_UNARY(rint, std::nearbyint(x))
PYAOT_FLOAT_UNARY(fabs, std::fabs(x))
#undef PYAOT_FLOAT_UNARY
#undef PYAOT_VECTOR_UNARY


// floor/ceil/trunc keep integers (NumPy 2 resolves integer loops for them).
#define PYAOT_ROUNDING(NAME, FN)                                         \
  struct NAME {                                                           \
    template <class T>                                                    \
    T operator()(T a) const {                                             \
      if constexpr (Floating<T>) return T(FN(compute_t<T>(a))); else return a; \
    }                                                                     \
  };
PYAOT_ROUNDING(floor, std::floor)
PYAOT_ROUNDING(ceil, std::ceil)
PYAOT_ROUNDING(trunc, std::trunc)
#undef PYAOT_ROUNDING

#define PYAOT_FLOAT_BINARY(NAME, EXPR)                                    \
  struct NAME {                                                            \
    template <class T>                                                     \
    T operator()(T a, T b) const {                                         \
      using C = compute_t<T>;                                              \
      C x = C(a), y = C(b);                                                \
      return T(EXPR);                                                      \
    }                                                                      \
  };
PYAOT_FLOAT_BINARY(arctan2, std::atan2(x, y))
PYAOT_FLOAT_BINARY(hypot, std::hypot(x, y))
PYAOT_FLOAT_BINARY(copysign, std::copysign(x, y))
struct true_divide {
  static constexpr simd::Arith vector_arith = simd::Arith::divide;
  template <class T>
  T operator()(T a, T b) const {
    using C = compute_t<T>;
    return T(C(a) / C(b));
  }
};
PYAOT_FLOAT_BINARY(float_power, std::pow(x, y))
PYAOT_FLOAT_BINARY(logaddexp,
                   x == y ? x + std::numbers::ln2_v<C>
                          : (std::max(x, y) + std::log1p(pyaot::libm::exp(-std::fabs(x - y)))))
PYAOT_FLOAT_BINARY(logaddexp2,
                   x == y ? x + C(1)
                          : (std::max(x, y) +
                             std::log1p(pyaot::libm::exp2(-std::fabs(x - y))) / std::numbers::ln2_v<C>))
PYAOT_FLOAT_BINARY(heaviside,
                   x != x ? x : (x < C(0) ? C(0) : (x > C(0) ? C(1) : y)))
#undef PYAOT_FLOAT_BINARY

// nextafter steps one ulp of T itself (for float16, not of the float it
// computes in).
struct nextafter {
  template <class T>
  T operator()(T a, T b) const {
#ifdef PYAOT_HAVE_FLOAT16
    if constexpr (std::is_same_v<T, float16>) {
      if (a != a || b != b) return T(NAN);
      if (a == b) return a;  // NumPy's npy_half_nextafter keeps x
      std::uint16_t bits;
      std::memcpy(&bits, &a, 2);
      if (a == T(0)) {
        bits = static_cast<std::uint16_t>((b > a ? 0x0000 : 0x8000) | 1);
      } else if ((a < b) == (a > T(0))) {
        ++bits;
      } else {
        --bits;
      }
      T r;
      std::memcpy(&r, &bits, 2);
      return r;
    } else
#endif
    {
      return std::nextafter(a, b);
    }
  }
};

struct add {
  static constexpr simd::Arith vector_arith = simd::Arith::add;
  template <class T>
  T operator()(T a, T b) const {
    if constexpr (std::is_same_v<T, bool>) return a || b;
    else if constexpr (Integer<T>) return wrap_add(a, b);
    else return T(a + b);
  }
};
struct subtract {
  static constexpr simd::Arith vector_arith = simd::Arith::subtract;
  template <class T>
  T operator()(T a, T b) const {
    if constexpr (Integer<T>) return wrap_sub(a, b); else return T(a - b);
  }
};
struct multiply {
  static constexpr simd::Arith vector_arith = simd::Arith::multiply;
  template <class T>
  T operator()(T a, T b) const {
    if constexpr (std::is_same_v<T, bool>) return a && b;
    else if constexpr (Integer<T>) return wrap_mul(a, b);
    else return T(a * b);
  }
};
struct floor_divide {
  template <class T>
  T operator()(T a, T b) const {
    if constexpr (Floating<T>) {
      return float_divmod(a, b).first;
    } else {
      if (b == 0) return 0;
      if constexpr (std::is_signed_v<T>) {
        if (a == std::numeric_limits<T>::min() && b == -1) return a;  // wraps, as NumPy
        T q = T(a / b);
        if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
        return q;
      } else {
        return T(a / b);
      }
    }
  }
};
struct remainder {
  template <class T>
  T operator()(T a, T b) const {
    if constexpr (Floating<T>) {
      return float_divmod(a, b).second;
    } else {
      if (b == 0) return 0;
      if constexpr (std::is_signed_v<T>) {
        if (b == -1) return 0;
        T r = T(a % b);
        if (r != 0 && ((r < 0) != (b < 0))) r = T(r + b);
        return r;
      } else {
        return T(a % b);
      }
    }
  }
};
struct fmod {
  template <class T>
  T operator()(T a, T b) const {
    if constexpr (Floating<T>) {
      return T(std::fmod(compute_t<T>(a), compute_t<T>(b)));
    } else {
      if (b == 0) return 0;
      if constexpr (std::is_signed_v<T>) {
        if (b == -1) return 0;
      }
      return T(a % b);
    }
  }
};
// a * b as an unevaluated sum hi + lo, exactly (Dekker's product with
// Veltkamp's split: plain multiplies and adds, the same bits with or without
// FMA hardware). Exact while nothing overflows or underflows.
template <std::floating_point C>
inline std::pair<C, C> two_product(C a, C b) {
  constexpr C split = std::is_same_v<C, double> ? C(134217729.0) : C(4097.0);  // 2^ceil(p/2) + 1
  const C p = a * b;
  const C ca = split * a, cb = split * b;
  const C ah = ca - (ca - a), al = a - ah;
  const C bh = cb - (cb - b), bl = b - bh;
  return {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
}

// x ** 3 and x ** 4 by multiplication, carried in two words and rounded once:
// within 0.5 ulp and a hair of the exact power, as a correctly rounded pow
// is (NumPy's pow: glibc's, 0.52 ulp; declared bound "ulp:2"). Outside the
// range where every partial product and its error term stay normal and
// finite (zeros, subnormals, infinities, NaN, huge values), std::pow.
template <std::floating_point C>
inline bool small_power(C x, C k, C& out) {
  if (k != C(3) && k != C(4)) return false;
  constexpr bool f64 = std::is_same_v<C, double>;
  const C ax = x < C(0) ? -x : x;
  if (!(ax > (f64 ? C(1e-60) : C(1e-7)) && ax < (f64 ? C(1e60) : C(1e8)))) return false;
  C hi = x, lo = C(0);
  for (int i = 1; i < int(k); ++i) {
    auto [p, e] = two_product(hi, x);
    lo = lo * x + e;
    hi = p;
  }
  out = hi + lo;
  return true;
}

struct power {
  template <class T>
  T operator()(T a, T b) const {
    if constexpr (Floating<T>) {
      using C = compute_t<T>;
      if constexpr (std::is_same_v<C, T>) {
        C r;
        if (small_power(C(a), C(b), r)) return r;
      }
      return T(std::pow(compute_t<T>(a), compute_t<T>(b)));
    } else {
      if constexpr (std::is_signed_v<T>) {
        if (b < 0) raise(exc::ValueError, "Integers to negative integer powers are not allowed.");
      }
      T result = 1, base = a;
      for (auto e = wide_unsigned_t<T>(b); e != 0; e >>= 1) {
        if (e & 1) result = wrap_mul(result, base);
        base = wrap_mul(base, base);
      }
      return result;
    }
  }
};
struct negative {
  template <class T>
  T operator()(T a) const {
    if constexpr (Integer<T>) return wrap_sub(T(0), a); else return T(-a);
  }
};
struct positive {
  template <class T>
  T operator()(T a) const { return a; }
};
struct absolute {
  template <class T>
  T operator()(T a) const {
    if constexpr (std::is_same_v<T, bool> || std::is_unsigned_v<T>) return a;
    else if constexpr (Integer<T>) return a < 0 ? wrap_sub(T(0), a) : a;
    else return T(std::fabs(compute_t<T>(a)));
  }
};
struct sign {
  template <class T>
  T operator()(T a) const {
    if constexpr (Floating<T>) {
      if (a != a) return a;
      return a > T(0) ? T(1) : (a < T(0) ? T(-1) : T(0));
    } else if constexpr (std::is_unsigned_v<T>) {
      return a > 0 ? 1 : 0;
    } else {
      return T((a > 0) - (a < 0));
    }
  }
};
struct square {
  static constexpr simd::Arith vector_self = simd::Arith::multiply;  // x * x
  template <class T>
  T operator()(T a) const { return multiply{}(a, a); }
};
struct reciprocal {
  static constexpr simd::Arith vector_from_one = simd::Arith::divide;  // 1 / x
  template <class T>
  T operator()(T a) const { return T(compute_t<T>(1) / compute_t<T>(a)); }
};
struct conjugate {
  template <class T>
  T operator()(T a) const { return a; }
};

// maximum/minimum propagate NaN; fmax/fmin ignore it.
// When the operands compare equal (0.0 and -0.0) NumPy's float32/float64
// loops return the second, its float16 loops the first.
template <class T>
constexpr bool prefer_first_on_tie() {
#ifdef PYAOT_HAVE_FLOAT16
  return std::is_same_v<T, float16>;
#else
  return false;
#endif
}
template <class T>
constexpr T pick_greater(T a, T b) {
  if constexpr (prefer_first_on_tie<T>()) return a >= b ? a : b; else return a > b ? a : b;
}
template <class T>
constexpr T pick_less(T a, T b) {
  if constexpr (prefer_first_on_tie<T>()) return a <= b ? a : b; else return a < b ? a : b;
}
struct maximum {
  template <class T>
  T operator()(T a, T b) const {
    if (is_nan(a)) return a;
    if (is_nan(b)) return b;
    return pick_greater(a, b);
  }
};
struct minimum {
  template <class T>
  T operator()(T a, T b) const {
    if (is_nan(a)) return a;
    if (is_nan(b)) return b;
    return pick_less(a, b);
  }
};
struct fmax {
  template <class T>
  T operator()(T a, T b) const {
    if (is_nan(b)) return a;
    if (is_nan(a)) return b;
    return pick_greater(a, b);
  }
};
struct fmin {
  template <class T>
  T operator()(T a, T b) const {
    if (is_nan(b)) return a;
    if (is_nan(a)) return b;
    return pick_less(a, b);
  }
};

// Comparisons: mixed signed/unsigned loops (int64 vs uint64) compare values.
#define PYAOT_COMPARE(NAME, OP, CMP)                                       \
  struct NAME {                                                             \
    template <class A, class B>                                             \
    bool operator()(A a, B b) const {                                       \
      if constexpr (Integer<A> && Integer<B> && !std::is_same_v<A, B>)      \
        return std::CMP(a, b);                                              \
      else                                                                  \
        return a OP b;                                                      \
    }                                                                       \
  };
PYAOT_COMPARE(equal, ==, cmp_equal)
PYAOT_COMPARE(not_equal, !=, cmp_not_equal)
PYAOT_COMPARE(less, <, cmp_less)
PYAOT_COMPARE(less_equal, <=, cmp_less_equal)
PYAOT_COMPARE(greater, >, cmp_greater)
PYAOT_COMPARE(greater_equal, >=, cmp_greater_equal)
#undef PYAOT_COMPARE

struct logical_and {
  template <class T>
  bool operator()(T a, T b) const { return a != T(0) && b != T(0); }
};
struct logical_or {
  template <class T>
  bool operator()(T a, T b) const { return a != T(0) || b != T(0); }
};
struct logical_xor {
  template <class T>
  bool operator()(T a, T b) const { return (a != T(0)) != (b != T(0)); }
};
struct logical_not {
  template <class T>
  bool operator()(T a) const { return a == T(0); }
};

struct bitwise_and {
  template <class T>
  T operator()(T a, T b) const { return T(a & b); }
};
struct bitwise_or {
  template <class T>
  T operator()(T a, T b) const { return T(a | b); }
};
struct bitwise_xor {
  template <class T>
  T operator()(T a, T b) const { return T(a ^ b); }
};
struct invert {
  template <class T>
  T operator()(T a) const {
    if constexpr (std::is_same_v<T, bool>) return !a; else return T(~a);
  }
};
// Shifts by the width or more (or by a negative amount) give 0, or -1 for a
// negative value shifted right, as NumPy's npy_lshift/npy_rshift do.
struct left_shift {
  template <class T>
  T operator()(T a, T b) const {
    constexpr auto bits = sizeof(T) * 8;
    if (static_cast<std::make_unsigned_t<T>>(b) >= bits) return 0;
    return T(wide_unsigned_t<T>(a) << b);
  }
};
struct right_shift {
  template <class T>
  T operator()(T a, T b) const {
    constexpr auto bits = sizeof(T) * 8;
    if (static_cast<std::make_unsigned_t<T>>(b) >= bits) return T(a < 0 ? -1 : 0);
    return T(a >> b);
  }
};

struct isnan {
  template <class T>
  bool operator()(T a) const { return is_nan(a); }
};
struct isinf {
  template <class T>
  bool operator()(T a) const {
    if constexpr (Floating<T>) return std::isinf(compute_t<T>(a)); else return false;
  }
};
struct isfinite {
  template <class T>
  bool operator()(T a) const {
    if constexpr (Floating<T>) return std::isfinite(compute_t<T>(a)); else return true;
  }
};
struct signbit {
  template <class T>
  bool operator()(T a) const {
    if constexpr (Floating<T>) return std::signbit(compute_t<T>(a));
    else if constexpr (std::is_signed_v<T>) return a < 0;
    else return false;
  }
};

template <Integer T>
inline wide_unsigned_t<T> unsigned_abs(T a) {
  if constexpr (std::is_signed_v<T>) {
    return a < 0 ? wide_unsigned_t<T>(0) - wide_unsigned_t<T>(a) : wide_unsigned_t<T>(a);
  } else {
    return a;
  }
}
struct gcd {
  template <class T>
  T operator()(T a, T b) const {
    auto x = unsigned_abs(a), y = unsigned_abs(b);
    while (y != 0) {
      auto t = x % y;
      x = y;
      y = t;
    }
    return T(x);
  }
};
struct lcm {
  template <class T>
  T operator()(T a, T b) const {
    auto g = gcd{}(a, b);
    if (g == 0) return 0;
    auto x = unsigned_abs(a), y = unsigned_abs(b);
    return T(wide_unsigned_t<T>(x / wide_unsigned_t<T>(g)) * y);
  }
};

// where(cond, x, y) and clip(a, lo, hi) are ternary elementwise operations.
struct where {
  template <class C, class T>
  T operator()(C c, T a, T b) const { return c ? a : b; }
};
// NumPy's _NPY_CLIP: NaN anywhere propagates; on ties the value is kept.
struct clip {
  template <class T>
  T operator()(T a, T lo, T hi) const {
    if (is_nan(a)) return a;
    if (is_nan(lo)) return lo;
    if (is_nan(hi)) return hi;
    T v = a < lo ? lo : a;
    return v > hi ? hi : v;
  }
};

}  // namespace fn

// ---------------------------------------------------------------- the engine

// How the elementwise engine walks its operands; every variant gives the
// same result (the conformance harness checks each), they differ in speed.
enum class Elementwise {
  strided,     // the N-d odometer for every input, contiguous or not
  contiguous,  // one flat loop when every operand is C-contiguous and unbroadcast
  threaded,    // the flat loop split across hardware threads for large arrays
};
inline constexpr Elementwise kDefaultElementwise = Elementwise::contiguous;

inline unsigned worker_count(index_t n) {
#ifdef PYAOT_NO_THREADS
  (void)n;
  return 1;
#else
  constexpr index_t kMinPerThread = index_t{1} << 15;
  unsigned hw = std::max(1u, std::thread::hardware_concurrency());
  return static_cast<unsigned>(std::clamp<index_t>(n / kMinPerThread, 1, hw));
#endif
}

#ifndef PYAOT_NO_THREADS
// Runs body(begin, end) over [0, n) split across `workers` threads.
template <class Body>
void parallel_threads(index_t n, unsigned workers, Body& body) {
  std::vector<std::thread> threads;
  std::exception_ptr error;
  std::mutex error_lock;
  index_t chunk = (n + workers - 1) / workers;
  for (unsigned w = 0; w < workers; ++w) {
    index_t begin = w * chunk, end = std::min(n, begin + chunk);
    if (begin >= end) break;
    threads.emplace_back([&, begin, end] {
      try {
        body(begin, end);
      } catch (...) {
        std::lock_guard guard(error_lock);
        if (!error) error = std::current_exception();
      }
    });
  }
  for (auto& t : threads) t.join();
  if (error) std::rethrow_exception(error);
}
#endif

// Runs body(begin, end) over [0, n), split across `workers` threads where
// the platform has them.
template <class Body>
void parallel_for(index_t n, unsigned workers, Body&& body) {
#ifndef PYAOT_NO_THREADS
  if (workers > 1) {
    parallel_threads(n, workers, body);
    return;
  }
#endif
  (void)workers;
  body(index_t{0}, n);
}

// A unary functor with a vector kernel, on one dtype throughout.
template <class F, class Out, class... LT>
inline constexpr bool vector_loop = false;
template <class F, class Out, class L, class T>
  requires requires { F::vector_op; }
inline constexpr bool vector_loop<F, Out, L, T> =
    std::is_same_v<L, Out> && std::is_same_v<T, Out> && simd::has_kernel<F::vector_op, Out>;

// dst[0, len) = f(operands), operand k being p_k[i] (step_k 1) or p_k[0]
// (step_k 0, a broadcast value: read from a block filled with it, so that
// the loop sees only contiguous operands and vectorises).
// A binary arithmetic functor with a vector kernel, on one dtype throughout.
template <class F, class Out, class... LT>
inline constexpr bool arith_loop = false;
template <class F, class Out, class L0, class L1, class T0, class T1>
  requires requires { F::vector_arith; }
inline constexpr bool arith_loop<F, Out, L0, L1, T0, T1> =
    (std::is_same_v<Out, float> || std::is_same_v<Out, double>) && std::is_same_v<L0, Out> &&
    std::is_same_v<L1, Out> && std::is_same_v<T0, Out> && std::is_same_v<T1, Out>;

// A unary functor computed as x op x (vector_self) or 1 op x
// (vector_from_one) by the arithmetic kernels, on one float dtype.
template <class F, class Out, class... LT>
inline constexpr bool self_arith_loop = false;
template <class F, class Out, class L, class T>
  requires requires { F::vector_self; } || requires { F::vector_from_one; }
inline constexpr bool self_arith_loop<F, Out, L, T> =
    (std::is_same_v<Out, float> || std::is_same_v<Out, double>) && std::is_same_v<L, Out> &&
    std::is_same_v<T, Out>;

template <class F, Element Out, Element... L, Element... T>
void run_lane(F f, Out* dst, index_t len, const std::array<index_t, sizeof...(T)>& step,
              const T*... p) {
  constexpr index_t kRun = 256;
  if constexpr (vector_loop<F, Out, L..., T...>) {
    const auto* x = std::get<0>(std::tuple<const T*...>{p...});
    if (step[0]) {
      simd::apply<F::vector_op>(x, dst, len);
    } else {
      std::fill(dst, dst + len, Out(simd::one<F::vector_op>(x[0])));
    }
    return;
  }
  if constexpr (self_arith_loop<F, Out, L..., T...>) {
    const auto* x = std::get<0>(std::tuple<const T*...>{p...});
    if constexpr (requires { F::vector_self; }) {
      simd::apply_arith<F::vector_self>(x, step[0], x, step[0], dst, len);
    } else {
      const Out one(1);
      simd::apply_arith<F::vector_from_one>(&one, 0, x, step[0], dst, len);
    }
    return;
  }
  if constexpr (arith_loop<F, Out, L..., T...>) {
    const std::tuple<const T*...> ab{p...};
    simd::apply_arith<F::vector_arith>(std::get<0>(ab), step[0], std::get<1>(ab), step[1], dst, len);
    return;
  }
  std::tuple<const T*...> src{p...};
  std::tuple<std::array<T, kRun>...> fill;
  [&]<std::size_t... K>(std::index_sequence<K...>) {
    ((step[K] ? void() : void(std::fill_n(std::get<K>(fill).data(), std::min(kRun, len), std::get<K>(src)[0]))), ...);
    const index_t run = ((step[K] != 0) && ...) ? len : kRun;
    for (index_t j = 0; j < len; j += run) {
      const index_t m = std::min(run, len - j);
      // The operands as parameters: the loop need not reload them.
      [f, m](Out* out, const T*... q) {
        for (index_t i = 0; i < m; ++i) out[i] = Out(f(cast<L>(q[i])...));
      }(dst + j, (step[K] ? std::get<K>(src) + j : std::get<K>(fill).data())...);
    }
  }(std::index_sequence_for<T...>{});
}

// The elements of the block an operand repeats along the result's outer
// axes: its size when it is C-contiguous and its shape, less leading 1s, is
// a proper suffix of the result's (`x - mean` with x (h, w, 3), mean (3,));
// 0 when it does not repeat that way.
template <Element T>
index_t inner_block(const array<T>& a, const shape_t& shape, index_t n) {
  if (a.size() <= 1 || a.size() >= n || !a.is_c_contiguous()) return 0;
  const shape_t& s = a.shape();
  std::size_t lead = 0;
  while (lead < s.size() && s[lead] == 1) ++lead;
  const std::size_t rank = s.size() - lead;
  if (rank > shape.size()) return 0;
  for (std::size_t k = 0; k < rank; ++k) {
    if (s[lead + k] != shape[shape.size() - rank + k]) return 0;
  }
  return a.size();
}

// Operands that are whole C-contiguous arrays of the result's shape, single
// elements, or blocks repeated along outer axes (inner_block): the flat loop
// over chunks of a multiple of every block, each block operand read from a
// chunk-long buffer of its repeats. A short last axis (an RGB image against
// a per-channel mean) then runs as long contiguous lanes, not one lane of
// three elements per pixel. False (nothing written) for other operands.
template <class F, Element Out, Element... L, Element... T>
bool tiled_elementwise(Elementwise variant, F f, Out* dst, const shape_t& shape, index_t n,
                       const array<T>&... in) {
  constexpr index_t kChunk = 1024, kMaxChunk = index_t{1} << 14;
  constexpr index_t kWhole = -1, kScalar = 0, kOther = -2;
  // Per operand: kWhole, kScalar, a block size, or kOther (not this loop's).
  const std::array<index_t, sizeof...(T)> block{
      (in.shape() == shape && in.is_c_contiguous() ? kWhole
       : in.size() == 1                             ? kScalar
       : inner_block(in, shape, n) > 0              ? inner_block(in, shape, n)
                                                    : kOther)...};
  index_t chunk = 1;
  for (index_t b : block) {
    if (b == kOther) return false;
    if (b > 0) chunk = std::lcm(chunk, b);
    if (chunk > kMaxChunk) return false;
  }
  if (chunk == 1) return false;  // no block operand: the flat loop's case
  chunk *= std::max<index_t>(1, kChunk / chunk);
  // Each block operand repeated to one chunk (T's values, cast in the loop).
  // (Arrays, not std::vector: vector<bool> has no data().)
  std::tuple<std::unique_ptr<T[]>...> tiled;
  [&]<std::size_t... K>(std::index_sequence<K...>) {
    ((block[K] > 0 ? void([&] {
                       auto& buf = std::get<K>(tiled);
                       const auto* p = std::get<K>(std::tuple<const array<T>&...>{in...}).data();
                       buf = std::make_unique<T[]>(static_cast<std::size_t>(chunk));
                       for (index_t i = 0; i < chunk; ++i) buf[static_cast<std::size_t>(i)] = p[i % block[K]];
                     }())
                   : void()),
     ...);
    const std::array<index_t, sizeof...(T)> step{(block[K] != kScalar ? index_t{1} : index_t{0})...};
    const index_t chunks = (n + chunk - 1) / chunk;
    auto run = [&](index_t first, index_t last) {
      for (index_t c = first; c < last; ++c) {
        const index_t j = c * chunk, m = std::min(chunk, n - j);
        run_lane<F, Out, L...>(f, dst + j, m, step,
                               (block[K] == kWhole ? in.data() + j
                                : block[K] > 0     ? std::get<K>(tiled).get()
                                                   : in.data())...);
      }
    };
    parallel_for(chunks, variant == Elementwise::threaded ? worker_count(n) : 1u, run);
  }(std::index_sequence_for<T...>{});
  return true;
}

template <class F, Element Out, Element... L, Element... T>
array<Out> ufunc_with(Elementwise variant, F f, const array<T>&... in) {
  static_assert(sizeof...(L) == sizeof...(T), "one loop dtype per input");
  shape_t shape = broadcast_shapes(in.shape()...);
  array<Out> out = array<Out>::uninitialized(shape);
  Out* dst = out.data();
  const index_t n = out.size();
  // The flat loop takes operands that are whole C-contiguous arrays of the
  // result's shape, and single elements (scalars such as `x * 0.5`, read once).
  const bool flat = (((in.shape() == shape && in.is_c_contiguous()) || in.size() == 1) && ...);
#ifdef PYAOT_CUDA
  if (variant != Elementwise::strided && flat && cuda::offload<F, Out, L...>(dst, n, shape, in...)) {
    return out;
  }
#endif
  if (variant != Elementwise::strided && flat && n > 0) {
    // Scalars become loop invariants: stride 0 for them, 1 for the others.
    const std::array<index_t, sizeof...(T)> step{(in.shape() == shape ? index_t{1} : index_t{0})...};
    auto run = [&](index_t begin, index_t end) {
      run_lane<F, Out, L...>(f, dst + begin, end - begin, step, (in.data() + begin * (in.shape() == shape))...);
    };
    parallel_for(n, variant == Elementwise::threaded ? worker_count(n) : 1u, run);
    return out;
  }
  if (variant != Elementwise::strided && n > 0 &&
      tiled_elementwise<F, Out, L...>(variant, f, dst, shape, n, in...)) {
    return out;
  }
  std::array<shape_t, sizeof...(T)> strides{broadcast_strides(in, shape)...};
  std::array<const index_t*, sizeof...(T) + 1> stride_ptrs;
  for (std::size_t k = 0; k < sizeof...(T); ++k) stride_ptrs[k] = strides[k].data();
  stride_ptrs[sizeof...(T)] = out.strides().data();
  std::tuple<const T*...> src{in.data()...};
  const std::size_t nd = shape.size();
  bool lanes = variant != Elementwise::strided && nd > 0 && shape[nd - 1] > 1;
  for (std::size_t k = 0; k < sizeof...(T); ++k) lanes = lanes && strides[k][nd - 1] >= 0 && strides[k][nd - 1] <= 1;
  if (lanes) {
    // Broadcasting along outer axes (a row against a matrix, a column
    // `x.max(axis=1, keepdims=True)` against its rows): the innermost axis
    // is a run_lane, every operand contiguous or constant along it.
    std::array<index_t, sizeof...(T)> step;
    for (std::size_t k = 0; k < sizeof...(T); ++k) step[k] = strides[k][nd - 1];
    shape_t outer = shape;
    outer[nd - 1] = 1;
    const index_t len = shape[nd - 1];
    for_each_offset<sizeof...(T) + 1>(outer, stride_ptrs, [&](auto... offsets) {
      std::array<index_t, sizeof...(T) + 1> o{offsets...};
      [&]<std::size_t... K>(std::index_sequence<K...>) {
        run_lane<F, Out, L...>(f, dst + o[sizeof...(T)], len, step, (std::get<K>(src) + o[K])...);
      }(std::make_index_sequence<sizeof...(T)>{});
    });
    return out;
  }
  for_each_offset<sizeof...(T) + 1>(shape, stride_ptrs, [&](auto... offsets) {
    std::array<index_t, sizeof...(T) + 1> o{offsets...};
    [&]<std::size_t... K>(std::index_sequence<K...>) {
      dst[o[sizeof...(T)]] = Out(f(cast<L>(std::get<K>(src)[o[K]])...));
    }(std::make_index_sequence<sizeof...(T)>{});
  });
  return out;
}

template <class F, Element Out, Element... L, Element... T>
array<Out> ufunc(const array<T>&... in) {
  return ufunc_with<F, Out, L...>(kDefaultElementwise, F{}, in...);
}

// A Python scalar operand as a 0-d array of its resolved loop dtype. Under
// NEP 50 a Python int keeps an integer array's dtype, and one that does not
// fit raises OverflowError, as NumPy 2 does.
template <Element T, class S>
array<T> scalar(S value) {
  if constexpr (Integer<T> && std::is_integral_v<S> && !std::is_same_v<S, bool>) {
    if (!std::in_range<T>(value)) {
      raise(exc::OverflowError, "Python integer " + std::to_string(value) +
                                    " out of bounds for " + std::string(dtype_traits<T>::name));
    }
  }
  if constexpr (std::is_floating_point_v<S>) {
    return array<T>::full({}, cast<T>(value));
  } else {
    return array<T>::full({}, static_cast<T>(value));
  }
}

}  // namespace pyaot::nd
