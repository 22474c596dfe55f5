"""Differential: textwrap.wrap / fill / indent traced from tracer/stdlib's
textwrap.py: CPython's chunks (hyphenated words, em-dashes, tabs, long
words broken at hyphens) and _wrap_chunks step for step, with indents and
the options, on text built by the program (tests/corpus/text_stats.py)."""
# entry: paragraph
# inputs: ["Call me Ishmael. Some years ago - never mind how long precisely - having\tlittle or no money in my purse, and nothing particular to interest me on shore, I thought I would sail about a little and see the watery part of the world. A well-known self-evident truth--obviously--is extra-ordinarily long: supercalifragilisticexpialidocious-and-hyphenated-too!", 23]
# compile: all
import textwrap


def paragraph(text: str, width: int) -> list[str]:
    out = []
    for w in (width, width // 2, width + 17):
        out.append(textwrap.fill(text, width=w))
        lines = textwrap.wrap(text, w, initial_indent="> ", subsequent_indent="  ")
        out.append(str(len(lines)) + " " + str(max(len(x) for x in lines)))
        out.extend(lines[:3])
    words = text.split()
    summary = " ".join(words[: width + 5])
    out.append(textwrap.fill(summary, width=width + 27, initial_indent="* ",
                             subsequent_indent="  "))
    out.append(textwrap.fill(text, width, break_long_words=False))
    out.append(textwrap.fill(text, width, break_on_hyphens=False, drop_whitespace=False))
    out.append(textwrap.fill("a\tb\tc\n\nd  e", 9, expand_tabs=True, tabsize=4))
    out.append(repr(textwrap.wrap("   ", width)) + repr(textwrap.wrap("", width)))
    for limit in (1, 2, 4):
        out.append(textwrap.fill(text, width, max_lines=limit, subsequent_indent="  "))
    out.append(textwrap.fill(text, width + 10, max_lines=3, placeholder=" (more)"))
    out.append(textwrap.fill("Hi there. It is me! ok", width, fix_sentence_endings=True))
    return out


def boxed(text: str, width: int) -> list[str]:
    body = textwrap.wrap(text.upper(), width - 4)
    rule = "+" + "-" * (width - 2) + "+"
    out = [rule]
    for line in body:
        out.append("| " + line.ljust(width - 4) + " |")
    out.append(rule)
    out.append(textwrap.indent("\n".join(body[:4]) + "\n\n  \nend", "# "))
    try:
        textwrap.wrap(text, width - width)
    except ValueError as e:
        out.append(str(e))
    try:
        textwrap.wrap(text, 4, max_lines=2, subsequent_indent="   ")
    except ValueError as e:
        out.append(str(e))
    return out
