// Operators on bytes (ops/decls/bytes.toml): indexing and slicing (ints and
// bytes), concatenation, repetition, membership, the common methods, and the
// codecs between str and bytes (utf-8, ascii, latin-1, strict errors), with
// CPython's exception types and messages.
#pragma once

#include <algorithm>
#include <cstdio>
#include <optional>
#include <cstring>
#include <string>
#include <string_view>

#include "pyaot/ops/containers.hpp"
#include "pyaot/runtime/bytes.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/runtime/unicode.hpp"

namespace pyaot::ops::containers {
inline Int len(const Bytes& b) { return b.size(); }
}  // namespace pyaot::ops::containers

namespace pyaot::ops::bytes {

// ------------------------------------------------------------ constructing

inline Bytes empty() { return Bytes(); }

// CPython's limits: a size beyond PY_SSIZE_T_MAX less the object header is
// OverflowError, an allocation that fails MemoryError. Sizes the machine
// cannot hold are a MemoryError before any is tried (runtime/memory.hpp).
constexpr Int kMaxBytes = INT64_MAX - 64;

inline Bytes zeros(Int n) {
  if (n < 0) raise(exc::ValueError, "negative count");
  if (n > kMaxBytes) raise(exc::OverflowError, "byte string is too large");
  memory::check(static_cast<std::uint64_t>(n), 1);
  return Bytes(std::string(static_cast<std::size_t>(n), '\0'));
}

template <class Iterable>
Bytes from_ints(const Iterable& values) {
  std::string out;
  auto cursor = pyaot::iterate(values);
  Int v;
  while (cursor.next(v)) {
    if (v < 0 || v > 255) raise(exc::ValueError, "bytes must be in range(0, 256)");
    out += static_cast<char>(v);
  }
  return Bytes(std::move(out));
}

inline Bytes copy(const Bytes& b) { return b; }

// bytes.fromhex(s): pairs of hex digits, whitespace between pairs.
inline Bytes fromhex(const Str& s) {
  const std::string& t = s.bytes();
  std::string out;
  auto digit = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  auto bad = [&](std::size_t at) {
    raise(exc::ValueError, "non-hexadecimal number found in fromhex() arg at position " +
                               std::to_string(at));
  };
  std::size_t i = 0;
  while (i < t.size()) {
    if (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r' || t[i] == '\v' ||
        t[i] == '\f') {
      ++i;
      continue;
    }
    const int hi = digit(t[i]);
    if (hi < 0) bad(i);
    if (i + 1 >= t.size() || digit(t[i + 1]) < 0) bad(i + 1);
    out += static_cast<char>(hi * 16 + digit(t[i + 1]));
    i += 2;
  }
  return Bytes(std::move(out));
}

// ------------------------------------------------------------ codecs

inline std::string normalize_encoding(const Str& encoding) {
  std::string e;
  for (char c : encoding.bytes()) {
    if (c == '_' || c == ' ') c = '-';
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    e += c;
  }
  if (e == "utf-8" || e == "utf8" || e == "u8") return "utf-8";
  if (e == "ascii" || e == "us-ascii") return "ascii";
  if (e == "latin-1" || e == "latin1" || e == "iso-8859-1" || e == "iso8859-1" || e == "l1") {
    return "latin-1";
  }
  raise(exc::LookupError, "unknown encoding: " + encoding.bytes());
}

inline void only_strict(const Str& errors) {
  if (errors.bytes() != "strict") {
    raise(exc::NotImplementedError, "errors='" + errors.bytes() +
                                        "' is not supported by compiled code (only 'strict')");
  }
}

inline std::string hex_byte(unsigned char c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02x", c);
  return buf;
}

// The length of the well-formed UTF-8 sequence at s[i], or 0 with `why` set
// (Unicode's table 3-7, as CPython's decoder checks it).
inline std::size_t utf8_sequence(std::string_view s, std::size_t i, const char*& why) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  if (c < 0x80) return 1;
  int n;
  unsigned char lo = 0x80, hi = 0xbf;
  if (c >= 0xc2 && c <= 0xdf) n = 2;
  else if (c == 0xe0) n = 3, lo = 0xa0;
  else if (c == 0xed) n = 3, hi = 0x9f;
  else if (c >= 0xe1 && c <= 0xef) n = 3;
  else if (c == 0xf0) n = 4, lo = 0x90;
  else if (c == 0xf4) n = 4, hi = 0x8f;
  else if (c >= 0xf1 && c <= 0xf3) n = 4;
  else {
    why = "invalid start byte";
    return 0;
  }
  for (int k = 1; k < n; ++k) {
    if (i + k >= s.size()) {
      why = "unexpected end of data";
      return 0;
    }
    const unsigned char lower = k == 1 ? lo : 0x80, upper = k == 1 ? hi : 0xbf;
    if (b(i + k) < lower || b(i + k) > upper) {
      why = "invalid continuation byte";
      return 0;
    }
  }
  return static_cast<std::size_t>(n);
}

