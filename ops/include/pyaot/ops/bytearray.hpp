// bytearray's operators: construction, the sequence operators (indexing,
// slices read and assigned, +, *, +=, `in`, ==), and append/extend/pop/
// count/index. CPython's messages (Objects/bytearrayobject.c). Declared in
// ops/decls/bytearray.toml; tested by tests/programs/lang_bytes.py and
// tests/regressions/bytearray_programs.py against CPython (differential).
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

#include "pyaot/ops/bytes.hpp"
#include "pyaot/runtime/bytearray.hpp"

namespace pyaot::ops::containers {
inline Int len(const ByteArray& b) { return b.size(); }
}  // namespace pyaot::ops::containers

namespace pyaot::ops::bytearray {

inline char checked_byte(Int v) {
  if (v < 0 || v > 255) raise(exc::ValueError, "byte must be in range(0, 256)");
  return static_cast<char>(v);
}

// The ints of an iterable, each checked, drawn before anything is stored.
template <class Iterable>
std::string ints(const Iterable& values) {
  std::string out;
  auto cursor = pyaot::iterate(values);
  Int v;
  while (cursor.next(v)) {
    if ((out.size() & 0xffff) == 0xffff) memory::check_growth(out.size(), 1);
    out += checked_byte(v);
  }
  return out;
}

// ------------------------------------------------------------ construction

inline ByteArray empty() { return ByteArray(); }
inline ByteArray zeros(Int n) { return ByteArray(bytes::zeros(n).bytes()); }
inline ByteArray from_bytes(const Bytes& b) { return ByteArray(b.bytes()); }
inline ByteArray copy(const ByteArray& b) { return ByteArray(b.bytes()); }
template <class Iterable>
ByteArray from_ints(const Iterable& values) { return ByteArray(ints(values)); }
inline ByteArray encode(const Str& s, const Str& encoding) {
  return ByteArray(bytes::encode_default_errors(s, encoding).bytes());
}
// bytes(bytearray): a snapshot of its contents.
inline Bytes to_bytes(const ByteArray& b) { return Bytes(b.bytes()); }

// ------------------------------------------------------------ items

inline Int getitem(const ByteArray& b, Int i) {
  return b.at(checked_index(i, b.bytes().size(), "bytearray index out of range"));
}

// The value is checked before the index, as CPython (GH-91153).
inline void setitem(const ByteArray& b, Int i, Int v) {
  const char byte = checked_byte(v);
  b.bytes()[checked_index(i, b.bytes().size(), "bytearray index out of range")] = byte;
}

inline void delitem(const ByteArray& b, Int i) {
  std::size_t at = checked_index(i, b.bytes().size(), "bytearray index out of range");
  b.bytes().erase(at, 1);
}

inline ByteArray slice(const ByteArray& b, std::optional<Int> lo, std::optional<Int> hi,
                       std::optional<Int> step) {
  return ByteArray(bytes::slice(Bytes(b.bytes()), lo, hi, step).bytes());
}

inline void delslice(const ByteArray& b, std::optional<Int> lo, std::optional<Int> hi,
                     std::optional<Int> step) {
  std::string& v = b.bytes();
  SliceRange r = adjust_slice(static_cast<Int>(v.size()), lo, hi, step);
  std::string kept;
  std::vector<bool> gone(v.size(), false);
  for (Int k = 0; k < r.count; ++k) gone[static_cast<std::size_t>(r.at(k))] = true;
  for (std::size_t i = 0; i < v.size(); ++i) if (!gone[i]) kept += v[i];
  v = std::move(kept);
}

// b[lo:hi:step] = items, as bytearray_ass_subscript: a step of 1 replaces
// the run by any number of bytes; any other step needs exactly as many, or
// none: an empty value deletes the extended slice (where a list raises).
inline void setslice_bytes(const ByteArray& b, std::optional<Int> lo, std::optional<Int> hi,
                           std::optional<Int> step, std::string items) {
  std::string& v = b.bytes();
  SliceRange r = adjust_slice(static_cast<Int>(v.size()), lo, hi, step);
  if (r.step == 1) {
    v.replace(static_cast<std::size_t>(r.start), static_cast<std::size_t>(r.count), items);
    return;
  }
  if (items.empty()) {
    delslice(b, lo, hi, step);
    return;
  }
  if (static_cast<Int>(items.size()) != r.count) {
    raise(exc::ValueError, "attempt to assign bytes of size " + std::to_string(items.size()) +
                               " to extended slice of size " + std::to_string(r.count));
  }
  for (Int k = 0; k < r.count; ++k) v[static_cast<std::size_t>(r.at(k))] = items[static_cast<std::size_t>(k)];
}
inline void setslice_from_bytes(const ByteArray& b, std::optional<Int> lo, std::optional<Int> hi,
                                std::optional<Int> step, const Bytes& items) {
  setslice_bytes(b, lo, hi, step, items.bytes());
}
inline void setslice_from_bytearray(const ByteArray& b, std::optional<Int> lo,
                                    std::optional<Int> hi, std::optional<Int> step,
                                    const ByteArray& items) {
  setslice_bytes(b, lo, hi, step, items.bytes());  // a copy: b[:] = b works
}
// The slice is checked (a zero step) before the items are read, as CPython.
template <class Iterable>
void setslice(const ByteArray& b, std::optional<Int> lo, std::optional<Int> hi,
              std::optional<Int> step, const Iterable& items) {
  adjust_slice(b.size(), lo, hi, step);
  setslice_bytes(b, lo, hi, step, ints(items));
}

// ------------------------------------------------------------ operators

inline ByteArray add(const ByteArray& a, const Bytes& b) { return ByteArray(a.bytes() + b.bytes()); }
inline ByteArray add_bytearray(const ByteArray& a, const ByteArray& b) {
  return ByteArray(a.bytes() + b.bytes());
}
// bytes + bytearray is bytes (the left operand's type), as CPython.
inline Bytes radd(const Bytes& a, const ByteArray& b) { return Bytes(a.bytes() + b.bytes()); }
inline ByteArray mul(const ByteArray& b, Int n) { return ByteArray(bytes::mul(Bytes(b.bytes()), n).bytes()); }
inline ByteArray rmul(Int n, const ByteArray& b) { return mul(b, n); }

// b += x: b itself, extended.
inline ByteArray iadd(const ByteArray& a, const Bytes& b) {
  a.bytes() += b.bytes();
  return a;
}
// CPython's a += a holds a view of a while it resizes a, which it refuses.
inline constexpr ExceptionType BufferError{"BufferError", &exc::Exception};
inline ByteArray iadd_bytearray(const ByteArray& a, const ByteArray& b) {
  if (a.identity() == b.identity()) {
    raise(BufferError, "Existing exports of data: object cannot be re-sized");
  }
  a.bytes() += b.bytes();
  return a;
}

inline bool contains_int(const ByteArray& b, Int v) {
  return b.view().find(checked_byte(v)) != std::string_view::npos;
}
inline bool contains(const ByteArray& b, const Bytes& sub) {
  return b.view().find(sub.view()) != std::string_view::npos;
}

inline bool eq_bytes(const ByteArray& a, const Bytes& b) { return a.view() == b.view(); }
inline bool bytes_eq(const Bytes& a, const ByteArray& b) { return a.view() == b.view(); }
inline bool ne_bytes(const ByteArray& a, const Bytes& b) { return a.view() != b.view(); }
inline bool bytes_ne(const Bytes& a, const ByteArray& b) { return a.view() != b.view(); }

// ------------------------------------------------------------ methods

inline void append(const ByteArray& b, Int v) { b.bytes() += checked_byte(v); }
template <class Iterable>
void extend(const ByteArray& b, const Iterable& values) { b.bytes() += ints(values); }
inline void extend_bytes(const ByteArray& b, const Bytes& values) { b.bytes() += values.bytes(); }

inline Int pop(const ByteArray& b, Int i) {
  std::string& v = b.bytes();
  if (v.empty()) raise(exc::IndexError, "pop from empty bytearray");
  std::size_t at = checked_index(i, v.size(), "pop index out of range");
  Int x = b.at(at);
  v.erase(at, 1);
  return x;
}

inline Int count_int(const ByteArray& b, Int v) {
  return static_cast<Int>(std::count(b.view().begin(), b.view().end(), checked_byte(v)));
}
inline Int count(const ByteArray& b, const Bytes& sub) { return bytes::count(Bytes(b.bytes()), sub); }
inline Int index_int(const ByteArray& b, Int v) {
  std::size_t at = b.view().find(checked_byte(v));
  if (at == std::string_view::npos) raise(exc::ValueError, "subsection not found");
  return static_cast<Int>(at);
}
inline Int find_int(const ByteArray& b, Int v) {
  std::size_t at = b.view().find(checked_byte(v));
  return at == std::string_view::npos ? -1 : static_cast<Int>(at);
}
inline void remove(const ByteArray& b, Int v) {
  std::size_t at = b.view().find(checked_byte(v));
  if (at == std::string_view::npos) raise(exc::ValueError, "value not found in bytearray");
  b.bytes().erase(at, 1);
}
inline void clear(const ByteArray& b) { b.bytes().clear(); }
inline void reverse(const ByteArray& b) { std::reverse(b.bytes().begin(), b.bytes().end()); }
inline Str decode(const ByteArray& b, const Str& encoding, const Str& errors) {
  return bytes::decode(Bytes(b.bytes()), encoding, errors);
}
inline Str hex(const ByteArray& b) { return bytes::hex(Bytes(b.bytes())); }

}  // namespace pyaot::ops::bytearray
