"""textwrap, as CPython's Lib/textwrap.py: wrap() and fill() with every
option of TextWrapper (not the class itself), and indent() without a
predicate. See README.md beside this file.

CPython splits the text into chunks with a regular expression (wordsep_re,
or wordsep_simple_re without break_on_hyphens); _chunks() takes the same
chunks step by step: the alternatives in the pattern's order, the word's
lazy `+?` tried one character at a time, its lookbehinds reading before the
chunk as the pattern's do. \\w is str.isalnum() or '_', \\d str.isdecimal(),
as re's Unicode classes are. The wrapping is _wrap_chunks step for step."""

_whitespace = "\t\n\x0b\x0c\r "


def _is_word(c):  # \w
    return c.isalnum() or c == "_"


def _is_letter(c):  # [^\d\W]
    return _is_word(c) and not c.isdecimal()


def _is_word_punct(c):  # [\w!"'&.,?]
    return _is_word(c) or c in "!\"'&.,?"


def _letter_at(text, i):
    return 0 <= i < len(text) and _is_letter(text[i])


def _dashes_then_word(text, j):
    """(?=-{2,}\\w) at j: two or more hyphens, then a word character."""
    k = j
    while k < len(text) and text[k] == "-":
        k += 1
    return k - j >= 2 and k < len(text) and _is_word(text[k])


def _word_end(text, i):
    """The end of the word chunk starting at i (the pattern's third
    alternative: %(nws)s+? then a hyphen break, the end of the word, or an
    em-dash)."""
    n = len(text)
    j = i + 1
    while True:
        # -(?:(?<=%(lt)s{2}-)|(?<=%(lt)s-%(lt)s-))(?=%(lt)s-?%(lt)s)
        if j < n and text[j] == "-":
            behind = (_letter_at(text, j - 2) and _letter_at(text, j - 1)) or \
                (_letter_at(text, j - 3) and j >= 2 and text[j - 2] == "-"
                 and _letter_at(text, j - 1))
            ahead = _letter_at(text, j + 1) and (
                (j + 2 < n and text[j + 2] == "-" and _letter_at(text, j + 3))
                or _letter_at(text, j + 2))
            if behind and ahead:
                return j + 1
        # (?=%(ws)s|\Z)
        if j == n or text[j] in _whitespace:
            return j
        # (?<=%(wp)s)(?=-{2,}\w)
        if _is_word_punct(text[j - 1]) and _dashes_then_word(text, j):
            return j
        j += 1  # text[j] is not whitespace: the lazy +? takes it


def _chunks(text, break_on_hyphens):
    """TextWrapper._split: the chunks re.split(wordsep_re) gives, empty
    ones left out."""
    chunks = []
    n = len(text)
    i = 0
    while i < n:
        j = i
        if text[i] in _whitespace:
            while j < n and text[j] in _whitespace:
                j += 1
        elif not break_on_hyphens:
            while j < n and text[j] not in _whitespace:
                j += 1
        elif i > 0 and _is_word_punct(text[i - 1]) and _dashes_then_word(text, i):
            while text[j] == "-":  # (?<=%(wp)s)-{2,}(?=\w)
                j += 1
        else:
            j = _word_end(text, i)
        chunks.append(text[i:j])
        i = j
    return chunks


def _munge_whitespace(text, expand_tabs, replace_whitespace, tabsize):
    """str.expandtabs(tabsize), then each of _whitespace made a space."""
    if expand_tabs:
        out = []
        column = 0
        for c in text:
            if c == "\t":
                if tabsize > 0:
                    pad = tabsize - column % tabsize
                    out.append(" " * pad)
                    column += pad
            else:
                out.append(c)
                column = 0 if c in "\n\r" else column + 1
        text = "".join(out)
    if replace_whitespace:
        text = "".join([" " if c in _whitespace else c for c in text])
    return text


def _handle_long_word(reversed_chunks, cur_line, cur_len, width,
                      break_long_words, break_on_hyphens):
    if width < 1:
        space_left = 1
    else:
        space_left = width - cur_len
    if break_long_words:
        end = space_left
        chunk = reversed_chunks[-1]
        if break_on_hyphens and len(chunk) > space_left:
            hyphen = chunk.rfind("-", 0, space_left)
            if hyphen > 0 and any(c != "-" for c in chunk[:hyphen]):
                end = hyphen + 1
        cur_line.append(chunk[:end])
        reversed_chunks[-1] = chunk[end:]
    elif not cur_line:
        cur_line.append(reversed_chunks.pop())


