// Python's dict[K, V] and set[T]: references to a shared, insertion-ordered
// hash table (entries in a vector, an index from key to position). dict
// iteration order is insertion order, as in CPython. set iteration order is
// also insertion order here -- CPython's depends on hash values and table
// history (and, for str, on the per-process hash seed), so no program can rely
// on it; README.md ("What compiles today") records the difference.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/memory.hpp"
#include "pyaot/runtime/object.hpp"

namespace pyaot {

struct Empty {};

template <class K, class V>
class Table {
 public:
  struct Entry {
    K key;
    V value;
    bool live;
    std::size_t hash = 0;  // PyHash of key, kept: the index grows without rehashing
  };

  // collections.defaultdict: the name of its factory (`list`, `int`, ...),
  // whose value is always V{} (the factory pins V); nullptr for a plain
  // dict. d[missing] then inserts V{} (defaultdict.__missing__), and repr
  // shows `defaultdict(<class 'list'>, {...})`. Carried by copy() and `|`.
  const char* default_factory = nullptr;

  std::size_t size() const { return live_; }
  std::size_t slots() const { return entries_.size(); }
  const Entry& entry(std::size_t k) const { return entries_[k]; }
  Entry& entry(std::size_t k) { return entries_[k]; }
  // Bumped by every insertion or removal; iteration checks it.
  std::uint64_t version() const { return version_; }

  V* find(const K& key) {
    std::size_t at = lookup(key, PyHash<K>{}(key));
    return at == kAbsent ? nullptr : &entries_[index_[at] - 1].value;
  }
  bool contains(const K& key) const { return lookup(key, PyHash<K>{}(key)) != kAbsent; }

  // Room for n entries at once: MemoryError for more than the machine holds.
  void reserve(std::uint64_t n) {
    memory::check(n, kEntryBytes);
    entries_.reserve(static_cast<std::size_t>(n));
    if ((n + 1) * 3 > index_.size() * 2) rebuild(static_cast<std::size_t>(n));
  }

  // Inserts or overwrites; returns the value slot.
  V& put(const K& key, V value) {
    const std::size_t h = PyHash<K>{}(key);
    std::size_t at = lookup(key, h);
    if (at != kAbsent) {
      Entry& e = entries_[index_[at] - 1];
      e.value = std::move(value);
      return e.value;
    }
    if (entries_.size() == entries_.capacity()) [[unlikely]] {
      memory::check_growth(entries_.capacity(), kEntryBytes);
    }
    if ((fill_ + 1) * 3 > index_.size() * 2) rebuild(2 * (live_ + 1));
    at = free_slot(h);
    fill_ += index_[at] == kEmpty;
    entries_.push_back({key, std::move(value), true, h});
    index_[at] = entries_.size();
    ++live_;
    ++version_;
    return entries_.back().value;
  }

  bool erase(const K& key, V* out = nullptr) {
    const std::size_t at = lookup(key, PyHash<K>{}(key));
    if (at == kAbsent) return false;
    Entry& e = entries_[index_[at] - 1];
    if (out) *out = std::move(e.value);
    e.live = false;
    index_[at] = kRemoved;
    --live_;
    ++version_;
    if (entries_.size() > 16 && live_ * 2 < entries_.size()) compact();
    return true;
  }

  void clear() {
    entries_.clear();
    index_.clear();
    fill_ = 0;
    live_ = 0;
    ++version_;
  }

  // Every key and value the table holds (removed entries may still hold
  // their values), for the cycle collector, which must count each reference
  // once. (The index holds positions, no keys.)
  template <class F>
  void for_each_held(F&& f) const {
    for (const Entry& e : entries_) {
      f(e.key);
      f(e.value);
    }
  }

  // The last live entry (dict.popitem, set.pop take from the end).
  std::size_t last() const {
    std::size_t k = entries_.size();
    while (k > 0 && !entries_[k - 1].live) --k;
    return k - 1;
  }
  // The first live entry (OrderedDict.popitem(last=False)).
  std::size_t first() const {
    std::size_t k = 0;
    while (k < entries_.size() && !entries_[k].live) ++k;
    return k;
  }

  // OrderedDict.move_to_end: the entry of `key` moved to the end (or the
  // front), a mutation iteration sees (version); false where key is absent.
  bool move_to_end(const K& key, bool to_end) {
    const std::size_t slot = lookup(key, PyHash<K>{}(key));
    if (slot == kAbsent) return false;
    const std::size_t at = index_[slot] - 1;
    if (to_end ? at == last() : at == first()) return true;
    Entry moved = std::move(entries_[at]);
    entries_[at].live = false;
    if (to_end) {
      entries_.push_back(std::move(moved));
      index_[slot] = entries_.size();
    } else {
      entries_.insert(entries_.begin(), std::move(moved));
      rebuild(live_);  // every position moved
    }
    ++version_;
    if (entries_.size() > 16 && live_ * 2 < entries_.size()) compact();
    return true;
  }

