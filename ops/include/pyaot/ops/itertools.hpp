// The itertools module (and functools.reduce): cursors that follow CPython's
// Modules/itertoolsmodule.c step for step -- which items of the input each
// one draws, and when (islice skips before it checks its stop), and the order
// the combinatoric ones yield in. The C++ entry points
// ops/decls/itertools.toml declares.
#pragma once

#include <cstdint>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/object.hpp"

namespace pyaot::ops::itertools {

template <class X> using cursor_of = std::decay_t<decltype(iterate(std::declval<X>()))>;

// Every item of an iterable (CPython's `tuple(iterable)` of product & co.).
template <class X> auto pool(X&& iterable) {
  auto c = iterate(std::forward<X>(iterable));
  using E = typename decltype(c)::value_type;
  std::vector<E> out;
  E x;
  while (c.next(x)) out.push_back(x);
  return out;
}

// ------------------------------------------------------------ count, repeat

// count(start, step): the next value is computed when it is drawn, so a
// 64-bit overflow is raised for the first value that does not fit.
struct CountCursor {
  using value_type = Int;
  Int value;
  Int step;
  bool started = false;
  bool next(Int& out) {
    if (started) value = int_add(value, step);
    started = true;
    out = value;
    return true;
  }
};
inline CountCursor count(Int start, Int step) { return {start, step}; }

template <class T>
struct RepeatCursor {
  using value_type = T;
  T value;
  std::optional<Int> times;  // None: for ever
  bool next(T& out) {
    if (times) {
      if (*times <= 0) return false;
      --*times;
    }
    out = value;
    return true;
  }
};
template <class T> RepeatCursor<T> repeat(const T& x, NoneType) { return {x, std::nullopt}; }
template <class T> RepeatCursor<T> repeat(const T& x, Int times) { return {x, times}; }

// ------------------------------------------------------------ predicates

// takewhile / dropwhile / filterfalse: the predicate is called as items are
// drawn, once per item, as CPython's.
template <class F, class C>
struct TakewhileCursor {
  using value_type = typename C::value_type;
  F fn;
  C inner;
  bool stopped = false;
  bool next(value_type& out) {
    if (stopped || !inner.next(out)) return false;
    if (truthy(fn(out))) return true;
    stopped = true;
    return false;
  }
};
template <class F, class X> auto takewhile(F fn, X&& iterable) {
  return TakewhileCursor<F, cursor_of<X>>{fn, iterate(std::forward<X>(iterable))};
}

template <class F, class C>
struct DropwhileCursor {
  using value_type = typename C::value_type;
  F fn;
  C inner;
  bool dropping = true;
  bool next(value_type& out) {
    while (inner.next(out)) {
      if (!dropping) return true;
      if (!truthy(fn(out))) {
        dropping = false;
        return true;
      }
    }
    return false;
  }
};
template <class F, class X> auto dropwhile(F fn, X&& iterable) {
  return DropwhileCursor<F, cursor_of<X>>{fn, iterate(std::forward<X>(iterable))};
}

template <class F, class C>
struct FilterfalseCursor {
  using value_type = typename C::value_type;
  F fn;
  C inner;
  bool next(value_type& out) {
    while (inner.next(out)) {
      if (!truthy(fn(out))) return true;
    }
    return false;
  }
};
template <class F, class X> auto filterfalse(F fn, X&& iterable) {
  return FilterfalseCursor<F, cursor_of<X>>{fn, iterate(std::forward<X>(iterable))};
}

// compress(data, selectors): stops at the shorter, drawing data first.
template <class D, class S>
struct CompressCursor {
  using value_type = typename D::value_type;
  D data;
  S selectors;
  bool next(value_type& out) {
    typename S::value_type s;
    while (data.next(out)) {
      if (!selectors.next(s)) return false;
      if (truthy(s)) return true;
    }
    return false;
  }
};
template <class X, class Y> auto compress(X&& data, Y&& selectors) {
  return CompressCursor<cursor_of<X>, cursor_of<Y>>{iterate(std::forward<X>(data)),
                                                    iterate(std::forward<Y>(selectors))};
}

// cycle(iterable): the first pass saves what it draws, later passes replay it.
template <class C>
struct CycleCursor {
  using value_type = typename C::value_type;
  C inner;
  std::vector<value_type> saved;
  bool replaying = false;
  std::size_t k = 0;
  bool next(value_type& out) {
    if (!replaying) {
      if (inner.next(out)) {
        saved.push_back(out);
        return true;
      }
      replaying = true;
    }
    if (saved.empty()) return false;
    out = saved[k];
    k = (k + 1) % saved.size();
    return true;
  }
};
template <class X> auto cycle(X&& iterable) {
  return CycleCursor<cursor_of<X>>{iterate(std::forward<X>(iterable))};
}

// ------------------------------------------------------------ islice

template <class C>
struct IsliceCursor {
  using value_type = typename C::value_type;
  C inner;
  Int next_index;  // lz->next
  Int stop;        // -1: None
  Int step;
  Int consumed = 0;  // lz->cnt
  bool done = false;
  bool next(value_type& out) {
    if (done) return false;
    value_type skipped;
    while (consumed < next_index) {
      if (!inner.next(skipped)) return finish();
      ++consumed;
    }
    if (stop != -1 && consumed >= stop) return finish();
    if (!inner.next(out)) return finish();
    ++consumed;
    Int old = next_index;
    next_index += step;
    if (next_index < old || (stop != -1 && next_index > stop)) next_index = stop;
    return true;
  }
  bool finish() {
    done = true;
    return false;
  }
};

inline Int islice_index(std::optional<Int> v, Int absent, const char* message) {
  if (!v) return absent;
  if (*v < 0) raise(exc::ValueError, message);
  return *v;
}
constexpr const char* kIsliceStop =
    "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
constexpr const char* kIsliceIndex =
    "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.";

template <class X> auto islice(X&& iterable, std::optional<Int> stop) {
  Int end = islice_index(stop, -1, kIsliceStop);
  return IsliceCursor<cursor_of<X>>{iterate(std::forward<X>(iterable)), 0, end, 1};
}
template <class X>
auto islice(X&& iterable, std::optional<Int> start, std::optional<Int> stop,
            std::optional<Int> step = std::nullopt) {
  Int first = islice_index(start, 0, kIsliceIndex);
  Int end = islice_index(stop, -1, kIsliceIndex);
  Int by = step ? *step : 1;
  if (by <= 0) raise(exc::ValueError, "Step for islice() must be a positive integer or None.");
  return IsliceCursor<cursor_of<X>>{iterate(std::forward<X>(iterable)), first, end, by};
}

// ------------------------------------------------------------ chain, pairwise

template <class... C>
struct ChainCursor {
  using value_type = typename std::tuple_element_t<0, std::tuple<C...>>::value_type;
  std::tuple<C...> inner;
  std::size_t k = 0;
  bool next(value_type& out) {
    while (k < sizeof...(C)) {
      bool got = false;
      [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((I == k ? (got = pull(std::get<I>(inner), out)) : false), ...);
      }(std::index_sequence_for<C...>{});
      if (got) return true;
      ++k;
    }
    return false;
  }
  template <class D> static bool pull(D& c, value_type& out) {
    typename D::value_type x;
    if (!c.next(x)) return false;
    out = x;
    return true;
  }
};
template <class... X> auto chain(X&&... iterables) {
  return ChainCursor<cursor_of<X>...>{{iterate(std::forward<X>(iterables))...}};
}

// chain.from_iterable(iterables): each item of the outer iterable iterated
// in turn, the outer one read lazily (one inner iterable at a time).
template <class O>
struct ChainFromIterableCursor {
  using Inner = cursor_of<typename O::value_type>;
  using value_type = typename Inner::value_type;
  O outer;
  std::optional<Inner> inner;
  bool next(value_type& out) {
    for (;;) {
      if (inner && inner->next(out)) return true;
      inner.reset();
      typename O::value_type item;
      if (!outer.next(item)) return false;
      inner.emplace(iterate(item));
    }
  }
};
template <class X> auto chain_from_iterable(X&& iterables) {
  return ChainFromIterableCursor<cursor_of<X>>{iterate(std::forward<X>(iterables)), std::nullopt};
}

template <class C>
struct PairwiseCursor {
  using T = typename C::value_type;
  using value_type = std::tuple<T, T>;
  C inner;
  std::optional<T> last;
  bool next(value_type& out) {
    T x;
    if (!last) {
      if (!inner.next(x)) return false;
      last = x;
    }
    if (!inner.next(x)) return false;
    out = value_type(*last, x);
    last = x;
    return true;
  }
};
template <class X> auto pairwise(X&& iterable) {
  return PairwiseCursor<cursor_of<X>>{iterate(std::forward<X>(iterable)), std::nullopt};
}

// ------------------------------------------------------------ zip_longest

template <class A, class B, class FA, class FB>
struct ZipLongest2 {
  using value_type = std::tuple<FA, FB>;
  A a;
  B b;
  FA fill_a;
  FB fill_b;
  bool a_done = false, b_done = false;
  bool next(value_type& out) {
    typename A::value_type x;
    typename B::value_type y;
    bool got_a = !a_done && a.next(x);
    if (!got_a) a_done = true;
    bool got_b = !b_done && b.next(y);
    if (!got_b) b_done = true;
    if (a_done && b_done) return false;
    out = value_type(got_a ? FA(x) : fill_a, got_b ? FB(y) : fill_b);
    return true;
  }
};
// fillvalue=None: the missing side is None (an Optional of its element).
template <class X, class Y> auto zip_longest(NoneType, X&& a, Y&& b) {
  using A = cursor_of<X>;
  using B = cursor_of<Y>;
  using FA = OptionalOf<typename A::value_type>;
  using FB = OptionalOf<typename B::value_type>;
  return ZipLongest2<A, B, FA, FB>{iterate(std::forward<X>(a)), iterate(std::forward<Y>(b)),
                                   std::nullopt, std::nullopt};
}
template <class T, class X, class Y> auto zip_longest(const T& fill, X&& a, Y&& b) {
  using A = cursor_of<X>;
  using B = cursor_of<Y>;
  return ZipLongest2<A, B, T, T>{iterate(std::forward<X>(a)), iterate(std::forward<Y>(b)),
                                 fill, fill};
}

// ------------------------------------------------------------ accumulate

template <class C, class F>
struct AccumulateCursor {
  using value_type = typename C::value_type;
  C inner;
  F fn;
  std::optional<value_type> total;
  bool initial_pending = false;
  bool next(value_type& out) {
    if (initial_pending) {
      initial_pending = false;
      out = *total;
      return true;
    }
    value_type x;
    if (!inner.next(x)) return false;
    total = total ? value_type(fn(*total, x)) : x;
    out = *total;
    return true;
  }
};
struct Plus {
  Int operator()(Int a, Int b) const { return int_add(a, b); }
  double operator()(double a, double b) const { return a + b; }
};
template <class X> auto accumulate(X&& iterable, NoneType, NoneType) {
  using C = cursor_of<X>;
  return AccumulateCursor<C, Plus>{iterate(std::forward<X>(iterable)), Plus{}, std::nullopt};
}
template <class X, class T> auto accumulate_initial(X&& iterable, NoneType, const T& initial) {
  using C = cursor_of<X>;
  return AccumulateCursor<C, Plus>{iterate(std::forward<X>(iterable)), Plus{}, initial, true};
}
template <class X, class F> auto accumulate_fn(X&& iterable, F fn, NoneType) {
  using C = cursor_of<X>;
  return AccumulateCursor<C, F>{iterate(std::forward<X>(iterable)), fn, std::nullopt};
}
template <class X, class F, class T> auto accumulate_fn_initial(X&& iterable, F fn, const T& initial) {
  using C = cursor_of<X>;
  return AccumulateCursor<C, F>{iterate(std::forward<X>(iterable)), fn, initial, true};
}

// ------------------------------------------------------------ combinatorics

// product(a, b, ...): every input drawn first, then lexicographic order.
template <class... E>
struct ProductCursor {
  using value_type = std::tuple<E...>;
  std::tuple<std::vector<E>...> pools;
  std::vector<std::size_t> indices = std::vector<std::size_t>(sizeof...(E), 0);
  bool started = false, done = false;
  bool next(value_type& out) {
    if (done) return false;
    constexpr std::size_t n = sizeof...(E);
    if (!started) {
      started = true;
      bool empty = false;
      [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((empty = empty || std::get<I>(pools).empty()), ...);
      }(std::index_sequence_for<E...>{});
      if (empty) return (done = true, false);
    } else {
      std::size_t i = n;
      while (i > 0) {
        --i;
        if (++indices[i] < size_of(i)) break;
        indices[i] = 0;
        if (i == 0) return (done = true, false);
      }
    }
    out = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return value_type(std::get<I>(pools)[indices[I]]...);
    }(std::index_sequence_for<E...>{});
    return true;
  }
  std::size_t size_of(std::size_t i) const {
    std::size_t s = 0;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((I == i ? (s = std::get<I>(pools).size(), 0) : 0), ...);
    }(std::index_sequence_for<E...>{});
    return s;
  }
};
template <class... X> auto product(X&&... iterables) {
  return ProductCursor<typename cursor_of<X>::value_type...>{{pool(std::forward<X>(iterables))...}};
}