// CPython's message for a UTF-8 error at s[i]: it names the well-formed
// start of the sequence, so one longer than a byte is "bytes in position
// 3-4" (cut short by the end of the data, or by a bad continuation byte).
// How many bytes from s[i] the undecodable sequence spans (at least 1).
inline std::size_t utf8_error_length(std::string_view s, std::size_t i) {
  std::size_t k = 1;  // bytes of the sequence that are a valid beginning
  while (i + k < s.size()) {
    const char* w = nullptr;
    if (utf8_sequence(s.substr(0, i + k + 1), i, w) != 0 ||
        std::strcmp(w, "unexpected end of data") != 0) {
      break;
    }
    ++k;
  }
  return k;
}

inline std::string utf8_error(std::string_view s, std::size_t i, const char* why) {
  const std::size_t k = utf8_error_length(s, i);
  if (k > 1) {
    return "'utf-8' codec can't decode bytes in position " + std::to_string(i) + "-" +
           std::to_string(i + k - 1) + ": " + why;
  }
  return "'utf-8' codec can't decode byte " + hex_byte(static_cast<unsigned char>(s[i])) +
         " in position " + std::to_string(i) + ": " + why;
}

// CPython's UnicodeDecodeError: its message, and its five arguments
// (encoding, the bytes decoded, start, end, reason), which repr(e) shows.
[[noreturn]] inline void raise_decode_error(const char* codec, std::string_view s,
                                            std::size_t start, std::size_t end, const char* why,
                                            std::string message) {
  raise(exc::UnicodeDecodeError, std::move(message),
        pyaot::repr(Str(codec)) + ", " + bytes_repr(s) + ", " + std::to_string(start) + ", " +
            std::to_string(end) + ", " + pyaot::repr(Str(why)));
}

inline Str decode(const Bytes& b, const Str& encoding, const Str& errors) {
  const std::string codec = normalize_encoding(encoding);
  only_strict(errors);
  const std::string_view s = b.view();
  if (codec == "utf-8") {
    for (std::size_t i = 0; i < s.size();) {
      const char* why = nullptr;
      const std::size_t n = utf8_sequence(s, i, why);
      if (n == 0) {
        raise_decode_error("utf-8", s, i, i + utf8_error_length(s, i), why,
                           utf8_error(s, i, why));
      }
      i += n;
    }
    return Str(std::string(s));
  }
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (codec == "ascii" && c >= 0x80) {
      raise_decode_error("ascii", s, i, i + 1, "ordinal not in range(128)",
                         "'ascii' codec can't decode byte " + hex_byte(c) + " in position " +
                             std::to_string(i) + ": ordinal not in range(128)");
    }
    unicode::encode(c, out);
  }
  return Str(std::move(out));
}

