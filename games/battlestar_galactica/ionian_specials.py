"""Ally (Appendix BSG-A1) and Crossroads (Appendix BSG-A2) effects that need their own code.
`actor` is the player who met the ally or revealed the Crossroads card."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica import titles
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.effects import change
from games.battlestar_galactica.effects_ships import repair_location
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push
from games.battlestar_galactica.specials import ask_then, special
from games.battlestar_galactica.state import State

KARA_ACTIVATIONS = 4
CHIEF_LOCATIONS = 2
CHIEF_VIPERS = 4


def _actor(f: Frame) -> int:
    return f["ctx"]["actor"]


@special("ally_unmanned_strikes")
def _lee(s: State, f: Frame) -> None:
    """Lee Adama: each unmanned viper may destroy a raider in its area."""
    push(s, frame("may", args=["actor", [["special", "unmanned_strike_all"]]], ctx=f["ctx"]))


@special("unmanned_strike_all")
def _strike_all(s: State, f: Frame) -> None:
    for area in B.AREAS:
        a = s.areas[area]
        n = min(a["mk2"] + a["mk7"], a["raiders"])
        if n:
            a["raiders"] -= n
            event(s, "cylons_destroyed", kind="raiders", area=area, count=n, why="ally")


@special("destroy_two_raiders")
def _hot_dog(s: State, f: Frame) -> None:
    """Hot Dog: destroy 2 raiders in one main-board area."""
    areas = [a for a in B.AREAS if s.areas[a]["raiders"]]
    ask_then(s, _actor(f), "area", [f"area {a}" for a in areas], "two_raiders")


@op("two_raiders")
def _two_raiders(s: State, f: Frame) -> None:
    area = f["move"].split()[1]
    n = min(2, s.areas[area]["raiders"])
    s.areas[area]["raiders"] -= n
    event(s, "cylons_destroyed", kind="raiders", area=area, count=n, why="ally")


@special("inspect_all_civilians")
def _dee(s: State, f: Frame) -> None:
    """Dee: look at every civilian ship on the board and move any to adjacent areas."""
    labels = [lab for _, lab in S.civilians_on_board(s)]
    if labels:
        push(s, frame("comms_look", seat=_actor(f), move="look " + " ".join(labels)))


@special("scout_crisis")
def _elosha(s: State, f: Frame) -> None:
    push(s, frame("peek", seat=_actor(f), deck="crisis"))


@special("scout_destination")
def _crashdown(s: State, f: Frame) -> None:
    push(s, frame("peek", seat=_actor(f), deck="destination"))


@special("escort_one")
def _hoshi(s: State, f: Frame) -> None:
    """Hoshi: one civilian ship in space goes back into the unused pile."""
    ships = [f"civilian {a} {lab}" for a, lab in S.civilians_on_board(s)]
    ask_then(s, _actor(f), "civilian", ships, "escort_pick")


@op("escort_pick")
def _escort_pick(s: State, f: Frame) -> None:
    _, area, label = f["move"].split()
    S.escort_civilian(s, area, label)


@special("shaw_trade")
def _shaw(s: State, f: Frame) -> None:
    """Kendra Shaw: may lose 1 morale to gain 1 fuel or 1 food."""
    ask_then(s, _actor(f), "trade", ["trade fuel", "trade food", "trade none"], "trade",
             cost="morale")


@special("zarek_trade")
def _zarek(s: State, f: Frame) -> None:
    """Tom Zarek: may lose 1 population to gain 1 of another resource."""
    ask_then(s, _actor(f), "trade", ["trade fuel", "trade food", "trade morale", "trade none"],
             "trade", cost="population")


@op("trade")
def _trade(s: State, f: Frame) -> None:
    gain = f["move"].split()[1]
    if gain != "none":
        change(s, f["cost"], -1, "ally")
        change(s, gain, 1, "ally")


@special("one_viper_four_times")
def _kara(s: State, f: Frame) -> None:
    push(s, frame("unmanned_activations", seat=_actor(f), left=KARA_ACTIVATIONS))


@special("ellen_title")
def _ellen(s: State, f: Frame) -> None:
    """Ellen Tigh: may give the President or Admiral title to any human player."""
    humans = [q for q in s.order_from(s.current) if titles.eligible(s, q)]
    options = [f"grant {t} {s.players[q]['character']}" for t in ("president", "admiral")
               for q in humans] + ["grant none"]
    ask_then(s, _actor(f), "grant", options, "grant")


@op("grant")
def _grant(s: State, f: Frame) -> None:
    words = f["move"].split()
    if words[1] != "none":
        titles.give(s, words[1], s.seat_of(words[2]))


@special("chief_repairs")
def _chief(s: State, f: Frame) -> None:
    """Chief Tyrol: repair up to 2 Galactica locations or up to 4 damaged vipers."""
    options = []
    if s.damaged:
        options.append("repairs locations")
    if any(s.vipers[k]["damaged"] for k in ("mk2", "mk7")):
        options.append("repairs vipers")
    ask_then(s, _actor(f), "repairs", options, "chief_repairs")


@op("chief_repairs")
def _chief_repairs(s: State, f: Frame) -> None:
    if f["move"] == "repairs vipers":
        push(s, frame("repair_vipers", args=[CHIEF_VIPERS], ctx={"actor": f["seat"]}))
    else:
        push(s, frame("repair_locations", seat=f["seat"], left=CHIEF_LOCATIONS))


@op("repair_locations")
def _repair_locations(s: State, f: Frame) -> None:
    if "ans" in f:
        repair_location(s, f.pop("ans").split()[1])
        f["left"] -= 1
    if f["left"] > 0 and s.damaged:
        if len(s.damaged) <= f["left"]:
            for loc in list(s.damaged):
                repair_location(s, loc)
            return
        ask(s, f, f["seat"], "repair", [f"repair {loc}" for loc in sorted(s.damaged)])


@special("doral_quorum")
def _doral(s: State, f: Frame) -> None:
    """Aaron Doral: draw 3 Quorum cards, resolve 1, bottom the others (President or not)."""
    push(s, frame("skilled_politician", seat=_actor(f), count=3))


@special("destiny_to_hand")
def _caprica_six(s: State, f: Frame) -> None:
    """Caprica Six: the top 2 Destiny cards go into the player's hand."""
    from games.battlestar_galactica.checks import draw_destiny

    seat = _actor(f)
    cards = draw_destiny(s, 2)
    s.players[seat]["hand"].extend(cards)
    event(s, "draw", seat=seat, colour="destiny", count=len(cards), secret={"cards": cards},
          shown_to=[seat])


