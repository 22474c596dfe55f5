// dot, matmul, outer, inner, trace and numpy.linalg (norm, det, inv, solve).
// Float results agree with NumPy's BLAS/LAPACK-backed ones to a documented
// tolerance (the summation order differs); integer products wrap like NumPy's.
#pragma once

#include <cmath>
#include <string_view>

#include "pyaot/nd/blas.hpp"
#include "pyaot/nd/gemm.hpp"
#include "pyaot/nd/reduce.hpp"
#include "pyaot/nd/shape.hpp"

namespace pyaot::nd {

// Finite products near overflow may differ from NumPy's: BLAS kernels use
// fused multiply-add where the CPU has it (a*b + c without overflow of a*b),
// which NumPy's own result depends on too. The conformance harness keeps
// products finite ("elements = bounded" in ops/decls/numpy_linalg.toml).

// numpy.linalg.LinAlgError derives from ValueError.
inline constexpr ExceptionType LinAlgError{"LinAlgError", &exc::ValueError};

// How a matrix product walks memory; all give the same values up to the
// order of additions.
enum class MatmulKernel {
  naive,    // one dot product per output element (i, j, k)
  ikj,      // row-major friendly: out[i, :] += a[i, k] * b[k, :], vectorisable
  blocked,  // packed panels and register blocks (pyaot/nd/gemm.hpp), rows split across threads
  blas,     // the CBLAS library's gemm (pyaot/nd/blas.hpp) for float32/float64;
            // `blocked` for other dtypes and where no library is found
};
// dot, tensordot and an unplanned matmul: BLAS where there is one, as NumPy.
inline constexpr MatmulKernel kDefaultMatmul = MatmulKernel::blas;

// How BLAS reads a strided matrix (rows x cols) in place: untransposed
// (unit column stride, leading dimension = row stride) or transposed (unit
// row stride, as `a.T` of a C-ordered array). Strides of an axis of length 1
// are never used, so any value serves. Negative, zero (broadcast) and other
// strides fit neither: the caller copies.
struct BlasLayout {
  bool fits;
  blas::Trans trans;
  index_t ld;
};
inline BlasLayout blas_layout(index_t rows, index_t cols, index_t s0, index_t s1) {
  if ((cols == 1 || s1 == 1)) {
    const index_t ld = rows == 1 ? std::max<index_t>(cols, 1) : s0;
    if (ld >= std::max<index_t>(cols, 1)) return {true, blas::Trans::no, ld};
  }
  if ((rows == 1 || s0 == 1)) {
    const index_t ld = cols == 1 ? std::max<index_t>(rows, 1) : s1;
    if (ld >= std::max<index_t>(rows, 1)) return {true, blas::Trans::yes, ld};
  }
  return {false, blas::Trans::no, 0};
}

// out = a @ b through BLAS, reading strided operands in place where it can.
// False (out untouched) where there is no library or nothing to multiply.
template <Element Acc>
bool blas_matmul_2d(const array<Acc>& a, const array<Acc>& b, array<Acc>& out) {
  const index_t n = a.shape()[0], m = a.shape()[1], p = b.shape()[1];
  if (n == 0 || m == 0 || p == 0 || blas::library() == nullptr) return false;
  const array<Acc> a2 = blas_layout(n, m, a.strides()[0], a.strides()[1]).fits ? a : copy(a);
  const array<Acc> b2 = blas_layout(m, p, b.strides()[0], b.strides()[1]).fits ? b : copy(b);
  const BlasLayout la = blas_layout(n, m, a2.strides()[0], a2.strides()[1]);
  const BlasLayout lb = blas_layout(m, p, b2.strides()[0], b2.strides()[1]);
  return blas::gemm<Acc>(la.trans, lb.trans, n, p, m, a2.data(), la.ld, b2.data(), lb.ld,
                         out.data(), std::max<index_t>(p, 1));
}

// out (C-contiguous, zeroed) = a @ b; a and b may be strided views.
template <Element Acc>
void matmul_2d(MatmulKernel kernel, const array<Acc>& a_in, const array<Acc>& b_in,
               array<Acc>& out) {
  if (kernel == MatmulKernel::blas) {
    if constexpr (std::is_same_v<Acc, double> || std::is_same_v<Acc, float>) {
      if (blas_matmul_2d(a_in, b_in, out)) return;
    }
    kernel = MatmulKernel::blocked;
  }
  // The portable kernels index C-ordered operands.
  const array<Acc> a = ascontiguous(a_in);
  const array<Acc> b = ascontiguous(b_in);
  const index_t n = a.shape()[0], m = a.shape()[1], p = b.shape()[1];
  const Acc* A = a.data();
  const Acc* B = b.data();
  Acc* C = out.data();
  fn::add add;
  fn::multiply mul;
  if (kernel == MatmulKernel::naive) {
    for (index_t i = 0; i < n; ++i) {
      for (index_t j = 0; j < p; ++j) {
        Acc s = Acc(0);
        for (index_t k = 0; k < m; ++k) s = add(s, mul(A[i * m + k], B[k * p + j]));
        C[i * p + j] = s;
      }
    }
    return;
  }
  if (kernel == MatmulKernel::blocked) {
    gemm::product(A, B, C, n, m, p, worker_count(n * m * p / 64));
    return;
  }
  for (index_t i = 0; i < n; ++i) {  // ikj
    Acc* c = C + i * p;
    for (index_t k = 0; k < m; ++k) {
      const Acc aik = A[i * m + k];
      const Acc* bk = B + k * p;
      for (index_t j = 0; j < p; ++j) c[j] = add(c[j], mul(aik, bk[j]));
    }
  }
}

// Calls f(t, offset_a, offset_b) for the t-th index of the leading `batch`
// axes, in C order, with the element offsets of two operands broadcast to
// them (their strides over those axes; zero where broadcast).
template <class F>
void over_batch(const shape_t& batch, const shape_t& strides_a, const shape_t& strides_b, F f) {
  shape_t idx(batch.size(), 0);
  for (index_t t = 0, count = shape_size(batch); t < count; ++t) {
    index_t oa = 0, ob = 0;
    for (std::size_t d = 0; d < batch.size(); ++d) {
      oa += idx[d] * strides_a[d];
      ob += idx[d] * strides_b[d];
    }
    f(t, oa, ob);
    for (std::size_t d = batch.size(); d-- > 0;) {  // the next index
      if (++idx[d] < batch[d]) break;
      idx[d] = 0;
    }
  }
}

// matmul of stacks: the leading axes broadcast (NumPy's gufunc loop), each
// pair of matrices multiplied by the same 2-D kernel.
template <Element Out, Element Acc, Element A, Element B>
array<Out> matmul_stacked(const array<A>& a, const array<B>& b, MatmulKernel kernel) {
  array<Acc> a3 = astype<Acc>(a.ndim() == 1 ? reshape(a, {1, a.shape()[0]}) : a);
  array<Acc> b3 = astype<Acc>(b.ndim() == 1 ? reshape(b, {b.shape()[0], 1}) : b);
  const index_t n = a3.shape()[a3.ndim() - 2], k = a3.shape().back();
  const index_t k2 = b3.shape()[b3.ndim() - 2], m = b3.shape().back();
  if (k != k2) {
    raise(exc::ValueError, "matmul: Input operand 1 has a mismatch in its core dimension 0, with "
                           "gufunc signature (n?,k),(k,m?)->(n?,m?) (size " +
                               std::to_string(k2) + " is different from " + std::to_string(k) + ")");
  }
  const shape_t batch_a(a3.shape().begin(), a3.shape().end() - 2);
  const shape_t batch_b(b3.shape().begin(), b3.shape().end() - 2);
  const shape_t batch = broadcast_shapes(batch_a, batch_b);
  auto full = [&](shape_t core_batch, index_t r, index_t c) {
    core_batch.push_back(r);
    core_batch.push_back(c);
    return core_batch;
  };
  // astype copied both operands C-contiguous: each broadcast block is one matrix.
  const array<Acc> ab = broadcast_to(a3, full(batch, n, k));
  const array<Acc> bb = broadcast_to(b3, full(batch, k, m));
  array<Acc> out(full(batch, n, m));
  over_batch(batch, ab.strides(), bb.strides(), [&](index_t t, index_t oa, index_t ob) {
    const array<Acc> a2(ab.data() + oa, {n, k}, {k, 1}, ab.owner());
    const array<Acc> b2(bb.data() + ob, {k, m}, {m, 1}, bb.owner());
    array<Acc> c2(out.data() + t * n * m, {n, m}, {m, 1}, out.owner());
    matmul_2d(kernel, a2, b2, c2);
  });
  shape_t shape = batch;
  if (a.ndim() != 1) shape.push_back(n);
  if (b.ndim() != 1) shape.push_back(m);
  return astype<Out>(reshape(out, shape));
}

// An operand in the accumulator's type: a view of `x` where it already has
// that type (the kernels read strided views), else a converted copy.
template <Element Acc, Element T>
array<Acc> as_operand(const array<T>& x) {
  if constexpr (std::is_same_v<Acc, T>) {
    return x;
  } else {
    return astype<Acc>(x);
  }
}

// np.matmul / `@` (NumPy's rules: a 1-D left operand is a row, a 1-D right
// operand a column, and the added axis is removed; stacks broadcast).
template <Element Out, Element Acc = Out, Element A, Element B>
array<Out> matmul(const array<A>& a, const array<B>& b, MatmulKernel kernel = kDefaultMatmul) {
  if (a.ndim() == 0 || b.ndim() == 0) {
    raise(exc::ValueError, "matmul: Input operand " + std::string(a.ndim() == 0 ? "0" : "1") +
                               " does not have enough dimensions (has 0, gufunc core with "
                               "signature (n?,k),(k,m?)->(n?,m?) requires 1)");
  }
  if (a.ndim() > 2 || b.ndim() > 2) return matmul_stacked<Out, Acc>(a, b, kernel);
  array<Acc> a2 = as_operand<Acc>(a.ndim() == 1 ? reshape(a, {1, a.shape()[0]}) : a);
  array<Acc> b2 = as_operand<Acc>(b.ndim() == 1 ? reshape(b, {b.shape()[0], 1}) : b);
  if (a2.shape()[1] != b2.shape()[0]) {
    raise(exc::ValueError, "matmul: Input operand 1 has a mismatch in its core dimension 0, with "
                           "gufunc signature (n?,k),(k,m?)->(n?,m?) (size " +
                               std::to_string(b2.shape()[0]) + " is different from " +
                               std::to_string(a2.shape()[1]) + ")");
  }
  array<Acc> out({a2.shape()[0], b2.shape()[1]});
  matmul_2d(kernel, a2, b2, out);
  shape_t shape;
  if (a.ndim() == 2) shape.push_back(a2.shape()[0]);
  if (b.ndim() == 2) shape.push_back(b2.shape()[1]);
  if constexpr (std::is_same_v<Out, Acc>) {
    return reshape(out, shape);  // fresh and C-ordered: a view of it is the result
  } else {
    return astype<Out>(reshape(out, shape));
  }
}

// np.dot: matmul for 1-D/2-D operands, multiplication for a 0-d one.
template <Element Out, Element Acc = Out, Element A, Element B>
array<Out> dot(const array<A>& a, const array<B>& b) {
  if (a.ndim() == 0 || b.ndim() == 0) {
    return ufunc<fn::multiply, Out, Out, Out>(a, b);
  }
  if (a.ndim() == 1 && b.ndim() == 1 && a.shape()[0] != b.shape()[0]) {
    raise(exc::ValueError, "shapes " + format_shape(a.shape()) + " and " + format_shape(b.shape()) +
                               " not aligned: " + std::to_string(a.shape()[0]) + " (dim 0) != " +
                               std::to_string(b.shape()[0]) + " (dim 0)");
  }
  if (a.ndim() <= 2 && b.ndim() <= 2 && a.shape().back() != b.shape()[0]) {
    raise(exc::ValueError, "shapes " + format_shape(a.shape()) + " and " + format_shape(b.shape()) +
                               " not aligned: " + std::to_string(a.shape().back()) + " (dim " +
                               std::to_string(a.ndim() - 1) + ") != " +
                               std::to_string(b.shape()[0]) + " (dim 0)");
  }
  if (a.ndim() > 2 || b.ndim() > 2) {
    // N-d dot is not matmul: it sums a's last axis against b's second-to-last,
    // for every pair of the other axes (result a.shape[:-1] + b.shape[:-2] + b.shape[-1:]).
    const index_t k = a.shape().back();
    const int kb_axis = b.ndim() == 1 ? 0 : static_cast<int>(b.ndim()) - 2;
    if (b.shape()[kb_axis] != k) {
      raise(exc::ValueError, "shapes " + format_shape(a.shape()) + " and " +
                                 format_shape(b.shape()) + " not aligned: " + std::to_string(k) +
                                 " (dim " + std::to_string(a.ndim() - 1) + ") != " +
                                 std::to_string(b.shape()[kb_axis]) + " (dim " +
                                 std::to_string(kb_axis) + ")");
    }
    std::vector<index_t> axes{kb_axis};  // b with its summed axis first
    for (index_t d = 0; d < b.ndim(); ++d) if (d != kb_axis) axes.push_back(d);
    const array<B> bt = transpose(b, axes);
    const shape_t rest_b(bt.shape().begin() + 1, bt.shape().end());
    const shape_t lead_a(a.shape().begin(), a.shape().end() - 1);
    const array<A> a2 = reshape(ascontiguous(a), {shape_size(lead_a), k});
    const array<B> b2 = reshape(ascontiguous(bt), {k, shape_size(rest_b)});
    shape_t shape = lead_a;
    shape.insert(shape.end(), rest_b.begin(), rest_b.end());
    return reshape(matmul<Out, Acc>(a2, b2), shape);
  }
  return matmul<Out, Acc>(a, b);
}

template <Element Out, Element A, Element B>
array<Out> outer(const array<A>& a, const array<B>& b) {
  auto x = ravel(a), y = ravel(b);
  return ufunc<fn::multiply, Out, Out, Out>(reshape(x, {x.size(), 1}), reshape(y, {1, y.size()}));
}

template <Element Out, Element A, Element B>
array<Out> inner(const array<A>& a, const array<B>& b) {
  if (a.ndim() > 1 || b.ndim() > 1) {
    raise(exc::NotImplementedError, "inner of arrays with more than 1 dimension is not supported yet");
  }
  return dot<Out>(a, b);
}

template <Element Out, Element T>
array<Out> trace(const array<T>& a, index_t offset = 0) {
  if (a.ndim() != 2) raise(exc::ValueError, "diag requires an array of at least two dimensions");
  Out s = Out(0);
  for (index_t i = 0; i < a.shape()[0]; ++i) {
    index_t j = i + offset;
    if (j >= 0 && j < a.shape()[1]) s = fn::add{}(s, cast<Out>(a.at(i, j)));
  }
  return array<Out>::full({}, s);
}

// ---------------------------------------------------------------- linalg

inline void require_square(const shape_t& s) {
  if (s.size() < 2) {
    raise(LinAlgError, std::to_string(s.size()) +
                           "-dimensional array given. Array must be at least two-dimensional");
  }
  if (s[s.size() - 2] != s.back()) raise(LinAlgError, "Last 2 dimensions of the array must be square");
}

// A stack of matrices (..., r, c): `one` applied to each, in C order, its
// results (of shape `core`) stacked under the same leading axes.
template <Element Out, Element T, class One>
array<Out> over_stack(const array<T>& a, const shape_t& core, One one) {
  const array<T> c = ascontiguous(a);
  shape_t shape(c.shape().begin(), c.shape().end() - 2);
  const index_t count = shape_size(shape);
  const index_t rows = c.shape()[c.ndim() - 2], cols = c.shape().back();
  shape.insert(shape.end(), core.begin(), core.end());
  array<Out> out(shape);
  const index_t each = shape_size(core);
  for (index_t t = 0; t < count; ++t) {
    const array<T> m(c.data() + t * rows * cols, {rows, cols}, {cols, 1}, c.owner());
    const array<Out> r = ascontiguous(one(m));
    std::copy(r.data(), r.data() + each, out.data() + t * each);
  }
  return out;
}

// LU decomposition with partial pivoting, in place (LAPACK getrf's choice of
// pivot: the largest magnitude in the column). Returns the permutation sign,
// 0 when singular.
template <class F>
int lu_decompose(std::vector<F>& m, index_t n, std::vector<index_t>& piv) {
  int sign = 1;
  piv.resize(n);
  for (index_t k = 0; k < n; ++k) {
    index_t p = k;
    for (index_t i = k + 1; i < n; ++i) {
      if (std::fabs(m[i * n + k]) > std::fabs(m[p * n + k])) p = i;
    }
    piv[k] = p;
    if (m[p * n + k] == F(0)) return 0;
    if (p != k) {
      for (index_t j = 0; j < n; ++j) std::swap(m[k * n + j], m[p * n + j]);
      sign = -sign;
    }
    for (index_t i = k + 1; i < n; ++i) {
      m[i * n + k] /= m[k * n + k];
      for (index_t j = k + 1; j < n; ++j) m[i * n + j] -= m[i * n + k] * m[k * n + j];
    }
  }
  return sign;
}

template <Element Out, Element T>
array<Out> det(const array<T>& a) {
  require_square(a.shape());
  if (a.ndim() > 2) return over_stack<Out>(a, {}, [](const array<T>& m) { return det<Out>(m); });
  using F = compute_t<Out>;
  index_t n = a.shape()[0];
  std::vector<F> m = to_vector(astype<F>(a));
  std::vector<index_t> piv;
  int sign = lu_decompose(m, n, piv);
  F d = F(sign);
  if (sign != 0) {
    for (index_t i = 0; i < n; ++i) d *= m[i * n + i];
  }
  return array<Out>::full({}, Out(d));
}

template <Element Out, Element T, Element U>
array<Out> solve(const array<T>& a, const array<U>& b);

// solve on stacks (NumPy 2's rule: `b` is one vector if 1-D, else a stack of
// (n, k) matrices), the leading axes of `a` and `b` broadcast together.
template <Element Out, Element T, Element U>
array<Out> solve_stacked(const array<T>& a, const array<U>& b) {
  const index_t n = a.shape().back();
  const bool vector = b.ndim() == 1;
  if (b.ndim() == 0 || b.shape()[vector ? 0 : b.ndim() - 2] != n) {
    raise(exc::ValueError, "solve: Input operand 1 has a mismatch in its core dimension 0");
  }
  const index_t k = vector ? 1 : b.shape().back();
  const array<T> ac = ascontiguous(a);
  const array<U> bc = ascontiguous(vector ? reshape(b, {n, 1}) : b);
  const shape_t batch_a(ac.shape().begin(), ac.shape().end() - 2);
  const shape_t batch_b(bc.shape().begin(), bc.shape().end() - 2);
  const shape_t batch = broadcast_shapes(batch_a, batch_b);
  auto with = [&](shape_t s, index_t r, index_t c) { s.push_back(r); s.push_back(c); return s; };
  const array<T> ab = broadcast_to(ac, with(batch, n, n));
  const array<U> bb = broadcast_to(bc, with(batch, n, k));
  shape_t shape = batch;
  shape.push_back(n);
  if (!vector) shape.push_back(k);
  array<Out> out(shape);
  over_batch(batch, ab.strides(), bb.strides(), [&](index_t t, index_t oa, index_t ob) {
    const array<T> m(ab.data() + oa, {n, n}, {n, 1}, ab.owner());
    const array<U> r(bb.data() + ob, {n, k}, {k, 1}, bb.owner());
    const array<Out> x = ascontiguous(solve<Out>(m, r));
    std::copy(x.data(), x.data() + n * k, out.data() + t * n * k);
  });
  return out;
}

// Solves a x = b for a square `a` and 1-D or 2-D `b`.
template <Element Out, Element T, Element U>
array<Out> solve(const array<T>& a, const array<U>& b) {
  require_square(a.shape());
  if (a.ndim() > 2 || b.ndim() > 2) return solve_stacked<Out>(a, b);
  using F = compute_t<Out>;
  index_t n = a.shape()[0];
  if (b.ndim() == 0 || b.shape()[0] != n || b.ndim() > 2) {
    raise(exc::ValueError, "solve: Input operand 1 has a mismatch in its core dimension 0");
  }
  std::vector<F> m = to_vector(astype<F>(a));
  std::vector<index_t> piv;
  if (lu_decompose(m, n, piv) == 0) raise(LinAlgError, "Singular matrix");
  array<F> x = astype<F>(b.ndim() == 1 ? reshape(b, {n, 1}) : b);
  index_t cols = x.shape()[1];
  F* X = x.data();
  for (index_t k = 0; k < n; ++k) {
    if (piv[k] != k) {
      for (index_t j = 0; j < cols; ++j) std::swap(X[k * cols + j], X[piv[k] * cols + j]);
    }
  }
  for (index_t j = 0; j < cols; ++j) {
    for (index_t i = 0; i < n; ++i) {  // forward: L y = P b (unit diagonal)
      for (index_t k = 0; k < i; ++k) X[i * cols + j] -= m[i * n + k] * X[k * cols + j];
    }
    for (index_t i = n; i-- > 0;) {  // back: U x = y
      for (index_t k = i + 1; k < n; ++k) X[i * cols + j] -= m[i * n + k] * X[k * cols + j];
      X[i * cols + j] /= m[i * n + i];
    }
  }
  return astype<Out>(b.ndim() == 1 ? reshape(x, {n}) : x);
}

template <Element Out, Element T>
array<Out> inv(const array<T>& a) {
  require_square(a.shape());
  if (a.ndim() > 2) {
    const index_t n = a.shape().back();
    return over_stack<Out>(a, {n, n}, [](const array<T>& m) { return inv<Out>(m); });
  }
  index_t n = a.shape()[0];
  array<compute_t<Out>> id({n, n});
  for (index_t i = 0; i < n; ++i) id.data()[i * n + i] = 1;
  return solve<Out>(a, id);
}

// numpy.linalg.norm for vectors (ord None/2, 1, inf, -inf, 0) and matrices
// (ord None/'fro', 1, inf), over all elements (axis=None).
template <Element Out, Element T>
array<Out> norm(const array<T>& a, std::optional<double> ord = {}) {
  using F = compute_t<Out>;
  auto x = astype<F>(a);
  F result = 0;
  const F* p = x.data();
  const index_t n = x.size();
  if (a.ndim() == 2 && ord && (*ord == 1 || std::isinf(*ord))) {
    // Matrix 1-norm: max column sum; inf-norm: max row sum.
    bool cols = *ord == 1;
    if (*ord < 0) raise(exc::NotImplementedError, "matrix norm with negative ord");
    index_t r = a.shape()[0], c = a.shape()[1];
    for (index_t outer = 0; outer < (cols ? c : r); ++outer) {
      F s = 0;
      for (index_t inner = 0; inner < (cols ? r : c); ++inner) {
        s += std::fabs(cols ? p[inner * c + outer] : p[outer * c + inner]);
      }
      result = std::max(result, s);
    }
  } else if (a.ndim() > 2 && ord) {
    raise(exc::ValueError, "Improper number of dimensions to norm.");
  } else if (!ord || *ord == 2) {
    if (a.ndim() == 2 && ord) raise(exc::NotImplementedError, "matrix 2-norm (largest singular value)");
    F s = 0;
    for (index_t i = 0; i < n; ++i) s += p[i] * p[i];
    result = std::sqrt(s);
  } else if (std::isinf(*ord)) {
    result = *ord > 0 ? F(-INFINITY) : F(INFINITY);
    if (n == 0) raise(exc::ValueError, "zero-size array to reduction operation maximum which has no identity");
    for (index_t i = 0; i < n; ++i) {
      F v = std::fabs(p[i]);
      result = *ord > 0 ? fn::maximum{}(result, v) : fn::minimum{}(result, v);
    }
  } else if (*ord == 1) {
    for (index_t i = 0; i < n; ++i) result += std::fabs(p[i]);
  } else if (*ord == 0) {
    for (index_t i = 0; i < n; ++i) result += F(p[i] != 0);
  } else {
    F s = 0;
    for (index_t i = 0; i < n; ++i) s += std::pow(std::fabs(p[i]), F(*ord));
    result = std::pow(s, F(1) / F(*ord));
  }
  return array<Out>::full({}, Out(result));
}

// np.tensordot(a, b, axes=n): the sum over a's last n axes and b's first
// n, as one matrix product of the two reshaped (the pair-of-sequences form
// of axes is refused when compiling). As NumPy: a negative n sums over no
// axes (an outer product), an n beyond either rank is IndexError, lengths
// that differ are ValueError, axes=None TypeError.
template <Element Out, Element A, Element B>
array<Out> tensordot(const array<A>& a, const array<B>& b, std::optional<index_t> axes) {
  if (!axes) raise(exc::TypeError, "bad operand type for unary -: 'NoneType'");
  const index_t n = std::max<index_t>(*axes, 0);
  if (n > a.ndim() || n > b.ndim()) raise(exc::IndexError, "tuple index out of range");
  const index_t kept_a = a.ndim() - n;
  index_t rows = 1, inner = 1, cols = 1;
  shape_t shape;
  for (index_t d = 0; d < kept_a; ++d) {
    rows *= a.shape()[d];
    shape.push_back(a.shape()[d]);
  }
  for (index_t d = 0; d < n; ++d) {
    if (a.shape()[kept_a + d] != b.shape()[d]) raise(exc::ValueError, "shape-mismatch for sum");
    inner *= b.shape()[d];
  }
  for (index_t d = n; d < b.ndim(); ++d) {
    cols *= b.shape()[d];
    shape.push_back(b.shape()[d]);
  }
  array<Out> product = matmul<Out>(reshape(ascontiguous(a), {rows, inner}),
                                   reshape(ascontiguous(b), {inner, cols}));
  return reshape(ascontiguous(product), shape);
}

}  // namespace pyaot::nd
