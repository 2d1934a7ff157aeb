"""Secrets kept out of what is shown: a URL's password, wherever it is written (`user:PASSWORD@host`, or a query
parameter such as `?password=`), in error lines, start lines and the page's `/api/config`."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

MASK = "***"
# query parameters that carry a secret in database and service URLs (libpq's `password`, `sslpassword`, ...)
SECRET_PARAMS = ("password", "passwd", "pwd", "pass", "sslpassword", "secret", "token", "access_token", "api_key")
_USERINFO = re.compile(r"(?P<head>[A-Za-z][A-Za-z0-9+.-]*://[^/?#@\s:]*):[^@/?#\s]*@")
_QUERY_SECRET = re.compile(r"(?P<head>[?&;](?:" + "|".join(SECRET_PARAMS) + r")=)[^&#;\s'\"]*", re.IGNORECASE)
# libpq's key=value form: "host=db password=s3cret dbname=x"
_KEYWORD_SECRET = re.compile(
    r"(?P<head>(?<![\w.?&;])(?:password|sslpassword)\s*=\s*)(?:'[^']*'|[^\s']+)", re.IGNORECASE
)


def redact_url(url: str) -> str:
    """`url` with its password (user-info or query parameter) replaced by ***; ValueError when it is no URL."""
    urlsplit(url)  # a malformed URL (an unclosed IPv6 bracket) is the caller's error to word
    return redact(url)


def redact(text: str) -> str:
    """Every password in `text` (URLs in an error line, a libpq key=value string) replaced by ***."""
    text = _USERINFO.sub(lambda m: f"{m.group('head')}:{MASK}@", text)
    text = _QUERY_SECRET.sub(lambda m: f"{m.group('head')}{MASK}", text)
    return _KEYWORD_SECRET.sub(lambda m: f"{m.group('head')}{MASK}", text)
