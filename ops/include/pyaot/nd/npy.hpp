// The .npy format (NumPy's format 1.0/2.0/3.0): how arrays cross the
// boundary of a compiled executable. Reading refuses, with a message that
// says what is wrong, anything that is not exactly the declared dtype and
// rank: a truncated or malformed file, another dtype, a big-endian or
// object array, a size beyond memory.
#pragma once

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <functional>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "pyaot/nd/array.hpp"
#include "pyaot/runtime/json.hpp"
#include "pyaot/runtime/repr.hpp"

namespace pyaot::nd::npy {

// Bad input file: the CLI reports it like a usage error (exit status 2).
struct FormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline std::string read_file(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) throw FormatError("cannot open '" + path + "': " + std::strerror(errno));
  std::string data;
  char chunk[1 << 16];
  for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, f)) > 0;) data.append(chunk, n);
  std::fclose(f);
  return data;
}

// Does `path` end with `suffix` (lower case), in any case?
inline bool has_suffix(std::string_view path, std::string_view suffix) {
  if (path.size() < suffix.size()) return false;
  for (std::size_t i = 0; i < suffix.size(); ++i) {
    char c = path[path.size() - suffix.size() + i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != suffix[i]) return false;
  }
  return true;
}

// Does the path name a PNG or JPEG file?
inline bool names_image(std::string_view path) {
  return has_suffix(path, ".png") || has_suffix(path, ".jpg") || has_suffix(path, ".jpeg");
}

// The value of `key` in the header dict, as text ("'<f8'", "False", "(3, 4)").
inline std::string_view header_value(std::string_view header, std::string_view key) {
  std::string quoted = "'" + std::string(key) + "'";
  auto at = header.find(quoted);
  if (at == std::string_view::npos) throw FormatError("npy header lacks " + quoted);
  auto colon = header.find(':', at + quoted.size());
  if (colon == std::string_view::npos) throw FormatError("npy header is malformed");
  std::size_t begin = colon + 1;
  while (begin < header.size() && header[begin] == ' ') ++begin;
  std::size_t end = begin;
  if (begin < header.size() && header[begin] == '(') {
    end = header.find(')', begin);
    if (end == std::string_view::npos) throw FormatError("npy header: unterminated shape");
    ++end;
  } else {
    while (end < header.size() && header[end] != ',' && header[end] != '}') ++end;
  }
  return header.substr(begin, end - begin);
}

inline shape_t parse_shape(std::string_view text) {
  shape_t shape;
  std::size_t i = 1;  // after '('
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == ',')) ++i;
    if (i >= text.size() || text[i] == ')') break;
    index_t v = 0;
    bool any = false;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
      if (v > kMaxElements) throw FormatError("npy shape is too large");
      v = v * 10 + (text[i++] - '0');
      any = true;
    }
    if (!any) throw FormatError("npy header: malformed shape " + std::string(text));
    shape.push_back(v);
  }
  return shape;
}

inline std::string dtype_name_of(std::string_view descr) {
  static constexpr std::pair<std::string_view, std::string_view> known[] = {
      {"'|b1'", "bool"},   {"'|i1'", "int8"},    {"'<i2'", "int16"},   {"'<i4'", "int32"},
      {"'<i8'", "int64"},  {"'|u1'", "uint8"},   {"'<u2'", "uint16"},  {"'<u4'", "uint32"},
      {"'<u8'", "uint64"}, {"'<f2'", "float16"}, {"'<f4'", "float32"}, {"'<f8'", "float64"}};
  for (auto [d, name] : known) {
    if (descr == d) return std::string(name);
  }
  return std::string(descr);
}

