#!/usr/bin/env python3
"""Rebuilds the subset fonts embedded in keystone-render from the Debian
packages fonts-noto-cjk (Noto Sans CJK, OFL 1.1) and fonts-symbola (Symbola).

    apt-get download fonts-noto-cjk fonts-symbola
    for f in *.deb; do dpkg-deb -x "$f" x; done
    pip install fonttools
    python3 subset.py x/usr/share/fonts

Not run by the build: its outputs are committed.
"""
import sys
from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

root = sys.argv[1] if len(sys.argv) > 1 else "x/usr/share/fonts"


def charset(codec, first, last):
    """Characters of a double-byte legacy codec's rows first..last."""
    chars = set()
    for hi in range(first, last + 1):
        for lo in range(0xA1, 0xFF):
            try:
                chars.add(bytes([hi, lo]).decode(codec))
            except UnicodeDecodeError:
                pass
    return chars


# Common CJK: GB2312 level 1 (3755 hanzi), JIS X 0208 level 1 (2965 kanji),
# KS X 1001 Hangul (2350 syllables), plus kana, CJK punctuation and
# full-width forms.
cjk = charset("gb2312", 0xB0, 0xD7) | charset("euc_jp", 0xB0, 0xCF) | charset("euc_kr", 0xB0, 0xC8)
cjk |= {chr(c) for c in range(0x3000, 0x3100)}  # punctuation, hiragana, katakana
cjk |= {chr(c) for c in range(0xFF00, 0xFFF0)}  # full-width forms
options = subset.Options()
options.layout_features = []
options.name_IDs = ["*"]
options.notdef_outline = True
options.hinting = False  # ab_glyph does not hint
font = TTCollection(f"{root}/opentype/noto/NotoSansCJK-Regular.ttc").fonts[2]  # SC
sub = subset.Subsetter(options)
sub.populate(text="".join(sorted(cjk)))
sub.subset(font)
font.save("NotoSansCJK-Common.otf")
print("CJK:", len(cjk), "characters")

# Symbols and emoji from Symbola (monochrome outlines).
ranges = list(range(0x2000, 0x2C00)) + list(range(0x1F000, 0x1FB00))
font = TTFont(f"{root}/truetype/ancient-scripts/Symbola_hint.ttf")
sub = subset.Subsetter(options)
sub.populate(unicodes=ranges)
sub.subset(font)
font.save("Symbola-Symbols.ttf")
