"""Alt text of the Galaxy Trucker pictures: a few sentences a screen reader reads."""

from __future__ import annotations

from typing import Any

from rendering.galaxy_trucker import style as S
from rendering.galaxy_trucker.board import (
    awaited,
    damage_title,
    launch_title,
    prelaunch,
    title,
)
from rendering.galaxy_trucker.ship import LOSSES

LIMIT = 1000


def who(tr: S.Translate, view: dict[str, Any], seat: int, names: list[str]) -> str:
    colour = view["players"][seat]["colour"]
    name = names[seat] if seat < len(names) and names[seat] else ""
    return tr("gt.alt.player", colour=tr(f"gt.colour.{colour}"), name=name or "-")


def ship_sentence(tr: S.Translate, view: dict[str, Any], seat: int, names: list[str]) -> str:
    ship = view["ships"][seat]
    if ship.get("hidden"):
        return tr("gt.alt.ship_hidden", player=who(tr, view, seat, names),
                  count=ship["tile_count"])
    st = ship["stats"]
    text = tr("gt.alt.ship", player=who(tr, view, seat, names),
              tiles=tr("gt.alt.tiles", count=len(ship["tiles"])),
              engine=st["engine_max"], fire=f"{st['fire_max']:g}", crew=st["crew"],
              batteries=tr("gt.alt.batteries", count=st["batteries"]),
              exposed=tr("gt.alt.exposed", count=st["exposed"]),
              lost=tr("gt.alt.lost", count=len(ship["lost"])))
    if st["shields"]:
        text += " " + tr("gt.alt.shields", sides=[tr(f"gt.side.{side}")
                                                  for side in st["shields"]])
    return text


def credits(tr: S.Translate, view: dict[str, Any], seat: int) -> str:
    return tr("gt.alt.credits", count=view["players"][seat]["credits"])


def alt_text(view: dict[str, Any], tr: S.Translate, names: list[str]) -> str:
    parts = [tr("gt.alt.heading", title=title(tr, view))]
    if view["phase"] in ("build", "scheme"):
        parts += [ship_sentence(tr, view, p["seat"], names) for p in view["players"]]
    elif prelaunch(view):
        parts += prelaunch_sentences(view, tr, names)
    else:
        parts += flight_sentences(view, tr, names)
    text = " ".join(parts)
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"


def awaited_sentence(view: dict[str, Any], tr: S.Translate, names: list[str]) -> list[str]:
    waiting = awaited(view)
    return [tr("gt.alt.awaited", players=[who(tr, view, s, names) for s in waiting],
               decision=tr(f"gt.decision.{view['decision']['kind']}"))] if waiting else []


def prelaunch_sentences(view: dict[str, Any], tr: S.Translate, names: list[str]) -> list[str]:
    """Between building and the launch nobody flies yet: the cards the flight will have, whose
    decision the game waits on, and each player's order tile."""
    players = sorted(view["players"], key=lambda p: p["order_tile"] or 0)
    return [tr("gt.alt.deck_coming", count=view["deck_left"]),
            *awaited_sentence(view, tr, names),
            *(tr("gt.alt.order_tile", player=who(tr, view, p["seat"], names),
                 order=p["order_tile"], credits=credits(tr, view, p["seat"]))
              for p in players)]


def flight_sentences(view: dict[str, Any], tr: S.Translate, names: list[str]) -> list[str]:
    """In flight (and once the game is over): the card and the deck, whose decision the game
    waits on, each rocket's days behind the leader, and who gave up."""
    parts = []
    card = view["card"]
    if card is not None:
        parts.append(tr("gt.alt.card", card=tr(f"gt.card.{card['kind']}.name")))
    if not view["over"]:
        parts.append(tr("gt.alt.deck", count=view["deck_left"]))
    parts += awaited_sentence(view, tr, names)
    lead = max((p["distance"] for p in view["players"] if p["distance"] is not None
                and p["flying"]), default=None)
    for seat in view["flight_order"]:
        p = view["players"][seat]
        behind = lead - p["distance"] if lead is not None and p["distance"] is not None else 0
        parts.append(tr("gt.alt.rocket", player=who(tr, view, seat, names), count=behind,
                        credits=credits(tr, view, seat)))
    flying = set(view["flight_order"])
    parts += [tr("gt.alt.gave_up", player=who(tr, view, p["seat"], names),
                 credits=credits(tr, view, p["seat"]))
              for p in view["players"] if p["seat"] not in flying]
    return parts


def ship_alt(view: dict[str, Any], seat: int, tr: S.Translate, names: list[str]) -> str:
    ship = view["ships"][seat]
    text = ship_sentence(tr, view, seat, names)
    if ship["hand"] is not None:
        from games.galaxy_trucker.tiles import TILES

        text += " " + tr("gt.alt.hand", tile=tr(f"gt.tile.{TILES[ship['hand']].kind}.name"))
    return text[:LIMIT]


def ships_alt(view: dict[str, Any], tr: S.Translate, names: list[str]) -> str:
    text = " ".join(ship_sentence(tr, view, p["seat"], names) for p in view["players"])
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"


def launch_alt(view: dict[str, Any], tr: S.Translate, names: list[str]) -> str:
    """Every ship at launch: the title, then each ship's numbers."""
    text = f"{tr('gt.alt.heading', title=launch_title(tr, view))} {ships_alt(view, tr, names)}"
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"


def damage_alt(view: dict[str, Any], seats: list[int], tr: S.Translate,
               names: list[str]) -> str:
    """The ships a card hit: which squares each lost, then its numbers."""
    parts = [tr("gt.alt.heading", title=damage_title(tr, view))]
    for seat in seats:
        squares = [e["square"] for e in view["card_events"]
                   if e["event"] in LOSSES and e.get("seat") == seat]
        parts.append(tr("gt.alt.damage", player=who(tr, view, seat, names), count=len(squares),
                        squares=squares))
        parts.append(ship_sentence(tr, view, seat, names))
    text = " ".join(parts)
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"
