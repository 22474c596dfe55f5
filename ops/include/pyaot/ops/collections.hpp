// The collections module's operators (defaultdict, deque, Counter,
// OrderedDict): the C++
// entry points ops/decls/collections.toml declares.
#pragma once

#include <algorithm>
#include <optional>
#include <type_traits>
#include <vector>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/counter.hpp"
#include "pyaot/runtime/deque.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/ordered_dict.hpp"
#include "pyaot/runtime/table.hpp"

namespace pyaot::ops::collections {

// ------------------------------------------------------------ defaultdict

// defaultdict(list): D is the dict type inference gave the call (`{result}`);
// the factory's name is its value type's Python name (qualified by its
// module, as CPython's repr shows a class: <class 'collections.Counter'>).
template <class V> constexpr const char* factory_name() { return Py<V>::name; }
template <class V>
  requires std::is_base_of_v<Counter<typename V::key_type>, V>
constexpr const char* factory_name() { return "collections.Counter"; }
template <class D> D defaultdict(NoneType) {
  D d;
  d.table().default_factory = factory_name<typename D::mapped_type>();
  return d;
}

// ------------------------------------------------------------ deque

// Every item of an iterable, drawn before any is stored (d.extend(d)).
template <class T, class X> std::vector<T> drawn(X&& iterable) {
  std::vector<T> out;
  auto c = iterate(std::forward<X>(iterable));
  using E = typename decltype(c)::value_type;
  E x;
  while (c.next(x)) {
    // An empty default (`deque()`) has an element type nothing observes.
    if constexpr (std::is_constructible_v<T, E>) out.push_back(T(x));
  }
  return out;
}

inline std::optional<std::size_t> checked_maxlen(Int maxlen) {
  if (maxlen < 0) raise(exc::ValueError, "maxlen must be non-negative");
  return static_cast<std::size_t>(maxlen);
}

// deque(iterable=(), maxlen=None): D is the call's deque type (`{result}`).
template <class D, class X> D deque_of(X&& iterable, NoneType) {
  D d;
  for (const auto& x : drawn<typename D::value_type>(std::forward<X>(iterable))) d.append(x);
  return d;
}
template <class D, class X> D deque_of(X&& iterable, Int maxlen) {
  D d;
  d.set_maxlen(checked_maxlen(maxlen));
  for (const auto& x : drawn<typename D::value_type>(std::forward<X>(iterable))) d.append(x);
  return d;
}

template <class T> void append(const Deque<T>& d, const T& x) { d.append(x); }
template <class T> void appendleft(const Deque<T>& d, const T& x) { d.appendleft(x); }
template <class T> T pop(const Deque<T>& d) { return d.pop(); }
template <class T> T popleft(const Deque<T>& d) { return d.popleft(); }
template <class T, class X> void extend(const Deque<T>& d, X&& iterable) {
  for (const T& x : drawn<T>(std::forward<X>(iterable))) d.append(x);
}
template <class T, class X> void extendleft(const Deque<T>& d, X&& iterable) {
  for (const T& x : drawn<T>(std::forward<X>(iterable))) d.appendleft(x);
}
template <class T> void clear(const Deque<T>& d) {
  d.items().clear();
  d.mutated();
}
template <class T> Deque<T> copy(const Deque<T>& d) {
  Deque<T> out;
  out.set_maxlen(d.maxlen());
  out.items() = d.items();
  return out;
}
template <class T> Int count(const Deque<T>& d, const T& x) {
  Int n = 0;
  const std::uint64_t before = d.mutations();
  for (std::size_t k = 0; k < d.size(); ++k) {
    if (eq_or_same(d.at(k), x)) ++n;
    if (d.mutations() != before) raise(exc::RuntimeError, "deque mutated during iteration");
  }
  return n;
}
template <class T> Int index(const Deque<T>& d, const T& x) {
  for (std::size_t k = 0; k < d.size(); ++k) {
    if (eq_or_same(d.at(k), x)) return static_cast<Int>(k);
  }
  raise(exc::ValueError, pyaot::repr(x) + " is not in deque");
}
template <class T> void remove(const Deque<T>& d, const T& x) {
  for (std::size_t k = 0; k < d.size(); ++k) {
    if (eq_or_same(d.at(k), x)) {
      d.items().erase(d.items().begin() + static_cast<std::ptrdiff_t>(k));
      d.mutated();
      return;
    }
  }
  raise(exc::ValueError, pyaot::repr(x) + " is not in deque");
}
template <class T> void insert(const Deque<T>& d, Int i, const T& x) {
  if (d.maxlen() && d.size() >= *d.maxlen()) {
    raise(exc::IndexError, "deque already at its maximum size");
  }
  Int n = static_cast<Int>(d.size());
  if (i < 0) i = std::max<Int>(i + n, 0);  // as list.insert
  if (i > n) i = n;
  d.items().insert(d.items().begin() + static_cast<std::ptrdiff_t>(i), static_cast<slot_t<T>>(x));
  d.mutated();
}
// reverse() swaps items in place: a loop over the deque goes on (CPython's
// reverse leaves deque->state as it is).
template <class T> void reverse(const Deque<T>& d) {
  std::reverse(d.items().begin(), d.items().end());
}
// rotate(n): n steps to the right (negative: to the left), as CPython; a
// deque of two or more items counts as mutated even for n == 0.
template <class T> void rotate(const Deque<T>& d, Int n) {
  const Int len = static_cast<Int>(d.size());
  if (len <= 1) return;
  Int k = n % len;
  if (k < 0) k += len;
  std::rotate(d.items().begin(), d.items().end() - k, d.items().end());
  d.mutated();
}
template <class T> T getitem(const Deque<T>& d, Int i) {
  return d.at(checked_index(i, d.size(), "deque index out of range"));
}
template <class T> void setitem(const Deque<T>& d, Int i, const T& x) {
  d.items()[checked_index(i, d.size(), "deque index out of range")] = static_cast<slot_t<T>>(x);
}
template <class T> void delitem(const Deque<T>& d, Int i) {
  std::size_t k = checked_index(i, d.size(), "deque index out of range");
  d.items().erase(d.items().begin() + static_cast<std::ptrdiff_t>(k));
  d.mutated();
}
template <class T> bool contains(const Deque<T>& d, const T& x) {
  const std::uint64_t before = d.mutations();
  for (std::size_t k = 0; k < d.size(); ++k) {
    if (eq_or_same(d.at(k), x)) return true;
    if (d.mutations() != before) raise(exc::RuntimeError, "deque mutated during iteration");
  }
  return false;
}
template <class T> Int len(const Deque<T>& d) { return static_cast<Int>(d.size()); }
template <class T> DequeReverseCursor<T> reversed(const Deque<T>& d) {
  return {d, d.mutations(), d.size()};
}

}  // namespace pyaot::ops::collections

