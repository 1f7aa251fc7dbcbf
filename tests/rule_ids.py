"""Rule ids for the rule-coverage tests of every game.

The ids of a game's reference live inside the repository, in `docs/rule-ids/<game>.txt` (one id
a line, `#` starts a comment), so a clone alone can check that every rule is cited by a test. The
reference itself (`../shared/rules/<game>.md`) is beside the repository only on the team's
machines and in CI: there a second test checks that the file is still what the reference gives.

    python -m tests.rule_ids alien-frontiers AF --numbered AF-10     # regenerate one game's file
"""

from __future__ import annotations

import argparse
import ast
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
IDS_DIR = REPO / "docs" / "rule-ids"
SHARED_RULES = REPO.parent / "shared" / "rules"
TESTS = REPO / "tests"
COVERAGE_TEST = "test_rule_coverage.py"  # its own docstrings cite no rule


@dataclass(frozen=True)
class RuleBook:
    """One game's reference: `game` is the file stem (`alien-frontiers`), `prefix` its ids'
    prefix (`AF`), `numbered` the sections whose numbered list items are ids too (`AF-10` makes
    its items 1., 2., … the ids AF-10.1, AF-10.2, …)."""

    game: str
    prefix: str
    numbered: tuple[str, ...] = ()
    ids_regex: str = ""  # the ids' shape, when it is not `<prefix>-1.2.3a` (test vectors…)

    @property
    def ids_file(self) -> Path:
        return IDS_DIR / f"{self.game}.txt"

    @property
    def reference(self) -> Path:
        return SHARED_RULES / f"{self.game}.md"

    @property
    def pattern(self) -> re.Pattern[str]:
        return re.compile(self.ids_regex or rf"\b{self.prefix}-\d+(?:\.\d+)*[a-z]?\b")

    def command(self) -> str:
        numbered = "".join(f" --numbered {n}" for n in self.numbered)
        return f"python -m tests.rule_ids {self.game} {self.prefix}{numbered}"

    def ids(self) -> list[str]:
        """The ids kept in the repository, in file order."""
        lines = self.ids_file.read_text(encoding="utf-8").splitlines()
        return [line.strip() for line in lines if line.strip() and not line.startswith("#")]

    def extract(self, text: str) -> list[str]:
        """The ids a reference text defines or names, sorted in rule order."""
        found = set(self.pattern.findall(text))
        for section in self.numbered:
            body = re.split(rf"^## {re.escape(section)}\b.*$", text, maxsplit=1, flags=re.M)
            if len(body) == 2:
                body_text = re.split(r"^## ", body[1], maxsplit=1, flags=re.M)[0]
                found.update(f"{section}.{n}" for n in re.findall(r"^(\d+)\. ", body_text,
                                                                   flags=re.M))
        return sorted(found, key=_order)

    def render(self, text: str) -> str:
        """The ids file for a reference text: a header saying how to regenerate it, the ids."""
        header = (f"# Rule ids of shared/rules/{self.game}.md, one a line; regenerate with "
                  f"`{self.command()}`.")
        return "\n".join([header, *self.extract(text)]) + "\n"

    def cited(self, root: Path = TESTS) -> set[str]:
        """Ids cited by tests under `root`: in a test's docstring, or in its name written with
        underscores (`test_af_5_7a_…` cites AF-5.7a)."""
        name_id = re.compile(rf"(?:^|_){self.prefix.lower()}((?:_\d+)+[a-z]?)(?=_|$)")
        found: set[str] = set()
        for path in sorted(root.rglob("test_*.py")):
            if path.name == COVERAGE_TEST:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and \
                        node.name.startswith("test"):
                    found.update(self.pattern.findall(ast.get_docstring(node) or ""))
                    for digits in name_id.findall(node.name):
                        found.add(f"{self.prefix}-" + digits[1:].replace("_", "."))
        return found

    def check_cited(self, root: Path = TESTS) -> None:
        """Fail naming every id of the file that no test cites."""
        ids = self.ids()
        assert ids, f"{self.ids_file} lists no rule id"
        cited = self.cited(root)
        missing = [i for i in ids if i not in cited]
        assert not missing, f"rule ids not cited by any test: {missing}"

    def check_reference(self) -> None:
        """Fail when the ids file is not what the reference gives; skip without the reference."""
        if not self.reference.exists():
            pytest.skip(f"the reference {self.reference} is not beside the repository "
                        f"(only on the team's machines and in CI)")
        want = set(self.extract(self.reference.read_text(encoding="utf-8")))
        have = set(self.ids())
        assert have == want, (
            f"{self.ids_file.relative_to(REPO)} is out of date with {self.reference.name} "
            f"(missing {sorted(want - have, key=_order)}, "
            f"extra {sorted(have - want, key=_order)}): run `{self.command()}`")


def _order(rule: str) -> tuple[tuple[int, int | str], ...]:
    """AF-2 < AF-5.7 < AF-5.7a < AF-10: numbers compare as numbers, a letter after them."""
    return tuple((0, int(part)) if part.isdigit() else (1, part)
                 for part in re.findall(r"\d+|[a-z]+", rule.split("-", 1)[1]))


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write docs/rule-ids/<game>.txt from "
                                                 "../shared/rules/<game>.md.")
    parser.add_argument("game", help="the reference's file stem, e.g. alien-frontiers")
    parser.add_argument("prefix", help="the ids' prefix, e.g. AF")
    parser.add_argument("--numbered", action="append", default=[],
                        help="a section whose numbered items are ids too, e.g. AF-10")
    args = parser.parse_args(None if argv is None else list(argv))
    book = RuleBook(args.game, args.prefix, tuple(args.numbered))
    if not book.reference.exists():
        parser.error(f"no reference at {book.reference}")
    IDS_DIR.mkdir(parents=True, exist_ok=True)
    book.ids_file.write_text(book.render(book.reference.read_text(encoding="utf-8")),
                             encoding="utf-8")
    print(f"{book.ids_file.relative_to(REPO)}: {len(book.ids())} ids")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
