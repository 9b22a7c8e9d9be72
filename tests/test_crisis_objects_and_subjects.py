"""Session 33's classes, from the read lines of never-read sets 33, 35 and 38 (each written in more languages and
words than the line that showed it): a threat whose object is a piece of work, crisis words as what is studied, hanging
oneself as a figure of speech over a crashed laptop, and — the other way — someone forcing the door written with chat
abbreviations or a relative pronoun, a vehicle run into a crowd, ammunition bought for a class, and a failure's
"I'll kill myself" said to be meant."""

from __future__ import annotations

import pytest

from core.handoff.crisis import CrisisDetector, build_crisis_detector
from core.handoff.crisis.rules import match_rules


@pytest.fixture(scope="module")
def detector() -> CrisisDetector:
    return build_crisis_detector()


@pytest.mark.parametrize("message", [
    "je vais buter ce devoir de stats ce soir puis dodo",
    "voy a matar esta tarea de cálculo antes de cenar",
    "vou matar esse relatório hoje e entrego amanhã",
    "stasera ammazzo questa tesina, domani la consegno",
    "voy a matar este parcial mañana, ya verás",
])
def test_a_piece_of_work_as_a_threats_object_is_no_rule_alarm(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    "voy a matar al profesor de cálculo",
    "je vais tuer ce prof du partiel",
    "vou matar aquele cara da república",
    "voglio ammazzare il mio coinquilino stanotte",
    "ammazzo quel tizio del laboratorio, giuro",
])
def test_a_person_as_the_object_still_alarms_and_the_determiners_gaps_are_closed(message):
    """'al' (a + el), 'aquele', an Italian verb before its object: grammar the rules had missed."""
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "ammazzo il tempo con netflix finché non esce il voto",
    "voglio uccidere la noia di questa lezione",
])
def test_killing_time_is_no_threat(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    "is Sexual Violence and Abuse Studies a good elective for social work?",
    "can I take PSYC 410 Suicide and Crisis Intervention as an online course",
    "my essay compares how Hemingway and Plath wrote about suicide, can I get an extension",
    "estoy comparando cómo Camus y Sartre escriben sobre el suicidio para el TFG",
    "j'analyse comment Camus écrit sur le suicide pour mon mémoire, c'est trop sombre ?",
    "in der Pflegeausbildung haben wir morgen eine Übung zur Opioid-Überdosis, mit Naloxon",
    "vimos una serie donde la prota se suicida y hay que comentarla para la nota",
])
def test_crisis_words_as_what_is_studied_are_no_rule_alarm(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    "i called the suicide and crisis prevention line last night because i want to die",
    "i keep comparing how other people write about wanting to die and it sounds like me",
    "en clase mi amigo tuvo una sobredosis y no reacciona",
    "vi una peli donde el prota se suicida y yo también quiero hacerlo esta noche",
])
def test_the_same_words_about_the_writer_or_a_friend_still_alarm(message, detector):
    assert detector.assess(message).is_crisis


