"""The API examples in the package docstring and in docs/engines.md run as written."""

import re
from pathlib import Path

import engine.akropolis

ROOT = Path(__file__).resolve().parents[2]


def _python_blocks(text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", text, re.S)


def test_the_package_docstring_example_runs():
    (block,) = _python_blocks(engine.akropolis.__doc__)
    namespace: dict = {}
    exec(block, namespace)
    game = namespace["game"]
    assert len(game.moves) == 2 and namespace["events"].cost == 1


def test_the_documented_example_runs():
    text = (ROOT / "docs" / "engines.md").read_text(encoding="utf-8")
    blocks = [b for b in _python_blocks(text)
              if "engine.akropolis" in b]
    assert len(blocks) == 1
    namespace: dict = {}
    exec(blocks[0], namespace)
    assert len(namespace["game"].moves) == 2
