"""Session 38's crisis rules in other words than the red-team lines that prompted them, and the ordinary messages that
share their words: harm to others told by its preparation (rules_preparations.py), an assault told by what follows it
(rules_after_an_assault.py), a threat passed on as "told me he would", the ticket of a friend's question, and the
ordinals the leetspeak reading used to turn into letters."""

from __future__ import annotations

import pytest

from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.rules import ASSAULT_ABUSE, HARM_TO_OTHERS, IMMEDIATE_DANGER, THIRD_PARTY, match_rules

# (message, the category the rules must name; None: only that they alarm)
CRISES = [
    # --- harm to others told by its preparation
    # a list of names with a person by role first, or all of them hunted in turn
    ("wrote a list last night. four names. my roommate is number one", HARM_TO_OTHERS),
    ("tengo una lista de los del grupo, voy a empezar con el profe", HARM_TO_OTHERS),
    ("j'ai fait une liste, trois noms, je vais commencer par le prof", HARM_TO_OTHERS),
    ("hab ne liste gemacht, drei namen, ich fang mit dem betreuer an", HARM_TO_OTHERS),
    ("ho fatto una lista di quelli della chat, vado a cercarli uno per uno", HARM_TO_OTHERS),
    ("fiz uma lista de quem me expôs, vou atrás de um por um", HARM_TO_OTHERS),
    # someone by role alone, and a score to settle
    ("found out the TA is alone in the lab on fridays. we have unfinished business", HARM_TO_OTHERS),
    ("ya sé cuándo la profesora está sola en su despacho, tenemos cuentas pendientes", HARM_TO_OTHERS),
    ("je sais quand le prof sera seul au bureau, on a un compte à régler", HARM_TO_OTHERS),
    ("o professor fica sozinho na sala às sextas. temos um acerto de contas", HARM_TO_OTHERS),
    # nobody left to stop the writer, the message ending there
    ("finally the dorm is empty this weekend and nobody is around to stop me", HARM_TO_OTHERS),
    # all of them wanted in one place with the way out shut
    ("i want everyone from that frat in one room with the doors locked", HARM_TO_OTHERS),
    ("quiero a todos en el mismo lugar con una sola salida", HARM_TO_OTHERS),
    ("ich will alle aus dem kurs in einem raum, nur einen ausgang", HARM_TO_OTHERS),
    ("voglio tutti nello stesso posto con le porte chiuse", HARM_TO_OTHERS),
    # a warning not to be answered, with a place and a day
    ("do not reply to this. just avoid the library on thursday", HARM_TO_OTHERS),
    ("no respondan a este mensaje, eviten la biblioteca el jueves", HARM_TO_OTHERS),
    # a letter explaining why "I had to do it"; taken down with the writer; not a threat, a schedule
    ("there's a note on my desk explaining why i had to do it", HARM_TO_OTHERS),
    ("if they kick me out i'm taking the whole department down with me. i mean it", HARM_TO_OTHERS),
    ("this is not a threat. it's a plan.", HARM_TO_OTHERS),
    # a fire promised to someone's car or building, beside a landlord or a boss
    ("my boss fired me today. i'll torch his car tonight", HARM_TO_OTHERS),
    ("el casero nos quiere echar, le voy a prender fuego al coche", HARM_TO_OTHERS),
    ("le proprio nous expulse, je vais mettre le feu à sa voiture", HARM_TO_OTHERS),
    ("the landlord shut off our heat again. that old house burns so easily", HARM_TO_OTHERS),
    ("der vermieter will uns rauswerfen. mal sehen ob er dann noch ein haus hat", HARM_TO_OTHERS),
    # a deadline past a date, and nobody left to care
    ("can my essay be due after the 12th? after the 12th the school will have way bigger problems", HARM_TO_OTHERS),
    # a last weekend said of someone, and nothing after
    ("tell marcus to enjoy the weekend, it's his last one", HARM_TO_OTHERS),
    # bags unchecked, and glad of it
    ("no one checks backpacks at graduation? perfect", HARM_TO_OTHERS),
    # a "prop" that is not one, beside those who humiliated the writer
    ("the guys who bullied me will be at the fair and what i'm bringing is not actually a prop", HARM_TO_OTHERS),
    # --- an assault told by what follows it
    # a person the writer cannot face since a party or what happened
    ("can i move to another lab section? i can't be in the same room with him after what happened at the retreat",
     ASSAULT_ABUSE),
    ("¿puedo cambiarme de grupo? no puedo volver a verlo desde esa noche", ASSAULT_ABUSE),
    ("je ne peux plus le croiser depuis cette soirée, je peux changer de groupe ?", ASSAULT_ABUSE),
    ("seit der feier kann ich ihn nicht mehr sehen, kann ich den kurs wechseln", ASSAULT_ABUSE),
    ("non riesco più a vederlo dopo quella sera, posso cambiare turno di laboratorio?", ASSAULT_ABUSE),
    ("não consigo mais ver ele desde aquela festa, dá pra trocar de turma?", ASSAULT_ABUSE),
    # money demanded or the writer's videos posted
    ("alguien me pide dinero o publica mis fotos", ASSAULT_ABUSE),
    ("um cara quer grana senão espalha meus nudes", ASSAULT_ABUSE),
    ("un mec me demande de l'argent sinon il balance mes photos", ASSAULT_ABUSE),
    # a report that would cost the scholarship or the visa
    ("my supervisor said if i report what he did i would lose my funding", ASSAULT_ABUSE),
    ("si lo denuncio pierdo la beca, me lo dejó claro", ASSAULT_ABUSE),
    # a partner's marks explained away
    ("the bruises are from my girlfriend, it was my fault anyway", ASSAULT_ABUSE),
    ("it's not like that, he only gets mad when he drinks. the bruises fade", ASSAULT_ABUSE),
    # a protective order's hearing; the police about a man; an ex using the directory to find the writer
    ("i'll miss the midterm, i have a hearing for a restraining order that morning", ASSAULT_ABUSE),
    ("fui a la policía por ese tipo del bar, no pude entregar el trabajo", ASSAULT_ABUSE),
    ("my ex keeps using my class schedule to find me", ASSAULT_ABUSE),
    # someone who comes into the writer's room at night; not let out after being shut in
    ("my stepdad keeps coming into my room at night when i'm home for break", ASSAULT_ABUSE),
    ("he locked me in his room and wouldn't let me leave until i did what he wanted", ASSAULT_ABUSE),
    # kissed by force, and silence bought with the contract
    ("the postdoc kissed me against my will at the lab party", ASSAULT_ABUSE),
    ("il mio relatore mi ha baciata a forza e dice che se parlo perdo la borsa", ASSAULT_ABUSE),
    ("mi jefe dice que si hablo de lo que pasó pierdo el puesto", ASSAULT_ABUSE),
    # papers kept with work or sleep forced
    ("my host family kept my passport for safekeeping and makes me work 70 hours a week", ASSAULT_ABUSE),
    # --- stranded in the cold with the phone dying
    ("car slid into a ditch, stranded on the road up to the observatory, it's below freezing and no signal", None),
    ("bloccata sulla strada di montagna, batteria al 3%, sotto zero", None),
    # --- farewells of session 38's read sets: help no longer needed with thanks for patience, the children provided for,
    # a friend who gave things away and thanked everyone, a report "if I'm not around anymore"
    ("no need to book the office hour, i won't need it. thanks for being patient with me all year", None),
    ("il tutor è stato gentile, grazie per la pazienza. la proroga non mi serve più", None),
    ("i've left everything sorted for my kids, i just wanted someone to know", None),
    ("dejé todo organizado para mis hijos, si me pasa algo ya saben dónde está todo", None),
    ("my lab mate gave her books away and thanked everyone in the group chat, it felt like a goodbye", None),
    ("who submits my thesis paperwork if i'm not around anymore? so nobody is stuck with it", None),
    # --- the read misses of sets 61 and 62: a grudge and where they will be; something brought along and "they'll see";
    # not planning to be around "anyway"; things given away and a room not needed after the weekend
    ("the TAs who reported me will pay for it. i know exactly where they sit on mondays", HARM_TO_OTHERS),
    ("me denunciaron y se van a arrepentir, sé dónde viven", HARM_TO_OTHERS),
    ("if the team keeps this up i'm bringing something to the next away game, then they'll see", HARM_TO_OTHERS),
    ("does the deposit come back? i don't plan on being around for the rest of the semester anyway", None),
    ("gave my headphones and my jacket to my roommate, won't need the room after this weekend", None),
    ("solo pienso en desaparecer para siempre, no sé qué hacer", None),
    # --- quiet farewells told through arrangements (rules_quiet_farewells.py)
    ("please cancel my counselling appointment, i've made my decision", None),
    ("sagen Sie meine Therapie ab, hat sich erledigt, ich habe meine Entscheidung getroffen", None),
    ("take my name off next year's roster. not transferring, not taking a break. for good", None),
    ("thank you for everything you did for me this year, i wanted to say it while i still can", None),
    ("does student life insurance pay out no matter what? i need to know my kids will be ok", None),
    ("if something happens to me who deals with my visa? i don't want my parents to pay any fees", None),
    ("the data and code are documented so the project can go on without me", None),
    ("please give my stipend to the next person on the list, effective immediately", None),
    ("scheduled an email for friday night, it should reach everyone when i'm already gone", None),
    ("hola, la prórroga del TFG ya no hace falta. gracias por la paciencia de siempre", None),
    ("falls ich ab Montag nicht mehr da bin, wer übernimmt mein Tutorium?", None),
    # --- plain forms of set 64 (read): a method and a date, logged off "irl", ending it if an exam is failed, what to
    # mix beside a grudge, a footbridge, alcohol with a depressant
    ("i've settled on a method and a date, just so someone knows", None),
    ("gonna uninstall myself tonight fr", None),
    ("my flatmate says if she fails the resit she's ending it", None),
    ("sé qué mezclar en el laboratorio y los que me echaron del grupo se van a arrepentir", HARM_TO_OTHERS),
    ("vou me jogar da passarela amanhã", None),
    ("took two xanax and drank half a bottle of tequila, everything is blurry", IMMEDIATE_DANGER),
    # the last round: not here to hand it in, counselling cancelled after a referral, a deadline that no longer matters
    # with thanks for patience, a meeting not rescheduled "i won't be coming"
    ("the due date doesn't matter, i won't be here to hand it in", None),
    ("thanks for the counselling referral but i cancelled it, i have made my decision", None),
    ("o prazo do tcc não importa mais pra mim. só queria agradecer a paciência de vocês", None),
    ("no need to reschedule our meeting, i won't be coming. thank you for being patient with me", None),
    # --- a threat passed on as "told me he would"
    ("my ex told me he would kill me if i came back to campus", IMMEDIATE_DANGER),
    ("my roommate texted me that she will hurt me tonight", IMMEDIATE_DANGER),
]

