"""The default database, and the former default that installations from before the
rename (when the bot hosted only Amytis) keep using."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from store import database_path


def _touch(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"")
    return path


@pytest.mark.parametrize("url", [None, "", "  "])
def test_without_database_url_the_default_is_data_architects_db(
        tmp_path: Path, url: str | None, caplog: pytest.LogCaptureFixture) -> None:
    assert database_path(url, environ={}, base=tmp_path) == tmp_path / "data" / "architects.db"
    assert caplog.records == []


def test_a_former_default_database_is_kept_and_said_so_in_one_line(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    former = _touch(tmp_path / "data" / "amytis.db")
    with caplog.at_level(logging.WARNING):
        assert database_path(None, environ={}, base=tmp_path) == former
    (record,) = caplog.records
    assert record.levelno == logging.WARNING
    assert str(former) in record.getMessage()
    assert "rename it" in record.getMessage() and "architects.db" in record.getMessage()
    assert "DATABASE_URL=sqlite:///data/amytis.db" in record.getMessage()


def test_the_former_default_is_also_found_from_the_environment(tmp_path: Path) -> None:
    former = _touch(tmp_path / "data" / "amytis.db")
    assert database_path(None, environ={"DATABASE_URL": ""}, base=tmp_path) == former


def test_once_renamed_the_new_default_wins(tmp_path: Path,
                                           caplog: pytest.LogCaptureFixture) -> None:
    _touch(tmp_path / "data" / "amytis.db")
    renamed = _touch(tmp_path / "data" / "architects.db")
    assert database_path(None, environ={}, base=tmp_path) == renamed
    assert caplog.records == []


def test_a_database_url_is_used_as_given_even_beside_a_former_default(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    _touch(tmp_path / "data" / "amytis.db")
    named = database_path(None, environ={"DATABASE_URL": "sqlite:///data/games.db"},
                          base=tmp_path)
    assert named == tmp_path / "data" / "games.db"
    assert caplog.records == []
