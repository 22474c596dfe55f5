"""Pinned wheels from the package index, for repository rules.

Bazel's own downloader may not reach the index where pip does (a proxy or a
local mirror configured for pip), so wheels come through `pip download`; the
caller checks the wheel's sha256 against its pin (`wheel_library` does, for
a library shipped inside a wheel).
"""

load("//toolchains:machine_cache.bzl", "machine_cache_dir")

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

def _sha256(rctx, path):
    return rctx.execute(["sha256sum", path]).stdout.split(" ")[0]

def wheel_library(rctx, pin, dest):
    """Puts a library shipped inside a pinned wheel at `dest`.

    It comes from the machine cache (toolchains/machine_cache.bzl) where that
    holds it, else from the wheel fetched with pip, which then fills the
    cache. The wheel and the library are each checked against their sha256;
    a mismatch fails the fetch, never falls back (the pin is what was
    reviewed). tracer/pyaot/pinned_wheels.py does the same outside Bazel, with
    the same cache layout.

    Args:
      rctx: the repository context.
      pin: a struct(requirement, platform, python_version, wheel_sha256,
        member (the library's path in the wheel), sha256 (the library's),
        cache_name (its folder in the cache), pins_file (named in errors)).
      dest: the library's path in the repository.

    Returns:
      None, or why it could not be had (offline, say): the caller ships none.
    """
    root = machine_cache_dir(rctx)
    name = pin.member.rpartition("/")[2]
    cached = "%s/%s/%s/%s" % (root, pin.cache_name, pin.wheel_sha256[:24], name) if root else ""
    if cached and rctx.path(cached).exists and _sha256(rctx, cached) == pin.sha256:
        rctx.symlink(cached, dest)
        return None
    work = str(rctx.path("fetch-" + dest.replace("/", "_")))
    wheel, error = pip_download_wheel(rctx, pin.requirement, work, pin.platform, pin.python_version)
    if error:
        return error
    digest = _sha256(rctx, wheel)
    if digest != pin.wheel_sha256:
        fail("%s: %s has sha256 %s, expected %s (%s)" % (rctx.name, wheel, digest, pin.wheel_sha256, pin.pins_file))
    rctx.symlink(wheel, work + "/wheel.zip")  # extract() knows archives by their suffix
    rctx.extract(work + "/wheel.zip", output = work + "/unpacked")
    lib = work + "/unpacked/" + pin.member
    if _sha256(rctx, lib) != pin.sha256:
        fail("%s: %s in %s does not match its pinned sha256 (%s)" % (rctx.name, pin.member, wheel, pin.pins_file))
    rctx.execute(["mkdir", "-p", str(rctx.path(dest)).rpartition("/")[0]])
    result = rctx.execute(["mv", lib, str(rctx.path(dest))])
    if result.return_code != 0:
        fail("%s: moving the library to %s failed: %s" % (rctx.name, dest, result.stderr))
    rctx.execute(["rm", "-rf", work])
    if cached:
        rctx.execute(["mkdir", "-p", cached.rpartition("/")[0]])
        rctx.execute(["cp", str(rctx.path(dest)), cached + ".partial"])
        rctx.execute(["mv", cached + ".partial", cached])
    return None
