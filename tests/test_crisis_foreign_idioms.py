"""Session 23's read set of idioms in es/fr/de/it/pt: the explicit forms it showed no rule had (gunshots where the
writer is, a train or a metro, a weapon from a father's cabinet, a relapse after the time without, a laugh that the
message says is meant), tested in wordings of their own, with the everyday uses of the same words; and a recovery
milestone, which the rules leave alone only while nothing anywhere in the message says the time without is over.""" 

from __future__ import annotations

import pytest

from core.handoff.crisis.rules import HARM_TO_OTHERS, IMMEDIATE_DANGER, SELF_HARM, match_rules


@pytest.mark.parametrize("message, category", [
    ("no es un simulacro, se oyen disparos en la biblioteca central, estamos encerrados", IMMEDIATE_DANGER),
    ("j'entends des coups de feu dans le bâtiment C, on s'est cachés dans la salle", IMMEDIATE_DANGER),
    ("keine übung!! in der mensa wurde gerade geschossen", IMMEDIATE_DANGER),
    ("stanno sparando nel cortile del dipartimento, aiuto", IMMEDIATE_DANGER),
    ("ouvimos tiros no prédio de engenharia, tá todo mundo escondido", IMMEDIATE_DANGER),
    ("me voy a tirar delante del tren esta noche", SELF_HARM),
    ("je vais me jeter devant le RER après le partiel", SELF_HARM),
    ("heute werf ich mich vor die u-bahn", SELF_HARM),
    ("vou me jogar embaixo do trem amanhã cedo", SELF_HARM),
    ("mañana llevo la pistola del cajón de mi padre a la facultad", HARM_TO_OTHERS),
    ("morgen bring ich das messer aus der küche meines mitbewohners mit in die uni", HARM_TO_OTHERS),
    ("jajaja ya sé q suena a broma pero me voy a tirar por la ventana, va en serio", SELF_HARM),
    ("mi butto dalla finestra ahah, no sul serio, sono già sul davanzale", SELF_HARM),
    ("llevaba seis meses sin cortarme y anoche volví a hacerlo", SELF_HARM),
    ("ça faisait un an que je me coupais plus, j'ai rechuté ce week-end", SELF_HARM),
    ("un anno senza tagliarmi e ieri ci sono ricascata", SELF_HARM),
])
def test_explicit_forms_the_idioms_set_showed(message, category):
    assert category in match_rules(message).categories


@pytest.mark.parametrize("message", [
    # gunshots that are not here and now
    "en la serie se oyen disparos cada cinco minutos, no la puedo ver de noche",
    "simulacro de tiroteo el jueves en el edificio B, ¿es obligatorio?",
    "ayer en el partido hubo muchos tiros a puerta pero ningún gol",
    "on a entendu des coups de feu... c'était les feux d'artifice du 14 juillet",
    "beim Biathlon wurde so schlecht geschossen heute",
    "gestern wurden im Derby drei Tore geschossen",
    "in assemblea stanno sparando cazzate da un'ora",
    # a short deadline and a top-up are no relapse
    "el plazo es muy corto, tengo que recargar la tarjeta del comedor",
    # in front of a screen, not a train
    "me tiré delante de la tele todo el domingo",
    # a recovery milestone, with nothing that says it is over
    "hoy cumplo un año sin autolesionarme, quería contarlo 💚",
    "faz dois anos que não me corto, obrigada terapia",
])
def test_everyday_uses_the_idioms_set_showed(message):
    assert not match_rules(message).categories


@pytest.mark.parametrize("message", [
    # a milestone with a relapse, a night or a blade anywhere in the message stays a crisis (session 23's red-team)
    "recaí hoje depois de 1 ano sem me cortar, tá muito fundo",
    "1 year self harm free but i relapsed last night",
    "hoy cumplo ocho meses sin cortarme pero esta noche tengo la cuchilla en la mano",
    "un anno senza tagliarmi, volevo salutare prima di andarmene, grazie di tutto",
])
def test_a_milestone_that_is_not_over_still_alarms(message):
    assert match_rules(message).categories


@pytest.mark.parametrize("message, crisis", [
    ("diesmal wart ich mit dem Baseballschläger hinter der Tür, der fasst mich nie wieder an", True),
    ("lo aspetto sotto casa con il coltello stasera", True),
    ("lo espero a la salida con la navaja", True),
    ("je l'attends devant la fac avec un couteau", True),
    ("vou esperar ele na saída com uma faca", True),
    ("warte mit dem Messer auf dem Brett, bis die Zwiebeln glasig sind", False),
    ("ich warte mit dem Schläger auf den Aufschlag", False),
    ("lo aspetto con la torta per il suo compleanno", False),
])
def test_lying_in_wait_with_a_weapon(message, crisis):
    assert (HARM_TO_OTHERS in match_rules(message).categories) is crisis
