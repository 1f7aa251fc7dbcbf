"""Every rule id of the reference (AE-1 … AE-7.3) is cited by some test docstring."""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
REFERENCE = (REPO / ".." / "shared" / "rules" / "ascending-empires.md").resolve()
ID = re.compile(r"AE-\d+(?:\.\d+)?")


def cited() -> set[str]:
    found: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                found.update(ID.findall(ast.get_docstring(node) or ""))
    return found


def test_every_rule_is_cited():
    """The reference is fully covered by test docstrings."""
    ids = set(ID.findall(REFERENCE.read_text(encoding="utf-8")))
    assert {"AE-1", "AE-3.2", "AE-5.4", "AE-7.3"} <= ids
    missing = sorted(ids - cited())
    assert not missing, f"rule ids not cited by any test: {missing}"
