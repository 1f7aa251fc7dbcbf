"""Every card, character, location, option, decision and refusal of the engine has words in
the `bsg` catalogs (the table shows names and effects in the player's language)."""

from __future__ import annotations

import re
from pathlib import Path

from bot import i18n
from games.battlestar_galactica import GAME
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import characters as C
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.allies import ALLIES
from games.battlestar_galactica.data.cards import CRISES, SUPERS
from games.battlestar_galactica.data.crossroads import CROSSROADS
from games.battlestar_galactica.data.destinations import DESTINATIONS
from games.battlestar_galactica.data.loyalty import CYLON_CARDS, FINAL_FIVE, PERSONAL_GOALS
from games.battlestar_galactica.data.quorum import QUORUM

PACKAGE = Path(__file__).resolve().parents[2] / "games" / "battlestar_galactica"


def card_ids() -> set[str]:
    names = {c["name"] for c in CRISES.values()} | set(SUPERS) | set(QUORUM)
    names |= set(DESTINATIONS) | set(ALLIES) | set(CROSSROADS)
    names |= {K.name(code) for code in K.ALL_CODES}
    names |= {"not_cylon", "sympathizer", *CYLON_CARDS, *PERSONAL_GOALS, *FINAL_FIVE}
    return names


def test_every_named_thing_has_words():
    """BSG-27.8 / BSG-1.18 / BSG-1.20: names and effects of every card, character and
    location, the options and their choices, in every language."""
    keys = i18n.keys()
    wanted = {f"bsg.card.{c}.{part}" for c in card_ids() for part in ("name", "effect")}
    wanted |= {f"bsg.character.{c}.{part}" for c in C.CHARACTERS for part in ("name", "effect")}
    wanted |= {f"bsg.location.{c}.{part}" for c in B.LOCATIONS for part in ("name", "effect")}
    wanted |= {f"bsg.area.{a}.name" for a in B.AREAS}
    wanted |= {f"bsg.resource.{r}.name" for r in B.RESOURCES}
    wanted |= {f"bsg.option.{o.key}" for o in GAME.info.options}
    wanted |= {f"bsg.option.{o.key}.{c}" for o in GAME.info.options for c in o.choices}
    wanted |= {"bsg.title", "bsg.pitch"}
    missing = sorted(wanted - keys)
    assert not missing, missing


def test_every_decision_kind_has_words():
    """BSG-27.2: the action queue names every pending decision."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py"))
    kinds = set(re.findall(r'ask(?:_many)?\(s, f, [^,]+, "([a-z_]+)"', source))
    kinds |= set(re.findall(r'ask_many\(s, f, None, "([a-z_]+)"', source))
    kinds |= set(re.findall(r'kind="([a-z_]+)", options', source))
    kinds |= set(re.findall(r'ask_then\(s, [^,]+, "([a-z_]+)"', source))
    assert "contribute" in kinds and "window" in kinds
    known = i18n.keys()
    missing = sorted(k for k in kinds if f"bsg.decision.{k}" not in known)
    assert not missing, missing
