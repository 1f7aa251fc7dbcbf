"""Every end-to-end game here starts from the same seed, so each test plays the same game."""

from __future__ import annotations

import pytest

from tests.e2e.helpers import SEED


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lobby draws the game seed with `secrets`; fix it so the game is always the same."""
    monkeypatch.setattr("bot.tables.secrets.randbits", lambda bits: SEED)
