"""Writes the manifest of a multi-platform build: for each platform and
artifact, the file name, its kind, size and sha256 (JSON, keys sorted:
reproducible)."""

import argparse
import hashlib
import json
import os


# File name -> what it is, for consumers of the manifest.
KINDS = (
    (".wasm", "wasm_module"),
    (".mjs", "js_loader"),
    (".d.mts", "ts_declarations"),
    (".h", "c_header"),
    (".a", "static_library"),
    (".so", "shared_library"),
    (".dylib", "shared_library"),
)


def kind_of(name: str) -> str:
    return next((kind for suffix, kind in KINDS if name.endswith(suffix)), "executable")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--artifact", action="append", default=[], help="PLATFORM=PATH")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    entries = []
    for item in args.artifact:
        platform, _, path = item.partition("=")
        with open(path, "rb") as f:
            data = f.read()
        entries.append({
            "platform": platform,
            "file": os.path.basename(path),
            "kind": kind_of(os.path.basename(path)),
            "size": len(data),
            "sha256": hashlib.sha256(data).hexdigest(),
        })
    entries.sort(key=lambda e: (e["platform"], e["file"]))
    with open(args.out, "w") as f:
        json.dump({"artifacts": entries}, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
