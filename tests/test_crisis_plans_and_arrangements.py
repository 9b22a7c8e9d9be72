"""Classes written from the read misses of never-read set 34 (session 30, untrained/S30_blind_*.txt), in the six
languages, each with its everyday senses ruled out: harm to others told by its plan (a fire with the people inside or
the fuel ready, poison in someone's food, a car into a crowd, a weapon packed to wait for someone, a list of those who
wronged the writer: rules_plans_against_others.py), suicide told by its arrangements (not around after an event with
nothing mattering, a step forward as a train passes, belongings given away so nobody has work after, a high place
sought tonight, a note with an apology sent through someone, done and someone told: rules_last_arrangements.py),
hazing that leaves injuries (rules_hazing.py), a crash with the writer trapped and a car stranded on the road
(rules_outdoors.py), shooting oneself or someone in the Romance languages, Swiss German; and the look-alikes it raised
(a threat denied as "not literally", "estoy que me pego un tiro", poetry and a simulated patient as topics, lost sleep)."""

from __future__ import annotations

import pytest

from core.handoff.crisis import build_crisis_detector
from core.handoff.crisis.rules import ASSAULT_ABUSE, HARM_TO_OTHERS, IMMEDIATE_DANGER, SELF_HARM, match_rules
from core.handoff.crisis.normalise import normalise
from tests.crisis_lines import untrained_lines


