"""Differential tests: str values. Every function here is compiled and run
against CPython on hypothesis-generated and hand-picked inputs
(tests/test_language.py)."""


def s_len(s: str) -> int:
    return len(s)


def s_index(s: str, i: int) -> str:
    return s[i]


def s_slice(s: str, a: int, b: int) -> str:
    return s[a:b]


def s_slice_step(s: str, a: int, b: int, k: int) -> str:
    return s[a:b:k]


def s_reverse(s: str) -> str:
    return s[::-1]


def s_concat_repeat(s: str, n: int) -> str:
    return (s + "|") * n


def s_contains(s: str, sub: str) -> bool:
    return sub in s and sub not in "zzz"


def s_split_default(s: str) -> list[str]:
    return s.split()


def s_split_sep(s: str, sep: str) -> list[str]:
    return s.split(sep)


def s_split_max(s: str, n: int) -> list[str]:
    return s.split(",", n) + s.split(maxsplit=n) + s.rsplit(",", n) + s.rsplit(None, n)


def s_join(words: list[str]) -> str:
    return "-".join(words) + ", ".join(reversed(words))


def s_strip(s: str) -> list[str]:
    return [s.strip(), s.lstrip(), s.rstrip(), s.strip("ab"), s.lstrip("a "), s.rstrip(" b")]


def s_replace(s: str, old: str, new: str) -> str:
    return s.replace(old, new) + "|" + s.replace(old, new, 1)


def s_affixes(s: str, p: str) -> list[bool]:
    return [s.startswith(p), s.endswith(p), s.startswith(""), p.endswith(s)]


def s_find(s: str, sub: str) -> list[int]:
    return [s.find(sub), s.rfind(sub), s.count(sub), s.find(sub, 1), s.find(sub, -3, -1)]


def s_index_missing(s: str, sub: str) -> int:
    return s.index(sub)


def s_case(s: str) -> list[str]:
    # title/capitalize/swapcase: titlecase digraphs (ǆ), ß -> Ss, final sigma.
    tricky = s + " ǆemal ßa ﬁne ΣΑΣ ὈΔΥΣΣΕΎΣ Ǉ'x 3d"
    return [s.upper(), s.lower(), tricky.title(), tricky.capitalize(), tricky.swapcase(),
            s.title(), s.capitalize(), s.swapcase()]


def s_predicates(s: str) -> list[bool]:
    return [s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isupper(), s.islower(),
            s.isdecimal(), s.isnumeric(), s.isascii(), s.istitle(), s.title().istitle()]


def s_pad(s: str, w: int) -> list[str]:
    return [s.ljust(w), s.rjust(w, "*"), s.center(w), s.center(w, "."), s.zfill(w)]


def s_ord_chr(s: str) -> list[int]:
    return [ord(c) for c in s]


def s_from_codes(codes: list[int]) -> str:
    out = ""
    for c in codes:
        out += chr(c % 0xD000)
    return out


def s_repr(s: str) -> str:
    return repr(s) + str(s)


def s_str_of(n: int, x: float, b: bool) -> str:
    return str(n) + " " + str(x) + " " + str(b) + " " + repr(x)


def s_parse_int(s: str) -> int:
    return int(s)


def s_parse_float(s: str) -> float:
    return float(s)


def s_fstring(n: int, x: float, s: str) -> str:
    return f"n={n} x={x} s={s!r} {n:>6} {n:<4}| {n:^7} {n:+d} {n:,} {n:_} {x:.2f} {x:10.3e}"


def s_fstring_more(n: int, x: float) -> str:
    return f"{x:g} {x:.3g} {x:%} {x:+.1f} {n:x} {n:#o} {n:b} {n:08d} {x:012.4f} {n=}"


def s_fstring_str(s: str, w: int) -> str:
    return f"[{s:>{w}}] [{s:<{w}}] [{s:*^{w}}] [{s:.2}]"


