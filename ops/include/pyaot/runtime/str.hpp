// Python's str: an immutable sequence of code points, stored as UTF-8 and
// shared between copies (assignment is O(1), as rebinding a name in Python).
// Indexing and slicing count code points; an all-ASCII string (the common
// case, known from construction) indexes in O(1), any other builds a code
// point -> byte offset table on first use.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/unicode.hpp"
#include "pyaot/runtime/linkage.hpp"

namespace pyaot {

// A slice's optional bounds made concrete for a sequence of `length`, as
// CPython's PySlice_AdjustIndices does: `count` elements from `start` by `step`.
struct SliceRange {
  Int start, step, count;
  // The k-th index (k < count): never overflows, unlike stepping past the end.
  Int at(Int k) const { return start + k * step; }
};

inline SliceRange adjust_slice(Int length, std::optional<Int> lower, std::optional<Int> upper,
                               std::optional<Int> step_arg) {
  Int step = step_arg.value_or(1);
  if (step == 0) raise(exc::ValueError, "slice step cannot be zero");
  // As CPython: a step of -2**63 is taken as -(2**63 - 1), so -step exists.
  if (step < -INT64_MAX) step = -INT64_MAX;
  auto clamp = [&](std::optional<Int> v, Int if_none) -> Int {
    if (!v) return if_none;
    Int x = *v;
    if (x < 0) {
      x += length;
      if (x < 0) x = step < 0 ? -1 : 0;
    } else if (x >= length) {
      x = step < 0 ? length - 1 : length;
    }
    return x;
  };
  Int start = clamp(lower, step < 0 ? length - 1 : 0);
  Int stop = clamp(upper, step < 0 ? -1 : length);
  Int count = 0;
  if (step < 0) {
    if (stop < start) count = (start - stop - 1) / (-step) + 1;
  } else if (start < stop) {
    count = (stop - start - 1) / step + 1;
  }
  return {start, step, count};
}

class Str {
 public:
  Str() : data_(empty()) {}
  // `bytes` must be valid UTF-8 (literals are; input is checked at the boundary).
  explicit Str(std::string bytes) : data_(single(bytes)) {
    if (!data_) [[likely]] data_ = std::make_shared<Data>(std::move(bytes));
  }
  Str(const char* literal) : Str(std::string(literal)) {}  // NOLINT: literals convert
  // The str of bytes [from, to) of `s` (at code point boundaries): a part
  // of an ASCII str is ASCII, with no scan to find that out.
  static Str part(const Str& s, std::size_t from, std::size_t to) {
    Shared one = single(s.view().substr(from, to - from));
    if (one) return Str(std::move(one));
    if (s.ascii()) return Str(std::make_shared<Data>(s.bytes().substr(from, to - from), Ascii{}));
    return Str(s.bytes().substr(from, to - from));
  }
  // The str of one ASCII character (`c` < 0x80).
  static Str ascii_char(unsigned char c) { return Str(singles()[c]); }

  const std::string& bytes() const { return data_->bytes; }
  std::string_view view() const { return data_->text; }
  Int length() const { return data_->length; }
  bool ascii() const { return data_->ascii; }

  // Byte offset of code point `k` (0 <= k <= length).
  std::size_t offset(Int k) const {
    if (data_->ascii) return static_cast<std::size_t>(k);
    const auto& table = data_->offsets();
    return table[static_cast<std::size_t>(k)];
  }
  unicode::CodePoint at(Int k) const {
    std::size_t i = offset(k);
    return unicode::decode(data_->bytes, i);
  }
  // Code point index of byte offset `b` (b at a code point boundary).
  Int index_of_byte(std::size_t b) const {
    if (data_->ascii) return static_cast<Int>(b);
    Int k = 0;
    for (std::size_t i = 0; i < b; ++i) k += !unicode::is_continuation(data_->bytes[i]);
    return k;
  }

  // hash(s), computed on first use and kept, as CPython keeps it (a dict
  // lookup then an insertion of one key hashes it once).
  std::size_t hash() const {
    std::size_t h = data_->hash.load(std::memory_order_relaxed);
    if (h == 0) [[unlikely]] {
      h = std::hash<std::string_view>{}(view()) | 1;  // never 0, "not computed yet"
      data_->hash.store(h, std::memory_order_relaxed);
    }
    return h;
  }

