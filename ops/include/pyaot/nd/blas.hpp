// Matrix products through a CBLAS library found at run time: the pinned
// OpenBLAS of the scipy-openblas64 wheel on Linux, Apple's Accelerate on
// macOS (the `blas` variant of numpy.matmul, and dot's and tensordot's
// products).
//
// Why dlopen and not a link-time dependency: an executable must run where
// the library is not (a binary copied alone, a static musl build); it then
// computes with the portable kernel, whose values differ from BLAS's only in
// the order of additions (the tolerance ops/decls/numpy_linalg.toml
// documents). A linked library would turn a missing file into a start-up
// failure. Where there is no dynamic loader to ask (wasm32, static musl) or
// by policy (Android, iOS), `library()` is always null.
//
// Where it looks (first hit wins):
//   $PYAOT_BLAS        a CBLAS library's path; "none" keeps the portable kernel
//   beside the executable (or the shared library this code is in),
//                      libscipy_openblas64_.so: pyaot.native puts the pinned
//                      one there, and so must whoever ships the executable
//   the executable's Bazel runfiles (py_aot_binary's data: @pyaot_openblas)
//   the loader's search path (LD_LIBRARY_PATH...) for that name
// OpenBLAS threads as its OPENBLAS_NUM_THREADS says (default: every core).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>

#if defined(__APPLE__)
#include <TargetConditionals.h>
#endif

#if (defined(__linux__) && defined(__GLIBC__) && !defined(__ANDROID__)) || \
    (defined(__APPLE__) && TARGET_OS_OSX)
#define PYAOT_BLAS_DLOPEN 1
#include <dirent.h>
#include <dlfcn.h>
#include <unistd.h>
#else
#define PYAOT_BLAS_DLOPEN 0
#endif

