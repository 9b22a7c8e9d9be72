"""Danger told plainly that the rules missed in session 21, as classes in six languages: someone collapsed and
breathing strangely, the writer locked in by someone, a blade lying ready beside the writer, a fever with three
digits, a stabbing threatened; and the ordinary look-alikes of each still raise nothing."""

from __future__ import annotations

import pytest

from core.handoff.crisis.rules import match_rules

IMMEDIATE, SELF_HARM, THIRD = "immediate_danger", "self_harm", "third_party"


@pytest.mark.parametrize("message, category", [
    ("my roommate passed out in the lab and is breathing weird, not responding, room 214", IMMEDIATE),
    ("mi compañera se desmayó en la biblioteca y respira muy raro, no responde", IMMEDIATE),
    ("ma coloc s'est évanouie et respire bizarrement, elle répond plus, vite", IMMEDIATE),
    ("mein kumpel ist in der mensa umgekippt und atmet ganz flach, reagiert nicht, schnell", IMMEDIATE),
    ("la mia coinquilina è svenuta e respira male, non risponde", IMMEDIATE),
    ("minha amiga desmaiou e ta respirando estranho, nao responde, socorro", IMMEDIATE),
    ("my boyfriend locked me in the bathroom and took my phone", IMMEDIATE),
    ("el casero me ha encerrado en la habitacion hasta que pague", IMMEDIATE),
    ("il m'a enfermée dans sa chambre depuis hier", IMMEDIATE),
    ("mein vater hat mich in meinem zimmer eingesperrt und mein handy weggenommen", IMMEDIATE),
    ("mi ha rinchiusa in camera e non mi fa uscire", IMMEDIATE),
    ("meu pai me tranca no quarto quando tiro nota baixa", IMMEDIATE),
    ("klinge liegt schon neben mir, kann mich jemand anrufen", SELF_HARM),
    ("tengo la cuchilla en la mano y no puedo parar", SELF_HARM),
    ("la lame est à côté de moi et je veux juste que tout s'arrête", SELF_HARM),
    ("the blade is right next to me and i want to cut tonight", SELF_HARM),
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
    # the same words where nothing says coercion, intent or an emergency now (a second red-team's classes)
    "the caretaker locked me in the library last night, he didn't see me, who do I tell about the closing checks?",
    "mi gato me ha encerrado en el baño al empujar la puerta, llego tarde al examen oral",
    "mon coloc m'a enfermé dans l'appart en partant avec les deux clés, je vais rater le partiel",
    "El TFG me tiene encerrado en la biblioteca todo el día, ¿hay salas abiertas el domingo?",
    "my landlord locked me in to a 12-month lease, can the student union help me with that?",
    "Ich hab gerade die Rasierklinge in der Hand, halbes Bein fertig, und der Feueralarm geht schon wieder los",
    "Al corso di scherma l'istruttore dice che tengo la lama in mano come un mestolo",
    "In der letzten Folge ist die Ärztin umgekippt und atmet total komisch, wann kommt die nächste Staffel?",
    "Caso clínico da prova: paciente desmaiado, respirando com dificuldade, primeiro chamo o SAMU?",
    "I had meningitis in high school (fever of 104, stiff neck, rash), do I need to declare it on the health form?",
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
