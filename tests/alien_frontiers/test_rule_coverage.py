"""Every rule id of the Alien Frontiers reference is cited by some test's docstring or name.

The ids are kept in `docs/rule-ids/alien-frontiers.txt` (the rulebook examples of the last section
are ids too: its numbered items); the reference is read only when it is beside the repository."""

from __future__ import annotations

from tests.rule_ids import RuleBook

BOOK = RuleBook("alien-frontiers", "AF", numbered=("AF-10",))


def test_every_rule_is_cited() -> None:
    """Each id of the repository's list is cited by a test (the examples section included)."""
    ids = BOOK.ids()
    assert {"AF-1", "AF-5.7a", "AF-9.13", "AF-10.8"} <= set(ids)
    BOOK.check_cited()


def test_the_ids_file_matches_the_reference() -> None:
    """The repository's list is what the reference gives (skipped where it is not beside us)."""
    BOOK.check_reference()
