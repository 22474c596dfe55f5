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

#include <sys/stat.h>

#include "pyaot/nd/array.hpp"
#include "pyaot/runtime/memory.hpp"
#include "pyaot/runtime/json.hpp"
#include "pyaot/runtime/repr.hpp"

namespace pyaot::nd::npy {

// Bad input file: the CLI reports it like a usage error (exit status 2).
struct FormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// An input file read in pieces, never further than its reader asks: an
// endless or huge source (/dev/zero, a pipe, a file larger than anything it
// could validly hold) is refused after what can be right, not read forever.
class Reader {
 public:
  explicit Reader(const std::string& path) : path_(path), f_(std::fopen(path.c_str(), "rb")) {
    if (!f_) throw FormatError("cannot open '" + path + "': " + std::strerror(errno));
    struct stat st {};
    if (fstat(fileno(f_), &st) == 0 && S_ISREG(st.st_mode)) size_ = st.st_size;
  }
  ~Reader() { std::fclose(f_); }
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;

  // The file's size where it is known before reading (a regular file), else -1.
  std::int64_t size() const { return size_; }

  // Reads up to n bytes into dst; fewer only at the end of the file.
  std::size_t read(char* dst, std::size_t n) {
    std::size_t got = 0;
    while (got < n) {
      const std::size_t k = std::fread(dst + got, 1, n - got, f_);
      if (k == 0) break;
      got += k;
    }
    return got;
  }

  // Up to n more bytes, as a string (grown as they arrive, so a short pipe
  // costs what it holds, not n).
  std::string read(std::size_t n) {
    std::string out;
    char chunk[1 << 16];
    while (out.size() < n) {
      const std::size_t k = read(chunk, std::min(sizeof chunk, n - out.size()));
      if (k == 0) break;
      out.append(chunk, k);
    }
    return out;
  }

  // The rest of the file, refused past `limit` bytes in all.
  std::string read_all(std::size_t limit, const std::string& why) {
    if (size_ > static_cast<std::int64_t>(limit)) too_large(limit, why);
    std::string out = read(limit);
    char extra;
    if (out.size() == limit && read(&extra, 1) == 1) too_large(limit, why);
    return out;
  }

 private:
  [[noreturn]] void too_large(std::size_t limit, const std::string& why) {
    throw FormatError("'" + path_ + "': larger than " + std::to_string(limit) + " bytes (" + why + ")");
  }

  std::string path_;
  std::FILE* f_;
  std::int64_t size_ = -1;
};

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

// NumPy's np.load refuses longer headers (max_header_size) as unsafe.
inline constexpr std::size_t kMaxHeader = 10000;

// Reads `path` as an array of T with `rank` dimensions (-1: any): the header
// first, then exactly the data it declares (as np.load, which ignores what
// follows), so no file is read further than its header says.
template <Element T>
array<T> load(const std::string& path, int rank = -1) {
  Reader in(path);
  const std::string where = "'" + path + "': ";
  const std::string prefix = in.read(10);
  if (prefix.size() < 10 || prefix.compare(0, 6, "\x93NUMPY") != 0) {
    throw FormatError(where + "not a .npy file (no \\x93NUMPY magic)");
  }
  const int major = static_cast<unsigned char>(prefix[6]);
  std::size_t header_len, offset;
  if (major == 1) {
    header_len = static_cast<unsigned char>(prefix[8]) | (static_cast<unsigned char>(prefix[9]) << 8);
    offset = 10;
  } else if (major == 2 || major == 3) {
    const std::string rest = in.read(2);
    if (rest.size() < 2) throw FormatError(where + "truncated .npy header");
    const std::string length = prefix.substr(8) + rest;
    header_len = 0;
    for (int k = 3; k >= 0; --k) header_len = header_len * 256 + static_cast<unsigned char>(length[k]);
    offset = 12;
  } else {
    throw FormatError(where + "unsupported .npy format version " + std::to_string(major));
  }
  if (header_len > kMaxHeader) {
    throw FormatError(where + "the .npy header is " + std::to_string(header_len) +
                      " bytes, more than the " + std::to_string(kMaxHeader) +
                      " np.load accepts");
  }
  const std::string header_text = in.read(header_len);
  if (header_text.size() < header_len) throw FormatError(where + "truncated .npy header");
  std::string_view header(header_text);
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
  const std::uint64_t bytes = static_cast<std::uint64_t>(n) * sizeof(T);
  auto truncated = [&](std::uint64_t held) {
    return FormatError(where + "truncated: the header promises " + std::to_string(n) +
                       " elements of " + std::to_string(sizeof(T)) + " bytes, the file holds " +
                       std::to_string(held) + " bytes of data");
  };
  const std::int64_t body = static_cast<std::int64_t>(offset + header_len);
  if (in.size() >= 0 && static_cast<std::uint64_t>(in.size() - body) < bytes) {
    throw truncated(static_cast<std::uint64_t>(in.size() - body));
  }
  if (bytes > memory::machine_bytes()) {
    throw FormatError(where + "the header promises " + std::to_string(bytes) +
                      " bytes of data, more than this machine's memory");
  }
  shape_t logical = shape;
  if (fortran) std::reverse(shape.begin(), shape.end());
  array<T> a = array<T>::uninitialized(shape);
  if (const std::size_t got = in.read(reinterpret_cast<char*>(a.data()), bytes); got < bytes) {
    throw truncated(got);
  }
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
