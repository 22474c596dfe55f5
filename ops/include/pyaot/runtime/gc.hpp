// Memory of class instances beyond reference counting.
//
// Values are reference counted (std::shared_ptr), which frees everything but
// cycles: a tree whose nodes point back at their parent, a doubly linked
// list. Two mechanisms close the gap, both CPython's:
//
// - A cycle collector (CPython's gc module, Modules/gcmodule.c). Every class
//   instance is registered; a collection counts, for each instance and each
//   container reachable from instances, the references held by other such
//   nodes, and compares that with its reference count. A node with more
//   owners than internal references is held from outside (a local variable,
//   an argument, a generator's frame, anything not traversed), and so is
//   everything reachable from it. Instances left over are garbage: their
//   fields are cleared, which breaks the cycles, and reference counting frees
//   them. Only owning references are counted, so a value the collector does
//   not know how to traverse (a closure, a generator) is conservatively an
//   outside owner: it can delay a collection, never free a live object.
//   Collections run when instance allocations since the last one exceed the
//   number that survived it (amortised constant time per allocation), and
//   once at the end of a program.
// - Deferred destruction (CPython's "trashcan"): freeing a linked list of a
//   million nodes would recurse once per link through the destructors and
//   overflow the stack. Past a nesting depth, an instance's destructor moves
//   its fields to a pending list that the outermost destructor empties
//   iteratively.
//
// Threads. A compiled library may be called from many threads at once, so
// every piece of this state (the registry, its counters, the destructor
// nesting depth and pending list) is per thread, not a lock: a collection
// reads the fields and reference counts of every registered instance, which
// under a lock would race with other threads mutating their own instances
// (only a stop-the-world pause could make that safe). Per-thread state is
// sound because an instance never leaves the thread that made it: the C ABI
// passes no class instances, generators are coroutines on the caller's
// thread, the runtime's worker threads (threaded array variants) touch only
// array elements, and no instance is held in static storage. The C ABI
// collects at the end of each call that leaves instances registered (they
// are all garbage then), so a thread that exits leaves nothing behind.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <memory>
#include <optional>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/table.hpp"
#include "pyaot/runtime/linkage.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define PYAOT_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PYAOT_ADDRESS_SANITIZER 1
#endif
#endif

namespace pyaot::gc {

// Receives, from the node being traversed, each owning reference it holds.
class Visitor {
 public:
  using Traverse = void (*)(const void* node, Visitor& visitor);
  // `node` identifies the referenced object, `owners` is its reference
  // count, `traverse` visits its own references.
  virtual void edge(const void* node, long owners, Traverse traverse) = 0;

 protected:
  ~Visitor() = default;
};

// How to find the owning references inside a value of type T: none, unless
// specialised below (scalars, str, arrays, generators and closures hold no
// references the collector follows).
template <class T, class = void>
struct Trace {
  static constexpr bool refs = false;
  static void visit(const T&, Visitor&) {}
};

template <class T>
inline constexpr bool holds_refs = Trace<T>::refs;

template <class T>
void visit(const T& value, Visitor& visitor) {
  if constexpr (holds_refs<T>) Trace<T>::visit(value, visitor);
}

class Object;

// The collector's state: one per thread (see Threads above). Constant-
// initialised and trivially destructible, so access costs no TLS guard.
struct Registry {
  Object* head = nullptr;
  std::size_t live = 0;
  std::size_t allocated = 0;  // since the last collection
  std::size_t threshold = 10000;
  bool collecting = false;
};
inline thread_local constinit Registry registry;

// The base of every generated class: registered for the collector, and
// destroyed without deep recursion.
class Object : public std::enable_shared_from_this<Object> {
 public:
  Object();
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;
  virtual ~Object();

  // The generated class visits its fields (and its base's).
  virtual void pyaot_traverse(Visitor&) const {}
  // ...and resets them, breaking the cycles of a garbage instance.
  virtual void pyaot_clear() {}
  // The Python class name of the object (for AttributeError messages).
  virtual const char* pyaot_type_name() const { return "object"; }

