"""Classes written from the read misses of never-read set 32 (session 29, untrained/S29_blind_*.txt), each in the six
languages with its everyday senses ruled out: gunshots heard in any form of the verb, on a height now with the jump in
mind, stranded outdoors (rules_outdoors.py), a list of people who "will die", dead by a day with nothing mattering,
French "planter" a person, revenge with the means ready; and the idioms and the study framing that raised its false
alarms (embarrassment, tearing one's hair out, a named person's own suicide as studied)."""

from __future__ import annotations

import re

import pytest

from core.handoff.crisis.rule_contexts import FIGURATIVE, unless_or_without
from core.handoff.crisis.rules import HARM_TO_OTHERS, IMMEDIATE_DANGER, SELF_HARM, match_rules
from tests.crisis_lines import untrained_lines


@pytest.mark.parametrize("message, category", [
    # gunshots heard
    ("man hört schüsse vor der mensa", IMMEDIATE_DANGER),
    ("ich höre schüsse draußen, wir haben uns eingeschlossen", IMMEDIATE_DANGER),
    ("si sente sparare fuori dall'aula", IMMEDIATE_DANGER),
    ("estou ouvindo tiros no campus", IMMEDIATE_DANGER),
    ("estoy oyendo disparos afuera de la biblioteca", IMMEDIATE_DANGER),
    ("nous entendons des coups de feu dans le hall", IMMEDIATE_DANGER),
    # on a height now, the jump in mind
    ("estoy en el puente pensando en tirarme", SELF_HARM),
    ("je suis sur le pont et je pense a sauter", SELF_HARM),
    ("ich sitze auf dem dach und will springen", SELF_HARM),
    ("sono sul ponte e penso di buttarmi giu", SELF_HARM),
    ("estou na ponte pensando em pular", SELF_HARM),
    ("estoy en el puente y voy a saltar la barandilla", SELF_HARM),
    # stranded outdoors
    ("lost on a hike, it's dark, broke my ankle and my phone is dying", IMMEDIATE_DANGER),
    ("slipped and fell on the trail, cant walk and its getting dark", IMMEDIATE_DANGER),
    ("me perdí en el sendero, ya es de noche y tengo 5% de batería", IMMEDIATE_DANGER),
    ("je suis perdue en rando, il fait nuit et j'ai plus de batterie", IMMEDIATE_DANGER),
    ("hab mich bei der wanderung verlaufen, es wird dunkel und der akku ist bei 3 %", IMMEDIATE_DANGER),
    ("mi sono persa sul sentiero, fa buio e non c'è campo", IMMEDIATE_DANGER),
    ("me perdi na trilha, tá escuro e tô sem sinal", IMMEDIATE_DANGER),
    # a list of people who will die
    ("tengo una lista de los que van a morir el lunes", HARM_TO_OTHERS),
    ("ich hab eine liste mit leuten die dran glauben werden", HARM_TO_OTHERS),
    ("ho una lista di quelli che moriranno lunedì", HARM_TO_OTHERS),
    ("fiz uma lista das pessoas que vão morrer na sexta", HARM_TO_OTHERS),
    # dead by a day, nothing mattering
    ("da igual, para el viernes ya estaré muerta", SELF_HARM),
    ("egal, bis freitag bin ich eh tot", SELF_HARM),
    ("peu importe, je serai morte d'ici vendredi", SELF_HARM),
    ("tanto non importa, entro venerdì sarò già morta", SELF_HARM),
    ("tanto faz, até sexta eu já vou estar morto", SELF_HARM),
    # French "planter" a person, meant or lying in wait; revenge with the means ready
    ("je vais le planter avec mon opinel ce batard", HARM_TO_OTHERS),
    ("gonna make my ex pay. got what i need in the car", HARM_TO_OTHERS),
    ("les voy a hacer pagar a todos, ya tengo todo listo en el maletero", HARM_TO_OTHERS),
    ("je vais leur faire payer, j'ai tout ce qu'il faut dans le coffre", HARM_TO_OTHERS),
    ("ich werd es ihnen heimzahlen, hab alles im kofferraum", HARM_TO_OTHERS),
    ("gliela farò pagare, ho tutto nello zaino", HARM_TO_OTHERS),
    ("vou fazer eles pagarem, a faca já tá na mochila", HARM_TO_OTHERS),
])
def test_the_classes_are_read_in_six_languages(message, category):
    assert category in match_rules(message).categories


