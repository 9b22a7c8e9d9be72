"""Session 33's classes, from the read lines of never-read sets 33, 35 and 38 (each written in more languages and
words than the line that showed it): a threat whose object is a piece of work, crisis words as what is studied, hanging
oneself as a figure of speech over a crashed laptop, and — the other way — someone forcing the door written with chat
abbreviations or a relative pronoun, a vehicle run into a crowd, ammunition bought for a class, and a failure's
"I'll kill myself" said to be meant."""

from __future__ import annotations

import pytest

from core.handoff.crisis.rules import match_rules


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
    "estoy en las vías detrás de la facultad, el próximo tren pasa en 5 minutos, ya es tarde para mí",
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


# A review of these classes (a helper who tried 129 crisis messages and 63 ordinary ones against them): the crisis
# messages the first versions of the guards lost, and the ordinary messages the first versions of the rules alarmed on
_REVIEW_CRISIS = [
    "voy a matar a ese del trabajo, lo juro",
    "ich schaff die Ausbildung nicht mehr, heute Abend nehm ich eine Überdosis",
    "ya no aguanto la formación, esta noche me voy a tomar una sobredosis",
    "nach dem Unterricht werde ich eine Überdosis Tabletten einwerfen",
    "in der Pflege lernt man genau wie viel für eine Überdosis reicht, und das schluck ich heute",
    "après l'atelier je vais avaler une surdose de médicaments",
    "bei der Schulung ist eine Kollegin an einer Überdosis zusammengeklappt",
    "estudio como mi hermana escribe sobre querer matarse en su diario, tengo miedo",
    "studio come la mia coinquilina scrive di volersi uccidere, ho paura",
    "Hausarbeit verkackt, ich häng mich auf haha, ehrlich jetzt, ich kann nicht mehr",
    "perdi o arquivo do tcc, vou me enforcar kkkk, juro, a corda tá aqui",
    "Rechner abgestürzt, Bachelorarbeit weg, ich erhänge mich haha. ich mein das echt",
    "quit climbing, tonight i am jumping off the bridge",
    "arrampicata sulla ringhiera fatta, ora mi butto dal ponte",
    "ich klettere übers Geländer und springe von der Brücke",
    "vi una serie donde la protagonista se suicida y yo quiero hacer lo mismo, ya tengo las pastillas",
    "in der Serie bringt sich die Hauptfigur um, genau so werde ich es machen",
    "the discussion about suicide in our ethics class made me decide, tonight is the night",
    "tengo ganas de matar a alguien del trabajo, sé dónde vive",
    "ich mach die Ausbildung nicht mehr, ich will eine Überdosis nehmen",
    "der Lehrgang bringt mich um, morgen schluck ich die Überdosis",
    "je lâche la formation, je vais faire une overdose ce soir",
    "desde que empecé la formación pienso en una sobredosis cada noche",
    "la simulación terminó pero mi compi de verdad se metió una sobredosis",
    "je regarde une série où l'héroïne se suicide, je vais faire pareil, j'ai les cachets",
    "tras la escalada del lunes me tiro del puente",
    "je rappelle personne, je saute du pont",
    "ich häng mich auf, Hausarbeit verkackt haha, ich hab schon den Strick",
]
_REVIEW_ORDINARY = [
    "sto facendo foto ai binari per il corso di fotografia, il prossimo treno passa tra 10 minuti",
    "estoy grabando junto a las vías del tren para un corto, el próximo tren pasa en 15 minutos",
    "taking my nephew to the tracks to watch the next train go by, he loves trains",
    "to perto dos trilhos fotografando, o próximo trem passa às 18h",
    "mi insulina se acabó en el viaje y me sentía mareada, ya estoy bien, ¿puedo justificar la falta?",
    "Es brennt bei mir gerade total mit den Abgaben, ich komm nicht raus aus dem Stress",
    "estoy ardiendo de fiebre y no puedo salir de casa para el examen",
    "compré una pistola de silicona para el taller de maquetas del lunes",
    "got the bullets done for my slides, thursday's seminar should be fine",
    "ho comprato una pistola per la colla a caldo per il laboratorio di lunedì",
    "stanotte ammazzo quella zanzara, giuro",
    "voglio uccidere il drago prima di cena",
    "voy a disparar al arco en el entrenamiento de mañana",
    "vou matar aquela aula chata de sexta e ir à praia",
    "standing near the tracks filming for my vlog, next train comes at 5",
    "la mia insulina è finita e avevo la glicemia a 350, ora è tutto ok, posso recuperare l'esame?",
    "ho comprato un fucile per il softair, lunedì prima lezione",
    "got a pistol grip for my camera, monday's photo class will be fun",
    "uccido questa pianta ogni volta che la innaffio",
    "ammazzo la zanzara e torno a studiare",
    "voy a disparar al blanco en el campo de tiro el sábado",
    "vou matar esta aula e estudar em casa",
]


@pytest.mark.parametrize("message", _REVIEW_CRISIS)
def test_the_reviews_crisis_messages_alarm(message, detector):
    assert detector.assess(message).is_crisis


@pytest.mark.parametrize("message", _REVIEW_ORDINARY)
def test_the_reviews_ordinary_messages_raise_no_rule_alarm(message):
    assert not match_rules(message).matched
