// The target's own libm for the functions whose results differ between
// implementations: exp, exp2, log, log2, log10, sin, cos, tan.
//
// CPython calls the platform's libm, so compiled code must call the same one.
// zig links its compiler_rt into any program that needs one of its routines
// (128-bit division, half-precision conversion), and that object carries weak
// definitions of these functions which the linker prefers to the shared
// libm's: exp then differed from CPython's by an ulp for one input in ten.
// Where the toolchain asks (PYAOT_BIND_GLIBC_LIBM, set by the zig glibc
// toolchains), calls bind to glibc's versioned symbols, which only libm.so
// defines (the compat versions named here run the same code as the newest);
// on macOS (PYAOT_BIND_DARWIN_LIBM) they go to libSystem's own functions.
#pragma once

#include <cmath>

#if defined(PYAOT_BIND_GLIBC_LIBM) && defined(__GLIBC__)
#if defined(__x86_64__)
#define PYAOT_GLIBC_BASE "GLIBC_2.2.5"
#elif defined(__aarch64__)
#define PYAOT_GLIBC_BASE "GLIBC_2.17"
#else
#error "PYAOT_BIND_GLIBC_LIBM: add this architecture's first glibc symbol version"
#endif

#define PYAOT_LIBM_FUNCTION(name)                                              \
  extern "C" double pyaot_glibc_##name(double) __asm__(#name "@" PYAOT_GLIBC_BASE); \
  extern "C" float pyaot_glibc_##name##f(float) __asm__(#name "f@" PYAOT_GLIBC_BASE); \
  namespace pyaot::libm {                                                    \
  inline double name(double x) { return pyaot_glibc_##name(x); }            \
  inline float name(float x) { return pyaot_glibc_##name##f(x); }           \
  }
#elif defined(PYAOT_BIND_DARWIN_LIBM) && defined(__APPLE__)
// Mach-O has no symbol versions: the functions are looked up in libSystem
// itself, once, and called through a pointer (std:: if that ever fails).
#include <dlfcn.h>
namespace pyaot::libm::detail {
template <class F>
F lookup(const char* symbol, F fallback) {
  static void* system = dlopen("/usr/lib/libSystem.B.dylib", RTLD_LAZY | RTLD_NOLOAD);
  void* found = system ? dlsym(system, symbol) : nullptr;
  return found ? reinterpret_cast<F>(found) : fallback;
}
}  // namespace pyaot::libm::detail
#define PYAOT_LIBM_FUNCTION(name)                                                          \
  namespace pyaot::libm {                                                                \
  inline double name(double x) {                                                         \
    static const auto fn = detail::lookup<double (*)(double)>(#name, [](double v) { return std::name(v); }); \
    return fn(x);                                                                        \
  }                                                                                      \
  inline float name(float x) {                                                           \
    static const auto fn = detail::lookup<float (*)(float)>(#name "f", [](float v) { return std::name(v); }); \
    return fn(x);                                                                        \
  }                                                                                      \
  }
#else
#define PYAOT_LIBM_FUNCTION(name)                                 \
  namespace pyaot::libm {                                       \
  inline double name(double x) { return std::name(x); }         \
  inline float name(float x) { return std::name(x); }           \
  }
#endif

PYAOT_LIBM_FUNCTION(exp)
PYAOT_LIBM_FUNCTION(exp2)
PYAOT_LIBM_FUNCTION(log)
PYAOT_LIBM_FUNCTION(log2)
PYAOT_LIBM_FUNCTION(log10)
PYAOT_LIBM_FUNCTION(sin)
PYAOT_LIBM_FUNCTION(cos)
PYAOT_LIBM_FUNCTION(tan)
#undef PYAOT_LIBM_FUNCTION