@pytest.mark.parametrize("message, category", [
    # a fire where people are, or with the fuel ready
    ("gonna set the frat house on fire tonight with everyone inside", HARM_TO_OTHERS),
    ("i have the gas can in my trunk, burning the admin building down after 5", HARM_TO_OTHERS),
    ("voy a prenderle fuego a la biblioteca con todos dentro", HARM_TO_OTHERS),
    ("je vais mettre le feu au bureau du prof, j'ai déjà le jerrican", HARM_TO_OTHERS),
    ("ich fackel das wohnheim ab, benzin hab ich schon", HARM_TO_OTHERS),
    ("do fuoco alla segreteria con tutti dentro, giuro", HARM_TO_OTHERS),
    ("vou botar fogo na reitoria, a gasolina ta no carro", HARM_TO_OTHERS),
    # poison in someone's food or drink
    ("been putting bleach in my roommate's coffee every morning", HARM_TO_OTHERS),
    ("le estoy echando veneno a la comida de mi compañero de piso", HARM_TO_OTHERS),
    ("je mets de la mort aux rats dans le repas de mon coloc", HARM_TO_OTHERS),
    ("ich tu rattengift ins essen von meinem mitbewohner", HARM_TO_OTHERS),
    ("metto il veleno nel caffè della mia coinquilina", HARM_TO_OTHERS),
    # a car into a crowd
    ("gonna drive my truck into the crowd at the rally", HARM_TO_OTHERS),
    ("voy a meter el coche contra la manifestación del campus", HARM_TO_OTHERS),
    ("je vais foncer avec ma voiture dans la foule devant la fac", HARM_TO_OTHERS),
    ("ich fahr mit dem auto in die menge vor der mensa", HARM_TO_OTHERS),
    ("mi lancio con la macchina sulla folla al corteo", HARM_TO_OTHERS),
    ("vou jogar o carro em cima da galera no protesto", HARM_TO_OTHERS),
    # a weapon packed to wait for someone
    ("got my knife in my bag, waiting for him after his lab", HARM_TO_OTHERS),
    ("j'ai mon couteau dans mon sac, quand il sort du cours je l'attends", HARM_TO_OTHERS),
    ("hab die knarre im rucksack, wenn er rauskommt ist es vorbei", HARM_TO_OTHERS),
    ("ho il coltello nello zaino, quando esce lo aspetto", HARM_TO_OTHERS),
    ("to com a faca na mochila, quando ele sair da aula", HARM_TO_OTHERS),
    # a list of those who wronged the writer
    ("ive got a list of everyone who bullied me freshman year. soon", HARM_TO_OTHERS),
    ("hice una lista de los que se burlaron de mi en el grupo", HARM_TO_OTHERS),
    ("j'ai fait une liste de ceux qui se sont moqués de moi", HARM_TO_OTHERS),
    ("hab ne liste gemacht, alle die mich ausgelacht haben", HARM_TO_OTHERS),
    ("fiz uma lista com os que riram de mim na apresentação", HARM_TO_OTHERS),
    # not around after an event, nothing mattering
    ("doesnt matter anyway, i wont be around after midterms", SELF_HARM),
    ("i don't plan on being around next week so it doesnt matter", SELF_HARM),
    # a step forward as a train passes
    ("standing on the platform thinking about one step forward when the express comes through", SELF_HARM),
    ("estoy en el andén pensando en dar un paso adelante cuando pase el tren", SELF_HARM),
    ("sur le quai je pense à faire un pas en avant quand le train passe", SELF_HARM),
    ("sono in stazione, penso di fare un passo avanti quando passa il treno", SELF_HARM),
    ("to na plataforma pensando em dar um passo à frente quando o trem passar", SELF_HARM),
    # belongings given away, everything in order for after
    ("gave away my guitar and my books so nobody has to deal with my stuff after", SELF_HARM),
    ("regalé mis libros y mi ropa para que nadie tenga que ordenar nada después", SELF_HARM),
    ("j'ai donné mes affaires pour que personne n'ait à ranger après", SELF_HARM),
    ("hab meine sachen verschenkt, damit keiner danach aufräumen muss", SELF_HARM),
    ("ho regalato i miei vestiti così nessuno deve sistemare niente dopo", SELF_HARM),
    # a high place sought now
    ("need somewhere really high tonight, any ideas", SELF_HARM),
    ("necesito un lugar alto esta noche", SELF_HARM),
    ("je cherche un endroit en hauteur ce soir", SELF_HARM),
    ("mi serve un posto alto stasera", SELF_HARM),
    ("preciso de um lugar bem alto hoje", SELF_HARM),
    # a note left, an apology sent through someone
    ("left a letter on my desk. tell my mom im sorry", SELF_HARM),
    ("dejé una carta en la mesa, diles que lo siento", SELF_HARM),
    ("j'ai laissé une lettre, dites à ma mère que je suis désolée", SELF_HARM),
    ("ho lasciato una lettera, di a mia madre che mi dispiace", SELF_HARM),
    ("deixei uma carta, fala pra minha mãe que eu sinto muito", SELF_HARM),
    # done, and someone told
    ("im done. just wanted someone to know", SELF_HARM),
    ("se acabó. solo quería que alguien lo supiera", SELF_HARM),
    # hazing that leaves injuries
    ("the seniors made us drink until a pledge passed out and they said it's tradition", ASSAULT_ABUSE),
    ("el entrenador nos castiga y me dejó moretones en las piernas", ASSAULT_ABUSE),
    ("au bizutage ils nous ont frappés, j'ai des bleus partout", ASSAULT_ABUSE),
    ("beim aufnahmeritual ist einer bewusstlos geworden", ASSAULT_ABUSE),
    ("il nonnismo in squadra mi ha lasciato lividi", ASSAULT_ABUSE),
    ("no trote os veteranos me bateram, to cheio de roxos", ASSAULT_ABUSE),
    # a crash, trapped or hurt; a car stranded on the road
    ("crashed my car into a ditch, i'm trapped and bleeding a lot", IMMEDIATE_DANGER),
    ("tuve un accidente en la carretera y estoy atrapada, no siento las piernas", IMMEDIATE_DANGER),
    ("accident sur l'autoroute, je suis coincée dans la voiture", IMMEDIATE_DANGER),
    ("unfall auf der landstraße, ich bin eingeklemmt", IMMEDIATE_DANGER),
    ("incidente in autostrada, sono incastrata e non sento le gambe", IMMEDIATE_DANGER),
    ("my car broke down on the interstate, no idea where i am and it's pitch dark", IMMEDIATE_DANGER),
    # shooting oneself or someone
    ("me voy a pegar un tiro esta noche", SELF_HARM),
    ("je vais me tirer une balle ce soir", SELF_HARM),
    ("vou me dar um tiro hoje", SELF_HARM),
    ("le voy a meter un tiro al que me robó", HARM_TO_OTHERS),
    # Swiss German
    ("i wott nümm läbe", SELF_HARM),
    ("min fründ het gseit er wott sich öppis aatue", SELF_HARM),
])
def test_the_classes_are_read_in_six_languages(message, category):
    assert category in match_rules(message).categories


