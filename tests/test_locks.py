"""The locks that the README and CI install from agree with the requirements files.

``requirements*.txt`` say what the project wants; ``requirements*.lock`` pin the whole
set with hashes. A requirement added without regenerating its lock fails here, with
the command that fixes it, rather than in an owner's ``pip install --require-hashes``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PIN = re.compile(r"^([A-Za-z0-9._-]+)==([^\s;\\]+)")


def _name(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirements(path: Path) -> dict[str, str]:
    """Pins of a requirements file, following ``-r`` includes."""
    pins: dict[str, str] = {}
    for line in path.read_text().splitlines():
        if line.startswith("-r "):
            pins |= _requirements(path.parent / line[3:].strip())
        elif match := PIN.match(line):
            pins[_name(match.group(1))] = match.group(2)
    return pins


def _lock(path: Path) -> dict[str, tuple[str, int]]:
    """Each locked package: its version and how many hashes it carries."""
    entries: dict[str, tuple[str, int]] = {}
    name = ""
    for line in path.read_text().splitlines():
        if match := PIN.match(line):
            name = _name(match.group(1))
            entries[name] = (match.group(2), 0)
        elif line.strip().startswith("--hash=sha256:") and name:
            version, hashes = entries[name]
            entries[name] = (version, hashes + 1)
    return entries


@pytest.mark.parametrize("requirements", ["requirements.txt", "requirements-dev.txt"])
def test_every_requirement_is_locked_at_its_version(requirements: str) -> None:
    lock = ROOT / requirements.replace(".txt", ".lock")
    locked = _lock(lock)
    stale = {name: version for name, version in _requirements(ROOT / requirements).items()
             if locked.get(name, ("", 0))[0] != version}
    assert not stale, (f"{lock.name} is stale for {stale}: run uv pip compile --universal "
                       f"--generate-hashes --python-version 3.11 {requirements} -o {lock.name}")


@pytest.mark.parametrize("lock", ["requirements.lock", "requirements-dev.lock"])
def test_every_locked_package_has_a_hash(lock: str) -> None:
    locked = _lock(ROOT / lock)
    assert "discord-py" in locked
    assert [name for name, (_, hashes) in locked.items() if hashes == 0] == []


def test_the_runtime_lock_is_the_runtime_part_of_the_dev_lock() -> None:
    runtime, dev = _lock(ROOT / "requirements.lock"), _lock(ROOT / "requirements-dev.lock")
    assert {name: dev.get(name) for name in runtime} == runtime
