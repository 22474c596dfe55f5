// onnxruntime.InferenceSession in compiled code: a model run through ONNX
// Runtime's C API (the vendored onnxruntime_c_api.h), the library loaded at
// run time as pyaot/nd/blas.hpp loads OpenBLAS, and for the same reason: a
// program that never runs a model must still start where the library is not.
//
// The tracer (pyaot/frontend/onnx_models.py, pyaot/infer_onnx.py) read the
// model at build time: each output's dtype and rank are static types, and
// run() checks the model it finds when the program runs still gives them (a
// different file beside the executable is an error, never a wrong type).
//
// Where the library is looked for (first hit wins):
//   $PYAOT_ONNXRUNTIME  the library's path
//   beside the executable (or the shared library this code is in),
//                       libonnxruntime.so.1: pyaot.native puts the pinned
//                       wheel's library there
//   the executable's Bazel runfiles (@pyaot_onnxruntime)
//   the loader's search path for that name
// The model: $PYAOT_MODEL_DIR/<file name>, else beside the executable, else
// in the runfiles (by its path in the workspace: py_aot_binary's `models`),
// else the path as written (relative to the working directory, as CPython's).
//
// Errors: ONNX Runtime's status codes become the exception classes CPython's
// onnxruntime raises (onnxruntime.capi.onnxruntime_pybind11_state.*, each a
// direct subclass of Exception) with its message format; a missing library
// is an ImportError (CPython could not import onnxruntime).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "pyaot/nd/array.hpp"
#include "pyaot/nd/blas.hpp"
#include "pyaot/nd/shape.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/vendor/onnxruntime/onnxruntime_c_api.h"

