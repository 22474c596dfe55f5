"""The pinned OpenBLAS: the scipy-openblas64 wheel (ILP64, symbols suffixed
64_), per Linux target CPU: (wheel sha256, sha256 of the library in it).
tracer/pyaot/openblas.py pins the same (tests/test_matmul_blas.py checks)."""

OPENBLAS_VERSION = "0.3.34.481.3"

OPENBLAS_LIBRARY = "libscipy_openblas64_.so"

OPENBLAS_PINS = {
    "linux_x86_64": ("deb7f39980f5b4db6140d4a9d948e066ad3ea4a7c6545caa65c3f590fdc23559", "a8b239fc487c98603c9dcfae91552aee594a852616f8926d34187b709e2071f4"),
    "linux_aarch64": ("efd31ed0ca0c182cd57761e5f5f17899e0de39be4b1809d17e13aafc21500ec4", "082ebf559cfe8f7ce641a958838b1fb37213e18d6ba7945f67468c01b557632a"),
}

# pip's platform tag for each target's wheel.
OPENBLAS_PIP_PLATFORM = {
    "linux_x86_64": "manylinux_2_28_x86_64",
    "linux_aarch64": "manylinux_2_28_aarch64",
}