inline Bytes encode(const Str& s, const Str& encoding, const Str& errors) {
  const std::string codec = normalize_encoding(encoding);
  only_strict(errors);
  if (codec == "utf-8") return Bytes(s.bytes());
  const unicode::CodePoint limit = codec == "ascii" ? 0x80 : 0x100;
  std::string out;
  const std::string& t = s.bytes();
  Int position = 0;
  for (std::size_t i = 0; i < t.size(); ++position) {
    const unicode::CodePoint cp = unicode::decode(t, i);
    if (cp >= limit) {
      // CPython reports the whole run of characters the codec cannot
      // encode; one character by its escape: '\xe9', '\u20ac', '\U0001f600'.
      Int end = position + 1;
      for (std::size_t j = i; j < t.size() && unicode::decode(t, j) >= limit;) ++end;
      const std::string reason = "ordinal not in range(" + std::to_string(limit) + ")";
      std::string what;
      if (end - position > 1) {
        what = "characters in position " + std::to_string(position) + "-" +
               std::to_string(end - 1);
      } else {
        char one[16];
        if (cp <= 0xff) std::snprintf(one, sizeof one, "'\\x%02x'", static_cast<unsigned>(cp));
        else if (cp <= 0xffff) std::snprintf(one, sizeof one, "'\\u%04x'", static_cast<unsigned>(cp));
        else std::snprintf(one, sizeof one, "'\\U%08x'", static_cast<unsigned>(cp));
        what = "character " + std::string(one) + " in position " + std::to_string(position);
      }
      raise(exc::UnicodeEncodeError, "'" + codec + "' codec can't encode " + what + ": " + reason,
            pyaot::repr(Str(codec)) + ", " + pyaot::repr(s) + ", " + std::to_string(position) +
                ", " + std::to_string(end) + ", " + pyaot::repr(Str(reason)));
    }
    out += static_cast<char>(cp);
  }
  return Bytes(std::move(out));
}

// bytes(s, encoding)
inline Bytes encode_default_errors(const Str& s, const Str& encoding) {
  return encode(s, encoding, Str("strict"));
}

// ------------------------------------------------------------ sequence

inline Int getitem(const Bytes& b, Int i) {
  const Int n = b.size();
  if (i < 0) i += n;
  if (i < 0 || i >= n) raise(exc::IndexError, "index out of range");
  return b.at(static_cast<std::size_t>(i));
}

inline Bytes slice(const Bytes& b, std::optional<Int> lo, std::optional<Int> hi,
                   std::optional<Int> step) {
  const SliceRange r = adjust_slice(b.size(), lo, hi, step);
  if (r.step == 1) return Bytes(b.bytes().substr(static_cast<std::size_t>(r.start),
                                                 static_cast<std::size_t>(r.count)));
  std::string out;
  out.reserve(static_cast<std::size_t>(r.count));
  for (Int k = 0; k < r.count; ++k) out += b.bytes()[static_cast<std::size_t>(r.at(k))];
  return Bytes(std::move(out));
}

inline Bytes add(const Bytes& a, const Bytes& b) { return Bytes(a.bytes() + b.bytes()); }

inline Bytes mul(const Bytes& b, Int n) {
  if (n <= 0 || b.size() == 0) return Bytes();
  if (n > kMaxBytes / b.size()) raise(exc::OverflowError, "repeated bytes are too long");
  memory::check(static_cast<std::uint64_t>(n), b.size());
  std::string out;
  out.reserve(static_cast<std::size_t>(n * b.size()));
  for (Int k = 0; k < n; ++k) out += b.bytes();
  return Bytes(std::move(out));
}

inline Bytes rmul(Int n, const Bytes& b) { return mul(b, n); }

inline bool contains(const Bytes& b, const Bytes& sub) {
  return b.view().find(sub.view()) != std::string_view::npos;
}

inline bool contains_int(const Bytes& b, Int v) {
  if (v < 0 || v > 255) raise(exc::ValueError, "byte must be in range(0, 256)");
  return b.view().find(static_cast<char>(v)) != std::string_view::npos;
}

