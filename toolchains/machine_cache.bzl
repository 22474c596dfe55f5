"""Toolchain trees shared by every output base on a machine.

A repository rule runs once per output base: every clone, every
`--output_base`, and the Bazel checks' extra bases would otherwise each
unpack their own zig SDK (~400 MB) and Python environment (~480 MB). Here a
tree is made once per content key under the machine's cache directory
($PYAOT_CACHE_DIR, else ~/.cache/rules_pyaot) and repositories link to it.
A stable path also keeps action keys equal across output bases (the local
interpreter is named by absolute path), so Bazel's disk cache serves a fresh
clone's actions.

Trees are made in a temporary directory and renamed into place: a reader
never sees a half-made tree, and two fetches racing only duplicate work.
"""

def machine_cache_dir(rctx):
    """The machine's cache directory.

    Args:
      rctx: the repository context.

    Returns:
      $PYAOT_CACHE_DIR, else ~/.cache/rules_pyaot; None where there is no home.
    """
    named = rctx.os.environ.get("PYAOT_CACHE_DIR", "")
    if named:
        return named
    home = rctx.os.environ.get("HOME", "")
    return home + "/.cache/rules_pyaot" if home else None

def content_key(rctx, parts):
    """A short sha256 of `parts`.

    Args:
      rctx: the repository context.
      parts: strings (versions, file contents, paths).

    Returns:
      The first 24 hex digits of their sha256.
    """
    rctx.file(".machine_cache_key", "\n".join(parts))
    result = rctx.execute(["sha256sum", ".machine_cache_key"])
    if result.return_code != 0:
        fail("machine cache: sha256sum failed: " + result.stderr)
    rctx.delete(".machine_cache_key")
    return result.stdout.split(" ")[0][:24]

def cached_tree(rctx, kind, key, populate, **kwargs):
    """The machine-wide tree for `key`, made now if the machine lacks it.

    Args:
      rctx: the repository context.
      kind: the cache's subdirectory ("zig", "python").
      key: the content key (content_key) naming the tree.
      populate: `populate(rctx, dir, **kwargs)` makes the tree in `dir`.
      **kwargs: passed to `populate`.

    Returns:
      The tree's path; None when there is no cache directory (the caller then
      builds in the repository itself).
    """
    root = machine_cache_dir(rctx)
    if not root:
        return None
    final = "%s/%s/%s" % (root, kind, key)
    if rctx.path(final).exists:
        return final
    made = rctx.execute(["mkdir", "-p", "%s/%s" % (root, kind)])
    if made.return_code != 0:
        return None  # an unwritable home: build in the repository instead

    # What fetches cut short left behind an hour ago or more.
    rctx.execute([
        "find",
        "%s/%s" % (root, kind),
        "-maxdepth",
        "1",
        "-name",
        "*.partial.*",
        "-mmin",
        "+60",
        "-exec",
        "rm",
        "-rf",
        "{}",
        "+",
    ])
    scratch = rctx.execute(["mktemp", "-d", "%s.partial.XXXXXX" % final])
    if scratch.return_code != 0:
        return None
    tmp = scratch.stdout.strip()
    populate(rctx, tmp, **kwargs)
    moved = rctx.execute(["mv", "-T", tmp, final])
    if moved.return_code != 0:
        # Another fetch finished first: use its tree, drop ours.
        rctx.execute(["rm", "-rf", tmp])
        if not rctx.path(final).exists:
            fail("machine cache: could not move %s to %s: %s" % (tmp, final, moved.stderr))
    return final
