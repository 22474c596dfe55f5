// Python's list[T]: a reference to a shared, growable vector. Copies of a
// List alias one object, as Python names do (`b = a; b.append(1)` changes a).
// Element type T is static; bool elements are stored as bytes so that
// elements are addressable (std::vector<bool> packs bits).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/memory.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/recursion.hpp"

namespace pyaot {

// A list[bool]'s element: a byte that is not a character type, so that a
// store into the list may not alias the list's own bookkeeping (with
// std::uint8_t the compiler reloads the vector's pointers after every store).
enum class BoolSlot : std::uint8_t {};

template <class T>
using slot_t = std::conditional_t<std::is_same_v<T, bool>, BoolSlot, T>;

// A T as its list slot; a proxy (std::vector<bool>'s reference) becomes a T
// first, since it converts to bool but not on to BoolSlot.
template <class T>
slot_t<T> to_slot(const T& x) {
  return static_cast<slot_t<T>>(x);
}

// Out of line, so that the message's std::string is not built at every index.
[[noreturn, gnu::cold, gnu::noinline]] inline void raise_index_error(const char* message) {
  raise(exc::IndexError, message);
}

// Normalises a Python index (negative counts from the end) or raises IndexError.
inline std::size_t checked_index(Int i, std::size_t size, const char* message) {
  if (static_cast<std::uint64_t>(i) < size) [[likely]] return static_cast<std::size_t>(i);
  Int n = static_cast<Int>(size);
  if (i < 0) i += n;
  if (i < 0 || i >= n) [[unlikely]] raise_index_error(message);
  return static_cast<std::size_t>(i);
}

// t[i] with i known only at run time, for a tuple whose items share one type
// (a constant lookup table, say): IndexError out of range, as CPython.
template <class T, class... Ts>
  requires(std::is_same_v<T, Ts> && ...)
T tuple_at(const std::tuple<T, Ts...>& t, Int i) {
  constexpr std::size_t n = 1 + sizeof...(Ts);
  std::size_t k = checked_index(i, n, "tuple index out of range");
  return [&]<std::size_t... K>(std::index_sequence<K...>) {
    const T* items[] = {&std::get<K>(t)...};
    return *items[k];
  }(std::make_index_sequence<n>{});
}

// `a, b = xs` with xs a list: its length must match, as CPython checks.
inline void check_unpack(std::size_t size, std::size_t expected) {
  if (size > expected) {
    raise(exc::ValueError, "too many values to unpack (expected " + std::to_string(expected) + ")");
  }
  if (size < expected) {
    raise(exc::ValueError, "not enough values to unpack (expected " + std::to_string(expected) +
                               ", got " + std::to_string(size) + ")");
  }
}

template <class T>
class List {
 public:
  using value_type = T;
  using Vector = std::vector<slot_t<T>>;

  List() : v_(std::make_shared<Vector>()) {}
  explicit List(Vector v) : v_(std::make_shared<Vector>(std::move(v))) {}
  List(std::initializer_list<T> items) : List() {
    v_->reserve(items.size());
    for (const T& x : items) v_->push_back(static_cast<slot_t<T>>(x));
  }

  std::size_t size() const { return v_->size(); }
  Vector& items() const { return *v_; }
  T at(std::size_t k) const { return static_cast<T>((*v_)[k]); }
  bool same(const List& other) const { return v_ == other.v_; }
  // The shared storage (the cycle collector counts its owners).
  const std::shared_ptr<Vector>& storage() const { return v_; }

  T get(Int i) const { return at(checked_index(i, size(), "list index out of range")); }
  void set(Int i, const T& x) const {
    (*v_)[checked_index(i, size(), "list assignment index out of range")] = static_cast<slot_t<T>>(x);
  }
  void append(const T& x) const {
    if (v_->size() == v_->capacity()) [[unlikely]] memory::check_growth(v_->capacity(), sizeof(slot_t<T>));
    v_->push_back(static_cast<slot_t<T>>(x));
  }
  // Room for n items at once (CPython's length hint): MemoryError for more
  // than the machine holds, before any work.
  void reserve(std::uint64_t n) const {
    memory::check(n, sizeof(slot_t<T>));
    v_->reserve(static_cast<std::size_t>(n));
  }