// product(a, b, ...) without repeat=.
template <class... X> auto product_of(NoneType, X&&... iterables) {
  return product(std::forward<X>(iterables)...);
}

// Index-driven generators over one pool, yielding tuple[T, ...] (VTuple).
template <class T>
struct IndexCursor {
  using value_type = VTuple<T>;
  std::vector<T> items;
  std::vector<std::size_t> indices;
  std::vector<std::size_t> cycles;  // permutations
  std::size_t r = 0;
  int kind = 0;  // 0 product-repeat, 1 permutations, 2 combinations, 3 with replacement
  bool started = false, done = false;

  bool next(value_type& out) {
    if (done) return false;
    if (!started) {
      started = true;
    } else if (!advance()) {
      done = true;
      return false;
    }
    typename List<T>::Vector v;
    v.reserve(r);
    for (std::size_t k = 0; k < r; ++k) v.push_back(to_slot<T>(items[indices[k]]));
    out = value_type(List<T>(std::move(v)));
    return true;
  }

  bool advance() {
    const std::size_t n = items.size();
    if (kind == 0) {  // product(pool, repeat=r): an odometer
      for (std::size_t i = r; i-- > 0;) {
        if (++indices[i] < n) return true;
        indices[i] = 0;
      }
      return false;
    }
    if (kind == 1) {  // permutations: CPython's cycles algorithm
      if (n == 0) return false;
      for (std::size_t i = r; i-- > 0;) {
        if (--cycles[i] == 0) {
          std::size_t first = indices[i];
          for (std::size_t k = i; k + 1 < n; ++k) indices[k] = indices[k + 1];
          indices[n - 1] = first;
          cycles[i] = n - i;
        } else {
          std::size_t j = cycles[i];
          std::swap(indices[i], indices[n - j]);
          return true;
        }
      }
      return false;
    }
    if (kind == 2) {  // combinations
      std::size_t i = r;
      while (i > 0 && indices[i - 1] == i - 1 + n - r) --i;
      if (i == 0) return false;
      --i;
      ++indices[i];
      for (std::size_t j = i + 1; j < r; ++j) indices[j] = indices[j - 1] + 1;
      return true;
    }
    std::size_t i = r;  // combinations_with_replacement
    while (i > 0 && indices[i - 1] == n - 1) --i;
    if (i == 0) return false;
    --i;
    std::size_t v = indices[i] + 1;
    for (std::size_t j = i; j < r; ++j) indices[j] = v;
    return true;
  }
};