  // Every str of one code point below U+0100 is its table entry (single()),
  // so two such strs are equal only when they are the same entry.
  friend bool operator==(const Str& a, const Str& b) {
    if (a.data_ == b.data_) return true;
    return !a.data_->single && !b.data_->single && a.data_->text == b.data_->text;
  }
  // UTF-8 byte order is code point order: Python's str ordering.
  friend auto operator<=>(const Str& a, const Str& b) { return a.data_->text <=> b.data_->text; }

 private:
  struct Ascii {};  // text known to be ASCII
  struct Data {
    std::string bytes;
    // `bytes` as a view, taken once: reading it needs no branch on the
    // string's short-string layout (a scanning loop reads it per character).
    std::string_view text;
    Int length = 0;
    bool ascii = true;
    bool single = false;  // an entry of the table of single code points
    // Atomic: a str constant is shared by every thread calling into a library.
    mutable std::atomic<std::size_t> hash{0};

    explicit Data(std::string b) : bytes(std::move(b)), text(bytes) {
      for (char c : bytes) {
        if (static_cast<unsigned char>(c) >= 0x80) ascii = false;
        length += !unicode::is_continuation(c);
      }
    }
    Data(std::string b, Ascii)
        : bytes(std::move(b)), text(bytes), length(static_cast<Int>(bytes.size())) {}
    Data(const Data&) = delete;
    Data& operator=(const Data&) = delete;
    ~Data() { delete offsets_.load(std::memory_order_relaxed); }

    // Byte offset of each code point, built on the first non-ASCII index.
    // Published atomically: a str constant is shared by every thread calling
    // into a library, and two may index it first at once (the loser of that
    // race frees its own table).
    const std::vector<std::uint32_t>& offsets() const {
      const std::vector<std::uint32_t>* table = offsets_.load(std::memory_order_acquire);
      if (table != nullptr) return *table;
      auto fresh = std::make_unique<std::vector<std::uint32_t>>();
      fresh->reserve(static_cast<std::size_t>(length) + 1);
      for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (!unicode::is_continuation(bytes[i])) fresh->push_back(static_cast<std::uint32_t>(i));
      }
      fresh->push_back(static_cast<std::uint32_t>(bytes.size()));
      if (offsets_.compare_exchange_strong(table, fresh.get(), std::memory_order_acq_rel,
                                           std::memory_order_acquire)) {
        table = fresh.release();
      }
      return *table;
    }

   private:
    mutable std::atomic<const std::vector<std::uint32_t>*> offsets_{nullptr};
  };
  using Shared = std::shared_ptr<const Data>;
  explicit Str(Shared data) : data_(std::move(data)) {}

  // The one str of each code point below U+0100, as CPython keeps them:
  // s[i], iteration and 1-character literals allocate nothing, and the
  // table's pointers own no reference count (copies are plain pointer
  // copies). Built once and never freed: a str may outlive every other static.
  static const Shared* singles() {
    static const Shared* const table = [] {
      auto* t = new Shared[256];
      for (unicode::CodePoint cp = 0; cp < 256; ++cp) {
        std::string text;
        unicode::encode(cp, text);
        auto* data = new Data(std::move(text));
        data->single = true;
        t[cp] = Shared(Shared(), data);  // the aliasing constructor: no control block
      }
      return t;
    }();
    return table;
  }
  // The table's str of `b`, or null when `b` is not one code point below U+0100.
  static Shared single(std::string_view b) {
    if (b.size() == 1 && static_cast<unsigned char>(b[0]) < 0x80) {
      return singles()[static_cast<unsigned char>(b[0])];
    }
    if (b.size() == 2 && (static_cast<unsigned char>(b[0]) & 0xFE) == 0xC2) {  // U+0080..U+00FF
      return singles()[((static_cast<unsigned char>(b[0]) & 0x1F) << 6) |
                       (static_cast<unsigned char>(b[1]) & 0x3F)];
    }
    return nullptr;
  }
  static const Shared& empty() {
    static const Shared e = std::make_shared<Data>(std::string());
    return e;
  }
  Shared data_;
};

inline Str str_of_code_point(unicode::CodePoint cp) {
  std::string out;
  unicode::encode(cp, out);
  return Str(std::move(out));
}

// repr() of a str, byte for byte as CPython writes it: single quotes unless
// the text has ' and no ", escapes for \\, the quote, \t \n \r, and
// \xhh/\uhhhh/\Uhhhhhhhh for code points that are not printable.
PYAOT_LINKED std::string repr(const Str& s);

}  // namespace pyaot

#if PYAOT_LINKED_BODIES
#include "pyaot/runtime/impl/str.hpp"
#endif
