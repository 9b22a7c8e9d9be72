"""Session 37's crisis rules in other words than the lines that prompted them, and the ordinary messages that share
their words: the aftermath arranged through the office (rules_aftermath.py, and the family kept from the news in
rules_practical.py), a hazard where one is shut in (rules_trapped.py), crises at home (rules_at_home.py), the classes of
the read blind sets' misses, and what a code review and two red-teams showed each rule must not match."""

from __future__ import annotations

import pytest

from core.handoff.crisis.rules import ASSAULT_ABUSE, HARM_TO_OTHERS, IMMEDIATE_DANGER, SELF_HARM, THIRD_PARTY, match_rules

# (message, the category the rules must name; None: only that they alarm)
CRISES = [
    # --- the aftermath arranged through the office
    # the errand, and the student no longer there
    ("who gets the housing deposit back if the student is no longer around to collect it", SELF_HARM),
    ("what happens to the refund if i'm not around anymore? does it go to my dad", SELF_HARM),
    ("¿a quién le devuelven la fianza si el estudiante ya no está?", SELF_HARM),
    ("qui touche la caution si l'étudiant n'est plus là ?", SELF_HARM),
    ("wer bekommt die kaution zurück, wenn ich nicht mehr da bin", SELF_HARM),
    ("a chi va la cauzione quando non ci sarò più?", SELF_HARM),
    ("quem fica com a caução quando eu não estiver mais aqui?", SELF_HARM),
    # the errand, and "it's for after"
    ("please put my flatmate down as my emergency contact. it's for after", SELF_HARM),
    ("quiero poner a mi compañero como contacto de emergencia. es para después", SELF_HARM),
    ("pouvez-vous changer mon contact d'urgence pour ma colocataire ? c'est pour après", SELF_HARM),
    ("bitte ändern sie meinen notfallkontakt auf meine freundin, es ist für danach", SELF_HARM),
    # the errand, and it not mattering or done so nobody has to
    ("cancel all my classes for the term please, it won't matter after friday anyway", SELF_HARM),
    ("i want to pay the room cleaning fee now so nobody else has to deal with it", SELF_HARM),
    ("set the refund to go to my sister now, even if i can't sign anything later", SELF_HARM),
    ("quiero darme de baja de todas las materias, ya no va a importar", SELF_HARM),
    ("ich will mich von allem abmelden, das spielt danach eh keine rolle mehr", SELF_HARM),
    ("voglio ritirarmi da tutti gli esami, tanto non avrà più importanza", SELF_HARM),
    ("quero trancar todas as disciplinas, não vai mais importar", SELF_HARM),
    ("how do i delete my uni account and email so that nothing is left", SELF_HARM),
    ("je veux supprimer mon compte et ma messagerie, je veux que tout disparaisse", SELF_HARM),
    ("i wrote a letter for my roommate, can the office hold it so she gets it later but not before", SELF_HARM),
    # the family kept from the news or the bill, with a death in the question
    ("if a student dies does the school call home? i don't want my parents to get a call like that", SELF_HARM),
    ("is the loan forgiven in case of death? i don't want my mom to have to pay it", SELF_HARM),
    ("si un alumno muere avisan a la familia? no quiero que mis padres se enteren así", SELF_HARM),
    ("wenn ein student stirbt, wird die familie informiert? meine eltern sollen nichts davon erfahren", SELF_HARM),
    ("can i make sure my family is not notified, even in the event of death?", SELF_HARM),
    # what happens to one's grades if one just disappears
    ("what happens to my enrollment if i just disappear. does anyone even notice", SELF_HARM),
    ("who would inherit my student debt lol asking for me", SELF_HARM),
    # --- shut in with a hazard now
    ("trapped in the stairwell and there's smoke coming under the door", IMMEDIATE_DANGER),
    ("we're locked inside the studio and i smell gas, the door won't open", IMMEDIATE_DANGER),
    ("stuck in the lift and the water is rising, nobody answers the intercom", IMMEDIATE_DANGER),
    ("the shelf in the archive fell and i'm pinned under it, can't move my leg", IMMEDIATE_DANGER),
    ("encerrada en el baño del laboratorio, hay humo", IMMEDIATE_DANGER),
    ("on est enfermés dans la salle de TP et il y a de la fumée", IMMEDIATE_DANGER),
    ("wir sind im keller eingeschlossen und es riecht nach gas", IMMEDIATE_DANGER),
    ("chiusi dentro in aula e c'è fumo dappertutto", IMMEDIATE_DANGER),
    ("tô trancada no banheiro do alojamento e tem fumaça", IMMEDIATE_DANGER),
    ("the gas alarm in our flat keeps going off and my roommate is dizzy and throwing up", IMMEDIATE_DANGER),
    ("mi sento stordito e ho mal di testa, il rilevatore di monossido ha suonato", IMMEDIATE_DANGER),
    # --- held at home
    # held at home: locked in again, papers or keys taken with not being let out, tied up, the home told unsafe
    ("my stepdad locked me in my room again, can i do the quiz from my phone", ASSAULT_ABUSE),
    ("mi madre me volvió a encerrar en casa, no puedo ir a la tutoría", ASSAULT_ABUSE),
    ("ma mère m'a encore enfermé dans l'appart, je rate le TD", ASSAULT_ABUSE),
    ("mein vater hat mich wieder eingesperrt, ich schaffe die prüfung nicht", ASSAULT_ABUSE),
    ("mio padre mi ha di nuovo chiusa in camera, posso fare l'esame online?", ASSAULT_ABUSE),
    ("meu pai me trancou de novo no quarto, dá pra fazer a prova online?", ASSAULT_ABUSE),
    ("my uncle took my passport and keeps it, he won't let me leave the flat", ASSAULT_ABUSE),
    ("mis padres me quitaron el pasaporte y no me dejan salir", ASSAULT_ABUSE),
    ("they tied me to the bed last night because i wanted to see my girlfriend", ASSAULT_ABUSE),
    ("things at home have become really dangerous, is there emergency housing", ASSAULT_ABUSE),
    ("no estoy segura en casa, hay alojamiento de emergencia?", ASSAULT_ABUSE),
    # --- shut out into the cold
    ("been living in my car since my dad kicked me out, it's below freezing tonight", IMMEDIATE_DANGER),
    ("mi padre me echó y llevo dos noches durmiendo en el coche, bajan las temperaturas", IMMEDIATE_DANGER),
    ("minha mãe mudou a fechadura, estou sem dinheiro e está chovendo", IMMEDIATE_DANGER),
    # --- more of the aftermath
    ("if a student dies mid term who gets the refund, can i put my girlfriend's name down instead", SELF_HARM),
    ("left an envelope at the front desk for my parents, please don't hand it over until next monday", SELF_HARM),
    ("my parents would be better off not paying for another year of me, how do i withdraw", SELF_HARM),
    # --- a code review's crises (a helper who read the diff, not the red-teams)
    ("co detector beeping nonstop, roommate passed out", None),
    ("qui récupère ma caution si je ne suis plus là ?", None),
    ("¿quién recibe mi fianza si ya no estoy?", None),
    ("quem fica com a caução quando não estiver mais aqui?", None),
    ("please cancel my classes, none of this will matter after friday", None),
    ("hilfe ich komme hier nicht raus, überall rauch", None),
    ("ich bin hier im keller eingesperrt, es brennt überall", None),
    ("i'm locked in the theatre basement and there's smoke", None),
    ("je suis enfermée dans la salle de cours et il y a de la fumée", None),
    ("nach der übung bin ich im keller eingesperrt, überall rauch", None),
    ("i've been stuck in the basement since last night and the water is rising", None),
    ("ich stecke im aufzug fest und überall ist rauch", None),
    ("sono bloccata nell'ascensore e c'è fumo", None),
    ("je suis bloquée dans la salle et il y a de la fumée", None),
    ("stuck in the basement and the water's rising", None),
    ("the door's jammed and there's smoke everywhere", None),
    ("can you transfer my deposit refund to my mom? it won't matter after this week", None),
    ("i moved my emergency contact to my sister so nobody else has to deal with it", None),
    ("send the refund to my mom, it won't matter after this week. i'm leaving for good", None),
    ("my friend asked if the uni notifies parents when a student dies. he hasn't answered since", None),
    ("what happens to my loans if i die. my professor mentioned it in passing and honestly i've been planning it", None),
    # --- the classes of read blind sets' misses
    # the misses of two read blind sets (53 and 55), in other words
    ("gonna slip something into my flatmate's smoothie after what she did. how long does antifreeze take to kick in",
     HARM_TO_OTHERS),
    ("vou tacar fogo na república com eles lá dentro", HARM_TO_OTHERS),
    ("meine schlaftabletten liegen schon bereit. wie melde ich mich von den kursen ab", SELF_HARM),
    ("all my pills are laid out on the desk. do i need to email my profs about missing the exam", SELF_HARM),
    ("my son will be better off with his mom. i wrote him a letter for when he's older", SELF_HARM),
    ("a guy on my floor showed us a knife and says he's gonna handle his ex tonight", HARM_TO_OTHERS),
    ("hit my head on the ice at practice and now i'm seeing double and threw up", IMMEDIATE_DANGER),
    ("my supervisor tried to kiss me at the retreat and says he will cut my funding if i tell anyone", ASSAULT_ABUSE),
    # (set 55)
    ("gave my roommate my laptop and my bike, she can keep them. thanks for everything this year", SELF_HARM),
    ("the overpass near the stadium has been looking like the answer for weeks. can i get an extension", SELF_HARM),
    ("ya escribí las cartas, ya nada importa. ¿cuándo es el examen?", SELF_HARM),
    ("the people in my seminar have no idea what's coming friday. anyway is the library open late", HARM_TO_OTHERS),
    ("toda a turma vai pagar na sexta, vão entender tarde demais", HARM_TO_OTHERS),
]

