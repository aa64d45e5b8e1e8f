"""``pip install .`` gives a working ``architects-bot``, found from the installed copy alone.

The project is copied, installed into a new virtual environment, and the copy is
deleted before anything runs, so nothing can be read from a source tree. The
dependencies come from the test environment through a ``.pth`` file (the tests
need no network); the wheel is built with the test environment's setuptools.
"""

from __future__ import annotations

import os
import re
import shutil
import site
import subprocess
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "render", "i18n", "cogs", "service", "store", "migrations")
NOT_SHIPPED = {".git", ".venv", "data", "build", "dist", ".env", ".pytest_cache", ".ruff_cache",
               ".hypothesis", "tests", "bench"}


def _left_out(folder: str, names: list[str]) -> set[str]:
    """What the copy of the project leaves out: caches, and at the top only, the rest."""
    top = Path(folder) == ROOT
    return {name for name in names
            if name == "__pycache__" or name.endswith(".egg-info") or (top and name in NOT_SHIPPED)}


def _files(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts}


class Installed:
    """A virtual environment holding an installed architects-bot, and a folder to run in."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.bin = root / "venv" / ("Scripts" if os.name == "nt" else "bin")
        self.python = self.bin / "python"
        self.workdir = root / "run"
        self.workdir.mkdir()
        self.purelib = Path(subprocess.run(  # asked of the venv: distributions differ
            [self.python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True, text=True, check=True).stdout.strip())

    def run(self, *command: str | Path, cwd: Path | None = None,
            **environ: str) -> subprocess.CompletedProcess[str]:
        env = {key: value for key, value in os.environ.items()
               if key not in {"PYTHONPATH", "DATABASE_URL", "DISCORD_TOKEN"}}
        return subprocess.run([str(part) for part in command], cwd=cwd or self.workdir,
                              env={**env, **environ}, capture_output=True, text=True,
                              timeout=120)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    root = tmp_path_factory.mktemp("install")
    source = root / "source"
    shutil.copytree(ROOT, source, ignore=_left_out)
    venv.create(root / "venv", with_pip=False)
    target = Installed(root)
    (target.purelib / "test-dependencies.pth").write_text("\n".join(site.getsitepackages()))
    subprocess.run([target.python, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-build-isolation", "--no-index", "--disable-pip-version-check",
                    source], check=True, capture_output=True, cwd=root)
    shutil.rmtree(source)
    return target


@pytest.mark.parametrize("command", ["architects-bot", "amytis-bot"])
def test_the_command_and_its_former_name_print_usage_and_exit_0(installed: Installed,
                                                                 command: str) -> None:
    done = installed.run(installed.bin / command, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"usage: {command}")


def test_the_installed_migrations_build_the_default_database_in_the_working_directory(
        installed: Installed) -> None:
    done = installed.run(installed.bin / "architects-bot", "migrate")
    assert done.returncode == 0, done.stderr
    database = installed.workdir / "data" / "architects.db"
    versions = len(list((ROOT / "migrations").glob("*.sql")))
    assert done.stdout.startswith(f"migrated {database}: 0 games, schema version {versions},")
    assert done.stderr == ""


def test_an_installation_from_before_the_rename_keeps_its_database(installed: Installed) -> None:
    """``data/amytis.db`` was the default file: found, used, and said so in one line."""
    folder = installed.root / "old-installation"
    folder.mkdir()
    done = installed.run(installed.bin / "amytis-bot", "migrate", cwd=folder,
                         DATABASE_URL="data/amytis.db")
    assert done.returncode == 0, done.stderr
    done = installed.run(installed.bin / "amytis-bot", "migrate", cwd=folder)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"migrated {folder / 'data' / 'amytis.db'}: 0 games")
    (note,) = done.stderr.splitlines()
    assert "data/amytis.db" in note and "architects.db" in note
    assert not (folder / "data" / "architects.db").exists()


def test_the_installed_renderer_finds_its_fonts_and_catalogues(installed: Installed) -> None:
    done = installed.run(installed.python, "-m", "render", ROOT / "docs" / "table.json",
                         "-o", "table.png", "--locale", "ru")
    assert done.returncode == 0, done.stderr
    assert (installed.workdir / "table.png").read_bytes().startswith(b"\x89PNG")


def test_every_package_is_imported_from_the_installed_copy(installed: Installed) -> None:
    shipped = ("bot", "engine.amytis", "render.amytis", "i18n", "cogs.amytis", "service",
               "store")
    done = installed.run(installed.python, "-c", "import importlib, sys; print('\\n'.join("
                         "importlib.import_module(n).__file__ for n in sys.argv[1:]))",
                         *shipped)
    assert done.returncode == 0, done.stderr
    assert all(Path(path).is_relative_to(installed.purelib) for path in done.stdout.split())


@pytest.mark.parametrize("package", PACKAGES)
def test_the_installed_copy_has_every_file_of_the_package(installed: Installed,
                                                          package: str) -> None:
    assert _files(installed.purelib / package) == _files(ROOT / package)


def test_the_installed_dependencies_are_requirements_txt(installed: Installed) -> None:
    done = installed.run(installed.python, "-c", "import importlib.metadata as m; "
                         "print('\\n'.join(m.requires('architects-bot')))")
    pinned = [line for line in (ROOT / "requirements.txt").read_text().splitlines()
              if re.match(r"^[A-Za-z]", line)]
    assert done.stdout.split() == pinned



def test_the_installed_amytis_bot_tells_its_version(installed: Installed) -> None:
    done = installed.run(installed.bin / "amytis-bot", "--version")
    version = re.search(r'^version = "(.+)"$', (ROOT / "pyproject.toml").read_text(), re.M)
    assert (done.returncode, done.stdout) == (0, f"architects-bot {version[1]}\n"), done.stderr


def test_an_env_file_the_bot_cannot_read_exits_2_in_one_line(installed: Installed) -> None:
    """systemd's unit restarts the bot after any status but 2 and 3: a traceback (1)
    would restart it every 30 s for as long as nobody looked."""
    env = installed.workdir / ".env"
    env.write_text("DATABASE_URL=data/amytis.db\n")
    env.chmod(0o000)
    # Root reads any file: without that right, as the bot's own user would be.
    unprivileged = (["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"]
                    if os.geteuid() == 0 else [])
    if unprivileged and shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: cannot make a file unreadable to root")
    try:
        done = installed.run(*unprivileged, installed.bin / "amytis-bot", "migrate")
    finally:
        env.unlink()
    assert (done.returncode, done.stderr) == (
        2, f"architects-bot: cannot read {env}: Permission denied (the bot's user must be able to "
           "read it)\n")
