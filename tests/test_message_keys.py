"""Every refusal a player can read is a catalog key, so it reaches them in their language.

Engines raise `IllegalMove("<prefix>.err.…", **params)` and the platform raises its `UserError`s
the same way; the table translates them. This reads the source (every `raise` of a player-facing
error and every `Msg(...)`) and checks that the key is a literal in the English catalog, with the
parameters the English text uses. Words built at run time are refused (the catalog test could not
see them), except a key put together from a pattern (`f"{prefix}.title"`) that some key fits.
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from bot import i18n

REPO = Path(__file__).resolve().parent.parent
PLAYER_ERRORS = {"GameError", "IllegalMove", "UserError", "NotFound", "ChannelBusy", "StaleMove",
                 "NotAllowed", "StoreUnavailable"}
KEY = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")
PACKAGES = sorted({str(p.parent.relative_to(REPO)) for top in ("games", "bot", "cogs")
                   for p in (REPO / top).rglob("*.py")})


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def player_words(path: Path) -> list[tuple[int, ast.Call]]:
    """Every call that raises a player-facing error or builds a `Msg`, with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and \
                _name(node.exc.func) in PLAYER_ERRORS:
            found.append((node.lineno, node.exc))
        elif isinstance(node, ast.Call) and _name(node.func) == "Msg":
            found.append((node.lineno, node))
    return found


def files(package: str) -> list[Path]:
    """The package's own modules (its subpackages are checked on their own)."""
    return sorted((REPO / package).glob("*.py"))


def key_pattern(text: ast.JoinedStr) -> re.Pattern[str]:
    """A key put together from parts (`f"{prefix}.title"`): the keys it can be."""
    parts = [re.escape(v.value) if isinstance(v, ast.Constant) else r"[a-z0-9_.]+"
             for v in text.values]
    return re.compile("".join(parts))


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


@pytest.mark.parametrize("package", PACKAGES)
def test_refusals_are_catalog_keys(package: str) -> None:
    english = i18n.catalog("en")
    wrong = []
    for path in files(package):
        for line, call in player_words(path):
            where = f"{path.relative_to(REPO)}:{line}"
            if not call.args:
                continue
            first = call.args[0]
            if isinstance(first, ast.JoinedStr):
                pattern = key_pattern(first)
                if not any(pattern.fullmatch(k) for k in english):
                    wrong.append(f"{where}: no catalog key fits {pattern.pattern}")
                continue
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                if isinstance(first, ast.Name | ast.Attribute | ast.Subscript):
                    continue  # a key chosen from data (checked where the data is)
                wrong.append(f"{where}: the words are not a catalog key")
                continue
            key = first.value
            if not KEY.fullmatch(key):
                wrong.append(f"{where}: {key[:50]!r} is text, not a catalog key")
            elif key not in english:
                wrong.append(f"{where}: {key} is not in the English catalog")
            else:
                given = {k.arg for k in call.keywords if k.arg and k.arg != "rule"}
                if any(k.arg is None for k in call.keywords):
                    continue  # **params: checked by the playouts that raise it
                if len(call.args) > 1:  # Msg(key, {...}): the parameters as a dict
                    params = call.args[1]
                    if not isinstance(params, ast.Dict) or None in params.keys:
                        continue  # built elsewhere: checked by the tests that render it
                    given |= {k.value for k in params.keys if isinstance(k, ast.Constant)}
                missing = placeholders(english[key]) - given
                if missing:
                    wrong.append(f"{where}: {key} needs {sorted(missing)}")
    assert not wrong, "\n".join(wrong)
