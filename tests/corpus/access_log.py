"""A web server's access log summarised: each line parsed with a verbose
regular expression, then requests per status, the busiest paths, bytes
served, errors per hour and the clients that look like crawlers."""

import re
from collections import Counter, defaultdict

LOG = """\
203.0.113.9 - - [10/Oct/2024:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326 "-" "Mozilla/5.0"
203.0.113.9 - - [10/Oct/2024:13:55:40 +0000] "GET /style.css HTTP/1.1" 200 512 "http://example.com/" "Mozilla/5.0"
198.51.100.4 - alice [10/Oct/2024:13:57:02 +0000] "POST /login HTTP/1.1" 302 0 "-" "curl/8.1"
192.0.2.77 - - [10/Oct/2024:14:01:19 +0000] "GET /robots.txt HTTP/1.1" 404 153 "-" "Googlebot/2.1 (+http://www.google.com/bot.html)"
192.0.2.77 - - [10/Oct/2024:14:01:21 +0000] "GET /index.html HTTP/1.1" 200 2326 "-" "Googlebot/2.1"
198.51.100.4 - alice [10/Oct/2024:14:03:55 +0000] "GET /account?id=7 HTTP/1.1" 500 97 "-" "curl/8.1"
this line is garbage and must be skipped
203.0.113.50 - - [10/Oct/2024:15:12:00 +0000] "GET /index.html HTTP/2.0" 200 2326 "-" "Mozilla/5.0 (X11)"
203.0.113.50 - - [10/Oct/2024:15:12:03 +0000] "HEAD /index.html HTTP/2.0" 304 - "-" "Mozilla/5.0 (X11)"
192.0.2.200 - - [10/Oct/2024:15:40:44 +0000] "GET /search?q=regex+engine HTTP/1.1" 200 8812 "-" "Bingbot/2.0"
198.51.100.4 - bob [10/Oct/2024:16:00:01 +0000] "DELETE /account?id=7 HTTP/1.1" 403 41 "-" "curl/8.1"
"""

LINE = re.compile(r"""
    (?P<host>\d{1,3}(?:\.\d{1,3}){3}) \s - \s (?P<user>\S+) \s
    \[ (?P<day>\d\d)/(?P<month>\w{3})/(?P<year>\d{4}) : (?P<hour>\d\d) : \d\d : \d\d \s [+-]\d{4} \] \s
    "(?P<method>[A-Z]+) \s (?P<path>[^\s?]+)(?:\?(?P<query>\S*))? \s HTTP/(?P<version>[\d.]+)" \s
    (?P<status>\d{3}) \s (?P<size>\d+|-) \s "(?P<referrer>[^"]*)" \s "(?P<agent>[^"]*)"
""", re.VERBOSE)
BOT = re.compile(r"bot|crawler|spider", re.IGNORECASE)


def parse(text):
    entries = []
    skipped = 0
    for line in text.splitlines():
        m = LINE.fullmatch(line)
        if m is None:
            skipped += 1
            continue
        entries.append(m.groupdict())
    return entries, skipped


def main() -> None:
    entries, skipped = parse(LOG)
    print(f"{len(entries)} requests, {skipped} skipped")
    statuses = Counter(e["status"] for e in entries)
    for status, n in sorted(statuses.items()):
        print(f"  {status}: {n}")
    paths = Counter(e["path"] for e in entries)
    print("busiest:", paths.most_common(2))
    served = sum(int(e["size"]) for e in entries if e["size"] != "-")
    print("bytes served:", served)
    errors = defaultdict(int)
    for e in entries:
        if e["status"].startswith("5") or e["status"].startswith("4"):
            errors[e["hour"]] += 1
    print("errors per hour:", dict(sorted(errors.items())))
    bots = sorted({e["host"] for e in entries if BOT.search(e["agent"])})
    print("crawlers:", bots)
    queries = [re.sub(r"\+", " ", e["query"]) for e in entries if e["query"]]
    print("queries:", queries)
    users = {e["user"] for e in entries if e["user"] != "-"}
    print("users:", sorted(users))


if __name__ == "__main__":
    main()