// Reads `path` as an array of T with `rank` dimensions (-1: any).
template <Element T>
array<T> load(const std::string& path, int rank = -1) {
  std::string data = read_file(path);
  const std::string where = "'" + path + "': ";
  if (data.size() < 10 || data.compare(0, 6, "\x93NUMPY") != 0) {
    throw FormatError(where + "not a .npy file (no \\x93NUMPY magic)");
  }
  const int major = static_cast<unsigned char>(data[6]);
  std::size_t header_len, offset;
  if (major == 1) {
    header_len = static_cast<unsigned char>(data[8]) | (static_cast<unsigned char>(data[9]) << 8);
    offset = 10;
  } else if (major == 2 || major == 3) {
    if (data.size() < 12) throw FormatError(where + "truncated .npy header");
    header_len = 0;
    for (int k = 3; k >= 0; --k) header_len = header_len * 256 + static_cast<unsigned char>(data[8 + k]);
    offset = 12;
  } else {
    throw FormatError(where + "unsupported .npy format version " + std::to_string(major));
  }
  if (data.size() < offset + header_len) throw FormatError(where + "truncated .npy header");
  std::string_view header(data.data() + offset, header_len);
  std::string dtype = dtype_name_of(header_value(header, "descr"));
  const std::string_view want = dtype_traits<T>::name;
  if (dtype != want) {
    throw FormatError(where + "array has dtype " + dtype + ", but the function takes " +
                      std::string(want) + " (convert it with a.astype(np." + std::string(want) +
                      ") before saving)");
  }
  bool fortran = header_value(header, "fortran_order") == "True";
  shape_t shape = parse_shape(header_value(header, "shape"));
  if (rank >= 0 && static_cast<int>(shape.size()) != rank) {
    throw FormatError(where + "array has " + std::to_string(shape.size()) +
                      " dimension(s), but the function takes " + std::to_string(rank));
  }
  index_t n;
  try {
    n = shape_size(shape);
  } catch (const Exception& e) {
    throw FormatError(where + e.message());
  }
  const std::size_t body = offset + header_len;
  if (static_cast<std::size_t>(n) > (data.size() - body) / sizeof(T) ||
      data.size() - body < static_cast<std::size_t>(n) * sizeof(T)) {
    throw FormatError(where + "truncated: the header promises " + std::to_string(n) +
                      " elements of " + std::to_string(sizeof(T)) + " bytes, the file holds " +
                      std::to_string(data.size() - body) + " bytes of data");
  }
  shape_t logical = shape;
  if (fortran) std::reverse(shape.begin(), shape.end());
  array<T> a(shape);
  if (n) std::memcpy(a.data(), data.data() + body, static_cast<std::size_t>(n) * sizeof(T));
  if constexpr (std::is_same_v<T, bool>) {
    for (index_t i = 0; i < n; ++i) {
      unsigned char byte;
      std::memcpy(&byte, a.data() + i, 1);
      if (byte > 1) throw FormatError(where + "bool array holds a byte other than 0 or 1");
    }
  }
  if (!fortran) return a;
  // Fortran order: the reversed-shape C array, transposed (a view).
  shape_t strides(a.strides().rbegin(), a.strides().rend());
  return array<T>(a.data(), logical, strides, a.owner());
}

template <Element T>
std::string dumps(const array<T>& in) {
  array<T> a = ascontiguous(in);
  std::string header = "{'descr': '" + std::string(dtype_traits<T>::npy) +
                       "', 'fortran_order': False, 'shape': " + format_shape(a.shape()) + ", }";
  // Pad so the data starts on a 64-byte boundary, as NumPy writes it.
  std::size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string out = "\x93NUMPY";
  out += char(1);
  out += char(0);
  out += char(header.size() & 0xff);
  out += char(header.size() >> 8);
  out += header;
  out.append(reinterpret_cast<const char*>(a.data()), static_cast<std::size_t>(a.size()) * sizeof(T));
  return out;
}

template <Element T>
void save(const std::string& path, const array<T>& a) {
  std::string bytes = dumps(a);
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) throw FormatError("cannot write '" + path + "': " + std::strerror(errno));
  std::fwrite(bytes.data(), 1, bytes.size(), f);
  std::fclose(f);
}

// An array as nested JSON lists (json.dumps(a.tolist()) in Python).
template <Element T>
std::string to_json(const array<T>& a) {
  std::string out;
  shape_t idx(a.ndim(), 0);
  auto element = [&](const T& v) {
    if constexpr (std::is_same_v<T, bool>) out += v ? "true" : "false";
    else if constexpr (Floating<T>) out += pyaot::json::dumps(static_cast<double>(v));
    else out += std::to_string(v);
  };
  std::function<void(int, index_t)> walk = [&](int axis, index_t off) {
    if (axis == a.ndim()) {
      element(a.data()[off]);
      return;
    }
    out += '[';
    for (index_t i = 0; i < a.shape()[axis]; ++i) {
      if (i) out += ", ";
      walk(axis + 1, off + i * a.strides()[axis]);
    }
    out += ']';
  };
  walk(0, 0);
  return out;
}

}  // namespace pyaot::nd::npy
