// Shape manipulation: views where NumPy returns views (reshape of a
// contiguous array, transpose, swapaxes, squeeze, expand_dims, flip, slicing),
// copies where NumPy copies (concatenate, stack, tile, repeat, roll).
#pragma once

#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "pyaot/nd/array.hpp"
#include "pyaot/runtime/list.hpp"

namespace pyaot::nd {

template <Element T>
array<T> reshape(const array<T>& a, shape_t shape) {
  index_t known = 1;
  int unknown = -1;
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == -1) {
      if (unknown >= 0) raise(exc::ValueError, "can only specify one unknown dimension");
      unknown = static_cast<int>(i);
    } else if (shape[i] < 0) {
      raise(exc::ValueError, "negative dimensions not allowed");
    } else {
      known *= shape[i];
    }
  }
  if (unknown >= 0 && known != 0 && a.size() % known == 0) shape[unknown] = a.size() / known;
  if ((unknown >= 0 && (known == 0 || a.size() % known != 0)) ||
      (unknown < 0 && known != a.size())) {
    raise(exc::ValueError, "cannot reshape array of size " + std::to_string(a.size()) +
                               " into shape " + format_shape(shape));
  }
  array<T> src = ascontiguous(a);  // a view when `a` is contiguous, as in NumPy
  return array<T>(src.data(), shape, c_strides(shape), src.owner());
}

template <Element T>
array<T> ravel(const array<T>& a) { return reshape(a, {a.size()}); }

template <Element T>
array<T> transpose(const array<T>& a, std::optional<std::vector<index_t>> axes = {}) {
  const index_t nd = a.ndim();
  std::vector<index_t> perm(nd);
  if (axes) {
    if (static_cast<index_t>(axes->size()) != nd) raise(exc::ValueError, "axes don't match array");
    std::vector<bool> seen(nd, false);
    for (index_t i = 0; i < nd; ++i) {
      int k = normalize_axis((*axes)[i], nd);
      if (seen[k]) raise(exc::ValueError, "repeated axis in transpose");
      seen[k] = true;
      perm[i] = k;
    }
  } else {
    for (index_t i = 0; i < nd; ++i) perm[i] = nd - 1 - i;
  }
  shape_t shape(nd), strides(nd);
  for (index_t i = 0; i < nd; ++i) {
    shape[i] = a.shape()[perm[i]];
    strides[i] = a.strides()[perm[i]];
  }
  return array<T>(a.data(), shape, strides, a.owner());
}

template <Element T>
array<T> swapaxes(const array<T>& a, index_t axis1, index_t axis2) {
  std::vector<index_t> perm(a.ndim());
  std::iota(perm.begin(), perm.end(), 0);
  std::swap(perm[normalize_axis(axis1, a.ndim())], perm[normalize_axis(axis2, a.ndim())]);
  return transpose(a, perm);
}

template <Element T>
array<T> moveaxis(const array<T>& a, index_t source, index_t destination) {
  int s = normalize_axis(source, a.ndim()), d = normalize_axis(destination, a.ndim());
  std::vector<index_t> perm;
  for (index_t i = 0; i < a.ndim(); ++i) if (i != s) perm.push_back(i);
  perm.insert(perm.begin() + d, s);
  return transpose(a, perm);
}

template <Element T>
array<T> squeeze(const array<T>& a, std::optional<index_t> axis = {}) {
  if (axis && legacy_0d_axis(a.ndim(), *axis)) return a;
  shape_t shape, strides;
  int only = axis ? normalize_axis(*axis, a.ndim()) : -1;
  if (axis && a.shape()[only] != 1) {
    raise(exc::ValueError, "cannot select an axis to squeeze out which has size not equal to one");
  }
  for (index_t i = 0; i < a.ndim(); ++i) {
    bool drop = axis ? i == only : a.shape()[i] == 1;
    if (!drop) {
      shape.push_back(a.shape()[i]);
      strides.push_back(a.strides()[i]);
    }
  }
  return array<T>(a.data(), shape, strides, a.owner());
}

template <Element T>
array<T> expand_dims(const array<T>& a, index_t axis) {
  int k = normalize_axis(axis, a.ndim() + 1);
  shape_t shape = a.shape(), strides = a.strides();
  shape.insert(shape.begin() + k, 1);
  strides.insert(strides.begin() + k, 0);
  return array<T>(a.data(), shape, strides, a.owner());
}

