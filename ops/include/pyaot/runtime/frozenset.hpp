// Python's frozenset[T]: an immutable set. Its C++ class derives from Set,
// sharing the table, so every function that reads a set takes it (len, in,
// iteration, issubset, sorted ...). Nothing mutates one: the declarations
// hide set's mutating methods from it (ops/decls/frozenset.toml), and its
// operators, `|=` included, make a new frozenset. What differs is its own:
// the repr `frozenset({1, 2})`, and a hash, so it can be a dict key or a set
// item, equal for equal sets whatever their insertion order (CPython's
// frozenset hash: the items' hashes shuffled and xor-ed, then the size).
#pragma once

#include <cstdint>
#include <string>

#include "pyaot/runtime/gc.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/table.hpp"

namespace pyaot {

template <class T>
class FrozenSet : public Set<T> {
 public:
  using value_type = T;
  FrozenSet() = default;
  // Takes over a set's table: only for a set nothing else holds (a fresh result).
  explicit FrozenSet(const Set<T>& fresh) : Set<T>(fresh) {}
};

template <class T>
const void* identity(const FrozenSet<T>& s) {
  return s.storage().get();
}

// CPython's frozenset_hash (Objects/setobject.c) over the items' hashes as
// `item_hash` gives them: shuffled and xor-ed (their order does not matter),
// then the size, then dispersed; -1 is never the result.
template <class T, class ItemHash>
std::uint64_t frozenset_hash(const FrozenSet<T>& s, ItemHash item_hash) {
  auto shuffle = [](std::uint64_t h) { return ((h ^ 89869747ULL) ^ (h << 16)) * 3644798167ULL; };
  std::uint64_t h = 0;
  auto& t = s.table();
  for (std::size_t k = 0; k < t.slots(); ++k) {
    if (t.entry(k).live) h ^= shuffle(static_cast<std::uint64_t>(item_hash(t.entry(k).key)));
  }
  h ^= (static_cast<std::uint64_t>(s.size()) + 1) * 1927868237ULL;
  h ^= (h >> 11) ^ (h >> 25);
  h = h * 69069ULL + 907133923ULL;
  return h == std::uint64_t(-1) ? 590923713ULL : h;
}

template <class T>
struct Py<FrozenSet<T>> {
  static constexpr const char* name = "frozenset";
  static std::string repr(const FrozenSet<T>& s) {
    if (s.size() == 0) return "frozenset()";
    return "frozenset(" + Py<Set<T>>::repr(s) + ")";
  }
  static std::string str(const FrozenSet<T>& s) { return repr(s); }
  static bool eq(const FrozenSet<T>& a, const FrozenSet<T>& b) { return Py<Set<T>>::eq(a, b); }
  static bool lt(const FrozenSet<T>& a, const FrozenSet<T>& b) { return Py<Set<T>>::lt(a, b); }
  static std::size_t hash(const FrozenSet<T>& s) {
    return static_cast<std::size_t>(frozenset_hash(s, [](const T& x) { return pyaot::hash(x); }));
  }
  static bool truthy(const FrozenSet<T>& s) { return s.size() != 0; }
};

namespace gc {

// A frozenset's table, as its set's.
template <class T>
struct Trace<FrozenSet<T>> : Trace<Set<T>> {};

}  // namespace gc

}  // namespace pyaot
