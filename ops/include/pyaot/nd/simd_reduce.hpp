// Vectorised reductions of one contiguous float32/float64 lane, with the
// run-time dispatch of nd/simd.hpp (AVX2 + FMA on x86_64 where the CPU has
// them, NEON, wasm simd128), for nd/reduce.hpp.
//
//   pairwise_sum   NumPy's pairwise summation (loops_utils.h.src): eight
//                  partial sums over blocks of at most 128 elements, halves
//                  above. The eight sums are 8 / W vector registers, each
//                  lane adding the elements NumPy's r[j] adds, combined in
//                  NumPy's order: the same bits as NumPy's loop, and as the
//                  scalar fallback (reduce.hpp's pairwise_sum_contiguous).
//   extremum       max / min. Four running vector extremes; a NaN anywhere
//                  makes the kernel decline (returns false) so that the
//                  caller's sequential fold picks the NaN exactly as before.
//                  Which zero a tie between 0.0 and -0.0 gives is not
//                  specified (NumPy's own SIMD kernels differ by CPU; the
//                  max/min declarations compare with tolerance "equal").
#pragma once

#include "pyaot/nd/simd.hpp"

namespace pyaot::nd::simd {

#if defined(PYAOT_SIMD_ARCH)

template <class T>
PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE T pairwise_block(const T* a, std::ptrdiff_t n) {
  // 8 <= n <= 128: NumPy's r[0..7] as K batches of W lanes.
  constexpr std::ptrdiff_t W = batch<T>::size, K = 8 / W;
  static_assert(K * W == 8, "eight partial sums");
  batch<T> r[K];
  for (std::ptrdiff_t k = 0; k < K; ++k) r[k] = batch<T>::load_unaligned(a + k * W);
  std::ptrdiff_t i = 8;
  for (; i < n - (n % 8); i += 8) {
    for (std::ptrdiff_t k = 0; k < K; ++k) r[k] += batch<T>::load_unaligned(a + i + k * W);
  }
  alignas(64) T s[8];
  for (std::ptrdiff_t k = 0; k < K; ++k) r[k].store_aligned(s + k * W);
  T res = ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
  for (; i < n; ++i) res += a[i];
  return res;
}

template <class T>
PYAOT_SIMD_TARGET T pairwise_recurse(const T* a, std::ptrdiff_t n) {
  if (n <= 128) return pairwise_block(a, n);
  std::ptrdiff_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_recurse(a, n2) + pairwise_recurse(a + n2, n - n2);
}

template <class T>
PYAOT_SIMD_TARGET __attribute__((noinline)) T pairwise_sum_vector(const T* a, std::ptrdiff_t n) {
  return pairwise_recurse(a, n);
}

template <bool Max, class T>
PYAOT_SIMD_TARGET PYAOT_SIMD_INLINE batch<T> pick(const batch<T>& x, const batch<T>& y) {
  if constexpr (Max) return ::xsimd::max(x, y); else return ::xsimd::min(x, y);
}

template <bool Max, class T>
PYAOT_SIMD_TARGET __attribute__((noinline)) bool extremum_vector(const T* a, std::ptrdiff_t n, T& out) {
  using B = batch<T>;
  constexpr std::ptrdiff_t W = B::size;
  B m0 = B::load_unaligned(a), m1 = B::load_unaligned(a + W);
  B m2 = B::load_unaligned(a + 2 * W), m3 = B::load_unaligned(a + 3 * W);
  auto nan = (m0 != m0) | (m1 != m1) | (m2 != m2) | (m3 != m3);
  std::ptrdiff_t i = 4 * W;
  for (; i + 4 * W <= n; i += 4 * W) {
    const B x0 = B::load_unaligned(a + i), x1 = B::load_unaligned(a + i + W);
    const B x2 = B::load_unaligned(a + i + 2 * W), x3 = B::load_unaligned(a + i + 3 * W);
    nan = nan | (x0 != x0) | (x1 != x1) | (x2 != x2) | (x3 != x3);
    m0 = pick<Max, T>(m0, x0);
    m1 = pick<Max, T>(m1, x1);
    m2 = pick<Max, T>(m2, x2);
    m3 = pick<Max, T>(m3, x3);
  }
  for (; i + W <= n; i += W) {
    const B x = B::load_unaligned(a + i);
    nan = nan | (x != x);
    m0 = pick<Max, T>(m0, x);
  }
  if (::xsimd::any(nan)) return false;
  alignas(64) T lanes[W];
  pick<Max, T>(pick<Max, T>(m0, m1), pick<Max, T>(m2, m3)).store_aligned(lanes);
  T m = lanes[0];
  for (std::ptrdiff_t k = 1; k < W; ++k) m = Max ? (lanes[k] > m ? lanes[k] : m) : (lanes[k] < m ? lanes[k] : m);
  for (; i < n; ++i) {
    if (a[i] != a[i]) return false;
    m = Max ? (a[i] > m ? a[i] : m) : (a[i] < m ? a[i] : m);
  }
  out = m;
  return true;
}

#endif

// Whether the vector reductions run for T here (on this CPU).
template <class T>
inline bool reduces() {
#if defined(PYAOT_SIMD_ARCH)
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) return available();
#endif
  return false;
}

// NumPy's pairwise sum of a[0, n), n >= 8; call only where reduces<T>().
template <class T>
inline T pairwise_sum(const T* a, std::ptrdiff_t n) {
#if defined(PYAOT_SIMD_ARCH)
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) return pairwise_sum_vector(a, n);
#endif
  (void)a, (void)n;
  __builtin_unreachable();
}

// max (Max) or min of a[0, n) into `out`; false when the lane holds a NaN or
// is shorter than the kernel takes (the caller folds it sequentially then).
template <bool Max, class T>
inline bool extremum(const T* a, std::ptrdiff_t n, T& out) {
#if defined(PYAOT_SIMD_ARCH)
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    if (n >= 4 * std::ptrdiff_t(batch<T>::size)) return extremum_vector<Max>(a, n, out);
  }
#endif
  (void)a, (void)n, (void)out;
  return false;
}

}  // namespace pyaot::nd::simd