namespace pyaot::nd::blas {

// CBLAS's enumerators (cblas.h), passed as C ints.
inline constexpr int kRowMajor = 101;
enum class Trans : int { no = 111, yes = 112 };

// The gemm entry points of one library, and the width of its integers.
struct Library {
  void* dgemm = nullptr;
  void* sgemm = nullptr;
  bool int64 = false;  // ILP64 interface: dimensions are int64_t, else int
};

#if PYAOT_BLAS_DLOPEN

inline constexpr const char* kOpenBlasFile = "libscipy_openblas64_.so";

// Symbol names by library, first match wins. The unsuffixed names are the
// LP64 (32-bit int) interface unless OpenBLAS says it was built USE64BITINT.
struct Symbols {
  const char* dgemm;
  const char* sgemm;
  bool int64;
};
inline constexpr Symbols kSymbols[] = {
    {"scipy_cblas_dgemm64_", "scipy_cblas_sgemm64_", true},  // scipy-openblas64
    {"cblas_dgemm64_", "cblas_sgemm64_", true},              // OpenBLAS INTERFACE64 + suffix
    {"cblas_dgemm", "cblas_sgemm", false},                   // Accelerate, LP64 builds
};

inline bool find_symbols(void* handle, Library& lib) {
  for (const Symbols& s : kSymbols) {
    void* d = dlsym(handle, s.dgemm);
    void* f = dlsym(handle, s.sgemm);
    if (d == nullptr || f == nullptr) continue;
    bool int64 = s.int64;
    if (!int64) {
      // An ILP64 OpenBLAS without a suffix uses these names with 64-bit ints.
      using Config = const char* (*)();
      if (auto config = reinterpret_cast<Config>(dlsym(handle, "openblas_get_config"))) {
        const char* text = config();
        if (text != nullptr && std::strstr(text, "USE64BITINT") != nullptr) int64 = true;
      }
    }
    lib = Library{d, f, int64};
    return true;
  }
  return false;
}

// The directory of the executable or shared library this code is part of,
// with its trailing '/'; "" when unknown.
inline std::string module_dir() {
  Dl_info info;
  if (dladdr(reinterpret_cast<const void*>(&module_dir), &info) != 0 &&
      info.dli_fname != nullptr && std::strchr(info.dli_fname, '/') != nullptr) {
    const std::string path = info.dli_fname;
    return path.substr(0, path.rfind('/') + 1);
  }
#if defined(__linux__)
  char buf[4096];
  const ssize_t len = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (len > 0) {
    const std::string path(buf, static_cast<std::size_t>(len));
    return path.substr(0, path.rfind('/') + 1);
  }
#endif
  return "";
}

// Under Bazel the library is a runfile of the executable:
// <exe>.runfiles/<...pyaot_openblas>/<platform>/<file>, the repository's
// name depending on the Bazel version (bzlmod's canonical names); `repository` is
// a part of that name (pyaot/nd/onnx.hpp finds @pyaot_onnxruntime's so).
// The executable's runfiles tree: $RUNFILES_DIR, else <exe>.runfiles; "" where
// neither can be known.
inline std::string runfiles_root() {
  if (const char* dir = std::getenv("RUNFILES_DIR"); dir != nullptr && *dir != '\0') return dir;
#if defined(__linux__)
  char buf[4096];
  const ssize_t len = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (len > 0) return std::string(buf, static_cast<std::size_t>(len)) + ".runfiles";
#endif
  return "";
}

inline void* open_from_runfiles(const std::string& file, const char* repository = "pyaot_openblas") {
  const std::string root = runfiles_root();
  if (root.empty()) return nullptr;
  void* handle = nullptr;
  if (DIR* repos = opendir(root.c_str())) {
    while (handle == nullptr) {
      const dirent* repo = readdir(repos);
      if (repo == nullptr) break;
      if (std::strstr(repo->d_name, repository) == nullptr) continue;
      const std::string repo_dir = root + "/" + repo->d_name;
      if (DIR* platforms = opendir(repo_dir.c_str())) {
        while (handle == nullptr) {
          const dirent* platform = readdir(platforms);
          if (platform == nullptr) break;
          if (platform->d_name[0] == '.') continue;
          const std::string path = repo_dir + "/" + platform->d_name + "/" + file;
          if (access(path.c_str(), R_OK) == 0) handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        }
        closedir(platforms);
      }
    }
    closedir(repos);
  }
  return handle;
}

inline void* open_library() {
  if (const char* named = std::getenv("PYAOT_BLAS"); named != nullptr && *named != '\0') {
    if (std::strcmp(named, "none") == 0) return nullptr;
    return dlopen(named, RTLD_NOW | RTLD_LOCAL);
  }
#if defined(__APPLE__)
  return dlopen("/System/Library/Frameworks/Accelerate.framework/Accelerate", RTLD_NOW | RTLD_LOCAL);
#else
  const std::string beside = module_dir();
  if (!beside.empty()) {
    if (void* h = dlopen((beside + kOpenBlasFile).c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
  }
  if (void* h = open_from_runfiles(kOpenBlasFile)) return h;
  return dlopen(kOpenBlasFile, RTLD_NOW | RTLD_LOCAL);
#endif
}

// The library, loaded once (thread-safe static initialisation); null if none.
inline const Library* library() {
  static const Library* const lib = []() -> const Library* {
    void* handle = open_library();
    if (handle == nullptr) return nullptr;
    static Library found;
    if (!find_symbols(handle, found)) {
      dlclose(handle);
      return nullptr;
    }
    return &found;  // the handle stays open for the life of the process
  }();
  return lib;
}

#else

inline const Library* library() { return nullptr; }

#endif

// C = op(A) @ op(B) for row-major C (m x n, leading dimension ldc), op(A)
// m x k and op(B) k x n. Returns false, computing nothing, where there is no
// library or a dimension does not fit its integers.
template <class T>
bool gemm(Trans ta, Trans tb, std::int64_t m, std::int64_t n, std::int64_t k, const T* A,
          std::int64_t lda, const T* B, std::int64_t ldb, T* C, std::int64_t ldc) {
  static_assert(std::is_same_v<T, double> || std::is_same_v<T, float>);
  const Library* lib = library();
  if (lib == nullptr) return false;
  void* fn = std::is_same_v<T, double> ? lib->dgemm : lib->sgemm;
  const int order = kRowMajor, a_t = static_cast<int>(ta), b_t = static_cast<int>(tb);
  if (lib->int64) {
    using Gemm = void (*)(int, int, int, std::int64_t, std::int64_t, std::int64_t, T, const T*,
                          std::int64_t, const T*, std::int64_t, T, T*, std::int64_t);
    reinterpret_cast<Gemm>(fn)(order, a_t, b_t, m, n, k, T(1), A, lda, B, ldb, T(0), C, ldc);
    return true;
  }
  constexpr std::int64_t kIntMax = std::numeric_limits<int>::max();
  for (std::int64_t v : {m, n, k, lda, ldb, ldc}) {
    if (v > kIntMax) return false;
  }
  using Gemm = void (*)(int, int, int, int, int, int, T, const T*, int, const T*, int, T, T*, int);
  reinterpret_cast<Gemm>(fn)(order, a_t, b_t, int(m), int(n), int(k), T(1), A, int(lda), B,
                             int(ldb), T(0), C, int(ldc));
  return true;
}

}  // namespace pyaot::nd::blas