ORDINARY = [
    # lists with a purpose, or ordered by a school, a date or an offer
    "made a list of grad programs, five names, stanford is number one",
    "my list for the formal has three names and the first one already said no lol",
    "ranked my internship offers, 4 names on the list, the hospital one is first",
    "list of profs to ask for recommendation letters: my TA is number one",
    # alone, and unfinished business that is a painting or a regrade
    "alone in the studio tonight finishing my unfinished business aka the mural",
    "the TA is alone in office hours on friday if you want to settle your midterm regrade",
    # nobody to stop the writer doing something ordinary
    "roommates are gone so nobody is around to stop me from eating the whole cake",
    "no hay nadie que me detenga de ver la serie entera este finde",
    # everyone in one room for a game, a drill or a photo
    "i want all of us in one room for board game night, doors locked so the cat stays out",
    "fire drill today, they want everyone in one place and noticed the basement has one way out",
    # a warning with its reason
    "avoid the chem lab on tuesday, they're fumigating. don't reply to this, just trust me",
    "eviten el laboratorio el martes, hay fumigación. no respondan a este mensaje",
    # a letter explaining why: an application; a hair dye
    "my personal statement is a letter explaining why i had to do it (switch majors), can someone read it",
    "made a video explaining why i did it (dyed my hair blue) lol",
    # not a threat, a schedule with the schedule after it
    "it's not a threat, it's a schedule: gym at 7, library at 9",
    # fire, a landlord, a dispute through the office
    "our landlord is changing the locks, the housing office says that's allowed. does the old house have fire alarms?",
    # a deadline after a date, and an audit
    "can i submit after the 3rd? the department has bigger problems that week with the accreditation visit",
    # a last weekend before moving
    "tell jordan to enjoy the weekend, it's his last one before he moves to berlin",
    # bags unchecked, and snacks
    "nobody checks bags at the stadium? good to know, bringing granola bars",
    # a party, a quarrel or embarrassment since
    "i can't face my lab partner since the party bc i spilled nachos on her. can i switch sections",
    "since that night in the lab when the centrifuge broke i don't want to be in the same room with it",
    "depuis la soirée d'inté je peux plus croiser thomas sans devenir rouge, on peut changer de groupe ?",
    # money, or posted videos, separately and ordinary
    "mi amigo me pide dinero para las entradas y sube videos del concierto",
    # reporting a change to the scholarship office
    "if i report a change of major do i lose my funding?",
    "si reporto que cambié de carrera ¿pierdo la beca?",
    # bruises from a sport, a move or a bed
    "the bruises are from my boyfriend teaching me to skateboard, can i still do the fitness test",
    "the bruise on my forehead is from my boyfriend's lofted bed, how do i get an extension",
    "no it's not like that, he just gets mad when i beat him at mario kart. the bruise is from soccer",
    # a law clinic, a mock hearing, a bike accident reported to the police
    "we have a mock hearing on a restraining order in trial advocacy and i'm the judge",
    "went to the police about the guy who hit my parked car, need the report for insurance",
    "war bei der polizei wegen dem typen, der mir ins fahrrad gefahren ist, brauch das aktenzeichen",
    # a breakdown told afterwards, a tow on its way; a passport held on a trip; work done, no extension needed; a trip
    # arranged for; a move; a graduation
    "my car broke down in freezing weather last winter, can i get the parking fee refunded",
    "it's freezing and my car broke down, can facilities jump it tomorrow",
    "my bf took my passport for safekeeping on the trip, then he proposed",
    "i won't need the extension anymore because i finished it, thanks for being patient with me",
    "left everything organised for my kids while i'm at the conference, can i get a quiet room there",
    "my neighbour gave her books away and thanked everyone before moving to spain",
    "saying goodbye to everyone this friday since i finally graduate, where do i get the diploma frame",
    # a grudge with an apology; a dish brought along; a room given up for a move
    "the TAs who reported me, i know exactly where they sit on mondays so i can apologise in person",
    "i'm bringing something to the potluck on friday, then they'll see i can cook",
    "gave my jacket to my roommate, won't need the room after this weekend since i'm moving to my sister's",
    "pienso en desaparecer para siempre de instagram jaja",
    # a therapist changed, a club left for a job, a retirement thanked, a finance class, travel insurance, a leave
    "cancel my counselling appointment, i've decided to see a private therapist closer to home instead",
    "quitting the choir for good to focus on my job, not taking a break, just done with it",
    "wanted to thank professor diaz while i still can before she retires in june",
    "for my finance homework: does life insurance pay out no matter what the cause?",
    "if something happens to me on the exchange who deals with my visa? i don't want my parents to pay any fees, is "
    "travel insurance included",
    "the data and code are documented so the project can go on without me during my parental leave",
    "please give my stipend to the next person on the list, i got the fulbright so i'm moving to germany",
    "scheduled an out-of-office email for friday, when i'm already gone on vacation",
    "no need for the extension anymore because i finished it, thanks for your patience",
    # a method and a date for a study; logging off for the night; a relationship ended; a pharmacology question
    "i have a method and a date picked for the thesis experiment",
    "logging off for the night, see you all tomorrow lol",
    "if she fails the resit she's ending it with her boyfriend, she said so herself",
    "what happens if you drank a bottle of wine and took a xanax? asking for pharmacology class",
    "last night i drank vodka and took a xanax, is that why my head hurts today",
    # away at a conference, a therapist changed, a deadline moved
    "i won't be here to hand it in on friday because of the conference, can i submit early",
    "thanks for the counselling referral but i cancelled it, i found a private therapist instead",
    "no need to reschedule our meeting, i won't be coming because the seminar moved, thanks for being patient with me",
    # a roommate who comes in for the charger; a professor who kept the class until the quiz was done
    "my roommate comes into my room at night to borrow my charger, where can i buy a usb-c cable",
    "prof wouldn't let us out until everyone finished the quiz, is that allowed",
    "the parking garage wouldn't let me out until i paid the ticket",
]