 private:
  std::shared_ptr<Vector> v_;
};

template <class T>
const void* identity(const List<T>& l) {
  return l.storage().get();
}

// As CPython's list: repr counts a recursion level and prints a list met
// again inside its own repr as [...]; == and < count one too, and skip
// items that are the same object.
template <class T>
struct Py<List<T>> {
  static constexpr const char* name = "list";
  static std::string repr(const List<T>& l) { return items_repr(l, "[", "]", "[...]"); }
  static std::string str(const List<T>& l) { return repr(l); }
  // As CPython's list_richcompare: sizes are read again at every step and
  // elements compared as copies, since an element's __eq__ may change
  // either list.
  static std::size_t first_difference(const List<T>& a, const List<T>& b) {
    std::size_t k = 0;
    while (k < a.size() && k < b.size() && eq_or_same(a.at(k), b.at(k))) ++k;
    return k;
  }
  static bool eq(const List<T>& a, const List<T>& b) {
    const RecursionGuard depth(1, kInComparison);
    if (a.size() != b.size()) return false;
    std::size_t k = first_difference(a, b);
    return k >= a.size() && k >= b.size();
  }
  static bool lt(const List<T>& a, const List<T>& b) {
    const RecursionGuard depth(1, kInComparison);
    std::size_t k = first_difference(a, b);
    if (k >= a.size() || k >= b.size()) return a.size() < b.size();
    return pyaot::lt(a.at(k), b.at(k));
  }
  [[noreturn]] static std::size_t hash(const List<T>&) {
    raise(exc::TypeError, "unhashable type: 'list'");
  }
  static bool truthy(const List<T>& l) { return l.size() != 0; }

  // open + items + close, or `again` inside its own repr. Re-reads the size
  // at each step: an item's repr may change the list, as in CPython.
  static std::string items_repr(const List<T>& l, const char* open, const char* close,
                                const char* again, bool one_comma = false) {
    const RecursionGuard depth(1, kInRepr);
    if (l.size() == 0) return std::string(open) + close;
    const ReprEnter enter(l.storage().get(), type_key<List<T>>());
    if (enter.again()) return again;
    std::string out = open;
    for (std::size_t k = 0; k < l.size(); ++k) {
      if (k) out += ", ";
      out += pyaot::repr(l.at(k));
    }
    if (one_comma && l.size() == 1) out += ",";
    return out + close;
  }
};

// A tuple of any length and one element type (`*args: int` is a
// tuple[int, ...]): a list that prints, compares and hashes as a tuple.
template <class T>
class VTuple : public List<T> {
 public:
  using List<T>::List;
  VTuple() = default;
  explicit VTuple(const List<T>& l) : List<T>(l) {}
  // A fixed tuple of T items where a tuple[T, ...] is kept (a path grown from
  // `()` by `path + (k,)`): implicit, so tuples holding one convert too.
  template <class... R>
  VTuple(const std::tuple<R...>& t) : List<T>(from_items(t)) {}  // NOLINT(runtime/explicit)

 private:
  template <class... R>
  static List<T> from_items(const std::tuple<R...>& t) {
    typename List<T>::Vector v;
    v.reserve(sizeof...(R));
    std::apply([&](const auto&... x) { (v.push_back(T(x)), ...); }, t);
    return List<T>(std::move(v));
  }
};

template <class T>
struct Py<VTuple<T>> {
  static constexpr const char* name = "tuple";
  static std::string repr(const VTuple<T>& t) {
    return Py<List<T>>::items_repr(t, "(", ")", "(...)", true);
  }
  static std::string str(const VTuple<T>& t) { return repr(t); }
  static bool eq(const VTuple<T>& a, const VTuple<T>& b) { return Py<List<T>>::eq(a, b); }
  static bool lt(const VTuple<T>& a, const VTuple<T>& b) { return Py<List<T>>::lt(a, b); }
  static std::size_t hash(const VTuple<T>& t) {
    std::size_t h = 0x345678;
    for (std::size_t k = 0; k < t.size(); ++k) h = mix_hash(h, pyaot::hash(t.at(k)));
    return h;
  }
  static bool truthy(const VTuple<T>& t) { return t.size() != 0; }
};

}  // namespace pyaot
