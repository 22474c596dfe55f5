// The compiled examples/collatz.py from Swift (iOS), through the C ABI of the
// static library built for //platforms:ios_arm64 (see module.modulemap).
// Not compiled here: no Swift toolchain or Apple SDK on Linux; the header it
// imports is checked for every platform by //tests:cross_test.
import PyAotCollatz

/// A Python exception raised by the compiled code.
struct PythonError: Error, CustomStringConvertible {
  let type: String
  let message: String
  var description: String { "\(type): \(message)" }
}

/// collatz_length(n) of examples/collatz.py; throws what CPython would raise.
func collatzLength(_ n: Int64) throws -> Int64 {
  var result: Int64 = 0
  guard pyaot_collatz_length_call(n, &result) == Int32(PYAOT_OK.rawValue) else {
    throw PythonError(type: String(cString: pyaot_collatz_length_error_type()),
                      message: String(cString: pyaot_collatz_length_error_message()))
  }
  return result
}

// Usage:
//   let steps = try collatzLength(27)       // 111
//   do { _ = try collatzLength(.max) } catch let e as PythonError { print(e.type) }  // OverflowError
