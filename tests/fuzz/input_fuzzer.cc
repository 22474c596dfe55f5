// libFuzzer target: the command-line input decoding of compiled examples.
// The generated program's main() is renamed pyaot_program_main (-Dmain=...);
// fuzz input is split on NUL bytes into argv strings. Any sanitizer report,
// crash or leak fails the run; bad input must end in a usage error (status 2)
// or a Python exception (status 1), never anything else. Run it with
// -close_fd_mask=3: the programs' own output is discarded while libFuzzer and
// the sanitizers keep reporting.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

int pyaot_program_main(int argc, char** argv);

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> parts(1, "prog");
  parts.emplace_back();
  for (std::size_t i = 0; i < size && parts.size() < 8; ++i) {
    if (data[i] == 0) {
      parts.emplace_back();
    } else {
      parts.back().push_back(static_cast<char>(data[i]));
    }
  }
  std::vector<char*> argv;
  for (std::string& p : parts) argv.push_back(p.data());
  argv.push_back(nullptr);
  int status = pyaot_program_main(static_cast<int>(parts.size()), argv.data());
  if (status < 0 || status > 2) std::abort();
  return 0;
}
