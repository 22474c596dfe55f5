// Vectorised transcendental kernels for the elementwise engine (xsimd,
// vendored under pyaot/vendor/xsimd), chosen at run time per CPU:
//
//   x86_64   AVX2 + FMA where the CPU and OS have them (CPUID, XGETBV), the
//            scalar libm loop elsewhere; one executable for both.
//   aarch64  NEON (part of the baseline: always).
//   wasm32   simd128 under Emscripten when the build enables it (xsimd reads
//            only Emscripten's macros); the scalar loop otherwise (wasi).
//
// xsimd picks its instructions from the compiler's target macros, so on
// x86_64 without -mavx2 it is included once inside a target("avx2,fma")
// region; every xsimd function is then AVX2 code, called only from the
// kernels below after the CPU check. The standard headers xsimd uses are
// included before the region so that none of their functions becomes AVX2
// code by accident.
//
// Bit-identity: `one<Op>(x)` (the functor's scalar call, used by the strided
// odometer and by loops converting their input) computes x in a full batch
// with the same arch as `apply<Op>` (the contiguous loops and fused chains'
// blocks), and apply's tail goes through a padded batch; every lane is
// computed on its own; so every path gives every element the same bits on
// one machine. Accuracy against NumPy is declared per ufunc in
// ops/decls/numpy_ufuncs.toml (tolerance = "ulp:N") and tested by the
// conformance harness; the special ranges xsimd does not cover as libm does
// (results in the subnormal range, huge trigonometric arguments) are sent
// to the scalar libm call lane by lane (`special` below).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <climits>
#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <limits>
#include <memory>
#include <numeric>
#include <ostream>
#include <stdexcept>
#include <tuple>
#include <type_traits>
#include <utility>
#include <version>

#include "pyaot/runtime/libm.hpp"

#if !defined(PYAOT_NO_SIMD)
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>
#if defined(__AVX2__) && defined(__FMA__)
#define PYAOT_SIMD_ARCH ::xsimd::fma3<::xsimd::avx2>
#include "pyaot/vendor/xsimd/xsimd.hpp"
#else
#define PYAOT_SIMD_ARCH ::xsimd::fma3<::xsimd::avx2>
#define PYAOT_SIMD_X86_DISPATCH 1
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx,avx2,fma,sse3,ssse3,sse4.1,sse4.2,popcnt"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx,avx2,fma,sse3,ssse3,sse4.1,sse4.2,popcnt")
#endif
// xsimd reads the instruction sets from these macros, which neither pragma
// defines.
#define __SSE3__ 1
#define __SSSE3__ 1
#define __SSE4_1__ 1
#define __SSE4_2__ 1
#define __AVX__ 1
#define __AVX2__ 1
#define __FMA__ 1
#include "pyaot/vendor/xsimd/xsimd.hpp"
#undef __SSE3__
#undef __SSSE3__
#undef __SSE4_1__
#undef __SSE4_2__
#undef __AVX__
#undef __AVX2__
#undef __FMA__
#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
#endif
#elif defined(__aarch64__)
#include "pyaot/vendor/xsimd/xsimd.hpp"
#define PYAOT_SIMD_ARCH ::xsimd::neon64
#elif defined(__wasm_simd128__) && defined(__EMSCRIPTEN__)  // xsimd's wasm support is Emscripten's
#include "pyaot/vendor/xsimd/xsimd.hpp"
#define PYAOT_SIMD_ARCH ::xsimd::wasm
#endif
#endif

// The kernels' pieces are inlined into the loops (a call per batch would
// reload every constant of the polynomial).
#define PYAOT_SIMD_INLINE inline __attribute__((always_inline))
#if defined(PYAOT_SIMD_X86_DISPATCH)
#define PYAOT_SIMD_TARGET __attribute__((target("avx,avx2,fma,sse3,ssse3,sse4.1,sse4.2,popcnt")))
#else
#define PYAOT_SIMD_TARGET
#endif

