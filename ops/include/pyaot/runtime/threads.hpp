// Whether the platform has threads, and the lock the runtime's few structures
// shared between threads take (see capi.hpp for what is shared and why the
// rest is per thread). wasm32 without the threads proposal has no std::thread
// or std::mutex: everything runs on one thread and the lock does nothing.
#pragma once

#if defined(__wasm__) && !defined(__wasm_atomics__)
#define PYAOT_NO_THREADS 1
#else
#include <mutex>
#include <thread>
#endif

namespace pyaot {

#ifdef PYAOT_NO_THREADS
struct Mutex {
  void lock() {}
  void unlock() {}
};
#else
using Mutex = std::mutex;
#endif

// Holds a Mutex for its scope (std::lock_guard needs <mutex>).
class Lock {
 public:
  explicit Lock(Mutex& m) : mutex_(m) { mutex_.lock(); }
  ~Lock() { mutex_.unlock(); }
  Lock(const Lock&) = delete;
  Lock& operator=(const Lock&) = delete;

 private:
  Mutex& mutex_;
};

}  // namespace pyaot
