"""The sign-up buttons' ids and the game options a host types for a tournament:
each id the bot writes names its button again, an id it never writes names none, and
options typed as key=value reach the game as values it understands."""

from __future__ import annotations

import pytest

from cogs.tournament.ids import SignUpId, make, parse
from cogs.tournament.inputs import options_text, parse_options
from service.errors import InvalidOptions


def test_each_sign_up_id_the_bot_writes_names_its_button_again() -> None:
    for action in ("join", "leave", "start"):
        assert parse(make(action, 12)) == SignUpId(action, 12)


def test_an_id_the_bot_never_writes_names_no_button() -> None:
    for custom_id in ("tournament:", "tournament:join", "tournament:join:", "tournament:join:01",
                      "tournament:join:x", f"tournament:join:{2**64}", "tournament:end:1",
                      "tournament:join:1:2", "lobby:join:1", "tournament:join:-1"):
        assert parse(custom_id) is None


def test_options_are_typed_as_key_value_pairs_with_booleans_and_lists() -> None:
    assert parse_options("side=B") == {"side": "B"}
    assert parse_options("long=true variants=a,b") == {"long": True, "variants": ["a", "b"]}
    assert parse_options("  ") == {} and parse_options(None) == {}


def test_options_may_be_a_json_object() -> None:
    assert parse_options('{"variants": ["a"]}') == {"variants": ["a"]}


@pytest.mark.parametrize("text", ["side", "=B", "side=", "[1, 2]", "{not json"])
def test_options_that_are_not_key_value_pairs_are_refused(text: str) -> None:
    with pytest.raises(InvalidOptions):
        parse_options(text)


def test_options_are_written_back_as_a_host_types_them() -> None:
    options = {"seats": "random", "long": False, "variants": ["house", "garden"],
               "architect": None, "side": "B"}
    assert options_text(options) == "long=false variants=house,garden side=B"
    assert parse_options(options_text(options)) == {"long": False,
                                                    "variants": ["house", "garden"],
                                                    "side": "B"}
