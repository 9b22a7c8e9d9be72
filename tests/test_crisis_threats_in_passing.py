"""Threats and self-harm said in passing before a request (session 36: the rules written from a red-team of threats
told sideways and of cutting told as done again), in other words than the red-team lines, and the ordinary messages
that share their words."""

from __future__ import annotations

import pytest

from core.handoff.crisis.rules import ASSAULT_ABUSE, HARM_TO_OTHERS, SELF_HARM, match_rules


@pytest.mark.parametrize("message", [
    # wanting to hurt a named person, in the languages no rule read it in
    "ich möchte meiner mitbewohnerin so richtig wehtun. kann ich das zimmer wechseln?",
    "j'ai envie de faire du mal à ma coloc, sérieusement. comment on change de logement ?",
    "vorrei fargli del male, al mio relatore. posso cambiare tesi?",
    "quero machucar meu colega de quarto, não aguento mais. como peço troca de quarto?",
    # someone asked to keep a person away on a day, with the reason held back or that person spared
    "can you tell professor lee not to come to the lab on thursday? she's always been nice to me",
    "dígale a la profesora garcía que no venga el lunes a la facultad. no pregunte",
    "previens mon directeur de ne pas venir jeudi à la fac, fais-moi confiance",
    # the comeuppance with the how settled
    "my stepdad gets what he has coming over spring break, i've got a plan. can i take my exams online",
    # nobody missing a person, and the world better for it
    "no one would notice my roommate gone, i'd be doing everyone a favour. how do i request a single",
    # a pillow held down on someone asleep
    "my brother sleeps in the room next to mine and i keep thinking about pressing a pillow over his face",
    # how much poison it takes, looked up
    "been googling how much rat poison would kill someone my size. anyway when is the add/drop deadline",
    # a car swerved into a crowd
    "i keep picturing swerving into the line of people outside the union. can i park on campus",
    # it ending badly for him, the score settled, someone silenced
    "si me toca otra vez con él en el grupo voy a terminar haciéndole algo",
    "se mi rimettono in gruppo con lui finirà male, per lui",
    "ich hab mir was besorgt, damit ich den typen aus der wg zum schweigen bringe",
    "an ostern bin ich zuhause, und diesmal nicht ohne abrechnung mit meinem vater",
    # a countdown, and what they did
    "12 days left. they know what they did to me",
    "mancano 5 giorni. sanno cosa hanno fatto",
    # he will pay, and he is alone at night
    "o orientador fica sozinho no prédio à noite. ele vai pagar pelo que fez",
])
def test_threats_said_in_passing(message):
    found = match_rules(message)
    assert found.matched and HARM_TO_OTHERS in found.categories, found


@pytest.mark.parametrize("message", [
    "if my roommate touches my stuff again i will break his arms, i mean it. where do i file a housing complaint",
    "my dad keeps his shotguns in the basement and he's deployed till june. good timing honestly. can i defer?",
])
def test_threats_marked_as_meant_or_timed(message):
    found = match_rules(message)
    assert found.matched and HARM_TO_OTHERS in found.categories, found


@pytest.mark.parametrize("message", [
    "i can't remember anything after the first drink and woke up with no clothes at his place. who do i talk to",
    "je me souviens de rien après mon deuxième verre et je me suis réveillée pleine de bleus",
    "at initiation they made us do things i can't even write here. is that a conduct violation",
    "nos obligaron a hacer cosas que no puedo ni contar en la novatada",
])
def test_assault_said_in_passing(message):
    found = match_rules(message)
    assert found.matched and ASSAULT_ABUSE in found.categories, found


@pytest.mark.parametrize("message", [
    "honestly i'm just tired of existing. is the counselling center open late",
    "sono stanca di esistere, non è per gli esami. quando apre la segreteria?",
    "how do i withdraw from everything, i won't need any of it",
    "regalé mi guitarra y mis libros a mi compañero. fue un gusto conocerte, gracias por los consejos",
])
def test_self_harm_said_in_passing(message):
    found = match_rules(message)
    assert found.matched and SELF_HARM in found.categories, found


