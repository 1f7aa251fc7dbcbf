"""Issue 6 (short run): SIGKILL the turn pipeline mid-play; no acknowledged move is ever lost."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import crash


@pytest.mark.slow  # kills at random wall-clock moments: a busy machine acknowledges fewer moves
def test_no_acknowledged_move_is_lost_across_kills(tmp_path: Path) -> None:
    counts = crash.run(tmp_path / "crash.sqlite3", kills=6, seed=3, quiet=True)
    assert counts["acknowledged"] > 50
    assert counts["games"] >= crash.GAMES
