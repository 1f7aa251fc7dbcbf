"""The hidden-information map (BSG-26) as a check on every view and every event text: what a
seat (or the public) receives never holds another seat's secrets.

Secrets with their own ids (loyalty cards and Personal Goals, Super Crisis cards, the Quorum
hand, Crossroads cards, cards looked at or drawn to choose from, and every face-down deck) are
looked for by id in the data and by name in the rendered texts. Secrets without ids of their own
(skill cards in hand or put in a check, trauma tokens, standing orders) are checked by where
they may appear at all: a skill card is named in public only where a rule makes it public, a
trauma token only when it is revealed, a standing order never; and who is asked in an
interrupt window only to the asked seat itself."""

from __future__ import annotations

import json
import re
from typing import Any

from cogs.battlestar_galactica import labels as L
from games.battlestar_galactica import GAME
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import characters as C
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.state import State

# (event, field) whose public part may name skill cards: played, discarded face up
# (BSG-1.10.2), or shown in a check's reveal (BSG-26, Red Tape, Quick Fix, Trust Instincts) or
# by Mysterious Message's discards.
PUBLIC_SKILLS = {("card_played", "card"), ("discard", "card"), ("check_revealed", "cards"),
                 ("destiny_added", "cards"), ("quick_fix", "card"), ("red_tape", "removed"),
                 ("destiny_discarded", "card")}
# (event, field) whose public part may name a trauma token: revealed on an encounter, at the
# Crossroads reveal and at the Trial (BSG-23.5, BSG-23.8).
PUBLIC_TRAUMA = {("ally_met", "token"), ("crossroads_revealed", "token"),
                 ("trauma_shown", "tokens")}
TRAUMA = set(B.SUPPLY_TRAUMA)
# (event, field) naming a card the rules reveal: a known card shuffled back into its deck (where
# it is stays unknown), a Final Five card examined (BSG-22.3.1), a goal unrevealed at the end
# (BSG-22.2.3).
REVEALED = {("reshuffled_into_deck", "card"), ("final_five", "card"), ("goal_penalty", "card")}
# Words that are also ids of cards (Tigh's once-per-game Declare Martial Law and the crisis):
# their appearance says nothing about the card.
SHARED_WORDS = (set(C.CHARACTERS) | set(B.LOCATIONS) | set(C.OPG_ACTIONS.values())
                | set(C.OPG_WINDOWS.values()) | set(B.RESOURCES) | set(B.GALACTICA_DAMAGE))
NAMES = [f"P{q}" for q in range(6)]
CHECK_RECORD = {"card", "src", "current", "round", "difficulty", "colours", "counts", "destiny",
                "cards", "total", "result"}


def _strings(x: Any) -> list[str]:
    if isinstance(x, str):
        return [x]
    if isinstance(x, (list, tuple)):
        return [y for v in x for y in _strings(v)]
    if isinstance(x, dict):
        return [y for v in x.values() for y in _strings(v)]
    return []


def hidden_ids(s: State, viewer: int | None) -> set[str]:
    """Every id the viewer may not read: other seats' secrets and the face-down decks."""
    return (owned_secrets(s, viewer) | set(
        s.crisis_deck + s.destination_deck + s.quorum_deck + s.super_deck + s.loyalty_deck
        + s.human_pile + s.ally_deck)) - SHARED_WORDS


def owned_secrets(s: State, viewer: int | None) -> set[str]:
    """The ids other seats hold or have seen: loyalty cards and goals, Super Crisis cards, the
    Quorum hand, Crossroads cards, looked-at deck tops, cards drawn to choose from."""
    ids = set()
    if s.titles.get("president") != viewer:
        ids |= set(s.quorum_hand)
    revealed = {q for f in s.stack if f["op"] == "crossroads_phase"
                for q in f.get("order_done", [])}
    for q, p in enumerate(s.players):
        if q == viewer:
            continue
        ids |= set(p["loyalty"]) | (set(p["supers"]) - set(s.super_discard))
        card = s.crossroads.get("cards", {}).get(str(q))
        if card and q not in revealed:
            ids.add(card)
        for seen in p["known"]:
            if seen["kind"] in ("crisis", "destination"):
                deck = s.crisis_deck if seen["kind"] == "crisis" else s.destination_deck
                if seen["top"] in deck:
                    ids.add(seen["top"])
    for f in s.stack:  # cards drawn to choose from, seen by the chooser alone
        owner = s.current if f["op"] == "crisis_step" else f.get("seat")
        if owner == viewer or f["op"] not in ("crisis_step", "caprica_crisis",
                                              "choose_destination", "skilled_politician",
                                              "influential"):
            continue
        ids |= set(f.get("drawn", []) + f.get("cards", []) + f.get("order", []))
    return ids


def check_view(s: State, viewer: int | None) -> None:
    """BSG-26 for one viewer: its own secrets in `me`, nobody else's anywhere it can read."""
    view = GAME.view(s, viewer)
    _check_me(s, viewer, view)
    public = {k: v for k, v in view.items() if k not in ("me", "events", "check_log")}
    events = [{k: v for k, v in e.items() if k != "secret"} for e in view["events"]]
    owned = owned_secrets(s, viewer)
    hidden = hidden_ids(s, viewer)
    values = set(_strings(public))
    assert not hidden & values, (viewer, sorted(hidden & values), "in the view")
    assert not any(v.startswith("order ") for v in values), (viewer, "a standing order")
    assert '"orders"' not in json.dumps(public), (viewer, "standing orders in the view")
    for value in _strings(public.get("pending") or {}):
        assert value not in K.ALL_CODES and value not in TRAUMA, (viewer, value, "pending")
    _check_asked(s, viewer, view)
    for e in events:
        _check_event(e, hidden, viewer)
    _check_log(s, view, owned)
    _check_texts(view, {c for c in owned if not c.startswith("human_")}, viewer)


