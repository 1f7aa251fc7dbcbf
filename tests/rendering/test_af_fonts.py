"""The bundled Chinese font subset covers every character the renderer draws from the catalog."""

from __future__ import annotations

from bot.i18n import catalog
from rendering import text

DRAWN_PREFIXES = ("render.", "af.colour.", "af.resource.", "af.relic_ship",
                  "ae.colour.", "ae.player.", "ae.quadrant.", "gt.pic.", "gt.colour.", "bsg.pic.",
                  "bsg.decision.")
DRAWN_NAMES = ("af.facility.", "af.territory.", "af.card.", "af.field.", "bsg.card.",
               "bsg.character.", "bsg.location.", "bsg.resource.")


def drawn_texts() -> dict[str, str]:
    zh = catalog("zh")
    return {k: v for k, v in zh.items()
            if k.startswith(DRAWN_PREFIXES) or (k.startswith(DRAWN_NAMES) and k.endswith(".name"))}


def test_drawn_keys_are_found() -> None:
    keys = drawn_texts()
    assert "af.facility.solar_converter.name" in keys
    assert "render.turn" in keys and "bsg.location.ftl_control.name" in keys
    assert len(keys) > 60


def test_subset_has_every_drawn_chinese_character() -> None:
    missing = sorted({ch for s in drawn_texts().values() for ch in s
                      if text.is_cjk(ch) and not text.in_subset(ch)})
    assert not missing, f"characters missing from the CJK subset: {''.join(missing)}"


def test_cjk_runs_use_the_cjk_font() -> None:
    assert text.runs("第 3 回合") == (("第", text.HAN), (" 3 ", text.LATIN), ("回合", text.HAN))


def test_subset_is_small() -> None:
    assert text.CJK.stat().st_size < 1_500_000
    assert (text.FONT_DIR / "LICENSE-NotoSansCJK-OFL.txt").is_file()
    assert (text.FONT_DIR / "LICENSE-DejaVu.txt").is_file()
