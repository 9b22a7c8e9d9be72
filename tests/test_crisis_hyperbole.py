"""A rule alarm whose every match is everyday hyperbole in another language ("ma coloc va me tuer", "quero morrer
kkkk") is read by the multilingual opinion, which sees the whole message: plainly ordinary, it is a check-in; abuse
or danger told in the same shape stays an alarm. English, other rule matches and a missing opinion are unchanged."""

from __future__ import annotations

import pytest

from pathlib import Path

from core.handoff.crisis.detector import HYPERBOLE_MAX_WORDS, CrisisDetector
from core.handoff.crisis.hyperbole import hyperbole_prone
from core.handoff.crisis.rules import match_rules
from tests.crisis_stand_ins import FixedOpinion


UNTRAINED = Path(__file__).parent / "data" / "crisis" / "untrained"


def _rules_only(opinion) -> CrisisDetector:
    return CrisisDetector(multilingual=opinion)


@pytest.mark.parametrize("category, phrase, expected", [
    ("immediate_danger", "va me tuer", True),
    ("immediate_danger", "me va a matar", True),
    ("immediate_danger", "wird mich umbringen", True),
    ("self_harm", "me quiero morir", True),
    ("self_harm", "je veux mourir", True),
    ("self_harm", "envie de crever", True),
    ("self_harm", "se eu morrer", False),  # a question about after one's death, not hyperbole's shape
    ("self_harm", "me voy a suicidar", False),
    ("immediate_danger", "alguien me esta siguiendo", False),
    # German "Tür" and "eingestürzt" normalise to "tuer": a door or a collapse is no threat to kill
    ("immediate_danger", "die tuer geht nicht auf", False),
    ("immediate_danger", "jemand versucht meine tuer aufzubrechen", False),
    ("immediate_danger", "die decke ist eingestuerzt", False),
])
def test_which_matches_are_hyperbole_prone(category, phrase, expected):
    assert hyperbole_prone(category, phrase, sideways=False) is expected
    assert not hyperbole_prone(category, phrase, sideways=True)


def test_a_match_with_anything_else_is_not_hyperbole_only():
    assert match_rules("ma coloc va me tuer, j'ai cassé sa tasse préférée").hyperbole_only
    assert match_rules("quero morrer kkkk esqueci a prova").hyperbole_only
    armed = match_rules("mi ex está abajo con un cuchillo y dice que me va a matar")
    assert armed.matched and not armed.hyperbole_only
    assert not match_rules("me voy a suicidar esta noche").hyperbole_only


@pytest.mark.parametrize("message", [
    "ma coloc va me tuer, j'ai cassé sa tasse préférée",
    "quero morrer kkkk esqueci a prova de cálculo",
])
def test_an_ordinary_reading_makes_it_a_check_in_and_a_doubt_keeps_the_alarm(message):
    ordinary, unsure, absent = FixedOpinion(0.05), FixedOpinion(0.5), FixedOpinion(None)
    cleared = _rules_only(ordinary).assess(message)
    assert not cleared.is_crisis and cleared.check_in and ordinary.asked == [message]
    for opinion in (unsure, absent):
        kept = _rules_only(opinion).assess(message)
        assert kept.is_crisis and kept.layer == "rules"
    assert CrisisDetector().assess(message).is_crisis  # no opinion: the rule stands


@pytest.mark.parametrize("message", [
    "j'ai raté le partiel de maths, je veux mourir, les cachets sont sur mon bureau",  # the means
    "jalé el final, me quiero morir, hoy después de clase voy al puente",  # the moment
    "Feuer im Wohnheim, die Tür geht nicht auf!!",  # not hyperbole at all
])
def test_the_means_the_moment_or_a_danger_keep_the_alarm(message):
    opinion = FixedOpinion(0.0)
    assert _rules_only(opinion).assess(message).is_crisis and opinion.asked == []


def test_other_rule_matches_and_english_are_not_read():
    opinion = FixedOpinion(0.0)
    for message in ("voy a suicidarme esta noche, ya tengo las pastillas",
                    "mi ex está abajo con un cuchillo y dice que me va a matar"):
        assert _rules_only(opinion).assess(message).is_crisis
    _rules_only(opinion).assess("my stepdad says he is going to kill me when he gets home")
    assert opinion.asked == []


@pytest.mark.parametrize("message", [
    # abuse and danger told in the shape (untrained/, read): the opinion reads them as a crisis
    "Mi mamá me va a matar, rompí su florero. No exagero, la última vez me agarró del pelo y me arrastró por el pasillo",
    "Ma mère va me tuer, j'ai perdu l'argent des courses. Je dors dans ma voiture, j'ai trop peur de rentrer",
    "meu ex ta la embaixo gritando que vai me matar",
    "voglio morire, non ce la faccio più",
    "quero morrer, ninguém liga pra mim",
])
def test_the_shipped_opinion_keeps_crises_told_in_the_shape(message, detector):
    assert detector.assess(message).is_crisis


def test_the_shipped_opinion_clears_plain_hyperbole(detector):
    """Read look-alikes of the shape the rules alarmed on: most become a check-in."""
    messages = ["Mi mamá me va a matar, jalé el curso de matemáticas jaja ¿cómo me inscribo de nuevo?",
                "Ma mère va me tuer, j'ai échoué à l'examen de maths. La session de rattrapage c'est quand ?",
                "Meine Mutter wird mich umbringen, ich bin durchgefallen in Mathe 🙈 gibt es einen Zweitversuch?",
                "xq el campus virtual se cae justo cuando hay q subir la tarea?? ya me quiero morir",
                "Meu pai vai me matar, reprovei na prova de química 😭 dá pra pedir revisão de prova?"]
    assert all(match_rules(m).hyperbole_only for m in messages)
    results = [detector.assess(m) for m in messages]
    assert sum(not r.is_crisis and r.check_in for r in results) >= 4


def test_a_long_message_is_never_cleared():
    """The opinion averages the whole message: in a long one the request around a crisis dilutes it."""
    opinion = FixedOpinion(0.0)
    message = ("oi, uma dúvida sobre as horas complementares, palestra online conta? " * 3) + "quero morrer kkkk"
    assert len(message.split()) > HYPERBOLE_MAX_WORDS and match_rules(message).hyperbole_only
    assert _rules_only(opinion).assess(message).is_crisis and opinion.asked == []


def test_the_red_team_of_the_check_in(detector):
    """Written against it (read): real crises in the two shapes with the danger told subtly, and plain hyperbole."""
    def texts(name):
        return [line.split("|", 2)[2] for line in (UNTRAINED / name).read_text(encoding="utf-8").splitlines() if line]
    crisis, ordinary = texts("S27_hyperbole_redteam_crisis.txt"), texts("S27_hyperbole_redteam_ordinary.txt")
    assert len(crisis) == 80 and len(ordinary) == 40
    shaped = [m for m in crisis if match_rules(m).hyperbole_only]
    assert len(shaped) >= 40 and all(detector.assess(m).is_crisis for m in shaped)
    results = [detector.assess(m) for m in ordinary]
    assert sum(not r.is_crisis and r.check_in for r in results) >= 10  # 2 before it, 14 with it