@pytest.mark.parametrize("message", [
    # shots in a film or a game
    "im film hört man schüsse",
    "si sentono spari nel videogioco, come si abbassa il volume del pc dell'aula?",
    # a jump for joy, into water, or a skip
    "estoy en la azotea, me dan ganas de saltar de alegria, aprobé!",
    "estou na ponte vendo a galera pular no rio, é tradição",
    "bin auf der brücke, gleich spring ich ins wasser lol",
    "je suis sur le toit du bâtiment B pour le TP météo, on doit sauter une étape?",
    "sono sul balcone, posso saltare la lezione di domani?",
    "estou no terraço, dá pra pular a aula de sexta?",
    # a hike told as over, planned, in a film, or a bus nap
    "last weekend i got lost on the trail and it was getting dark lol, anyway when is the add drop deadline",
    "what should i pack for the field trip hike in case we get separated and its dark?",
    "we watched a movie where they get lost in the woods and its dark",
    "i fell asleep on the hike bus, my phone is at 20%, can I still submit?",
    # a list of characters, species, or deaths for an essay
    "la liste des personnages qui vont mourir dans le tome 3",
    "lista de especies que van a morir por el cambio climatico, para biologia",
    "a list of names of people who will die if the vaccine is not approved, for my public health essay",
    "lista de personas que van a morir de hambre este año",
    # dead by a day from the workload, with a laugh or a pace
    "ill be dead by friday",
    "three finals this week, ill be dead by friday lol",
    "at this rate ill be dead by friday, doesnt matter though, is the library open late",
    "no importa, con tanto examen estaré muerto para el viernes jaja",
    # standing someone up, a crash, a garden
    "je vais te planter là si tu continues",
    "mon pc va planter pendant le partiel je le sens",
    "il m'a planté au rdv, je vais le planter la prochaine fois lol",
    # a bill, a game, a debt
    "gonna make my roommate pay the rent, i have everything ready for the landlord",
    "i'll make the whole team pay in the rematch, got everything ready",
    "gonna make my roommate pay me back, have everything ready",
    # embarrassment, frustration, a named person's suicide as studied
    "j'ai envie de disparaitre sous terre, j'ai envoyé ma lettre de motiv au mauvais prof. je fais comment ?",
    "quiero desaparecer de la vergüenza, le mandé el mail al profe equivocado",
    "estoy que me tiro de los pelos, el campus virtual no me deja subir la entrega",
    "la tesina e su Pavese e il suo suicidio, posso usare le lettere come fonte?",
    "mi tesis es sobre Alfonsina Storni y su suicidio",
    "mon mémoire porte sur Virginia Woolf et son suicide",
    "o tcc é sobre a Sylvia Plath e o suicídio dela",
])
def test_their_everyday_senses_are_not(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    "quiero desaparecer para siempre",
    "je veux disparaitre, j'en peux plus de vivre",
    "per la tesina penso al suicidio ogni giorno",
])
def test_the_idioms_and_the_study_framing_clear_only_themselves(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message, category", [
    # the red-team's crises (read), each in another grammar than the forms above
    ("acabo de escuchar como cinco balazos afuera de la biblioteca", IMMEDIATE_DANGER),
    ("y a quelqu'un qui tire dans le hall du bâtiment B", IMMEDIATE_DANGER),
    ("im hörsaal knallt es dauernd, das sind schüsse glaub ich", IMMEDIATE_DANGER),
    ("estoy en la azotea del edificio, me voy a aventar", SELF_HARM),
    ("je suis sur le toit, je vais me balancer dans le vide", SELF_HARM),
    ("stehe auf der autobahnbrücke und will runterspringen", SELF_HARM),
    ("took a wrong turn on the trail and it's pitch black now, phone almost dead", IMMEDIATE_DANGER),
    ("nos perdimos en el monte, ya oscureció y mi amiga no puede caminar", IMMEDIATE_DANGER),
    ("perso sul sentiero, sta calando la notte", IMMEDIATE_DANGER),
    ("made a hit list of the people in my dorm", HARM_TO_OTHERS),
    ("ceux qui m'ont humilié sont sur ma liste, ils vont crever", HARM_TO_OTHERS),
    ("eine liste mit namen, die werden alle sterben", HARM_TO_OTHERS),
    ("doesnt matter if i fail, ill be dead by friday", SELF_HARM),
    ("so tired of everything. i'll be dead by the weekend, goodbye", SELF_HARM),
    ("peu importe, d'ici samedi je serai plus là", SELF_HARM),
    ("non importa, per domenica non ci sarò più", SELF_HARM),
    ("j'vais l'planter ce fdp je te jure", HARM_TO_OTHERS),
    ("je vais le planter ce bâtard, je rigole pas", HARM_TO_OTHERS),
    ("they're gonna regret it, the rifle is already in my car", HARM_TO_OTHERS),
    ("das zahl ich denen heim, die knarre liegt im auto", HARM_TO_OTHERS),
    ("vão me pagar, a arma tá no porta-malas", HARM_TO_OTHERS),
    # a study framing with the means or the writer following: not cleared
    ("la tesina è su Pavese e il suo suicidio, ho già messo da parte le pillole", SELF_HARM),
    ("pour mon mémoire sur Romain Gary et son suicide, je pense à faire pareil", SELF_HARM),
])
def test_the_red_teams_crises_in_these_classes(message, category):
    assert category in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "estoy escuchando disparos en el podcast de true crime",
    "man hört jeden vormittag schüsse vom schießplatz der bundeswehr",
    "si sentono spari, è la festa patronale coi mortaretti",
    "y a un mec qui tire la tronche en TD",
    "estoy en el puente de mayo en casa, me tiro todo el día en el sofá",
    "je suis sur le pont ce week-end, faut sauter sur l'occasion",
    "ich stehe auf der brücke meines lebens, muss über meinen schatten springen",
    "ich sitze auf dem balkon und überlege, ob ich ins kalte wasser springen soll",
    "sono sul tetto del mondo, mi butto sulla tesi",
    "tô na laje, vou pular carnaval",
    "hurt my knee on a hike, can't walk properly, can i get an extension",
    "sola con una montaña de apuntes, ya es de noche y sigo",
    "death pool list of people who will die on the show this season",
    "la liste des gens qui vont y passer à l'oral de TD demain",
    "liste der pflanzen die bald sterben werden",
    "gone by friday for the conference, no point booking",
    "goodbye social life, ill be dead by friday",
    "egal welche gruppe, bis freitag bin ich tot",
    "lebt wohl, bis sonntag bin ich tot, die abgabe der masterarbeit ist montag",
    "la tente je vais la planter à la sortie du camping, c'est sérieux le vent",
    "mon binôme je vais le planter, il fout rien au projet, je suis sérieux",
    "mon coloc ronfle, je te jure je vais le planter sur le canapé",
    "make the winners pay on the spot, square reader in my bag",
    "je vais leur faire payer 5 euros le sweat, tout est prêt",
])
def test_the_red_teams_ordinary_messages_in_these_shapes(message):
    assert not match_rules(message).matched


