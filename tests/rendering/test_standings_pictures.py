"""Tournament standings, leaderboard and stats pictures: what a player sees, in every language.

Goldens: regenerate after an intended change with `UPDATE_GOLDENS=1 pytest tests/rendering`.
"""

from __future__ import annotations

import io
import os
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from bot.i18n import t
from rendering import text
from rendering.tournament import (
    PAGE_ROWS,
    LeaderRow,
    StandingRow,
    StatsCard,
    canvas,
    leaderboard_png,
    leaderboard_summary,
    leaderboard_text,
    pages,
    standings_png,
    standings_summary,
    standings_text,
    stats_png,
    stats_summary,
    stats_text,
    tables,
)

GOLDEN = Path(__file__).resolve().parent / "golden"
LIMIT_BYTES = 100 * 1024
# Han characters all in the bundled subset, so they never depend on a system font.
SUBSET_NAMES = ["张明", "胜利者", "对手分"]
LONG = "Bartholomew the Great of Westershire-upon-Avon"


def translator(lang: str):
    return lambda key, **kw: t(lang, key, **kw)


def name_of(i: int) -> str:
    fixed = ["Alice", LONG, SUBSET_NAMES[0], "Dolores", SUBSET_NAMES[1], "Eve"]
    return fixed[i] if i < len(fixed) else f"Player {i + 1}"


