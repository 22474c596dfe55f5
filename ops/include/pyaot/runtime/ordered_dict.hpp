// collections.OrderedDict[K, V]: a dict[K, V] subclass (its C++ class derives
// from Dict, sharing the table), so every dict function takes it. Its own:
// move_to_end and popitem(last=) (pyaot/ops/collections.hpp), == between two
// OrderedDicts compares order too, repr is CPython 3.11's
// `OrderedDict([(k, v), ...])`, and iteration raises "OrderedDict mutated
// during iteration" on any insertion, removal or move (the table's version),
// as CPython's odict iterator does.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/gc.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/table.hpp"

namespace pyaot {

template <class K, class V>
class OrderedDict : public Dict<K, V> {
 public:
  using value_type = K;
  OrderedDict() = default;
};

template <class K, class V>
const void* identity(const OrderedDict<K, V>& d) {
  return d.storage().get();
}

// A cursor over an OrderedDict's keys, values or items.
template <class K, class V, View W>
using OrderedCursor = TableCursor<K, V, W, true>;

template <View W, class K, class V>
OrderedCursor<K, V, W> ordered_cursor(const OrderedDict<K, V>& d) {
  return {d.storage(), d.table().version(), "OrderedDict"};
}
template <class K, class V>
OrderedCursor<K, V, View::keys> iterate(const OrderedDict<K, V>& d) {
  return ordered_cursor<View::keys>(d);
}

template <class K, class V>
struct Py<OrderedDict<K, V>> {
  static constexpr const char* name = "OrderedDict";
  static std::string repr(const OrderedDict<K, V>& d) {
    if (d.size() == 0) return "OrderedDict()";
    const RecursionGuard depth(1, kInRepr);
    const ReprEnter enter(d.storage().get(), type_key<OrderedDict<K, V>>());
    if (enter.again()) return "...";
    return "OrderedDict([" + join_entries(d.table(), [](const auto& e) {
      return "(" + pyaot::repr(e.key) + ", " + pyaot::repr(e.value) + ")";
    }) + "])";
  }
  static std::string str(const OrderedDict<K, V>& d) { return repr(d); }
  // Two OrderedDicts are equal when their items are, in the same order.
  static bool eq(const OrderedDict<K, V>& a, const OrderedDict<K, V>& b) {
    if (!Py<Dict<K, V>>::eq(a, b)) return false;
    auto& s = a.table();
    auto& t = b.table();
    std::size_t j = 0;
    for (std::size_t k = 0; k < s.slots(); ++k) {
      if (!s.entry(k).live) continue;
      while (j < t.slots() && !t.entry(j).live) ++j;
      if (j >= t.slots() || !eq_or_same(s.entry(k).key, t.entry(j).key)) return false;
      ++j;
    }
    return true;
  }
  [[noreturn]] static bool lt(const OrderedDict<K, V>&, const OrderedDict<K, V>&) {
    raise_unorderable("<", "OrderedDict", "OrderedDict");
  }
  [[noreturn]] static std::size_t hash(const OrderedDict<K, V>&) {
    raise(exc::TypeError, "unhashable type: 'OrderedDict'");
  }
  static bool truthy(const OrderedDict<K, V>& d) { return d.size() != 0; }
};

namespace gc {

// An OrderedDict's table, as its dict's.
template <class K, class V>
struct Trace<OrderedDict<K, V>> : Trace<Dict<K, V>> {};

}  // namespace gc

}  // namespace pyaot
