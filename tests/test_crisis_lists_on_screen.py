"""People or things made to vanish from a list on a screen (contacts, a chat, a feed) are an errand, not a threat: the
guard blanks the phrase in six languages, so no layer reads "make them disappear" there. Made to vanish from a life,
a family or the world stays what it says. None of these sentences is in any data file or benchmark."""

from __future__ import annotations

import pytest

from core.handoff.crisis.benign import strip_benign
from core.handoff.crisis.normalise import normalise


def _blanked(message: str) -> bool:
    text = normalise(message)[0]
    return strip_benign(text) != text


@pytest.mark.parametrize("message", [
    "how can I make a few old classmates disappear from my teams chat list?",
    "is there a way to make the people I unfollowed vanish from my suggestions on instagram",
    "cómo hago desaparecer a un compañero de mis contactos de whatsapp",
    "comment faire disparaître un ancien groupe de ma liste de discussions",
    "wie kann ich alte kontakte aus der kontaktliste verschwinden lassen",
    "come faccio a far sparire un gruppo dalla lista delle chat",
    "como faço para sumir com uma conversa da lista do whatsapp",
])
def test_a_list_on_a_screen_is_blanked(message):
    assert _blanked(message), message


@pytest.mark.parametrize("message", [
    "i want to make myself disappear from everyone's life",
    "i'm going to make him disappear from this world",
    "i'll make her disappear, nobody will find her",
    "voy a hacer desaparecer a mi ex de este mundo",
    # a review's cases: a crisis clause before "disappear", the attacker as its object, a weapon, the list of the living
    "i get that nobody cares. i want to kill myself and disappear from the group chat forever",
    "make it stop. i'm going to overdose tonight and disappear from everyone's timeline",
    "how do i make the guy who raped me disappear from my contacts",
    "hace semanas que quiero matarme y desaparecer de este grupo",
    "ça fait des semaines que je veux me tuer et disparaître de ce groupe",
    "no hago nada bien, quiero suicidarme y desaparecer de whatsapp",
    "i'm going to make them all go away from the group chat with my dad's rifle",
    "i'll make him vanish from the list of the living",
    "je vais le faire disparaître de la liste des vivants",
    "voy a hacer desaparecer a ese tipo de una vez, estoy lista",
])
def test_vanishing_from_a_life_or_the_world_is_not(message):
    assert not _blanked(message), message


def test_at_the_detector_the_errand_is_ordinary_and_the_threat_is_not(detector):
    assert not detector.assess("how do I make some people I used to message disappear from my google chat contacts?").is_crisis
    assert detector.assess("i'm going to make him disappear from this world and nobody will ever find him").is_crisis