template <Element T>
array<T> flip(const array<T>& a, std::optional<index_t> axis = {}) {
  shape_t strides = a.strides();
  T* data = a.data();
  for (index_t i = 0; i < a.ndim(); ++i) {
    if (axis && normalize_axis(*axis, a.ndim()) != i) continue;
    if (a.shape()[i] > 0) data += (a.shape()[i] - 1) * strides[i];
    strides[i] = -strides[i];
  }
  return array<T>(data, a.shape(), strides, a.owner());
}
template <Element T>
array<T> flipud(const array<T>& a) {
  if (a.ndim() < 1) raise(exc::ValueError, "Input must be >= 1-d.");
  return flip(a, index_t{0});
}
template <Element T>
array<T> fliplr(const array<T>& a) {
  if (a.ndim() < 2) raise(exc::ValueError, "Input must be >= 2-d.");
  return flip(a, index_t{1});
}

// An index for `axis` of an array whose rank is known only at run time
// (x[1:] of a 0-d array): IndexError, as NumPy's too many indices.
template <Element T>
void check_indexed_axis(const array<T>& a, int axis) {
  if (axis >= a.ndim()) {
    raise(exc::IndexError, "too many indices for array: more indices than the array has "
                           "dimensions");
  }
}

// a[start:stop:step] along `axis`, with Python's slice semantics (a view).
template <Element T>
array<T> slice(const array<T>& a, int axis, std::optional<index_t> start,
               std::optional<index_t> stop, index_t step = 1) {
  if (step == 0) raise(exc::ValueError, "slice step cannot be zero");
  check_indexed_axis(a, axis);
  const index_t n = a.shape()[axis];
  auto clamp = [&](std::optional<index_t> v, index_t dflt) {
    if (!v) return dflt;
    index_t x = *v < 0 ? *v + n : *v;
    return step > 0 ? std::clamp<index_t>(x, 0, n) : std::clamp<index_t>(x, -1, n - 1);
  };
  index_t lo = clamp(start, step > 0 ? 0 : n - 1), hi = clamp(stop, step > 0 ? n : -1);
  index_t len = step > 0 ? (hi > lo ? (hi - lo + step - 1) / step : 0)
                         : (lo > hi ? (lo - hi - step - 1) / (-step) : 0);
  shape_t shape = a.shape(), strides = a.strides();
  shape[axis] = len;
  strides[axis] *= step;
  return array<T>(len > 0 ? a.data() + lo * a.strides()[axis] : a.data(), shape, strides, a.owner());
}

// a[i] along `axis`: drops the axis (a view).
template <Element T>
array<T> take_index(const array<T>& a, int axis, index_t i) {
  check_indexed_axis(a, axis);
  i = normalize_index(i, a.shape()[axis], axis);
  shape_t shape = a.shape(), strides = a.strides();
  shape.erase(shape.begin() + axis);
  strides.erase(strides.begin() + axis);
  return array<T>(a.data() + i * a.strides()[axis], shape, strides, a.owner());
}

// Copies `src` (broadcast) into the view `dst`: a[...] = value.
template <Element T, Element U>
void assign(const array<T>& dst, const array<U>& src) {
  auto strides = broadcast_strides(broadcast_to(src, dst.shape()), dst.shape());
  for_each_offset<2>(dst.shape(), {dst.strides().data(), strides.data()},
                     [&](index_t d, index_t s) { dst.data()[d] = cast<T>(src.data()[s]); });
}

// A tuple of arrays of one dtype (np.split's result) or a Python list of
// arrays (a comprehension) as the vector np.concatenate and np.stack take.
template <Element T, typename... More>
std::vector<array<T>> listed_arrays(const std::tuple<array<T>, More...>& arrays) {
  return std::apply([](const auto&... a) { return std::vector<array<T>>{a...}; }, arrays);
}
template <Element T>
std::vector<array<T>> listed_arrays(const List<array<T>>& list) {
  std::vector<array<T>> out;
  out.reserve(list.size());
  for (std::size_t k = 0; k < list.size(); ++k) out.push_back(list.at(k));
  return out;
}
template <class L>
concept ListedArrays = requires(const L& l) { listed_arrays(l); };