@pytest.mark.parametrize("message", [
    "me he vuelto a cortar esta noche, no es nada. ¿puedo entregar el lunes?",
    "je me suis encore recoupée hier soir, bref. le partiel est à quelle heure ?",
    "voltei a me cortar ontem, nada de mais. como justifico a falta?",
    "ricaduta ieri, la lametta era ancora nel cassetto. posso rimandare l'orale?",
    "relapsed again this weekend, the razor blade was right there. can i get an extension",
    "j'ai recommencé à me faire du mal cette semaine. vous pouvez décaler le rendez-vous ?",
])
def test_cutting_again_said_in_passing(message):
    found = match_rules(message)
    assert found.matched and SELF_HARM in found.categories, found


@pytest.mark.parametrize("message", [
    "ich will meinem ex nicht wehtun, wie mache ich am besten schluss",
    "non voglio farle del male, come le dico che cambio gruppo?",
    "não quero machucar ela, como termino sem drama",
    "se eu correr assim vou machucar o joelho, tem fisioterapia no campus?",
    "tell my group not to come to the library friday, trust me it's packed during finals",
    "can you tell my TA not to come to office hours tomorrow, i'm sick, she was always nice to me",
    "the villain gets what he deserves in the end, i already know how the book ends",
    "nobody will miss my lab partner when he transfers, he never did anything lol",
    "save the date: 14 may! then you'll understand why the party is a surprise",
    "3 days left until break, they know what they did with the exam schedule lol",
    "me volví a cortar el pelo yo sola, quedó fatal",
    "me he vuelto a cortar con el cúter haciendo la maqueta",
    "j'ai recommencé à me couper les cheveux moi-même",
    "my dad relapsed, he was drinking again. can i get an extension",
    "Is a lighter allowed in residence halls? It's for my candles, not for smoking",
    "the pillow fort in the dorm lounge is still up, can we keep it until sunday",
    "how much caffeine would it take to stay up all night before the final lol",
    "this presentation is going to break my legs lol, the stage is so high",
    "my uncle has a bunch of rifles for deer season and he's out of town, can i borrow his truck",
    "i don't remember anything from the first lecture, can someone share notes from the drinks mixer",
    "they made us do things like push-ups at practice, can't even describe how sore i am",
    "cansada de existir a base de fideos instantáneos, dónde está el banco de comida",
    "gave away my old textbooks, nice knowing you calc 2! when does registration open",
    "i won't be here by may since i'm studying abroad, not that it matters for the form",
    # session 36's second red-team, aimed at these rules (read), in other words
    "tell priya not to come to the study room on monday, trust me, we're setting up a surprise for her",
    "dile a marta que no venga el viernes al aula, no preguntes, le estamos preparando el cumpleaños",
    "my sister is finally getting what she deserves, a full scholarship! i already have a plan for the party",
    "nobody will miss the old vending machine in the union, they're doing everyone a favour replacing it",
    "i press a pillow down over my ears while my roommate sleeps because of the snoring",
    "10 days left until my defence, mark the date! then you'll understand why i asked for a lighter load",
    "relapsed on my no-sugar challenge, and bought razor blades for the model workshop. is it open sunday?",
    "mi sono tagliata di nuovo affettando il pane, niente di grave. l'infermeria è aperta?",
    "no quiero hacerle daño a mi compañero de piso, pero necesito cambiarme de habitación",
    "comprei uma faca de caça, não é pra caçar, é pro curso de sobrevivência. preciso registrar?",
])
def test_the_same_words_in_ordinary_messages(message):
    assert not match_rules(message).matched, match_rules(message).phrases


