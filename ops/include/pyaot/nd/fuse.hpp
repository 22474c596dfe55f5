// Fused elementwise chains: `np.sqrt(x * x + y * y) * np.exp(-x)` computed in
// one loop, with no temporary arrays, instead of one pass (and one allocation)
// per ufunc. A variant of the elementwise engine chosen per program
// (pseudo-operator `pyaot.fuse` in tracer/pyaot/variants.py); the tracer
// fuses only floating-point loops whose leaves are plain values, so nothing
// in a tree can raise but broadcasting.
//
// Results are bit-identical to the unfused chain: each node computes
// Out(f(cast<L>(x)...)) exactly as ufunc_with does, its Out value feeding its
// parent as the stored intermediate would. Broadcasting is checked node by
// node, children first and left to right, so a mismatch raises the same
// ValueError the unfused chain raises first.
//
// Layouts: when every leaf is a C-contiguous array of the result's shape or a
// single element, the tree is one loop over all elements. When leaves
// broadcast (a row `x - mean` with `mean` of shape (n, 1) or (m,), a view),
// it is one loop per row of the last axis: each leaf steps by 1 or 0 along
// it, and its outer axes by its strides (0 where broadcast). Rows shorter
// than kMinRow, or a leaf whose last axis is not unit-stride, take the
// node-by-node evaluation of ufunc_with (same values, same layout): per-row
// overhead would outweigh the saved passes there.
#pragma once

#include <algorithm>
#include <array>
#include <tuple>

#include "pyaot/nd/ufunc.hpp"

