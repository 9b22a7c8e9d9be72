"""Whose crisis a rule's alarm is about decides whether the urgent ticket says "third party", so the responders know
to look for a friend rather than the writer. The classes here: someone else's words reported to the writer ("she
texted me: …", "me dijo que …", "mi ha scritto …"), where the quoted "I" is the speaker's and the listener "me" is not
the person at risk; the slang the normaliser expands ("she wants to kms" reads "kill myself"); "better off without
him"; someone named by where they are ("a girl at the bus stop", "someone in my dorm"). Beside each, the writer's own
crisis in the same shapes stays the writer's. None of these sentences is in any data file."""

from __future__ import annotations

import pytest

from core.handoff.crisis.person_at_risk import quotes_a_report
from core.handoff.crisis.rules import THIRD_PARTY, match_rules


@pytest.mark.parametrize("message", [
    # someone's words reported to the writer, quoted or in a clause
    "my flatmate texted me: \"i can't do this anymore, goodbye\"",
    "mon coloc m'a écrit : « je veux mourir »",
    "mi hermano me escribió: \"ya no quiero vivir\"",
    "meine schwester hat mir geschrieben: \"ich will nicht mehr leben\"",
    "minha amiga me mandou: \"não aguento mais, quero morrer\"",
    "mi compañera me dijo que va a tomarse todas las pastillas esta noche",
    "la mia amica mi ha detto che vuole farla finita stasera",
    # the normaliser's "kill myself" for someone else's slang
    "my cousin keeps saying she wants to kms and idk what to do",
    # "better off without him"
    "my teammate keeps saying the team would be better off without him",
    # someone named by where they are
    "a girl at the bus stop collapsed and isn't breathing",
    "someone at the frat party is unconscious and wont wake up",
])
def test_someone_elses_crisis_is_tagged_third_party(message):
    match = match_rules(message)
    assert match.matched
    assert THIRD_PARTY in match.categories


@pytest.mark.parametrize("message", [
    # the writer's own words after someone else's, or a report the writer is told
    "my dad said \"stop being dramatic\" and i just want to disappear forever",
    "my mom keeps telling me i'm fine but i want to die",
    "my roommate said i should just kill myself",
    # the writer is the one others would be better off without
    "everyone would be better off without me",
    "ils seraient tous mieux sans moi",
    # someone unnamed who threatens or attacks the writer
    "someone is following me home from the library right now",
    "a guy in my building raped me last night",
])
def test_the_writers_own_crisis_stays_the_writers(message):
    match = match_rules(message)
    assert match.matched
    assert THIRD_PARTY not in match.categories


@pytest.mark.parametrize("message, quoted", [
    ("she texted me: i want to die", True),
    ("il m'a écrit « adieu »", True),
    ("er hat mir geschrieben: tschüss", True),
    ("she said she is fine", False),
    ("what did the syllabus say about the final", False),
])
def test_a_quoted_report_is_read_on_the_raw_message(message, quoted):
    assert quotes_a_report(message) == quoted