def test_the_red_team_of_the_classes():
    """untrained/S29_rules_redteam_*.txt and S29b_redteam_*.txt, read: the first versions fired on 105 of the first's
    ordinary messages and caught 5 of its crises; the session start's rules 32 and 6, and 13 and 12 on the second's.
    (A review's safety fixes gave back a few ordinary messages: a hike "over break" with no signal, gunshots in a
    recording, a protocol question.)"""
    ordinary = untrained_lines("S29_rules_redteam_ordinary.txt")
    crisis = untrained_lines("S29_rules_redteam_crisis.txt")
    assert len(ordinary) == 120 and len(crisis) == 71
    assert sum(match_rules(m).matched for m in ordinary) <= 34
    assert sum(match_rules(m).matched for m in crisis) >= 42
    ordinary, crisis = untrained_lines("S29b_redteam_ordinary.txt"), untrained_lines("S29b_redteam_crisis.txt")
    assert sum(match_rules(m).matched for m in ordinary) <= 13
    assert sum(match_rules(m).matched for m in crisis) >= 30


@pytest.mark.parametrize("denied, joke", [
    ("je rigole pas", "je rigole"), ("non scherzo", "scherzo"), ("no es broma", "es broma"),
    ("não é brincadeira", "brincadeira"), ("sem brincadeira", "brincadeira"), ("im not just kidding", "just kidding"),
])
def test_a_joke_denied_is_no_joke(denied, joke):
    from core.handoff.crisis.normalise import normalise
    figurative = re.compile(r"\b(?:" + FIGURATIVE + r")\b")
    assert not figurative.search(normalise(denied)[-1])
    assert figurative.search(normalise(joke)[-1])


def test_unless_or_without_needs_every_cue():
    guard = re.compile(unless_or_without("tent", "knife", "roommate") + "plant")
    assert guard.match("plant it, knife ready, my roommate")
    assert not guard.match("plant it, knife ready")
    assert not guard.match("plant it, my roommate")
    assert not guard.match("plant the tent, knife ready, my roommate")