 private:
  // The index, as CPython's dict: a power-of-two array of entry positions
  // plus one (kEmpty: never used; kRemoved: an erased entry's, which probing
  // passes over), probed with CPython's perturbed sequence, at most 2/3 full.
  // One lookup reads the index and one entry (its kept hash first), with no
  // node per key to allocate, chase or free.
  static constexpr std::size_t kEmpty = 0, kRemoved = SIZE_MAX, kAbsent = SIZE_MAX;

  // The index slot whose entry holds `key` (hash h), or kAbsent.
  std::size_t lookup(const K& key, std::size_t h) const {
    if (index_.empty()) return kAbsent;
    const std::size_t mask = index_.size() - 1;
    std::size_t i = h & mask, perturb = h;
    for (;;) {
      const std::size_t p = index_[i];
      if (p == kEmpty) return kAbsent;
      if (p != kRemoved) {
        const Entry& e = entries_[p - 1];
        if (e.hash == h && PyEq<K>{}(e.key, key)) return i;
      }
      perturb >>= 5;
      i = (i * 5 + perturb + 1) & mask;
    }
  }
  // The first empty or removed slot of h's probe sequence (key known absent).
  std::size_t free_slot(std::size_t h) const {
    const std::size_t mask = index_.size() - 1;
    std::size_t i = h & mask, perturb = h;
    while (index_[i] != kEmpty && index_[i] != kRemoved) {
      perturb >>= 5;
      i = (i * 5 + perturb + 1) & mask;
    }
    return i;
  }
  // A fresh index for the live entries, with room for `want` of them.
  void rebuild(std::size_t want) {
    std::size_t size = 8;
    while (size * 2 < (std::max(want, live_) + 1) * 3) size *= 2;
    index_.assign(size, kEmpty);
    fill_ = 0;
    for (std::size_t k = 0; k < entries_.size(); ++k) {
      if (!entries_[k].live) continue;
      index_[free_slot(entries_[k].hash)] = k + 1;
      ++fill_;
    }
  }

  void compact() {
    std::vector<Entry> kept;
    kept.reserve(live_);
    for (Entry& e : entries_) {
      if (e.live) kept.push_back(std::move(e));
    }
    entries_.swap(kept);
    rebuild(live_);
  }

  // What one entry costs: its slot and up to three index positions.
  static constexpr std::uint64_t kEntryBytes = sizeof(Entry) + 3 * sizeof(std::size_t);

  std::vector<Entry> entries_;
  std::vector<std::size_t> index_;
  std::size_t fill_ = 0;  // index slots not kEmpty
  std::size_t live_ = 0;
  std::uint64_t version_ = 0;
};

template <class K, class V>
class Dict {
 public:
  using key_type = K;
  using mapped_type = V;
  Dict() : t_(std::make_shared<Table<K, V>>()) {}

  Table<K, V>& table() const { return *t_; }
  std::size_t size() const { return t_->size(); }
  bool same(const Dict& o) const { return t_ == o.t_; }
  const std::shared_ptr<Table<K, V>>& storage() const { return t_; }

  V get(const K& key) const {
    if (V* v = t_->find(key)) return *v;
    if (t_->default_factory) return t_->put(key, V{});  // defaultdict.__missing__
    raise(exc::KeyError, pyaot::repr(key));
  }
  void set(const K& key, const V& value) const { t_->put(key, value); }
  bool contains(const K& key) const { return t_->contains(key); }
  void reserve(std::uint64_t n) const { t_->reserve(n); }

 private:
  std::shared_ptr<Table<K, V>> t_;
};

template <class T>
class Set {
 public:
  using value_type = T;
  Set() : t_(std::make_shared<Table<T, Empty>>()) {}

  Table<T, Empty>& table() const { return *t_; }
  std::size_t size() const { return t_->size(); }
  bool contains(const T& x) const { return t_->contains(x); }
  void add(const T& x) const { t_->put(x, Empty{}); }
  void reserve(std::uint64_t n) const { t_->reserve(n); }
  const std::shared_ptr<Table<T, Empty>>& storage() const { return t_; }

