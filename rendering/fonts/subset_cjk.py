"""Regenerate the Simplified Chinese font subset (a dev tool: needs fonttools, not a runtime dep).

    apt-get install -y fonts-noto-cjk && pip install fonttools
    python rendering/fonts/subset_cjk.py

Keeps every CJK character found in the Chinese catalogs (every domain) plus ASCII and common
CJK punctuation.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parents[2]
SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
FONT_NUMBER = 2  # "Noto Sans CJK SC Bold" inside the collection
OUT = Path(__file__).resolve().parent / "NotoSansCJKsc-Bold-subset.otf"
EXTRA = "，。、：；！？（）《》“”‘’—…·０１２３４５６７８９％＋－×"


def characters() -> str:
    text = "".join(path.read_text(encoding="utf-8")
                   for path in sorted((ROOT / "locales" / "zh" / "LC_MESSAGES").glob("*.po")))
    chars = {ch for ch in text if ord(ch) >= 0x2E80} | set(EXTRA)
    chars |= {chr(c) for c in range(0x20, 0x7F)}
    return "".join(sorted(chars))


def main() -> None:
    chars = characters()
    args = [SOURCE, f"--font-number={FONT_NUMBER}", f"--text={chars}", f"--output-file={OUT}",
            "--layout-features=*", "--no-hinting", "--desubroutinize", "--drop-tables+=GSUB,GPOS"]
    subset.main(args)
    print(f"{OUT.name}: {len(chars)} characters, {OUT.stat().st_size} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
