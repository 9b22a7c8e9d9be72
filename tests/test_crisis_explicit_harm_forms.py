"""Explicit self-harm and danger forms in es/fr/de/it/pt (rules_explicit_harm_forms.py, session 19): each caught in
wordings of its own, not the lines it was read from, and the everyday uses of the same words left alone."""

from __future__ import annotations

import pytest

from core.handoff.crisis.rules import IMMEDIATE_DANGER, SELF_HARM, match_rules


@pytest.mark.parametrize("message, category", [
    ("jme mutile encore, personne le sait", SELF_HARM),
    ("j'ai tellement envie de me faire du mal ce soir", SELF_HARM),
    ("je me suis encore fait du mal avec le compas", SELF_HARM),
    ("me estoy rajando las piernas otra vez", SELF_HARM),
    ("necesito cortarme otra vez", SELF_HARM),
    ("ich verletze mich wieder, seit der trennung jeden abend", SELF_HARM),
    ("hab mir gestern mit absicht wehgetan", SELF_HARM),
    ("hatte mich schon wieder geritzt, meine mitbewohnerin hats gesehen", SELF_HARM),
    ("stasera ho voglia di farmi del male", SELF_HARM),
    ("eu me automutilo faz dois anos", SELF_HARM),
    ("je vais me jeter du toit de la residence", SELF_HARM),
    ("mi butto dal ponte della ferrovia dopo l'esame", SELF_HARM),
    ("springe ich heute abend vom balkon", SELF_HARM),
    ("me voy a tirar de la azotea de la residencia", SELF_HARM),
    ("si me echan del master me mato, ya lo tengo decidido como", SELF_HARM),
    ("ein bewaffneter typ läuft durchs hauptgebäude", IMMEDIATE_DANGER),
    ("c'è un tizio con un coltello in mensa, ci siamo barricati", IMMEDIATE_DANGER),
    ("tem um cara armado no bloco B", IMMEDIATE_DANGER),
    ("alguem ta tentando entrar no meu quarto agora", IMMEDIATE_DANGER),
    ("un mec essaie d'entrer par la fenetre de ma chambre", IMMEDIATE_DANGER),
    ("jemand versucht gerade durch die balkontuer reinzukommen", IMMEDIATE_DANGER),
])
def test_each_explicit_form_is_caught_in_other_words(message, category):
    assert category in match_rules(message).categories


@pytest.mark.parametrize("message", [
    # accidents, wherever the sport or the kitchen is named
    "je me suis fait du mal en tombant dans l'escalier du batiment B",
    "au foot hier je me suis fait du mal au genou, dispense possible ?",
    "hab mich beim kochen wieder geschnitten, gibts pflaster in der mensa?",
    "ho paura di farmi del male in palestra, c'è un istruttore?",
    # other senses and objects
    "me rajé de la fiesta al final, estaba cansada",
    "quiero cortarme el pelo corto antes de la graduacion",
    "tengo que cortarme las uñas antes del laboratorio",
    "c'è un tizio armato di pazienza in segreteria oggi",
    "quelqu'un essaie d'entrer dans le groupe whatsapp de la promo",
    "jemand versucht in die mensa reinzukommen ohne ausweis, wen ruf ich an?",
    # told as over, or negated
    "je ne me mutile plus depuis deux ans, je voudrais temoigner a la journee sante mentale",
    "je me mutile pas, j'ai juste des griffures du chat",
    # a laugh, a bed, a screen
    "ich spring gleich vom dach lol, die klausur war so schlecht",
    "mi butto dal tetto ahah scherzo, quando escono i voti?",
    "je vais me jeter sur mon lit et dormir 12h",
    "in dem film gibt es einen bewaffneten mann im gebäude, ist das prüfungsrelevant?",
    "in der serie versucht jemand durch das fenster einzusteigen",
    # hyperbole about failing without a method chosen
    "si suspendo otra vez me mato, ya sé cómo va a reaccionar mi padre",
    "si suspendo me mato jaja ya tengo pensado como: estudiando el doble",
])
def test_the_everyday_uses_of_their_words_are_left_alone(message):
    assert not match_rules(message).matched


def test_a_guard_is_read_over_the_whole_message_not_only_after_the_match():
    # the purpose or the screen named before the phrase counts too (the guard stands after the rule's first \b)
    assert not match_rules("for my architecture class, what's the tallest building on campus? just curious").matched
    assert not match_rules("nel film c'è un uomo armato nell'edificio, ci siamo chiusi in aula").matched
    assert match_rules("c'è un uomo armato nell'edificio, ci siamo chiusi in aula").matched


