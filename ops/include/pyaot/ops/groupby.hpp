// itertools.groupby(iterable, key=None), as CPython's itertoolsmodule.c
// (groupby_next, groupby_step, _grouper_next) step for step: the groups
// share the input with the groupby object, so a group drawn after the
// groupby has moved on yields nothing, and the key function runs once per
// item, when the item is drawn. A group is a cursor held as a Generator, the
// C++ type of Python's iterators (pyaot/runtime/generator.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/generator.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/object.hpp"

namespace pyaot::ops::itertools {

// What groupby_step computes a key with: the item itself (key=None) or F.
template <class F, class T>
struct GroupKey {
  using type = std::decay_t<std::invoke_result_t<F&, T&>>;
};
template <class T>
struct GroupKey<NoneType, T> {
  using type = T;
};
template <class F, class T>
using group_key_t = typename GroupKey<F, T>::type;

// The groupby object's state: currvalue, currkey, tgtkey and currgrouper.
template <class F, class C>
struct GroupbyState {
  using T = typename C::value_type;
  using K = group_key_t<F, T>;
  C source;
  F keyfunc;
  std::optional<T> value;
  std::optional<K> key;
  std::optional<K> target;
  std::uint64_t current = 0;  // the grouper that may still draw (0: none)
  std::uint64_t made = 0;
  bool exhausted = false;

  // groupby_step: the next item and its key; false at the input's end.
  bool step() {
    if (exhausted) return false;
    T x;
    if (!source.next(x)) {
      exhausted = true;
      return false;
    }
    if constexpr (std::is_same_v<F, NoneType>) {
      key = x;
    } else {
      K k = keyfunc(x);
      key = std::move(k);
    }
    value = std::move(x);
    return true;
  }
};

template <class F, class C>
struct GrouperCursor {
  using value_type = typename C::value_type;
  std::shared_ptr<GroupbyState<F, C>> s;
  typename GroupbyState<F, C>::K target;
  std::uint64_t id;
  bool next(value_type& out) {
    if (s->current != id) return false;
    if (!s->value && !s->step()) return false;
    if (!eq_or_same(target, *s->key)) return false;
    out = std::move(*s->value);
    s->value.reset();
    s->key.reset();
    return true;
  }
};

template <class F, class C>
struct GroupbyCursor {
  using State = GroupbyState<F, C>;
  using T = typename State::T;
  using value_type = std::tuple<typename State::K, Generator<T>>;
  std::shared_ptr<State> s;
  bool next(value_type& out) {
    s->current = 0;
    for (;;) {  // skip to the next group
      if (!s->key) {
      } else if (!s->target) {
        break;
      } else if (!eq_or_same(*s->target, *s->key)) {
        break;
      }
      if (!s->step()) return false;
    }
    s->target = s->key;
    s->current = ++s->made;
    out = value_type(*s->key, Generator<T>(GrouperCursor<F, C>{s, *s->target, s->current}));
    return true;
  }
};

template <class X, class F> auto groupby(X&& iterable, F keyfunc) {
  using C = std::decay_t<decltype(iterate(std::forward<X>(iterable)))>;
  auto state = std::make_shared<GroupbyState<F, C>>(
      GroupbyState<F, C>{iterate(std::forward<X>(iterable)), keyfunc});
  return GroupbyCursor<F, C>{std::move(state)};
}

}  // namespace pyaot::ops::itertools
