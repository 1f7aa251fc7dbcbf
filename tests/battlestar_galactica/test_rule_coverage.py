"""Every rule id and test vector of the Battlestar Galactica reference is cited by a test.

The ids are kept in `docs/rule-ids/battlestar-galactica.txt` and the rules marked `[unverified]`
in `battlestar-galactica-unverified.txt` beside it, so a clone alone checks both; the reference
is read only when it is beside the repository."""

from __future__ import annotations

import re

import pytest

from tests.rule_ids import RuleBook

BOOK = RuleBook("battlestar-galactica", "BSG",
                ids_regex=r"BSG-(?:\d+(?:\.\d+)*|A\d)|\bT-\d\d\b")


def test_every_rule_is_cited() -> None:
    """BSG-28: every rule id and test vector is cited by a test."""
    assert {"BSG-23.8", "T-16"} <= set(BOOK.ids())
    BOOK.check_cited()


def test_the_ids_file_matches_the_reference() -> None:
    """The id list is the reference's (BSG-0.1; skipped where it is not beside us)."""
    BOOK.check_reference()


UNVERIFIED = BOOK.ids_file.with_name("battlestar-galactica-unverified.txt")


def unverified_in(reference: str) -> set[str]:
    """The rules the reference marks `[unverified]` or ambiguous (before its test vectors)."""
    marked, rule = set(), None
    for line in reference.split("## BSG-27")[0].splitlines():
        defined = re.match(r"\s*(?:-|#+|\d+\.)\s+\**(BSG-\d+(?:\.\d+)*)", line)
        if defined:
            rule = defined.group(1)
        if rule and rule != "BSG-0.1" and re.search(r"unverified|ambiguous", line):
            marked.add(rule)
    return marked


def listed_unverified() -> set[str]:
    """The marked rules as kept in the repository, one a line (`#` starts a comment)."""
    lines = UNVERIFIED.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def test_every_unverified_mark_is_data_or_a_ruling() -> None:
    """BSG-0.1: each rule the reference marks `[unverified]` or ambiguous (kept in
    `docs/rule-ids/battlestar-galactica-unverified.txt`) is named in the docs' rulings or
    their table of values kept as data."""
    marked = listed_unverified()
    docs = (BOOK.ids_file.parents[1] / "battlestar-galactica.md").read_text(encoding="utf-8")
    listed = docs.split("## Rulings")[1].split("## AI and figures")[0]
    missing = {r for r in marked if not re.search(rf"{re.escape(r)}(?![\d.]*\d)", listed)}
    assert {"BSG-13.3", "BSG-26", "BSG-1.5"} <= marked and not missing, sorted(missing)


def test_the_unverified_list_matches_the_reference() -> None:
    """BSG-0.1: the kept list is the reference's marks (skipped where it is not beside us)."""
    if not BOOK.reference.exists():
        pytest.skip("the reference is not beside the repository")
    want = unverified_in(BOOK.reference.read_text(encoding="utf-8"))
    assert listed_unverified() == want, (
        f"{UNVERIFIED.name} is out of date: missing {sorted(want - listed_unverified())}, "
        f"extra {sorted(listed_unverified() - want)}")
