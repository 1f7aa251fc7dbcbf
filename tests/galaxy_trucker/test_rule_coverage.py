"""Every rule id of the Galaxy Trucker reference (GT-0 … GT-7 and the test vectors TV-n) is
cited by a test.

The ids are kept in `docs/rule-ids/galaxy-trucker.txt`; the reference is read only when it is
beside the repository."""

from __future__ import annotations

from tests.rule_ids import RuleBook

BOOK = RuleBook("galaxy-trucker", "GT", ids_regex=r"\b(?:GT-\d+(?:\.\d+)*|TV-\d+)\b")


def test_every_rule_is_cited() -> None:
    """Every id of the reference is cited by some test docstring."""
    assert {"GT-0.1", "GT-3.6.5", "GT-5.6.2.8", "GT-7", "TV-17"} <= set(BOOK.ids())
    BOOK.check_cited()


def test_the_ids_file_matches_the_reference() -> None:
    """The repository's list is what the reference gives (skipped where it is not beside us)."""
    BOOK.check_reference()
