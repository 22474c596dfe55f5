"""Pinned wheels from the package index, for repository rules.

Bazel's own downloader may not reach the index where pip does (a proxy or a
local mirror configured for pip), so wheels come through `pip download`; the
caller checks the wheel's sha256 against its pin.
"""

def pip_download_wheel(rctx, requirement, dest, platform = None, python_version = None):
    """Downloads the one wheel of `requirement` (e.g. "ziglang==0.17.0").

    Args:
      rctx: the repository context.
      requirement: a pinned requirement.
      dest: the directory the wheel goes to.
      platform: pip's wheel platform tag, or None for the host's.
      python_version: the Python whose wheel to take (e.g. "3.11": a pin of
        a wheel per Python version), or None for any (pure or abi3 wheels).

    Returns:
      (the wheel's path, None), or (None, why it could not be had).
    """
    python = rctx.which("python3")
    if not python:
        return None, "python3 (with pip) is needed to fetch " + requirement
    command = [
        python,
        "-m",
        "pip",
        "download",
        "--quiet",
        "--disable-pip-version-check",
        "--no-deps",
        "--only-binary=:all:",
        "--dest",
        dest,
    ]
    if platform:
        command += ["--platform", platform]
    if python_version:
        command += ["--python-version", python_version]
    result = rctx.execute(command + [requirement], timeout = 1200, quiet = True)
    if result.return_code != 0:
        return None, "`pip download %s` failed (exit %d):\n%s\n%s" % (
            requirement,
            result.return_code,
            result.stdout,
            result.stderr,
        )
    wheel = rctx.execute(["sh", "-c", "ls %s/*.whl" % dest]).stdout.strip().split("\n")[0]
    return wheel, None