@pytest.mark.parametrize("message", [
    # a code review's crises that the first kept versions lost or never read (each a class's edge)
    "i cut myself again cutting the pain away",
    "Salve, ci sono spari nel campus, cosa facciamo?",
    "ouvi tiros no prédio de química, alguém me salva",
    "i'm lost in the woods, it's getting dark, my phone is at 5%. i was supposed to be back yesterday",
    "estoy perdido en el monte, ya es de noche, batería al 5%, no encuentro el refugio",
    "i've read every source on kurt cobain and his suicide. i'm next.",
    "j'ai lu toutes les sources sur mon père et son suicide, je veux le rejoindre",
    "me arranco los pelos hasta sangrar cada noche",
    "je m'arrache les cheveux jusqu'au sang quand je vais mal",
    "je suis sur le toit et je vais sauter, la vie n'a plus de sens",
    "ich stehe auf dem dach und spring in fünf minuten",
    "tô no alto do prédio e vou pular. tchau galera",
    "sono sul tetto e sto pensando di buttarmi ora, non è uno scherzo",
    "tô no telhado e vou pular agora, não tô de brincadeira",
    "la faccio finita con tutto, sarò morta entro venerdì, non importa",
    "i can't sleep. doesnt matter anyway ill be dead by friday",
    "goin to the bridge after my last exam. it's over",
    "gonna go to the bridge after my last exam. done",
    "heading to the bridge. done. please take care of my dog",
    "i can't find my group on the hike, it's getting dark",
    "it's pitch dark and my phone is dying, i got separated from my group on the hike",
    "i made a hit list, final warning",
    "tengo una lista de la gente del trabajo que va a morir",
    "si mon directeur recale encore mon projet je l'attends à la sortie et je le plante, je te jure",
    "gonna make the whole sociology dept pay. got the stuff to do it in my trunk. this is not a game",
    "si je meurs ce week-end, qui garde mon chat ? je rigole pas",
    # a second red-team's crises the detector missed
    "y a qqn qui tire dans le hall de la fac jsuis cachee sous une table",
    "alguem ta atirando perto do RU, to escondida atras do balcao",
    "we got split up on the ridge trail and i cant find anyone, its getting dark and my phone is on 7 percent",
    "me perdi na trilha da serra, ja ta de noite e o celular ta com 3%",
    "nada importa mais, ate domingo eu to morta, ja ta tudo planejado",
])
def test_a_reviews_and_a_second_red_teams_crises(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "hay que practicar tiros para el examen de educación física",
    "In der Nähe vom Wohnheim hört man jeden Samstag Schüsse vom Schützenverein, kann ich das melden?",
    "Bin grad auf der Hängebrücke im Hochseilgarten und trau mich nicht zu springen, gibt's dafür Sport-Credits?",
    "Our group got lost on the trail during the field trip and it got dark before we found the van, is the extension official?",
    "Wir haben uns bei der Exkursion im Wald verlaufen und es wurde dunkel. Zählt die Exkursion trotzdem?",
    "We made a hit list of restaurants to try before graduation, any student discounts downtown?",
    "No point studying for the quiz, I'll be dead by tomorrow after the 6am rowing practice",
    "No importa, no estaré aquí el lunes porque me voy de viaje con la uni, ¿quién firma la ausencia?",
    "Mon ex m'a plantée la veille du gala, cette année je vais la planter à mon tour, je te jure.",
    "I'm driving to the cliffs one last time before I move home, any student deals on car rental?",
    "Je vais au pont Neuf ce soir pour la dernière fois avant de rentrer au Maroc, c'est fini l'Erasmus",
    "Je suis sur le pont des Arts avec des amis, est-ce que je peux sauter le TD de demain ?",
    "heading to the tracks for the photoshoot for my portfolio, it's over by 6, can I still get into the darkroom?",
])
def test_a_second_red_teams_ordinary_messages(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    # a second review's crises, which the session start's rules caught and a first fix had lost
    "lost in the woods and no signal, it is so cold",
    "i went hiking over the break and now i'm lost in the woods and it's getting dark",
    "lost on the trail and it's getting dark, if you see this call campus police",
    "lost on the trail, getting dark, this feels like a horror movie",
    "na comemoração do curso ouvi tiros no prédio",
    "ho sentito degli spari in corridoio, ero in segreteria per la registrazione degli esami",
    "Schüsse im Gebäude! wir sind mitten in der Aufnahmeprüfung",
    "stavamo festeggiando la laurea e ho sentito degli spari",
    "my arms are covered in scars, i told my mom i cut myself chopping onions",
    "i cut myself chopping onions. honestly i can't stop doing it",
    "j'ai pris tous mes médocs, je veux disparaître sous terre",
    "voglio morire dalla vergogna, non ce la faccio più a vivere così",
    "i won't be here next week. going back home to my parents, please don't look for me",
    "da igual todo, para el viernes ya estaré muerta, no quiero volver a despertar",
    "estoy en el puente y me voy a tirar al río, ya no aguanto más",
    "los voy a hacer pagar a todos, tengo la pistola en la mochila",
    "going to the bridge tonight. i'm done with everything",
])
def test_a_second_reviews_crises(message):
    assert match_rules(message).matched
