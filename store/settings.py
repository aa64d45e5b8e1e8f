"""Where the database lives: `DATABASE_URL` in the environment (a PostgreSQL URL or an
SQLite file), or a file under data/."""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import unquote

from psycopg import ProgrammingError
from psycopg.conninfo import conninfo_to_dict

DEFAULT_DATABASE = Path("data") / "architects.db"
FORMER_DEFAULT_DATABASE = Path("data") / "amytis.db"
"""The default file of the bot's first versions: still used where it holds the games."""
_SCHEME = "sqlite://"
_POSTGRES_SCHEMES = ("postgresql://", "postgres://")
_KEYWORD_FIRST = re.compile(r"[A-Za-z_]+\s*=")
"""How libpq's ``host=db dbname=x`` form begins (a file path begins so only by mistake)."""
_SCHEME_FIRST = re.compile(r"[A-Za-z][A-Za-z0-9+.-]+:")
"""How a URL begins (``postgresql:``, ``sqlite:``); two letters at least, so ``C:`` is a
drive, not a scheme."""


def postgres_url(url: str | None = None, environ: Mapping[str, str] | None = None) -> str | None:
    """The PostgreSQL database named by `url`, else by `DATABASE_URL`: a
    ``postgresql://`` URL, or libpq's ``host=... dbname=...`` keywords, which psycopg
    reads as they are; None for SQLite."""
    if url is None:
        url = (environ if environ is not None else os.environ).get("DATABASE_URL") or ""
    url = url.strip()
    if url.startswith(_POSTGRES_SCHEMES) or (_KEYWORD_FIRST.match(url) and _keywords(url)):
        return url
    return None


def _keywords(text: str) -> bool:
    """Whether libpq reads ``text`` as ``keyword=value`` settings."""
    try:
        conninfo_to_dict(text)
    except ProgrammingError:
        return False
    return True


def redacted(url: str) -> str:
    """A database URL (or a libpq ``key=value`` string) without its password, fit for a
    log line or an error: ``user:***@host``, and ``password=***`` among its parameters.

    Never raises, whatever the text: it is called to describe URLs that are wrong.
    """
    return _PASSWORD_PARAMETER.sub(r"\1***", _without_userinfo_password(url))


def redacted_in(text: str, url: str) -> str:
    """``text`` (a driver's error message, say) with every password of ``url`` hidden:
    the drivers quote the URL, or parts of it, when they refuse it."""
    for secret in sorted(_passwords(url), key=len, reverse=True):
        text = text.replace(secret, "***")
    return redacted(text)


# A password's characters are not always percent-encoded as they should be ("/", "@"),
# so it runs from the first ":" after the scheme to the last "@": too much may be hidden
# (an "@" in a parameter), never too little.
_USERINFO_PASSWORD = re.compile(r"^(?P<head>[^:/@]*://[^:@/?#]*:)"  # a quote may lead
                                r"(?P<password>.*)@")
# Unquoted, libpq reads a backslash as escaping the next character ("s3\ cret").
_PASSWORD_PARAMETER = re.compile(r"(password\s*=\s*)('(?:[^'\\]|\\.)*'|(?:\\.|[^&\s\\])*\\?)",
                                 re.IGNORECASE | re.DOTALL)


def _without_userinfo_password(url: str) -> str:
    match = _USERINFO_PASSWORD.match(url)
    if match is None:
        return url
    return f"{match['head']}***@{url[match.end():]}"


def _passwords(url: str) -> set[str]:
    found = {match.group(2).strip("'") for match in _PASSWORD_PARAMETER.finditer(url)}
    match = _USERINFO_PASSWORD.match(url)
    if match is not None:
        found.add(match["password"])
    found |= {unquote(secret) for secret in found}
    return {secret for secret in found if secret}


def database_path(url: str | None = None, environ: Mapping[str, str] | None = None,
                  base: Path | None = None) -> Path:
    """Return the SQLite file named by `url`, else by `DATABASE_URL`, else the default.

    Accepts `sqlite:///relative/path.db`, `sqlite:////absolute/path.db` (the
    SQLAlchemy convention, so an existing URL keeps working) or a plain path.
    A relative path is taken from `base` when one is given (the bot passes its
    project folder, so the file does not depend on where it was started from).
    In-memory databases are refused: the bot uses two connections (a writer and a
    reader), which would see two different memory databases. So is what only looks
    like a path: a URL of another scheme (``postgresq://``, ``sqlite:x.db``) or
    ``keyword=value`` settings libpq cannot read, which would otherwise become a
    file named after the password.

    Without `DATABASE_URL`, an installation from before the default was renamed
    keeps its games: when `data/architects.db` does not exist but `data/amytis.db`
    does, that file is used, and a warning says how to rename it.
    """
    if url is None:
        url = (environ if environ is not None else os.environ).get("DATABASE_URL") or ""
    url = url.strip()
    if not url:
        return _default(base)
    if url[0] in "\"'":  # Docker's --env-file keeps quotes; systemd and .env remove them
        raise ValueError("DATABASE_URL begins with a quote: write it without quotes")
    if _KEYWORD_FIRST.match(url):  # read as a file, it would name one after the password
        raise ValueError("DATABASE_URL looks like PostgreSQL's keyword=value settings, but "
                         "libpq cannot read them: check each keyword (host, port, user, "
                         "password, dbname) and quote a value that holds a space ('...')")
    if "://" in url or _SCHEME_FIRST.match(url):
        if not url.startswith(_SCHEME + "/"):
            # Without "//" nothing says where a password would end: show the scheme alone.
            shown = redacted(url) if "://" in url else f"{url.split(':')[0]}:..."
            raise ValueError("DATABASE_URL must be sqlite:///path, postgresql://... or a file "
                             f"path, not {shown!r}")
        url = url[len(_SCHEME) + 1 :]
        if not url:
            raise ValueError("DATABASE_URL names no file")
    if url == ":memory:" or url.startswith("file::memory:"):
        raise ValueError("an in-memory database cannot be shared by two connections; use a file")
    return _under(base, Path(url).expanduser())


def _default(base: Path | None) -> Path:
    path, former = _under(base, DEFAULT_DATABASE), _under(base, FORMER_DEFAULT_DATABASE)
    if path.exists() or not former.exists():
        return path
    logging.getLogger(__name__).warning(
        "DATABASE_URL is unset and %s does not exist: using %s, the former default. To "
        "switch, stop the bot and rename it (and its -wal file, if any) to %s, or set "
        "DATABASE_URL=sqlite:///%s to keep it",
        DEFAULT_DATABASE, former, DEFAULT_DATABASE.name, FORMER_DEFAULT_DATABASE.as_posix())
    return former


def _under(base: Path | None, path: Path) -> Path:
    return path if base is None or path.is_absolute() else base / path
