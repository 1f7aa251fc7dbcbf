"""The board in words, for screen readers: whose turn, the resources (and which are in the red),
the jump track and distance, the Cylon ships around Galactica and on the Cylon Fleet board with
the pursuit track, the damage and boarding parties, and what the game waits on. From the view
only (a channel's alt text gets the public view)."""

from __future__ import annotations

from typing import Any

from rendering.battlestar_galactica.board import Translate, who

LIMIT = 1000


def alt_text(view: dict[str, Any], tr: Translate, names: list[str]) -> str:
    parts: list[str] = []
    if view["phase"] == "over":
        key = "bsg.pic.humans_win" if view["winner"] == "humans" else "bsg.pic.cylons_win"
        reason = tr(f"bsg.pic.reason.{view['end_reason']}") if view["end_reason"] else ""
        parts.append(tr("bsg.alt.over", result=tr(key), reason=reason))
    else:
        parts.append(tr("bsg.alt.turn", turn=view["turn"],
                        player=who(view, view["current"], tr, names)))
    res = view["resources"]
    parts.append(tr("bsg.alt.resources", fuel=res["fuel"]["value"], food=res["food"]["value"],
                    morale=res["morale"]["value"], population=res["population"]["value"]))
    red = [tr(f"bsg.resource.{r}.name") for r in ("fuel", "food", "morale", "population")
           if res[r]["red"]]
    if red:
        parts.append(tr("bsg.alt.red", resources=red))
    parts.append(tr("bsg.alt.jump", jump=view["jump"], distance=view["distance"]))
    raiders = sum(a["raiders"] for a in view["areas"].values())
    heavies = sum(a["heavies"] for a in view["areas"].values())
    basestars = sum(len(a["basestars"]) for a in view["areas"].values())
    civilians = sum(len(a["civilians"]) for a in view["areas"].values())
    vipers = sum(a["vipers"]["mk2"] + a["vipers"]["mk7"] + len(a["pilots"])
                 for a in view["areas"].values())
    parts.append(tr("bsg.alt.space", basestars=basestars, raiders=raiders, heavies=heavies,
                    vipers=vipers, civilians=civilians))
    fleet = view.get("fleet")
    if fleet is not None:  # BSG-21: the Cylon Fleet board and the pursuit track
        parts.append(tr("bsg.alt.fleet",
                        basestars=sum(len(a["basestars"]) for a in fleet.values()),
                        raiders=sum(a["raiders"] for a in fleet.values()),
                        heavies=sum(a["heavies"] for a in fleet.values()),
                        pursuit=view.get("pursuit") or 0))
    if view.get("damaged"):
        parts.append(tr("bsg.alt.damaged",
                        locations=[tr(f"bsg.location.{loc}.name") for loc in view["damaged"]]))
    if view.get("boarding"):
        parts.append(tr("bsg.alt.boarding", count=len(view["boarding"])))
    revealed = [who(view, p["seat"], tr, names) for p in view["players"] if p["revealed"]]
    if revealed:
        parts.append(tr("bsg.alt.revealed", players=revealed))
    kind = (view.get("pending") or {}).get("kind")
    if view.get("awaiting") and view["phase"] != "over":
        parts.append(tr("bsg.alt.waiting",
                        players=[who(view, q, tr, names) for q in view["awaiting"]],
                        decision=tr(f"bsg.decision.{kind}") if kind else ""))
    elif kind == "window" and view["phase"] != "over":  # whom a window asks is secret
        parts.append(tr("bsg.alt.waiting_window"))
    text = " ".join(parts)
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"
