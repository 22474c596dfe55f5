// libFuzzer target: the C ABI of compiled libraries (examples/collatz.py's
// collatz_length, examples/geometry.py's triangle_area), called the way a C,
// Swift or JNI caller would, with arbitrary argument bits. Any sanitizer
// report or crash fails the run; every call must end in PYAOT_OK or
// PYAOT_EXCEPTION with a Python type and message, and a NULL result pointer
// in PYAOT_BAD_ARGUMENT without anything written.
#include <cstdint>
#include <cstdlib>
#include <cstring>

extern "C" {
int pyaot_collatz_length_call(std::int64_t n, std::int64_t* result);
const char* pyaot_collatz_length_error_type(void);
const char* pyaot_collatz_length_error_message(void);
int pyaot_triangle_area_call(double a, double b, double c, double* result);
const char* pyaot_triangle_area_error_type(void);
}

namespace {

template <class T>
T take(const std::uint8_t*& data, std::size_t& size) {
  T value{};
  std::size_t n = size < sizeof(T) ? size : sizeof(T);
  std::memcpy(&value, data, n);
  data += n;
  size -= n;
  return value;
}

void check(int status, const char* (*error_type)(void)) {
  if (status == 0) return;
  if (status != 1) std::abort();  // only a Python exception may fail these calls
  const char* type = error_type();
  if (type == nullptr || type[0] == '\0') std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t which = take<std::uint8_t>(data, size);
  if (which % 3 == 0) {
    std::int64_t result = 0;
    check(pyaot_collatz_length_call(take<std::int64_t>(data, size), &result),
          pyaot_collatz_length_error_type);
  } else if (which % 3 == 1) {
    double a = take<double>(data, size), b = take<double>(data, size), c = take<double>(data, size);
    double result = 0;
    check(pyaot_triangle_area_call(a, b, c, &result), pyaot_triangle_area_error_type);
  } else {
    if (pyaot_collatz_length_call(take<std::int64_t>(data, size), nullptr) != 4) std::abort();
    if (pyaot_triangle_area_call(1.0, 1.0, 1.0, nullptr) != 4) std::abort();
  }
  return 0;
}
