// Definitions of str.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of str.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

namespace pyaot {

PYAOT_LINKED std::string repr(const Str& s) {
  const std::string& b = s.bytes();
  bool has_single = b.find('\'') != std::string::npos;
  bool has_double = b.find('"') != std::string::npos;
  char quote = has_single && !has_double ? '"' : '\'';
  std::string out(1, quote);
  static const char* hex = "0123456789abcdef";
  for (std::size_t i = 0; i < b.size();) {
    unicode::CodePoint c = unicode::decode(b, i);
    if (c == static_cast<unicode::CodePoint>(quote) || c == '\\') {
      out.push_back('\\');
      out.push_back(static_cast<char>(c));
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c == 0x7F) {
      out += "\\x";
      out.push_back(hex[c >> 4]);
      out.push_back(hex[c & 15]);
    } else if (c < 0x7F) {
      out.push_back(static_cast<char>(c));
    } else if (unicode::is_printable(c)) {
      unicode::encode(c, out);
    } else {
      int digits = c <= 0xFF ? 2 : c <= 0xFFFF ? 4 : 8;
      out += digits == 2 ? "\\x" : digits == 4 ? "\\u" : "\\U";
      for (int k = digits - 1; k >= 0; --k) out.push_back(hex[(c >> (4 * k)) & 15]);
    }
  }
  out.push_back(quote);
  return out;
}

}  // namespace pyaot
