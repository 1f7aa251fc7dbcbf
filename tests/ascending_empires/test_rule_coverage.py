"""Every rule id of the reference is cited by some test docstring.

The ids live in the repository (`docs/rule-ids/ascending-empires.txt`, one a line, taken from the
reference in `../shared/rules/`), so this runs from a plain checkout; where the shared reference
is present, the list is also checked to be up to date with it.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
IDS = REPO / "docs" / "rule-ids" / "ascending-empires.txt"
REFERENCE = (REPO / ".." / "shared" / "rules" / "ascending-empires.md").resolve()
ID = re.compile(r"AE-\d+(?:\.\d+)?")


def listed() -> set[str]:
    return {line.strip() for line in IDS.read_text(encoding="utf-8").splitlines() if line.strip()}


def cited() -> set[str]:
    found: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                found.update(ID.findall(ast.get_docstring(node) or ""))
    return found


def test_every_rule_is_cited():
    """The reference's rule ids are all cited by test docstrings."""
    ids = listed()
    assert all(ID.fullmatch(i) for i in ids)
    assert {"AE-1", "AE-3.2", "AE-5.4", "AE-7.3", "AE-8.7"} <= ids
    missing = sorted(ids - cited())
    assert not missing, f"rule ids not cited by any test: {missing}"


@pytest.mark.skipif(not REFERENCE.exists(), reason="the shared rules reference is not here")
def test_rule_id_list_matches_the_reference():
    """The repository's id list is the reference's (regenerate it when the reference changes)."""
    assert listed() == set(ID.findall(REFERENCE.read_text(encoding="utf-8")))
