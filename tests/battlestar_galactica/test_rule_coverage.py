"""Every rule id and test vector of the Battlestar Galactica reference is cited by a test.

The ids are kept in `docs/rule-ids/battlestar-galactica.txt`; the reference is read only when it
is beside the repository."""

from __future__ import annotations

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
