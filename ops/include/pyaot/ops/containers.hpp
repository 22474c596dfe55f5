// list, dict, set and tuple methods and the builtins over iterables (len,
// sorted, min, max, sum, any, all, enumerate, zip, reversed, list(), ...):
// the C++ entry points ops/decls/containers.toml declares.
#pragma once

#include <algorithm>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/format.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/sort.hpp"
#include "pyaot/runtime/table.hpp"
#include "pyaot/ops/string.hpp"

namespace pyaot::ops::containers {

// ------------------------------------------------------------ generic

template <class C> Int len(const List<C>& x) { return static_cast<Int>(x.size()); }
template <class K, class V> Int len(const Dict<K, V>& x) { return static_cast<Int>(x.size()); }
template <class K, class V, View W, bool Ordered> Int len(const TableView<K, V, W, Ordered>& x) {
  return static_cast<Int>(x.table->size());
}
template <class T> Int len(const Set<T>& x) { return static_cast<Int>(x.size()); }
template <class... T> Int len(const std::tuple<T...>&) { return sizeof...(T); }
inline Int len(const Str& s) { return s.length(); }
inline Int len(const Range& r) { return static_cast<Int>(r.size()); }

template <class X> bool eq(const X& a, const X& b) { return pyaot::eq(a, b); }
template <class X> bool ne(const X& a, const X& b) { return !pyaot::eq(a, b); }
template <class X> bool lt(const X& a, const X& b) { return pyaot::lt(a, b); }
template <class X> bool le(const X& a, const X& b) { return pyaot::le(a, b); }
template <class X> bool gt(const X& a, const X& b) { return pyaot::gt(a, b); }
template <class X> bool ge(const X& a, const X& b) { return pyaot::ge(a, b); }
template <class X> bool truth(const X& x) { return pyaot::truthy(x); }

template <class T> bool contains(const List<T>& l, const T& x) {
  for (std::size_t k = 0; k < l.size(); ++k) if (pyaot::eq_or_same(l.at(k), x)) return true;
  return false;
}
template <class K, class V> bool contains(const Dict<K, V>& d, const K& k) { return d.contains(k); }
template <class T> bool contains(const Set<T>& s, const T& x) { return s.contains(x); }
template <class T, class... Ts> bool contains(const std::tuple<T, Ts...>& t, const T& x) {
  return std::apply([&](const auto&... e) { return (pyaot::eq_or_same(e, x) || ...); }, t);
}
inline bool contains(const Str& s, const Str& sub) { return string::contains(s, sub); }
// x in an iterator (a generator, an instance's __iter__()): consumes items up
// to the first equal one, as CPython's `in` by iteration does.
template <Cursor C> bool contains(C c, const typename C::value_type& x) {
  typename C::value_type v{};
  while (c.next(v)) if (pyaot::eq_or_same(v, x)) return true;
  return false;
}
// A keys or items view looks the key up, as CPython's does; values are scanned.
template <class K, class V, View W, bool Ordered>
bool contains(const TableView<K, V, W, Ordered>& view,
              const typename TableView<K, V, W, Ordered>::value_type& x) {
  if constexpr (W == View::keys) {
    return view.table->contains(x);
  } else if constexpr (W == View::items) {
    const V* found = view.table->find(std::get<0>(x));
    return found != nullptr && pyaot::eq_or_same(*found, std::get<1>(x));
  } else {
    return contains(view.cursor(), x);
  }
}
[[gnu::always_inline]] inline Str str_getitem(const Str& s, Int i) { return string::getitem(s, i); }
inline Str str_slice(const Str& s, std::optional<Int> lo, std::optional<Int> hi, std::optional<Int> step) {
  return string::slice(s, lo, hi, step);
}
inline bool contains(const Range& r, Int x) {
  // O(1): x is in range iff it is a start + k*step for some k < len.
  for (std::uint64_t lo = 0, hi = r.size(); lo < hi;) {
    std::uint64_t mid = (lo + hi) / 2;
    Int v = r[mid];
    if (v == x) return true;
    bool before = r.size() > 1 && r[1] > r[0] ? v < x : v > x;
    if (before) lo = mid + 1; else hi = mid;
  }
  return false;
}

template <class X> Str to_str(const X& x) { return Str(pyaot::str(x)); }
template <class X> Str to_repr(const X& x) { return Str(pyaot::repr(x)); }

// ------------------------------------------------------------ construction

template <class X> auto list(X&& iterable) {
  using T = element_t<X>;
  List<T> out;
  auto c = iterate(std::forward<X>(iterable));
  reserve_hint(out, c);
  T x;
  while (c.next(x)) out.append(x);
  return out;
}
template <class X> auto set(X&& iterable) {
  using T = element_t<X>;
  Set<T> out;
  auto c = iterate(std::forward<X>(iterable));
  reserve_distinct(out, c);
  T x;
  while (c.next(x)) out.add(x);
  return out;
}
template <class X> auto dict(X&& iterable) {
  using P = element_t<X>;
  using K = std::tuple_element_t<0, P>;
  using V = std::tuple_element_t<1, P>;
  Dict<K, V> out;
  auto c = iterate(std::forward<X>(iterable));
  P x;
  while (c.next(x)) out.set(std::get<0>(x), std::get<1>(x));
  return out;
}
// dict.fromkeys(keys, value): every key maps to the one value (an object
// given is shared by all of them, as CPython's).
template <class X, class V> auto fromkeys(X&& iterable, const V& value) {
  using K = element_t<X>;
  Dict<K, V> out;
  auto c = iterate(std::forward<X>(iterable));
  K k;
  while (c.next(k)) out.set(k, value);
  return out;
}
// dict(line.split("=", 1) for line in lines): each item a list of two
// values, else CPython's ValueError naming the item's position and length.
template <class X> auto dict_of_lists(X&& iterable) {
  using L = element_t<X>;
  using T = typename L::value_type;
  Dict<T, T> out;
  auto c = iterate(std::forward<X>(iterable));
  L x;
  for (Int i = 0; c.next(x); ++i) {
    if (x.size() != 2)
      raise(exc::ValueError, "dictionary update sequence element #" + std::to_string(i) +
                                 " has length " + std::to_string(x.size()) + "; 2 is required");
    out.set(x.get(0), x.get(1));
  }
  return out;
}
inline Range range1(Int stop) { return Range(0, stop, 1); }
inline Range range2(Int start, Int stop) { return Range(start, stop, 1); }
inline Range range3(Int start, Int stop, Int step) { return Range(start, stop, step); }

template <class X> auto enumerate(X&& iterable, Int start = 0) {
  return EnumerateCursor<cursor_t<X>>{iterate(std::forward<X>(iterable)), start};
}
template <class... X> auto zip(X&&... iterables) {
  return ZipCursor<cursor_t<X>...>{{iterate(std::forward<X>(iterables))...}};
}
template <class... X> auto zip_strict(bool strict, X&&... iterables) {
  return ZipCursor<cursor_t<X>...>{{iterate(std::forward<X>(iterables))...}, strict};
}
// zip(*rows): the rows are read when zip() is called (as CPython unpacks
// them); each tuple then draws one item from each row in row order, stopping
// at the first row that has run out, as CPython's zip does.
template <class C>
struct ZipRowsCursor {
  using T = typename C::value_type;
  using value_type = VTuple<T>;
  std::vector<C> rows;
  bool next(value_type& out) {
    if (rows.empty()) return false;
    typename List<T>::Vector items;
    items.reserve(rows.size());
    T x;
    for (auto& row : rows) {
      if (!row.next(x)) return false;
      items.push_back(x);
    }
    out = value_type(List<T>(std::move(items)));
    return true;
  }
};
template <class X> auto zip_rows(X&& rows) {
  using Row = element_t<X>;
  ZipRowsCursor<cursor_t<Row>> out;
  auto c = iterate(std::forward<X>(rows));
  Row row;
  while (c.next(row)) out.rows.push_back(iterate(row));
  return out;
}
template <class T> auto reversed(const List<T>& l) { return ListReverseCursor<T>{l, l.size()}; }
inline auto reversed(const Range& r) { return RangeReverseCursor{r, r.size()}; }
inline auto reversed(const Str& s) {
  List<Str> chars = list(s);
  return ListReverseCursor<Str>{chars, chars.size()};
}
template <class K, class V> auto reversed(const Dict<K, V>& d) {
  List<K> keys = list(d);
  return ListReverseCursor<K>{keys, keys.size()};
}

// ------------------------------------------------------------ reductions

// Python's int sum is exact, so only the total must fit in 64 bits, not each
// partial sum: sum([-2**63, -1, 1]) is -2**63. 128 bits hold any partial sum
// of fewer than 2**64 64-bit values.
template <class X> Int exact_int_sum(X&& iterable, Int start) {
  __int128 total = start;
  auto c = iterate(std::forward<X>(iterable));
  element_t<X> x;
  while (c.next(x)) total += static_cast<Int>(x);
  if (total < std::numeric_limits<Int>::min() || total > std::numeric_limits<Int>::max())
    [[unlikely]] raise_int_overflow();
  return static_cast<Int>(total);
}

template <class X> auto sum(X&& iterable) {
  using T = element_t<X>;
  using R = std::conditional_t<std::is_same_v<T, bool>, Int, T>;
  if constexpr (std::is_same_v<R, Int>) {
    return exact_int_sum(std::forward<X>(iterable), 0);
  } else {
    R total{};
    auto c = iterate(std::forward<X>(iterable));
    T x;
    while (c.next(x)) total = total + x;
    return total;
  }
}
template <class X> double fsum_start(X&& iterable, double start) {
  double total = start;
  auto c = iterate(std::forward<X>(iterable));
  element_t<X> x;
  while (c.next(x)) total = total + static_cast<double>(x);
  return total;
}
template <class X> Int sum_start(X&& iterable, Int start) {
  return exact_int_sum(std::forward<X>(iterable), start);
}

template <class K> void check_hashable(const K& key) { (void)PyHash<K>{}(key); }

template <class X> bool any(X&& iterable) {
  auto c = iterate(std::forward<X>(iterable));
  element_t<X> x;
  while (c.next(x)) if (pyaot::truthy(x)) return true;
  return false;
}
template <class X> bool all(X&& iterable) {
  auto c = iterate(std::forward<X>(iterable));
  element_t<X> x;
  while (c.next(x)) if (!pyaot::truthy(x)) return false;
  return true;
}

// min/max of an iterable: the first of equal extremes (CPython keeps the
// first seen for min and max alike), compared by key(x) when a key is given
// (NoneType: by the values). `best` is the first element, the cursor the rest.
template <bool Max, class C, class T, class K>
T extreme_from(C& c, T best, K& key) {
  auto rank = [&](const T& v) {
    if constexpr (std::is_same_v<K, NoneType>) {
      return v;
    } else {
      return key(v);  // once per element, in order, as CPython
    }
  };
  auto best_rank = rank(best);
  T x;
  while (c.next(x)) {
    auto r = rank(x);
    // CPython: max keeps x where x > best, min where x < best.
    if (Max ? pyaot::gt(r, best_rank) : pyaot::lt(r, best_rank)) {
      best = x;
      best_rank = std::move(r);
    }
  }
  return best;
}
template <bool Max, class X, class K> auto extreme(X&& iterable, K key, const char* name) {
  auto c = iterate(std::forward<X>(iterable));
  element_t<X> first;
  if (!c.next(first)) raise(exc::ValueError, std::string(name) + "() arg is an empty sequence");
  return extreme_from<Max>(c, first, key);
}
// min/max(xs, default=d): d for an empty iterable (a None default makes the
// result optional).
template <bool Max, class X, class K, class D> auto extreme_or(X&& iterable, K key, const D& fallback) {
  using T = element_t<X>;
  // An int default of floats (`max(prices, default=0)`): the int itself when
  // empty, as in CPython: the union int | float (std::variant<Int, double>).
  using R = std::conditional_t<std::is_same_v<D, NoneType>, OptionalOf<T>,
                               std::conditional_t<std::is_same_v<D, T>, T,
                                                  std::variant<Int, double>>>;
  auto c = iterate(std::forward<X>(iterable));
  T first;
  if (!c.next(first)) {
    if constexpr (std::is_same_v<D, NoneType>) {
      return R{};
    } else {
      return R(fallback);
    }
  }
  return R(extreme_from<Max>(c, first, key));
}
template <class X> auto min(X&& iterable) { return extreme<false>(std::forward<X>(iterable), None, "min"); }
template <class X> auto max(X&& iterable) { return extreme<true>(std::forward<X>(iterable), None, "max"); }
template <class X, class F> auto min_key(X&& iterable, F key) {
  return extreme<false>(std::forward<X>(iterable), key, "min");
}
template <class X, class F> auto max_key(X&& iterable, F key) {
  return extreme<true>(std::forward<X>(iterable), key, "max");
}
template <class X, class K, class D> auto min_default(X&& iterable, K key, const D& fallback) {
  return extreme_or<false>(std::forward<X>(iterable), key, fallback);
}
template <class X, class K, class D> auto max_default(X&& iterable, K key, const D& fallback) {
  return extreme_or<true>(std::forward<X>(iterable), key, fallback);
}

// Sorting as CPython's list.sort: timsort on `<` (pyaot/runtime/sort.hpp);
// reverse=True reverses, sorts and reverses back, which keeps equal
// elements in their original order. A comparison that raises leaves the
// items a permutation, in the order CPython's would be left in.
template <class S, class Less> void sort_items(std::vector<S>& v, bool reverse, Less less) {
  if (reverse) std::reverse(v.begin(), v.end());
  try {
    timsort::sort(v, less);
  } catch (...) {
    if (reverse) std::reverse(v.begin(), v.end());
    throw;
  }
  if (reverse) std::reverse(v.begin(), v.end());
}
template <class T> void sort_by_value(typename List<T>::Vector& v, bool reverse) {
  using S = slot_t<T>;
  sort_items(v, reverse, [](const S& a, const S& b) { return pyaot::lt(static_cast<T>(a), static_cast<T>(b)); });
}
// Keys first, once per element in order (as CPython), then the sort moves
// keys and values together.
template <class T, class F> void sort_by_key(typename List<T>::Vector& v, F& key, bool reverse) {
  using S = slot_t<T>;
  using K = std::decay_t<std::invoke_result_t<F&, T>>;
  std::vector<std::pair<K, S>> keyed;
  keyed.reserve(v.size());
  for (const S& x : v) keyed.emplace_back(key(static_cast<T>(x)), x);
  try {
    sort_items(keyed, reverse, [](const auto& a, const auto& b) { return pyaot::lt(a.first, b.first); });
  } catch (...) {
    for (std::size_t k = 0; k < v.size(); ++k) v[k] = std::move(keyed[k].second);
    throw;
  }
  for (std::size_t k = 0; k < v.size(); ++k) v[k] = std::move(keyed[k].second);
}

// list.sort(): while it sorts, the list is empty to the key function and
// the comparisons; if they changed it, their changes are dropped and it is
// ValueError('list modified during sort'), as CPython (which detects any
// operation that allocated: std::vector's capacity says the same).
template <class T, class Sort> void sort_list(const List<T>& l, Sort sort) {
  typename List<T>::Vector items;
  items.swap(l.items());
  auto restore = [&] {
    bool modified = !l.items().empty() || l.items().capacity() != 0;
    l.items().swap(items);
    return modified;
  };
  try {
    sort(items);
  } catch (...) {
    restore();
    throw;
  }
  if (restore()) raise(exc::ValueError, "list modified during sort");
}

// sorted(xs, key=f): a new list, sorted as list.sort(key=f) would sort it.
template <class X, class F> auto sorted_key(X&& iterable, F key, bool reverse = false) {
  auto out = list(std::forward<X>(iterable));
  sort_by_key<element_t<X>>(out.items(), key, reverse);
  return out;
}

// key=functools.cmp_to_key(cmp): its K objects compare `cmp(a, b) < 0`
// (Lib/functools.py), so the sort asks cmp(a, b) < 0 for each a < b.
template <class T> void sort_by_cmp(typename List<T>::Vector& v, auto& cmp, bool reverse) {
  using S = slot_t<T>;
  sort_items(v, reverse, [&](const S& a, const S& b) {
    auto order = cmp(static_cast<T>(a), static_cast<T>(b));
    return pyaot::lt(order, decltype(order)(0));
  });
}
template <class X, class F> auto sorted_cmp(X&& iterable, F cmp, bool reverse = false) {
  auto out = list(std::forward<X>(iterable));
  sort_by_cmp<element_t<X>>(out.items(), cmp, reverse);
  return out;
}
template <class T, class F> void sort_cmp(const List<T>& l, F cmp, bool reverse) {
  sort_list(l, [&](auto& items) { sort_by_cmp<T>(items, cmp, reverse); });
}

template <class F, class X> auto map(F fn, X&& iterable) {
  return MapCursor<F, cursor_t<X>>{fn, iterate(std::forward<X>(iterable))};
}
template <class F, class X> auto filter(F fn, X&& iterable) {
  return FilterCursor<F, cursor_t<X>>{fn, iterate(std::forward<X>(iterable))};
}
// filter(None, xs): the items that are true.
template <class X> auto filter_true(NoneType, X&& iterable) {
  auto same = [](const element_t<X>& x) -> const element_t<X>& { return x; };
  return FilterCursor<decltype(same), cursor_t<X>>{same, iterate(std::forward<X>(iterable))};
}

template <class X> auto sorted(X&& iterable, bool reverse = false) {
  auto out = list(std::forward<X>(iterable));
  sort_by_value<element_t<X>>(out.items(), reverse);
  return out;
}

template <class X> auto sorted(X&& iterable, NoneType, bool reverse) {
  return sorted(std::forward<X>(iterable), reverse);
}

// ------------------------------------------------------------ list

template <class T> T list_getitem(const List<T>& l, Int i) { return l.get(i); }
template <class T> void list_setitem(const List<T>& l, Int i, const T& x) { l.set(i, x); }
template <class T> void list_delitem(const List<T>& l, Int i) {
  auto& v = l.items();
  std::size_t k = checked_index(i, v.size(), "list assignment index out of range");
  v.erase(v.begin() + static_cast<std::ptrdiff_t>(k));
}
template <class T> List<T> list_slice(const List<T>& l, std::optional<Int> lo, std::optional<Int> hi,
                                      std::optional<Int> step) {
  SliceRange r = adjust_slice(static_cast<Int>(l.size()), lo, hi, step);
  typename List<T>::Vector out;
  out.reserve(static_cast<std::size_t>(r.count));
  for (Int k = 0; k < r.count; ++k) out.push_back(l.items()[static_cast<std::size_t>(r.at(k))]);
  return List<T>(std::move(out));
}
template <class T> void append(const List<T>& l, const T& x) { l.append(x); }
template <class T, class X> void extend(const List<T>& l, X&& iterable) {
  List<T> items = list(std::forward<X>(iterable));  // l.extend(l) reads a snapshot, as CPython
  for (std::size_t k = 0; k < items.size(); ++k) l.append(items.at(k));
}
// l[lo:hi:step] = iterable, as CPython's list_ass_subscript: the slice is
// adjusted to the length first, then the iterable read into a snapshot (so
// l[:] = l works). A step of 1 replaces a run by any number of items; any
// other step needs exactly as many items as the slice has.
template <class T, class X>
void list_setslice(const List<T>& l, std::optional<Int> lo, std::optional<Int> hi,
                   std::optional<Int> step, X&& iterable) {
  SliceRange r = adjust_slice(static_cast<Int>(l.size()), lo, hi, step);
  List<T> items = list(std::forward<X>(iterable));
  auto& v = l.items();
  auto& src = items.items();
  Int n = static_cast<Int>(v.size());
  if (r.step == 1) {
    // list_ass_slice: the run clamped to the length the list has now.
    Int start = std::clamp<Int>(r.start, 0, n);
    Int stop = std::clamp<Int>(r.start + r.count, start, n);
    v.erase(v.begin() + start, v.begin() + stop);
    v.insert(v.begin() + start, src.begin(), src.end());
    return;
  }
  if (static_cast<Int>(src.size()) != r.count) {
    raise(exc::ValueError, "attempt to assign sequence of size " + std::to_string(src.size()) +
                               " to extended slice of size " + std::to_string(r.count));
  }
  for (Int k = 0; k < r.count; ++k) {
    std::size_t at = checked_index(r.at(k), v.size(), "list assignment index out of range");
    v[at] = src[static_cast<std::size_t>(k)];
  }
}
// del l[lo:hi:step]: the slice's items removed, the others kept in order.
template <class T>
void list_delslice(const List<T>& l, std::optional<Int> lo, std::optional<Int> hi,
                   std::optional<Int> step) {
  SliceRange r = adjust_slice(static_cast<Int>(l.size()), lo, hi, step);
  if (r.count == 0) return;
  auto& v = l.items();
  Int first = r.step > 0 ? r.start : r.at(r.count - 1);  // the lowest index removed
  Int stride = r.step > 0 ? r.step : -r.step;
  if (stride == 1) {
    v.erase(v.begin() + first, v.begin() + first + r.count);
    return;
  }
  std::size_t kept = static_cast<std::size_t>(first);
  for (std::size_t i = kept; i < v.size(); ++i) {
    Int offset = static_cast<Int>(i) - first;
    if (offset % stride == 0 && offset / stride < r.count) continue;
    v[kept++] = std::move(v[i]);
  }
  v.resize(kept);
}
template <class T> void insert(const List<T>& l, Int i, const T& x) {
  auto& v = l.items();
  Int n = static_cast<Int>(v.size());
  if (i < 0) i = std::max<Int>(0, i + n);
  i = std::min(i, n);
  v.insert(v.begin() + i, static_cast<slot_t<T>>(x));
}
template <class T> T pop(const List<T>& l, Int i = -1) {
  auto& v = l.items();
  if (v.empty()) raise(exc::IndexError, "pop from empty list");
  std::size_t k = checked_index(i, v.size(), "pop index out of range");
  T x = static_cast<T>(v[k]);
  v.erase(v.begin() + static_cast<std::ptrdiff_t>(k));
  return x;
}
template <class T> void remove(const List<T>& l, const T& x) {
  auto& v = l.items();
  for (std::size_t k = 0; k < v.size(); ++k) {
    if (pyaot::eq_or_same(static_cast<T>(v[k]), x)) {
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(k));
      return;
    }
  }
  raise(exc::ValueError, "list.remove(x): x not in list");
}
template <class T> Int index(const List<T>& l, const T& x) {
  for (std::size_t k = 0; k < l.size(); ++k) if (pyaot::eq_or_same(l.at(k), x)) return static_cast<Int>(k);
  raise(exc::ValueError, pyaot::repr(x) + " is not in list");
}
template <class T> Int count(const List<T>& l, const T& x) {
  Int n = 0;
  for (std::size_t k = 0; k < l.size(); ++k) n += pyaot::eq_or_same(l.at(k), x);
  return n;
}
// tuple.index / tuple.count on a tuple[T, ...] or a fixed tuple whose members
// share one type (CPython's message names the tuple, not the value).
template <class Seq, class T> Int tuple_index(const Seq& t, const T& x) {
  auto c = iterate(t);
  element_t<Seq> y;
  for (Int k = 0; c.next(y); ++k) if (pyaot::eq_or_same(y, x)) return k;
  raise(exc::ValueError, "tuple.index(x): x not in tuple");
}
template <class Seq, class T> Int tuple_count(const Seq& t, const T& x) {
  auto c = iterate(t);
  element_t<Seq> y;
  Int n = 0;
  while (c.next(y)) n += pyaot::eq_or_same(y, x);
  return n;
}
template <class T> void reverse(const List<T>& l) { std::reverse(l.items().begin(), l.items().end()); }
template <class T> void sort(const List<T>& l, bool reverse = false) {
  sort_list(l, [&](auto& items) { sort_by_value<T>(items, reverse); });
}
template <class T> void sort(const List<T>& l, NoneType, bool reverse) { sort(l, reverse); }
template <class T, class F> void sort_key(const List<T>& l, F key, bool reverse) {
  sort_list(l, [&](auto& items) { sort_by_key<T>(items, key, reverse); });
}
template <class T> List<T> copy(const List<T>& l) { return List<T>(l.items()); }
template <class T> void clear(const List<T>& l) { l.items().clear(); }
template <class T> List<T> list_add(const List<T>& a, const List<T>& b) {
  typename List<T>::Vector v(a.items());
  v.insert(v.end(), b.items().begin(), b.items().end());
  return List<T>(std::move(v));
}
template <class T> List<T> list_mul(const List<T>& a, Int n) {
  typename List<T>::Vector v;
  if (n > 0 && !a.items().empty()) {
    if (static_cast<std::uint64_t>(n) > std::numeric_limits<std::uint64_t>::max() / a.size()) {
      memory::raise_no_memory();
    }
    memory::check(a.size() * static_cast<std::uint64_t>(n), sizeof(a.items()[0]));
    // One fill for the common `[x] * n`: an insert per copy costs ~20x more.
    if (a.size() == 1) {
      v.assign(static_cast<std::size_t>(n), a.items()[0]);
    } else {
      v.reserve(a.size() * static_cast<std::size_t>(n));
      for (Int k = 0; k < n; ++k) v.insert(v.end(), a.items().begin(), a.items().end());
    }
  }
  return List<T>(std::move(v));
}
template <class T> List<T> list_rmul(Int n, const List<T>& a) { return list_mul(a, n); }

