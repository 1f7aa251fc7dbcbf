"""Pictures of tournament standings, rating leaderboards and a player's stats, with text versions.

    standings_png(title, subtitle, rows, tr, page=0)    ranked table, 640 px wide palette PNG
    leaderboard_png(title, subtitle, rows, tr, page=0, details=False)  rating table, same layout
    stats_png(card, tr, details=False)                  one player's card, 640 px wide
    standings_text / leaderboard_text / stats_text      Discord markdown, ≤ 2,000 characters
    standings_summary / leaderboard_summary / stats_summary   short, for a post's content

Tables show PAGE_ROWS (32) rows per picture: `pages(len(rows))` says how many pictures a table
needs and `page=` picks one (pages past the end show the last). A page with rows after it ends
with "… and N more". The medals mark ranks 1–3 (shared ranks share a medal), dropped players are
greyed out with a "dropped" note, AI entrants' names are in the AI colour, a Byes column appears
when anyone had a bye, and a legend under the table names every column and the tie-breaks.
Ratings are the friendly whole number; `details=True` adds mu and sigma. The text versions list
as many rows as fit, best first, then "… and N more"; the summaries keep a post short (the full
text stays one click away, and in the picture's alt text).

`tr(key, **kw)` returns text in the reader's language. Pure and deterministic: plain data in,
bytes or text out, no Discord, no files written (only the bundled fonts are read).
"""

from __future__ import annotations

from rendering.tournament import canvas as _canvas
from rendering.tournament.card import stats_image
from rendering.tournament.fallback import (
    leaderboard_summary,
    leaderboard_text,
    standings_summary,
    standings_text,
    stats_summary,
    stats_text,
)
from rendering.tournament.model import LeaderRow, StandingRow, StatsCard, Translate
from rendering.tournament.tables import PAGE_ROWS, leaderboard_image, pages, standings_image

__all__ = [
    "PAGE_ROWS", "LeaderRow", "StandingRow", "StatsCard", "Translate", "leaderboard_png",
    "leaderboard_summary", "leaderboard_text", "pages", "standings_png", "standings_summary",
    "standings_text", "stats_png", "stats_summary", "stats_text",
]


def standings_png(title: str, subtitle: str, rows: list[StandingRow], tr: Translate,
                  page: int = 0) -> bytes:
    """One page of a tournament's standings as PNG bytes."""
    return _canvas.encode(standings_image(title, subtitle, rows, tr, page))


def leaderboard_png(title: str, subtitle: str, rows: list[LeaderRow], tr: Translate,
                    page: int = 0, details: bool = False) -> bytes:
    """One page of a rating leaderboard as PNG bytes (`details`: with mu and sigma)."""
    return _canvas.encode(leaderboard_image(title, subtitle, rows, tr, page, details))


def stats_png(card: StatsCard, tr: Translate, details: bool = False) -> bytes:
    """A player's stats card as PNG bytes (`details`: with mu and sigma)."""
    return _canvas.encode(stats_image(card, tr, details))
