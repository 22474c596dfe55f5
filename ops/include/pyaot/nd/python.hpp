// Glue between compiled Python and arrays: element access with Python's
// index rules, scalar results, len(), and the executable's boundary (.npy in,
// .npy or JSON out). Generated code calls these; operators live elsewhere.
#pragma once

#include <functional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "pyaot/nd/npy.hpp"
#include "pyaot/nd/shape.hpp"
#include "pyaot/nd/ufunc.hpp"
#include "pyaot/runtime/cli.hpp"
#include "pyaot/runtime/list.hpp"

namespace pyaot::nd {

// The single element of a 0-d result (a full reduction) as a Python scalar.
template <class S, Element T>
S item(const array<T>& a) {
  if (a.size() != 1) raise(exc::ValueError, "can only convert an array of size 1 to a Python scalar");
  return static_cast<S>(a.data()[0]);
}

// a[i, j, ...] = value, converting as NumPy's setitem does (a Python int
// that does not fit the dtype raises OverflowError, NEP 50).
template <Element T, class V, class... I>
void store_item(const array<T>& a, V value, I... indices) {
  a.at(indices...) = scalar<T>(value).data()[0];
}

// Whether two arrays' elements may lie in the same bytes (their extents overlap).
template <Element T, Element U>
bool may_share_memory(const array<T>& a, const array<U>& b) {
  auto extent = [](const auto& x) {
    const char* lo = reinterpret_cast<const char*>(x.data());
    const char* hi = lo;
    if (x.size() == 0) return std::pair{lo, lo};
    for (std::size_t k = 0; k < x.shape().size(); ++k) {
      std::ptrdiff_t step = x.strides()[k] * static_cast<std::ptrdiff_t>(sizeof(*x.data()));
      (step < 0 ? lo : hi) += step * (x.shape()[k] - 1);
    }
    return std::pair{lo, hi + sizeof(*x.data())};
  };
  auto [alo, ahi] = extent(a);
  auto [blo, bhi] = extent(b);
  return alo < bhi && blo < ahi;
}

// a[1:3] = v, a[:, 0] = v: the value broadcast into the view (leading axes
// of length 1 beyond the view's rank dropped, as NumPy's setitem does) and
// cast to its dtype; a value overlapping the view is read as if copied first.
template <Element T, Element U>
void store_view(const array<T>& view, const array<U>& value) {
  array<U> source = value;
  while (source.ndim() > view.ndim() && source.shape()[0] == 1) source = take_index(source, 0, 0);
  if (source.ndim() > view.ndim() || broadcast_shapes(source.shape(), view.shape()) != view.shape()) {
    raise(exc::ValueError, "could not broadcast input array from shape " +
                               format_shape(value.shape()) + " into shape " +
                               format_shape(view.shape()));
  }
  assign(view, may_share_memory(view, source) ? copy(source) : source);
}

template <Element T, class V>
  requires std::is_arithmetic_v<V>
void store_view(const array<T>& view, V value) {
  assign(view, scalar<T>(value));
}

// a[index] = value with one int array or boolean mask as the index (NumPy's
// advanced assignment). An int array picks along axis 0 (negative indices
// count from the end, out of range is IndexError); a mask of rank k picks the
// positions where it is true over the first k axes, whose lengths it must
// have. The value (read in full first: it may alias a) broadcasts to the
// picked shape followed by a's other axes and is cast to a's dtype, as the
// other stores; a position picked twice keeps the last value, as NumPy's
// C-order loop leaves it.
template <Element T, class V, Element I>
void store_index(const array<T>& a, const V& value, const array<I>& index) {
  const array<I> picks = ascontiguous(index);
  std::vector<array<T>> targets;
  shape_t shape;
  index_t axes = 1;
  if constexpr (std::is_same_v<I, bool>) {
    axes = picks.ndim();
    if (axes > a.ndim()) {
      raise(exc::IndexError, "too many indices for array: array is " + std::to_string(a.ndim()) +
                                 "-dimensional, but " + std::to_string(axes) + " were indexed");
    }
    for (index_t d = 0; d < axes; ++d) {
      if (picks.shape()[d] != a.shape()[d]) {
        raise(exc::IndexError, "boolean index did not match indexed array along axis " +
                                   std::to_string(d) + "; size of axis is " +
                                   std::to_string(a.shape()[d]) + " but size of corresponding "
                                   "boolean axis is " + std::to_string(picks.shape()[d]));
      }
    }
    for (index_t p = 0, n = picks.size(); p < n; ++p) {
      if (!picks.data()[p]) continue;
      array<T> target = a;
      index_t rest = p, block = n;
      for (index_t d = 0; d < axes; ++d) {
        block /= picks.shape()[d];
        target = take_index(target, 0, rest / block);
        rest %= block;
      }
      targets.push_back(target);
    }
    shape = {static_cast<index_t>(targets.size())};
  } else {
    static_assert(Integer<I>, "arrays used as indices must be of integer or boolean type");
    if (a.ndim() == 0) {
      raise(exc::IndexError, "too many indices for array: array is 0-dimensional, but 1 were "
                             "indexed");
    }
    for (index_t p = 0, n = picks.size(); p < n; ++p) {
      const auto i = static_cast<index_t>(picks.data()[p]);
      targets.push_back(take_index(a, 0, normalize_index(i, a.shape()[0], 0)));
    }
    shape = picks.shape();
  }
  shape.insert(shape.end(), a.shape().begin() + axes, a.shape().end());
  array<T> source;
  if constexpr (std::is_arithmetic_v<V>) {
    source = scalar<T>(value);
  } else {
    source = astype<T>(value);  // a copy: the value may share a's memory
    while (source.ndim() > static_cast<index_t>(shape.size()) && source.shape()[0] == 1) {
      source = take_index(source, 0, 0);
    }
    if (source.ndim() > static_cast<index_t>(shape.size()) ||
        broadcast_shapes(source.shape(), shape) != shape) {
      raise(exc::ValueError, "shape mismatch: value array of shape " +
                                 format_shape(value.shape()) + " could not be broadcast to "
                                 "indexing result of shape " + format_shape(shape));
    }
  }
  const array<T> full = broadcast_to(source, shape);
  const index_t per_target = static_cast<index_t>(shape.size()) -
                             (std::is_same_v<I, bool> ? 1 : picks.ndim());
  for (std::size_t k = 0; k < targets.size(); ++k) {
    // The k-th picked position's part of the value: its index in C order
    // over the picked axes.
    array<T> part = full;
    index_t rest = static_cast<index_t>(k), block = static_cast<index_t>(targets.size());
    const index_t picked_axes = static_cast<index_t>(shape.size()) - per_target;
    for (index_t d = 0; d < picked_axes; ++d) {
      block /= shape[d];
      part = take_index(part, 0, rest / block);
      rest %= block;
    }
    assign(targets[k], part);
  }
}

// x op= y with x an array: NumPy writes the ufunc's result into x itself, so
// every alias and view of x sees the change. `result` (computed in full
// first, as NumPy's overlap handling makes it appear) must have x's shape;
// it is cast to x's dtype (NumPy's same_kind rule, checked when compiling).
template <Element T, Element U>
array<T> assign_inplace(const array<T>& x, const array<U>& result) {
  if (result.shape() != x.shape()) {
    raise(exc::ValueError, "non-broadcastable output operand with shape " +
                               format_shape(x.shape()) + " doesn't match the broadcast shape " +
                               format_shape(result.shape()));
  }
  assign(x, result);
  return x;
}

// a.shape[k], with tuple indexing's rules.
template <Element T>
Int shape_at(const array<T>& a, Int k) {
  Int n = a.ndim();
  if (k < -n || k >= n) raise(exc::IndexError, "tuple index out of range");
  return a.shape()[k < 0 ? k + n : k];
}

template <Int>
using shape_item_t = Int;

// a.shape, a.shape[1:]: the lengths of the axes K... (the rank is static).
template <Int... K, Element T>
std::tuple<shape_item_t<K>...> shape_items(const array<T>& a) {
  return {static_cast<Int>(a.shape()[K])...};
}

// a.shape of an array whose rank is known only at run time.
template <Element T>
VTuple<Int> shape_tuple(const array<T>& a) {
  VTuple<Int> out;
  for (index_t d : a.shape()) out.append(static_cast<Int>(d));
  return out;
}

template <Element T>
Int len(const array<T>& a) {
  if (a.ndim() == 0) raise(exc::TypeError, "len() of unsized object");
  return a.shape()[0];
}

// ------------------------------------------------------------ the boundary

// An array argument of the executable: a .npy file of exactly the declared
// dtype (and rank, when the annotation gives one).
template <Element T>
array<T> cli_load(const char* path, const char* param, int rank) {
  if (!std::is_same_v<T, std::uint8_t> && npy::names_image(path)) {
    throw cli::UsageError(std::string("argument ") + param + ": an image gives a uint8 array, "
                          "but the function takes " + std::string(dtype_traits<T>::name) +
                          " (take npt.NDArray[np.uint8] and convert inside, or pass a .npy file)");
  }
  try {
    return npy::load<T>(path, rank);
  } catch (const npy::FormatError& e) {
    throw cli::UsageError(std::string("argument ") + param + ": " + e.what());
  }
}

// An array result: written to --out FILE.npy when given, else printed as
// nested lists (as json.dumps(result.tolist()) prints it).
template <Element T>
std::string cli_result(const array<T>& a, bool) {
  if (!std::is_same_v<T, std::uint8_t> && npy::names_image(cli::output_path)) {
    throw cli::UsageError("--out " + cli::output_path + ": only uint8 arrays are written as "
                          "images; this result is " + std::string(dtype_traits<T>::name) +
                          " (write .npy, or convert with .astype(np.uint8))");
  }
  if (!cli::output_path.empty()) {
    try {
      npy::save(cli::output_path, a);
    } catch (const npy::FormatError& e) {
      throw cli::UsageError(e.what());
    }
    return "";
  }
  return npy::to_json(a);
}

}  // namespace pyaot::nd
