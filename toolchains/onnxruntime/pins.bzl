"""The pinned ONNX Runtime: the onnxruntime wheel (CPython 3.11's; the
library in it is the same for every Python), per target platform: (pip's
platform tag, wheel sha256, the library in the wheel, its sha256, the name
executables load it by). tracer/pyaot/onnx_runtime.py pins the same
(tests/test_onnx.py checks)."""

ONNXRUNTIME_VERSION = "1.32.0"

ONNXRUNTIME_PYTHON_VERSION = "3.11"

ONNXRUNTIME_PINS = {
    "linux_x86_64": ("manylinux_2_28_x86_64", "5a34fc4dfeb5a7b4a74c95dcba1e773d722abda720b474edf1b0c419dc6d163d", "onnxruntime/capi/libonnxruntime.so.1.32.0", "6c1585d1bbf45b0712ea4a21b705c5fcb4ba04ff2e30f1fbf81a49faf658638f", "libonnxruntime.so.1"),
    "linux_aarch64": ("manylinux_2_28_aarch64", "2303372a85299b6757b0e11e1cbf13e410ddf7e10c37f4b37e99d1c90e7daf7c", "onnxruntime/capi/libonnxruntime.so.1.32.0", "49852228a93995158b2a813d4df487d47a1b76b0eaa894507ef49e91b6d7954a", "libonnxruntime.so.1"),
    "macos_arm64": ("macosx_14_0_arm64", "366b9e53d07812cc5c92822cecf7563b76a8a0f32ba3bb8dd232a206ac3bcb6c", "onnxruntime/capi/libonnxruntime.1.32.0.dylib", "fa585fabbea65b823b9a8f7e27d46aee3989d1be7e36b528203d3a1fd613aae7", "libonnxruntime.dylib"),
}
