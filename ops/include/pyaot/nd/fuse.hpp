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
// ValueError the unfused chain raises first. When an operand is neither a
// C-contiguous array of the result's shape nor a single element, the tree is
// evaluated node by node by ufunc_with (same values, same layout).
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

// The one-loop evaluation runs in blocks of kBlock elements: each node
// fills a buffer on the stack from its children's buffers, so a node with a
// vector kernel (nd/simd.hpp) runs it on the whole block; the bits are those
// of the per-element call.
inline constexpr index_t kBlock = 256;

// Leaves bound to a pointer and a step (1, or 0 for a single element).
template <Element T>
struct Leaf {
  using value_type = T;
  const T* p;
  index_t step;
  void block(index_t i, index_t n, T* out) const {
    if (step) {
      std::copy(p + i, p + i + n, out);
    } else {
      std::fill(out, out + n, p[0]);
    }
  }
};

template <class F, Element Out, class Loops, class... Args>
struct Bound;

template <class F, Element Out, Element... L, class... B>
struct Bound<F, Out, std::tuple<L...>, B...> {
  using value_type = Out;
  std::tuple<B...> args;
  // out[0, n) = this node at elements [i, i + n), n <= kBlock.
  void block(index_t i, index_t n, Out* out) const {
    [&]<std::size_t... K>(std::index_sequence<K...>) {
      std::tuple<std::array<typename B::value_type, kBlock>...> in;
      (std::get<K>(args).block(i, n, std::get<K>(in).data()), ...);
      if constexpr (vector_loop<F, Out, L..., typename B::value_type...>) {
        simd::apply<F::vector_op>(std::get<0>(in).data(), out, n);
      } else if constexpr (arith_loop<F, Out, L..., typename B::value_type...> ||
                           self_arith_loop<F, Out, L..., typename B::value_type...>) {
        // The engine's arithmetic kernels on the block (same bits).
        run_lane<F, Out, L...>(F{}, out, n, {(K, index_t{1})...}, std::get<K>(in).data()...);
      } else {
        for (index_t k = 0; k < n; ++k) out[k] = Out(F{}(cast<L>(std::get<K>(in)[k])...));
      }
    }(std::index_sequence_for<B...>{});
  }
};

template <Element T>
Leaf<T> bind(const array<T>& a, const shape_t& shape) {
  return {a.data(), a.shape() == shape ? index_t{1} : index_t{0}};
}

template <class F, Element Out, class Loops, class... Args>
auto bind(const Node<F, Out, Loops, Args...>& n, const shape_t& shape) {
  return std::apply(
      [&](const auto&... a) {
        return Bound<F, Out, Loops, decltype(bind(a, shape))...>{{bind(a, shape)...}};
      },
      n.args);
}

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

// The whole tree: one loop (on `workers` threads when `threaded`) when the
// layout allows, node by node otherwise.
template <class N>
array<typename N::value_type> evaluate(Elementwise how, const N& root) {
  using Out = typename N::value_type;
  const shape_t shape = shape_of(root);
  if (how == Elementwise::strided || !flat(root, shape)) return eager(root);
  array<Out> out = array<Out>::uninitialized(shape);
  const index_t n = out.size();
  if (n == 0) return out;
  Out* dst = out.data();
  const auto bound = bind(root, shape);
  parallel_for(n, how == Elementwise::threaded ? worker_count(n) : 1u,
               [&](index_t begin, index_t end) {
                 for (index_t i = begin; i < end; i += kBlock) {
                   bound.block(i, std::min(kBlock, end - i), dst + i);
                 }
               });
  return out;
}

}  // namespace pyaot::nd::fuse