inline std::size_t checked_r(Int r) {
  if (r < 0) raise(exc::ValueError, "r must be non-negative");
  return static_cast<std::size_t>(r);
}

template <class X> auto product_repeat(Int repeat, X&& iterable) {
  if (repeat < 0) raise(exc::ValueError, "repeat argument cannot be negative");
  using T = typename cursor_of<X>::value_type;
  IndexCursor<T> c{pool(std::forward<X>(iterable))};
  c.r = static_cast<std::size_t>(repeat);
  c.kind = 0;
  c.indices.assign(c.r, 0);
  if (c.items.empty() && c.r > 0) c.done = true;
  return c;
}

template <class T> IndexCursor<T> permutations_of(std::vector<T> items, std::size_t r) {
  IndexCursor<T> c{std::move(items)};
  const std::size_t n = c.items.size();
  c.r = r;
  c.kind = 1;
  for (std::size_t k = 0; k < n; ++k) c.indices.push_back(k);
  for (std::size_t k = 0; k < r && k < n; ++k) c.cycles.push_back(n - k);
  if (r > n) c.done = true;
  return c;
}
template <class X> auto permutations(X&& iterable, NoneType) {
  auto items = pool(std::forward<X>(iterable));
  std::size_t r = items.size();
  return permutations_of(std::move(items), r);
}
template <class X> auto permutations(X&& iterable, Int r) {
  std::size_t k = checked_r(r);
  return permutations_of(pool(std::forward<X>(iterable)), k);
}

