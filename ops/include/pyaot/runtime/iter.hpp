// Iteration: every iterable value yields a cursor with `bool next(T& out)`.
// Cursors re-read the container on each step, so they see mutation exactly
// as CPython's iterators do (a list grown inside its own for loop is iterated
// to its new end; a dict that changes size raises RuntimeError).
// enumerate/zip/reversed/dict views are cursors over cursors.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/generator.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/runtime/table.hpp"

namespace pyaot {

template <class T>
struct ListCursor {
  using value_type = T;
  List<T> list;
  std::size_t k = 0;
  bool next(T& out) {
    if (k >= list.size()) {
      // Exhausted for good, as CPython's list iterator: a list grown after
      // an iterator variable ran out is not iterated again.
      k = SIZE_MAX;
      return false;
    }
    out = list.at(k++);
    return true;
  }
};

template <class T>
struct ListReverseCursor {
  using value_type = T;
  List<T> list;
  std::size_t k;  // one past the next element
  bool next(T& out) {
    if (k == 0 || k > list.size()) {
      k = 0;  // exhausted for good, as CPython's
      return false;
    }
    out = list.at(--k);
    return true;
  }
};

struct StrCursor {
  using value_type = Str;
  Str s;
  std::size_t byte = 0;
  bool next(Str& out) {
    if (byte >= s.bytes().size()) return false;
    std::size_t start = byte;
    unicode::decode(s.bytes(), byte);
    out = Str::part(s, start, byte);
    return true;
  }
};

struct RangeCursor {
  using value_type = Int;
  Range range;
  std::uint64_t k = 0;
  bool next(Int& out) {
    if (k >= range.size()) return false;
    out = range[k++];
    return true;
  }
};

struct RangeReverseCursor {
  using value_type = Int;
  Range range;
  std::uint64_t k;
  bool next(Int& out) {
    if (k == 0) return false;
    out = range[--k];
    return true;
  }
};

// What a table cursor yields: keys, values or (key, value) items.
enum class View { keys, values, items };

// A cursor stops the loop when the table changes under it: in size, as
// CPython's dict and set iterators check, or (Ordered: an OrderedDict's) by
// any insertion, removal or move, as CPython's odict iterator checks (the
// table's version).
template <class K, class V, View W, bool Ordered = false>
struct TableCursor {
  using value_type = std::conditional_t<W == View::keys, K,
                     std::conditional_t<W == View::values, V, std::tuple<K, V>>>;
  // Owned, not borrowed: the dict or set iterated may be a temporary
  // (`for k in f():`, `f().items()`) that dies before the loop ends.
  std::shared_ptr<Table<K, V>> table;
  std::uint64_t at_start;  // the table's size, or (Ordered) its version
  const char* what;
  std::size_t k = 0;
  bool done = false;  // exhausted for good, as CPython's dict iterator
  bool next(value_type& out) {
    if (done) return false;
    if ((Ordered ? table->version() : table->size()) != at_start) [[unlikely]] {
      raise(exc::RuntimeError, Ordered ? std::string(what) + " mutated during iteration"
                                       : std::string(what) + " changed size during iteration");
    }
    while (k < table->slots() && !table->entry(k).live) ++k;
    if (k >= table->slots()) {
      done = true;
      return false;
    }
    const auto& e = table->entry(k++);
    if constexpr (W == View::keys) out = e.key;
    else if constexpr (W == View::values) out = e.value;
    else out = value_type(e.key, e.value);
    return true;
  }
};

// A dict's keys(), values() or items(): a live view, as CPython's. Each
// iteration starts its own cursor, seeing the table as it is then: a view can
// be iterated again, and zip(d.keys(), [d.pop(k)]) starts iterating the keys
// after the pop, as CPython's zip() calls iter() once its arguments are made.
// Ordered: an OrderedDict's, whose cursors check the table's version.
template <class K, class V, View W, bool Ordered = false>
struct TableView {
  using value_type = typename TableCursor<K, V, W, Ordered>::value_type;
  std::shared_ptr<Table<K, V>> table;
  const char* what;
  TableCursor<K, V, W, Ordered> cursor() const {
    return {table, Ordered ? table->version() : table->size(), what};
  }
};
// The IR's dict_keys[K,V], dict_values[K,V], dict_items[K,V] and the
// odict_* of an OrderedDict (ops/decls/containers.toml, collections.toml).
template <class K, class V> using KeysView = TableView<K, V, View::keys>;
template <class K, class V> using ValuesView = TableView<K, V, View::values>;
template <class K, class V> using ItemsView = TableView<K, V, View::items>;
template <class K, class V> using OrderedKeysView = TableView<K, V, View::keys, true>;
template <class K, class V> using OrderedValuesView = TableView<K, V, View::values, true>;
template <class K, class V> using OrderedItemsView = TableView<K, V, View::items, true>;

// A view as a value: CPython's repr, and keys and items views compare as the
// sets they are (==, and < as a proper subset). Values views compare by
// identity in CPython, which compiled code has no view object for: the
// compiler refuses comparing them (pyaot.infer_call), so only repr is used.
template <class K, class V, View W, bool Ordered>
struct Py<TableView<K, V, W, Ordered>> {
  using ViewType = TableView<K, V, W, Ordered>;
  static constexpr const char* name =
      W == View::keys ? (Ordered ? "odict_keys" : "dict_keys")
      : W == View::values ? (Ordered ? "odict_values" : "dict_values")
                          : (Ordered ? "odict_items" : "dict_items");
  static std::string repr(const ViewType& v) {
    const RecursionGuard depth(1, kInRepr);
    const ReprEnter enter(v.table.get(), type_key<ViewType>());
    if (enter.again()) return "...";
    return std::string(name) + "([" + join_entries(*v.table, [](const auto& e) {
      if constexpr (W == View::keys) return pyaot::repr(e.key);
      else if constexpr (W == View::values) return pyaot::repr(e.value);
      else return pyaot::repr(std::tuple<K, V>(e.key, e.value));
    }) + "])";
  }
  static std::string str(const ViewType& v) { return repr(v); }
  // Is every member of a in b (a set-like view's <=)?
  static bool within(const ViewType& a, const ViewType& b) {
    const RecursionGuard depth(1, kInComparison);
    auto& t = *a.table;
    for (std::size_t k = 0; k < t.slots(); ++k) {
      if (!t.entry(k).live) continue;
      const K key = t.entry(k).key;
      if constexpr (W == View::keys) {
        if (!b.table->contains(key)) return false;
      } else {
        const V mine = t.entry(k).value;
        const V* theirs = b.table->find(key);
        if (theirs == nullptr || !eq_or_same(mine, *theirs)) return false;
      }
    }
    return true;
  }
  static bool eq(const ViewType& a, const ViewType& b) {
    return a.table->size() == b.table->size() && within(a, b);
  }
  static bool lt(const ViewType& a, const ViewType& b) {
    if constexpr (W == View::values) raise_unorderable("<", name, name);
    return a.table->size() < b.table->size() && within(a, b);
  }
  [[noreturn]] static std::size_t hash(const ViewType&) {
    raise(exc::TypeError, std::string("unhashable type: '") + name + "'");
  }
  static bool truthy(const ViewType& v) { return v.table->size() != 0; }
};

// print(*xs): the items of a starred argument of run-time length, each
// printed as one more object (pyaot.printed_items). Held by value: the
// sequence may be a temporary (print(*sorted(xs))); values are references.
template <class Items>
struct PrintedItems {
  Items items;
};

template <class T, std::size_t N>
struct ArrayCursor {
  using value_type = T;
  std::array<T, N> items;
  std::size_t k = 0;
  bool next(T& out) {
    if (k >= N) return false;
    out = items[k++];
    return true;
  }
};

template <class C>
concept Cursor = requires(C c, typename C::value_type v) {
  { c.next(v) } -> std::same_as<bool>;
};

// iterate(x): a fresh cursor over any iterable value.
template <class T> ListCursor<T> iterate(const List<T>& l) { return {l}; }
template <class T> ListCursor<T> iterate(const VTuple<T>& l) { return {l}; }
inline StrCursor iterate(const Str& s) { return {s}; }
inline RangeCursor iterate(const Range& r) { return {r}; }
template <Cursor C> C iterate(C c) { return c; }
template <class K, class V, View W, bool Ordered>
TableCursor<K, V, W, Ordered> iterate(const TableView<K, V, W, Ordered>& v) {
  return v.cursor();
}

template <class K, class V>
TableCursor<K, V, View::keys> iterate(const Dict<K, V>& d) {
  return {d.storage(), d.size(), "dictionary"};
}

// One object of print(...): after `sep` unless it is the first (k counts them).
template <class X>
void append_printed(std::string& out, std::size_t& k, const Str& sep, const X& x) {
  if (k++) out += sep.bytes();
  out += pyaot::str(x);
}
template <class Items>
void append_printed(std::string& out, std::size_t& k, const Str& sep,
                    const PrintedItems<Items>& spread) {
  auto cursor = iterate(spread.items);
  typename decltype(cursor)::value_type item{};
  while (cursor.next(item)) append_printed(out, k, sep, item);
}
template <class T>
TableCursor<T, Empty, View::keys> iterate(const Set<T>& s) {
  return {s.storage(), s.size(), "Set"};
}
template <class T, class... Ts>
  requires(std::is_same_v<T, Ts> && ...)
ArrayCursor<T, 1 + sizeof...(Ts)> iterate(const std::tuple<T, Ts...>& t) {
  return {std::apply([](const auto&... x) { return std::array<T, 1 + sizeof...(Ts)>{x...}; }, t)};
}

template <class X>
using cursor_t = decltype(iterate(std::declval<const X&>()));
template <class X>
using element_t = typename cursor_t<X>::value_type;

template <class C>
struct EnumerateCursor {
  using value_type = std::tuple<Int, typename C::value_type>;
  C inner;
  Int index;
  bool next(value_type& out) {
    typename C::value_type x;
    if (!inner.next(x)) return false;
    out = value_type(index, std::move(x));
    index = int_add(index, 1);
    return true;
  }
};

template <class... C>
struct ZipCursor {
  using value_type = std::tuple<typename C::value_type...>;
  std::tuple<C...> inner;
  bool strict = false;  // zip(..., strict=True): unequal lengths raise ValueError
  bool next(value_type& out) {
    // Stops at the first exhausted input, in argument order (as CPython).
    std::size_t drawn = 0;
    bool all = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return ((std::get<I>(inner).next(std::get<I>(out)) && ++drawn) && ...);
    }(std::index_sequence_for<C...>{});
    if (all || !strict) return all;
    // CPython's zip_next: a shorter argument after the first, or (when the
    // first ran out) any later one that still yields, is an error.
    auto plural = [](std::size_t i) { return i == 1 ? std::string(" ") : std::string("s 1-"); };
    if (drawn > 0) {
      raise(exc::ValueError, "zip() argument " + std::to_string(drawn + 1) +
                                 " is shorter than argument" + plural(drawn) +
                                 std::to_string(drawn));
    }
    std::size_t longer = 0;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((I > 0 && longer == 0 && std::get<I>(inner).next(std::get<I>(out)) ? (longer = I) : 0),
       ...);
    }(std::index_sequence_for<C...>{});
    if (longer > 0) {
      raise(exc::ValueError, "zip() argument " + std::to_string(longer + 1) +
                                 " is longer than argument" + plural(longer) +
                                 std::to_string(longer));
    }
    return false;
  }
};

