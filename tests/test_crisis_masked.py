"""rules_masked.py in other words than the read red-team that prompted it (untrained/S40_joking_redteam_crisis.txt): crises
told with a laugh or played down hold with the laugh, and the ordinary jokes that share their words do not match."""

from __future__ import annotations

import pytest

from core.handoff.crisis import default_crisis_detector
from core.handoff.crisis.rules import ASSAULT_ABUSE, HARM_TO_OTHERS, SELF_HARM, match_rules

MASKED = [
    ("lmao i have a whole box of painkillers stashed for saturday. anyway when's the drop deadline", SELF_HARM),
    ("haha every night i sit on the roof of my building thinking about jumping, normal stuff. is the gym open late?", SELF_HARM),
    ("jaja todas las noches subo a la azotea pensando en tirarme, bueno, ¿cuándo abren la secretaría?", SELF_HARM),
    ("tell my lab that it was nice knowing them lol, not being dramatic", SELF_HARM),
    ("the train tracks behind the stadium are my exit plan 😅 anyway how do i book tutoring", SELF_HARM),
    ("mdr j'ai donné toutes mes affaires, c'est pour après. on peut annuler l'inscription ?", SELF_HARM),
    ("kkk já mandei minhas senhas pra minha irmã, não vou mais precisar", SELF_HARM),
    ("jaja ya escribí cartas para todos, así que da igual el examen", SELF_HARM),
    ("haha not a big deal but i've been noting when dr lee is alone in her office 🙂", HARM_TO_OTHERS),
    ("lol im bringing something to the seminar that'll make them all stop laughing", HARM_TO_OTHERS),
    ("no es una amenaza eh, pero el viernes todos van a pagar, ya está todo planeado", HARM_TO_OTHERS),
    ("haha some guy knows my whole class schedule and waits outside every lecture", ASSAULT_ABUSE),
    ("lol someone keeps texting me photos of my bedroom window at 3am", ASSAULT_ABUSE),
    ("my boyfriend was choking me again last night haha anyway can i get an extension", ASSAULT_ABUSE),
    ("jaja estoy encerrada en el baño de la residencia y mi ex no me deja salir", ASSAULT_ABUSE),
    ("kkkk um cara me segue até em casa todo dia, fã clube", ASSAULT_ABUSE),
]

JOKES = [
    "it was nice knowing you all, the stats final is tomorrow lol",
    "last day of my internship! it was nice knowing you all, thanks for everything",
    "the bridge loan is my exit plan for the lease lol",
    "my study buddy knows my whole schedule and waits outside the lecture so we can get coffee haha",
    "not a threat but if the wifi goes down again during the exam i'll write an angry email, all planned out lol",
    "saving my allergy pills for the trip on friday, do i need a doctor's note for the pharmacy?",
    "mapping out the exits of the library for my fire safety assignment, where is the floor plan?",
    "my cat sitter will take care of the cat for me while i'm home for winter break, gracias por todo!",
    "gave away my old textbooks, tying up loose ends before graduation haha",
]


@pytest.mark.parametrize("message, category", MASKED)
def test_a_crisis_played_down_still_matches(message: str, category: str) -> None:
    found = match_rules(message)
    assert found.matched and category in found.categories, message


@pytest.mark.parametrize("message", JOKES)
def test_the_jokes_that_share_their_words_match_no_rule(message: str) -> None:
    assert not match_rules(message).matched, message


def test_the_laugh_does_not_turn_the_alarm_off() -> None:
    found = default_crisis_detector().assess("i've got my sleeping pills saved up for tonight 😂 dark humour sorry")
    assert found.is_crisis and found.layer == "rules" and SELF_HARM in found.categories
