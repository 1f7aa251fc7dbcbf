"""Every rule id of the reference is cited by some test docstring or name (AF-10 examples
are AF-10.1 … AF-10.8)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
REFERENCE = (REPO / ".." / "shared" / "rules" / "alien-frontiers.md").resolve()
ID = re.compile(r"AF-\d+(?:\.\d+)?[a-z]?")


def rule_ids() -> set[str]:
    text = REFERENCE.read_text(encoding="utf-8")
    ids = set(ID.findall(text))
    section = text.split("## AF-10", 1)[1]
    for number in re.findall(r"^(\d+)\. ", section, flags=re.M):
        ids.add(f"AF-10.{number}")
    return ids


def cited() -> set[str]:
    found: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                    node.name.startswith("test"):
                doc = ast.get_docstring(node) or ""
                found.update(ID.findall(doc))
                found.update(i.replace("_", ".") for i in re.findall(r"af_\d+(?:_\d+)?",
                                                                      node.name))
    return found


def test_every_rule_is_cited():
    """The reference (AF-1 … AF-10.8) is fully covered by test docstrings."""
    ids = rule_ids()
    assert "AF-5.7a" in ids and "AF-9.13" in ids and "AF-10.8" in ids
    missing = sorted(ids - cited())
    assert not missing, f"rule ids not cited by any test: {missing}"