namespace pyaot::ops::collections {

// ------------------------------------------------------------ Counter

// A mapping's items, copied first (c.update(c) reads c while it changes).
template <class K, class V> std::vector<std::tuple<K, V>> pool_items(const Dict<K, V>& m) {
  std::vector<std::tuple<K, V>> out;
  auto& t = m.table();
  for (std::size_t k = 0; k < t.slots(); ++k) {
    if (t.entry(k).live) out.emplace_back(t.entry(k).key, t.entry(k).value);
  }
  return out;
}
template <class K> void counter_update_mapping(const Counter<K>& c, const Dict<K, Int>& m);

// Counter(iterable): one count per item drawn, as _count_elements.
template <class C, class X> C counter_of(X&& iterable) {
  C c;
  auto cur = iterate(std::forward<X>(iterable));
  using E = typename decltype(cur)::value_type;
  E x;
  while (cur.next(x)) {
    if constexpr (std::is_constructible_v<typename C::value_type, E>) {  // not `Counter()`'s []
      c.set(x, int_add(c.count(x), 1));
    }
  }
  return c;
}
// Counter(mapping): its counts, as they are.
template <class C, class K> C counter_from_mapping(const Dict<K, Int>& mapping) {
  C c;
  counter_update_mapping(c, mapping);
  return c;
}
template <class K> Int counter_getitem(const Counter<K>& c, const K& key) { return c.count(key); }
template <class K, class X> void counter_update(const Counter<K>& c, X&& iterable) {
  auto cur = iterate(std::forward<X>(iterable));
  K x;
  while (cur.next(x)) c.set(x, int_add(c.count(x), 1));
}
template <class K> void counter_update_mapping(const Counter<K>& c, const Dict<K, Int>& m) {
  for (const auto& [key, n] : pool_items(m)) {
    c.set(key, int_add(n, c.count(key)));
  }
}
template <class K, class X> void counter_subtract(const Counter<K>& c, X&& iterable) {
  auto cur = iterate(std::forward<X>(iterable));
  K x;
  while (cur.next(x)) c.set(x, int_sub(c.count(x), 1));
}
template <class K> void counter_subtract_mapping(const Counter<K>& c, const Dict<K, Int>& m) {
  for (const auto& [key, n] : pool_items(m)) {
    c.set(key, int_sub(c.count(key), n));
  }
}
// most_common(n): sorted by count (stable), the first n; n < 0 gives [] as
// heapq.nlargest does.
template <class K> List<std::tuple<K, Int>> most_common(const Counter<K>& c, std::optional<Int> n) {
  List<std::tuple<K, Int>> out;
  auto items = c.by_count();
  std::size_t take = items.size();
  if (n) take = *n <= 0 ? 0 : std::min<std::size_t>(take, static_cast<std::size_t>(*n));
  for (std::size_t k = 0; k < take; ++k) out.append(items[k]);
  return out;
}
template <class K> Int total(const Counter<K>& c) {
  Int sum = 0;
  auto& t = c.table();
  for (std::size_t k = 0; k < t.slots(); ++k) {
    if (t.entry(k).live) sum = int_add(sum, t.entry(k).value);
  }
  return sum;
}
// elements(): each key as many times as its count (none for counts below 1).
template <class K> ListCursor<K> elements(const Counter<K>& c) {
  List<K> out;
  auto& t = c.table();
  for (std::size_t k = 0; k < t.slots(); ++k) {
    if (!t.entry(k).live) continue;
    for (Int i = 0; i < t.entry(k).value; ++i) out.append(t.entry(k).key);
  }
  return ListCursor<K>{out};
}
// Counter + - | &: new Counters of the positive results, a's keys first
// (collections.Counter.__add__ and co., step for step).
template <class K, class F>
Counter<K> counter_combine(const Counter<K>& a, const Counter<K>& b, F count, bool b_only_negated) {
  Counter<K> out;
  for (const auto& [key, n] : pool_items(a)) {
    Int v = count(n, b.count(key));
    if (v > 0) out.set(key, v);
  }
  for (const auto& [key, n] : pool_items(b)) {
    if (a.contains(key)) continue;
    if (b_only_negated ? n < 0 : n > 0) out.set(key, b_only_negated ? int_sub(0, n) : n);
  }
  return out;
}
template <class K> Counter<K> counter_add(const Counter<K>& a, const Counter<K>& b) {
  return counter_combine(a, b, [](Int x, Int y) { return int_add(x, y); }, false);
}
template <class K> Counter<K> counter_sub(const Counter<K>& a, const Counter<K>& b) {
  return counter_combine(a, b, [](Int x, Int y) { return int_sub(x, y); }, true);
}
template <class K> Counter<K> counter_or(const Counter<K>& a, const Counter<K>& b) {
  return counter_combine(a, b, [](Int x, Int y) { return x < y ? y : x; }, false);
}
template <class K> Counter<K> counter_and(const Counter<K>& a, const Counter<K>& b) {
  Counter<K> out;
  for (const auto& [key, n] : pool_items(a)) {
    Int other = b.count(key);
    Int v = n < other ? n : other;
    if (v > 0) out.set(key, v);
  }
  return out;
}
// The in-place forms change a itself, then drop counts that are not positive.
template <class K> void keep_positive(const Counter<K>& c) {
  for (const auto& [key, n] : pool_items(c)) {
    if (!(n > 0)) c.table().erase(key);
  }
}
template <class K> Counter<K> counter_iadd(const Counter<K>& a, const Counter<K>& b) {
  for (const auto& [key, n] : pool_items(b)) a.set(key, int_add(a.count(key), n));
  keep_positive(a);
  return a;
}
template <class K> Counter<K> counter_isub(const Counter<K>& a, const Counter<K>& b) {
  for (const auto& [key, n] : pool_items(b)) a.set(key, int_sub(a.count(key), n));
  keep_positive(a);
  return a;
}
template <class K> Counter<K> counter_ior(const Counter<K>& a, const Counter<K>& b) {
  for (const auto& [key, n] : pool_items(b)) {
    if (n > a.count(key)) a.set(key, n);
  }
  keep_positive(a);
  return a;
}
template <class K> Counter<K> counter_iand(const Counter<K>& a, const Counter<K>& b) {
  for (const auto& [key, n] : pool_items(a)) {
    Int other = b.count(key);
    if (other < n) a.set(key, other);
  }
  keep_positive(a);
  return a;
}

template <class K> Counter<K> counter_copy(const Counter<K>& c) {
  Counter<K> out;
  counter_update_mapping(out, c);
  return out;
}

}  // namespace pyaot::ops::collections

