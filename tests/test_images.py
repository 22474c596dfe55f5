"""PNG and JPEG images at the command line of compiled executables: a uint8
array argument may be an image file, a uint8 array result may be written as
one (`--out x.png|.jpg`). Compared with OpenCV's own codecs on the same files
(PNG exactly; JPEG decoders differ by a few levels, bounded here)."""

from __future__ import annotations

import os
import struct
import subprocess
import threading
import zlib
from pathlib import Path

import cv2
import numpy as np
import pytest

from pyaot import fork_server, native
from pyaot.driver import compile_file

PROGRAM = '''
import numpy as np
import numpy.typing as npt

Image = np.ndarray[tuple[int, int, int], np.dtype[np.uint8]]
Gray = np.ndarray[tuple[int, int], np.dtype[np.uint8]]


def invert(img: Image) -> Image:
    return 255 - img


def darken(img: Gray, by: int) -> Gray:
    return np.clip(img.astype(np.int64) - by, 0, 255).astype(np.uint8)


def channel_means(img: npt.NDArray[np.uint8]) -> npt.NDArray[np.float64]:
    # Rank unknown: (H*W, C) for a color image, (H*W, 1) for a grayscale one.
    return img.reshape(img.shape[0] * img.shape[1], -1).mean(axis=0)


def as_float(img: Image) -> npt.NDArray[np.float64]:
    return img / 255.0


def blur(img: npt.NDArray[np.float64]) -> float:
    return float(img.mean())


def pixels(img: Gray) -> int:
    return img.shape[0] * img.shape[1]
'''


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("images")
    src = tmp / "images.py"
    src.write_text(PROGRAM)
    result = compile_file(src, ["invert", "darken", "channel_means", "as_float", "blur", "pixels"],
                          roots=[tmp], display_root=tmp)
    return native.build_executable(result.cpp, tmp / "images")