// map(f, xs) and filter(f, xs): f is a closure, called as elements are drawn.
template <class F, class C>
struct MapCursor {
  using value_type = std::decay_t<std::invoke_result_t<F&, typename C::value_type>>;
  F fn;
  C inner;
  bool next(value_type& out) {
    typename C::value_type x;
    if (!inner.next(x)) return false;
    out = fn(x);
    return true;
  }
};

template <class F, class C>
struct FilterCursor {
  using value_type = typename C::value_type;
  F fn;
  C inner;
  bool next(value_type& out) {
    while (inner.next(out)) {
      if (truthy(fn(out))) return true;
    }
    return false;
  }
};

// How many items a cursor will yield, where CPython knows that before
// iterating (__length_hint__ of range, list, tuple, dict and set iterators;
// not map or enumerate, whose function could raise first); none where it is
// not known. A construction reserves it at once, as CPython's list() does, so
// an absurd size (list(range(10**10))) is a MemoryError before any work
// rather than growth until the operating system kills the program.
template <class C>
std::optional<std::uint64_t> size_hint(const C&) {
  return std::nullopt;
}
inline std::optional<std::uint64_t> size_hint(const RangeCursor& c) { return c.range.size() - c.k; }
template <class T>
std::optional<std::uint64_t> size_hint(const ListCursor<T>& c) {
  return c.k <= c.list.size() ? c.list.size() - c.k : 0;
}
template <class T, std::size_t N>
std::optional<std::uint64_t> size_hint(const ArrayCursor<T, N>& c) {
  return N - c.k;
}
template <class K, class V, View W, bool Ordered>
std::optional<std::uint64_t> size_hint(const TableCursor<K, V, W, Ordered>& c) {
  return c.table->size();
}

// Cursors that never yield an item twice: a set built from one holds every
// item, so it may reserve them all.
template <class C>
inline constexpr bool yields_distinct = false;
template <>
inline constexpr bool yields_distinct<RangeCursor> = true;
template <class K, class V, bool Ordered>
inline constexpr bool yields_distinct<TableCursor<K, V, View::keys, Ordered>> = true;

// Reserves a list's room for what `cursor` will yield, where that is known.
template <class Out, class C>
void reserve_hint(const Out& out, const C& cursor) {
  if (const std::optional<std::uint64_t> n = size_hint(cursor)) out.reserve(*n);
}

// The same for a set or dict keyed by the items themselves: only where they
// are distinct (else the hint could be far more than the result holds).
template <class Out, class C>
void reserve_distinct(const Out& out, const C& cursor) {
  if constexpr (yields_distinct<C>) reserve_hint(out, cursor);
}

}  // namespace pyaot
