"""Every rule id of the Ascending Empires reference is cited by some test's docstring.

The ids are kept in `docs/rule-ids/ascending-empires.txt`; the reference is read only when it is
beside the repository."""

from __future__ import annotations

from tests.rule_ids import RuleBook

BOOK = RuleBook("ascending-empires", "AE", ids_regex=r"AE-\d+(?:\.\d+)?")


def test_every_rule_is_cited() -> None:
    """The reference's rule ids are all cited by test docstrings."""
    ids = set(BOOK.ids())
    assert all(BOOK.pattern.fullmatch(i) for i in ids)
    assert {"AE-1", "AE-3.2", "AE-5.4", "AE-7.3", "AE-8.7"} <= ids
    BOOK.check_cited()


def test_the_ids_file_matches_the_reference() -> None:
    """The repository's list is what the reference gives (skipped where it is not beside us)."""
    BOOK.check_reference()