namespace pyaot::nd::fuse {

// One ufunc application: `args` are arrays or other Nodes.
template <class F, Element Out, class Loops, class... Args>
struct Node;

template <class F, Element Out, Element... L, class... Args>
struct Node<F, Out, std::tuple<L...>, Args...> {
  static_assert(sizeof...(L) == sizeof...(Args), "one loop dtype per operand");
  using value_type = Out;
  std::tuple<Args...> args;
};

template <class F, Element Out, Element... L, class... Args>
Node<F, Out, std::tuple<L...>, Args...> node(Args... args) {
  return {{std::move(args)...}};
}

template <Element T>
shape_t shape_of(const array<T>& a) {
  return a.shape();
}

template <class F, Element Out, class Loops, class... Args>
shape_t shape_of(const Node<F, Out, Loops, Args...>& n) {
  return std::apply(
      [](const auto&... a) {
        // A braced list: children's shapes (and errors) in left-to-right order.
        std::array<shape_t, sizeof...(Args)> shapes{shape_of(a)...};
        return [&]<std::size_t... K>(std::index_sequence<K...>) {
          return broadcast_shapes(shapes[K]...);
        }(std::index_sequence_for<Args...>{});
      },
      n.args);
}

// Whether the one-loop evaluation applies: every leaf a C-contiguous array of
// the result's shape, or a single element.
template <Element T>
bool flat(const array<T>& a, const shape_t& shape) {
  return (a.shape() == shape && a.is_c_contiguous()) || a.size() == 1;
}

template <class F, Element Out, class Loops, class... Args>
bool flat(const Node<F, Out, Loops, Args...>& n, const shape_t& shape) {
  return std::apply([&](const auto&... a) { return (flat(a, shape) && ...); }, n.args);
}

// Whether the row-wise evaluation applies: every leaf's last axis (after
// broadcasting to `shape`) has unit stride or extent 1.
template <Element T>
bool rowwise(const array<T>& a, const shape_t&) {
  if (a.size() == 1 || a.ndim() == 0) return true;
  return a.shape().back() == 1 || a.strides().back() == 1;
}

// (A node smaller than the result is computed first, as an array: see bind.)
template <class F, Element Out, class Loops, class... Args>
bool rowwise(const Node<F, Out, Loops, Args...>& n, const shape_t& shape) {
  if (shape_of(n) != shape) return true;
  return std::apply([&](const auto&... a) { return (rowwise(a, shape) && ...); }, n.args);
}

// The one-loop evaluation runs in blocks of kBlock elements: each node
// fills a buffer on the stack, reading leaves in place and its child nodes'
// buffers, with the engine's loop over a run (ufunc.hpp's run_lane: the
// vector kernels of nd/simd.hpp on the whole block, same bits).
inline constexpr index_t kBlock = 256;

// The shortest rows the row-wise evaluation takes.
inline constexpr index_t kMinRow = 64;

// Leaves bound to a pointer and a step along the row (1, or 0 for a single
// element or a broadcast last axis); `outer` holds the element strides of the
// result's outer axes (0 where the leaf broadcasts), empty in the one-loop
// evaluation, where the whole result is one row.
template <Element T>
struct Leaf {
  using value_type = T;
  const T* base = nullptr;
  index_t step = 0;
  shape_t outer = {};
  const T* p = base;
  void seek(const index_t* index) {
    p = base;
    for (std::size_t k = 0; k < outer.size(); ++k) p += index[k] * outer[k];
  }
  // Elements [i, i + n) in place, read with `step_out` (1, or 0 for one value).
  const T* view(index_t i, index_t, T*, index_t& step_out) const {
    step_out = step;
    return step ? p + i : p;
  }
};

// A block's worth of one operand. Its constructor leaves the elements
// uninitialised: std::tuple value-initialises its members, and zeroing every
// buffer of every node cost more than the arithmetic.
template <Element T>
struct Buffer {
  Buffer() {}  // NOLINT(modernize-use-equals-default): `= default` would zero them
  T* data() { return values; }
  T values[kBlock];
};

template <class F, Element Out, class Loops, class... Args>
struct Bound;

template <class F, Element Out, Element... L, class... B>
struct Bound<F, Out, std::tuple<L...>, B...> {
  using value_type = Out;
  std::tuple<B...> args;
  // A node of fewer elements than the result (`sqrt(var + eps)` of a
  // row's (n, 1) statistics) is computed once, node by node, and read as a
  // leaf: evaluated per element of the result it would repeat its work.
  array<Out> computed = {};
  Leaf<Out> computed_leaf = {};
  bool is_computed = false;
  // out[0, n) = this node at elements [i, i + n), n <= kBlock (a computed
  // node is read through view()).
  void block(index_t i, index_t n, Out* out) const {
    [&]<std::size_t... K>(std::index_sequence<K...>) {
      std::tuple<Buffer<typename B::value_type>...> in;  // filled only by child nodes
      std::array<index_t, sizeof...(B)> step;
      const std::tuple<const typename B::value_type*...> at{
          std::get<K>(args).view(i, n, std::get<K>(in).data(), step[K])...};
      // The engine's own loop over a run (same bits as the unfused chain).
      run_lane<F, Out, L...>(F{}, out, n, step, std::get<K>(at)...);
    }(std::index_sequence_for<B...>{});
  }
  // This node at elements [i, i + n): computed into `scratch` (step 1).
  const Out* view(index_t i, index_t n, Out* scratch, index_t& step) const {
    if (is_computed) return computed_leaf.view(i, n, scratch, step);
    block(i, n, scratch);
    step = 1;
    return scratch;
  }
  void seek(const index_t* index) {
    if (is_computed) return computed_leaf.seek(index);
    std::apply([&](auto&... a) { (a.seek(index), ...); }, args);
  }
};

// Node by node, as the unfused chain (the fallback for other layouts).
template <Element T>
const array<T>& eager(const array<T>& a) {
  return a;
}

template <class F, Element Out, Element... L, class... Args>
array<Out> eager(const Node<F, Out, std::tuple<L...>, Args...>& n) {
  return std::apply(
      [](const auto&... a) {
        return ufunc_with<F, Out, L...>(kDefaultElementwise, F{}, eager(a)...);
      },
      n.args);
}

// `rows`: bound for the row-wise evaluation (else the one loop).
template <Element T>
Leaf<T> bind(const array<T>& a, const shape_t& shape, bool rows) {
  if (!rows) return {a.data(), a.shape() == shape ? index_t{1} : index_t{0}, {}};
  // Right-aligned against the result's axes, as broadcasting aligns them.
  const std::size_t nd = shape.size(), lead = nd - static_cast<std::size_t>(a.ndim());
  auto stride = [&](std::size_t axis) {  // of the result's axis
    if (axis < lead || a.shape()[axis - lead] == 1) return index_t{0};
    return a.strides()[axis - lead];
  };
  shape_t outer(nd - 1);
  for (std::size_t k = 0; k + 1 < nd; ++k) outer[k] = stride(k);
  return {a.data(), a.size() == 1 ? index_t{0} : stride(nd - 1), std::move(outer)};
}

template <class F, Element Out, class Loops, class... Args>
auto bind(const Node<F, Out, Loops, Args...>& n, const shape_t& shape, bool rows) {
  auto bound = std::apply(
      [&](const auto&... a) {
        return Bound<F, Out, Loops, decltype(fuse::bind(a, shape, rows))...>{{fuse::bind(a, shape, rows)...}};
      },
      n.args);
  if (rows && shape_of(n) != shape) {
    bound.computed = eager(n);
    bound.computed_leaf = fuse::bind(bound.computed, shape, rows);
    bound.is_computed = true;
  }
  return bound;
}

// CUDA builds offload each large ufunc to the GPU (nd/cuda.hpp, from
// ufunc_with): there the tree runs node by node.
#ifdef PYAOT_CUDA
inline constexpr bool kOffloadsUfuncs = true;
#else
inline constexpr bool kOffloadsUfuncs = false;
#endif

// The whole tree: one loop (on `workers` threads when `threaded`), or one
// per row, when the layout allows; node by node otherwise.
template <class N>
array<typename N::value_type> evaluate(Elementwise how, const N& root) {
  using Out = typename N::value_type;
  const shape_t shape = shape_of(root);
  if (how == Elementwise::strided || kOffloadsUfuncs) return eager(root);
  const bool one_loop = flat(root, shape);
  if (!one_loop && !(shape.size() >= 2 && shape.back() >= kMinRow && rowwise(root, shape))) {
    return eager(root);
  }
  array<Out> out = array<Out>::uninitialized(shape);
  const index_t n = out.size();
  if (n == 0) return out;
  Out* dst = out.data();
  const auto bound = fuse::bind(root, shape, !one_loop);
  if (one_loop) {
    parallel_for(n, how == Elementwise::threaded ? worker_count(n) : 1u,
                 [&](index_t begin, index_t end) {
                   for (index_t i = begin; i < end; i += kBlock) {
                     bound.block(i, std::min(kBlock, end - i), dst + i);
                   }
                 });
    return out;
  }
  const index_t row = shape.back(), rows = n / row;
  const std::size_t outer = shape.size() - 1;
  parallel_for(rows, how == Elementwise::threaded ? worker_count(n) : 1u,
               [&](index_t begin, index_t end) {
                 auto local = bound;  // each thread seeks its own rows
                 shape_t index(outer);
                 for (std::size_t k = outer, r = begin; k-- > 0;) {
                   index[k] = index_t(r % shape[k]);
                   r /= shape[k];
                 }
                 for (index_t r = begin; r < end; ++r) {
                   local.seek(index.data());
                   for (index_t i = 0; i < row; i += kBlock) {
                     local.block(i, std::min(kBlock, row - i), dst + r * row + i);
                   }
                   for (std::size_t k = outer; k-- > 0;) {  // the next row's index
                     if (++index[k] < shape[k]) break;
                     index[k] = 0;
                   }
                 }
               });
  return out;
}

}  // namespace pyaot::nd::fuse