namespace pyaot::ops::collections {

// ------------------------------------------------------------ OrderedDict

// OrderedDict(mapping) / OrderedDict(iterable of pairs): D is the call's
// OrderedDict type (`{result}`); an omitted argument is an empty [].
template <class D, class X> D ordered_dict_of(X&& items) {
  D d;
  using K = typename D::key_type;
  using V = typename D::mapped_type;
  if constexpr (requires { items.table(); }) {
    if constexpr (std::is_constructible_v<K, typename std::decay_t<X>::key_type>) {
      for (const auto& [key, value] : pool_items(items)) d.set(key, value);
    }
  } else {
    auto cur = iterate(std::forward<X>(items));
    using E = typename decltype(cur)::value_type;
    E kv;
    while (cur.next(kv)) {
      if constexpr (std::is_constructible_v<std::tuple<K, V>, E>) d.set(std::get<0>(kv), std::get<1>(kv));
    }
  }
  return d;
}
template <class K, class V> void move_to_end(const OrderedDict<K, V>& d, const K& key, bool last) {
  if (!d.table().move_to_end(key, last)) raise(exc::KeyError, pyaot::repr(key));
}
template <class K, class V> std::tuple<K, V> ordered_popitem(const OrderedDict<K, V>& d, bool last) {
  if (d.size() == 0) raise(exc::KeyError, "'dictionary is empty'");
  auto& t = d.table();
  auto& e = t.entry(last ? t.last() : t.first());
  std::tuple<K, V> out(e.key, e.value);
  t.erase(std::get<0>(out));
  return out;
}
template <class K, class V> OrderedDict<K, V> ordered_copy(const OrderedDict<K, V>& d) {
  OrderedDict<K, V> out;
  auto cur = ordered_cursor<View::items>(d);
  std::tuple<K, V> kv;
  while (cur.next(kv)) out.set(std::get<0>(kv), std::get<1>(kv));
  return out;
}
template <class K, class V> auto ordered_keys(const OrderedDict<K, V>& d) {
  return TableView<K, V, View::keys, true>{d.storage(), "OrderedDict"};
}
template <class K, class V> auto ordered_values(const OrderedDict<K, V>& d) {
  return TableView<K, V, View::values, true>{d.storage(), "OrderedDict"};
}
template <class K, class V> auto ordered_items(const OrderedDict<K, V>& d) {
  return TableView<K, V, View::items, true>{d.storage(), "OrderedDict"};
}

}  // namespace pyaot::ops::collections
