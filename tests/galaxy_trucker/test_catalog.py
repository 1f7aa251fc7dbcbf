"""Every word the table will show for Galaxy Trucker exists in English, Chinese and Spanish:
names and effects of every card, tile kind, role and module, option descriptions, and the
refusals the engine picks from data (which the source scan of test_message_keys cannot see)."""

from __future__ import annotations

import string

import pytest

from bot import i18n
from games.galaxy_trucker import GAME
from games.galaxy_trucker.building import _RULE
from games.galaxy_trucker.data import ALL_CARDS, BASE_CARDS, ROUGH_ROADS, card_kind
from games.galaxy_trucker.notation import ALIENS, GOODS, GRAMMAR, ROLES
from games.galaxy_trucker.tiles import TILE_KINDS

MODULES = ("new_technology", "fifth_player", "new_classes", "evil_machinations", "rough_roads",
           "bonus_cards")


def expected_keys() -> set[str]:
    kinds = {card_kind(c) for c in (*ALL_CARDS, *ROUGH_ROADS)} | {
        d["kind"] for d in BASE_CARDS.values()}
    keys = {f"gt.card.{k}.{part}" for k in kinds for part in ("name", "effect")}
    keys |= {f"gt.tile.{k}.name" for k in TILE_KINDS}
    keys |= {f"gt.role.{r}.name" for r in ROLES} | {f"gt.alien.{a}.name" for a in ALIENS}
    keys |= {f"gt.good.{g}.name" for g in GOODS} | {f"gt.module.{m}.name" for m in MODULES}
    keys |= {o.description for o in GAME.info.options} | {"gt.title", "gt.pitch"}
    keys |= {f"gt.word.{spec.rstrip('?')}" for specs in GRAMMAR.values() for spec in specs
             if spec.rstrip("?") not in ("fire", "late", "sq")} | {"gt.word.square"}
    keys |= {f"gt.dir.{d}" for d in "nesw"}
    return keys


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_every_name_and_effect_is_translated(lang: str) -> None:
    catalog = i18n.catalog(lang)
    missing = sorted(k for k in expected_keys() if not catalog.get(k, "").strip())
    assert not missing, missing


def test_refusals_chosen_from_data_have_their_words() -> None:
    english = i18n.catalog("en")
    fields = {key: {f for _, f, _, _ in string.Formatter().parse(english[key]) if f}
              for key in (*_RULE, "gt.err.bad_direction", "gt.err.bad_good", "gt.err.bad_alien",
                          "gt.err.bad_role", "gt.err.bad_card", "gt.err.bad_half")}
    assert all(fields[k] <= {"square"} for k in _RULE)
    assert all(v <= {"text", "choices"} for k, v in fields.items() if k not in _RULE)


def test_seed_names_are_used() -> None:
    """The Chinese names are the seed rulebook's."""
    assert i18n.names_for("gt.card.pirates.name")["zh"] == "贼盗"
    assert i18n.names_for("gt.card.abandoned_station.name")["zh"] == "不明空间站"
    assert i18n.names_for("gt.tile.luxury.name")["zh"] == "豪华座舱"
    assert i18n.names_for("gt.card.remorseless_fate.name")["zh"] == "残酷的命运"
    assert i18n.names_for("gt.role.diplomat.name")["zh"] == "外交家"
