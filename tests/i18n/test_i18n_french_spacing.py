"""French typography in every French text: a non-breaking space before ":" and a
(thin) non-breaking one before "!", "?" and ";", so a line never breaks before them
and none sits glued to its word."""

import json
import re
from pathlib import Path

FRENCH = Path(__file__).resolve().parents[2] / "i18n" / "locales" / "fr"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
NON_BREAKING = "\u00a0\u202f"


def strings(node, path=""):
    if isinstance(node, dict):
        for key, value in node.items():
            yield from strings(value, f"{path}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from strings(value, f"{path}[{index}]")
    elif isinstance(node, str):
        yield path, node


def test_every_french_string_has_a_non_breaking_space_before_high_punctuation():
    wrong = []
    files = sorted(FRENCH.glob("*.json"))
    assert len(files) >= 10
    for file in files:
        for path, text in strings(json.loads(file.read_text(encoding="utf-8"))):
            plain = PLACEHOLDER.sub("x", text)  # "{cmd:amytis.status}" is no colon
            for mark in re.finditer(r"[:;!?]", plain):
                if mark.start() == 0 or plain[mark.start() - 1] not in NON_BREAKING:
                    wrong.append(f"{file.name}{path}: {text!r}")
                    break
    assert wrong == []
