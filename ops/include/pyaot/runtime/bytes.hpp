// Python's bytes: an immutable sequence of ints 0..255, shared between
// copies like Str. Ordering compares bytes as unsigned, as CPython does
// (std::char_traits<char>::compare is memcmp-like).
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/object.hpp"

namespace pyaot {

class Bytes {
 public:
  Bytes() : data_(empty()) {}
  explicit Bytes(std::string bytes) : data_(std::make_shared<const std::string>(std::move(bytes))) {}

  const std::string& bytes() const { return *data_; }
  std::string_view view() const { return *data_; }
  Int size() const { return static_cast<Int>(data_->size()); }
  Int at(std::size_t i) const { return static_cast<unsigned char>((*data_)[i]); }

  friend bool operator==(const Bytes& a, const Bytes& b) { return a.view() == b.view(); }
  friend bool operator<(const Bytes& a, const Bytes& b) { return a.view() < b.view(); }

 private:
  static const std::shared_ptr<const std::string>& empty() {
    static const auto e = std::make_shared<const std::string>();
    return e;
  }
  std::shared_ptr<const std::string> data_;
};

// repr(b): b'...' (b"..." when the bytes hold ' and no "), CPython's escapes.
inline std::string bytes_repr(std::string_view b) {
  const char quote = b.find('\'') != std::string_view::npos &&
                     b.find('"') == std::string_view::npos ? '"' : '\'';
  std::string out = "b";
  out += quote;
  for (char ch : b) {
    const auto c = static_cast<unsigned char>(ch);
    if (ch == quote || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (ch == '\t') {
      out += "\\t";
    } else if (ch == '\n') {
      out += "\\n";
    } else if (ch == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c >= 0x7f) {
      char hex[5];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    } else {
      out += ch;
    }
  }
  out += quote;
  return out;
}

template <>
struct Py<Bytes> {
  static constexpr const char* name = "bytes";
  static std::string repr(const Bytes& b) { return bytes_repr(b.view()); }
  static std::string str(const Bytes& b) { return bytes_repr(b.view()); }
  static bool eq(const Bytes& a, const Bytes& b) { return a == b; }
  static bool lt(const Bytes& a, const Bytes& b) { return a < b; }
  static std::size_t hash(const Bytes& b) { return std::hash<std::string_view>{}(b.view()); }
  static bool truthy(const Bytes& b) { return b.size() != 0; }
};

// for x in b: the ints, of bytes or of a bytearray (up to the length it has
// at each step: a loop may grow or shrink it).
template <class Buffer>
struct ByteCursor {
  using value_type = Int;
  Buffer b;
  std::size_t k = 0;
  bool next(Int& out) {
    if (k >= b.bytes().size()) return false;
    out = b.at(k++);
    return true;
  }
};

inline ByteCursor<Bytes> iterate(const Bytes& b) { return {b}; }

}  // namespace pyaot
