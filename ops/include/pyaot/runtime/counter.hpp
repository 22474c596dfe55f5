// collections.Counter[K]: a dict[K, int] subclass (its C++ class derives from
// Dict, sharing the table), so every dict function takes it. What differs is
// its own: c[missing] is 0 without inserting; repr lists items by count,
// largest first (ties in insertion order, as most_common()); == treats a
// missing key as a zero count (Python 3.10+); < and <= compare multisets.
#pragma once

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/gc.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/table.hpp"

namespace pyaot {

template <class K>
class Counter : public Dict<K, Int> {
 public:
  using value_type = K;
  Counter() = default;

  Int count(const K& key) const {
    Int* v = this->table().find(key);
    return v ? *v : 0;
  }
  // (key, count) items by count, largest first; a stable sort keeps ties in
  // insertion order, as CPython's sorted(..., reverse=True).
  std::vector<std::tuple<K, Int>> by_count() const {
    std::vector<std::tuple<K, Int>> out;
    auto& t = this->table();
    for (std::size_t k = 0; k < t.slots(); ++k) {
      if (t.entry(k).live) out.emplace_back(t.entry(k).key, t.entry(k).value);
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
      return std::get<1>(a) > std::get<1>(b);
    });
    return out;
  }
};

template <class K>
const void* identity(const Counter<K>& c) {
  return c.storage().get();
}

template <class K>
struct Py<Counter<K>> {
  static constexpr const char* name = "Counter";
  static std::string repr(const Counter<K>& c) {
    if (c.size() == 0) return "Counter()";
    const RecursionGuard depth(1, kInRepr);
    std::string out = "Counter({";
    bool first = true;
    for (const auto& [key, n] : c.by_count()) {
      if (!first) out += ", ";
      first = false;
      out += pyaot::repr(key) + ": " + pyaot::repr(n);
    }
    return out + "})";
  }
  static std::string str(const Counter<K>& c) { return repr(c); }
  // Every key of either, compared by count (a missing key counts 0).
  template <class Test> static bool all_counts(const Counter<K>& a, const Counter<K>& b, Test test) {
    for (const Counter<K>* c : {&a, &b}) {
      auto& t = c->table();
      for (std::size_t k = 0; k < t.slots(); ++k) {
        if (!t.entry(k).live) continue;
        const K key = t.entry(k).key;
        if (!test(a.count(key), b.count(key))) return false;
      }
    }
    return true;
  }
  static bool eq(const Counter<K>& a, const Counter<K>& b) {
    return all_counts(a, b, [](Int x, Int y) { return x == y; });
  }
  static bool lt(const Counter<K>& a, const Counter<K>& b) {
    return all_counts(a, b, [](Int x, Int y) { return x <= y; }) && !eq(a, b);
  }
  [[noreturn]] static std::size_t hash(const Counter<K>&) {
    raise(exc::TypeError, "unhashable type: 'Counter'");
  }
  static bool truthy(const Counter<K>& c) { return c.size() != 0; }
};

namespace gc {

// A Counter's table, as its dict's.
template <class K>
struct Trace<Counter<K>> : Trace<Dict<K, Int>> {};

}  // namespace gc

}  // namespace pyaot
