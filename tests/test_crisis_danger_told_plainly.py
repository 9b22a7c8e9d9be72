"""Danger told plainly that the rules missed in session 21, as classes in six languages: someone collapsed and
breathing strangely, the writer locked in by someone, a blade lying ready beside the writer, a fever with three
digits, a stabbing threatened; and the ordinary look-alikes of each still raise nothing."""

from __future__ import annotations

import pytest

from core.handoff.crisis.rules import match_rules

IMMEDIATE, SELF_HARM, THIRD = "immediate_danger", "self_harm", "third_party"


@pytest.mark.parametrize("message, category", [
    ("my roommate passed out in the lab and is breathing weird", IMMEDIATE),
    ("mi compañera se desmayó en la biblioteca y respira muy raro", IMMEDIATE),
    ("ma coloc s'est évanouie et respire bizarrement, on fait quoi", IMMEDIATE),
    ("mein kumpel ist in der mensa umgekippt und atmet ganz flach", IMMEDIATE),
    ("la mia coinquilina è svenuta e respira male", IMMEDIATE),
    ("minha amiga desmaiou e ta respirando estranho", IMMEDIATE),
    ("my boyfriend locked me in the bathroom and took my phone", IMMEDIATE),
    ("el casero me ha encerrado en la habitacion hasta que pague", IMMEDIATE),
    ("il m'a enfermée dans sa chambre depuis hier", IMMEDIATE),
    ("mein vater hat mich in meinem zimmer eingesperrt", IMMEDIATE),
    ("mi ha rinchiusa in camera e non mi fa uscire", IMMEDIATE),
    ("ele me trancou no quarto de novo", IMMEDIATE),
    ("klinge liegt schon neben mir, kann mich jemand anrufen", SELF_HARM),
    ("tengo la cuchilla en la mano y no puedo parar", SELF_HARM),
    ("la lame est à côté de moi depuis une heure", SELF_HARM),
    ("the blade is right next to me again", SELF_HARM),
    ("fever of 104 for 2 days, neck is super stiff and theres a rash", IMMEDIATE),
    ("giuro che stasera lo accoltello se si presenta sotto casa", "harm_to_others"),
    ("je vais l'égorger quand il sortira du cours", "harm_to_others"),
    ("ich bring ihn heute nacht noch um", "harm_to_others"),
])
def test_danger_told_plainly_alarms(message, category):
    result = match_rules(message)
    assert result.matched and category in result.categories, (message, result.categories)


@pytest.mark.parametrize("message", [
    "in the first aid course we practised what to do if someone collapsed and is breathing weird",
    "i passed out laughing, breathing weird from the dust in the lab lol",
    "me encerré en mi cuarto a estudiar todo el finde",
    "mi coloc me ha encerrado fuera sin querer, alguien tiene llave?",
    "my roommate locked me in the closet as a prank lol",
    "je me suis enfermé dehors, qui a un double des clés",
    "der typ neben mir im labor hat eine rasierklinge",
    "la cuchilla del cutter en la mano para la maqueta, donde compro repuestos",
    "fever of 101 since yesterday, can i get an extension",
    # learning what to do, and what a placement practised
    "como me apunto al curso de primeros auxilios? quiero aprender qué hacer ante una sobredosis",
    "no estágio de enfermagem a gente treinou acolhimento de paciente com tentativa de suicídio, o relatório é em dupla?",
    # a craft's blade
    "me cortei fazendo a maquete com estilete, nada demais. o lab tem kit de primeiros socorros?",
    # "estar para" with a laugh, a flatmate's drums
    "en el lol me han matado 15 veces, estoy para tirarme por la ventana jajaja. hasta cuando es la matricula?",
    "mon coloc joue de la batterie à minuit, je vais finir par l'étrangler lol. on se plaint à qui ?",
    # German hunger
    "ich sterbe, hab seit 8 uhr vorlesung und noch nix gegessen. hat die mensa länger offen?",
])
def test_ordinary_look_alikes_and_everyday_senses_raise_nothing(message):
    assert not match_rules(message).matched, message


@pytest.mark.parametrize("message", [
    "il m'a enfermée dans ma chambre sans manger",
    "mon copain m'a frappée hier soir",
])
def test_a_french_elided_me_makes_the_writer_the_one_at_risk(message):
    result = match_rules(message)
    assert result.matched and THIRD not in result.categories, result.categories


def test_someone_else_collapsed_is_a_third_party():
    assert THIRD in match_rules("my partner collapsed and is breathing weird and wont respond").categories


@pytest.mark.parametrize("message", [
    "ho fatto il corso di primo soccorso ma mio padre non respira",
    "en el curso de primeros auxilios me acordé de que tengo pastillas guardadas y esta noche me las tomo todas",
    "me cortei de proposito com o estilete de novo",
    "estoy para tirarme por la ventana, ya tengo todo pensado",
    "mon coloc joue de la batterie à minuit, je vais le tuer pour de vrai, j'ai le couteau",
    "ich sterbe innerlich, will nicht mehr leben",
])
def test_the_same_frames_with_a_crisis_in_them_still_alarm(message):
    assert match_rules(message).matched, message