def _check_log(s: State, view: dict[str, Any], owned: set[str]) -> None:
    """The record of past checks (BSG-26) is the same for every viewer and holds only what the
    table saw: counts per seat and the revealed cards as colour, strength and value, never a
    card's code nor who gave it. Its card (a crisis, a location) was public when it was read,
    even if it is back in a deck since."""
    assert view["check_log"] == GAME.view(s, None)["check_log"], "check_log differs by seat"
    for e in view["check_log"]:
        assert set(e) == CHECK_RECORD, sorted(e)
        assert e["card"] not in owned, e["card"]
        assert all(len(c) == 3 and c[0] in K.COLOURS and isinstance(c[1], int)
                   and isinstance(c[2], int) for c in e["cards"]), e["cards"]
        assert e["cards"] == sorted(e["cards"]), "revealed cards in their given order"
        assert len(e["cards"]) == e["destiny"] + sum(e["counts"].values()), e
        assert not set(_strings(e)) & set(K.ALL_CODES), e


def _check_asked(s: State, viewer: int | None, view: dict[str, Any]) -> None:
    """Who is asked in an interrupt window is each asked seat's own secret (BSG-26 ruling):
    a view lists at most its own seat there, and only when that seat is asked."""
    if s.pending is None or s.pending["kind"] != "window" or s.phase == "over":
        return
    own = [viewer] if viewer in s.pending["seats"] else []
    assert view["awaiting"] == own, (viewer, view["awaiting"], "window seats")
    assert view["pending"]["seats"] == own, (viewer, view["pending"]["seats"], "window seats")


def _check_me(s: State, viewer: int | None, view: dict[str, Any]) -> None:
    if viewer is None:
        assert view["me"] is None
        return
    p, me = s.players[viewer], view["me"]
    assert me["hand"] == sorted(p["hand"]) and me["loyalty"] == p["loyalty"]
    assert me["supers"] == p["supers"] and me["trauma"] == sorted(p["trauma"])
    assert me["known"] == p["known"] and me["orders"] == p["orders"]
    assert me["crossroads"] == s.crossroads.get("cards", {}).get(str(viewer))
    president = s.titles.get("president") == viewer and not p["revealed"]
    assert me["quorum"] == (sorted(s.quorum_hand) if president else [])


def _check_event(e: dict[str, Any], hidden: set[str], viewer: int | None) -> None:
    kind = e["event"]
    for field, value in e.items():
        for word in _strings(value) if field != "event" else []:
            assert word not in hidden or (kind, field) in REVEALED or ((
                kind, field) == ("resource", "why") and word.startswith("goal_")), (
                viewer, kind, field, word)  # a goal's loss at the end is public (BSG-22.2.3)
            if word in K.ALL_CODES:
                assert (kind, field) in PUBLIC_SKILLS, (viewer, kind, field, word)
            if word in TRAUMA:
                assert (kind, field) in PUBLIC_TRAUMA, (viewer, kind, field, word)
            assert not word.startswith("order "), (viewer, kind, word)
    if kind == "standing_order":  # a fired card order, told to its owner alone (BSG-27.4)
        assert e["move"].startswith("play ") and e["seat"] == viewer, (viewer, e)
    if kind == "check_revealed" and not e["attributed"]:
        assert all(owner is None for _, owner in e["cards"]), e


def _check_texts(view: dict[str, Any], owned: set[str], viewer: int | None) -> None:
    """The event lines the viewer reads (the channel's for the public) name no card another
    seat holds or has seen; the names of the cards an event shows are taken out of its line
    first, so a copy of the same card or a longer name ("Requested Resignation") is no leak."""
    names = {card: L.card_name("en", card) for card in owned}
    if not names:
        return
    for e in view["events"]:
        line = L.event_line("en", e, NAMES, view)
        if not line:
            continue
        shown = {L.card_name("en", w) for w in _strings({k: v for k, v in e.items()
                                                         if k != "secret"})}
        for name in sorted(shown, key=len, reverse=True):
            line = line.replace(name, "")
        for card, name in names.items():
            assert not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", line), (viewer, card, line)


# Verbs whose public text may name a skill card: it is played or discarded face up then.
PUBLIC_SKILL_VERBS = {"play", "discard", "destiny", "use", "quick_fix"}


def check_public_move(before: State, after: State, seat: int, move: str) -> None:
    """The move as the log, `/bsg log` and the replay show it (`public_move`) names no card
    the public may read neither before nor after it (BSG-26): a destination chosen or a card
    played is public then, the destination left or a Quorum card put back is not."""
    words = GAME.public_move(seat, move).split()
    hidden = hidden_ids(before, None) & hidden_ids(after, None)
    for word in words[1:]:
        assert word not in hidden, (move, word)
        if word in K.ALL_CODES:
            assert words[0] in PUBLIC_SKILL_VERBS, move
        assert word not in TRAUMA, move
