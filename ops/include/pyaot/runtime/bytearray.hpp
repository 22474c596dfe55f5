// Python's bytearray: a mutable sequence of ints 0..255. Copies share one
// buffer (a Python reference), as List does. Iterating reads the buffer's
// length at each step, as CPython's bytearray iterator does (no error when
// the bytearray changes under a loop). Its operators: ops/bytearray.hpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "pyaot/runtime/bytes.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/object.hpp"

namespace pyaot {

class ByteArray {
 public:
  ByteArray() : data_(std::make_shared<std::string>()) {}
  explicit ByteArray(std::string bytes) : data_(std::make_shared<std::string>(std::move(bytes))) {}

  std::string& bytes() const { return *data_; }
  std::string_view view() const { return *data_; }
  Int size() const { return static_cast<Int>(data_->size()); }
  Int at(std::size_t i) const { return static_cast<unsigned char>((*data_)[i]); }
  const void* identity() const { return data_.get(); }

 private:
  std::shared_ptr<std::string> data_;
};

template <>
struct Py<ByteArray> {
  static constexpr const char* name = "bytearray";
  static std::string repr(const ByteArray& b) { return "bytearray(" + bytes_repr(b.view()) + ")"; }
  static std::string str(const ByteArray& b) { return repr(b); }
  static bool eq(const ByteArray& a, const ByteArray& b) { return a.view() == b.view(); }
  static bool lt(const ByteArray& a, const ByteArray& b) { return a.view() < b.view(); }
  static bool truthy(const ByteArray& b) { return b.size() != 0; }
  [[noreturn]] static std::size_t hash(const ByteArray&) {
    raise(exc::TypeError, "unhashable type: 'bytearray'");
  }
};

inline const void* identity(const ByteArray& b) { return b.identity(); }

inline ByteCursor<ByteArray> iterate(const ByteArray& b) { return {b}; }

}  // namespace pyaot