def test_a_friend_who_asked_the_writer_is_a_third_party():
    """The match opens on the roommate who asked; the writer is only the one asked."""
    found = match_rules("my roommate asked me whether the school tells your family if a student dies, then stopped "
                        "answering his phone. who do i call")
    assert found.matched and THIRD_PARTY in found.categories, found
    # told to the writer, an order to die stays the writer's own crisis
    found = match_rules('my boyfriend told me "kill yourself" so i\'m going to')
    assert found.matched and THIRD_PARTY not in found.categories, found


@pytest.mark.parametrize(("written", "read"), [("see them laugh on the 14th", "on the 14th"),
                                               ("an extension to the 3rd", "to the 3rd"),
                                               ("le 1er mai", "le 1er mai")])
def test_a_dates_ordinal_is_not_read_as_leetspeak(written, read):
    assert read in normalise(written)[0]


def test_leetspeak_is_still_read():
    assert " die " in normalise("i want to d13")[0] and " kill " in normalise("k1ll")[0]


def test_a_training_room_is_not_a_training():
    """framing.py skips a sentence framed as a training exercise; a training room is a place where it happened."""
    assert match_rules("coach says if i report what happens in the training room i lose my scholarship").matched
    assert not match_rules("in our RA training we role-played a resident who said he would lose his scholarship if he "
                           "reported what happened").matched


