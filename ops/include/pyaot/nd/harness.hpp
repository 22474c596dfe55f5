// The conformance harness's side of the C ABI: decodes the arguments Python
// passes (arrays as views over NumPy's memory, scalars in two slot vectors)
// and keeps the results for Python to copy out. Used only by the generated
// conformance library (pyaot.conformance), never by compiled programs.
#pragma once

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "pyaot/nd/reduce.hpp"
#include "pyaot/nd/shape.hpp"

extern "C" {
struct pyaot_conf_array {
  std::int32_t dtype;  // pyaot::nd::DType
  std::int32_t ndim;
  const std::int64_t* shape;
  const std::int64_t* strides;  // in elements
  void* data;
};
struct pyaot_conf_args {
  std::int32_t n_arrays;
  const pyaot_conf_array* arrays;
  std::int32_t n_ints;
  const std::int64_t* ints;
  std::int32_t n_floats;
  const double* floats;
};
}

namespace pyaot::nd::harness {

// Reads arguments in declaration order; each kind takes fixed slots (see
// pyaot/conformance/encode.py, which writes them).
class Reader {
 public:
  explicit Reader(const pyaot_conf_args& args) : args_(args) {}

  template <Element T>
  array<T> array_() {
    if (next_array_ >= args_.n_arrays) throw std::logic_error("harness: too few arrays");
    const pyaot_conf_array& a = args_.arrays[next_array_++];
    if (a.dtype != static_cast<int>(dtype_traits<T>::dtype)) {
      throw std::logic_error("harness: array dtype does not match the entry");
    }
    return array<T>(static_cast<T*>(a.data), shape_t(a.shape, a.shape + a.ndim),
                    shape_t(a.strides, a.strides + a.ndim), nullptr);
  }
  template <Element T>
  std::vector<array<T>> arrays() {
    std::int64_t n = integer();
    std::vector<array<T>> v;
    for (std::int64_t i = 0; i < n; ++i) v.push_back(array_<T>());
    return v;
  }
  std::int64_t integer() {
    if (next_int_ >= args_.n_ints) throw std::logic_error("harness: too few ints");
    return args_.ints[next_int_++];
  }
  double real() {
    if (next_float_ >= args_.n_floats) throw std::logic_error("harness: too few floats");
    return args_.floats[next_float_++];
  }
  bool boolean() { return integer() != 0; }
  std::string str() {
    std::int64_t n = integer();
    std::string s;
    for (std::int64_t i = 0; i < n; ++i) s += static_cast<char>(integer());
    return s;
  }
  Axes axis() {
    std::int64_t tag = integer();
    if (tag == 0) return Axes{};
    if (tag == 1) return Axes(integer());
    return Axes(list());
  }
  std::optional<index_t> optint() {
    std::int64_t tag = integer();
    if (tag == 0) return std::nullopt;
    return integer();
  }
  shape_t list() {
    std::int64_t n = integer();
    shape_t s;
    for (std::int64_t i = 0; i < n; ++i) s.push_back(integer());
    return s;
  }
  std::optional<std::vector<index_t>> optlist() {
    if (integer() == 0) return std::nullopt;
    return list();
  }
  std::optional<double> ord() {
    std::int64_t tag = integer();
    double v = real();
    if (tag == 0) return std::nullopt;
    return v;
  }

 private:
  const pyaot_conf_args& args_;
  int next_array_ = 0, next_int_ = 0, next_float_ = 0;
};

struct Result {
  DType dtype;
  shape_t shape;
  std::vector<unsigned char> bytes;  // C order
};

inline thread_local std::vector<Result> results;

template <Element T>
void add(const array<T>& a) {
  array<T> c = ascontiguous(a);
  Result r{dtype_traits<T>::dtype, c.shape(), {}};
  r.bytes.resize(static_cast<std::size_t>(c.size()) * sizeof(T));
  if (!r.bytes.empty()) std::memcpy(r.bytes.data(), c.data(), r.bytes.size());
  results.push_back(std::move(r));
}
template <Element T>
void add(const std::vector<array<T>>& list) {
  for (const auto& a : list) add(a);
}

}  // namespace pyaot::nd::harness
