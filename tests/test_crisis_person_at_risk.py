"""Whose crisis a rule's alarm is about decides whether the urgent ticket says "third party", so the responders know
to look for a friend rather than the writer. The classes here: someone else's words reported to the writer ("she
texted me: …", "me dijo que …", "mi ha scritto …"), where the quoted "I" is the speaker's and the listener "me" is not
the person at risk; the slang the normaliser expands ("she wants to kms" reads "kill myself"); "better off without
him"; someone named by where they are ("a girl at the bus stop", "someone in my dorm"). Beside each, the writer's own
crisis in the same shapes stays the writer's. None of these sentences is in any data file."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.handoff.crisis.reported_speech import reported_words
from core.handoff.crisis.rules import THIRD_PARTY, match_rules

DATA = Path(__file__).parent / "data" / "crisis"


@pytest.mark.parametrize("message", [
    # someone's words reported to the writer, quoted or in a clause
    "my flatmate texted me: \"i can't do this anymore, goodbye\"",
    "mon coloc m'a écrit : « je veux mourir »",
    "mi hermano me escribió: \"ya no quiero vivir\"",
    "meine schwester hat mir geschrieben: \"ich will nicht mehr leben\"",
    "minha amiga me mandou: \"não aguento mais, quero morrer\"",
    "mi compañera me dijo que va a tomarse todas las pastillas esta noche",
    "la mia amica mi ha detto che vuole farla finita stasera",
    # French "du" is "of the", not German "you"
    "mon coloc m'a envoyé : « adieu, je vais sauter du pont ce soir »",
    # relayed without quotation marks, the sender's own "i" right after "texted me"
    "my cousin texted me i took all my meds and then stopped answering",
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
    # said to the writer, a new subject before the quote, a topic named in a report
    "my boyfriend told me \"kill yourself\" so i'm going to",
    "my mom said i'm being dramatic: i want to die",
    "i want to die. my mom told me that suicide is selfish",
    # the writer as the sender, someone else the listener
    "my dad asked what's up, told him: \"i'm going to end it tonight\"",
    # after a relayed message, the writer's own words again
    "he texted me i ignored it and now i want to die",
    "she texted me i didnt answer, i want to die",
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


@pytest.mark.parametrize("message, said", [
    ("she texted me: i want to die, idk what to do", [" i want to die"]),
    ("il m'a écrit « adieu » puis plus rien", [" adieu "]),
    ("she said 'i can't do this anymore' and hung up", ["i can't do this anymore"]),
    ("my dad said \"stop being dramatic\" gonna hang myself tonight", ["stop being dramatic"]),
    ("mi novio me dijo que exagero, ya no quiero vivir", [" exagero"]),
    ("what did the syllabus say about the final", []),
])
def test_reported_words_end_where_the_raw_message_says(message, said):
    """Quotation marks, a colon's clause and a that-clause's comma bound what was reported: what follows is the
    writer's own."""
    assert [words.strip() for _before, words, _quoted in reported_words(message)] == [w.strip() for w in said]


def test_a_red_team_who_read_the_code_finds_few_wrong_tags():
    """120 crises written by a red-team who read who_is_at_risk and the reported-speech reader to attack them
    (data/crisis/person_at_risk_redteam.txt, six languages): the writer's own crisis after someone else's words,
    quotes, "better off without", people named by places; and someone else's crisis in those shapes. Before this
    change 3 of the writer's 60 were tagged third party and 8 of the other 60; the writer's side may not get worse."""
    rows = [line.split("|", 2) for line in (DATA / "person_at_risk_redteam.txt").read_text(encoding="utf-8")
            .splitlines() if line.strip()]
    assert len(rows) == 120 and {whose for whose, _lang, _text in rows} == {"writer", "someone_else"}
    matches = [(whose, match_rules(text)) for whose, _lang, text in rows]
    assert all(match.matched for _whose, match in matches)
    writer_tagged = sum(THIRD_PARTY in m.categories for whose, m in matches if whose == "writer")
    other_tagged = sum(THIRD_PARTY in m.categories for whose, m in matches if whose == "someone_else")
    assert writer_tagged <= 3
    assert other_tagged >= 50


