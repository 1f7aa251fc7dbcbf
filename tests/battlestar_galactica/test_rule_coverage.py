"""Every rule id of the reference (BSG-0 … BSG-28, the appendices and the test vectors of
BSG-28) is cited by some test docstring. The ids live in docs/rule-ids/battlestar-galactica.txt;
when the shared reference is present, that list must match it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
IDS = REPO / "docs" / "rule-ids" / "battlestar-galactica.txt"
REFERENCE = (REPO / ".." / "shared" / "rules" / "battlestar-galactica.md").resolve()
ID = re.compile(r"BSG-(?:\d+(?:\.\d+)*|A\d)|\bT-\d\d\b")


def listed() -> set[str]:
    return {line.strip() for line in IDS.read_text(encoding="utf-8").splitlines()
            if line.strip()}


def cited() -> set[str]:
    found: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and \
                    node.name.startswith("test"):
                doc = ast.get_docstring(node) or ""
                found.update(ID.findall(doc))
    return found


def test_rule_id_list_matches_the_reference():
    """The id list is the reference's, when the reference is around (BSG-0.1)."""
    if not REFERENCE.exists():
        return
    assert listed() == set(ID.findall(REFERENCE.read_text(encoding="utf-8")))


def test_every_rule_is_cited():
    """BSG-28: every rule id and test vector is cited by a test."""
    ids = listed()
    assert "BSG-23.8" in ids and "T-16" in ids
    missing = sorted(ids - cited())
    assert not missing, f"{len(missing)} rule ids not cited by any test: {missing}"