template <Element T>
array<T> concatenate(const std::vector<array<T>>& arrays, index_t axis = 0) {
  if (arrays.empty()) raise(exc::ValueError, "need at least one array to concatenate");
  const index_t nd = arrays[0].ndim();
  if (nd == 0) raise(exc::ValueError, "zero-dimensional arrays cannot be concatenated");
  int ax = normalize_axis(axis, nd);
  shape_t shape = arrays[0].shape();
  shape[ax] = 0;
  for (std::size_t k = 0; k < arrays.size(); ++k) {
    const auto& a = arrays[k];
    if (a.ndim() != nd) {
      raise(exc::ValueError, "all the input array dimensions except for the concatenation axis "
                             "must match exactly, but along dimension 0, the array at index 0 has " +
                                 std::to_string(nd) + " dimension(s) and the array at index " +
                                 std::to_string(k) + " has " + std::to_string(a.ndim()) +
                                 " dimension(s)");
    }
    for (index_t i = 0; i < nd; ++i) {
      if (i != ax && a.shape()[i] != arrays[0].shape()[i]) {
        raise(exc::ValueError, "all the input array dimensions except for the concatenation axis "
                               "must match exactly, but along dimension " + std::to_string(i) +
                                   ", the array at index 0 has size " +
                                   std::to_string(arrays[0].shape()[i]) + " and the array at index " +
                                   std::to_string(k) + " has size " + std::to_string(a.shape()[i]));
      }
    }
    shape[ax] += a.shape()[ax];
  }
  array<T> out(shape);
  index_t at = 0;
  for (const auto& a : arrays) {
    assign(slice(out, ax, at, at + a.shape()[ax]), a);
    at += a.shape()[ax];
  }
  return out;
}

template <Element T>
array<T> stack(const std::vector<array<T>>& arrays, index_t axis = 0) {
  if (arrays.empty()) raise(exc::ValueError, "need at least one array to stack");
  for (const auto& a : arrays) {
    if (a.shape() != arrays[0].shape()) raise(exc::ValueError, "all input arrays must have the same shape");
  }
  int ax = normalize_axis(axis, arrays[0].ndim() + 1);
  std::vector<array<T>> expanded;
  for (const auto& a : arrays) expanded.push_back(expand_dims(a, ax));
  return concatenate(expanded, ax);
}

template <Element T>
array<T> atleast_1d(const array<T>& a) { return a.ndim() == 0 ? reshape(a, {1}) : a; }
template <Element T>
array<T> atleast_2d(const array<T>& a) {
  if (a.ndim() >= 2) return a;
  return reshape(a, {1, a.ndim() == 0 ? 1 : a.shape()[0]});
}

template <Element T>
array<T> vstack(const std::vector<array<T>>& arrays) {
  std::vector<array<T>> v;
  for (const auto& a : arrays) v.push_back(atleast_2d(a));
  return concatenate(v, 0);
}
template <Element T>
array<T> hstack(const std::vector<array<T>>& arrays) {
  std::vector<array<T>> v;
  for (const auto& a : arrays) v.push_back(atleast_1d(a));
  return concatenate(v, !v.empty() && v[0].ndim() == 1 ? 0 : 1);  // empty: NumPy's ValueError
}

template <ListedArrays L>
auto concatenate(const L& arrays, index_t axis = 0) { return concatenate(listed_arrays(arrays), axis); }
template <ListedArrays L>
auto stack(const L& arrays, index_t axis = 0) { return stack(listed_arrays(arrays), axis); }
template <ListedArrays L>
auto vstack(const L& arrays) { return vstack(listed_arrays(arrays)); }
template <ListedArrays L>
auto hstack(const L& arrays) { return hstack(listed_arrays(arrays)); }

// np.pad(a, pad_width, mode="constant", constant_values=value). pad_width
// arrives as its shape and its ints in C order and is read as NumPy's
// _as_pairs reads it: one int or one (before, after) pair for every axis,
// else one pair per axis (shape (ndim, 2), or (ndim, 1), (1, 2) broadcast).
template <Element T>
array<T> pad(const array<T>& a, const shape_t& width_shape, const shape_t& widths,
             std::string_view mode, double value) {
  // The build refuses other modes (ops/decls: choices); this is their backstop.
  if (mode != "constant") raise(exc::NotImplementedError, "np.pad: only mode='constant'");
  const index_t nd = a.ndim();
  const index_t count = static_cast<index_t>(widths.size());
  auto negative = [] { raise(exc::ValueError, "index can't contain negative values"); };
  std::vector<std::pair<index_t, index_t>> pairs(static_cast<std::size_t>(nd));
  const bool column = width_shape == shape_t{2, 1};
  if (width_shape.size() < 3 && (count == 1 || (count == 2 && !column))) {
    const index_t before = widths[0], after = widths[count - 1];
    if (before < 0 || after < 0) negative();
    for (auto& p : pairs) p = {before, after};
  } else {
    for (index_t w : widths) {
      if (w < 0) negative();
    }
    const std::size_t rows = width_shape.empty() ? 1 : width_shape[0];
    const std::size_t cols = width_shape.size() == 2 ? width_shape[1] : 0;
    if (width_shape.size() != 2 || (rows != 1 && rows != static_cast<std::size_t>(nd)) ||
        (cols != 1 && cols != 2)) {
      raise(exc::ValueError, "operands could not be broadcast together with remapped shapes "
                             "[original->remapped]: " + format_shape(width_shape) +
                                 " and requested shape (" + std::to_string(nd) + ",2)");
    }
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      const std::size_t row = rows == 1 ? 0 : i;
      pairs[i] = {widths[row * cols], widths[row * cols + cols - 1]};
    }
  }
  shape_t shape = a.shape();
  for (index_t i = 0; i < nd; ++i) shape[i] += pairs[i].first + pairs[i].second;
  array<T> out = array<T>::full(shape, cast<T>(value));
  array<T> inside = out;
  for (index_t i = 0; i < nd; ++i) {
    inside = slice(inside, static_cast<int>(i), pairs[i].first, pairs[i].first + a.shape()[i]);
  }
  assign(inside, a);
  return out;
}

