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
#include "pyaot/runtime/object.hpp"

namespace pyaot {

template <class T>
using slot_t = std::conditional_t<std::is_same_v<T, bool>, std::uint8_t, T>;

// More elements than this is MemoryError before allocation is attempted.
inline constexpr Int kMaxElements = Int{1} << 40;

[[noreturn, gnu::cold]] inline void raise_memory() { raise(exc::MemoryError, ""); }

// Normalises a Python index (negative counts from the end) or raises IndexError.
inline std::size_t checked_index(Int i, std::size_t size, const char* message) {
  Int n = static_cast<Int>(size);
  if (i < 0) i += n;
  if (i < 0 || i >= n) [[unlikely]] raise(exc::IndexError, message);
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
  void append(const T& x) const { v_->push_back(static_cast<slot_t<T>>(x)); }
  void reserve(std::size_t n) const { v_->reserve(n); }

 private:
  std::shared_ptr<Vector> v_;
};

template <class T>
const void* identity(const List<T>& l) {
  return l.storage().get();
}

template <class T>
struct Py<List<T>> {
  static constexpr const char* name = "list";
  static std::string repr(const List<T>& l) {
    std::string out = "[";
    for (std::size_t k = 0; k < l.size(); ++k) {
      if (k) out += ", ";
      out += pyaot::repr(l.at(k));
    }
    return out + "]";
  }
  static std::string str(const List<T>& l) { return repr(l); }
  // As CPython's list_richcompare: sizes are read again at every step and
  // elements compared as copies, since an element's __eq__ may change
  // either list.
  static std::size_t first_difference(const List<T>& a, const List<T>& b) {
    std::size_t k = 0;
    while (k < a.size() && k < b.size() && pyaot::eq(a.at(k), b.at(k))) ++k;
    return k;
  }
  static bool eq(const List<T>& a, const List<T>& b) {
    if (a.size() != b.size()) return false;
    std::size_t k = first_difference(a, b);
    return k >= a.size() && k >= b.size();
  }
  static bool lt(const List<T>& a, const List<T>& b) {
    std::size_t k = first_difference(a, b);
    if (k >= a.size() || k >= b.size()) return a.size() < b.size();
    return pyaot::lt(a.at(k), b.at(k));
  }
  [[noreturn]] static std::size_t hash(const List<T>&) {
    raise(exc::TypeError, "unhashable type: 'list'");
  }
  static bool truthy(const List<T>& l) { return l.size() != 0; }
};

// A tuple of any length and one element type (`*args: int` is a
// tuple[int, ...]): a list that prints, compares and hashes as a tuple.
template <class T>
class VTuple : public List<T> {
 public:
  using List<T>::List;
  VTuple() = default;
  explicit VTuple(const List<T>& l) : List<T>(l) {}
};

template <class T>
struct Py<VTuple<T>> {
  static constexpr const char* name = "tuple";
  static std::string repr(const VTuple<T>& t) {
    std::string out = "(";
    for (std::size_t k = 0; k < t.size(); ++k) {
      if (k) out += ", ";
      out += pyaot::repr(t.at(k));
    }
    return out + (t.size() == 1 ? ",)" : ")");
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

// Stable merge sort using only `less(b, a)`: never undefined behaviour, even
// for orderings that are not strict weak orders (NaN), unlike std::sort.
template <class T, class Less>
void stable_sort(std::vector<T>& v, Less less) {
  std::size_t n = v.size();
  if (n < 2) return;
  // Insertion sort runs of 16, then bottom-up merges.
  const std::size_t run = 16;
  for (std::size_t lo = 0; lo < n; lo += run) {
    std::size_t hi = std::min(n, lo + run);
    for (std::size_t i = lo + 1; i < hi; ++i) {
      T x = std::move(v[i]);
      std::size_t j = i;
      while (j > lo && less(x, v[j - 1])) {
        v[j] = std::move(v[j - 1]);
        --j;
      }
      v[j] = std::move(x);
    }
  }
  std::vector<T> buf(n);
  for (std::size_t width = run; width < n; width *= 2) {
    for (std::size_t lo = 0; lo < n; lo += 2 * width) {
      std::size_t mid = std::min(n, lo + width), hi = std::min(n, lo + 2 * width);
      std::size_t a = lo, b = mid, k = lo;
      while (a < mid && b < hi) buf[k++] = less(v[b], v[a]) ? std::move(v[b++]) : std::move(v[a++]);
      while (a < mid) buf[k++] = std::move(v[a++]);
      while (b < hi) buf[k++] = std::move(v[b++]);
    }
    v.swap(buf);
  }
}

}  // namespace pyaot
