"""A danger the message takes back itself ("someone is at my window… nvm it was my brother"): no alarm, but the
check-in line; never when anything after the retraction makes it real again, nor for self-harm, harm or abuse."""

from __future__ import annotations

import pytest

from core.handoff.crisis import default_crisis_detector
from core.handoff.crisis.framing import calls_off_the_alarm


@pytest.mark.parametrize("message", [
    "someone is banging on my door at 3am... false alarm, it was just the pizza guy at the wrong room lol",
    "there's someone trying to get in my window rn, oh wait it's just my cat",
    "alguien está golpeando la puerta... falsa alarma, era solo el repartidor",
    "y a quelqu'un qui essaie d'entrer chez moi… ah non c'est juste ma voisine qui s'est trompée d'étage",
    "da klopft jemand wie verrückt an meine Tür... ach so, ist nur der Paketbote",
    "qualcuno sta cercando di entrare dalla finestra... ah no, era solo il vento che sbatteva",
    "tem alguém tentando entrar no meu quarto... ah não, era só o meu irmão procurando o carregador",
])
def test_a_danger_taken_back_is_called_off(message):
    assert calls_off_the_alarm(message)


@pytest.mark.parametrize("message", [
    # who it was makes it real, or something after the retraction does
    "someone is trying to get into my room, oh wait it's my ex, he said he would hurt me",
    "someone is trying to get in, oh wait it was my brother, he is drunk and angry",
    "someone keeps following me home, oh wait it was my neighbour, he keeps showing up everywhere i go",
    "alguien intenta entrar en mi cuarto... ah no, es mi ex, me amenazó ayer",
    "quelqu'un frappe à ma porte, ah non c'est mon coloc, mais il a un couteau",
    # a bare "it was my brother" names who, and takes nothing back
    "someone was in my room last night, it was my brother, he was touching me",
    "it was my dad who hit me again",
    # no danger before it to take back
    "nvm it was my roommate who took all the pills, she is not waking up",
])
def test_nothing_is_called_off_that_stays_real(message):
    assert not calls_off_the_alarm(message)


def test_the_detector_answers_a_called_off_danger_with_the_check_in_only():
    detector = default_crisis_detector()
    called_off = detector.assess("someone is trying to get in through my window!! nvm it was just my brother")
    assert not called_off.is_crisis and called_off.check_in
    assert detector.assess("someone is trying to get in through my window, oh wait it's my ex and he has a knife").is_crisis
    # only someone there or a noise is taken back: self-harm in the same message still alarms
    assert detector.assess("someone was knocking, nvm it was just my roommate. i took all my pills an hour ago").is_crisis
