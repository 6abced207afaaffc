"""HTML pages of the pictures build/tour.py takes: one set (OUT_DIR/index.html), or two sets side
by side with the screens that differ flagged (`build/tour.py --compare BEFORE AFTER`)."""

from __future__ import annotations

import html
import os
from pathlib import Path


def compare_rows(before: Path, after: Path, diff: Path) -> list[tuple[str, Path | None, Path | None, str]]:
    """Each screen of either folder: its picture in each (None where it is missing), what differs."""
    import compare_pictures

    return [(name.name, before / name if (before / name).exists() else None,
             after / name if (after / name).exists() else None, note)
            for name, note in compare_pictures.differences(before, after, diff)]


def write_page(page: Path, title: str, columns: list[str], rows, diff: Path | None = None) -> None:
    """An HTML page: one row per screen, a picture per column, a flag on the rows that differ."""
    def cell(picture: Path | None) -> str:
        if picture is None:
            return "<td class=missing>missing</td>"
        src = html.escape(os.path.relpath(picture, page.parent))
        return f'<td><a href="{src}"><img src="{src}" loading=lazy></a></td>'

    lines = [f"<!doctype html><meta charset=utf-8><title>{html.escape(title)}</title>",
             "<style>img{width:100%}td{width:33%;vertical-align:top}.changed{background:#fdd}"
             ".missing{background:#ddd}</style>", f"<h1>{html.escape(title)}</h1>",
             f"<p>{sum(1 for row in rows if row[-1])} of {len(rows)} screens differ.</p>" if len(columns) > 1
             else f"<p>{len(rows)} screens.</p>", "<table>",
             "<tr><th>" + "</th><th>".join(html.escape(c) for c in columns) + "</th></tr>"]
    for name, *pictures, note in rows:
        shown = [cell(p) for p in pictures]
        if diff is not None and (diff / name).exists():
            shown.append(cell(diff / name))
        flag = f"<b>changed:</b> {html.escape(note)}" if note else ""
        lines.append(f'<tr class="{"changed" if note else ""}"><td colspan=3 id="{html.escape(name)}">'
                     f"<b>{html.escape(name)}</b> {flag}</td></tr><tr>{''.join(shown)}</tr>")
    lines.append("</table>")
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")


def compare_page(before: Path, after: Path, page: Path) -> int:
    """Write the side-by-side page; the number of screens that differ."""
    diff = page.parent / "diff"
    rows = compare_rows(before, after, diff)
    write_page(page, f"{before.name} and {after.name}", [before.name, after.name, "changed pixels"], rows, diff)
    changed = sum(1 for row in rows if row[-1])
    print(f"{len(rows)} screens, {changed} differ: {page}")
    return changed


def index_page(out: Path, missed: list[str]) -> None:
    rows = [(p.name, p, "") for p in sorted(out.glob("*.png"))]
    write_page(out / "index.html", out.name, [out.name], rows)
    if missed:
        with (out / "index.html").open("a", encoding="utf-8") as page:
            page.write("<h2>Not reached</h2><ul>" + "".join(f"<li>{html.escape(m)}</li>" for m in missed) + "</ul>\n")
