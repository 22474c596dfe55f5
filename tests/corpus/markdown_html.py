"""Convert a small subset of Markdown to HTML (headings, lists, code, emphasis, links)."""
import html
import re
from collections import Counter

DOCUMENT = """\
# Project *Notes*

Welcome to the **notes** page. See [the docs](https://example.com/docs) for more.
This line has `inline code` and an_underscored_word.

## Todo

- write the **parser**
- add *tests*
- ship it

1. first step
2. second step
3. third with `code`

> Quoted text is *nice*.
> It can span lines.

```
def hello():
    return "<world>"
```

### Trailing ###

A final paragraph with a [link](http://x.org "title") & an ampersand.
---
Done.
"""

INLINE_RULES = [
    (re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"(?<!\w)\*(.+?)\*(?!\w)"), r"<em>\1</em>"),
    (re.compile(r'\[([^\]]+)\]\(([^)\s]+)(?:\s+"([^"]*)")?\)'), None),
]
HEADING_RE = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
ULIST_RE = re.compile(r"^[-*+]\s+(.*)")
OLIST_RE = re.compile(r"^\d+\.\s+(.*)")

stats: Counter = Counter()


def link_sub(m: re.Match) -> str:
    text, url, title = m.group(1), m.group(2), m.group(3)
    stats["link"] += 1
    attr = f' title="{title}"' if title else ""
    return f'<a href="{url}"{attr}>{text}</a>'


def inline(text: str) -> str:
    parts = re.split(r"(`[^`]*`)", text)
    out = []
    for i, part in enumerate(parts):
        if i % 2 == 1:
            stats["code"] += 1
            out.append("<code>%s</code>" % html.escape(part[1:-1]))
            continue
        part = html.escape(part, quote=False)
        for pattern, repl in INLINE_RULES:
            part = pattern.sub(repl if repl is not None else link_sub, part)
        out.append(part)
    return "".join(out)


class Converter:
    def __init__(self) -> None:
        self.out: list[str] = []
        self.para: list[str] = []
        self.list_kind: str | None = None

    def flush_para(self) -> None:
        if self.para:
            self.out.append("<p>" + inline(" ".join(self.para)) + "</p>")
            stats["p"] += 1
            self.para = []

    def close_list(self) -> None:
        if self.list_kind:
            self.out.append(f"</{self.list_kind}>")
            self.list_kind = None

    def open_list(self, kind: str) -> None:
        if self.list_kind != kind:
            self.close_list()
            self.out.append(f"<{kind}>")
            self.list_kind = kind
            stats[kind] += 1

    def convert(self, text: str) -> str:
        lines = text.splitlines()
        i = 0
        while i < len(lines):
            line = lines[i]
            if line.startswith("```"):
                self.flush_para(); self.close_list()
                j = i + 1
                while j < len(lines) and not lines[j].startswith("```"):
                    j += 1
                body = "\n".join(html.escape(l) for l in lines[i + 1:j])
                self.out.append(f"<pre><code>{body}</code></pre>")
                stats["pre"] += 1
                i = j + 1
                continue
            if m := HEADING_RE.match(line):
                self.flush_para(); self.close_list()
                level = len(m.group(1))
                self.out.append(f"<h{level}>{inline(m.group(2))}</h{level}>")
                stats[f"h{level}"] += 1
            elif re.fullmatch(r"-{3,}", line.strip()):
                self.flush_para(); self.close_list()
                self.out.append("<hr/>")
            elif m := ULIST_RE.match(line):
                self.flush_para(); self.open_list("ul")
                self.out.append(f"  <li>{inline(m.group(1))}</li>")
            elif m := OLIST_RE.match(line):
                self.flush_para(); self.open_list("ol")
                self.out.append(f"  <li>{inline(m.group(1))}</li>")
            elif line.startswith(">"):
                self.flush_para(); self.close_list()
                quoted = []
                while i < len(lines) and lines[i].startswith(">"):
                    quoted.append(lines[i][1:].strip())
                    i += 1
                self.out.append("<blockquote>" + inline(" ".join(quoted)) + "</blockquote>")
                continue
            elif not line.strip():
                self.flush_para(); self.close_list()
            else:
                self.close_list()
                self.para.append(line.strip())
            i += 1
        self.flush_para(); self.close_list()
        return "\n".join(self.out)


def main() -> None:
    result = Converter().convert(DOCUMENT)
    print(result)
    print("-" * 40)
    for tag, n in sorted(stats.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{tag:>5}: {n}")
    words = re.findall(r"[a-z]+", re.sub(r"<[^>]+>", " ", result).lower())
    print("words:", len(words), "unique:", len(set(words)))


if __name__ == "__main__":
    main()
