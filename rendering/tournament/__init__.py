"""Pictures of tournament standings, rating leaderboards and a player's stats, with text versions.

    standings_png(title, subtitle, rows, tr, page=0)    ranked table, 880 px wide palette PNG
    leaderboard_png(title, subtitle, rows, tr, page=0)  rating table, same layout
    stats_png(card, tr)                                 one player's card (880×552)
    standings_text / leaderboard_text / stats_text      Discord markdown, ≤ 2,000 characters

Tables show PAGE_ROWS (32) rows per picture: `pages(len(rows))` says how many pictures a table
needs and `page=` picks one (pages past the end show the last). A page with rows after it ends
with "… and N more". The medals mark ranks 1–3 (shared ranks share a medal), dropped players are
greyed out with a "dropped" note, and a Byes column appears when anyone had a bye. The text
versions list as many rows as fit, best first, then "… and N more".

`tr(key, **kw)` returns text in the reader's language. Pure and deterministic: plain data in,
bytes or text out, no Discord, no files written (only the bundled fonts are read).
"""

from __future__ import annotations

from rendering.tournament import canvas as _canvas
from rendering.tournament.card import stats_image
from rendering.tournament.fallback import leaderboard_text, standings_text, stats_text
from rendering.tournament.model import LeaderRow, StandingRow, StatsCard, Translate
from rendering.tournament.tables import PAGE_ROWS, leaderboard_image, pages, standings_image

__all__ = [
    "PAGE_ROWS", "LeaderRow", "StandingRow", "StatsCard", "Translate", "leaderboard_png",
    "leaderboard_text", "pages", "standings_png", "standings_text", "stats_png", "stats_text",
]


def standings_png(title: str, subtitle: str, rows: list[StandingRow], tr: Translate,
                  page: int = 0) -> bytes:
    """One page of a tournament's standings as PNG bytes."""
    return _canvas.encode(standings_image(title, subtitle, rows, tr, page))


def leaderboard_png(title: str, subtitle: str, rows: list[LeaderRow], tr: Translate,
                    page: int = 0) -> bytes:
    """One page of a rating leaderboard as PNG bytes."""
    return _canvas.encode(leaderboard_image(title, subtitle, rows, tr, page))


def stats_png(card: StatsCard, tr: Translate) -> bytes:
    """A player's stats card as PNG bytes."""
    return _canvas.encode(stats_image(card, tr))