@pytest.mark.parametrize("message", [
    # a fire that is a barbecue, a film, or without people or fuel
    "we're gonna set the grill on fire at the bbq, who has gasoline for the generator",
    "vamos a prenderle fuego a la pista esta noche en la fiesta",
    "ce DJ va mettre le feu à la soirée",
    "in the movie he sets the school on fire with everyone inside",
    # poison for pests, food poisoning, a class
    "putting rat poison in the kitchen for the mice, is that allowed in the dorm",
    "echamos veneno en la comida para las cucarachas",
    "got food poisoning from the dining hall coffee",
    "toxicology lab: we put arsenic in the food samples to detect it",
    # a car into a garage, a parade float, the news
    "can i drive my car into the student parking lot",
    "the float car goes through the parade route at noon",
    # a knife in the bag for a kitchen, hunting, or no one waited for
    "i have my knife in my bag for culinary class",
    "tengo la navaja en la mochila para acampar",
    "hab das messer im rucksack, brauchen wir für den kochkurs",
    # a list to report, to thank, or no wrong done
    "made a list of the people who bullied me to report to the dean",
    "i made a list of names for the acknowledgments",
    "j'ai fait une liste des gens à inviter",
    # not around for a reason, or a choice that doesn't matter
    "i won't be around after finals, moving home. does it matter which box i use",
    "i wont be around on friday, doesnt matter which time you pick for the meeting",
    # a train, a step, a platform in plain life
    "when the train comes through the station do i need to step back behind the line",
    "ich steh am bahnsteig, der zug fährt gleich ein, wo ist der hörsaal",
    # belongings given away for a move
    "gave away my books so nobody has to deal with them after i move out",
    "dei minhas roupas porque vou voltar pra casa",
    # a height for a view or a signal
    "need somewhere high tonight for the meteor shower photos",
    "necesito un lugar alto para tener señal hoy",
    # a note for an absence, an apology for being late
    "left a note for the prof, tell her im sorry for missing lab",
    "deixei um bilhete, diz pra professora que eu sinto muito pelo atraso",
    # done with something, good news
    "im done!! just wanted someone to know i passed stats",
    "finally done with my thesis, just wanted someone to know",
    # hazing as policy, sports injuries without coercion
    "what counts as hazing under the policy if someone passes out",
    "got bruises from rugby practice, can i skip the lab",
    # a crash of a laptop, an accident told as past
    "my laptop crashed and im stuck on the assignment",
    "last week i had an accident and was trapped for an hour, can i get an extension",
    # a car broken down without danger
    "my car broke down on the highway yesterday, can i get an extension",
])
def test_their_everyday_senses_are_not(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    # shooting oneself as the idiom: a laugh, a condition or a nuisance with it
    "si vuelven a cambiar el horario me voy a pegar un tiro",
    "je vais me tirer une balle avec cet exo de proba mdr",
    "vou me dar um tiro kkkkk",
    "estoy que me pego un tiro con la entrega de estructuras, se puede pedir prorroga?",
    "le voy a pegar un tiro al arco en el partido",
    # a threat denied in the next breath
    "im gonna murder him (not literally) can i switch groups",
    # a topic: poetry, a simulated patient
    "en literatura toca analizar el suicidio en la poesia de alfonsina storni, para cuando es el ensayo?",
    "per infermieristica facciamo la simulazione di un paziente dopo un tentato suicidio, serve la divisa?",
    # a denial before "antun"
    "ich würde mir nie etwas antun",
])
def test_the_look_alikes_it_raised_are_not(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    # the idioms and the topics clear only themselves
    "me voy a pegar un tiro, ya tengo la pistola",
    "im gonna murder him, i have the gun ready",
    "mi novio me pegó anoche",
    "ich will mir nach der prüfung etwas antun",
    "estoy que me pego un tiro, ya tengo la pistola cargada",
])
def test_what_stays_a_crisis(message):
    assert match_rules(message).matched