namespace pyaot::nd::simd {

// The ufuncs with a vector kernel.
enum class Op { exp, log, log1p, expm1, tanh, sin, cos, sqrt };

// The arithmetic ufuncs with one (the build's -fsignaling-nans keeps GCC
// from vectorising floating-point loops itself). IEEE's operations are
// correctly rounded in every lane width: the same bits as the scalar loop.
enum class Arith { add, subtract, multiply, divide };

template <Arith op, class T>
inline T arith(T a, T b) {
  if constexpr (op == Arith::add) return a + b;
  else if constexpr (op == Arith::subtract) return a - b;
  else if constexpr (op == Arith::multiply) return a * b;
  else return a / b;
}

// The scalar definition each kernel stands in for (and the fallback where
// the CPU has no vector unit the build can use). Bound to glibc's versioned
// symbols where pyaot::libm does so (runtime/libm.hpp).
template <Op op, class C>
inline C scalar(C x) {
  if constexpr (op == Op::exp) return pyaot::libm::exp(x);
  else if constexpr (op == Op::log) return pyaot::libm::log(x);
  else if constexpr (op == Op::log1p) return std::log1p(x);
  else if constexpr (op == Op::expm1) return std::expm1(x);
  else if constexpr (op == Op::tanh) return std::tanh(x);
  else if constexpr (op == Op::sin) return pyaot::libm::sin(x);
  else if constexpr (op == Op::cos) return pyaot::libm::cos(x);
  else return std::sqrt(x);
}

#if defined(PYAOT_SIMD_ARCH)

// Whether this CPU runs the vector kernels (decided once).
inline bool available() {
#if defined(PYAOT_SIMD_X86_DISPATCH)
  static const bool yes = [] {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return false;
    const bool fma = c & (1u << 12), osxsave = c & (1u << 27), avx = c & (1u << 28);
    if (!(fma && osxsave && avx)) return false;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6u) != 6u) return false;  // the OS saves the YMM registers
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return false;
    return (b & (1u << 5)) != 0;  // AVX2
  }();
  return yes;
#else
  return true;
#endif
}

using arch = PYAOT_SIMD_ARCH;
template <class T>
using batch = ::xsimd::batch<T, arch>;

// sin and cos with one argument reduction for every lane. xsimd's own
// reducer picks its method from the largest lane of a batch, so an element's
// bits would depend on its neighbours (and differ between the contiguous loop
// and a fused chain); this one always takes the Cody-Waite reduction with
// tails that xsimd uses up to `mediumpi` (~8.2e5 for float64, ~201 for
// float32; within 2 ulp of libm there, tests/test_simd.py). Beyond, lanes go
// to libm (`special`).
struct medium_reduction {};

}  // namespace pyaot::nd::simd

namespace xsimd::kernel::detail {
template <class B>
struct trigo_reducer<B, ::pyaot::nd::simd::medium_reduction> {
  PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE static B reduce(const B& x, B& xr) noexcept {
    B fn = nearbyint(x * constants::twoopi<B>());
    B r = x - fn * constants::pio2_1<B>();
    B t = r;
    B w = fn * constants::pio2_2<B>();
    r = t - w;
    w = fn * constants::pio2_2t<B>() - ((t - r) - w);
    t = r;
    w = fn * constants::pio2_3<B>();
    r = t - w;
    w = fn * constants::pio2_3t<B>() - ((t - r) - w);
    xr = r - w;
    return quadrant(fn);
  }
};
}  // namespace xsimd::kernel::detail