// ------------------------------------------------------------ dict

template <class K, class V> V dict_getitem(const Dict<K, V>& d, const K& k) { return d.get(k); }
template <class K, class V> void dict_setitem(const Dict<K, V>& d, const K& k, const V& v) { d.set(k, v); }
template <class K, class V> void dict_delitem(const Dict<K, V>& d, const K& k) {
  if (!d.table().erase(k)) raise(exc::KeyError, pyaot::repr(k));
}
template <class K, class V> OptionalOf<V> get(const Dict<K, V>& d, const K& k) {
  if (V* v = d.table().find(k)) return *v;
  return std::nullopt;
}
template <class K, class V> V get_default(const Dict<K, V>& d, const K& k, const V& dflt) {
  if (V* v = d.table().find(k)) return *v;
  return dflt;
}
// d.get(k, default) where the default is the other number type: the value
// found or the default, each kept as it is (an int stays an int).
template <class K, class V, class D>
std::variant<Int, double> get_number(const Dict<K, V>& d, const K& k, const D& dflt) {
  if (V* v = d.table().find(k)) return *v;
  return dflt;
}
// A key whose type no key can equal (pyaot.infer_keymiss): a miss.
template <class K, class V, class X> OptionalOf<V> missing_get(const Dict<K, V>&, const X&) {
  return std::nullopt;
}
template <class K, class V, class X>
V missing_get_default(const Dict<K, V>&, const X&, const V& dflt) { return dflt; }
template <class C, class X> bool missing_in(const C&, const X&) { return false; }
template <class K, class V> V dict_pop(const Dict<K, V>& d, const K& k) {
  V out{};
  if (!d.table().erase(k, &out)) raise(exc::KeyError, pyaot::repr(k));
  return out;
}
template <class K, class V> V dict_pop_default(const Dict<K, V>& d, const K& k, const V& dflt) {
  V out{};
  return d.table().erase(k, &out) ? out : dflt;
}
// `a, b, c = map(int, line.split())`: an iterator unpacked as CPython does,
// the expected items then one more pull (the "too many" check), no further.
template <class X> auto unpack_iterator(X&& iterable, Int expected) {
  using T = element_t<X>;
  List<T> out;
  auto c = iterate(std::forward<X>(iterable));
  T x;
  while (static_cast<Int>(out.size()) < expected && c.next(x)) out.append(x);
  if (static_cast<Int>(out.size()) < expected) {
    check_unpack(out.size(), static_cast<std::size_t>(expected));
  }
  if (c.next(x)) check_unpack(static_cast<std::size_t>(expected) + 1, static_cast<std::size_t>(expected));
  return out;
}

