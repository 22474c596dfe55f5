// os.path on POSIX paths: posixpath's string rules (join, basename,
// dirname, splitext) and stat() tests (exists, isfile, isdir). Declared in
// ops/decls/os.toml. '/' and '.' are ASCII, so byte offsets in the UTF-8
// text are safe places to cut.
#pragma once

#include <sys/stat.h>

#include <string>
#include <tuple>

#include "pyaot/runtime/str.hpp"

namespace pyaot::ops::os_path {

// posixpath.join: an absolute component restarts the path.
template <class... S>
Str join(const Str& first, const S&... rest) {
  std::string path = first.bytes();
  const auto add = [&](const std::string& b) {
    if (!b.empty() && b[0] == '/') path = b;
    else if (path.empty() || path.back() == '/') path += b;
    else path += "/" + b;
  };
  (add(rest.bytes()), ...);
  return Str(std::move(path));
}

inline Str basename(const Str& p) {
  const std::string& s = p.bytes();
  return Str(s.substr(s.rfind('/') + 1));  // npos + 1 == 0: the whole path
}

// posixpath.dirname: trailing slashes go, unless the head is all slashes.
inline Str dirname(const Str& p) {
  const std::string& s = p.bytes();
  std::string head = s.substr(0, s.rfind('/') + 1);
  if (!head.empty() && head.find_first_not_of('/') != std::string::npos) {
    head.erase(head.find_last_not_of('/') + 1);
  }
  return Str(std::move(head));
}

// genericpath._splitext: leading dots of the file name are not an extension.
inline std::tuple<Str, Str> splitext(const Str& p) {
  const std::string& s = p.bytes();
  const std::size_t sep = s.rfind('/');
  const std::size_t dot = s.rfind('.');
  const std::size_t name = sep == std::string::npos ? 0 : sep + 1;
  if (dot != std::string::npos && (sep == std::string::npos || dot > sep)) {
    for (std::size_t i = name; i < dot; ++i) {
      if (s[i] != '.') return {Str(s.substr(0, dot)), Str(s.substr(dot))};
    }
  }
  return {p, Str("")};
}

// exists/isfile/isdir: False for any path stat() cannot follow, a NUL
// included (CPython catches the ValueError too).
inline bool stat_mode(const Str& p, mode_t& mode) {
  struct stat st {};
  if (p.bytes().find('\0') != std::string::npos) return false;
  if (::stat(p.bytes().c_str(), &st) != 0) return false;
  mode = st.st_mode;
  return true;
}
inline bool exists(const Str& p) {
  mode_t mode;
  return stat_mode(p, mode);
}
inline bool isfile(const Str& p) {
  mode_t mode;
  return stat_mode(p, mode) && S_ISREG(mode);
}
inline bool isdir(const Str& p) {
  mode_t mode;
  return stat_mode(p, mode) && S_ISDIR(mode);
}

}  // namespace pyaot::ops::os_path
