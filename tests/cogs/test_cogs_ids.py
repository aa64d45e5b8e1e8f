"""Component ids: every id the bot writes reads back, fits Discord, and junk is refused."""

import pytest

from cogs.amytis import ids


@pytest.mark.parametrize(("action", "numbers", "text"), [
    ("stack", (12, 7, 3, 4), None),
    ("cell", (2**53, 40, 9, 8), None),
    ("palace", (12, 7, 5), "display:2"),
    ("confirm", (12, 7, 6), None),
    ("favor", (12, 7, 6), None),
    ("accept", (3,), None),
    ("rules", (2,), "AABBAB"),
    ("stack", (ids.MAX_NUMBER, ids.MAX_NUMBER, ids.MAX_NUMBER, 8), None),
])
def test_an_id_reads_back_as_written(action, numbers, text):
    written = ids.make(action, *numbers, text=text)
    assert written.startswith("amytis:") and len(written) <= 100
    assert ids.parse(written.removeprefix("amytis:")) == ids.ComponentId(action, numbers, text)


@pytest.mark.parametrize("rest", [
    "", "stack", "stack:1:2:3", "stack:1:2:3:4:5", "stack:a:2:3:4", "nonsense:1",
    "palace:1:2:3", "palace:1:2:3:", "confirm:-1:2:3", "stack:" + "9" * 30 + ":1:1:1",
    "stack:²:0:0:0",  # a superscript digit passes str.isdigit() but not int()
    "stack:9999999999999999999:0:0:0",  # beyond SQLite's integers
    "stack:+1:0:0:0", "stack: 1:0:0:0", "stack:01:0:0:0", "stack:١:0:0:0",
    "palace:1:2:3:display:22", "palace:1:2:3:<script>",
    "rules:0:AABBAC", "rules:0:AAB", "rules:99999999999999999999:AAAAAA",
])
def test_an_id_this_version_does_not_make_is_refused(rest):
    assert ids.parse(rest) is None


def test_an_id_with_the_wrong_fields_cannot_be_made():
    with pytest.raises(ValueError):
        ids.make("stack", 1, 2, 3)
    with pytest.raises(ValueError):
        ids.make("palace", 1, 2, 3)
    with pytest.raises(ValueError):
        ids.make("rules", 0, text="abc")
