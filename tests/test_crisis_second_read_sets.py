"""Session 40's second rules, in other words than the read blind lines that prompted them (untrained/S40_blind76_*,
S40_blind78_*): hurt on a climbing trip with barely any signal (rules_outdoors.py), everyone to be taken out beside
ammunition bought (rules_attack_plans.py), "if I stop existing" (rules_intl.py), all one's stuff given away in German
(rules_told_flatly.py), not around "for" finals and not here by a month with nothing mattering (rules_last_arrangements.py,
rules_short_forms.py), maybe not here to hand it in (rules_quiet_farewells.py), something brought and "we'll see who
laughs" (rules_preparations.py) — and the ordinary messages that share their words."""

from __future__ import annotations

import pytest

from core.handoff.crisis.rules import match_rules

CRISES = [
    "slipped on the ski trip, can't feel my feet and there's hardly any reception up here",
    "my flatmate says he'll shoot everyone at the lab party, laughs it off, but he ordered ammo last week",
    "bought ammunition yesterday. going to take them all out on friday",
    "si je cessais d'exister, qui préviendrait mes profs ?",
    "if i stop existing who gets my deposit back",
    "se eu deixasse de existir alguém avisaria a faculdade?",
    "hab gestern meinen ganzen kram verschenkt. muss ich die bücher noch zurückgeben oder ist das egal",
    "doesn't really matter, i won't be around for the exam anyway",
    "can you push the deadline? probably won't even be here to turn it in",
    "no creo que siga aquí en marzo, así que da igual la matrícula",
    "i don't think i'll still be around by april. nothing matters anymore",
    "lunedì porto qualcosa in aula, vedremo chi ride allora",
    "mañana llevo algo a clase y vamos a ver quién se ríe",
]

ORDINARY = [
    # a climb told afterwards, a hike with a full battery
    "fell on the climbing trip last weekend and couldn't feel my leg for a bit, barely any signal there, do i need a note?",
    # ammunition for a hunt, everyone taken out in a game
    "bought ammo for deer season, my uncle says he'll take everyone out to the range on sunday",
    "in the game you buy ammo and take everyone out before the round ends",
    # given away for a move
    "hab mein ganzes zeug verschenkt, weil ich nach münchen ziehe. ist das egal für die kaution?",
    # the last day at a job
    "my last shift at the library job is friday, saying goodbye to everyone at the desk, who do i give my badge to?",
    # away for a reason
    "i won't be around for finals, i'm doing my semester abroad, does it matter which exam slot i pick?",
    "i might not be here to hand it in, i have a conference that week. can i submit early?",
    "no creo que siga aquí en diciembre porque me voy de erasmus, da igual el piso",
    # something brought to a party
    "porto qualcosa alla festa, vediamo chi ride di più alle mie battute",
]


@pytest.mark.parametrize("message", CRISES)
def test_the_rules_read_each_crisis(message: str) -> None:
    assert match_rules(message).matched, message


@pytest.mark.parametrize("message", ORDINARY)
def test_the_ordinary_messages_match_no_rule(message: str) -> None:
    assert not match_rules(message).matched, message
