// Definitions of json.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of json.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

namespace pyaot::json {

PYAOT_LINKED std::string dumps(const Str& s) {
  static const char* hex = "0123456789abcdef";
  std::string out = "\"";
  const std::string& b = s.bytes();
  auto u4 = [&](unsigned v) {
    out += "\\u";
    for (int k = 3; k >= 0; --k) out.push_back(hex[(v >> (4 * k)) & 15]);
  };
  for (std::size_t i = 0; i < b.size();) {
    unicode::CodePoint c = unicode::decode(b, i);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (c < 0x20 || c > 0x7E) {
          if (c >= 0x10000) {
            c -= 0x10000;
            u4(0xD800 + (c >> 10));
            u4(0xDC00 + (c & 0x3FF));
          } else {
            u4(c);
          }
        } else {
          out.push_back(static_cast<char>(c));
        }
    }
  }
  return out + "\"";
}

}  // namespace pyaot::json
