// collections.deque[T]: a reference to a shared double-ended queue, with an
// optional maximum length (appending to a full deque drops an item from the
// other end). As CPython's: a mutation counter makes iterating a deque that
// changes raise RuntimeError, and repr is `deque([1, 2])` or
// `deque([1, 2], maxlen=3)`.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/gc.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/memory.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/recursion.hpp"

namespace pyaot {

template <class T>
class Deque {
 public:
  using value_type = T;
  struct State {
    std::deque<slot_t<T>> items;
    std::optional<std::size_t> maxlen;
    std::uint64_t mutations = 0;  // CPython's deque->state
  };

  Deque() : s_(std::make_shared<State>()) {}

  std::size_t size() const { return s_->items.size(); }
  std::deque<slot_t<T>>& items() const { return s_->items; }
  const std::optional<std::size_t>& maxlen() const { return s_->maxlen; }
  void set_maxlen(std::optional<std::size_t> m) const { s_->maxlen = m; }
  std::uint64_t mutations() const { return s_->mutations; }
  void mutated() const { ++s_->mutations; }
  T at(std::size_t k) const { return static_cast<T>(s_->items[k]); }
  const std::shared_ptr<State>& storage() const { return s_; }

  void append(const T& x) const {
    grow();
    s_->items.push_back(static_cast<slot_t<T>>(x));
    if (s_->maxlen && s_->items.size() > *s_->maxlen) s_->items.pop_front();
    mutated();
  }
  void appendleft(const T& x) const {
    grow();
    s_->items.push_front(static_cast<slot_t<T>>(x));
    if (s_->maxlen && s_->items.size() > *s_->maxlen) s_->items.pop_back();
    mutated();
  }
  T pop() const {
    if (s_->items.empty()) raise(exc::IndexError, "pop from an empty deque");
    T x = static_cast<T>(s_->items.back());
    s_->items.pop_back();
    mutated();
    return x;
  }
  T popleft() const {
    if (s_->items.empty()) raise(exc::IndexError, "pop from an empty deque");
    T x = static_cast<T>(s_->items.front());
    s_->items.pop_front();
    mutated();
    return x;
  }

 private:
  void grow() const {
    if ((s_->items.size() & 0xffff) == 0xffff) {  // MemoryError before the machine runs out
      memory::check_growth(s_->items.size(), sizeof(slot_t<T>));
    }
  }
  std::shared_ptr<State> s_;
};

template <class T>
const void* identity(const Deque<T>& d) {
  return d.storage().get();
}

template <class T>
struct Py<Deque<T>> {
  static constexpr const char* name = "deque";
  static std::string repr(const Deque<T>& d) {
    const RecursionGuard depth(1, kInRepr);
    const ReprEnter enter(d.storage().get(), type_key<Deque<T>>());
    if (enter.again()) return "[...]";
    std::string out = "deque([";
    for (std::size_t k = 0; k < d.size(); ++k) {
      if (k) out += ", ";
      out += pyaot::repr(d.at(k));
    }
    out += "]";
    if (d.maxlen()) out += ", maxlen=" + std::to_string(*d.maxlen());
    return out + ")";
  }
  static std::string str(const Deque<T>& d) { return repr(d); }
  static std::size_t first_difference(const Deque<T>& a, const Deque<T>& b) {
    std::size_t k = 0;
    while (k < a.size() && k < b.size() && eq_or_same(a.at(k), b.at(k))) ++k;
    return k;
  }
  static bool eq(const Deque<T>& a, const Deque<T>& b) {
    const RecursionGuard depth(1, kInComparison);
    if (a.size() != b.size()) return false;
    return first_difference(a, b) >= a.size();
  }
  static bool lt(const Deque<T>& a, const Deque<T>& b) {
    const RecursionGuard depth(1, kInComparison);
    std::size_t k = first_difference(a, b);
    if (k >= a.size() || k >= b.size()) return a.size() < b.size();
    return pyaot::lt(a.at(k), b.at(k));
  }
  [[noreturn]] static std::size_t hash(const Deque<T>&) {
    raise(exc::TypeError, "unhashable type: 'collections.deque'");
  }
  static bool truthy(const Deque<T>& d) { return d.size() != 0; }
};

// for x in d: RuntimeError if d changes meanwhile, as CPython's dequeiter.
template <class T>
struct DequeCursor {
  using value_type = T;
  Deque<T> deque;
  std::uint64_t mutations;
  std::size_t k = 0;
  bool next(T& out) {
    if (deque.mutations() != mutations) [[unlikely]] {
      raise(exc::RuntimeError, "deque mutated during iteration");
    }
    if (k >= deque.size()) return false;
    out = deque.at(k++);
    return true;
  }
};

template <class T> DequeCursor<T> iterate(const Deque<T>& d) { return {d, d.mutations()}; }

// reversed(d): from the right end, with the same check.
template <class T>
struct DequeReverseCursor {
  using value_type = T;
  Deque<T> deque;
  std::uint64_t mutations;
  std::size_t k;  // one past the next item
  bool next(T& out) {
    if (deque.mutations() != mutations) [[unlikely]] {
      raise(exc::RuntimeError, "deque mutated during iteration");
    }
    if (k == 0) return false;
    out = deque.at(--k);
    return true;
  }
};

namespace gc {

// A deque's items are owning references the cycle collector follows, as a list's.
template <class T>
struct Trace<Deque<T>> {
  static constexpr bool refs = holds_refs<T>;
  static void visit(const Deque<T>& d, Visitor& visitor) {
    storage_edge(d.storage(), visitor, [](const void* node, Visitor& v) {
      for (const auto& x : static_cast<const typename Deque<T>::State*>(node)->items) {
        gc::visit(x, v);
      }
    });
  }
};

}  // namespace gc

}  // namespace pyaot