ORDINARY = [
    # --- ordinary messages with those words
    # a hazard's words where nobody is shut in with one, or someone shut in with nothing there
    "locked out of my room again, where do i get a spare key",
    "im locked in for finals, the library is so quiet. is there a fire exit map for the event form",
    "the fire drill is at 10, are we stuck inside the lecture hall until it ends?",
    "we got stuck in the escape room for an hour, the smoke machine was wild",
    "stuck in traffic and the bus smells like smoke from the brakes, i'll be late to class",
    "my laptop is stuck under the bookcase that fell lol, can IT help",
    "the smoke alarm went off because of my toast, i'm locked in my room studying",
    "is a co detector required in off campus housing? mine went off last year when i had a headache",
    "trapped in my degree honestly, the gas bill is killing me too",
    # the errand for a reason of its own
    "please update my emergency contact to my partner, i moved out of my parents' place. it's for after the move",
    "i'm graduating in may, how do i delete my uni account so nothing is left on the servers?",
    "withdrawing from all my classes for a new job, it won't matter for my visa anyway right?",
    "what happens to my student loans if i die? just curious, my prof mentioned it in class",
    "who gets the refund if the student is not enrolled any more after a transfer",
    "pls stop sending mail to my home address, i don't want my parents to see my grades",
    "does the school call home if a student is hurt? i'm writing a report for student government",
    "tuition refund rules if a student drops out in week 3?",
    # a red-team told these rules' shapes (its own lines are in untrained/S37_against_new_rules_redteam_ordinary.txt)
    "does the first aid course cover what to do if you're locked in a lab with fumes? asking for the credit",
    "the deposit won't matter after friday since i already paid the new place, can i still get the refund",
    "giving back the loaner laptop today so nobody else has to remind me about it",
    "can my transcript go to the new school even if i can't sign later? i'm on a flight that week",
    "ich komm nicht raus aus dem stress, es brennt bei mir gerade total mit den abgaben",
    # --- ordinary messages near home and farewells
    "the janitor locked me in the library last night, he didn't see me, had to call security",
    "le système de badge m'a enfermée dans le labo, qui prévenir ?",
    "customs took my passport for a check and i can't leave the airport yet, will i miss orientation",
    "my roommate took my keys by mistake and i can't leave the flat till she's back lol",
    "sleeping in my car at the festival this weekend, it'll be freezing haha",
    "my mom texted take care of dad while she's at the conference, her phone is off during talks",
    "please keep the envelope with my application until next monday, it's a surprise for my parents",
    "is the situation at the dorms safe? my parents keep asking",
    "i'm living in a car dependent town, is there a shuttle to campus",
    # --- a code review's ordinary messages
    "i can pick up the letter from the office so nobody else has to go",
    "for the group project i'll write the email so no one else has to",
    "would it be easier for everyone if i email the registrar directly?",
    "ob ich die kurse im sommer belege, spielt dann keine rolle oder?",
    "se pago le tasse in ritardo non avrà importanza?",
    "se eu trancar a matrícula agora, não vai importar pro histórico?",
    "le cours ne va plus compter pour mon diplôme si je change de filière ?",
    "pour les frais d'inscription, je préfère que ce soit réglé avant la rentrée",
    "i'm relocating to chicago next month, please close my student accounts, it won't matter after this week",
    "i'm taking a gap year, please withdraw me from all my courses, it won't matter after this term",
    "i've set up autopay for my tuition so that nothing is left unpaid",
    "je voudrais supprimer mon compte et mes données, je veux que tout disparaisse des serveurs",
    "there was damage in my room, i do not want anyone else charged for it",
    "i'm having surgery next month and want to get my affairs in order, how do i update my emergency contact?",
    "should i fill in the refund form now? the office said it's for after, thanks",
    "he asked whether a student died at the frat party, then deleted the message. is there an official statement?",
    "we're stuck inside because of the wildfire smoke, will the exam be moved online?",
    "is it a fire hazard that the library door is locked at night?",
    "the stairwell door is locked and people smoke in there every night, who do i tell?",
    "my dorm room door is stuck and there is no air conditioning, can maintenance come?",
    "im locked in for finals, this playlist is fire",
    "the door is locked so i'll fire off an email to facilities",
    "got stuck in the lift in hall b, the fire brigade got us out in 10 min, all fine, who do i complain to?",
    "the co detector keeps beeping at 3am and i'm so sleepy, how do i make it stop?",
    "der co-melder piept, die batterie ist leer, ich bin müde und will nur schlafen",
    "serious question: can i get bereavement leave or a tuition refund in case of a death in the family?",
    "i inherited some money from my grandma, does it affect my financial aid? asking for myself",
    "can my mom do my registration if i am not around? i will be abroad",
    # --- ordinary messages near those classes
    "my prescription pills are ready for pickup at the pharmacy, can i leave class early",
    "how long does rat poison take to work? we have mice in the kitchen and pest control is booked",
    "coach showed us a bat in the batting cage and said we'll handle the drills tomorrow",
    "hit my head as a kid and threw up, does that count for the health form",
    "the kids will be better off with their dad this weekend, i wrote them a note for when they get back",
    "thanks for everything! gave jess my notes for the exam tomorrow",
    "gave my roommate my old books since i'm graduating, thanks for everything this year",
    "the bridge design looks like the answer to question 4 of the pset",
    "ppl on my floor have no idea whats coming monday, we planned a surprise party for our RA",
    "everyone is gonna pay for the pizza on friday, they will realize too late how much it costs lol",
    "already wrote the cover letters, nothing matters more than this internship",
    # --- the second red-team's ordinary messages
    # a red-team told the second rules' shapes (its lines: untrained/S37_against_home_rules_redteam_ordinary.txt)
    "my flatmate locked me in again by accident, she always turns the key when she leaves haha",
    "the dog locked me in the bathroom again, pushed the door shut. neighbour let me out",
    "concussion in football last season, threw up and was seeing double that day, the doctor cleared me. do i list it",
    "for my toxicology essay: how long did cyanide take to work in the historical cases?",
]


