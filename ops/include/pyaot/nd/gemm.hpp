// The portable matrix product (matmul's `blocked` variant, and the `blas`
// variant's kernel where no BLAS library is loaded: wasm32, Android, iOS,
// static musl builds, integer dtypes).
//
// GotoBLAS's loop order at a portable scale: a block of B (kKc rows, kNc
// columns) is packed into contiguous panels kNr columns wide, so that it stays
// in cache while every row block of A streams past it; a kMr x kNr block of C
// is accumulated in a local array whose fixed-size loops the compiler unrolls
// and vectorises (SSE2, NEON, wasm simd128 lanes) with no -march flag. Each B
// element loaded serves kMr rows. Values agree with the other kernels up to
// the order of additions.
#pragma once

#include <algorithm>
#include <memory>

#include "pyaot/nd/ufunc.hpp"

namespace pyaot::nd::gemm {

inline constexpr index_t kMr = 4;    // rows of C per micro-block
inline constexpr index_t kKc = 256;  // rows of B per packed block
inline constexpr index_t kNc = 256;  // columns of B per packed block
template <class T>  // columns per panel: two 16-byte vectors of T
inline constexpr index_t kNr = std::max<index_t>(2, 32 / static_cast<index_t>(sizeof(T)));

// C[0:mr, 0:nr] += A[0:mr, 0:kc] @ panel, A with row stride lda, the panel
// kc rows of kNr<T> contiguous elements (zero beyond nr).
template <class T>
void micro(index_t mr, index_t nr, index_t kc, const T* A, index_t lda, const T* panel, T* C,
           index_t ldc) {
  constexpr index_t Nr = kNr<T>;
  fn::add add;
  fn::multiply mul;
  T acc[kMr][Nr] = {};
  if (mr == kMr) {  // the full block: every loop bound a constant
    for (index_t k = 0; k < kc; ++k) {
      const T* b = panel + k * Nr;
      for (index_t r = 0; r < kMr; ++r) {
        const T a = A[r * lda + k];
        for (index_t j = 0; j < Nr; ++j) acc[r][j] = add(acc[r][j], mul(a, b[j]));
      }
    }
  } else {
    for (index_t k = 0; k < kc; ++k) {
      const T* b = panel + k * Nr;
      for (index_t r = 0; r < mr; ++r) {
        const T a = A[r * lda + k];
        for (index_t j = 0; j < Nr; ++j) acc[r][j] = add(acc[r][j], mul(a, b[j]));
      }
    }
  }
  for (index_t r = 0; r < mr; ++r) {
    for (index_t j = 0; j < nr; ++j) C[r * ldc + j] = add(C[r * ldc + j], acc[r][j]);
  }
}

// C += A @ B for C-ordered A (n x m), B (m x p) and C (n x p), the row blocks
// of each packed block of B split across `workers` threads.
template <class T>
void product(const T* A, const T* B, T* C, index_t n, index_t m, index_t p, unsigned workers) {
  constexpr index_t Nr = kNr<T>;
  if (n == 0 || m == 0 || p == 0) return;
  // Not std::vector: std::vector<bool> has no data().
  std::unique_ptr<T[]> packed(new T[static_cast<std::size_t>(kKc * ((kNc + Nr - 1) / Nr) * Nr)]);
  const index_t row_blocks = (n + kMr - 1) / kMr;
  for (index_t jc = 0; jc < p; jc += kNc) {
    const index_t nc = std::min(kNc, p - jc), panels = (nc + Nr - 1) / Nr;
    for (index_t kc0 = 0; kc0 < m; kc0 += kKc) {
      const index_t kc = std::min(kKc, m - kc0);
      for (index_t q = 0; q < panels; ++q) {
        T* dst = packed.get() + q * kc * Nr;
        const index_t j0 = jc + q * Nr, width = std::min(Nr, p - j0);
        for (index_t k = 0; k < kc; ++k) {
          const T* src = B + (kc0 + k) * p + j0;
          for (index_t j = 0; j < Nr; ++j) dst[k * Nr + j] = j < width ? src[j] : T(0);
        }
      }
      parallel_for(row_blocks, workers, [&](index_t b0, index_t b1) {
        for (index_t blk = b0; blk < b1; ++blk) {
          const index_t i = blk * kMr, mr = std::min(kMr, n - i);
          for (index_t q = 0; q < panels; ++q) {
            const index_t j0 = jc + q * Nr;
            micro(mr, std::min(Nr, p - j0), kc, A + i * m + kc0, m, packed.get() + q * kc * Nr,
                  C + i * p + j0, p);
          }
        }
      });
    }
  }
}

}  // namespace pyaot::nd::gemm