// d.pop(k, None): the value, or None where k is absent.
template <class K, class V> OptionalOf<V> dict_pop_none(const Dict<K, V>& d, const K& k, NoneType) {
  V out{};
  if (d.table().erase(k, &out)) return out;
  return std::nullopt;
}
template <class K, class V> V setdefault(const Dict<K, V>& d, const K& k, const V& dflt) {
  if (V* v = d.table().find(k)) return *v;
  d.set(k, dflt);
  return dflt;
}
template <class K, class V> std::tuple<K, V> popitem(const Dict<K, V>& d) {
  if (d.size() == 0) raise(exc::KeyError, "'popitem(): dictionary is empty'");
  auto& e = d.table().entry(d.table().last());
  std::tuple<K, V> out(e.key, e.value);
  d.table().erase(std::get<0>(out));
  return out;
}
template <class K, class V> auto keys(const Dict<K, V>& d) {
  return TableView<K, V, View::keys>{d.storage(), "dictionary"};
}
template <class K, class V> auto values(const Dict<K, V>& d) {
  return TableView<K, V, View::values>{d.storage(), "dictionary"};
}
template <class K, class V> auto items(const Dict<K, V>& d) {
  return TableView<K, V, View::items>{d.storage(), "dictionary"};
}
template <class K, class V> void update(const Dict<K, V>& d, const Dict<K, V>& other) {
  auto c = iterate(items(other));
  std::tuple<K, V> kv;
  while (c.next(kv)) d.set(std::get<0>(kv), std::get<1>(kv));
}
template <class K, class V> Dict<K, V> copy(const Dict<K, V>& d) {
  Dict<K, V> out;
  out.table().default_factory = d.table().default_factory;  // a defaultdict's copy is one
  update(out, d);
  return out;
}
// dict(d): a plain dict of d's items in d's order (of a defaultdict or a
// Counter too: the copy has no default factory).
template <class K, class V> Dict<K, V> dict_of(const Dict<K, V>& d) {
  Dict<K, V> out;
  update(out, d);
  return out;
}
template <class K, class V> Dict<K, V> dict_or(const Dict<K, V>& a, const Dict<K, V>& b) {
  Dict<K, V> out = copy(a);
  // defaultdict.__ror__ runs before dict.__or__ (a subclass's reflected
  // operator first): `d | dd` is a defaultdict with dd's factory.
  if (!out.table().default_factory) out.table().default_factory = b.table().default_factory;
  update(out, b);
  return out;
}
template <class K, class V> Dict<K, V> dict_ior(const Dict<K, V>& a, const Dict<K, V>& b) {
  update(a, b);
  return a;
}
template <class K, class V> void clear(const Dict<K, V>& d) { d.table().clear(); }