 private:
  std::shared_ptr<Table<T, Empty>> t_;
};

template <class K, class V>
const void* identity(const Dict<K, V>& d) {
  return d.storage().get();
}
template <class T>
const void* identity(const Set<T>& s) {
  return s.storage().get();
}

// The live entries of a table, each as `piece` spells it, joined by ", "
// (reprs). By slot, not by iterator: a value's __repr__ may change the table.
template <class K, class V, class Piece>
std::string join_entries(const Table<K, V>& t, Piece piece) {
  std::string out;
  for (std::size_t k = 0; k < t.slots(); ++k) {
    const auto& e = t.entry(k);
    if (!e.live) continue;
    if (!out.empty()) out += ", ";
    out += piece(e);
  }
  return out;
}

template <class K, class V>
struct Py<Dict<K, V>> {
  static constexpr const char* name = "dict";
  static std::string repr(const Dict<K, V>& d) {
    if (const char* factory = d.table().default_factory) {
      return std::string("defaultdict(<class '") + factory + "'>, " + items_repr(d) + ")";
    }
    return items_repr(d);
  }
  static std::string items_repr(const Dict<K, V>& d) {
    const RecursionGuard depth(1, kInRepr);
    const ReprEnter enter(d.storage().get(), type_key<Dict<K, V>>());
    if (enter.again()) return "{...}";
    return "{" + join_entries(d.table(), [](const auto& e) {
      return pyaot::repr(e.key) + ": " + pyaot::repr(e.value);
    }) + "}";
  }
  static std::string str(const Dict<K, V>& d) { return repr(d); }
  static bool eq(const Dict<K, V>& a, const Dict<K, V>& b) {
    const RecursionGuard depth(1, kInComparison);
    if (a.size() != b.size()) return false;
    auto& t = a.table();
    for (std::size_t k = 0; k < t.slots(); ++k) {
      if (!t.entry(k).live) continue;
      // Copies, as CPython holds references: a value's __eq__ may change
      // either dict (and move its entries).
      const K key = t.entry(k).key;
      const V mine = t.entry(k).value;
      V* found = b.table().find(key);
      if (!found) return false;
      const V theirs = *found;
      if (!eq_or_same(mine, theirs)) return false;
    }
    return true;
  }
  [[noreturn]] static bool lt(const Dict<K, V>&, const Dict<K, V>&) {
    raise_unorderable("<", "dict", "dict");
  }
  [[noreturn]] static std::size_t hash(const Dict<K, V>&) {
    raise(exc::TypeError, "unhashable type: 'dict'");
  }
  static bool truthy(const Dict<K, V>& d) { return d.size() != 0; }
};

template <class T>
struct Py<Set<T>> {
  static constexpr const char* name = "set";
  static std::string repr(const Set<T>& s) {
    const RecursionGuard depth(1, kInRepr);
    const ReprEnter enter(s.storage().get(), type_key<Set<T>>());
    if (enter.again()) return "set(...)";
    if (s.size() == 0) return "set()";
    return "{" + join_entries(s.table(), [](const auto& e) { return pyaot::repr(e.key); }) + "}";
  }
  static std::string str(const Set<T>& s) { return repr(s); }
  static bool subset(const Set<T>& a, const Set<T>& b) {
    if (a.size() > b.size()) return false;
    auto& t = a.table();
    for (std::size_t k = 0; k < t.slots(); ++k) {
      if (t.entry(k).live && !b.contains(t.entry(k).key)) return false;
    }
    return true;
  }
  static bool eq(const Set<T>& a, const Set<T>& b) {
    const RecursionGuard depth(1, kInComparison);
    return a.size() == b.size() && subset(a, b);
  }
  // Proper subset, as Python's set < set.
  static bool lt(const Set<T>& a, const Set<T>& b) {
    const RecursionGuard depth(1, kInComparison);
    return a.size() < b.size() && subset(a, b);
  }
  [[noreturn]] static std::size_t hash(const Set<T>&) {
    raise(exc::TypeError, "unhashable type: 'set'");
  }
  static bool truthy(const Set<T>& s) { return s.size() != 0; }
};

}  // namespace pyaot

namespace pyaot {

// Displays: {a, b} and {k: v, ...}, built in source order.
template <class T>
Set<T> make_set(std::initializer_list<T> items) {
  Set<T> out;
  for (const T& x : items) out.add(x);
  return out;
}

template <class K, class V>
Dict<K, V> make_dict(std::initializer_list<std::pair<K, V>> items) {
  Dict<K, V> out;
  for (const auto& [k, v] : items) out.set(k, v);
  return out;
}

}  // namespace pyaot