namespace pyaot::nd::simd {

// xsimd's cos (arch/common/xsimd_common_trigo.hpp) on that reduction.
template <class B>
PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE B cos_medium(const B& self) {
  namespace d = ::xsimd::kernel::detail;
  namespace k = ::xsimd::constants;
  const B x = ::xsimd::abs(self);
  B xr = k::nan<B>();
  const B n = d::trigo_reducer<B, medium_reduction>::reduce(x, xr);
  auto tmp = ::xsimd::select(n >= B(2.), B(1.), B(0.));
  auto swap_bit = ::xsimd::fma(B(-2.), tmp, n);
  auto sign_bit = ::xsimd::select((swap_bit ^ tmp) != B(0.), k::signmask<B>(), B(0.));
  const B z = xr * xr;
  const B se = d::sin_eval(z, xr);
  const B ce = d::cos_eval(z);
  const B z1 = ::xsimd::select(swap_bit != B(0.), se, ce);
  return z1 ^ sign_bit;
}

// Lanes whose libm result xsimd's algorithm does not reproduce within the
// declared bound, recomputed by the scalar call:
//  exp:  near overflow (xsimd reaches inf early) and results below the
//        smallest normal (xsimd flushes them to zero);
//  expm1: near overflow, as exp;
//  log:  zero, negative, subnormal and NaN arguments (xsimd mis-scales
//        subnormals);
//  sin / cos: |x| beyond the medium reduction's range, inf and NaN.
template <Op op>
inline constexpr bool has_special_lanes = op == Op::exp || op == Op::expm1 || op == Op::log || op == Op::sin || op == Op::cos;

template <Op op, class T>
PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE auto special(const batch<T>& x) {
  constexpr bool f64 = std::is_same_v<T, double>;
  if constexpr (op == Op::exp) {
    // exp is normal and finite in [ln(min normal), ln(max)]; margins inside.
    return (x < batch<T>(f64 ? T(-708.3) : T(-87.3))) | (x > batch<T>(f64 ? T(709.0) : T(88.0)));
  } else if constexpr (op == Op::expm1) {
    return x > batch<T>(f64 ? T(709.0) : T(88.0));
  } else if constexpr (op == Op::log) {
    return !(x >= batch<T>(std::numeric_limits<T>::min()));
  } else {
    static_assert(op == Op::sin || op == Op::cos);
    return !(::xsimd::abs(x) <= ::xsimd::constants::mediumpi<batch<T>>());
  }
}

// xsimd's float64 exp (arch/common/xsimd_common_math.hpp) with its final
// ldexp(c, k) done as c * 2^k, 2^k built from k's bits: xsimd converts k to
// int64 lane by lane on AVX2 (no instruction for it), 2.4 ns per element
// against ~0.6 here. The same product, so the same bits, wherever the result
// is normal; the other lanes are `special` (scalar libm).
PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE batch<double> exp_f64(const batch<double>& self) {
  namespace d = ::xsimd::kernel::detail;
  using B = batch<double>;
  using I = batch<std::int64_t>;
  using reducer = d::exp_reduction<double, arch, d::exp_tag>;
  B hi, lo, x;
  const B k = reducer::reduce(self, hi, lo, x);
  B c = reducer::approx(x);
  c = reducer::finalize(x, c, hi, lo);
  // k + 1.5 * 2^52 holds the integer k in its low mantissa bits.
  const B shifter(0x1.8p52);
  const I ik = ::xsimd::bitwise_cast<std::int64_t>(k + shifter) - ::xsimd::bitwise_cast<std::int64_t>(shifter);
  c = c * ::xsimd::bitwise_cast<double>((ik + I(1023)) << 52);
  c = ::xsimd::select(self <= reducer::minlog(), B(0.), c);
  return ::xsimd::select(self >= reducer::maxlog(), ::xsimd::constants::infinity<B>(), c);
}

template <Op op, class T>
PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE batch<T> vector(const batch<T>& x) {
  if constexpr (op == Op::exp && std::is_same_v<T, double>) return exp_f64(x);
  else if constexpr (op == Op::exp) return ::xsimd::exp(x);
  else if constexpr (op == Op::log) return ::xsimd::log(x);
  // xsimd gives +0 for -0; libm and NumPy keep the sign.
  else if constexpr (op == Op::log1p) return ::xsimd::select(x == batch<T>(T(0)), x, ::xsimd::log1p(x));
  else if constexpr (op == Op::expm1) return ::xsimd::select(x == batch<T>(T(0)), x, ::xsimd::expm1(x));
  else if constexpr (op == Op::tanh) return ::xsimd::tanh(x);
  else if constexpr (op == Op::sin) return ::xsimd::kernel::detail::sin(x, medium_reduction{});
  else if constexpr (op == Op::sqrt) return ::xsimd::sqrt(x);  // x86's: IEEE, correctly rounded
  else {
    static_assert(op == Op::cos);
    return cos_medium(x);
  }
}

// Whether the vector sqrt is IEEE's correctly rounded one (xsimd's NEON
// float sqrt is an estimate): elsewhere sqrt runs as a scalar loop.
#if defined(__x86_64__)
inline constexpr bool kVectorSqrt = true;
#else
inline constexpr bool kVectorSqrt = false;
#endif

// One batch: the vector result, with the special lanes redone in scalar.
template <Op op, class T>
PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE void block(const T* in, T* out) {
  constexpr std::size_t W = batch<T>::size;
  const batch<T> x = batch<T>::load_unaligned(in);
  const batch<T> y = vector<op, T>(x);
  y.store_unaligned(out);
  if constexpr (has_special_lanes<op>) {
    if (::xsimd::any(special<op, T>(x))) [[unlikely]] {
      for (std::size_t k = 0; k < W; ++k) {
        const batch<T> lane(in[k]);
        if (::xsimd::any(special<op, T>(lane))) out[k] = scalar<op>(in[k]);
      }
    }
  }
}

template <Op op, class T>
PYAOT_SIMD_TARGET __attribute__((noinline)) void apply_vector(const T* in, T* out, std::ptrdiff_t n) {
  if constexpr (op == Op::sqrt && !kVectorSqrt) {
    for (std::ptrdiff_t i = 0; i < n; ++i) out[i] = std::sqrt(in[i]);
  } else {
    constexpr std::ptrdiff_t W = batch<T>::size;
    std::ptrdiff_t i = 0;
    for (; i + W <= n; i += W) block<op, T>(in + i, out + i);
    if (i < n) {  // the tail through a padded batch: the same bits as a full one
      alignas(64) T a[W] = {}, b[W];
      std::memcpy(a, in + i, sizeof(T) * std::size_t(n - i));
      block<op, T>(a, b);
      std::memcpy(out + i, b, sizeof(T) * std::size_t(n - i));
    }
  }
}

template <Op op, class T>
PYAOT_SIMD_TARGET __attribute__((noinline)) T one_vector(T x) {
  constexpr std::size_t W = batch<T>::size;
  alignas(64) T a[W], b[W];
  for (auto& v : a) v = x;
  block<op, T>(a, b);
  return b[0];
}

template <Arith op, class T>
PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE batch<T> arith_vector(const batch<T>& a, const batch<T>& b) {
  if constexpr (op == Arith::add) return a + b;
  else if constexpr (op == Arith::subtract) return a - b;
  else if constexpr (op == Arith::multiply) return a * b;
  else return a / b;
}

template <Arith op, bool A, bool B, class T>
PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE void arith_loop(const T* a, const T* b, T* out, std::ptrdiff_t n) {
  // A / B: whether a / b advance (false: one value broadcast).
  constexpr std::ptrdiff_t W = batch<T>::size;
  const batch<T> ca(a[0]), cb(b[0]);
  std::ptrdiff_t i = 0;
  for (; i + 2 * W <= n; i += 2 * W) {
    const batch<T> x0 = A ? batch<T>::load_unaligned(a + i) : ca, y0 = B ? batch<T>::load_unaligned(b + i) : cb;
    const batch<T> x1 = A ? batch<T>::load_unaligned(a + i + W) : ca, y1 = B ? batch<T>::load_unaligned(b + i + W) : cb;
    arith_vector<op, T>(x0, y0).store_unaligned(out + i);
    arith_vector<op, T>(x1, y1).store_unaligned(out + i + W);
  }
  for (; i < n; ++i) out[i] = arith<op>(a[A ? i : 0], b[B ? i : 0]);
}

template <Arith op, class T>
PYAOT_SIMD_TARGET __attribute__((noinline)) void apply_arith_vector(const T* a, bool sa, const T* b, bool sb,
                                                                    T* out, std::ptrdiff_t n) {
  if (sa && sb) arith_loop<op, true, true>(a, b, out, n);
  else if (sa) arith_loop<op, true, false>(a, b, out, n);
  else if (sb) arith_loop<op, false, true>(a, b, out, n);
  else arith_loop<op, false, false>(a, b, out, n);
}

#else

inline bool available() { return false; }

#endif

// out[i] = a[i * sa] op b[i * sb] for i < n, steps sa and sb 0 or 1.
template <Arith op, class T>
inline void apply_arith(const T* a, std::ptrdiff_t sa, const T* b, std::ptrdiff_t sb, T* out,
                        std::ptrdiff_t n) {
#if defined(PYAOT_SIMD_ARCH)
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    if (available()) {
      apply_arith_vector<op, T>(a, sa != 0, b, sb != 0, out, n);
      return;
    }
  }
#endif
  for (std::ptrdiff_t i = 0; i < n; ++i) out[i] = arith<op>(a[i * sa], b[i * sb]);
}

// Whether Op has a vector kernel for element type T on this build.
template <Op op, class T>
inline constexpr bool has_kernel =
#if defined(PYAOT_SIMD_ARCH)
    std::is_same_v<T, float> || std::is_same_v<T, double>;
#else
    false;
#endif

// out[i] = op(in[i]) for i < n.
template <Op op, class T>
inline void apply(const T* in, T* out, std::ptrdiff_t n) {
#if defined(PYAOT_SIMD_ARCH)
  if constexpr (has_kernel<op, T>) {
    if (available()) {
      apply_vector<op, T>(in, out, n);
      return;
    }
  }
#endif
  for (std::ptrdiff_t i = 0; i < n; ++i) out[i] = scalar<op>(in[i]);
}

// op(x), the same bits as apply gives the element x.
template <Op op, class T>
inline T one(T x) {
#if defined(PYAOT_SIMD_ARCH)
  // sqrt is correctly rounded in both: the scalar instruction is the same bits.
  if constexpr (has_kernel<op, T> && op != Op::sqrt) {
    if (available()) return one_vector<op, T>(x);
  }
#endif
  return scalar<op>(x);
}

}  // namespace pyaot::nd::simd
