"""Session 34's classes, from the read errors of never-read set 41 and its red-team (each written in more languages and
words than the line that showed it): a massacre the writer says they will make, poison for a named person's food or
drink, held and then touched, a break-in said as it happens in German, joining someone who died — and the other way, a
laugh typed as an emoji, one more of a chore as the condition of "dying", losing one's mind over a form, and
homesickness."""

from __future__ import annotations

import pytest

from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.rules import match_rules
from core.handoff.crisis.semantic import canonical


@pytest.mark.parametrize("message", [
    "tomorrow im gonna do a massacre in the lecture hall, stay home",
    "el viernes en la facultad voy a hacer una matanza, quedaos en casa",
    "lundi je vais faire un massacre à la fac, vous êtes prévenus",
    "am montag richte ich im hörsaal ein massaker an",
    "giovedì in aula magna faccio una carneficina",
    "sexta vou fazer um massacre na escola, fiquem longe",
])
def test_a_massacre_the_writer_will_make_with_a_place_or_a_day_alarms(message):
    assert "harm_to_others" in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "the organic chem midterm tomorrow is going to be a massacre lol",
    "on va faire un carnage au tournoi de smash demain",
    "domani all'esame di analisi faccio una strage, ho studiato tantissimo",
    "este finde hacemos una masacre en la fiesta de la facu jaja",
    "my history essay is about the massacre at my lai, due monday",
])
def test_a_massacre_of_the_idioms_or_of_history_is_no_rule_alarm(message):
    assert "harm_to_others" not in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "gonna poison my teammates' water bottles before the game",
    "quiero envenenar a mis vecinos, ya compré matarratas",
    "je vais empoisonner le repas de ma coloc ce soir",
    "voglio avvelenare il pranzo della mia coinquilina",
    "vou envenenar o suco do meu colega de quarto",
    "thinking about how to poison his coffee at the lab meeting",
])
def test_poison_for_a_named_persons_food_or_drink_alarms(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "this coffee from the dining hall is poison lol",
    "for my toxicology class: how does arsenic poison the body",
    "we have mice in the dorm, can I put poison in the kitchen",
])
def test_poison_as_a_topic_or_a_pest_is_no_threat(message):
    assert "harm_to_others" not in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "my lab supervisor cornered me in the storage room and groped me",
    "he held me against the wall after the party and kissed me, i said no",
    "mi compañero de piso me acorraló en la cocina y me manoseó",
    "un type m'a coincée dans l'ascenseur et m'a tripotée",
    "der tutor hat mich in seinem büro eingesperrt und begrapscht",
    "il mio capo mi ha bloccata nel magazzino e mi ha palpata",
    "o chefe me encurralou no depósito e me apalpou",
])
def test_held_and_then_touched_alarms_as_assault(message):
    assert "assault_abuse" in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "my friend held me while i cried and then kissed my forehead",
    "the prof kept me after class and then touched on the grading policy",
    "mi novio me agarró la mano y me besó en el parque, qué lindo",
    "il m'a tenu la main et m'a embrassée, on est ensemble maintenant",
])
def test_a_hug_a_topic_or_a_date_is_no_assault(message):
    assert "assault_abuse" not in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "jemand versucht gerade bei uns in die wg einzubrechen",
    "ein typ versucht durch das fenster in mein zimmer einzubrechen",
    "da bricht grad einer bei mir ein",
])
def test_a_german_break_in_as_it_happens_alarms(message):
    assert "immediate_danger" in match_rules(message).categories


def test_a_break_in_to_a_system_is_no_danger():
    assert not match_rules("hacker versuchen in das uni system einzubrechen").matched


@pytest.mark.parametrize("message", [
    "my dad passed away in june and all i want is to be with him again",
    "since my best friend died i just want to join her",
    "desde que falleció mi padre solo quiero reunirme con él",
    "depuis que mon frère est mort j'ai envie de le rejoindre",
    "seit oma gestorben ist möchte ich nur noch zu ihr",
    "da quando è morto papà vorrei raggiungerlo",
    "desde que meu pai faleceu eu quero encontrar ele de novo",
])
def test_joining_someone_who_died_alarms(message):
    assert "self_harm" in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "my grandpa died, i want to be with my family for the funeral, can i get an extension",
    "my grandma passed and i want to join her church choir in her memory",
    "opa ist gestorben, ich will zu ihm nach polen zur beerdigung",
])
def test_being_with_the_living_after_a_death_is_no_alarm(message):
    assert "self_harm" not in match_rules(message).categories


