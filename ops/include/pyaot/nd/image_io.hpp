// Images at the boundary of a compiled executable: a uint8 array argument
// may be a PNG or JPEG file, and a uint8 array result may be written to
// `--out FILE.png|.jpg`. Decoding and encoding are stb_image's (vendored,
// compiled into this program only: every function is static).
//
// An image is the array `np.asarray(PIL.Image.open(path))` gives: rows x
// columns for a grayscale file, rows x columns x channels (RGB or RGBA order,
// gray+alpha as 2 channels) otherwise. A declared rank must match the file:
// a rank-2 parameter takes a grayscale image, a rank-3 one a color image.
// 16-bit PNGs are refused (the array would not be uint8). JPEG decoders
// differ in their inverse DCT and chroma upsampling: stb's pixels may differ
// from libjpeg's by a few levels; PNG is exact. An image of more than
// kMaxPixels pixels, or a file longer than such an image can be, is refused
// before decoding (exit status 2, as every bad argument).
#pragma once

#include <algorithm>
#include <cstring>
#include <string>

#include "pyaot/nd/npy.hpp"
#include "pyaot/nd/python.hpp"

#define STB_IMAGE_STATIC
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_ONLY_JPEG
#define STBI_NO_STDIO
#define STBI_FAILURE_USERMSG
#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-function"
#pragma clang diagnostic ignored "-Wmissing-field-initializers"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif
#include "pyaot/vendor/stb/stb_image.h"
#include "pyaot/vendor/stb/stb_image_write.h"
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace pyaot::nd::image {

enum class Format { none, png, jpeg };

inline Format format_of(std::string_view path) {
  if (npy::has_suffix(path, ".png")) return Format::png;
  return npy::names_image(path) ? Format::jpeg : Format::none;
}

// The most pixels an image argument may have: PIL's decompression-bomb limit
// (Image.open refuses more than twice MAX_IMAGE_PIXELS), so a small file
// declaring 16,777,216 x 16 pixels is refused before decoding, as
// np.asarray(PIL.Image.open(f)) refuses it.
inline constexpr std::uint64_t kMaxPixels = 2 * 89'478'485;
// The largest file that can hold such an image (4 channels, stored without
// compression, plus room for metadata): anything longer is refused unread.
inline constexpr std::size_t kMaxFileBytes = 4 * kMaxPixels + (std::size_t{64} << 20);

inline array<std::uint8_t> load(const std::string& path, int rank) {
  const std::string where = "'" + path + "': ";
  npy::Reader in(path);
  // The signature first: a stream that is no image (/dev/zero) ends here.
  std::string data = in.read(8);
  const bool png = data.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0;
  const bool jpeg = data.size() >= 3 && data.compare(0, 3, "\xff\xd8\xff") == 0;
  if (!png && !jpeg) {
    throw npy::FormatError(where + "not a readable PNG or JPEG image (no PNG or JPEG signature)");
  }
  data += in.read_all(kMaxFileBytes - data.size(),
                      "no image of at most " + std::to_string(kMaxPixels) + " pixels needs more");
  const auto* bytes = reinterpret_cast<const stbi_uc*>(data.data());
  const int size = static_cast<int>(std::min<std::size_t>(data.size(), 0x7fffffff));
  int declared_width = 0, declared_height = 0, declared_channels = 0;
  if (stbi_info_from_memory(bytes, size, &declared_width, &declared_height, &declared_channels) &&
      std::uint64_t(declared_width) * std::uint64_t(declared_height) > kMaxPixels) {
    throw npy::FormatError(where + "declares " + std::to_string(declared_width) + " x " +
                           std::to_string(declared_height) + " pixels, more than the " +
                           std::to_string(kMaxPixels) + " an image argument may have "
                           "(PIL's decompression-bomb limit); pass a .npy file instead");
  }
  if (stbi_is_16_bit_from_memory(bytes, size)) {
    throw npy::FormatError(where + "a 16-bit image; the function takes uint8 (save it as "
                                   "8-bit, or pass a .npy file)");
  }
  int width = 0, height = 0, channels = 0;
  stbi_uc* pixels = stbi_load_from_memory(bytes, size, &width, &height, &channels, 0);
  if (pixels == nullptr) {
    throw npy::FormatError(where + "not a readable PNG or JPEG image (" +
                           stbi_failure_reason() + ")");
  }
  std::shared_ptr<void> owner(pixels, [](void* p) { stbi_image_free(p); });
  const int file_rank = channels == 1 ? 2 : 3;
  if (rank >= 0 && rank != file_rank) {
    throw npy::FormatError(where + (channels == 1 ? "a grayscale image (2 dimensions)"
                                                  : "a color image (3 dimensions)") +
                           ", but the function takes " + std::to_string(rank) +
                           " dimension(s)");
  }
  shape_t shape{height, width};
  if (file_rank == 3) shape.push_back(channels);
  array<std::uint8_t> out = array<std::uint8_t>::uninitialized(shape);
  std::memcpy(out.data(), pixels, static_cast<std::size_t>(out.size()));
  return out;
}

inline void save(const std::string& path, Format format, const array<std::uint8_t>& in) {
  const array<std::uint8_t> a = ascontiguous(in);
  const bool gray = a.ndim() == 2;
  const int channels = gray ? 1 : a.ndim() == 3 ? static_cast<int>(a.shape()[2]) : 0;
  if (channels < 1 || channels > 4 || a.size() == 0) {
    throw npy::FormatError("cannot write an array of shape " + format_shape(a.shape()) +
                           " as an image: it takes rows x columns or rows x columns x 1-4 "
                           "channels, none empty (write .npy instead)");
  }
  std::string encoded;
  auto sink = [](void* context, void* data, int size) {
    static_cast<std::string*>(context)->append(static_cast<const char*>(data),
                                               static_cast<std::size_t>(size));
  };
  const int width = static_cast<int>(a.shape()[1]), height = static_cast<int>(a.shape()[0]);
  const int ok = format == Format::png
      ? stbi_write_png_to_func(sink, &encoded, width, height, channels, a.data(), width * channels)
      : stbi_write_jpg_to_func(sink, &encoded, width, height, channels, a.data(), 95);
  if (!ok) throw npy::FormatError("cannot encode the image for '" + path + "'");
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) throw npy::FormatError("cannot write '" + path + "': " + std::strerror(errno));
  std::fwrite(encoded.data(), 1, encoded.size(), f);
  std::fclose(f);
}

}  // namespace pyaot::nd::image

namespace pyaot::nd {

// A uint8 array argument: a PNG/JPEG image or a .npy file.
inline array<std::uint8_t> cli_load_image(const char* path, const char* param, int rank) {
  if (image::format_of(path) == image::Format::none) return cli_load<std::uint8_t>(path, param, rank);
  try {
    return image::load(path, rank);
  } catch (const npy::FormatError& e) {
    throw cli::UsageError(std::string("argument ") + param + ": " + e.what());
  }
}

// A uint8 array result: `--out FILE.png|.jpg` encodes it, anything else is
// as for every array.
inline std::string cli_image_result(const array<std::uint8_t>& a, bool json) {
  const image::Format format = image::format_of(cli::output_path);
  if (format == image::Format::none) return cli_result(a, json);
  try {
    image::save(cli::output_path, format, a);
  } catch (const npy::FormatError& e) {
    throw cli::UsageError(e.what());
  }
  return "";
}

}  // namespace pyaot::nd
