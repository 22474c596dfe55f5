// Python generator functions as C++20 coroutines: `yield v` is `co_yield v`,
// and the generator object is a cursor (`bool next(T& out)`) like every other
// iterator here, so for loops, list(), sum() ... consume it lazily, as
// CPython does. An exception raised in the generator's body propagates out
// of the next() that resumed it, with the generator's frame in its traceback.
//
// As in CPython:
// - a StopIteration escaping the body becomes RuntimeError (PEP 479);
// - each resumption is one level of recursion (a chain of `yield from`
//   nests them), so a runaway chain is RecursionError, not a stack overflow;
// - when the last reference to a suspended generator goes (a loop left by
//   break or return, a variable reassigned or out of scope), it is closed:
//   GeneratorExit is raised at its yield, so its `finally` clauses (and
//   handlers of BaseException) run; what escapes then is reported on stderr
//   as "Exception ignored in", as CPython reports exceptions in __del__.
#pragma once

#include <concepts>
#include <coroutine>
#include <cstdio>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/recursion.hpp"
#include "pyaot/runtime/traceback.hpp"

namespace pyaot {

namespace detail {

// PEP 479: the exception a generator's body let escape, as its consumer sees it.
[[noreturn]] inline void rethrow_from_generator(std::exception_ptr error) {
  try {
    std::rethrow_exception(error);
  } catch (Exception& e) {
    if (!e.type().is_subclass_of(exc::StopIteration)) throw;
    Exception replaced(exc::RuntimeError, "generator raised StopIteration");
    for (const Frame& f : e.frames()) replaced.add_frame(*f.info, f.line);
    throw replaced;
  }
}

}  // namespace detail

template <class T>
class Generator {
 public:
  using value_type = T;

  struct promise_type {
    std::optional<T> current;
    std::exception_ptr error;
    bool started = false;
    bool closing = false;  // close() resumed it: the yield raises GeneratorExit

    struct YieldAwaiter {
      promise_type& promise;
      bool await_ready() const noexcept { return false; }
      void await_suspend(std::coroutine_handle<>) const noexcept {}
      void await_resume() const {
        if (promise.closing) raise(exc::GeneratorExit, "");
      }
    };

    Generator get_return_object() {
      return Generator(std::coroutine_handle<promise_type>::from_promise(*this));
    }
    // Lazy: nothing of the body runs until the first next(), as in Python.
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    template <class U>
    YieldAwaiter yield_value(U&& v) {
      current.emplace(std::forward<U>(v));
      return {*this};
    }
    void return_void() noexcept {}
    void unhandled_exception() { error = std::current_exception(); }
  };
  using Handle = std::coroutine_handle<promise_type>;

  Generator() = default;
  explicit Generator(Handle h)
      : handle_(std::shared_ptr<void>(h.address(), [](void* p) { release(Handle::from_address(p)); })) {}

  // An iterator variable (`it = iter(xs)`, `e = enumerate(xs)`) holds any
  // cursor as a Generator, so one C++ type spells Python's iterator type.
  // Shared, as the coroutine is: copies of an iterator are one iterator.
  template <class C>
    requires(!std::is_same_v<std::decay_t<C>, Generator> &&
             requires(C c, typename C::value_type v) { { c.next(v) } -> std::same_as<bool>; })
  Generator(C cursor)
      : cursor_(std::make_shared<std::function<bool(T&)>>(
            [c = std::move(cursor)](T& out) mutable {
              typename C::value_type x;
              if (!c.next(x)) return false;
              out = T(std::move(x));
              return true;
            })) {}

  // A view held as an iterator (a dict's keys() passed where an iterator is
  // taken): iterated from the state its table has now.
  template <class View>
    requires(requires(const View& v) { v.cursor().next(std::declval<T&>()); } &&
             !requires(View v, T x) { v.next(x); })
  Generator(const View& view) : Generator(view.cursor()) {}

  // Resumes the body to its next yield; false once it has returned.
  bool next(T& out) {
    if (cursor_) return (*cursor_)(out);
    if (!handle_) return false;
    Handle h = Handle::from_address(handle_.get());
    if (h.done()) return false;
    {
      const RecursionGuard depth;
      h.promise().started = true;
      h.resume();
    }
    if (h.promise().error) detail::rethrow_from_generator(std::exchange(h.promise().error, nullptr));
    if (h.done()) return false;
    out = std::move(*h.promise().current);
    return true;
  }

 private:
  // generator.close(): GeneratorExit at the suspended yield. Returning (or
  // raising GeneratorExit) is a clean close; yielding again is RuntimeError;
  // any other exception propagates.
  static void close(Handle h) {
    promise_type& p = h.promise();
    if (!p.started || h.done()) return;
    p.closing = true;
    {
      const RecursionGuard depth;
      h.resume();
    }
    if (p.error) {
      std::exception_ptr error = std::exchange(p.error, nullptr);
      try {
        detail::rethrow_from_generator(error);
      } catch (Exception& e) {
        if (!e.type().is_subclass_of(exc::GeneratorExit)) throw;
      }
    } else if (!h.done()) {
      raise(exc::RuntimeError, "generator ignored GeneratorExit");
    }
  }

  // The last reference is gone: close, then free the frame. Nothing may
  // escape a destructor, so what close() raises is reported, as CPython
  // reports an exception it cannot raise (PyErr_WriteUnraisable).
  static void release(Handle h) noexcept {
    try {
      close(h);
    } catch (const Exception& e) {
      std::fprintf(stderr, "Exception ignored in: <generator object at %p>\n", h.address());
      print_traceback(e);
    } catch (...) {
      std::fputs("Exception ignored in a generator's close()\n", stderr);
    }
    h.destroy();
  }

  // Shared: copies of a generator object are one generator, as in Python.
  std::shared_ptr<void> handle_;
  std::shared_ptr<std::function<bool(T&)>> cursor_;  // or a cursor it holds
};

}  // namespace pyaot