 private:
  friend std::size_t collect();
  Object* prev_ = nullptr;
  Object* next_ = nullptr;
  // The collector's bookkeeping during a collection.
  mutable long gc_owners_ = 0;
  mutable long gc_internal_ = 0;
  mutable bool gc_reachable_ = false;
};

inline void traverse_object(const void* node, Visitor& visitor) {
  static_cast<const Object*>(node)->pyaot_traverse(visitor);
}

template <class T>
struct Trace<std::shared_ptr<T>, std::enable_if_t<std::is_base_of_v<Object, T>>> {
  static constexpr bool refs = true;
  static void visit(const std::shared_ptr<T>& p, Visitor& visitor) {
    if (p) visitor.edge(static_cast<const Object*>(p.get()), p.use_count(), &traverse_object);
  }
};

template <class T>
struct Trace<std::optional<T>> {
  static constexpr bool refs = holds_refs<T>;
  static void visit(const std::optional<T>& v, Visitor& visitor) {
    if (v) gc::visit(*v, visitor);
  }
};

template <class... T>
struct Trace<std::tuple<T...>> {
  static constexpr bool refs = (holds_refs<T> || ...);
  static void visit(const std::tuple<T...>& t, Visitor& visitor) {
    std::apply([&](const auto&... x) { (gc::visit(x, visitor), ...); }, t);
  }
};

template <class... T>
struct Trace<std::variant<T...>> {
  static constexpr bool refs = (holds_refs<T> || ...);
  static void visit(const std::variant<T...>& v, Visitor& visitor) {
    std::visit([&](const auto& x) { gc::visit(x, visitor); }, v);
  }
};

// Lets go of what a field of a garbage instance owns (its cycles break).
template <class T>
void drop(T& field) {
  if constexpr (holds_refs<T>) {
    T dropped = std::move(field);
  }
}

// A container is a node of its own: several instances (or locals) may share
// one list, and each reference to its storage counts once.
template <class Storage>
void storage_edge(const std::shared_ptr<Storage>& s, Visitor& visitor, Visitor::Traverse traverse) {
  if (s) visitor.edge(s.get(), s.use_count(), traverse);
}

template <class T>
struct Trace<List<T>> {
  static constexpr bool refs = holds_refs<T>;
  static void visit(const List<T>& l, Visitor& visitor) {
    storage_edge(l.storage(), visitor, [](const void* node, Visitor& v) {
      for (const auto& x : *static_cast<const typename List<T>::Vector*>(node)) gc::visit(x, v);
    });
  }
};

template <class T>
struct Trace<VTuple<T>> : Trace<List<T>> {};

template <class K, class V>
void traverse_table(const void* node, Visitor& visitor) {
  static_cast<const Table<K, V>*>(node)->for_each_held(
      [&](const auto& x) { gc::visit(x, visitor); });
}

template <class K, class V>
struct Trace<Dict<K, V>> {
  static constexpr bool refs = holds_refs<K> || holds_refs<V>;
  static void visit(const Dict<K, V>& d, Visitor& visitor) {
    storage_edge(d.storage(), visitor, &traverse_table<K, V>);
  }
};

template <class T>
struct Trace<Set<T>> {
  static constexpr bool refs = holds_refs<T>;
  static void visit(const Set<T>& s, Visitor& visitor) {
    storage_edge(s.storage(), visitor, &traverse_table<T, Empty>);
  }
};

// Finds the garbage cycles among all instances and frees them; returns how
// many instances were freed. Instances keep their counts in themselves;
// containers, found by traversal, in a table.
PYAOT_LINKED std::size_t collect();

// obj.attr read before any assignment of attr, as CPython reports it.
[[noreturn, gnu::cold]] inline void raise_no_attribute(const Object& o, const char* attr) {
  raise(exc::AttributeError, std::string("'") + o.pyaot_type_name() + "' object has no attribute '" +
                                 attr + "'");
}

// At the end of a program: collect, and in sanitizer builds fail loudly if
// an instance outlived everything that could hold it (LeakSanitizer cannot
// see a leaked cycle: the collector's registry still reaches it).
inline void collect_at_exit() {
  collect();
#if PYAOT_ADDRESS_SANITIZER
  if (registry.live != 0) {
    std::fprintf(stderr, "pyaot: %zu class instance(s) leaked\n", registry.live);
    std::abort();
  }
#endif
}

// At the end of a C ABI call: nothing outside the call can hold this
// thread's instances (none crosses the ABI or sits in static storage), so
// any still registered are garbage cycles. Freed now, they cannot outlive
// a thread that makes no further call.
inline void collect_after_call() {
  if (registry.live != 0) collect();
}

inline Object::Object() {
  Registry& r = registry;
  if (++r.allocated > r.threshold) collect();
  next_ = r.head;
  if (r.head) r.head->prev_ = this;
  r.head = this;
  ++r.live;
}

inline Object::~Object() {
  Registry& r = registry;
  (prev_ ? prev_->next_ : r.head) = next_;
  if (next_) next_->prev_ = prev_;
  --r.live;
}

// Deferred destruction. Each generated class declares a Nesting as its first
// member (destroyed last) and calls enter() in its destructor's body, so the
// depth counts instance destructors in progress on this thread.
// Per thread, as the registry: the depth is that of this thread's stack.
// Trivially destructible (the pending list is allocated by the first deferral
// and freed when drained), so no thread-exit destructor is registered: wasm32
// without threads has no __cxa_thread_atexit.
struct NestingState {
  int depth = 0;
  bool draining = false;
  std::vector<std::shared_ptr<void>>* pending = nullptr;
};

class Nesting {
 public:
  Nesting() = default;
  Nesting(const Nesting&) {}
  Nesting& operator=(const Nesting&) { return *this; }
  ~Nesting() {
    NestingState& s = state;
    if (--s.depth == 0 && !s.draining && s.pending) drain();
  }

  // True when the destructor calling it should defer its fields.
  static bool enter() { return ++state.depth > kMaxDepth; }

  // Moves a field's value to the pending list (only values that can own
  // instances: others cannot recurse).
  template <class T>
  static void defer(T& field) {
    if constexpr (holds_refs<T>) {
      NestingState& s = state;
      if (!s.pending) s.pending = new std::vector<std::shared_ptr<void>>();
      s.pending->push_back(std::make_shared<T>(std::move(field)));
    }
  }

 private:
  static constexpr int kMaxDepth = 200;

  static void drain() {
    NestingState& s = state;
    s.draining = true;
    while (!s.pending->empty()) {
      std::shared_ptr<void> next = std::move(s.pending->back());
      s.pending->pop_back();
      next.reset();  // may defer more
    }
    delete s.pending;
    s.pending = nullptr;
    s.draining = false;
  }

  inline static thread_local constinit NestingState state;
};

}  // namespace pyaot::gc

#if PYAOT_LINKED_BODIES
#include "pyaot/runtime/impl/gc.hpp"
#endif