def s_compare(a: str, b: str) -> list[bool]:
    return [a == b, a != b, a < b, a <= b, a > b, a >= b]


def s_chars(s: str) -> list[str]:
    out = []
    for c in s:
        if c not in out:
            out.append(c)
    return out


def s_palindrome(s: str) -> bool:
    clean = [c.lower() for c in s if c.isalnum()]
    return clean == clean[::-1]


def s_caesar(s: str, k: int) -> str:
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - ord("a") + k) % 26 + ord("a")))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - ord("A") + k) % 26 + ord("A")))
        else:
            out.append(c)
    return "".join(out)


def s_word_freq(text: str) -> list[tuple[str, int]]:
    counts: dict[str, int] = {}
    for w in text.lower().split():
        w = w.strip(".,;:!?")
        if w:
            counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items())


def s_tokenize(src: str) -> list[str]:
    tokens: list[str] = []
    i = 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i
            while j < len(src) and src[j].isdigit():
                j += 1
            tokens.append("NUM:" + src[i:j])
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            tokens.append("ID:" + src[i:j])
            i = j
        elif c == '"':
            j = src.find('"', i + 1)
            if j < 0:
                raise ValueError("unterminated string")
            tokens.append("STR:" + src[i + 1:j])
            i = j + 1
        else:
            tokens.append("OP:" + c)
            i += 1
    return tokens


def s_lines(s: str) -> list[str]:
    return s.splitlines()


def s_affix_removal(s: str, p: str) -> list[str]:
    return [s.removeprefix(p), s.removesuffix(p)]


def s_build(n: int) -> str:
    parts = []
    for i in range(n):
        parts.append(str(i * i))
    return ",".join(parts)


def s_count_vowels(s: str) -> int:
    return sum(1 for c in s.lower() if c in "aeiou")


def s_title_words(s: str) -> str:
    words = s.split(" ")
    return " ".join(w[:1].upper() + w[1:].lower() for w in words)


def s_empty_and_truth(s: str) -> str:
    if s:
        return "non-empty " + s[0]
    return "empty"


def s_multiline_literal(n: int) -> str:
    text = """line one
line 'two' "quoted"
\ttab\\slash"""
    return text * (n % 3)


def s_unicode_literal(n: int) -> str:
    s = "héllo wörld ✓ 𝄞 Σ"
    return s[n % len(s)] + s.upper() + s.lower() + str(len(s))


def s_fstring_debug(n: int, x: float, s: str) -> list[str]:
    """Self-documenting f-string fields keep the spacing written around the
    name and the '=' (f'{n = }' is 'n = 5'), with conversions and specs."""
    total = n % 7
    return [f"{n=}", f"{n = }", f"{ n = }", f"{x = :.2f}", f"{s = !s}", f"{s=!r:>8}",
            f"{total =}|{total= }", f"{n + 1 = }", f"{[n, n] = }"]


def s_char_classes(n: int) -> list[str]:
    """Every code point below U+0180, one at a time: the ASCII fast paths of
    the predicates, and the shared one-character strs (below U+0100) that
    s[i], iteration and literals return, in ==, != and `in`."""
    text = "".join(chr(c) for c in range(0x180))
    flags = ["", "", "", "", "", "", "", "", ""]
    for k in range(len(text)):
        c = text[k]
        tests = [c.isalpha(), c.isdigit(), c.isalnum(), c.isspace(), c.isupper(), c.islower(),
                 c.isdecimal(), c.isnumeric(), c == chr(k) and c != chr(k + 1) and ord(c) == k]
        for j in range(len(tests)):
            flags[j] += "1" if tests[j] else "0"
    shift = n % 0x180
    same = 0
    for c in text:
        if c == text[shift] or c in "a\xe9\xff\u0100" or c + "" == "\x7f":
            same += 1
    flags.append(str(same) + text[shift:shift + 3] + str(text[shift] == chr(shift)))
    return flags
