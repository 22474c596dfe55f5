// Test driver for pyaot::BigInt (tests/test_bigint.py): one operation per
// line on stdin, its result per line on stdout, or `EXC <Type>: <message>`
// when it raises. Operands are int literals parsed with from_string(text, 0)
// (decimal, or 0x... for values past the 4300-digit limit). A line starting
// with `X ` prints integer results as hex() instead of str().
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "pyaot/runtime/bigint.hpp"

using pyaot::BigInt;

namespace {

std::string fmt_double(double d) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", d);
  return buf;
}

std::string unhex(const std::string& h) {
  std::string out;
  for (std::size_t i = 0; i + 1 < h.size(); i += 2) {
    out.push_back(static_cast<char>(std::stoi(h.substr(i, 2), nullptr, 16)));
  }
  return out;
}

std::string run(const std::vector<std::string>& t, bool hex) {
  auto N = [&](std::size_t i) { return BigInt::from_string(t.at(i), 0); };
  auto S = [&](const BigInt& v) { return hex ? v.format_prefixed(16) : v.to_string(); };
  const std::string& op = t.at(0);
  if (op == "add") return S(N(1) + N(2));
  if (op == "sub") return S(N(1) - N(2));
  if (op == "mul") return S(N(1) * N(2));
  if (op == "floordiv") return S(floordiv(N(1), N(2)));
  if (op == "mod") return S(mod(N(1), N(2)));
  if (op == "divmod") {
    auto [q, r] = divmod(N(1), N(2));
    return S(q) + " " + S(r);
  }
  if (op == "pow") return S(pow(N(1), N(2)));
  if (op == "powmod") return S(pow(N(1), N(2), N(3)));
  if (op == "neg") return S(-N(1));
  if (op == "abs") return S(abs(N(1)));
  if (op == "invert") return S(~N(1));
  if (op == "lshift") return S(N(1) << N(2));
  if (op == "rshift") return S(N(1) >> N(2));
  if (op == "and") return S(N(1) & N(2));
  if (op == "or") return S(N(1) | N(2));
  if (op == "xor") return S(N(1) ^ N(2));
  if (op == "cmp" || op == "cmpi") {
    BigInt a = N(1);
    std::string r;
    if (op == "cmp") {
      BigInt b = N(2);
      for (bool x : {a < b, a <= b, a == b, a != b, a > b, a >= b}) r.push_back(x ? '1' : '0');
    } else {
      std::int64_t b = std::strtoll(t.at(2).c_str(), nullptr, 10);
      for (bool x : {a < b, a <= b, a == b, a != b, a > b, a >= b}) r.push_back(x ? '1' : '0');
    }
    return r;
  }
  if (op == "bit_length") return std::to_string(N(1).bit_length());
  if (op == "bit_count") return std::to_string(N(1).bit_count());
  if (op == "hash") return std::to_string(N(1).hash());
  if (op == "fits") return N(1).fits_int64() ? "1" : "0";
  if (op == "to_int64") return std::to_string(N(1).to_int64());
  if (op == "to_double") return fmt_double(N(1).to_double());
  if (op == "truediv") return fmt_double(true_divide(N(1), N(2)));
  if (op == "str") return N(1).to_string(std::stoi(t.at(2)));
  if (op == "fmt") return N(1).format_prefixed(std::stoi(t.at(2)));
  if (op == "parse") return S(BigInt::from_string(t.size() > 2 ? unhex(t[2]) : "", std::stoi(t.at(1))));
  if (op == "from_double") return S(BigInt::from_double(std::strtod(t.at(1).c_str(), nullptr)));
  if (op == "u64") return S(BigInt(static_cast<unsigned long long>(std::strtoull(t.at(1).c_str(), nullptr, 10))));
  if (op == "fact") {
    BigInt r(1);
    for (int i = 2, n = std::stoi(t.at(1)); i <= n; ++i) r *= BigInt(i);
    return S(r);
  }
  return "unknown op " + op;
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    bool hex = line.rfind("X ", 0) == 0;
    std::istringstream in(hex ? line.substr(2) : line);
    std::vector<std::string> tokens;
    for (std::string tok; in >> tok;) tokens.push_back(tok);
    std::string out;
    try {
      out = run(tokens, hex);
    } catch (const pyaot::Exception& e) {
      out = std::string("EXC ") + e.type().name + ": " + e.message();
    }
    std::cout << out << '\n';
  }
  return 0;
}