// The arrays of np.split with a count known when the program runs: NumPy's list.
template <Element T>
List<array<T>> as_list(std::vector<array<T>> arrays) {
  return List<array<T>>(typename List<array<T>>::Vector(arrays.begin(), arrays.end()));
}

// The arrays of a tuple-valued operator (np.nonzero, np.split) as Python's tuple of N.
template <std::size_t N, Element T>
auto as_tuple(const std::vector<array<T>>& arrays) {
  return [&]<std::size_t... K>(std::index_sequence<K...>) {
    return std::tuple{arrays[K]...};
  }(std::make_index_sequence<N>{});
}

// np.split(a, sections, axis): equal sections only (NumPy's ValueError otherwise).
template <Element T>
std::vector<array<T>> split(const array<T>& a, index_t sections, index_t axis = 0) {
  int ax = normalize_axis(axis, a.ndim());
  // NumPy divides the length by the count first: 0 sections is its ZeroDivisionError.
  if (sections == 0) raise(exc::ZeroDivisionError, "integer modulo by zero");
  if (sections < 0) raise(exc::ValueError, "number sections must be larger than 0.");
  if (a.shape()[ax] % sections != 0) {
    raise(exc::ValueError, "array split does not result in an equal division");
  }
  index_t each = a.shape()[ax] / sections;
  std::vector<array<T>> out;
  for (index_t k = 0; k < sections; ++k) out.push_back(slice(a, ax, k * each, (k + 1) * each));
  return out;
}

template <Element T>
array<T> roll(const array<T>& a, index_t shift, std::optional<index_t> axis = {}) {
  if (!axis) return reshape(roll(ravel(a), shift, index_t{0}), a.shape());
  int ax = normalize_axis(*axis, a.ndim());
  index_t n = a.shape()[ax];
  if (n == 0) return copy(a);
  index_t s = ((shift % n) + n) % n;
  return concatenate(std::vector<array<T>>{slice(a, ax, n - s, n), slice(a, ax, 0, n - s)}, ax);
}

template <Element T>
array<T> repeat(const array<T>& a, index_t repeats, std::optional<index_t> axis = {}) {
  if (repeats < 0) raise(exc::ValueError, "repeats may not contain negative values.");
  array<T> src = axis ? a : ravel(a);
  int ax = axis ? normalize_axis(*axis, a.ndim()) : 0;
  shape_t shape = src.shape();
  shape[ax] *= repeats;
  array<T> out(shape);
  for (index_t i = 0; i < src.shape()[ax]; ++i) {
    for (index_t r = 0; r < repeats; ++r) {
      assign(take_index(out, ax, i * repeats + r), take_index(src, ax, i));
    }
  }
  return out;
}

template <Element T>
array<T> tile(const array<T>& a, std::vector<index_t> reps) {
  index_t nd = std::max<index_t>(a.ndim(), reps.size());
  shape_t shape(nd - a.ndim(), 1);
  shape.insert(shape.end(), a.shape().begin(), a.shape().end());
  reps.insert(reps.begin(), nd - reps.size(), 1);
  array<T> src = reshape(a, shape);
  shape_t out_shape(nd);
  for (index_t i = 0; i < nd; ++i) out_shape[i] = shape[i] * reps[i];
  array<T> out(out_shape);
  // Element (i0, i1, ...) of the output reads element (i0 % s0, i1 % s1, ...).
  shape_t idx(nd, 0);
  for (index_t flat = 0; flat < out.size(); ++flat) {
    index_t rem = flat, off = 0;
    for (index_t i = nd; i-- > 0;) {
      idx[i] = rem % out_shape[i];
      rem /= out_shape[i];
      off += (idx[i] % shape[i]) * src.strides()[i];
    }
    out.data()[flat] = src.data()[off];
  }
  return out;
}

}  // namespace pyaot::nd