// ------------------------------------------------------------ methods

inline Str hex(const Bytes& b) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  for (char ch : b.bytes()) {
    const auto c = static_cast<unsigned char>(ch);
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return Str(std::move(out));
}

inline bool startswith(const Bytes& b, const Bytes& prefix) { return b.view().starts_with(prefix.view()); }
inline bool endswith(const Bytes& b, const Bytes& suffix) { return b.view().ends_with(suffix.view()); }

inline Int find(const Bytes& b, const Bytes& sub) {
  const std::size_t at = b.view().find(sub.view());
  return at == std::string_view::npos ? -1 : static_cast<Int>(at);
}

inline Int index(const Bytes& b, const Bytes& sub) {
  const Int at = find(b, sub);
  if (at < 0) raise(exc::ValueError, "subsection not found");
  return at;
}

inline Int count(const Bytes& b, const Bytes& sub) {
  if (sub.size() == 0) return b.size() + 1;
  Int n = 0;
  for (std::size_t at = b.view().find(sub.view()); at != std::string_view::npos;
       at = b.view().find(sub.view(), at + sub.bytes().size())) {
    ++n;
  }
  return n;
}

inline Bytes replace(const Bytes& b, const Bytes& old, const Bytes& with) {
  const std::string& s = b.bytes();
  std::string out;
  if (old.size() == 0) {  // between every byte, and at both ends
    out += with.bytes();
    for (char c : s) {
      out += c;
      out += with.bytes();
    }
    return Bytes(std::move(out));
  }
  std::size_t from = 0;
  for (std::size_t at = s.find(old.bytes()); at != std::string::npos;
       at = s.find(old.bytes(), from)) {
    out.append(s, from, at - from);
    out += with.bytes();
    from = at + old.bytes().size();
  }
  out.append(s, from);
  return Bytes(std::move(out));
}

inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

inline List<Bytes> split(const Bytes& b, const std::optional<Bytes>& sep) {
  const std::string& s = b.bytes();
  List<Bytes> out;
  if (!sep) {  // runs of ASCII whitespace; no empty pieces
    std::size_t i = 0;
    while (true) {
      while (i < s.size() && is_space(s[i])) ++i;
      if (i >= s.size()) break;
      std::size_t j = i;
      while (j < s.size() && !is_space(s[j])) ++j;
      out.append(Bytes(s.substr(i, j - i)));
      i = j;
    }
    return out;
  }
  if (sep->size() == 0) raise(exc::ValueError, "empty separator");
  std::size_t from = 0;
  for (std::size_t at = s.find(sep->bytes()); at != std::string::npos;
       at = s.find(sep->bytes(), from)) {
    out.append(Bytes(s.substr(from, at - from)));
    from = at + sep->bytes().size();
  }
  out.append(Bytes(s.substr(from)));
  return out;
}

template <class Iterable>
Bytes join(const Bytes& sep, const Iterable& items) {
  std::string out;
  auto cursor = pyaot::iterate(items);
  Bytes item;
  bool first = true;
  while (cursor.next(item)) {
    if (!first) out += sep.bytes();
    out += item.bytes();
    first = false;
  }
  return Bytes(std::move(out));
}

inline Bytes strip(const Bytes& b, const std::optional<Bytes>& chars) {
  const std::string& s = b.bytes();
  auto drop = [&](char c) {
    return chars ? chars->bytes().find(c) != std::string::npos : is_space(c);
  };
  std::size_t i = 0, j = s.size();
  while (i < j && drop(s[i])) ++i;
  while (j > i && drop(s[j - 1])) --j;
  return Bytes(s.substr(i, j - i));
}

inline Bytes upper(const Bytes& b) {
  std::string out = b.bytes();
  for (char& c : out) if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return Bytes(std::move(out));
}

inline Bytes lower(const Bytes& b) {
  std::string out = b.bytes();
  for (char& c : out) if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return Bytes(std::move(out));
}

}  // namespace pyaot::ops::bytes
