"""Text versions of the pictures, as Discord message markdown of at most 2,000 characters.

Used when a picture cannot be sent, as its alt text, and read by screen readers. Tables list as
many rows as fit, best first, then "… and N more"; the summaries list the top three only (a post's
content, so a phone does not scroll through the picture's table a second time). Names are
clipped to Discord's 32 characters and escaped so a name like `*x*` or `@everyone` shows as typed
instead of formatting or pinging.
"""

from __future__ import annotations

from rendering.tournament.card import LIST_ROWS
from rendering.tournament.model import (
    LeaderRow,
    StandingRow,
    StatsCard,
    Translate,
    medal,
    num,
    one_decimal,
    win_percent,
)

LIMIT = 2000
SUMMARY_ROWS = 3
NAME_CHARS = 32
TITLE_CHARS = 200
MEDAL_EMOJI = ("🥇", "🥈", "🥉")
MARKDOWN = "\\*_~`|>[]<#"


def clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def escape(text: str, n: int = NAME_CHARS) -> str:
    """Clipped, markdown-escaped, and with mentions broken by a zero-width space."""
    out = "".join("\\" + ch if ch in MARKDOWN else ch for ch in clip(text, n))
    return out.replace("@", "@\u200b")


def rank_mark(rank: int) -> str:
    which = medal(rank)
    return f"`{rank}.`" if which is None else MEDAL_EMOJI[which]


def heading(title: str, subtitle: str, legend: str) -> list[str]:
    lines = [f"**{escape(title, TITLE_CHARS)}**"]
    if subtitle:
        lines.append(f"*{escape(subtitle, TITLE_CHARS)}*")
    lines.append(f"-# {legend}")
    return lines


def assemble(head: list[str], body: list[str], tr: Translate) -> str:
    """The heading, then as many body lines as fit in LIMIT with room for "… and N more"."""
    if not body:
        return "\n".join([*head, tr("render.tour.empty")])
    out = "\n".join(head)
    for i, line in enumerate(body):
        rest = len(body) - i - 1
        tail = "\n" + tr("render.tour.more", n=rest) if rest else ""
        if len(out) + 1 + len(line) + len(tail) > LIMIT:
            return out + "\n" + tr("render.tour.more", n=len(body) - i)
        out += "\n" + line
    return out


def standing_line(r: StandingRow, tr: Translate) -> str:
    name = escape(r.name)
    if r.dropped:
        name = f"~~{name}~~"
    elif medal(r.rank) is not None:
        name = f"**{name}**"
    line = (f"{rank_mark(r.rank)} {name} — {num(r.points)} · {num(r.sos)} · {r.vp} · "
            f"{r.wins}/{r.games}")
    if r.byes:
        line += " · " + tr("render.tour.text.byes", n=r.byes)
    notes = ([tr("render.tour.dropped")] if r.dropped else []) + ([r.note] if r.note else [])
    if notes:
        line += f" — *{escape(' · '.join(notes), 80)}*"
    return line


def standings_text(title: str, subtitle: str, rows: list[StandingRow], tr: Translate) -> str:
    head = heading(title, subtitle, tr("render.tour.text.standings_legend"))
    return assemble(head, [standing_line(r, tr) for r in rows], tr)


def summary(head: list[str], body: list[str], tr: Translate) -> str:
    """The heading and the first SUMMARY_ROWS lines, then how many more the picture shows."""
    if not body:
        return "\n".join([*head, tr("render.tour.empty")])
    rest = len(body) - SUMMARY_ROWS
    return "\n".join([*head, *body[:SUMMARY_ROWS],
                      *([tr("render.tour.more", n=rest)] if rest > 0 else [])])


def standings_summary(title: str, subtitle: str, rows: list[StandingRow],
                      tr: Translate) -> str:
    head = heading(title, subtitle, tr("render.tour.text.standings_legend"))
    return summary(head, [standing_line(r, tr) for r in rows], tr)


def leader_line(r: LeaderRow, tr: Translate, details: bool = False) -> str:
    name = escape(r.name)
    if medal(r.rank) is not None:
        name = f"**{name}**"
    line = f"{rank_mark(r.rank)} {name} — {r.rating} · {r.wins}/{r.games}"
    if details:
        line += " (" + tr("render.tour.stats.skill", mu=one_decimal(r.mu),
                          sigma=one_decimal(r.sigma)) + ")"
    return line


def leaderboard_heading(title: str, subtitle: str, tr: Translate, details: bool) -> list[str]:
    legend = ("render.tour.text.leaderboard_legend_details" if details
              else "render.tour.text.leaderboard_legend")
    return heading(title, subtitle, tr(legend))


def leaderboard_text(title: str, subtitle: str, rows: list[LeaderRow], tr: Translate,
                     details: bool = False) -> str:
    return assemble(leaderboard_heading(title, subtitle, tr, details),
                    [leader_line(r, tr, details) for r in rows], tr)


def leaderboard_summary(title: str, subtitle: str, rows: list[LeaderRow], tr: Translate,
                        details: bool = False) -> str:
    return summary(leaderboard_heading(title, subtitle, tr, details),
                   [leader_line(r, tr, details) for r in rows], tr)


def stats_summary(card: StatsCard, tr: Translate, details: bool = False) -> str:
    """The card's first four lines: who, rank, rating, record (the lists are on the card)."""
    return "\n".join(stats_text(card, tr, details).splitlines()[:4])


def stats_text(card: StatsCard, tr: Translate, details: bool = False) -> str:
    """Six short lines; the lists keep the picture's LIST_ROWS entries, so it stays short."""
    rank = (tr("render.tour.stats.unranked") if card.rank is None
            else tr("render.tour.stats.rank", rank=card.rank))
    place = "—" if card.average_place is None else one_decimal(card.average_place)
    rating = tr("render.tour.text.rating", rating=card.rating)
    if details:
        rating += " (" + tr("render.tour.stats.skill", mu=one_decimal(card.mu),
                            sigma=one_decimal(card.sigma)) + ")"
    games = str(card.games)
    if card.rated is not None and card.rated != card.games:
        games += " (" + tr("render.tour.stats.rated", count=card.rated) + ")"
    lines = [
        f"**{escape(card.name)}** — {escape(card.game_title, 100)}",
        rank,
        rating,
        tr("render.tour.text.record", games=games, wins=card.wins,
           pct=win_percent(card.wins, card.games), place=place),
    ]
    sep = tr("render.list_sep")
    opponents = [tr("render.tour.text.opponent", name=escape(name), games=games_, wins=wins)
                 for name, games_, wins in card.favourite_opponents[:LIST_ROWS]]
    recent = [tr("render.tour.text.recent", label=escape(label, 60),
                 place=tr("render.tour.stats.place", place=place_, size=size))
              for label, place_, size in card.recent[:LIST_ROWS]]
    for key, items in (("render.tour.stats.opponents", opponents),
                       ("render.tour.stats.recent", recent)):
        lines.append(tr("render.tour.text.section", label=tr(key),
                        items=sep.join(items) if items else tr("render.tour.stats.no_games")))
    return "\n".join(lines)
