"""Differential tests: the re module (tracer/stdlib/re.py) in the programs
that use it -- log parsing, tokenizing, validation, templated substitution --
against CPython's sre (tests/test_language.py runs them)."""

import re
from re import findall, sub

LOG_LINE = re.compile(r"^(?P<date>\d{4}-\d\d-\d\d) (?P<level>[A-Z]+)\s+\[(?P<mod>[\w.]+)\] (?P<msg>.*)$")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", re.I)
TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|([A-Za-z_]\w*)|(\*\*|[-+*/()=]))")
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
# The re documentation's tokenizer: one pattern joined from a table at build
# time (pyaot.frontend.regex evaluates it), the kind read from lastgroup.
SPEC = [("NUMBER", r"\d+(?:\.\d*)?"), ("ASSIGN", r":="), ("ID", r"[A-Za-z]+"),
        ("OP", r"[+\-*/]"), ("NEWLINE", r"\n"), ("SKIP", r"[ \t]+"), ("MISMATCH", r".")]
SCANNER = re.compile("|".join(f"(?P<{name}>{pattern})" for name, pattern in SPEC))


def rx_log_summary(lines: list[str]) -> list[str]:
    # Named groups, anchors, a module-level compiled pattern, dict counting.
    levels: dict[str, int] = {}
    out: list[str] = []
    for line in lines:
        m = LOG_LINE.match(line)
        if m is None:
            out.append("skip " + repr(line))
            continue
        level = m.group("level")
        levels[level] = levels.get(level, 0) + 1
        out.append(f"{m.group('date')}|{m['mod']}|{m.group('msg')!r}|{m.span('msg')}")
        out.append(str(sorted(m.groupdict().items())))
    out.append(str(sorted(levels.items())))
    return out


def rx_tokenize(src: str) -> list[str]:
    # A scanner: match at a position, advance by the match's end, one group
    # per token kind (the others None).
    pos = 0
    out: list[str] = []
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if m is None or m.end() == pos:
            out.append("error at " + str(pos))
            break
        number, name, op = m.groups()
        if number is not None:
            out.append("num " + number)
        elif name is not None:
            out.append("name " + name)
        else:
            out.append("op " + str(op))
        pos = m.end()
    return out


def rx_words(text: str) -> list[str]:
    # findall, finditer, split with and without groups, sub with a function.
    words = re.findall(r"\w+", text)
    caps = sub(r"\b[a-z]", lambda m: m.group(0).upper(), text)
    spans = [m.span() for m in re.finditer(r"[aeiou]+", text, re.IGNORECASE)]
    parts = re.split(r"[\s,;]+", text)
    kept = re.split(r"(\d)", text, maxsplit=2)
    pairs = findall(r"(\w)(\d)?", text)
    return [str(words), caps, str(spans), str(parts), str(kept), str(pairs)]


def rx_validate(items: list[str]) -> list[str]:
    # fullmatch with flags, a pattern built from a module constant, and
    # alternatives tried in order.
    out: list[str] = []
    for item in items:
        kinds = []
        if EMAIL.fullmatch(item):
            kinds.append("email")
        if re.fullmatch(IDENT, item):
            kinds.append("ident")
        if re.fullmatch(r"[-+]?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?", item):
            kinds.append("number")
        if re.match(r"(?i)(true|false|yes|no)$", item):
            kinds.append("bool")
        m = re.search(r"(\d+)-(\d+)", item)
        if m:
            kinds.append(f"range {int(m.group(1)) - int(m.group(2))}")
        out.append(item + ": " + (", ".join(kinds) or "none"))
    return out


def rx_templates(text: str, n: int) -> list[str]:
    # Replacement templates (\1, \g<name>, \g<0>), counts, subn, escape,
    # backreferences and lookarounds.
    swapped = re.sub(r"(\w+)=(\w+)", r"\2=\1", text)
    named = re.sub(r"(?P<key>\w+):(?P<val>\d+)", r"<\g<val>:\g<key>>", text)
    first = re.sub(r"\d", "#", text, count=n % 3)
    counted = re.subn(r"a|b", lambda m: m.group(0) * 2, text)
    doubled = re.findall(r"(\w)\1", text)
    before = re.findall(r"(?<=\$)\d+", text)
    not_after = re.findall(r"\b\d+(?!\.)", text)
    escaped = re.escape(text)
    literal = re.search(re.escape(text), text + text)
    word = text.split(" ")[0]
    whole = re.findall(r"(?:^|\s)" + re.escape(word) + r"(?=\s|$)", text)
    return [swapped, named, first, str(counted), str(doubled), str(before), str(not_after),
            escaped, str(literal.span() if literal else None), str(whole)]


def rx_empty_matches(text: str) -> list[str]:
    # Where empty matches may fall (CPython 3.7 on), lazy and greedy repeats,
    # and groups in repeats keeping their last iteration.
    return [str(re.findall(r"x*", text)), re.sub(r"x*", "-", text),
            str(re.split(r"\b", text)), str(re.findall(r"(a|b)*?c", text)),
            str([m.groups() for m in re.finditer(r"(?:(a)|(b))+", text)]),
            str(re.findall(r"a{1,2}?b|a{2,}", text)), str(re.search(r"(x?)*y", text)),
            str(re.findall(r"^\w|\w$", text, re.M))]


def rx_word_frequencies(doc: str) -> list[tuple[str, int]]:
    # A whole program: normalise, tokenize with a compiled pattern, count,
    # then rank (the kind of code that imports re).
    word = re.compile(r"[a-z']+")
    text = re.sub(r"[^\w\s']", " ", doc.lower())
    counts: dict[str, int] = {}
    for w in word.findall(text):
        w = w.strip("'")
        if w:
            counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]


def rx_spec_tokens(code: str) -> list[str]:
    line = 1
    start = 0
    out: list[str] = []
    for m in SCANNER.finditer(code):
        kind = m.lastgroup
        if kind == "NEWLINE":
            line += 1
            start = m.end()
        elif kind != "SKIP":
            out.append(f"{kind}:{m.group()!r}@{line}:{m.start() - start}:{m.lastindex}")
    return out