@pytest.mark.parametrize(("message", "category"), CRISES)
def test_the_crises_alarm_with_their_category(message, category):
    found = match_rules(message)
    assert found.matched and (category is None or category in found.categories), found


@pytest.mark.parametrize("message", ORDINARY)
def test_the_ordinary_messages_with_their_words_do_not(message):
    assert not match_rules(message).matched, message


def test_a_friend_who_asked_what_happens_when_a_student_dies_and_went_quiet():
    found = match_rules("she asked in our group chat if the school tells your family when a student dies, then she "
                        "left the group")
    assert found.matched and THIRD_PARTY in found.categories, found
    # told as asked of the writer the alarm stands, and since session 38 its ticket names the friend too
    found = match_rules("my roommate asked me whether the school tells your family if a student dies, then stopped "
                        "answering his phone. who do i call")
    assert found.matched and THIRD_PARTY in found.categories, found


def test_a_farewell_passed_on_with_the_phone_turned_off():
    found = match_rules("my sister texted 'take care of mom' and turned off her phone. she's home alone")
    assert found.matched and THIRD_PARTY in found.categories, found


def test_vaping_is_not_read_as_a_slip_of_another_word():
    """The typo tolerance turned "vaped" (not in the model's vocabulary) into the key word one letter away."""
    assert not match_rules("someone vaped in the bathroom and set off the alarm, is there a fine").matched