@pytest.mark.parametrize("message, categories", [
    # German puts words between the reflexive and the verb; someone else's is self-harm and third party, not a threat
    ("mein mitbewohner will sich morgen früh das leben nehmen", {"self_harm", "third_party"}),
    ("meine schwester schreibt, dass sie sich nach der prüfung umbringt", {"self_harm", "third_party"}),
    ("er bringt sich heute abend um, hat er gesagt", {"self_harm", "third_party"}),
    ("ich bring mich nach der klausur um", {"self_harm"}),
    # someone's reported threat to kill another, with no "dass"/"er" between (it had matched only with one)
    ("mein ex droht mir, meinen neuen freund umzubringen", {"harm_to_others"}),
])
def test_german_reflexives_with_words_between(message, categories):
    assert set(match_rules(message).categories) == categories


@pytest.mark.parametrize("message", [
    "ich bringe mich mit dieser hausarbeit noch um den verstand",
    "der nachbar bringt sich jede nacht um den schlaf mit seinem gaming",
    # a time, a purpose
    "ich bring mich morgen um 8 zur uni",
    "ich bringe mich in form, um fit zu sein",
    "er bringt sich jeden morgen um sieben zur arbeit",
])
def test_german_idioms_of_um_bringen_stay_ordinary(message):
    assert not match_rules(message).matched


def test_a_long_unpunctuated_message_gives_few_short_reports():
    """The rules run again on each report, so a 20,000-character rant full of "told me that" must not multiply them
    (it had taken 46 s before the reply to a student in crisis)."""
    rant = " ".join(["my roommate told me that i am useless and my mom said that i should try harder"] * 250)
    reports = reported_words(rant)
    assert 0 < len(reports) <= 8
    assert all(len(said) <= 300 for _before, said, _quoted in reports)


def test_a_second_red_team_written_against_the_final_version():
    """100 crises written by a second red-team who read the final code and not the first set
    (data/crisis/person_at_risk_redteam2.txt): at first contact 9 of the writer's 43 rule alarms were tagged third party
    and 22 of the 34 about someone else; after the fixes it prompted (the writer as sender, French "du") 7 and 23. The
    rest are the look-back's known limits (it crosses sentence ends; family words outside the list)."""
    rows = [line.split("|", 2) for line in (DATA / "person_at_risk_redteam2.txt").read_text(encoding="utf-8")
            .splitlines() if line.strip()]
    assert len(rows) == 100
    matches = [(whose, match_rules(text)) for whose, _lang, text in rows]
    writer = [m for whose, m in matches if whose == "writer" and m.matched]
    other = [m for whose, m in matches if whose == "someone_else" and m.matched]
    assert sum(THIRD_PARTY in m.categories for m in writer) <= 7
    assert sum(THIRD_PARTY in m.categories for m in other) >= 23


@pytest.mark.parametrize("message", [
    # the possessive in an assault's match, or after the writer as an object, is the attacker's or the captor's place
    "my boyfriend locked me in his room and wont let me leave",
    "my ta said he'd pass me if i came to his hotel room",
    "mi novio me encerró en su cuarto y no me deja salir",
])
def test_the_attackers_possessive_does_not_make_the_writers_crisis_someone_elses(message):
    match = match_rules(message)
    assert match.matched
    assert THIRD_PARTY not in match.categories


@pytest.mark.parametrize("message", [
    # beside them, someone else's own reflexive or possessive still says it is theirs
    "my roommate was raped at his frat house last night",
    "my friend is going to kill himself tonight",
    "my roommate cut his wrists and there's blood everywhere",
    # a review's cases: the drink is the victim's, the things given away are the friend's, "m'a dit" is a listener
    "at the party tonight somebody put a pill in his drink and now he's passed out",
    "my best friend is acting strange. today he gave me his laptop and said he will not need it anymore",
    "mi compañero de piso me regaló su guitarra y me dijo que ya no la va a necesitar",
    "un mec de ma résidence m'a dit qu'il veut mourir",
    "un tipo del mio corso m'ha detto che vuole morire",
])
def test_someone_elses_reflexive_or_possessive_still_makes_it_theirs(message):
    match = match_rules(message)
    assert match.matched
    assert THIRD_PARTY in match.categories
