"""Text runs drawn from cached glyph masks are the same pixels Pillow's own `text` draws."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageDraw

from rendering import text as T

WORDS = ["Fuel 7", "张小明 3", "Llegó 1.º", "VP", "−2", "+10", "ДЕНЬ", "⏳ 18 h", ""]


def by_pillow(d: ImageDraw.ImageDraw, x: float, y: float, text: str, size: int,
              fill: tuple[int, ...], bold: bool) -> None:
    base = y + round(size * 0.98)
    for chunk, kind in T.runs(text):
        f = T.font(size, bold, kind)
        d.text((x, base), chunk, font=f, fill=fill, anchor="ls")
        x += f.getlength(chunk)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(WORDS), st.integers(9, 40), st.floats(-20, 200), st.floats(-10, 60),
       st.booleans(), st.sampled_from(["RGB", "RGBA"]))
def test_a_cached_run_draws_what_pillow_draws(text: str, size: int, x: float, y: float,
                                              bold: bool, mode: str) -> None:
    fill = (230, 180, 40) if mode == "RGB" else (230, 180, 40, 200)
    ours, theirs = (Image.new(mode, (260, 90), (20, 30, 40, 255)[:len(mode)]) for _ in "ab")
    T.draw(ImageDraw.Draw(ours), x, y, text, size, fill, bold)
    T.draw(ImageDraw.Draw(ours), x, y + 30, text, size, fill, bold)  # again, from the cache
    by_pillow(ImageDraw.Draw(theirs), x, y, text, size, fill, bold)
    by_pillow(ImageDraw.Draw(theirs), x, y + 30, text, size, fill, bold)
    assert ours.tobytes() == theirs.tobytes()


@pytest.mark.parametrize("word,first,second", [("Comunicaciones", "Comunicacio-", "nes"),
                                               ("Communications", "Communica-", "tions")])
def test_a_word_too_long_for_its_box_breaks_where_a_syllable_starts(word: str, first: str,
                                                                   second: str) -> None:
    """A location's name of one long word (Spanish "Comunicaciones") is broken in two with a
    hyphen where a syllable starts, as the reader expects, instead of losing its end to "…";
    a word that fits, Chinese text and a box with no room for a second line are left alone."""
    box = T.width(first, 10) + 1
    assert T.fit_lines(word, box, 2, 14, 10) == ([first, second], 10)
    assert T.fit_lines(word, 400, 2, 14, 10) == ([word], 14)
    assert T.fit_lines(word, box, 1, 14, 10)[0][0].endswith("…")
    assert "-" not in "".join(T.fit_lines("通讯室通讯室通讯室", 40, 2, 14, 10)[0])
