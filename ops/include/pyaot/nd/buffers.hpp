// Array memory: 64-byte aligned (vector loads), and for large buffers
// 2 MiB-aligned with transparent huge pages requested, as NumPy does: a
// fresh 80 MB temporary then costs a few page faults, not 20,000.
//
// Each of those faults has the kernel zero 2 MiB, ~0.5 ms per 8 MB buffer:
// more than an elementwise pass over it; and malloc returns freed memory
// above 128 KiB at the top of its heap to the kernel, so an 80 KB temporary
// faults its pages in again on every call of a kernel. A few freed buffers
// of 64 KiB and more are kept for the next allocation of the same rounded
// size instead (a chain's or a loop's temporaries are mostly of one shape).
#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "pyaot/runtime/threads.hpp"

// Under AddressSanitizer a kept buffer is poisoned, so that a use after its
// array is gone is still reported.
#if defined(__SANITIZE_ADDRESS__)
#define PYAOT_BUFFERS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PYAOT_BUFFERS_ASAN 1
#endif
#endif
#if defined(PYAOT_BUFFERS_ASAN)
#include <sanitizer/asan_interface.h>
#define PYAOT_BUFFER_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define PYAOT_BUFFER_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define PYAOT_BUFFER_POISON(p, n) ((void)(p), (void)(n))
#define PYAOT_BUFFER_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

namespace pyaot::nd::buffers {

inline constexpr std::size_t kHuge = std::size_t{4} << 20, kHugeAlign = std::size_t{2} << 20;
inline constexpr std::size_t kKept = std::size_t{64} << 10, kPage = 4096;
// At most this many freed buffers, and bytes in all, wait for reuse.
inline constexpr int kSlots = 8;
inline constexpr std::size_t kKeptBytes = std::size_t{256} << 20;

struct Cache {
  Mutex lock;
  void* memory[kSlots] = {};
  std::size_t bytes[kSlots] = {};
  int count = 0;
  std::size_t total = 0;
};

inline Cache& cache() {
  static Cache* c = new Cache;  // never destroyed: buffers freed at exit outlive statics
  return *c;
}

inline std::size_t rounded(std::size_t bytes) {
  const std::size_t unit = bytes >= kHuge ? kHugeAlign : bytes >= kKept ? kPage : 64;
  return (bytes + unit - 1) / unit * unit;
}

inline void release(void* p, std::size_t size) {
  if (size >= kKept) {
    Cache& c = cache();
    Lock guard(c.lock);
    if (size <= kKeptBytes) {
      while (c.count > 0 && (c.count == kSlots || c.total + size > kKeptBytes)) {
        // Oldest first out.
        PYAOT_BUFFER_UNPOISON(c.memory[0], c.bytes[0]);
        std::free(c.memory[0]);
        c.total -= c.bytes[0];
        for (int k = 1; k < c.count; ++k) c.memory[k - 1] = c.memory[k], c.bytes[k - 1] = c.bytes[k];
        --c.count;
      }
      PYAOT_BUFFER_POISON(p, size);
      c.memory[c.count] = p;
      c.bytes[c.count++] = size;
      c.total += size;
      return;
    }
  }
  std::free(p);
}

// Frees every kept buffer.
inline void release_all() {
  Cache& c = cache();
  Lock guard(c.lock);
  for (int k = 0; k < c.count; ++k) {
    PYAOT_BUFFER_UNPOISON(c.memory[k], c.bytes[k]);
    std::free(c.memory[k]);
  }
  c.count = 0;
  c.total = 0;
}

// A buffer of at least `bytes`, owned by the returned pointer.
inline std::shared_ptr<void> allocate(std::size_t bytes) {
  const std::size_t size = rounded(bytes);
  if (size >= kKept) {
    Cache& c = cache();
    Lock guard(c.lock);
    for (int k = c.count - 1; k >= 0; --k) {
      if (c.bytes[k] != size) continue;
      void* p = c.memory[k];
      PYAOT_BUFFER_UNPOISON(p, size);
      c.total -= size;
      for (int j = k + 1; j < c.count; ++j) c.memory[j - 1] = c.memory[j], c.bytes[j - 1] = c.bytes[j];
      --c.count;
      return std::shared_ptr<void>(p, [size](void* q) { release(q, size); });
    }
  }
  void* p = std::aligned_alloc(size >= kHuge ? kHugeAlign : 64, size);
  if (p == nullptr) {  // memory the cache holds may be what is missing
    release_all();
    p = std::aligned_alloc(size >= kHuge ? kHugeAlign : 64, size);
  }
  if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (size >= kHuge) madvise(p, size, MADV_HUGEPAGE);
#endif
  return std::shared_ptr<void>(p, [size](void* q) { release(q, size); });
}

}  // namespace pyaot::nd::buffers