namespace pyaot::nd::onnx {

namespace exc {
#define PYAOT_ORT_EXCEPTION(NAME) \
  inline constexpr ExceptionType NAME{"onnxruntime.capi.onnxruntime_pybind11_state." #NAME, \
                                      &pyaot::exc::Exception};
PYAOT_ORT_EXCEPTION(Fail)
PYAOT_ORT_EXCEPTION(InvalidArgument)
PYAOT_ORT_EXCEPTION(NoSuchFile)
PYAOT_ORT_EXCEPTION(NoModel)
PYAOT_ORT_EXCEPTION(EngineError)
PYAOT_ORT_EXCEPTION(RuntimeException)
PYAOT_ORT_EXCEPTION(InvalidProtobuf)
PYAOT_ORT_EXCEPTION(ModelLoaded)
PYAOT_ORT_EXCEPTION(NotImplemented)
PYAOT_ORT_EXCEPTION(InvalidGraph)
PYAOT_ORT_EXCEPTION(EPFail)
PYAOT_ORT_EXCEPTION(ModelLoadCanceled)
PYAOT_ORT_EXCEPTION(ModelRequiresCompilation)
PYAOT_ORT_EXCEPTION(NotFound)
#undef PYAOT_ORT_EXCEPTION
inline constexpr ExceptionType ImportError{"ImportError", &pyaot::exc::Exception};
}  // namespace exc

// OrtErrorCode -> (CPython's class, the code's name in its messages).
struct ErrorKind {
  const ExceptionType* type;
  const char* name;
};
inline constexpr ErrorKind kErrors[] = {
    {&exc::Fail, "OK"},  // never raised
    {&exc::Fail, "FAIL"},
    {&exc::InvalidArgument, "INVALID_ARGUMENT"},
    {&exc::NoSuchFile, "NO_SUCHFILE"},
    {&exc::NoModel, "NO_MODEL"},
    {&exc::EngineError, "ENGINE_ERROR"},
    {&exc::RuntimeException, "RUNTIME_EXCEPTION"},
    {&exc::InvalidProtobuf, "INVALID_PROTOBUF"},
    {&exc::ModelLoaded, "MODEL_LOADED"},
    {&exc::NotImplemented, "NOT_IMPLEMENTED"},
    {&exc::InvalidGraph, "INVALID_GRAPH"},
    {&exc::EPFail, "EP_FAIL"},
    {&exc::ModelLoadCanceled, "MODEL_LOAD_CANCELED"},
    {&exc::ModelRequiresCompilation, "MODEL_REQUIRES_COMPILATION"},
    {&exc::NotFound, "NOT_FOUND"},
};

#if PYAOT_BLAS_DLOPEN
#if defined(__APPLE__)
inline constexpr const char* kLibraryFile = "libonnxruntime.dylib";
#else
inline constexpr const char* kLibraryFile = "libonnxruntime.so.1";
#endif

inline void* open_library() {
  if (const char* named = std::getenv("PYAOT_ONNXRUNTIME"); named != nullptr && *named != '\0') {
    return dlopen(named, RTLD_NOW | RTLD_LOCAL);
  }
  const std::string beside = blas::module_dir();
  if (!beside.empty()) {
    if (void* h = dlopen((beside + kLibraryFile).c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
  }
  if (void* h = blas::open_from_runfiles(kLibraryFile, "pyaot_onnxruntime")) return h;
  return dlopen(kLibraryFile, RTLD_NOW | RTLD_LOCAL);
}
#endif

// The C API table of the library, loaded once; raises ImportError if none.
inline const OrtApi& api() {
  static const OrtApi* const table = []() -> const OrtApi* {
#if PYAOT_BLAS_DLOPEN
    void* handle = open_library();
    if (handle == nullptr) return nullptr;
    using GetApiBase = const OrtApiBase* (*)();
    auto base = reinterpret_cast<GetApiBase>(dlsym(handle, "OrtGetApiBase"));
    return base == nullptr ? nullptr : base()->GetApi(ORT_API_VERSION);
#else
    return nullptr;
#endif
  }();
  if (table == nullptr) {
#if PYAOT_BLAS_DLOPEN
    raise(exc::ImportError, std::string("ONNX Runtime could not be loaded: no ") + kLibraryFile +
                                " (API version " + std::to_string(ORT_API_VERSION) +
                                " or later) beside the executable, in $PYAOT_ONNXRUNTIME, "
                                "the runfiles or the loader's path; ship the onnxruntime "
                                "wheel's library with the program");
#else
    raise(exc::ImportError, "ONNX Runtime is not available on this platform");
#endif
  }
  return *table;
}

// Raises the status's error as CPython's onnxruntime does; frees it.
inline void check(OrtStatus* status) {
  if (status == nullptr) return;
  const OrtApi& ort = api();
  const int code = static_cast<int>(ort.GetErrorCode(status));
  std::string message = ort.GetErrorMessage(status);
  ort.ReleaseStatus(status);
  const int known = static_cast<int>(sizeof kErrors / sizeof kErrors[0]);
  const ErrorKind kind = code > 0 && code < known ? kErrors[code] : ErrorKind{&exc::Fail, "FAIL"};
  raise(*kind.type, "[ONNXRuntimeError] : " + std::to_string(code) + " : " + kind.name + " : " +
                        message);
}

// ONNX's element type of each dtype a model's tensors may have here.
template <class T>
constexpr ONNXTensorElementDataType element_type() {
  if constexpr (std::is_same_v<T, float>) return ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT;
  else if constexpr (std::is_same_v<T, double>) return ONNX_TENSOR_ELEMENT_DATA_TYPE_DOUBLE;
  else if constexpr (std::is_same_v<T, std::int64_t>) return ONNX_TENSOR_ELEMENT_DATA_TYPE_INT64;
  else if constexpr (std::is_same_v<T, std::int32_t>) return ONNX_TENSOR_ELEMENT_DATA_TYPE_INT32;
  else if constexpr (std::is_same_v<T, std::uint8_t>) return ONNX_TENSOR_ELEMENT_DATA_TYPE_UINT8;
  else if constexpr (std::is_same_v<T, std::int8_t>) return ONNX_TENSOR_ELEMENT_DATA_TYPE_INT8;
  else if constexpr (std::is_same_v<T, bool>) return ONNX_TENSOR_ELEMENT_DATA_TYPE_BOOL;
  else static_assert(sizeof(T) == 0, "no ONNX element type for this dtype");
}

// One open model: the session, released with the last copy.
class Session {
 public:
  Session() = default;
  explicit Session(OrtSession* s)
      : session_(s, [](OrtSession* p) { api().ReleaseSession(p); }) {}
  OrtSession* get() const { return session_.get(); }

 private:
  std::shared_ptr<OrtSession> session_;
};

inline OrtEnv* environment() {
  static OrtEnv* const env = [] {
    OrtEnv* e = nullptr;
    check(api().CreateEnv(ORT_LOGGING_LEVEL_ERROR, "pyaot", &e));
    return e;  // lives as long as the process
  }();
  return env;
}

#if PYAOT_BLAS_DLOPEN
// `resource` (the model's path in the workspace) under <exe>.runfiles/<repo>/.
inline std::string from_runfiles(const std::string& resource) {
  const std::string root = blas::runfiles_root();
  if (root.empty()) return "";
  std::string found;
  if (DIR* repos = opendir(root.c_str())) {
    while (const dirent* repo = readdir(repos)) {
      if (repo->d_name[0] == '.') continue;
      const std::string path = root + "/" + repo->d_name + "/" + resource;
      if (access(path.c_str(), R_OK) == 0) {
        found = path;
        break;
      }
    }
    closedir(repos);
  }
  return found;
}
#endif

// Where the model written as `path` is when the program runs (see the top).
inline std::string model_path(std::string_view path, const std::string& resource) {
  const std::size_t slash = path.rfind('/');
  const std::string file(slash == std::string_view::npos ? path : path.substr(slash + 1));
  if (const char* dir = std::getenv("PYAOT_MODEL_DIR"); dir != nullptr && *dir != '\0') {
    return std::string(dir) + "/" + file;
  }
#if PYAOT_BLAS_DLOPEN
  const std::string beside = blas::module_dir() + file;
  if (!blas::module_dir().empty() && access(beside.c_str(), R_OK) == 0) return beside;
  if (std::string in_runfiles = from_runfiles(resource); !in_runfiles.empty()) return in_runfiles;
#endif
  return std::string(path);
}

// onnxruntime.InferenceSession(path); `resource`: its path in the workspace.
inline Session open(const Str& path, const Str& resource) {
  const OrtApi& ort = api();
  OrtSessionOptions* options = nullptr;
  check(ort.CreateSessionOptions(&options));
  std::unique_ptr<OrtSessionOptions, void (*)(OrtSessionOptions*)> keep(
      options, [](OrtSessionOptions* p) { api().ReleaseSessionOptions(p); });
  OrtSession* session = nullptr;
  check(ort.CreateSession(environment(), model_path(path.view(), std::string(resource.view())).c_str(), options, &session));
  return Session(session);
}

// The session of a model the build compiled into the program (the native
// variant, pyaot/onnx_native.py): nothing to open, no library needed.
inline Session native_session(const Str&, const Str&) { return Session(); }

// One input of a run: a C-contiguous copy (or the array itself) and its name.
struct Feed {
  const char* name;
  std::shared_ptr<void> owner;  // keeps the data alive for the run
  void* data;
  std::size_t bytes;
  std::vector<std::int64_t> shape;
  ONNXTensorElementDataType type;
};

template <Element T>
Feed feed(const char* name, const array<T>& a) {
  const array<T> c = ascontiguous(a);
  return Feed{name, c.owner(), static_cast<void*>(c.data()),
              static_cast<std::size_t>(c.size()) * sizeof(T),
              std::vector<std::int64_t>(c.shape().begin(), c.shape().end()), element_type<T>()};
}

inline void add_feeds(std::vector<Feed>&) {}

template <Element T, class... Rest>
void add_feeds(std::vector<Feed>& out, const char* name, const array<T>& a, const Rest&... rest) {
  out.push_back(feed(name, a));
  add_feeds(out, rest...);
}

// session.run([names...], {"x": a, ...}) with the feed as name, array, name,
// array...: the named outputs, each of dtype T and, where rank >= 0, of that
// rank (the build's reading of the model), as CPython's list.
template <Element T, class... Feeds>
List<array<T>> run(const Session& session, std::vector<const char*> outputs, int rank,
                   const Feeds&... feeds) {
  const OrtApi& ort = api();
  std::vector<Feed> given;
  add_feeds(given, feeds...);
  const std::size_t n_in = given.size();
  OrtMemoryInfo* memory = nullptr;
  check(ort.CreateCpuMemoryInfo(OrtArenaAllocator, OrtMemTypeDefault, &memory));
  std::unique_ptr<OrtMemoryInfo, void (*)(OrtMemoryInfo*)> keep_memory(
      memory, [](OrtMemoryInfo* p) { api().ReleaseMemoryInfo(p); });
  auto release = [](OrtValue* v) { api().ReleaseValue(v); };
  std::vector<std::unique_ptr<OrtValue, decltype(release)>> inputs;
  std::vector<const OrtValue*> input_ptrs;
  std::vector<const char*> input_names;
  for (std::size_t i = 0; i < n_in; ++i) {
    OrtValue* v = nullptr;
    check(ort.CreateTensorWithDataAsOrtValue(memory, given[i].data, given[i].bytes,
                                             given[i].shape.data(), given[i].shape.size(),
                                             given[i].type, &v));
    inputs.emplace_back(v, release);
    input_ptrs.push_back(v);
    input_names.push_back(given[i].name);
  }
  std::vector<OrtValue*> results(outputs.size(), nullptr);
  check(ort.Run(session.get(), nullptr, input_names.data(), input_ptrs.data(), n_in,
                outputs.data(), outputs.size(), results.data()));
  std::vector<std::shared_ptr<OrtValue>> owned;
  for (OrtValue* v : results) owned.emplace_back(v, release);
  std::vector<array<T>> out;
  for (std::size_t k = 0; k < results.size(); ++k) {
    OrtTensorTypeAndShapeInfo* info = nullptr;
    check(ort.GetTensorTypeAndShape(results[k], &info));
    std::unique_ptr<OrtTensorTypeAndShapeInfo, void (*)(OrtTensorTypeAndShapeInfo*)> keep_info(
        info, [](OrtTensorTypeAndShapeInfo* p) { api().ReleaseTensorTypeAndShapeInfo(p); });
    ONNXTensorElementDataType type{};
    std::size_t ndim = 0;
    check(ort.GetTensorElementType(info, &type));
    check(ort.GetDimensionsCount(info, &ndim));
    if (type != element_type<T>() || (rank >= 0 && static_cast<int>(ndim) != rank)) {
      raise(pyaot::exc::RuntimeError,
            std::string("output '") + outputs[k] + "' of the model has ONNX element type " +
                std::to_string(static_cast<int>(type)) + " and rank " + std::to_string(ndim) +
                ", not what the model the program was built with gave (element type " +
                std::to_string(static_cast<int>(element_type<T>())) + ", rank " +
                std::to_string(rank) + "): rebuild the program with this model");
    }
    shape_t shape(ndim);
    check(ort.GetDimensions(info, shape.data(), ndim));
    void* data = nullptr;
    check(ort.GetTensorMutableData(results[k], &data));
    // A view of ONNX Runtime's buffer, which the view's owner releases.
    out.emplace_back(static_cast<T*>(data), shape, c_strides(shape), owned[k]);
  }
  return as_list(std::move(out));
}

}  // namespace pyaot::nd::onnx