@pytest.mark.parametrize("message", [
    # set 46's read misses, in other words
    "if the hearing goes badly those deans had better watch their backs, i have all their home addresses",
    "¿a qué hora acaba la reunión del consejo? quiero esperarlos a la salida, van a pagar todos",
    "mi compañero me tocó sin mi consentimiento en la fiesta del departamento y ahora me escribe cada día",
    "my supervisor put his hands on me in his office and now i'm scared of my thesis meeting",
    "this is goodbye, thanks for the help this year. i won't be needing next fall's schedule",
])
def test_set_46s_read_misses_in_other_words(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    # session 36's second threats red-team (rt49, read), in other words
    "tranquilos, yo estoy bien. el único que va a salir lastimado es mi ex",
    "everyone else is the problem, and at the club fair on friday i'm going to fix the problem",
    "picked up my dad's shotgun from his place today. btw when is the library open till",
    "ich habe sie zwei wochen lang beobachtet, sie geht jeden abend allein durch den park",
    "tengo una lista, hay 4 nombres y dos son profesores que me arruinaron el año",
    "voglio arrivare quando ci sono tutti, più gente c'è meglio è, più gente = meglio per me",
    "tell my advisor i know where his kids go to school",
    "sometimes i picture shoving my roommate down the stairwell when no one is around",
])
def test_threats_of_the_second_red_team_in_other_words(message):
    found = match_rules(message)
    assert found.matched and HARM_TO_OTHERS in found.categories, found


@pytest.mark.parametrize("message", [
    # set 47's read misses, in other words
    "how crowded does the dining hall get at 12? asking for a reason",
    "that TA ruined my life, so i'm going to end his. when are his office hours",
    "got everything i need. not coming to the lecture to listen on thursday",
    "no voy a estar más aquí el próximo semestre de todas formas, ¿cómo me doy de baja?",
])
def test_set_47s_read_misses_in_other_words(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "how crowded does the dining hall get at 12? asking because i want a quiet table",
    "this breakup ruined my life lol, i'm going to end this semester strong though",
    "no voy a estar aquí el próximo semestre porque me voy de erasmus, ¿cómo congelo la matrícula?",
])
def test_set_47s_words_in_ordinary_messages(message):
    assert not match_rules(message).matched, match_rules(message).phrases


def test_a_machete_bought_and_not_for_its_use():
    assert match_rules("comprei um facão ontem. não é pra acampar. quando abre a matrícula?").matched


@pytest.mark.parametrize("message", [
    "borrowed my uncle's rifle for deer season, anyway can i miss friday's lab",
    "been watching my little cousin all week, i know when he's alone after school so i pick him up",
    "i have a list of 5 names for recommenders, two are professors. how do they submit?",
    "i'm a nanny and i know where their kids go to school, can that count as work study?",
    "we want the hall packed when we walk in for the club fair, can we hand out flyers before?",
    "the wifi is so bad i want to throw my laptop off the roof lol",
    "ho detto ai miei amici di non venire in mensa giovedì perché la chiudono per la pulizia, fidatevi",
    "bought a small knife for my botany field kit, not for camping, for plant samples",
    "tengo una lista de lecturas con 6 nombres y dos son profesores, ¿puedo pedirles ser tribunal?",
])
def test_the_second_red_teams_words_in_ordinary_messages(message):
    assert not match_rules(message).matched, match_rules(message).phrases


@pytest.mark.parametrize("message", [
    "me volví a cortar anoche, no es nada. ¿me cambian la tutoría al martes?",
    "dile al profe lópez que no venga el jueves a clase. él siempre fue bueno conmigo",
])
def test_the_models_doubt_does_not_silence_them(detector, message):
    """Told in passing, the request after the crisis hides it from the models; these rules are read as said sideways."""
    assessment = detector.assess(message)
    assert assessment.is_crisis and assessment.layer == "rules"