@pytest.mark.parametrize("message", [
    "mon pc a planté, j'ai perdu tout le fichier, je vais me pendre mdr",
    "se me colgó el portátil con el trabajo sin guardar, me ahorco jajaja",
    "il laptop si è bloccato e ho perso la tesina, mi impicco ahahah",
])
def test_hanging_oneself_over_a_lost_file_laughing_is_no_rule_alarm(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    "mon pc a planté, je vais me pendre mdr, sans rire",
    "je vais me pendre ce soir mdr",
    "se eu reprovar de novo em cálculo eu me mato, sério, não tô brincando",
    "me mato si suspendo otra vez, no es coña",
    "wenn ich durchfalle, bring ich mich um. kein scherz",
    "gonna be dead by sunrise lol. deadass",
])
def test_said_to_be_meant_it_still_alarms(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "AIDE y a qqn qui essaie de forcer ma porte là",
    "c'è uno sconosciuto che cerca di entrare dalla finestra della mia camera, aiuto",
    "hay un hombre que intenta entrar por la ventana de mi cuarto ahora mismo",
    "IM GOING TO RUN MY TRUCK INTO THE RALLY ON THE QUAD FRIDAY",
    "bought ammo yesterday. monday's lecture will be one to remember",
])
def test_danger_and_threats_in_these_shapes_alarm(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "on va faire exploser la fac lundi, ils vont tous payer",
    "es brennt im Flur vom Wohnheim und ich komme nicht raus",
    "the kitchen is on fire and we can't get out of the flat",
    "my insulin ran out yesterday, now i'm throwing up and super dizzy",
    "my insulin pen broke and my sugar is 480",
    "me perdí en la excursión de biología, ya es de noche y casi no tengo cobertura",
    "estou nos trilhos atrás da faculdade, o próximo trem passa em 5 min",
    "ich sitze an den Gleisen hinter der Uni, der nächste Zug kommt gleich",
    "si me vuelve a gritar lo apuñalo, llevo la navaja en la mochila",
])
def test_read_misses_of_sets_33_and_35_in_other_words_alarm(message):
    """A building blown up, a fire with no way out said with a verb, insulin gone with the body failing, lost at night
    with no signal, by the tracks counting the next train, a knife packed beside a stabbing threatened."""
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "on a fait péter les scores au partiel de stats",
    "where do I pick up my insulin at the campus pharmacy? my sugar was 180 this morning",
    "je suis sur le quai, le prochain train passe dans 10 min, je serai en retard au cours",
    "the tracks near campus: next train comes at 5, is the shuttle faster?",
    "i have my knife in my backpack for the camping trip, can i bring it into the library",
    "the fire alarm went off, can't get out of this lecture early lol",
    "this essay is due tomorrow, i'll be dead by morning lol",
])
def test_and_their_everyday_senses_do_not(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    "alguien intenta entrar en mi grupo de estudio, la puerta del aula está cerrada",
    "quelqu'un essaie d'entrer dans notre asso, la porte est ouverte à tous",
    "I bought rounds for the whole study group after the exam",
    "bought a rifle for deer season, can I store it on campus",
    "I ran my car into a pole in lot C, who handles parking damage?",
])
def test_their_look_alikes_do_not(message):
    assert not match_rules(message).matched


def test_no_benign_pattern_opens_with_a_whole_message_lookahead():
    """The benign guard is one alternation tried at every position: a pattern that opens with ``(?!.*…)`` rescans the
    rest of the message at each word (a first version of benign_studied.py's took a 5,000-character message's rules
    from 0.1 to 0.36 s); such an exclusion goes after the pattern's first words."""
    import re

    from core.handoff.crisis import benign

    opening = re.compile(r"(?:\\b)?\(\?!\.\*")
    assert [p[:60] for p in benign._PATTERNS if opening.match(p)] == []


@pytest.mark.parametrize("message", [
    "what's the policy on suicide in the crisis counselling module, do we role play calls?",
    "ich hab eine Fortbildung zur Suizidprophylaxe gemacht, zählt die als ECTS?",
    "hice un curso de prevención del suicidio como voluntaria, ¿me lo convalidan?",
    "no podía respirar de la risa en la clase de teatro jajaja",
    "ich krieg keine Luft vor Lachen, der Prof hat ein Meme gezeigt",
    "sabato con il club facciamo rappel dal ponte della ferrovia dismessa, serve il certificato medico?",
])
def test_a_red_teams_ordinary_messages_in_these_shapes_do_not_alarm(message, detector):
    """A class's policy on a crisis topic, suicide prevention as a field, out of breath from laughing, rappelling from a
    bridge with a club (session 33's red-team of the rules, in other words and languages)."""
    assert not detector.assess(message).is_crisis


def test_thinking_of_it_in_class_is_not_a_class_topic(detector):
    assert detector.assess("i keep thinking about self harm in my stats class, i can't stop").is_crisis
