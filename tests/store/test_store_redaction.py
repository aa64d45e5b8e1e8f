"""Where the database is, and what of its URL may be shown: never a password."""

from __future__ import annotations

import pytest

from store.settings import database_path, redacted, redacted_in


@pytest.mark.parametrize(("url", "shown"), [
    ("postgresql://bot:s3cret@db:5432/amytis", "postgresql://bot:***@db:5432/amytis"),
    ("mysql://amytis:s3cret@host/db", "mysql://amytis:***@host/db"),
    ("postgresql://bot:s3cret@/amytis?host=/var/run/postgresql",
     "postgresql://bot:***@/amytis?host=/var/run/postgresql"),
    ("postgresql://bot@db/amytis?password=s3cret&sslmode=require",
     "postgresql://bot@db/amytis?password=***&sslmode=require"),
    ("host=db user=bot password='s3 cret' dbname=amytis",
     "host=db user=bot password=*** dbname=amytis"),
    (r"host=db password=s3\ cret dbname=amytis",  # libpq reads "s3 cret"
     "host=db password=*** dbname=amytis"),
    ("postgresql://bot:s3/cret@db/amytis", "postgresql://bot:***@db/amytis"),  # not encoded
    ("postgresql://bot:s3@cret@db/amytis", "postgresql://bot:***@db/amytis"),
    ("postgresql://bot:s3cret@[::1/amytis", "postgresql://bot:***@[::1/amytis"),  # malformed
    ("postgresql://bot@db:5432/amytis", "postgresql://bot@db:5432/amytis"),
    ('"postgresql://bot:s3cret@db/amytis"', '"postgresql://bot:***@db/amytis"'),  # quoted
    ("/srv/amytis:data/a@b.db", "/srv/amytis:data/a@b.db"),  # a file: nothing to hide
])
def test_a_url_is_shown_without_its_password(url: str, shown: str) -> None:
    assert redacted(url) == shown


def test_a_driver_message_quoting_the_password_is_shown_without_it() -> None:
    url = "postgresql://bot:s3%20cret@[::1/amytis"
    message = f'unexpected spaces found in "s3 cret"; invalid URI: "{url}"'
    assert "cret" not in redacted_in(message, url)


def test_an_unsupported_database_url_is_refused_without_its_password() -> None:
    with pytest.raises(ValueError) as refused:
        database_path("mysql://amytis:s3cret@host/db")
    assert "s3cret" not in str(refused.value)
    assert "mysql://amytis:***@host/db" in str(refused.value)