// ------------------------------------------------------------ set

template <class T> void add(const Set<T>& s, const T& x) { s.add(x); }
template <class T> void discard(const Set<T>& s, const T& x) { s.table().erase(x); }
template <class T> void set_remove(const Set<T>& s, const T& x) {
  if (!s.table().erase(x)) raise(exc::KeyError, pyaot::repr(x));
}
template <class T> T set_pop(const Set<T>& s) {
  if (s.size() == 0) raise(exc::KeyError, "'pop from an empty set'");
  T x = s.table().entry(s.table().last()).key;
  s.table().erase(x);
  return x;
}
template <class T> Set<T> copy(const Set<T>& s) { return set(s); }
template <class T> void clear(const Set<T>& s) { s.table().clear(); }
template <class T> Set<T> set_or(const Set<T>& a, const Set<T>& b) {
  Set<T> out = set(a);
  auto c = iterate(b);
  T x;
  while (c.next(x)) out.add(x);
  return out;
}
template <class T> Set<T> set_and(const Set<T>& a, const Set<T>& b) {
  Set<T> out;
  auto c = iterate(a);
  T x;
  while (c.next(x)) if (b.contains(x)) out.add(x);
  return out;
}
template <class T> Set<T> set_sub(const Set<T>& a, const Set<T>& b) {
  Set<T> out;
  auto c = iterate(a);
  T x;
  while (c.next(x)) if (!b.contains(x)) out.add(x);
  return out;
}
template <class T> Set<T> set_xor(const Set<T>& a, const Set<T>& b) {
  Set<T> out = set_sub(a, b);
  auto c = iterate(b);
  T x;
  while (c.next(x)) if (!a.contains(x)) out.add(x);
  return out;
}
// s.update(*iterables): each read whole first (a snapshot: `s.update(s)`).
template <class T, class... Xs> void set_update(const Set<T>& s, Xs&&... iterables) {
  auto add_all = [&](auto&& iterable) {
    auto items = list(iterable);
    for (std::size_t k = 0; k < items.size(); ++k) s.add(items.at(k));
  };
  (add_all(iterables), ...);
}
// set's methods take any iterables (s.union([1, 2]), s.intersection(a, b)),
// each as the set of its items, in order; the result is a new set.
template <class T, class... Xs> Set<T> union_of(const Set<T>& s, Xs&&... iterables) {
  Set<T> out = set(s);
  set_update(out, iterables...);
  return out;
}
template <class T, class... Xs> Set<T> intersection_of(const Set<T>& s, Xs&&... iterables) {
  Set<T> out = set(s);
  ((out = set_and(out, set(iterables))), ...);
  return out;
}
template <class T, class... Xs> Set<T> difference_of(const Set<T>& s, Xs&&... iterables) {
  Set<T> out = set(s);
  ((out = set_sub(out, set(iterables))), ...);
  return out;
}
template <class T, class X> Set<T> symmetric_difference_of(const Set<T>& s, X&& iterable) {
  return set_xor(s, set(std::forward<X>(iterable)));
}
template <class T, class X> bool issubset_of(const Set<T>& s, X&& iterable) {
  return Py<Set<T>>::subset(s, set(std::forward<X>(iterable)));
}
template <class T, class X> bool issuperset_of(const Set<T>& s, X&& iterable) {
  auto c = iterate(std::forward<X>(iterable));
  T x;
  while (c.next(x)) if (!s.contains(x)) return false;
  return true;
}
template <class T, class X> bool isdisjoint_of(const Set<T>& s, X&& iterable) {
  auto c = iterate(std::forward<X>(iterable));
  T x;
  while (c.next(x)) if (s.contains(x)) return false;
  return true;
}
// In place (every alias sees the change); the arguments are read first.
template <class T, class... Xs> void intersection_update(const Set<T>& s, Xs&&... iterables) {
  const Set<T> kept = intersection_of(s, iterables...);
  s.table().clear();
  set_update(s, kept);
}
template <class T, class... Xs> void difference_update(const Set<T>& s, Xs&&... iterables) {
  const Set<T> kept = difference_of(s, iterables...);
  s.table().clear();
  set_update(s, kept);
}
template <class T, class X> void symmetric_difference_update(const Set<T>& s, X&& iterable) {
  const Set<T> kept = symmetric_difference_of(s, std::forward<X>(iterable));
  s.table().clear();
  set_update(s, kept);
}
// s.union(*xs), s.intersection(*xs), s.difference(*xs): iterables of a
// length known at run time (a list of sets, a generator of words), as one
// iterable of them.
// The iterables are taken first (`*xs` is unpacked before the call, so a
// generator adding to s has run), then s is copied and each applied.
template <class T, class X, class Step> Set<T> fold_sets(const Set<T>& s, X&& xs, Step step) {
  const auto all = list(std::forward<X>(xs));
  Set<T> out = set(s);
  for (std::size_t k = 0; k < all.size(); ++k) out = step(out, all.at(k));
  return out;
}
template <class T, class X> Set<T> union_all(const Set<T>& s, X&& xs) {
  return fold_sets(s, std::forward<X>(xs), [](const Set<T>& out, const auto& x) {
    set_update(out, x);
    return out;
  });
}
template <class T, class X> Set<T> intersection_all(const Set<T>& s, X&& xs) {
  return fold_sets(s, std::forward<X>(xs),
                   [](const Set<T>& out, const auto& x) { return set_and(out, set(x)); });
}
template <class T, class X> Set<T> difference_all(const Set<T>& s, X&& xs) {
  return fold_sets(s, std::forward<X>(xs),
                   [](const Set<T>& out, const auto& x) { return set_sub(out, set(x)); });
}
template <class T> bool issubset(const Set<T>& a, const Set<T>& b) { return Py<Set<T>>::subset(a, b); }
template <class T> bool issuperset(const Set<T>& a, const Set<T>& b) { return Py<Set<T>>::subset(b, a); }
template <class T> bool isdisjoint(const Set<T>& a, const Set<T>& b) { return set_and(a, b).size() == 0; }