@special("strange_music")
def _strange_music(s: State, f: Frame) -> None:
    """Strange Music (antagonistic): a Not-a-Cylon card into the Loyalty deck, a human player
    of the actor's choice draws a loyalty card, each Cylon player draws a trauma token."""
    from games.battlestar_galactica.loyalty import add_human_card

    add_human_card(s)
    humans = [f"target {s.players[q]['character']}" for q in P.humans(s)
              if s.players[q]["character"]]
    push(s, frame("trauma_draw", args=["cylons", 1], ctx={}))
    ask_then(s, _actor(f), "target", humans, "loyalty_to")


@op("loyalty_to")
def _loyalty_to(s: State, f: Frame) -> None:
    from games.battlestar_galactica.loyalty import deal

    seat = s.seat_of(f["move"].split()[1])
    assert seat is not None  # the move named a character in the game
    deal(s, seat)


@special("damage_a_basestar")
def _damage_a_basestar(s: State, f: Frame) -> None:
    keys = S.main_basestars(s)
    ask_then(s, _actor(f), "basestar", [f"basestar {k}" for k in keys], "hit_basestar")


@op("hit_basestar")
def _hit_basestar(s: State, f: Frame) -> None:
    push(s, frame("damage_basestar", basestar=f["move"].split()[1], times=1))


@special("remove_four_raiders")
def _scanned(s: State, f: Frame) -> None:
    push(s, frame("remove_raiders", seat=_actor(f), left=4))