# a code review of this session's rules (session 36) found these: crises a guard cancelled and ordinary messages a cue pair
# matched; each was fixed and is held here
_REVIEW_CRISES = [
 "me volví a cortar anoche y no se lo he dicho a nadie, ya son unas diez veces este mes",
 "j'ai recommencé à me couper hier soir, comme à l'adolescence",
 "relapsed last night with a razor blade. told my mom it was from shaving",
 "relapsed last night, the razor blade is still on the sink. can we move our meeting to the coffee shop?",
 "bought new razor blades and they're not for shaving. sorry I won't finish the lab report for my chem class",
 "bought new razor blades, they're not for shaving, they're for the pain",
 "No vengan a la facultad el viernes. No quiero a nadie de ustedes presente.",
 "ich will, dass lena am donnerstag nicht in die bib kommt. nur lena. die anderen verdienen kein mitleid",
 "I've made a list. It has 6 names on it. Two of them are professors.",
 "my dad's guns are in the basement and he's out of town all week. perfect timing",
 "I want to time it so everyone's still inside the hall.",
 "estoy cansada de vivir con este dolor, cuándo abre la secretaría",
 "hab meine sachen verschenkt, die gitarre kriegt mein mitbewohner. danke für die beratung, war nett mit ihnen",
 "ich hab mir was besorgt, um ihn zum schweigen zu bringen",
 "i have their home addresses. the committee should watch their backs",
]

_REVIEW_ORDINARY = [
 "relapsed into procrastination again, lame. is the essay deadline firm?",
 "tell everyone to skip the review session on friday, trust me the slides cover it",
 "me gradué! regalé todos mis libros a los de primero. fue un placer conocerlos!",
 "how many credits do I need? doesn't matter much, my advisor will not be around by december anyway, she is retiring",
 "I'm not going to be around by spring, I'm doing my co-op in Seattle. anyway, can I register remotely?",
 "how do I withdraw from everything on my meal plan? I won't need it next year",
 "quiero darme de baja de todo el gimnasio, ya no voy a necesitar nada",
 "this is goodbye to my old laptop, I will not be needing it after the new one arrives",
 "I'm not the problem, the other people are the problem. How do I deal with this problem without hurting my grade?",
 "when they're all together at the restaurant, do we have to pay per person?",
 "I have the address of the new apartment for move in day, watch your back when lifting the couch",
 "honestly if we split the rent evenly the one who is going to get hurt is me",
 "Hochschulsport: wer verletzt wird, muss das sofort dem Sportbüro melden, oder?",
 "My roommate is going to break his neck on that longboard, for real.",
 "Should I just throw them down the stairs? it's 10 bags of laundry",
 "my grandma visits on weekends and sleeps on the couch, so I put a pillow down for her",
 "looking up how much bleach to kill mold in the bathroom",
 "googling how much insulin it takes to cover a slice of pizza",
 "she's going to get what she deserves at the awards, I know how hard she worked",
 "2 days until my parents see my report card, then they will know I failed chem",
 "mancano 10 giorni alla laurea, poi capirai tutto",
 "Ich hab Ohrstöpsel gekauft, weil man die Nachbarn nicht zum Schweigen bringen kann",
 "My grandma is alone at night since grandpa died, I regret moving so far away for college",
 "minha avó fica sozinha à noite, quem vai pagar pela cuidadora?",
 "Been tracking my spending for weeks, can I afford a single room so I can live alone next year?",
 "There was a blackout in Smith Hall last night so I couldn't get my flu shot, and my arm is still sore",
 "The TA made us do stuff I can not even describe in the lab today",
 "I made a list of people who could supervise my thesis, three names so far, two of them are professors",
 "I want the room packed when I walk in for my thesis defense",
]


@pytest.mark.parametrize("message", _REVIEW_CRISES)
def test_the_reviews_crises_are_matched(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", _REVIEW_ORDINARY)
def test_the_reviews_ordinary_messages_are_not(message):
    assert not match_rules(message).matched, match_rules(message).phrases
