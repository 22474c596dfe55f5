// Shared by the hand-written C++ kernels of bench/suite: the same calling
// convention as a pyaot executable's `--repeat N` (arguments read once, each
// call timed, "pyaot-call-seconds: ..." on stderr), .npy and text inputs, and
// results printed as Python would print them (arrays: the sum of elements).
#pragma once

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace bench {

struct Matrix {
  long rows = 0, cols = 0;
  std::vector<double> data;
  double& at(long i, long j) { return data[i * cols + j]; }
  double at(long i, long j) const { return data[i * cols + j]; }
};

// A C-ordered little-endian float64 .npy file of rank 1 or 2.
inline Matrix read_npy(const char* path) {
  std::ifstream in(path, std::ios::binary);
  char magic[8];
  in.read(magic, 8);
  if (std::memcmp(magic, "\x93NUMPY", 6) != 0) throw std::runtime_error("not .npy");
  unsigned short len = 0;
  in.read(reinterpret_cast<char*>(&len), 2);
  std::string header(len, ' ');
  in.read(header.data(), len);
  if (header.find("'<f8'") == std::string::npos || header.find("False") == std::string::npos) {
    throw std::runtime_error("want C-ordered <f8");
  }
  auto open = header.find('(', header.find("shape"));
  Matrix m;
  m.rows = std::strtol(header.c_str() + open + 1, nullptr, 10);
  auto comma = header.find(',', open);
  m.cols = 1;
  if (comma != std::string::npos && header[comma + 1] != ')') {
    m.cols = std::strtol(header.c_str() + comma + 1, nullptr, 10);
  }
  m.data.resize(static_cast<size_t>(m.rows * m.cols));
  in.read(reinterpret_cast<char*>(m.data.data()), static_cast<long>(m.data.size() * 8));
  return m;
}

inline std::string read_text(const char* path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

inline double sum(const Matrix& m) {
  double s = 0;
  for (double v : m.data) s += v;
  return s;
}

// Strips a leading `--repeat N`; returns N (1 without it).
inline long repeat_flag(int& argc, char**& argv) {
  if (argc >= 3 && std::strcmp(argv[1], "--repeat") == 0) {
    long n = std::strtol(argv[2], nullptr, 10);
    argv[2] = argv[0];
    argv += 2;
    argc -= 2;
    return n < 1 ? 1 : n;
  }
  return 1;
}

// Calls `f` `repeat` times, timing each call; returns the last result.
template <class F>
auto timed(long repeat, F&& f) {
  using clock = std::chrono::steady_clock;
  std::vector<double> seconds;
  auto once = [&] {
    auto start = clock::now();
    auto r = f();
    seconds.push_back(std::chrono::duration<double>(clock::now() - start).count());
    return r;
  };
  for (long i = 1; i < repeat; ++i) (void)once();
  auto result = once();
  if (repeat > 1) {
    std::fputs("pyaot-call-seconds:", stderr);
    for (double t : seconds) std::fprintf(stderr, " %.9g", t);
    std::fputc('\n', stderr);
  }
  return result;
}

}  // namespace bench
