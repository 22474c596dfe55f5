"""html, as CPython's Lib/html/__init__.py: escape() (step for step).
unescape() (CPython's regular expression over its table of 2,231 named
character references) is not provided. See README.md beside this file."""


def escape(s, quote=True):
    """Replace special characters "&", "<" and ">" to HTML-safe sequences.
    If the optional flag quote is true (the default), the quotation mark
    characters, both double quote (") and single quote (') characters are
    also translated."""
    s = s.replace("&", "&amp;")  # Must be done first!
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace('\'', "&#x27;")
    return s