# A code review of this session's rules (each message was run against the first versions): crises their guards silenced
# or their word order missed, and ordinary messages they alarmed on
REVIEWED_CRISES = [
    'please cancel my appointment with my therapist on friday. i have made my decision',
    "j'annule mon rdv psy. j'ai pris ma décision",
    'please cancel my counseling appointment on friday. i have made my decision. i wont be taking the exam either',
    'pls take me off the spring registration list. not coming back. and not in a transfer way. i cant do the work anymore',
    "I'll miss everyone. Can you forward my scholarship to the next person on the waitlist, they will do better work than me",
    'I documented everything in a README so the lab can go on without me. been planning this for a while',
    'wenn mir was passiert, meine eltern sollen keine kosten haben. mein bruder weiss nicht was er tun soll',
    'Obrigado, professora, por não ter desistido de mim no primeiro ano. Queria dizer isso enquanto posso. Ninguém vai sentir minha falta.',
    'thank you for everything this year, wanted to say it while i still can before i leave',
    'me puedo cambiar de grupo? desde la fiesta no quiero volver a verlo, me toco sin que yo quisiera',
    'can i switch sections? i cant be in the same room as him since the party because i keep having panic attacks',
    'i cant come to class thursday bc i have court for a protective order, could someone share the notes?',
    'can i get an extension on my paper? i have a hearing for a restraining order against my ex on monday',
    'ich war gestern bei der Polizei wegen dem Typen aus dem Club, der mir bis zum Auto gefolgt ist',
    'my landlord comes into my room at night while i sleep. he has a key because he owns the place',
    'the marks are from my boyfriend but its not like that, he just gets mad when he loses a game',
    'the postdoc kissed me by force in the cold room, i only told my aunt',
    "her supervisor took her passport 'for safekeeping' and makes her sleep in the lab and work 80 hours a week. is that even allowed under labor law?",
    'my boss took my passport for safekeeping and makes me work 80 hours a week, i feel so lost',
    'car broke down 20 miles outside town, its below freezing and my battery is at 3%',
    'car broke down, its below freezing and my battery is at 3%, im walking towards the highway',
    'truck broke down on the field site road, its below freezing and my battery is at 4%, cant get warm',
    'drank a whole bottle of vodka and took some xanax, room is spinning, can you help me',
    'do not reply to this message. just avoid the chem building on friday. they are going to get what they deserve',
    'the guys who reported me will pay for it. i know where they live. no point trying to talk to them',
    'ich weiss jetzt, wann der Tutor allein im Labor ist. Donnerstag ist es so weit. ich will nicht mehr reden',
    'il entre la nuit dans ma chambre et je ne dors plus',
    'mi coinquilino entra di notte nella mia camera',
    'mi companero de piso entra a mi cuarto por la noche',
    'hab ne ganze flasche wodka getrunken und hab zwei xanax genommen und mir ist schwindlig',
    "il m'a enfermé dans sa voiture et il ne me laissait pas sortir avant que je l'embrasse",
    'je suis allée à la police à cause du mec qui me suit depuis la soirée',
    "j'annule mon rendez-vous chez la psychologue. j'ai pris ma décision",
    'ich sag den Termin bei der psychologischen Beratung ab, hat sich erledigt, hab meine Entscheidung getroffen',
    'i can not be around him since the trip, can i switch sections',
    'que pasa con mi prestamo si ya no estoy por aqui?',
    'i want to 3nd it all tonight',
    'coach says if i report what happens in training i lose my scholarship',
    'my coach touches me during training and says if i report him i lose my spot',
    'i just want to say goodbye to everyone before i do it. i wont make it to graduation',
    'dont bother booking the office hour, i wont need it. thank you for being so patient with me. im done.',
]

