// More NumPy functions: comparisons of whole arrays (isclose, allclose,
// array_equal), differences and diagonals (diff, diag, diagonal, tril, triu),
// selection (take, boolean and integer-array indexing), order statistics
// (median), nan-aware reductions (nanprod, nanvar, nanstd), spaced ranges
// (logspace, geomspace), rounding (round/around, fix, sinc), 1-D signal
// helpers (interp, convolve, correlate, bincount), products (vdot, cross,
// kron) and einsum for one or two operands.
#pragma once

#include <tuple>
#include <utility>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <string>
#include <string_view>

#include "pyaot/runtime/libm.hpp"
#include "pyaot/nd/create.hpp"
#include "pyaot/nd/linalg.hpp"
#include "pyaot/nd/reduce.hpp"
#include "pyaot/nd/shape.hpp"
#include "pyaot/nd/sort.hpp"

namespace pyaot::nd {

// The float type NumPy compares/averages in: the input's own float type,
// float64 for integers and bools (result_type(x, 1.0)).
template <class T>
using float_of = std::conditional_t<Floating<T>, T, double>;

// ---------------------------------------------------------------- comparing

template <Element A, Element B>
array<bool> isclose(const array<A>& a, const array<B>& b, double rtol = 1e-05,
                    double atol = 1e-08, bool equal_nan = false) {
  using F = std::conditional_t<std::is_same_v<A, B>, float_of<A>, double>;
  struct close {
    F rtol, atol;
    bool equal_nan;
    bool operator()(F x, F y) const {
      using C = compute_t<F>;
      C cx = C(x), cy = C(y);
      bool within = std::isfinite(cy) &&
                    F(std::fabs(C(F(cx - cy)))) <= F(C(atol) + C(F(C(rtol) * C(F(std::fabs(cy))))));
      return within || cx == cy || (equal_nan && cx != cx && cy != cy);
    }
  };
  return ufunc_with<close, bool, F, F>(kDefaultElementwise, close{F(rtol), F(atol), equal_nan}, a, b);
}

template <Element A, Element B>
array<bool> allclose(const array<A>& a, const array<B>& b, double rtol = 1e-05, double atol = 1e-08,
                     bool equal_nan = false) {
  return all(isclose(a, b, rtol, atol, equal_nan));
}

template <Element A, Element B>
array<bool> array_equal(const array<A>& a, const array<B>& b, bool equal_nan = false) {
  if (a.shape() != b.shape()) return array<bool>::full({}, false);
  struct same {
    bool equal_nan;
    bool operator()(double x, double y) const { return x == y || (equal_nan && x != x && y != y); }
  };
  if constexpr (Integer<A> && Integer<B>) {
    return all(ufunc<fn::equal, bool, A, B>(a, b));
  } else {
    return all(ufunc_with<same, bool, double, double>(kDefaultElementwise, same{equal_nan}, a, b));
  }
}

// ------------------------------------------------------- differences, diagonals

template <Element T>
array<T> diff(const array<T>& a, index_t n = 1, index_t axis = -1) {
  if (n < 0) raise(exc::ValueError, "order must be non-negative but got " + std::to_string(n));
  if (n == 0) return a;
  if (a.ndim() == 0) raise(exc::ValueError, "diff requires input that is at least one dimensional");
  int ax = normalize_axis(axis, a.ndim());
  array<T> cur = a;
  for (index_t k = 0; k < n; ++k) {
    index_t len = cur.shape()[ax];
    if (len == 0) break;
    auto hi = slice(cur, ax, index_t{1}, std::nullopt);
    auto lo = slice(cur, ax, std::nullopt, len - 1);
    if constexpr (std::is_same_v<T, bool>) {
      cur = ufunc<fn::not_equal, bool, bool, bool>(hi, lo);
    } else {
      cur = ufunc<fn::subtract, T, T, T>(hi, lo);
    }
  }
  return cur;
}

template <Element T>
array<T> diag(const array<T>& v, index_t k = 0) {
  if (v.ndim() == 1) {
    const index_t n = v.shape()[0] + std::abs(k);
    array<T> out({n, n});
    for (index_t i = 0; i < v.shape()[0]; ++i) {
      index_t r = k >= 0 ? i : i - k, c = k >= 0 ? i + k : i;
      out.data()[r * n + c] = v.data()[i * v.strides()[0]];
    }
    return out;
  }
  if (v.ndim() != 2) raise(exc::ValueError, "Input must be 1- or 2-d.");
  const index_t rows = v.shape()[0], cols = v.shape()[1];
  index_t r0 = k >= 0 ? 0 : -k, c0 = k >= 0 ? k : 0;
  index_t len = std::max<index_t>(0, std::min(rows - r0, cols - c0));
  array<T> out({len});
  for (index_t i = 0; i < len; ++i) out.data()[i] = v.at(r0 + i, c0 + i);
  return out;
}

template <Element T>
array<T> diagonal(const array<T>& a, index_t offset = 0) {
  if (a.ndim() != 2) raise(exc::ValueError, "diag requires an array of at least two dimensions");
  return diag(a, offset);
}

template <bool Lower, Element T>
array<T> triangle(const array<T>& m, index_t k) {
  if (m.ndim() < 2) raise(exc::ValueError, "input array must be at least 2-d");
  array<T> out = copy(m);
  const index_t rows = m.shape()[m.ndim() - 2], cols = m.shape()[m.ndim() - 1];
  const index_t batch = rows * cols == 0 ? 0 : out.size() / (rows * cols);
  for (index_t b = 0; b < batch; ++b) {
    for (index_t i = 0; i < rows; ++i) {
      for (index_t j = 0; j < cols; ++j) {
        bool keep = Lower ? j - i <= k : j - i >= k;
        if (!keep) out.data()[(b * rows + i) * cols + j] = T(0);
      }
    }
  }
  return out;
}
template <Element T>
array<T> tril(const array<T>& m, index_t k = 0) { return triangle<true>(m, k); }
template <Element T>
array<T> triu(const array<T>& m, index_t k = 0) { return triangle<false>(m, k); }

// ---------------------------------------------------------------- selecting

// np.take(a, indices, axis): negative indices count from the end; out of
// range raises IndexError (mode='raise').
template <Element T, Element I>
array<T> take(const array<T>& in, const array<I>& indices, std::optional<index_t> axis = {}) {
  static_assert(Integer<I>, "indices must be integers");
  array<T> a = axis ? in : ravel(in);
  int ax = axis ? normalize_axis(*axis, a.ndim()) : 0;
  if (a.ndim() == 0) raise(exc::ValueError, "take: axis out of bounds for a 0-d array");
  const index_t n = a.shape()[ax];
  shape_t shape(a.shape().begin(), a.shape().begin() + ax);
  shape.insert(shape.end(), indices.shape().begin(), indices.shape().end());
  shape.insert(shape.end(), a.shape().begin() + ax + 1, a.shape().end());
  auto idx = to_vector(indices);
  for (auto& i : idx) {
    if (i < -n || i >= n || (n == 0)) {
      raise(exc::IndexError, "index " + std::to_string(i) + " is out of bounds for axis " +
                                 std::to_string(ax) + " with size " + std::to_string(n));
    }
  }
  array<T> out(shape);
  if (out.size() == 0) return out;
  // A gather: for each position before `ax` and each index, the block of
  // elements after `ax`, contiguous in `c` (one copy, no array per index).
  const array<T> c = ascontiguous(a);
  index_t outer = 1, inner = 1;
  for (int d = 0; d < ax; ++d) outer *= c.shape()[d];
  for (int d = ax + 1; d < c.ndim(); ++d) inner *= c.shape()[d];
  std::vector<index_t> at(idx.size());  // counted from the start (in index_t: int8 may not hold it)
  for (std::size_t j = 0; j < idx.size(); ++j) {
    at[j] = idx[j] < 0 ? index_t(idx[j]) + n : index_t(idx[j]);
  }
  T* dst = out.data();
  for (index_t o = 0; o < outer; ++o) {
    const T* src = c.data() + o * n * inner;
    if (inner == 1) {  // single elements (np.take(rows, cols, axis=1)): a plain loop
      for (auto i : at) *dst++ = src[i];
      continue;
    }
    for (auto i : at) {
      std::copy(src + i * inner, src + (i + 1) * inner, dst);
      dst += inner;
    }
  }
  return out;
}

// np.nonzero(a) and np.where(a): per axis, the indices of the nonzero
// elements in C order (NumPy 2 refuses a 0-d array).
template <Element T>
std::vector<array<std::int64_t>> nonzero(const array<T>& a) {
  if (a.ndim() == 0) {
    raise(exc::ValueError, "Calling nonzero on 0d arrays is not allowed. Use "
                           "np.atleast_1d(scalar).nonzero() instead.");
  }
  std::vector<std::int64_t> hits;  // row-major multi-indices of the nonzero elements
  shape_t position(a.ndim(), 0);
  for_each_offset<1>(a.shape(), {a.strides().data()}, [&](index_t k) {
    if (a.data()[k] != T(0)) hits.insert(hits.end(), position.begin(), position.end());
    for (index_t d = a.ndim() - 1; d >= 0 && ++position[d] == a.shape()[d]; --d) position[d] = 0;
  });
  const index_t count = static_cast<index_t>(hits.size()) / a.ndim();
  std::vector<array<std::int64_t>> out;
  for (index_t d = 0; d < a.ndim(); ++d) {
    array<std::int64_t> axis_indices({count});
    for (index_t i = 0; i < count; ++i) axis_indices.data()[i] = hits[i * a.ndim() + d];
    out.push_back(axis_indices);
  }
  return out;
}

// np.take_along_axis(arr, indices, axis): out[..., j, ...] is
// arr[..., indices[..., j, ...], ...] along `axis`, the other axes broadcast
// together (NumPy's fancy indexing: IndexError when they do not); axis=None
// takes from the flattened array with 1-D indices.
template <Element T, Element I>
array<T> take_along_axis(const array<T>& arr, const array<I>& indices, std::optional<index_t> axis) {
  static_assert(Integer<I>, "indices must be integers");
  if (!axis && indices.ndim() != 1) {
    raise(exc::ValueError, "when axis=None, `indices` must have a single dimension.");
  }
  array<T> a = axis ? arr : ravel(arr);
  if (indices.ndim() != a.ndim()) {
    raise(exc::ValueError, "`indices` and `arr` must have the same number of dimensions");
  }
  const int ax = axis ? normalize_axis(*axis, a.ndim()) : 0;
  shape_t others_a = a.shape(), others_i = indices.shape();
  others_a[ax] = others_i[ax] = 1;
  bool fits = true;
  for (std::size_t d = 0; d < others_a.size(); ++d) {
    fits = fits && (others_a[d] == others_i[d] || others_a[d] == 1 || others_i[d] == 1);
  }
  if (!fits) {
    raise(exc::IndexError, "shape mismatch: indexing arrays could not be broadcast together "
                           "with shapes " + format_shape(a.shape()) + " " +
                               format_shape(indices.shape()));
  }
  shape_t shape = broadcast_shapes(others_a, others_i);
  shape[ax] = indices.shape()[ax];
  shape_t source_shape = shape;
  source_shape[ax] = a.shape()[ax];
  array<T> source = broadcast_to(a, source_shape);
  array<I> index = broadcast_to(indices, shape);
  const index_t n = a.shape()[ax], step = source.strides()[ax];
  shape_t source_strides = source.strides();
  source_strides[ax] = 0;  // the index picks the position along the axis
  array<T> out(shape);
  for_each_offset<3>(shape, {out.strides().data(), index.strides().data(), source_strides.data()},
                     [&](index_t o, index_t k, index_t s) {
                       const std::int64_t i = static_cast<std::int64_t>(index.data()[k]);
                       if (i < -n || i >= n) {
                         raise(exc::IndexError, "index " + std::to_string(i) +
                                                    " is out of bounds for axis " +
                                                    std::to_string(ax) + " with size " +
                                                    std::to_string(n));
                       }
                       out.data()[o] = source.data()[s + (i < 0 ? i + n : i) * step];
                     });
  return out;
}

// a[mask]: a boolean mask over a's first k axes (k = mask.ndim <= a.ndim)
// picks the sub-arrays at its true positions, in C order, into an array of
// shape (count,) + a.shape[k:] (a mask of a's whole shape picks elements, a
// 1-D mask of a matrix picks rows). As NumPy: each mask axis matches a's or is
// empty (selecting nothing), and a 0-d mask adds an axis of length 1 or 0.
template <Element T>
array<T> boolean_index(const array<T>& a, const array<bool>& mask) {
  const index_t k = mask.ndim();
  if (k > a.ndim()) {
    raise(exc::IndexError, "too many indices for array: array is " + std::to_string(a.ndim()) +
                               "-dimensional, but " + std::to_string(k) + " were indexed");
  }
  for (index_t d = 0; d < k; ++d) {
    if (mask.shape()[d] != a.shape()[d] && mask.shape()[d] != 0) {
      raise(exc::IndexError, "boolean index did not match indexed array along axis " +
                                 std::to_string(d) + "; size of axis is " +
                                 std::to_string(a.shape()[d]) +
                                 " but size of corresponding boolean axis is " +
                                 std::to_string(mask.shape()[d]));
    }
  }
  std::vector<index_t> picked;  // offsets into a of the selected sub-arrays
  for_each_offset<2>(mask.shape(), {mask.strides().data(), a.strides().data()},
                     [&](index_t m, index_t at) {
                       if (mask.data()[m]) picked.push_back(at);
                     });
  const shape_t rest(a.shape().begin() + k, a.shape().end());
  const shape_t rest_strides(a.strides().begin() + k, a.strides().end());
  shape_t shape{static_cast<index_t>(picked.size())};
  shape.insert(shape.end(), rest.begin(), rest.end());
  array<T> out = array<T>::uninitialized(shape);
  index_t j = 0;
  for (index_t at : picked) {
    for_each_offset<1>(rest, {rest_strides.data()},
                       [&](index_t i) { out.data()[j++] = a.data()[at + i]; });
  }
  return out;
}

// a[:, mask]: a 1-D boolean mask picks along one axis.
template <Element T>
array<T> mask_axis(const array<T>& a, const array<bool>& mask, index_t axis) {
  if (axis >= a.ndim()) raise(exc::IndexError, "too many indices for array");
  // NumPy takes an empty mask as an empty list of indices, whatever the axis's size.
  if (mask.shape()[0] != a.shape()[axis] && mask.shape()[0] != 0) {
    raise(exc::IndexError, "boolean index did not match indexed array along axis " +
                               std::to_string(axis) + "; size of axis is " +
                               std::to_string(a.shape()[axis]) +
                               " but size of corresponding boolean axis is " +
                               std::to_string(mask.shape()[0]));
  }
  std::vector<std::int64_t> picked;
  for (index_t i = 0; i < mask.shape()[0]; ++i) {
    if (mask.data()[i * mask.strides()[0]]) picked.push_back(i);
  }
  array<std::int64_t> idx({static_cast<index_t>(picked.size())});
  std::copy(picked.begin(), picked.end(), idx.data());
  return take(a, idx, axis);
}

// An index of a[i0, i1, ...]: an int array, or an int (a 0-d index).
template <Element I>
array<std::int64_t> as_index_array(const array<I>& idx) {
  static_assert(Integer<I>, "arrays used as indices must be of integer type");
  return astype<std::int64_t>(idx);
}
inline array<std::int64_t> as_index_array(Int i) {
  return array<std::int64_t>::full({}, static_cast<std::int64_t>(i));
}

inline void check_int_index(Int i, index_t size, int axis) { normalize_index(i, size, axis); }
template <Element I>
void check_int_index(const array<I>&, index_t, int) {}

// a[rows, cols] (and more axes): NumPy's advanced indexing with int arrays
// and ints only. The indices broadcast to one shape S; element p of the
// result is a[rows[p], cols[p], ...], followed by the axes not indexed.
template <Element T, class... Index>
array<T> advanced_index(const array<T>& a, const Index&... raw) {
  constexpr std::size_t k = sizeof...(Index);
  if (static_cast<index_t>(k) > a.ndim()) {
    raise(exc::IndexError, "too many indices for array: array is " + std::to_string(a.ndim()) +
                               "-dimensional, but " + std::to_string(k) + " were indexed");
  }
  // An int index is checked at once, as NumPy does, even when the arrays
  // broadcast to nothing; array entries only where they are used.
  [&]<std::size_t... d>(std::index_sequence<d...>) {
    (check_int_index(raw, a.shape()[d], static_cast<int>(d)), ...);
  }(std::index_sequence_for<Index...>{});
  const std::array<array<std::int64_t>, k> idx{as_index_array(raw)...};
  shape_t s;
  try {
    s = std::apply([](const auto&... x) { return broadcast_shapes(x.shape()...); }, idx);
  } catch (const Exception&) {
    std::string shapes;
    for (const auto& x : idx) shapes += (shapes.empty() ? "" : " ") + format_shape(x.shape());
    raise(exc::IndexError, "shape mismatch: indexing arrays could not be broadcast together "
                           "with shapes " + shapes);
  }
  std::array<array<std::int64_t>, k> b;
  for (std::size_t d = 0; d < k; ++d) b[d] = ascontiguous(broadcast_to(idx[d], s));
  const shape_t rest(a.shape().begin() + k, a.shape().end());
  const shape_t rest_strides(a.strides().begin() + k, a.strides().end());
  shape_t shape = s;
  shape.insert(shape.end(), rest.begin(), rest.end());
  array<T> out(shape);
  const index_t points = shape_size(s), block = shape_size(rest);
  for (index_t p = 0; p < points; ++p) {
    index_t offset = 0;
    for (std::size_t d = 0; d < k; ++d) {
      offset += normalize_index(b[d].data()[p], a.shape()[d], static_cast<int>(d)) * a.strides()[d];
    }
    const array<T> part = ascontiguous(array<T>(a.data() + offset, rest, rest_strides, a.owner()));
    std::copy(part.data(), part.data() + block, out.data() + p * block);
  }
  return out;
}

// a[indices] for an integer array: rows of `a` (its first axis).
template <Element T, Element I>
array<T> fancy_index(const array<T>& a, const array<I>& indices) {
  return take(a, indices, index_t{0});
}

// ------------------------------------------------------------------ medians

template <Element Out, Element T>
array<Out> median(const array<T>& in, std::optional<index_t> axis = {}, bool keepdims = false) {
  array<T> a = axis ? in : ravel(in);
  if (axis && legacy_0d_axis(in.ndim(), *axis)) a = ravel(in), axis.reset();
  int ax = axis ? normalize_axis(*axis, a.ndim()) : 0;
  shape_t out_shape = a.shape();
  out_shape[ax] = 1;
  array<Out> out(out_shape);
  std::vector<storage_t<T>> lane;
  for_each_lane(a, ax, [&](const T* p, index_t n, index_t stride, index_t k) {
    lane.assign(n, storage_t<T>{});
    bool nan = false;
    for (index_t i = 0; i < n; ++i) {
      lane[i] = p[i * stride];
      nan = nan || is_nan(T(lane[i]));
    }
    Out result;
    if (n == 0 || nan) {
      result = Out(NAN);
    } else {
      std::sort(lane.begin(), lane.end(), nan_last_less{});
      using F = compute_t<Out>;
      F lo = F(T(lane[(n - 1) / 2])), hi = F(T(lane[n / 2]));
      // NumPy takes the mean of the middle pair: (lo + hi) / 2 in Out.
      // (1e308 + 1e308) / 2 is inf in NumPy too.
      result = n % 2 ? Out(hi) : Out(F(Out(lo + hi)) / F(2));
    }
    out.data()[k] = result;
  });
  if (!axis) {
    shape_t s = keepdims ? shape_t(in.ndim(), 1) : shape_t{};
    return reshape(out, s);
  }
  if (keepdims) return out;
  return squeeze(out, index_t{ax});
}

// ------------------------------------------------------ nan-aware reductions

// NumPy's nanprod is prod(where(isnan(a), 1, a)): a fresh array in logical
// order, which decides the order of (inf * 0) products.
template <Element Out, Element T>
array<Out> nanprod(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  auto replaced = ufunc<fn::where, T, bool, T, T>(ufunc<fn::isnan, bool, T>(a),
                                                  array<T>::full({}, T(1)), a);
  return prod<Out>(replaced, axis, keepdims);
}

template <Element Out, Element T>
array<Out> nanvar(const array<T>& a, Axes axis = {}, bool keepdims = false, index_t ddof = 0) {
  auto mask = axis.mask(a.ndim());
  auto count = fold(a, mask, index_t{0}, [](index_t c, T x) { return c + (is_nan(x) ? 0 : 1); });
  auto total = fold(a, mask, Out(0), [](Out s, T x) { return is_nan(x) ? s : Out(s + Out(x)); });
  auto mu = ufunc<fn::true_divide, Out, Out, Out>(total, astype<Out>(count));
  auto dev = ufunc<fn::subtract, Out, Out, Out>(astype<Out>(a), mu);
  auto sq = ufunc<fn::multiply, Out, Out, Out>(dev, dev);
  // Only the input's own NaNs are skipped: inf - inf in a deviation stays NaN.
  auto missing = ufunc<fn::isnan, bool, T>(a);
  auto kept = ufunc<fn::where, Out, bool, Out, Out>(missing, array<Out>::full({}, Out(0)), sq);
  auto ss = fold(kept, mask, Out(0), [](Out s, Out x) { return Out(s + x); });
  for (index_t i = 0; i < ss.size(); ++i) {
    index_t dof = count.data()[i] - ddof;
    ss.data()[i] = dof <= 0 ? Out(NAN) : Out(ss.data()[i] / Out(dof));
  }
  return drop_reduced(ss, mask, keepdims);
}

template <Element Out, Element T>
array<Out> nanstd(const array<T>& a, Axes axis = {}, bool keepdims = false, index_t ddof = 0) {
  auto v = nanvar<Out>(a, axis, keepdims, ddof);
  for (index_t i = 0; i < v.size(); ++i) v.data()[i] = Out(std::sqrt(compute_t<Out>(v.data()[i])));
  return v;
}

// ------------------------------------------------------------ spaced ranges

template <Element T>
array<T> logspace(double start, double stop, index_t num = 50, bool endpoint = true,
                  double base = 10.0) {
  auto y = linspace<double>(start, stop, num, endpoint);
  array<T> out({num});
  for (index_t i = 0; i < num; ++i) out.data()[i] = T(std::pow(base, y.data()[i]));
  return out;
}

template <Element T>
array<T> geomspace(double start, double stop, index_t num = 50, bool endpoint = true) {
  if (start == 0 || stop == 0) raise(exc::ValueError, "Geometric sequence cannot include zero");
  double sign = start > 0 ? 1.0 : -1.0;
  double s = start / sign, e = stop / sign;
  auto out = logspace<double>(pyaot::libm::log10(s), pyaot::libm::log10(e), num, endpoint, 10.0);
  if (num > 0) {
    out.data()[0] = s;
    if (num > 1 && endpoint) out.data()[num - 1] = e;
  }
  array<T> result({num});
  for (index_t i = 0; i < num; ++i) result.data()[i] = T(out.data()[i] * sign);
  return result;
}

// --------------------------------------------------------------- rounding

// np.round(a, decimals): NumPy's formula (scale, rint, unscale) for floats;
// integers round to multiples of 10**-decimals, half to even.
template <Element T>
array<T> round(const array<T>& a, index_t decimals = 0) {
  array<T> out(a.shape());
  index_t j = 0;
  for_each_offset<1>(a.shape(), {a.strides().data()}, [&](index_t i) {
    T x = a.data()[i];
    if constexpr (Floating<T>) {
      // Each step in T, as NumPy's multiply/rint/divide chain computes it
      // (float16 7.0 rounded to 4 decimals overflows to inf there too).
      using C = compute_t<T>;
      T v = x;
      if (decimals == 0) {
        v = T(std::nearbyint(C(v)));
      } else if (decimals > 0) {
        T f = T(std::pow(10.0, double(decimals)));
        v = T(std::nearbyint(C(T(C(v) * C(f)))));
        v = T(C(v) / C(f));
      } else {
        T f = T(std::pow(10.0, double(-decimals)));
        v = T(std::nearbyint(C(T(C(v) / C(f)))));
        v = T(C(v) * C(f));
      }
      out.data()[j++] = v;
    } else if constexpr (std::is_same_v<T, bool>) {
      out.data()[j++] = x;
    } else {
      if (decimals >= 0) {
        out.data()[j++] = x;
        return;
      }
      // NumPy divides, rounds and multiplies in float64, then casts back.
      const double f = std::pow(10.0, double(-decimals));
      out.data()[j++] = cast<T>(std::nearbyint(double(x) / f) * f);
    }
  });
  return out;
}

// np.sinc: sin(pi x) / (pi x), with NumPy's 1e-20 stand-in for x = 0.
template <Element Out, Element T>
array<Out> sinc(const array<T>& a) {
  struct f {
    Out operator()(Out x) const {
      // Each step rounded to Out, as NumPy's ufunc chain computes it.
      // NumPy: y = pi * x; y = where(y, y, eps); sin(y) / y.
      using C = compute_t<Out>;
      Out y = Out(std::numbers::pi_v<C> * C(x));
      if (y == Out(0)) y = epsilon<Out>();
      Out s = Out(pyaot::libm::sin(C(y)));
      return Out(C(s) / C(y));
    }
  };
  return ufunc<f, Out, Out>(a);
}

// ------------------------------------------------------------- 1-D signals

template <Element Out, Element X, Element P, Element Q>
array<Out> interp(const array<X>& x, const array<P>& xp_in, const array<Q>& fp_in,
                  std::optional<double> left = {}, std::optional<double> right = {}) {
  if (xp_in.ndim() != 1 || fp_in.ndim() != 1) raise(exc::ValueError, "object too deep for desired array");
  const index_t n = xp_in.shape()[0];
  if (n == 0) raise(exc::ValueError, "array of sample points is empty");
  if (fp_in.shape()[0] != n) raise(exc::ValueError, "fp and xp are not of the same length.");
  auto xp = to_vector(astype<double>(xp_in));
  auto fp = to_vector(astype<double>(fp_in));
  const double lval = left.value_or(fp[0]), rval = right.value_or(fp[n - 1]);
  array<Out> out(x.shape());
  index_t k = 0;
  for_each_offset<1>(x.shape(), {x.strides().data()}, [&](index_t i) {
    double v = double(x.data()[i]), r;
    if (v != v) {
      r = v;
    } else if (v > xp[n - 1]) {
      r = rval;
    } else if (v < xp[0]) {
      r = lval;
    } else if (v == xp[n - 1]) {
      r = fp[n - 1];
    } else {
      index_t j = std::upper_bound(xp.begin(), xp.end(), v) - xp.begin() - 1;
      if (j >= n - 1) {
        r = fp[n - 1];
      } else if (xp[j] == v) {
        r = fp[j];
      } else {
        double slope = (fp[j + 1] - fp[j]) / (xp[j + 1] - xp[j]);
        r = slope * (v - xp[j]) + fp[j];
        if (r != r) {
          r = slope * (v - xp[j + 1]) + fp[j + 1];
          if (r != r && fp[j] == fp[j + 1]) r = fp[j];
        }
      }
    }
    out.data()[k++] = Out(r);
  });
  return out;
}

// np.correlate / np.convolve for 1-D arrays, modes "full", "same", "valid".
template <Element Out, Element A, Element V>
array<Out> correlate(const array<A>& a_in, const array<V>& v_in, std::string_view mode = "valid",
                     bool convolve = false) {
  if (a_in.ndim() != 1 || v_in.ndim() != 1) raise(exc::ValueError, "object too deep for desired array");
  auto a = to_vector(astype<Out>(a_in));
  auto v = to_vector(astype<Out>(v_in));
  if (a.empty()) raise(exc::ValueError, "a cannot be empty");
  if (v.empty()) raise(exc::ValueError, "v cannot be empty");
  bool swapped = false;
  if (v.size() > a.size()) std::swap(a, v), swapped = true;
  // np.convolve: swap so that v is the shorter, then correlate with v reversed.
  if (convolve) std::reverse(v.begin(), v.end()), swapped = false;
  const index_t n = a.size(), m = v.size();
  index_t lo, len;
  if (mode == "valid") lo = m - 1, len = n - m + 1;
  else if (mode == "same") lo = (m - 1) / 2, len = n;
  else if (mode == "full") lo = 0, len = n + m - 1;
  else raise(exc::ValueError, "mode must be one of 'valid', 'same', or 'full' (got '" + std::string(mode) + "')");
  array<Out> out({len});
  for (index_t k = 0; k < len; ++k) {
    index_t shift = k + lo - (m - 1);  // a[shift + j] pairs with v[j]
    Out s = Out(0);
    for (index_t j = 0; j < m; ++j) {
      index_t i = shift + j;
      if (i >= 0 && i < n) s = fn::add{}(s, fn::multiply{}(a[i], v[j]));
    }
    out.data()[k] = s;
  }
  if (swapped) {
    std::reverse(out.data(), out.data() + len);  // correlate(a, v) = reverse(correlate(v, a))
  }
  return out;
}

template <Element Out, Element A, Element V>
array<Out> convolve(const array<A>& a, const array<V>& v, std::string_view mode = "full") {
  return correlate<Out>(a, v, mode, true);
}

template <Element T>
array<std::int64_t> bincount(const array<T>& x, index_t minlength = 0) {
  static_assert(Integer<T> || std::is_same_v<T, bool>, "bincount counts non-negative integers");
  if (x.ndim() != 1) raise(exc::ValueError, "object too deep for desired array");
  if (minlength < 0) raise(exc::ValueError, "'minlength' must not be negative");
  auto v = to_vector(x);
  index_t top = -1;
  for (auto e : v) {
    if (std::int64_t(e) < 0 && std::is_signed_v<T>) {
      raise(exc::ValueError, "'list' argument must have no negative elements");
    }
    top = std::max<index_t>(top, index_t(e));
  }
  array<std::int64_t> out({std::max<index_t>(top + 1, minlength)});
  for (auto e : v) ++out.data()[index_t(e)];
  return out;
}

// ---------------------------------------------------------------- products

template <Element Out, Element A, Element B>
array<Out> vdot(const array<A>& a, const array<B>& b) {
  if (a.size() != b.size()) raise(exc::ValueError, "cannot reshape array of size " + std::to_string(b.size()) + " into shape " + format_shape(shape_t{a.size()}));
  return dot<Out>(ravel(a), ravel(b));
}

template <Element Out, Element A, Element B>
array<Out> cross(const array<A>& a, const array<B>& b) {
  if (a.ndim() == 0 || b.ndim() == 0 || a.shape().back() != 3 || b.shape().back() != 3) {
    raise(exc::ValueError, "incompatible dimensions for cross product (dimension must be 3; "
                           "2-vectors are deprecated in NumPy and not supported)");
  }
  auto x = astype<Out>(a), y = astype<Out>(b);
  auto comp = [](const array<Out>& v, index_t k) { return take_index(v, int(v.ndim() - 1), k); };
  auto term = [&](index_t i, index_t j) {
    return ufunc<fn::subtract, Out, Out, Out>(ufunc<fn::multiply, Out, Out, Out>(comp(x, i), comp(y, j)),
                                              ufunc<fn::multiply, Out, Out, Out>(comp(x, j), comp(y, i)));
  };
  return stack(std::vector<array<Out>>{term(1, 2), term(2, 0), term(0, 1)}, -1);
}

template <Element Out, Element A, Element B>
array<Out> kron(const array<A>& a, const array<B>& b) {
  if (a.ndim() > 2 || b.ndim() > 2) raise(exc::NotImplementedError, "kron of arrays above 2-d");
  auto x = atleast_2d(astype<Out>(a)), y = atleast_2d(astype<Out>(b));
  const index_t r1 = x.shape()[0], c1 = x.shape()[1], r2 = y.shape()[0], c2 = y.shape()[1];
  array<Out> out({r1 * r2, c1 * c2});
  for (index_t i = 0; i < r1; ++i)
    for (index_t j = 0; j < c1; ++j)
      for (index_t k = 0; k < r2; ++k)
        for (index_t l = 0; l < c2; ++l)
          out.data()[(i * r2 + k) * (c1 * c2) + j * c2 + l] = fn::multiply{}(x.at(i, j), y.at(k, l));
  if (std::max(a.ndim(), b.ndim()) < 2) return reshape(out, {out.size()});
  return out;
}

// A two-operand einsum that is one matrix product, as a transpose, reshape
// and matmul (so float products run on BLAS, pyaot/nd/blas.hpp): every label
// is either summed (in both operands, not the output, equal sizes) or kept
// (in one operand and the output), none repeated within a subscript.
// nullopt for anything else (traces, batch labels, broadcasting, sums over
// one operand's axis), which the general loop computes.
template <Element Out, Element A, Element B>
std::optional<array<Out>> einsum_as_matmul(const std::string& la, const std::string& lb,
                                           const std::string& lo, const array<A>& a,
                                           const array<B>& b) {
  auto unique = [](const std::string& s) {
    return std::all_of(s.begin(), s.end(), [&](char c) { return std::count(s.begin(), s.end(), c) == 1; });
  };
  if (!unique(la) || !unique(lb) || !unique(lo)) return std::nullopt;
  std::string summed, free_a, free_b;
  for (std::size_t d = 0; d < la.size(); ++d) {
    const char c = la[d];
    const auto in_b = lb.find(c), in_out = lo.find(c);
    if (in_b != std::string::npos) {
      if (in_out != std::string::npos || a.shape()[d] != b.shape()[in_b]) return std::nullopt;
      summed += c;
    } else if (in_out != std::string::npos) {
      free_a += c;
    } else {
      return std::nullopt;
    }
  }
  for (char c : lb) {
    if (la.find(c) != std::string::npos) continue;
    if (lo.find(c) == std::string::npos) return std::nullopt;
    free_b += c;
  }
  // a as (free_a..., summed...), b as (summed..., free_b...), each 2-D.
  auto axes_of = [](const std::string& labels, const std::string& order) {
    std::vector<index_t> axes;
    for (char c : order) axes.push_back(static_cast<index_t>(labels.find(c)));
    return axes;
  };
  auto extent = [](const shape_t& shape, const std::vector<index_t>& axes, std::size_t from,
                   std::size_t to) {
    index_t n = 1;
    for (std::size_t k = from; k < to; ++k) n *= shape[axes[k]];
    return n;
  };
  const auto ax_a = axes_of(la, free_a + summed), ax_b = axes_of(lb, summed + free_b);
  const index_t rows = extent(a.shape(), ax_a, 0, free_a.size());
  const index_t inner = extent(a.shape(), ax_a, free_a.size(), ax_a.size());
  const index_t cols = extent(b.shape(), ax_b, summed.size(), ax_b.size());
  const array<Out> a2 = reshape(astype<Out>(transpose(a, ax_a)), {rows, inner});
  const array<Out> b2 = reshape(astype<Out>(transpose(b, ax_b)), {inner, cols});
  shape_t kept;  // the product's axes: free_a's then free_b's
  for (std::size_t k = 0; k < free_a.size(); ++k) kept.push_back(a.shape()[ax_a[k]]);
  for (std::size_t k = summed.size(); k < ax_b.size(); ++k) kept.push_back(b.shape()[ax_b[k]]);
  const array<Out> product = reshape(matmul<Out>(a2, b2), kept);
  return ascontiguous(transpose(product, axes_of(free_a + free_b, lo)));
}

// einsum for one or two operands, explicit ("ij,jk->ik") or implicit
// ("ij,jk": output labels in alphabetical order, those appearing once).
template <Element Out, Element... T>
array<Out> einsum(std::string_view subscripts, const array<T>&... ops) {
  constexpr std::size_t N = sizeof...(T);
  std::array<std::string, N> in_labels;
  std::string out_labels;
  std::string spec;
  for (char c : subscripts) if (c != ' ') spec += c;
  auto arrow = spec.find("->");
  std::string lhs = spec.substr(0, arrow);
  {
    std::size_t k = 0, start = 0;
    for (std::size_t i = 0; i <= lhs.size(); ++i) {
      if (i == lhs.size() || lhs[i] == ',') {
        if (k >= N) raise(exc::ValueError, "more operands provided to einstein sum function than specified in the subscripts string");
        in_labels[k++] = lhs.substr(start, i - start);
        start = i + 1;
      }
    }
    if (k != N) raise(exc::ValueError, "fewer operands provided to einstein sum function than specified in the subscripts string");
  }
  std::map<char, int> count;
  for (auto& l : in_labels) for (char c : l) {
    if (!std::isalpha(static_cast<unsigned char>(c))) raise(exc::ValueError, std::string("invalid subscript '") + c + "' in einstein sum subscripts string");
    ++count[c];
  }
  if (arrow == std::string::npos) {
    for (auto [c, n] : count) if (n == 1) out_labels += c;
  } else {
    out_labels = spec.substr(arrow + 2);
    for (char c : out_labels) {
      if (!count.count(c)) raise(exc::ValueError, std::string("einstein sum subscripts string included output subscript '") + c + "' which never appeared in an input");
    }
  }
  std::map<char, index_t> size;
  std::array<shape_t, N> shapes{ops.shape()...};
  for (std::size_t k = 0; k < N; ++k) {
    if (in_labels[k].size() != shapes[k].size()) {
      raise(exc::ValueError, "operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.");
    }
    for (std::size_t d = 0; d < shapes[k].size(); ++d) {
      char c = in_labels[k][d];
      auto [it, fresh] = size.emplace(c, shapes[k][d]);
      if (!fresh && it->second != shapes[k][d]) {
        if (it->second == 1) it->second = shapes[k][d];
        else if (shapes[k][d] != 1) raise(exc::ValueError, std::string("operands could not be broadcast together with remapped shapes"));
      }
    }
  }
  if constexpr (N == 2 && std::is_floating_point_v<Out>) {
    const auto& [a, b] = std::tie(ops...);
    if (auto product = einsum_as_matmul<Out>(in_labels[0], in_labels[1], out_labels, a, b)) {
      return *product;
    }
  }
  std::string all = out_labels;
  for (auto [c, n] : count) if (out_labels.find(c) == std::string::npos) all += c;
  shape_t out_shape;
  for (char c : out_labels) out_shape.push_back(size[c]);
  array<Out> out(out_shape);
  std::array<array<Out>, N> conv{astype<Out>(ops)...};
  shape_t dims;
  for (char c : all) dims.push_back(size[c]);
  std::array<shape_t, N> strides;
  [&]<std::size_t... K>(std::index_sequence<K...>) {
    ((strides[K] = shape_t(all.size(), 0)), ...);
    ((void)[&] {
      const auto& arr = conv[K];
      for (std::size_t d = 0; d < in_labels[K].size(); ++d) {
        if (arr.shape()[d] == 1 && size[in_labels[K][d]] != 1) continue;  // broadcast
        strides[K][all.find(in_labels[K][d])] += arr.strides()[d];
      }
    }(), ...);
    shape_t out_strides(all.size(), 0);
    for (std::size_t d = 0; d < out_labels.size(); ++d) out_strides[d] = out.strides()[d];
    for_each_offset<N + 1>(dims, {strides[K].data()..., out_strides.data()}, [&](auto... offs) {
      std::array<index_t, N + 1> o{offs...};
      Out prod = Out(1);
      ((prod = fn::multiply{}(prod, conv[K].data()[o[K]])), ...);
      out.data()[o[N]] = fn::add{}(out.data()[o[N]], prod);
    });
  }(std::make_index_sequence<N>{});
  return out;
}

}  // namespace pyaot::nd