@pytest.mark.parametrize("emoji", ["\U0001f602", "\U0001f923", "\U0001f606"])
def test_a_laughing_emoji_reads_as_laughter(emoji):
    assert " lol " in normalise(f"no way {emoji} thats wild")[0]


@pytest.mark.parametrize("message", [
    "I CANT BREATHE \U0001f923 the prof just called the projector a toaster",
    "can't breathe lmaooo my lab partner labelled every beaker 'water'",
])
def test_out_of_breath_laughing_is_no_rule_alarm(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    "cant breathe lol i think im allergic to the shrimp from the dining hall",
    "i can't breathe \U0001f602 my throat is closing up",
    "cant breathe lmao theres smoke in the hallway",
])
def test_a_laugh_does_not_clear_a_real_cause(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "if i have to grade one more lab report i'm going to die",
    "if i see another stats problem tonight im gonna die lol",
    "i will die if i have to format one more citation",
    "si veo otra derivada más me muero",
    "se vedo un altro integrale muoio",
])
def test_one_more_chore_as_the_condition_of_dying_is_no_rule_alarm(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    "if i take one more pill i think i will die",
    "if i get one more message from him i'm going to kill myself",
])
def test_one_more_pill_or_message_from_someone_still_alarms(message, detector):
    assert detector.assess(message).is_crisis


@pytest.mark.parametrize("message, idiom", [
    ("WHY IS THE PORTAL DOWN AGAIN IM LOSING MY MIND", "losing my mind"),
    ("the housing office is driving me crazy", "driving me crazy"),
    ("me estoy volviendo loca con la matrícula", "volviendo loca"),
    ("je deviens folle avec Parcoursup", "deviens folle"),
    ("das BAföG-Amt macht mich wahnsinnig", "wahnsinnig"),
    ("sto impazzendo con il piano di studi", "impazzendo"),
    ("to ficando louca com a rematrícula", "ficando louca"),
])
def test_losing_ones_mind_over_a_chore_is_blanked_for_the_models(message, idiom):
    assert idiom not in canonical(message)


@pytest.mark.parametrize("message, missing", [
    ("i'm so homesick, i really miss my parents", "miss my parents"),
    ("echo de menos a mis padres, pero bien", "echo de menos"),
    ("ma famille me manque beaucoup ce semestre", "me manque"),
    ("ich vermisse meine eltern so sehr", "vermisse"),
    ("mi mancano i miei, è il primo anno fuori", "mi mancano"),
    ("sinto muita falta dos meus pais", "falta"),
])
def test_homesickness_is_blanked_for_the_models(message, missing):
    assert missing not in canonical(message)


def test_missing_someone_who_died_is_not_blanked():
    assert "miss my parents" in canonical("my parents died last year and i really miss my parents")


@pytest.mark.parametrize("message", [
    "CAN SOMEONE TELL ME WHY MY LOAN HASNT BEEN PAID OUT IM LOSING MY MIND",
    "j'ai un coup de blues, ma famille me manque mais ça va aller",
    "if i read one more rubric today im gonna die \U0001f602",
])
def test_such_look_alikes_raise_no_alarm(message, detector):
    assert not detector.assess(message).is_crisis


@pytest.mark.parametrize("written, read", [
    ("domani all'esame", " domani all esame "),
    ("nell'aula magna", " nell aula magna "),
    ("quell'uomo mi segue", " quell uomo mi segue "),
])
def test_italian_elisions_leave_the_word_whole(written, read):
    assert normalise(written)[0] == read


@pytest.mark.parametrize("message", ["exhausted.", "overwhelmed!!", "sad", "agotada", "épuisée…", "erschöpft"])
def test_a_lone_word_of_feeling_is_not_read_by_the_model_layers(detector, message):
    """Every model layer reads two words or more (session 35: "exhausted." alone was nearest a crisis exemplar, a
    semantic alarm); a one-word crisis is the rules'."""
    assert not detector.assess(message).is_crisis


@pytest.mark.parametrize("message", ["kms", "unalive", "sewerslide"])
def test_one_word_crises_still_alarm(detector, message):
    assessment = detector.assess(message)
    assert assessment.is_crisis and assessment.layer == "rules"