@pytest.mark.parametrize("message", [
    # distress says "not any more" and "never" as often as recovery does: only a denial next to the verb, or recovery
    # in so many words, rules a form out
    "ich kann nicht mehr, hab mich wieder geritzt",
    "non mi sentiro mai meglio, ho bisogno di farmi del male, ho la lametta",
    "je me scarifie encore, jamais ca s'arrete",
    "ich ritz mich seit 2 jahren jeden abend",
    # a question asked of the writer is no denial: what follows may be the disclosure
    "o psicólogo da faculdade perguntou se eu me machuco e eu menti, faço isso quase todo dia",
    # "after six months clean" is a relapse
    "voltei a me cortar ontem depois de 6 meses limpa",
])
def test_a_word_of_denial_elsewhere_does_not_silence_the_act(message):
    assert SELF_HARM in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "nunca me automutilei, só tenho cicatriz de catapora",
    "ado je me scarifiais mais ca fait 4 ans que c'est fini",
])
def test_a_denial_next_to_the_verb_or_a_recovery_told_is_left_alone(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    # a second red-team: crises that mention a game, a bed, water, a series, the gym or hair. A context on a rule's
    # list cancels it anywhere in the message, so the lists hold only words a crisis does not share
    "c'è uno con la pistola in biblioteca, sta minacciando tutti, non è un gioco",
    "sono sul letto e mi butto dal balcone stanotte, non ce la faccio più",
    "je vais me jeter du pont ce soir, la rivière est juste en dessous",
    "quiero cortarme los brazos otra vez, me tapo las marcas con el pelo",
    "voglio farmi del male stasera, ho visto una serie e ho la lametta pronta",
    "je me suis encore mutilée ce soir après la salle de sport",
    "ein bewaffneter Mann ist im Gebäude, das ist keine Übung",
])
def test_a_crisis_that_mentions_an_ordinary_context_still_alarms(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    # (the older rules' own look-alikes, "tengo que cortarme otra vez las uñas", "je vais me jeter du pont" at a
    # bungee jump, "voglio farmi del male" before a film marathon, are left as they were: see docs/evaluation.md)
    "mañana voy a la peluqueria, quiero cortarme esta noche el flequillo yo sola",
    "saut pendulaire demain avec l'asso, je vais me jeter du dernier etage du pont",
    "tem um homem armado na portaria, é o segurança novo",
    "jemand versucht gerade durch meine Tür reinzukommen, ach der Paketbote 😂",
    "ich verletze mich immer wieder beim Volleyball am selben Finger",
    "ho bisogno di farmi del male: carbonara e birra dopo l'esame",
    "el gato del barrio anda durmiendo en la calle con este frio, alguien lo adopta?",
    "micro exam tmrw: fever + stiff neck + petechial rash = meningococcal, right?",
    "my bf took my passport for safekeeping and then asked will you marry me",
])
def test_the_new_forms_leave_the_red_teams_ordinary_families_alone(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message, category", [
    ("my wrists are basically a barcode now, how do i cover them for the interview", SELF_HARM),
    ("i keep punching my hand against the wall when it gets too much, did it again today", SELF_HARM),
    ("the nurse told me to go to the ER but i have a final at 9, is that ok", IMMEDIATE_DANGER),
    ("bmi s 13 but i just need to get through finals", SELF_HARM),
    ("stuck in the elevator in the music building, nobody answers the alarm and i'm having a panic attack",
     IMMEDIATE_DANGER),
    ("lost in the woods behind the observatory, phone almost dead and it's freezing", IMMEDIATE_DANGER),
])
def test_english_danger_told_plainly(message, category):
    assert category in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "my arms look like a barcode from all the mosquito bites this summer",
    "i slammed my fingers in the door again, so clumsy",
    "the doctor told me to go to the ER last week and it was just a sprain, can i get an extension",
    "for my nutrition class, what does a bmi is 14 mean clinically",
    "got stuck in the elevator for 10 minutes yesterday lol, who do i report it to",
    "we got lost on the trail on the club trip and it was getting dark, can the club refund the shuttle",
])
def test_english_look_alikes_of_danger_told_plainly(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    # the older rules read the narrow contexts too: hair next to "cortarme", a bungee jump or a parachute anywhere,
    # a platform after "me sigue"
    "tengo que cortarme otra vez las uñas, crecen rapidisimo",
    "mi butto dal ponte col bungee sabato, chi viene?",
    "este finde hago puenting, me voy a tirar desde el puente de 40 metros",
    "alguem me segue no Pinterest e copia minhas pastas",
])
def test_the_older_rules_read_the_narrow_contexts(message):
    assert not match_rules(message).matched