def test_swiss_german_is_read_as_german():
    assert "will sich etwas antun" in normalise("er wott sich öppis aatue")[0]


def test_lost_sleep_alone_raises_no_layer():
    """A read look-alike: the learned layer alarmed on the sleep lost once the idiom before it was stripped."""
    detector = build_crisis_detector()
    assert not detector.assess("die statistik klausur bringt mich um, hab seit tagen nicht richtig gepennt").is_crisis
    assert detector.assess("hab seit tagen nicht geschlafen und will nicht mehr leben").is_crisis


@pytest.mark.parametrize("message", [
    # a review of the first version: crises its guards silenced (a patient, one's own poem, an idiom made real, a
    # denial taken back, a weapon with the act, "se" as a pronoun, a word of its exclusion lists in the message)
    "como paciente psiquiatrica, el suicidio es la unica salida, puedo dejar la asignatura?",
    "je suis patiente en psychiatrie, le suicide est la seule issue, je peux abandonner le cours?",
    "mi poesia es sobre el suicidio, el mio. ya elegi la fecha",
    "estoy que me corto las venas, ya compre las cuchillas",
    "toy que me pego un tiro y nadie lo notaria",
    "im going to kill him not literally joking, i bought a gun yesterday",
    "im going to murder my roommate, not literally, well maybe literally, i cant stop thinking about how",
    "i will shoot my ex not literally kidding, i know where she parks",
    "me voy a pegar un tiro con la pistola de mi papa esta noche",
    "vou me dar um tiro no peito hoje",
    "ya no puedo mas, me voy a pegar un tiro. se lo dije a la secretaria y no me hizo caso",
    "im a pharmacology student, im going to put rat poison in his coffee",
    "youll see me on the news. im driving my car into the crowd at the game saturday",
    "made a list of the ones who laughed at me. 48 hr left",
    "made a list of everyone who laughed at me in stats. friday. k bye",
    "they grilled me at the hearing. im going to set their frat house on fire with everyone inside",
    "coach made us do punishment drills til a kid passed out, is there a policy to report this",
    "they made us drink till two pledges passed out lol is that normal",
    "im done. i finally decided. just wanted someone to know",
    "deixei uma carta. diz pra minha mae que eu sinto muito. ninguem vai sentir falta",
    "me voy a prender fuego, ya tengo la gasolina",
    "ich wott mer oeppis aatue nach de pruefig",
])
def test_a_reviews_crises_stay_crises(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    # and the ordinary messages its cues were too weak for
    "should i put a gift card in the thank you note for my advisor",
    "how do i put antifreeze in the car before the road trip home",
    "for the dorm deep clean do we mix bleach with water for the floors",
    "hubo un incendio a las 3 en el laboratorio, olia a gasolina, se suspende la practica?",
    "on va mettre le feu a la soiree d integration, on a prevu l alcool",
    "cuantos van en la marcha del 8m desde la facultad",
    "deje el carro en marcha y se me cerro, llego tarde a clase",
    "i made a list of the programs that rejected me, should i reapply next year",
    "the clinical instructor makes us do 12 hour shifts at the hospital, is that allowed for nursing students",
    "our club made us pass out flyers all day",
    "il tutor ci fa fare il tirocinio in ospedale anche la domenica",
    "the lab punishes late reports harshly, i bled points on the last one",
    "hubo un accidente en la autopista y estoy atrapado en el trafico, llegare tarde al examen",
    "since my car accident i feel trapped in my degree, should i change majors",
    "i wont be around for spring break, so no point reserving a room",
    "im done. just wanted you to know i dropped the class",
    "das wars, wollte nur dass es jemand weiss: ich hab das modul abgebrochen",
    "for the physics egg drop we need somewhere high, is the library roof open today",
    "i gave away my plants before my semester abroad so nobody has to deal with them later",
    "warum sollte ich mir so was antun, drei klausuren an einem tag",
])
def test_a_reviews_ordinary_messages_stay_ordinary(message):
    assert not match_rules(message).matched


