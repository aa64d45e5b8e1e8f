"""Component ids: every id the bot writes reads back, fits Discord, and junk is refused."""

import pytest

from cogs.amytis import ids


@pytest.mark.parametrize(("action", "numbers", "text"), [
    ("stack", (12, 7, 4), None),
    ("cell", (2**53, 40, 8), None),
    ("palace", (12, 7), "display:2"),
    ("confirm", (12, 7), None),
    ("favor", (12, 7), None),
    ("accept", (3,), None),
    ("rules", (2,), "AABBAB"),
])
def test_an_id_reads_back_as_written(action, numbers, text):
    written = ids.make(action, *numbers, text=text)
    assert written.startswith("amytis:") and len(written) <= 100
    assert ids.parse(written.removeprefix("amytis:")) == ids.ComponentId(action, numbers, text)


@pytest.mark.parametrize("rest", [
    "", "stack", "stack:1:2", "stack:1:2:3:4", "stack:a:2:3", "nonsense:1", "palace:1:2",
    "palace:1:2:", "confirm:-1:2", "stack:" + "9" * 30 + ":1:1",
])
def test_an_id_this_version_does_not_make_is_refused(rest):
    assert ids.parse(rest) is None


def test_an_id_with_the_wrong_fields_cannot_be_made():
    with pytest.raises(ValueError):
        ids.make("stack", 1, 2)
    with pytest.raises(ValueError):
        ids.make("palace", 1, 2)
