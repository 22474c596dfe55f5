// Python generator functions as C++20 coroutines: `yield v` is `co_yield v`,
// and the generator object is a cursor (`bool next(T& out)`) like every other
// iterator here, so for loops, list(), sum() ... consume it lazily, as
// CPython does. An exception raised in the generator's body propagates out
// of the next() that resumed it, with the generator's frame in its traceback.
#pragma once

#include <coroutine>
#include <exception>
#include <memory>
#include <optional>
#include <utility>

namespace pyaot {

template <class T>
class Generator {
 public:
  using value_type = T;

  struct promise_type {
    std::optional<T> current;
    std::exception_ptr error;

    Generator get_return_object() {
      return Generator(std::coroutine_handle<promise_type>::from_promise(*this));
    }
    // Lazy: nothing of the body runs until the first next(), as in Python.
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    template <class U>
    std::suspend_always yield_value(U&& v) {
      current.emplace(std::forward<U>(v));
      return {};
    }
    void return_void() noexcept {}
    void unhandled_exception() { error = std::current_exception(); }
  };

  Generator() = default;
  explicit Generator(std::coroutine_handle<promise_type> h)
      : handle_(std::shared_ptr<void>(h.address(), [](void* p) {
          std::coroutine_handle<promise_type>::from_address(p).destroy();
        })) {}

  // Resumes the body to its next yield; false once it has returned.
  bool next(T& out) {
    if (!handle_) return false;
    auto h = std::coroutine_handle<promise_type>::from_address(handle_.get());
    if (h.done()) return false;
    h.resume();
    if (h.promise().error) {
      std::exception_ptr e = std::exchange(h.promise().error, nullptr);
      std::rethrow_exception(e);
    }
    if (h.done()) return false;
    out = std::move(*h.promise().current);
    return true;
  }

 private:
  // Shared: copies of a generator object are one generator, as in Python.
  std::shared_ptr<void> handle_;
};

}  // namespace pyaot