// ------------------------------------------------------------ in place

// x op= y on a mutable container changes the object x names and returns it,
// as list.__iadd__, set.__ior__, dict.__ior__ ... return self: every alias
// of x sees the change (operator.iadd and co. in ops/decls/operator.toml).
template <class T, class X> List<T> list_iadd(const List<T>& a, const X& iterable) {
  extend(a, iterable);
  return a;
}
template <class T> List<T> list_imul(const List<T>& a, Int n) {
  auto& v = a.items();
  if (n <= 0 || v.empty()) {
    v.clear();
    return a;
  }
  if (static_cast<std::uint64_t>(n) > std::numeric_limits<std::uint64_t>::max() / v.size()) {
    memory::raise_no_memory();
  }
  memory::check(v.size() * static_cast<std::uint64_t>(n), sizeof(v[0]));
  const typename List<T>::Vector once(v);
  v.reserve(once.size() * static_cast<std::size_t>(n));
  for (Int k = 1; k < n; ++k) v.insert(v.end(), once.begin(), once.end());
  return a;
}
template <class T> Set<T> set_ior(const Set<T>& a, const Set<T>& b) {
  set_update(a, b);
  return a;
}
template <class T> Set<T> set_iand(const Set<T>& a, const Set<T>& b) {
  List<T> gone;
  auto c = iterate(a);
  T x;
  while (c.next(x)) if (!b.contains(x)) gone.append(x);
  for (std::size_t k = 0; k < gone.size(); ++k) a.table().erase(gone.at(k));
  return a;
}
template <class T> Set<T> set_isub(const Set<T>& a, const Set<T>& b) {
  List<T> gone = list(b);  // a snapshot: `s -= s` empties s
  for (std::size_t k = 0; k < gone.size(); ++k) a.table().erase(gone.at(k));
  return a;
}
template <class T> Set<T> set_ixor(const Set<T>& a, const Set<T>& b) {
  List<T> other = list(b);  // a snapshot: `s ^= s` empties s
  for (std::size_t k = 0; k < other.size(); ++k) {
    if (!a.table().erase(other.at(k))) a.add(other.at(k));
  }
  return a;
}