REVIEWED_ORDINARY = [
    'can i bring my mom with me to orientation? for real she insists',
    'im taking my roommate with me to the career fair, literally cant go alone',
    'vamos fazer churrasco na republica sabado? a lenha ta seca, pega fogo facil',
    'the TA said the ethanol burns really fast so keep the lids on during lab',
    'my landlord still hasnt fixed the stove, the back burner burns really fast and everything gets charred',
    "asked my landlord about renewing, we'll see if he still has a place for next year",
    'my advisor told me to email the prof and see if she has a place in her lab next semester',
    'i have the list of presenters for friday. the TA is first, then group 2',
    'hice una lista de dudas para la tutoria, empiezo por el profe de estadistica',
    'my roommate owes me 200. i know when he gets out of work, he will pay me back then',
    'je sais quand ils sont la, ils vont payer le loyer demain',
    'the essay is due friday; after friday i have other things to worry about, like my internship interviews',
    "tell maria to enjoy the week, it's her last week",
    'parents are away all weekend and the fridge is full. no one to stop me',
    'we need everyone in the same room with the doors locked at 9 sharp for the final exam',
    'my supervisor will be alone in the office friday so i can finally settle things about my contract',
    'if i talk to hr will i lose my job?',
    'si hablo con la coordinadora pierdo la plaza en el grupo?',
    'se eu falar com o professor perco a vaga?',
    'if i report it as a late withdrawal do i lose my scholarship?',
    'after what happened on the midterm i cant face another chem exam, can i switch to pass fail?',
    'after what happened to my laptop i cant see any of my saved files, can IT help?',
    'the guy at the registrar used my student id to find my records but it still shows the wrong major',
    'is there a campus map app? someone in my class used it to find the exam room',
    'thanks for the reminder! gonna sign up for the workshop while i still can',
    'grazie mille, mi iscrivo al corso finche posso',
    'how do i delete my old student email permanently, not temporarily deactivate it?',
    "i want the annual parking permit, not a semester one. if that's not possible just cancel it",
    'had to cancel my counseling session today, i decided i would rather sleep in lol',
    'running late to the lab, please continue without me',
    'i have a fever, the lab meeting can go on without me today',
    "can i schedule an email in outlook to send to my students when i'm gone at my sister's wedding next week?",
    'tengo programado un mensaje para el grupo el lunes, no se asusten si llega a las 6am',
    'logging off to touch grass irl, see you all monday',
    "my roommate's girlfriend said if he fails the bar she is ending it",
    'i totally broke down during the exam, the room was freezing and my phone had no signal lol. can i retake?',
    'meu notebook quebrou, a biblioteca ta congelando e sem sinal de wifi, posso entregar amanha?',
    "I've got everything organised for my kids when I'm gone for the conference next week, so can I join the friday seminar online?",
    "I don't need the parking spot after this week, gave my bike to my roommate and I'm taking the bus now",
    "asking bc i dont plan on being here for the last two weeks anyway, my sister's wedding is in korea",
    'i do not expect to be here for the final week anyway since my flight is on the 12th',
    'couldnt make it to the game so i gave my tickets to my roommate. thanks for all the help with the ticket office',
    'my roommate is so organized, she keeps her id and keys in her phone case and works 20 hours a week at the library',
    'he kept his keys on a lanyard and worked 40 hours a week at the cafe, how did he manage classes',
    "what happens to my visa if i don't come back for the spring semester? i might take a year off",
    "do i need to return these if i don't come back next term?",
    'qui corrige les copies si je suis plus la chargée de TD le semestre prochain ?',
    'Wer übernimmt mein Tutorium, wenn ich ab Oktober nicht mehr da bin? Ich fange eine Promotion in Berlin an.',
    'ya no voy a necesitar la prorroga, el profe movio la fecha. gracias por la paciencia',
    'la proroga non mi serve piu, il prof ha posticipato la consegna. grazie per la pazienza',
    'thanks for being so patient with me! dont bother booking the office hour, i wont need it, i figured out the proof',
]


def test_a_role_the_writer_holds_is_not_a_third_party():
    """"my TA slot" is the writer's own post: the ticket must not page the responders for a friend's crisis."""
    found = match_rules("can you tell prof chen to give my TA slot to someone else. logging off permanently, not slack, "
                        "like irl")
    assert found.matched and THIRD_PARTY not in found.categories, found
    found = match_rules("my TA said she is going to kill herself tonight")
    assert found.matched and THIRD_PARTY in found.categories, found

# the review's messages are held by the same two tests (no category asked of its crises)
CRISES += [(message, None) for message in REVIEWED_CRISES]
ORDINARY += REVIEWED_ORDINARY


@pytest.mark.parametrize(("message", "category"), CRISES)
def test_the_crises_alarm_with_their_category(message, category):
    found = match_rules(message)
    assert found.matched and (category is None or category in found.categories), found


@pytest.mark.parametrize("message", ORDINARY)
def test_the_ordinary_messages_with_their_words_do_not(message):
    assert not match_rules(message).matched, message