def standing_rows(n: int) -> list[StandingRow]:
    return [StandingRow(rank=i + 1, name=name_of(i), points=max(0.0, 10 - i * 0.5),
                        sos=12.5 - i * 0.25, vp=150 - i, games=5, wins=max(0, 5 - i // 3),
                        byes=1 if i == 3 else 0, dropped=i == 5,
                        note="eliminated in round 2" if i == 8 else "")
            for i in range(n)]


def leader_rows(n: int) -> list[LeaderRow]:
    return [LeaderRow(rank=i + 1, name=name_of(i), rating=max(0, 1200 - i * 52), mu=33 - i,
                      sigma=1 + (i % 7), games=10 + i, wins=i % 9, is_ai=i == 2)
            for i in range(n)]


CARD = StatsCard(
    name="Alice", game_title="Alien Frontiers", rating=1093, mu=30.1, sigma=0.92, games=48,
    wins=19, average_place=1.83, rank=2, rated=40,
    favourite_opponents=[(SUBSET_NAMES[0], 20, 9), (LONG, 8, 7), ("Eve", 5, 0)],
    recent=[("Spring Cup round 3", 1, 4), ("Casual", 4, 4)])


@dataclass(frozen=True)
class Drawn:
    text: str
    size: int
    fill: tuple[int, ...]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """Every text run the pictures draw (they all go through `rendering.text.paste`)."""
    calls: list[Drawn] = []
    real = text.paste

    def spy(im, x, y, s, size, fill, bold=True, align="left"):
        calls.append(Drawn(s, size, tuple(fill)))
        return real(im, x, y, s, size, fill, bold, align)

    monkeypatch.setattr(text, "paste", spy)
    return calls


def opened(data: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(data))
    im.load()
    return im


def has_glyph(ch: str) -> bool:
    """Whether the font `rendering.text` picks for ch draws a real glyph, not its .notdef box."""
    f = text.font(24, True, text.kind_of(ch))
    mask, box = f.getmask(ch), f.getmask("\U000F0000")
    return mask.getbbox() is not None and (mask.size, bytes(mask)) != (box.size, bytes(box))


def texts(calls: list[Drawn]) -> list[str]:
    return [c.text for c in calls]


@pytest.mark.parametrize("n", [1, 8, PAGE_ROWS, PAGE_ROWS + 1, 64])
def test_standings_show_one_row_per_player_up_to_a_page(n: int, drawn: list[Drawn]) -> None:
    data = standings_png("Spring Cup", "Round 3 of 5", standing_rows(n), translator("en"))
    im = opened(data)
    shown = min(n, PAGE_ROWS)
    assert im.width == canvas.W and len(data) <= LIMIT_BYTES
    assert im.height >= tables.TABLE_TOP + shown * tables.ROW_H
    ranks = [s for s in texts(drawn) if s.isdigit()]
    for rank in range(4, shown + 1):  # 1–3 are on medals, drawn the same way
        assert str(rank) in ranks
    assert f"Player {shown + 1}" not in texts(drawn)
    more = [s for s in texts(drawn) if s.startswith("…")]
    assert more == ([f"… and {n - shown} more"] if n > shown else [])


def test_a_second_page_shows_the_rest_without_a_more_line(drawn: list[Drawn]) -> None:
    rows = standing_rows(64)
    assert pages(64) == 2 and pages(32) == 1 and pages(0) == 1
    standings_png("Cup", "", rows, translator("en"), page=1)
    assert "Page 2 of 2" in texts(drawn)
    assert "Player 33" in texts(drawn) and "Player 64" in texts(drawn)
    assert "Player 32" not in texts(drawn)
    assert not any(s.startswith("…") for s in texts(drawn))


def test_top_three_get_medals_and_dropped_players_are_greyed(drawn: list[Drawn]) -> None:
    im = opened(standings_png("Cup", "", standing_rows(9), translator("en"))).convert("RGB")
    x = canvas.MARGIN + 8 + tables.RANK_W // 2
    for k, colour in enumerate(canvas.MEDALS):  # the medal disc behind ranks 1, 2, 3
        got = im.getpixel((x - 9, tables.TABLE_TOP + tables.HEAD_H + k * tables.ROW_H + 23))
        assert max(abs(a - b) for a, b in zip(got, colour, strict=True)) < 24
    fourth = im.getpixel((x - 9, tables.TABLE_TOP + tables.HEAD_H + 3 * tables.ROW_H + 23))
    assert max(abs(a - b) for a, b in zip(fourth, tables.CARD, strict=True)) < 8
    eve = [c for c in drawn if c.text == "Eve"]
    assert eve and eve[0].fill == canvas.DIM
    assert "dropped" in texts(drawn)
    assert "eliminated in round 2" in texts(drawn)


def test_byes_column_only_when_someone_had_a_bye(drawn: list[Drawn]) -> None:
    tr = translator("en")
    standings_png("Cup", "", standing_rows(3), tr)
    assert "Byes" not in texts(drawn)
    standings_png("Cup", "", standing_rows(6), tr)  # the 4th player had a bye
    assert "Byes" in texts(drawn)


def test_long_names_are_shortened_with_an_ellipsis(drawn: list[Drawn]) -> None:
    standings_png("Cup", "", standing_rows(3), translator("en"))
    shown = [s for s in texts(drawn) if s.startswith("Bartholomew")]
    assert shown and shown[0].endswith("…") and shown[0] != LONG


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_every_picture_renders_in_every_language_without_boxes(lang: str,
                                                               drawn: list[Drawn]) -> None:
    tr = translator(lang)
    sizes = {
        "standings": opened(standings_png("第 3 轮 Cup", "对局", standing_rows(12), tr)).size,
        "leaderboard": opened(leaderboard_png("评分 Top", "", leader_rows(12), tr)).size,
        "stats": opened(stats_png(CARD, tr)).size,
    }
    assert all(w == canvas.W and h > 300 for w, h in sizes.values())
    assert all(c.size >= 18 for c in drawn), "no text below 18 px (11 px on a phone)"
    boxes = sorted({ch for c in drawn for ch in c.text if text.is_cjk(ch) and not has_glyph(ch)})
    assert not boxes, f"drawn as empty boxes: {''.join(boxes)}"
    for name in SUBSET_NAMES[:2]:
        assert name in texts(drawn)
    for key in ("render.tour.col.points", "render.tour.col.rating", "render.tour.stats.recent"):
        assert tr(key) in texts(drawn)
    if lang == "zh":
        assert "积分" in texts(drawn) and "评分" in texts(drawn)
        assert all(text.kind_of(ch) == text.HAN for ch in "积分对手分")


@pytest.mark.skipif(text.system_cjk() is None, reason="no system CJK font for rare characters")
def test_rare_chinese_names_use_the_system_cjk_font(drawn: list[Drawn]) -> None:
    rows = [LeaderRow(1, "陈小明", 800, 26.0, 2.0, 10, 5), LeaderRow(2, "龘", 40, 9.0, 3.0, 1, 0)]
    leaderboard_png("Top", "", rows, translator("zh"))
    assert "陈小明" in texts(drawn) and "龘" in texts(drawn)
    assert text.kind_of("龘") == text.HAN_FALLBACK and has_glyph("龘") and has_glyph("陈")


def test_ai_entrants_are_named_in_the_ai_colour(drawn: list[Drawn]) -> None:
    """Issue 20.9/20.15: an AI entrant is told by its name ("AI 2 · strong"), drawn in the AI
    colour at full size, not by a small tag."""
    leaderboard_png("Top", "", leader_rows(4), translator("es"))
    ai = [c for c in drawn if c.text == SUBSET_NAMES[0]]
    assert ai and ai[0].fill == canvas.AI_BLUE and ai[0].size >= 19
    assert [c.fill for c in drawn if c.text == "Alice"] == [tuple(canvas.S.TEXT)]
    assert "1200" in texts(drawn) and "μ" not in texts(drawn)
    drawn.clear()
    rows = [StandingRow(1, "AI 2 · strong", 2.0, 0.5, 30, 2, 2, is_ai=True),
            StandingRow(2, "Bo", 1.0, 1.0, 20, 2, 1)]
    standings_png("Cup", "", rows, translator("en"))
    assert [c.fill for c in drawn if c.text == "AI 2 · strong"] == [canvas.AI_BLUE]


def test_details_add_mu_and_sigma(drawn: list[Drawn]) -> None:
    """Issue 20.15: mu and sigma only on request, explained in the legend."""
    leaderboard_png("Top", "", leader_rows(4), translator("en"), details=True)
    assert {"μ", "σ", "33.0", "1.0"} <= set(texts(drawn))
    assert any(s.startswith("μ: estimated skill") for s in texts(drawn))


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_the_legend_names_every_column_and_the_tie_breaks(lang: str,
                                                          drawn: list[Drawn]) -> None:
    """Issue 20.15: "SoS" and every other column are explained under the table."""
    tr = translator(lang)
    standings_png("Cup", "", standing_rows(6), tr)
    legend = " ".join(c.text for c in drawn if c.size == tables.LEGEND_SIZE)
    for key in ("render.tour.col.points", "render.tour.col.sos", "render.tour.col.vp",
                "render.tour.col.record", "render.tour.col.byes"):
        assert tr(key) in texts(drawn)  # the heading
        assert tr(key) in legend  # and what it means
    order = tr("render.tour.legend.order")
    assert order.split()[0] in legend


def test_empty_tables_and_a_new_players_card_still_render(drawn: list[Drawn]) -> None:
    tr = translator("en")
    opened(standings_png("Cup", "", [], tr))
    opened(leaderboard_png("Top", "", [], tr))
    new = StatsCard("Newbie", "Alien Frontiers", 0, 25.0, 8.333, 0, 0, None, None, [], [])
    opened(stats_png(new, tr))
    assert texts(drawn).count("No players yet") == 2
    assert texts(drawn).count("No games yet") == 2
    assert "Not ranked yet" in texts(drawn) and "—" in texts(drawn)
    assert "0% won" in texts(drawn) and "0" in texts(drawn)


def test_stats_card_shows_record_rivals_and_results(drawn: list[Drawn]) -> None:
    opened(stats_png(CARD, translator("en")))
    shown = texts(drawn)
    for expected in ("#2 on this server", "1093", "48", "40 rated", "19", "40% won", "1.8",
                     SUBSET_NAMES[0], "won 9 of 20", "Spring Cup round 3", "1 of 4", "4 of 4"):
        assert expected in shown
    assert not any("μ" in s for s in shown)
    drawn.clear()
    opened(stats_png(CARD, translator("en"), details=True))
    assert "μ 30.1 · σ 0.9" in texts(drawn)


def test_same_input_gives_the_same_bytes() -> None:
    en, zh = translator("en"), translator("zh")
    rows, leaders = standing_rows(40), leader_rows(20)
    assert standings_png("Cup", "R3", rows, en) == standings_png("Cup", "R3", rows, en)
    assert leaderboard_png("Top", "", leaders, zh) == leaderboard_png("Top", "", leaders, zh)
    assert stats_png(CARD, zh) == stats_png(CARD, zh)
    assert stats_png(CARD, zh) != stats_png(CARD, en)


def listed(message: str) -> int:
    return sum(1 for line in message.splitlines() if re.match(r"^(`\d+\.`|🥇|🥈|🥉) ", line))


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_text_versions_fit_a_discord_message(lang: str) -> None:
    tr = translator(lang)
    for message, n in ((standings_text("Cup " * 60, "Round 6 " * 40, standing_rows(64), tr), 64),
                       (leaderboard_text("Top", "Server", leader_rows(120), tr), 120)):
        assert len(message) <= 2000
        assert "Alice" in message and SUBSET_NAMES[0] in message
        shown = listed(message)
        assert shown >= 20
        assert message.splitlines()[-1] == tr("render.tour.more", n=n - shown)
    short = standings_text("Cup", "", standing_rows(5), tr)
    assert listed(short) == 5 and "…" not in short.splitlines()[-1]
    assert len(stats_text(CARD, tr)) <= 2000


def test_text_versions_mark_medals_drops_byes_and_escape_names() -> None:
    tr = translator("en")
    rows = [*standing_rows(6), StandingRow(7, "*bold* @everyone", 0, 0, 0, 1, 0)]
    message = standings_text("Cup", "Round 2", rows, tr)
    assert message.startswith("**Cup**\n*Round 2*\n")
    assert "🥇 **Alice**" in message and "`4.` Dolores" in message
    assert "~~Eve~~" in message and "*dropped*" in message and "byes: 1" in message
    assert "\\*bold\\*" in message and "@everyone" not in message
    board = leaderboard_text("Top", "", leader_rows(3), tr)
    assert f"🥉 **{SUBSET_NAMES[0]}** — 1096 · 2/12" in board and "(AI)" not in board
    detailed = leaderboard_text("Top", "", leader_rows(3), tr, details=True)
    assert f"🥉 **{SUBSET_NAMES[0]}** — 1096 · 2/12 (μ 31.0 · σ 3.0)" in detailed


def test_summaries_keep_a_post_short() -> None:
    """Issue 20.15: a post's content is the top three, not the picture's table again."""
    tr = translator("en")
    summary = standings_summary("Cup", "Round 2", standing_rows(20), tr)
    assert listed(summary) == 3 and summary.splitlines()[-1] == "… and 17 more"
    assert listed(standings_summary("Cup", "", standing_rows(2), tr)) == 2
    assert listed(leaderboard_summary("Top", "", leader_rows(9), tr)) == 3
    assert len(stats_summary(CARD, tr).splitlines()) == 4


def test_stats_text_lists_rivals_and_results_in_the_readers_language() -> None:
    zh = stats_text(CARD, translator("zh"))
    assert "本服务器第 2 名" in zh and "常遇对手" in zh and "第 1 名 / 4 人" in zh
    en = stats_text(StatsCard("Bo", "AF", 40, 9.0, 2.7, 0, 0, None, None, [], []),
                    translator("en"))
    assert "Not ranked yet" in en and "Average place: —" in en and "No games yet" in en


GOLDEN_CASES = {
    "standings_en": lambda: standings_png("Spring Cup", "Round 3 of 5", standing_rows(10),
                                          translator("en")),
    "standings_leaderboard_zh": lambda: leaderboard_png("评分", "Alien Frontiers",
                                                        leader_rows(10), translator("zh")),
    "standings_stats_es": lambda: stats_png(CARD, translator("es")),
}


@pytest.mark.parametrize("case", sorted(GOLDEN_CASES))
def test_golden(case: str) -> None:
    full = Image.open(io.BytesIO(GOLDEN_CASES[case]())).convert("RGB")
    got = full.resize((full.width // 2, full.height // 2), Image.Resampling.BOX)
    path = GOLDEN / f"{case}.png"
    if os.environ.get("UPDATE_GOLDENS") == "1":
        got.quantize(colors=128).save(path, optimize=True)
        return
    assert path.exists(), f"missing golden {path}; run with UPDATE_GOLDENS=1"
    want = Image.open(path).convert("RGB")
    assert want.size == got.size
    diff = sum(ImageStat.Stat(ImageChops.difference(got, want)).mean) / 3
    assert diff <= 3.0, f"{case} differs from its golden by {diff:.2f}"