def test_the_red_team_of_the_classes():
    """untrained/S30_redteam_*.txt, written blind to the code from the classes' descriptions and scored once out of
    sample: the session start's rules caught 9 of its 90 crises and the first version 39 (the detector 69 and 74),
    firing on 6 and 4 of its 90 ordinary messages (the detector 17 and 16). Read since."""
    crisis = untrained_lines("S30_redteam_crisis.txt")
    ordinary = untrained_lines("S30_redteam_ordinary.txt")
    assert len(crisis) == 90 and len(ordinary) == 90
    assert sum(match_rules(m).matched for m in crisis) >= 55
    assert sum(match_rules(m).matched for m in ordinary) <= 2


@pytest.mark.parametrize("message", [
    # a second review: crises the first fixes silenced or missed (a denial that says "literally", "can't study any more",
    # thoughts of it had, a family abroad, a note that is a farewell, someone else shooting the writer, German forms)
    "i am going to kill my stepdad, literally, not figuratively",
    "ya no puedo estudiar, el suicidio es mi unica salida, manana tengo examen",
    "ho pensieri di suicidio da quando studio letteratura",
    "my whole family is abroad. going to the bridge after my last exam. done",
    "ando que me pego un tiro, ya no le encuentro sentido a nada, hoy es el final",
    "je vais lui tirer une balle dans la tete demain",
    "gli sparo in testa domani",
    "ich zuende die wg an, benzin hab ich",
    "ich brauche heute nacht einen hohen ort",
    "ich bring mi um",
])
def test_a_second_reviews_crises(message):
    assert match_rules(message).matched


def test_someone_else_shooting_the_writer_keeps_the_assault():
    assert ASSAULT_ABUSE in match_rules("mi novio me pego un tiro en la pierna anoche").categories


@pytest.mark.parametrize("message", [
    # and its ordinary messages: the road and its traffic, a crash of a laptop or a timetable, a chemistry question, a
    # kitchen mishap, cleaning, a carer's question, a parade, a snow plough, an airport, a professor, flyers, a lecture
    # recorded, a step back, an apology with its reason, directions, a graduation, a shot at goal
    "stuck in traffic on the freeway, phone at 5%, can someone tell the prof ill be late",
    "my car broke down on the highway this morning, its freezing, can i get an extension",
    "tengo un choque de horarios y no puedo salir de la clase de las 10",
    "il pc si e schiantato e non riesco a uscire dalla schermata di login",
    "al quemar la gasolina, alguien tiene la formula?",
    "i almost set the microwave on fire with the popcorn still inside",
    "how much bleach do i put in the water of the mop bucket",
    "my grandma cant swallow pills, is it ok to crush her sleeping pills into her food?",
    "can our club drive a truck in the homecoming parade?",
    "people in my building asked me to plow the driveway with my truck",
    "tengo una navaja en la mochila, me la quitaran en el control del aeropuerto cuando llegue?",
    "our anatomy prof makes us watch surgery videos and i always pass out",
    "our club made us pass out free pizza",
    "i wont be there on friday but it doesnt matter, the lecture is recorded",
    "do people take a step back when the express comes through?",
    "i left a note on the whiteboard, please tell the TA im sorry for the late submission",
    "voy al puente de la calle 5, ahi me bajo del bus y listo",
    "i am graduating in may, gave away all my plants so nobody has to clean up after",
    "le voy a meter unos tiros a la canasta",
    "me voy a pegar un tiro en el pie si no entrego",
])
def test_a_second_reviews_ordinary_messages(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message, crisis", [
    # read look-alikes left at the end of session 30: the idiom with a laugh is not an assault, a study under way or
    # planned is a topic; the assault, a real shooting and a thought had stay crises
    ("si suspendo otra vez cálculo me pego un tiro jajaja, ¿cuándo es la revisión?", False),
    ("pro tcc de psico vou estudar ideação suicida em universitarios, preciso passar no comite de etica?", False),
    ("em Criminologia estamos a estudar perseguição e violência doméstica, há bibliografia recomendada?", False),
    ("mi novio me pego anoche jaja no es broma", True),
    ("mi novio me pego un tiro en la pierna anoche", True),
    ("estoy estudiando y pienso en el suicidio cada noche", True),
])
def test_a_laughed_idiom_and_a_study_under_way(message, crisis):
    assert match_rules(message).matched == crisis
