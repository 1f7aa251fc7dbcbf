"""The lock files that `dev.py` installs agree with the readable pins in requirements*.txt: a pin
changed without `python3 dev.py lock` would otherwise never reach anyone's `.venv`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PIN = re.compile(r"^([A-Za-z0-9_.-]+)(?:\[[^\]]*\])?==([^\s;\\]+)", re.M)


def pins(path: Path) -> dict[str, str]:
    """Name → version of every `name==version` line (names normalised as pip does)."""
    return {re.sub(r"[-_.]+", "-", name).lower(): version
            for name, version in PIN.findall(path.read_text(encoding="utf-8"))}


@pytest.mark.parametrize(("source", "lock"), [("requirements.txt", "requirements.lock"),
                                              ("requirements-dev.txt", "requirements-dev.lock")])
def test_every_pin_is_locked_at_its_version(source: str, lock: str) -> None:
    wanted = pins(ROOT / source)
    if source != "requirements.txt":
        wanted |= pins(ROOT / "requirements.txt")  # through `-r requirements.txt`
    locked = pins(ROOT / lock)
    differ = {name: (version, locked.get(name)) for name, version in wanted.items()
              if locked.get(name) != version}
    assert not differ, f"{lock} is out of date (pin, locked): {differ}; run python3 dev.py lock"


def test_every_locked_package_has_hashes() -> None:
    for lock in ("requirements.lock", "requirements-dev.lock"):
        text = (ROOT / lock).read_text(encoding="utf-8")
        entries = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n", 2)[2])
        assert all("--hash=sha256:" in entry for entry in entries if PIN.match(entry)), lock
