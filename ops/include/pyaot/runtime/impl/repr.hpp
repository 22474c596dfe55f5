// Definitions of repr.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of repr.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

namespace pyaot {

PYAOT_LINKED std::string repr(Int i) {
  char buf[24];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, i);
  return std::string(buf, end);
}

PYAOT_LINKED std::string repr(double x) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
  if (x == 0.0) return std::signbit(x) ? "-0.0" : "0.0";

  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific);
  std::string sci(buf, end);  // e.g. "-1.2345e+02": shortest round-trip digits
  std::string out;
  std::size_t pos = 0;
  if (sci[0] == '-') { out.push_back('-'); pos = 1; }
  std::size_t epos = sci.find('e');
  std::string digits;
  for (std::size_t k = pos; k < epos; ++k) if (sci[k] != '.') digits.push_back(sci[k]);
  int exponent = std::stoi(sci.substr(epos + 1));
  int decpt = exponent + 1;  // value = 0.DIGITS * 10**decpt
  int n = static_cast<int>(digits.size());

  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) {
      out += "0.";
      out.append(-decpt, '0');
      out += digits;
    } else if (decpt >= n) {
      out += digits;
      out.append(decpt - n, '0');
      out += ".0";
    } else {
      out += digits.substr(0, decpt);
      out.push_back('.');
      out += digits.substr(decpt);
    }
    return out;
  }
  out.push_back(digits[0]);
  if (n > 1) {
    out.push_back('.');
    out += digits.substr(1);
  }
  char ebuf[8];
  std::snprintf(ebuf, sizeof ebuf, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
  out += ebuf;
  return out;
}

}  // namespace pyaot