def _fix_sentence_endings(chunks):
    """A " " after a chunk ending a sentence (sentence_end_re:
    [a-z][.!?]["']?\\Z) made two spaces."""
    i = 0
    while i < len(chunks) - 1:
        chunk = chunks[i]
        k = len(chunk) - 1 if chunk and chunk[-1] in "\"'" else len(chunk)
        if chunks[i + 1] == " " and k >= 2 and chunk[k - 1] in ".!?" and \
                "a" <= chunk[k - 2] <= "z":
            chunks[i + 1] = "  "
            i += 2
        else:
            i += 1


def _wrap_chunks(chunks, width, initial_indent, subsequent_indent, break_long_words,
                 drop_whitespace, break_on_hyphens, max_lines, placeholder):
    lines = []
    if width <= 0:
        raise ValueError("invalid width %r (must be > 0)" % width)
    if max_lines is not None:
        if max_lines > 1:
            indent = subsequent_indent
        else:
            indent = initial_indent
        if len(indent) + len(placeholder.lstrip()) > width:
            raise ValueError("placeholder too large for max width")
    chunks.reverse()
    while chunks:
        cur_line = []
        cur_len = 0
        if lines:
            indent = subsequent_indent
        else:
            indent = initial_indent
        line_width = width - len(indent)
        if drop_whitespace and chunks[-1].strip() == "" and lines:
            del chunks[-1]
        while chunks:
            size = len(chunks[-1])
            if cur_len + size <= line_width:
                cur_line.append(chunks.pop())
                cur_len += size
            else:
                break
        if chunks and len(chunks[-1]) > line_width:
            _handle_long_word(chunks, cur_line, cur_len, line_width,
                              break_long_words, break_on_hyphens)
            cur_len = sum([len(c) for c in cur_line])
        if drop_whitespace and cur_line and cur_line[-1].strip() == "":
            cur_len -= len(cur_line[-1])
            del cur_line[-1]
        if cur_line:
            if (max_lines is None or len(lines) + 1 < max_lines
                    or (not chunks or drop_whitespace and len(chunks) == 1
                        and not chunks[0].strip()) and cur_len <= line_width):
                lines.append(indent + "".join(cur_line))
            else:
                placed = False
                while cur_line:
                    if cur_line[-1].strip() and cur_len + len(placeholder) <= line_width:
                        cur_line.append(placeholder)
                        lines.append(indent + "".join(cur_line))
                        placed = True
                        break
                    cur_len -= len(cur_line[-1])
                    del cur_line[-1]
                if not placed:  # CPython's while ... else
                    if lines:
                        prev_line = lines[-1].rstrip()
                        if len(prev_line) + len(placeholder) <= width:
                            lines[-1] = prev_line + placeholder
                            break
                    lines.append(indent + placeholder.lstrip())
                break
    return lines


def wrap(text, width=70, *, initial_indent="", subsequent_indent="", expand_tabs=True,
         replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
         drop_whitespace=True, break_on_hyphens=True, tabsize=8, max_lines=None,
         placeholder=" [...]"):
    """The lines of text wrapped to width (TextWrapper(...).wrap(text))."""
    text = _munge_whitespace(text, expand_tabs, replace_whitespace, tabsize)
    chunks = _chunks(text, break_on_hyphens)
    if fix_sentence_endings:
        _fix_sentence_endings(chunks)
    return _wrap_chunks(chunks, width, initial_indent, subsequent_indent, break_long_words,
                        drop_whitespace, break_on_hyphens, max_lines, placeholder)


def fill(text, width=70, *, initial_indent="", subsequent_indent="", expand_tabs=True,
         replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
         drop_whitespace=True, break_on_hyphens=True, tabsize=8, max_lines=None,
         placeholder=" [...]"):
    """wrap()'s lines joined by newlines."""
    return "\n".join(wrap(text, width, initial_indent=initial_indent,
                          subsequent_indent=subsequent_indent, expand_tabs=expand_tabs,
                          replace_whitespace=replace_whitespace,
                          fix_sentence_endings=fix_sentence_endings,
                          break_long_words=break_long_words, drop_whitespace=drop_whitespace,
                          break_on_hyphens=break_on_hyphens, tabsize=tabsize,
                          max_lines=max_lines, placeholder=placeholder))


_line_breaks = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def _lines_kept(text):
    """text.splitlines(True): each line with its line break (\r\n one)."""
    out = []
    start = 0
    i = 0
    while i < len(text):
        if text[i] in _line_breaks:
            if text[i] == "\r" and i + 1 < len(text) and text[i + 1] == "\n":
                i += 1
            out.append(text[start:i + 1])
            start = i + 1
        i += 1
    if start < len(text):
        out.append(text[start:])
    return out


def indent(text, prefix):
    """prefix added to the start of each line that is not only whitespace
    (CPython's default predicate)."""
    out = []
    for line in _lines_kept(text):
        out.append(prefix + line if line.strip() else line)
    return "".join(out)