template <class X> auto combinations(X&& iterable, Int r) {
  using T = typename cursor_of<X>::value_type;
  IndexCursor<T> c{pool(std::forward<X>(iterable))};
  c.r = checked_r(r);
  c.kind = 2;
  for (std::size_t k = 0; k < c.r; ++k) c.indices.push_back(k);
  if (c.r > c.items.size()) c.done = true;
  return c;
}

template <class X> auto combinations_with_replacement(X&& iterable, Int r) {
  using T = typename cursor_of<X>::value_type;
  IndexCursor<T> c{pool(std::forward<X>(iterable))};
  c.r = checked_r(r);
  c.kind = 3;
  c.indices.assign(c.r, 0);
  if (c.items.empty() && c.r > 0) c.done = true;
  return c;
}

}  // namespace pyaot::ops::itertools

namespace pyaot::ops::functools {

// reduce(function, iterable[, initial]): left to right, as CPython.
template <class F, class X> auto reduce(F fn, X&& iterable) {
  auto c = iterate(std::forward<X>(iterable));
  typename decltype(c)::value_type acc, x;
  if (!c.next(acc)) raise(exc::TypeError, "reduce() of empty iterable with no initial value");
  while (c.next(x)) acc = fn(acc, x);
  return acc;
}
template <class F, class X, class U> U reduce_initial(F fn, X&& iterable, U acc) {
  auto c = iterate(std::forward<X>(iterable));
  typename decltype(c)::value_type x;
  while (c.next(x)) acc = fn(acc, x);
  return acc;
}

}  // namespace pyaot::ops::functools