// ------------------------------------------------------------ tuple

template <class... T> std::tuple<T...> tuple_identity(const std::tuple<T...>& t) { return t; }
template <class... A, class... B>
std::tuple<A..., B...> tuple_add(const std::tuple<A...>& a, const std::tuple<B...>& b) {
  return std::tuple_cat(a, b);
}

// ------------------------------------------------------------ printing

// print(*objects, sep=' ', end='\n') to stdout.
template <class... X>
void print_sep_end(const Str& sep, const Str& end, const X&... objects) {
  std::string out;
  std::size_t k = 0;
  (append_printed(out, k, sep, objects), ...);
  out += end.bytes();
  std::fwrite(out.data(), 1, out.size(), stdout);
}

// print(..., file=None, flush=False): stdout.
template <class... X>
void print_file(const Str& sep, const Str& end, NoneType, bool flush, const X&... objects) {
  print_sep_end(sep, end, objects...);
  if (flush) std::fflush(stdout);
}

template <class Items> PrintedItems<Items> printed_items(const Items& items) { return {items}; }

template <class X> Str format(const X& x, const Str& spec) { return Str(pyaot::format(x, spec.view())); }
// A union (pyaot.infer_mixed's visited operators): the member held, formatted.
template <class... Ts> Str format(const std::variant<Ts...>& v, const Str& spec) {
  return std::visit([&](const auto& m) { return format(m, spec); }, v);
}
template <class X> Str format_value(const X& x) { return Str(pyaot::str(x)); }

}  // namespace pyaot::ops::containers

