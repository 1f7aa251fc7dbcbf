"""Golden Alien Frontiers pictures of fixed positions: the full board and the private panel, each
also as a phone shows it (400 px wide), compared with a tolerance.

Regenerate after an intended change with
`UPDATE_GOLDENS=1 pytest tests/rendering/test_af_golden.py`. On a mismatch the test writes the
picture it got and a picture of the differences, and names both files in its message.
"""

from __future__ import annotations

import io
import os
import sys
import tempfile
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from rendering.alien_frontiers import PHONE_W, board_png, panel_png
from tests.rendering.positions import END, NAMES, advanced, translator

GOLDEN = Path(__file__).resolve().parent / "golden"
DIFFS = Path(tempfile.gettempdir()) / "af-golden-diffs"
MEAN_LIMIT = 1.5  # mean absolute difference per channel (0–255)
PIXEL_STEP = 48  # a pixel "differs" when a channel moved by more than this …
CHANGED_SHARE = 0.00002  # … in at most this share of pixels (a changed number fails)
CASES = {
    "two_en": (2, 11, 90, "en"),
    "three_zh": (3, 22, 160, "zh"),
    "four_es": (4, 33, 240, "es"),
    "final_en": (4, 3, END, "en"),  # 2nd place decided by alien tech cards
    "final_es": (3, 6, END, "es"),  # a shared 2nd place
}


def phone(data: bytes) -> Image.Image:
    """The picture as Discord shows it on a phone before it is opened."""
    im = Image.open(io.BytesIO(data)).convert("RGB")
    return im.resize((PHONE_W, round(im.height * PHONE_W / im.width)), Image.Resampling.LANCZOS)


def differences(got: Image.Image, want: Image.Image) -> tuple[float, float]:
    """(mean absolute difference, share of pixels that changed by more than PIXEL_STEP)."""
    diff = ImageChops.difference(got, want)
    mean = sum(ImageStat.Stat(diff).mean) / 3
    changed = diff.convert("L").point(lambda v: 255 if v > PIXEL_STEP // 2 else 0)
    share = ImageStat.Stat(changed).mean[0] / 255
    return mean, share


def report(name: str, got: Image.Image, want: Image.Image) -> tuple[Path, Path]:
    """Write what we got and the golden | got | differences (brightened) side by side."""
    DIFFS.mkdir(parents=True, exist_ok=True)
    got_path, diff_path = DIFFS / f"{name}.got.png", DIFFS / f"{name}.diff.png"
    got.save(got_path)
    bright = ImageChops.difference(got, want).point(lambda v: min(255, v * 4))
    sheet = Image.new("RGB", (got.width * 3, got.height))
    for k, im in enumerate((want, got, bright)):
        sheet.paste(im, (k * got.width, 0))
    sheet.save(diff_path)
    return got_path, diff_path


def stored(got: Image.Image) -> Image.Image:
    """A downscaled picture as its golden keeps it: mapped onto 256 colours, so it stays small
    and the same picture maps onto the golden's palette exactly."""
    palette = got.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    return got.quantize(palette=palette, dither=Image.Dither.NONE)


def check(name: str, got: Image.Image, png: bytes | None = None) -> None:
    """Compare with tests/rendering/golden/<name> (`png`: the renderer's own file, kept as is);
    on failure say where to look."""
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDENS") == "1":
        if png is not None:
            path.write_bytes(png)
        else:
            stored(got).save(path, optimize=True)
        return
    if not path.exists():
        pytest.fail(f"missing golden {path}; run with UPDATE_GOLDENS=1")
    golden = Image.open(path)
    golden.load()
    want = golden.convert("RGB")
    assert want.size == got.size, f"{name}: size {got.size}, golden {want.size}"
    if png is None and golden.mode == "P":
        got = got.quantize(palette=golden, dither=Image.Dither.NONE).convert("RGB")
    mean, share = differences(got, want)
    if mean > MEAN_LIMIT or share > CHANGED_SHARE:
        got_path, diff_path = report(name, got, want)
        pytest.fail(f"{name} differs from its golden (mean {mean:.2f}, {share:.3%} of pixels "
                    f"changed)\n  got:         {got_path}\n  golden|got|diff: {diff_path}\n"
                    f"  intended? UPDATE_GOLDENS=1 pytest {Path(__file__).name}")


@pytest.mark.parametrize("case", sorted(CASES))
def test_golden_board(case: str) -> None:
    seats, seed, moves, lang = CASES[case]
    v = advanced(seats, seed, moves)
    data = board_png(v, translator(lang), NAMES[:seats])
    check(f"{case}_board.png", Image.open(io.BytesIO(data)).convert("RGB"), data)
    check(f"{case}_board_400.png", phone(data))


@pytest.mark.parametrize("case", ["two_en", "three_zh", "four_es"])
def test_golden_panel(case: str) -> None:
    seats, seed, moves, lang = CASES[case]
    v = advanced(seats, seed, moves)
    seat = v["to_act"] if v["to_act"] is not None else 0
    data = panel_png(v, seat, translator(lang), NAMES[:seats])
    check(f"{case}_panel.png", Image.open(io.BytesIO(data)).convert("RGB"), data)
    check(f"{case}_panel_400.png", phone(data))


def test_a_mismatch_names_the_files_to_look_at(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A changed picture fails with the paths of what it got and of the differences."""
    monkeypatch.setattr(sys.modules[__name__], "DIFFS", tmp_path)
    monkeypatch.delenv("UPDATE_GOLDENS", raising=False)  # never write the changed picture
    name = "two_en_board_400.png"
    want = Image.open(GOLDEN / name).convert("RGB")
    changed = want.copy()  # a 60 px square of another colour: about 3% of the picture
    changed.paste((255, 0, 255), (100, 100, 160, 160))
    with pytest.raises(pytest.fail.Exception) as failure:
        check(name, changed)
    message = str(failure.value)
    paths = [Path(line.split(": ", 1)[1].strip()) for line in message.splitlines()
             if line.strip().startswith(("got:", "golden|got|diff:"))]
    assert len(paths) == 2 and all(p.is_file() and p.parent == tmp_path for p in paths), message
    check(name, want)  # and the golden itself passes
