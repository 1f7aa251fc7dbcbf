"""Every rule id of the reference (GT-0 … GT-7 and the test vectors TV-n) is cited by a test.

The ids live in docs/rule-ids/galaxy-trucker.txt; when ../shared is there, that file must list
exactly the ids of the reference."""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
IDS_FILE = REPO / "docs" / "rule-ids" / "galaxy-trucker.txt"
REFERENCE = (REPO / ".." / "shared" / "rules" / "galaxy-trucker.md").resolve()
ID = re.compile(r"\b(?:GT-\d+(?:\.\d+)*|TV-\d+)\b")


def listed() -> set[str]:
    return {line.strip() for line in IDS_FILE.read_text(encoding="utf-8").splitlines()
            if line.strip()}


def cited() -> set[str]:
    found: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                found.update(ID.findall(ast.get_docstring(node) or ""))
    return found


def test_the_id_list_matches_the_reference() -> None:
    """docs/rule-ids/galaxy-trucker.txt lists the reference's ids (checked when ../shared
    exists)."""
    ids = listed()
    assert {"GT-0.1", "GT-3.6.5", "GT-5.6.2.8", "GT-7", "TV-17"} <= ids
    if REFERENCE.exists():
        assert ids == set(ID.findall(REFERENCE.read_text(encoding="utf-8")))


def test_every_rule_is_cited() -> None:
    """Every id of the reference is cited by some test docstring."""
    missing = sorted(listed() - cited(), key=lambda i: [int(x) if x.isdigit() else x
                                                         for x in re.split(r"[-.]", i)])
    assert not missing, f"rule ids not cited by any test: {missing}"