namespace pyaot::ops::containers {

// divmod(a, b): (a // b, a % b) with Python's floor semantics and errors.
inline std::tuple<Int, Int> divmod(Int a, Int b) { return {int_floordiv(a, b), int_mod(a, b)}; }
inline std::tuple<double, double> divmod(double a, double b) {
  if (b == 0.0) raise(exc::ZeroDivisionError, "float divmod()");  // CPython's own wording
  return {float_floordiv(a, b), float_mod(a, b)};
}

}  // namespace pyaot::ops::containers

namespace pyaot::ops::containers {

// tuple[T, ...] (`*args`): slicing and + give tuples again.
template <class T> VTuple<T> vtuple_slice(const VTuple<T>& t, std::optional<Int> lo,
                                          std::optional<Int> hi, std::optional<Int> step) {
  return VTuple<T>(list_slice<T>(t, lo, hi, step));
}
template <class T> VTuple<T> vtuple_add(const VTuple<T>& a, const VTuple<T>& b) {
  return VTuple<T>(list_add<T>(a, b));
}
// sum(lists, start_list) and sum(tuples, start_tuple): CPython's start + a +
// b + ..., a new sequence (start and the items are left unchanged), or start
// itself when there are no items.
template <class X, class T> List<T> sum_lists(X&& iterable, const List<T>& start) {
  auto c = iterate(std::forward<X>(iterable));
  element_t<X> x;
  if (!c.next(x)) return start;
  typename List<T>::Vector v(start.items());
  do {
    v.insert(v.end(), x.items().begin(), x.items().end());
  } while (c.next(x));
  return List<T>(std::move(v));
}
template <class X, class T> VTuple<T> sum_vtuples(X&& iterable, const VTuple<T>& start) {
  return VTuple<T>(sum_lists(std::forward<X>(iterable), static_cast<const List<T>&>(start)));
}
// (first,) + rest: a fixed tuple of one type joined to a tuple[T, ...].
template <class T, class... R> VTuple<T> vtuple_add(const std::tuple<R...>& a, const VTuple<T>& b) {
  typename List<T>::Vector v;
  std::apply([&](const auto&... x) { (v.push_back(x), ...); }, a);
  v.insert(v.end(), b.items().begin(), b.items().end());
  return VTuple<T>(List<T>(std::move(v)));
}
template <class T, class... R> VTuple<T> vtuple_add(const VTuple<T>& a, const std::tuple<R...>& b) {
  typename List<T>::Vector v(a.items());
  std::apply([&](const auto&... x) { (v.push_back(x), ...); }, b);
  return VTuple<T>(List<T>(std::move(v)));
}
// (a, b) + (c,): the items of both, in order, each keeping its type.
template <class... A, class... B>
std::tuple<A..., B...> tuple_concat(const std::tuple<A...>& a, const std::tuple<B...>& b) {
  return std::tuple_cat(a, b);
}
template <class X> auto tuple_of(X&& iterable) {
  return VTuple<element_t<X>>(list(std::forward<X>(iterable)));
}

}  // namespace pyaot::ops::containers
