"""Draw the Teams app icons: color.png (192x192, full colour) and outline.png (32x32, white on
transparent, as Teams requires). Run once; the PNGs are committed. Needs Pillow."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

HERE = Path(__file__).resolve().parent
ACCENT = (31, 78, 121, 255)  # the manifest's accentColor #1F4E79
WHITE = (255, 255, 255, 255)


def _speech_bubble_with_cap(draw: ImageDraw.ImageDraw, size: int, colour, width: int | None = None) -> None:
    """A speech bubble (a conversation) holding a mortarboard (advising)."""
    s = size / 32
    bubble = [3 * s, 5 * s, 29 * s, 23 * s]
    if width:
        draw.rounded_rectangle(bubble, radius=5 * s, outline=colour, width=width)
        draw.line([(8 * s, 23 * s), (7 * s, 29 * s), (14 * s, 23 * s)], fill=colour, width=width)
    else:
        draw.rounded_rectangle(bubble, radius=5 * s, fill=colour)
        draw.polygon([(8 * s, 22 * s), (7 * s, 29 * s), (15 * s, 22 * s)], fill=colour)
    cap = ACCENT if not width else colour
    draw.polygon([(16 * s, 8 * s), (25 * s, 12 * s), (16 * s, 16 * s), (7 * s, 12 * s)], fill=cap)
    draw.rectangle([12 * s, 14 * s, 20 * s, 18 * s], fill=cap)
    draw.line([(24 * s, 12 * s), (24 * s, 17 * s)], fill=cap, width=max(1, int(s)))


def main() -> None:
    color = Image.new("RGBA", (192, 192), ACCENT)
    _speech_bubble_with_cap(ImageDraw.Draw(color), 192, WHITE)
    color.convert("RGB").save(HERE / "color.png", optimize=True)

    outline = Image.new("RGBA", (32, 32), (0, 0, 0, 0))
    _speech_bubble_with_cap(ImageDraw.Draw(outline), 32, WHITE, width=2)
    outline.save(HERE / "outline.png", optimize=True)


if __name__ == "__main__":
    main()