@pytest.fixture(scope="module")
def pictures(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("pictures")
    rng = np.random.default_rng(5)
    rgb = rng.integers(0, 256, (37, 53, 3), dtype=np.uint8)
    rgb[:, :20] = np.linspace(0, 255, 20, dtype=np.uint8)[None, :, None]  # smooth part for JPEG
    files = {"rgb.png": rgb[..., ::-1], "rgb.jpg": rgb[..., ::-1], "gray.png": rgb[..., 1],
             "rgba.png": rng.integers(0, 256, (9, 11, 4), dtype=np.uint8)}
    out = {}
    for name, pixels in files.items():
        path = tmp / name
        assert cv2.imwrite(str(path), np.ascontiguousarray(pixels))
        out[name] = path
    deep = tmp / "deep.png"
    cv2.imwrite(str(deep), rng.integers(0, 65536, (4, 4), dtype=np.uint16))
    out["deep.png"] = deep
    return out


def opencv_rgb(path: Path) -> np.ndarray:
    """The array the executable must see: RGB(A) order, 2-D for gray."""
    img = cv2.imread(str(path), cv2.IMREAD_UNCHANGED)
    if img.ndim == 3:
        img = img[..., [2, 1, 0, 3][: img.shape[2]]]
    return img


def run(binary: Path, *args: str) -> subprocess.CompletedProcess:
    return fork_server.run([str(binary), *args], timeout=60)


def test_png_in_png_out_exact(binary: Path, pictures: dict[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "inverted.png"
    proc = run(binary, "invert", "--out", str(out), str(pictures["rgb.png"]))
    assert proc.returncode == 0, proc.stderr
    np.testing.assert_array_equal(opencv_rgb(out), 255 - opencv_rgb(pictures["rgb.png"]))


def test_grayscale_and_rgba(binary: Path, pictures: dict[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "dark.png"
    assert run(binary, "darken", "--out", str(out), str(pictures["gray.png"]), "40").returncode == 0
    gray = opencv_rgb(pictures["gray.png"]).astype(np.int64)
    np.testing.assert_array_equal(opencv_rgb(out), np.clip(gray - 40, 0, 255))
    for name in ("rgba.png", "gray.png"):
        npy = tmp_path / f"{name}.npy"
        assert run(binary, "channel_means", "--out", str(npy), str(pictures[name])).returncode == 0
        img = opencv_rgb(pictures[name])
        want = img.reshape(img.shape[0] * img.shape[1], -1).mean(axis=0)
        np.testing.assert_allclose(np.load(npy), want, rtol=1e-12)


def test_jpeg_within_a_few_levels(binary: Path, pictures: dict[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "inverted.jpg"
    assert run(binary, "invert", "--out", str(out), str(pictures["rgb.jpg"])).returncode == 0
    # stb's decoder against libjpeg's: up to 3 levels apart on this picture (measured).
    decoded = tmp_path / "decoded.npy"
    assert run(binary, "invert", "--out", str(decoded), str(pictures["rgb.jpg"])).returncode == 0
    here = 255 - np.load(decoded).astype(np.int64)
    assert np.abs(here - opencv_rgb(pictures["rgb.jpg"])).max() <= 4
    # ... then a quality-95 re-encode of the inverse, decoded by OpenCV.
    roundtrip = 255 - opencv_rgb(out).astype(np.int64)
    assert np.abs(roundtrip - opencv_rgb(pictures["rgb.jpg"])).mean() < 3.0


@pytest.mark.parametrize("args, message", [
    (["invert", "{gray.png}"], "a grayscale image (2 dimensions), but the function takes 3"),
    (["darken", "{rgb.png}", "1"], "a color image (3 dimensions), but the function takes 2"),
    (["invert", "{deep.png}"], "a 16-bit image"),
    (["blur", "{rgb.png}"], "an image gives a uint8 array, but the function takes float64"),
    (["as_float", "--out", "{tmp}/x.png", "{rgb.png}"], "only uint8 arrays are written as images"),
    (["invert", "{tmp}/missing.png"], "cannot open"),
    (["invert", "{tmp}/garbage.png"], "not a readable PNG or JPEG image"),
])
def test_bad_images_are_usage_errors(binary: Path, pictures: dict[str, Path], tmp_path: Path,
                                     args: list[str], message: str) -> None:
    (tmp_path / "garbage.png").write_bytes(b"\x89PNG\r\n\x1a\nnot really")
    names = {k.replace(".", "_"): str(v) for k, v in pictures.items()}
    argv = [a.replace("{tmp}", str(tmp_path)).replace(".png}", "_png}").format(**names)
            if "{" in a else a for a in args]
    if args[0] == "as_float":  # --out comes first, before the function's arguments
        argv = [argv[0], *argv[1:]]
    proc = run(binary, *argv)
    assert proc.returncode == 2, (proc.returncode, proc.stderr)
    assert message in proc.stderr


# PIL's decompression-bomb limit, the most pixels an image argument may have.
MAX_PIXELS = 178956970


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def test_decompression_bomb_is_refused_before_decoding(binary: Path, tmp_path: Path) -> None:
    # A valid grayscale PNG of 16,777,216 x 16 pixels: 268 MB decoded from a
    # file of a few hundred KB.
    width, height = 16_777_216, 16
    packer = zlib.compressobj(9)
    row = bytes(1 + width)  # filter byte, then the pixels
    idat = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(b"\x89PNG\r\n\x1a\n"
                     + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
                     + _png_chunk(b"IDAT", idat) + _png_chunk(b"IEND", b""))
    assert bomb.stat().st_size < 1_000_000
    proc = run(binary, "pixels", str(bomb))
    assert proc.returncode == 2, (proc.returncode, proc.stdout[:200], proc.stderr[-2000:])
    assert f"16777216 x 16 pixels, more than the {MAX_PIXELS}" in proc.stderr
    # At the cap itself an image is read (the cap refuses only what exceeds it).
    small = tmp_path / "small.png"
    assert cv2.imwrite(str(small), np.zeros((3, 5), np.uint8))
    assert run(binary, "pixels", str(small)).stdout.strip() == "15"


def test_jpeg_declaring_too_many_pixels_is_refused(binary: Path, pictures: dict[str, Path],
                                                   tmp_path: Path) -> None:
    data = bytearray(pictures["rgb.jpg"].read_bytes())
    sof = data.index(b"\xff\xc0")  # baseline frame header: length, precision, height, width
    data[sof + 5:sof + 9] = struct.pack(">HH", 65500, 65500)
    (tmp_path / "huge.jpg").write_bytes(bytes(data))
    proc = run(binary, "invert", str(tmp_path / "huge.jpg"))
    assert proc.returncode == 2 and f"65500 x 65500 pixels, more than the {MAX_PIXELS}" in proc.stderr


def test_endless_files_are_refused_not_read(binary: Path, tmp_path: Path) -> None:
    # /dev/zero as a .npy argument, and as an image (through a .png name).
    proc = run(binary, "blur", "/dev/zero")
    assert proc.returncode == 2 and "not a .npy file" in proc.stderr, proc.stderr
    (tmp_path / "zero.png").symlink_to("/dev/zero")
    proc = run(binary, "invert", str(tmp_path / "zero.png"))
    assert proc.returncode == 2 and "no PNG or JPEG signature" in proc.stderr, proc.stderr
    # --json - with endless stdin.
    with open("/dev/zero", "rb") as zero:
        proc = subprocess.run([str(binary), "blur", "--json", "-"], stdin=zero,
                              capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "invalid JSON arguments" in proc.stderr, proc.stderr


def _endless_npy(path: Path, shape: tuple[int, ...]) -> threading.Thread:
    """A pipe at `path` giving a float64 .npy header, then zeros until its reader stops."""
    os.mkfifo(path)
    header = "{'descr': '<f8', 'fortran_order': False, 'shape': %r, }" % (shape,)
    header += " " * (-(10 + len(header) + 1) % 64) + "\n"

    def write() -> None:
        try:
            with open(path, "wb") as pipe:
                pipe.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
                while True:
                    pipe.write(bytes(1 << 16))
        except (BrokenPipeError, OSError):
            pass

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    return writer


def test_npy_stream_is_read_as_far_as_its_header_says(binary: Path, tmp_path: Path) -> None:
    # A header declaring more than any machine holds: refused before reading on.
    writer = _endless_npy(tmp_path / "huge.npy", (10**12,))
    proc = run(binary, "blur", str(tmp_path / "huge.npy"))
    assert proc.returncode == 2 and "more than this machine's memory" in proc.stderr, proc.stderr
    writer.join(timeout=10)
    # A small one: exactly its data is read, the rest left (as np.load does).
    writer = _endless_npy(tmp_path / "small.npy", (2, 3))
    proc = run(binary, "blur", str(tmp_path / "small.npy"))
    assert proc.returncode == 0 and proc.stdout.strip() == "0.0", proc.stderr
    writer.join(timeout=10)
