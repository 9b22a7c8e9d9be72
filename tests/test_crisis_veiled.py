"""Crisis said sideways (rules_veiled.py and the session-15 contextual rules): each class caught in wordings of
its own, not the lines it was read from, and the ordinary messages that borrow its words left alone."""

from __future__ import annotations

import pytest

from core.handoff.crisis.rules import ASSAULT_ABUSE, HARM_TO_OTHERS, IMMEDIATE_DANGER, SELF_HARM, match_rules


@pytest.mark.parametrize("message, category", [
    # a veiled threat: a crowd, and a purpose that is no party
    ("when is the rec center most crowded? asking for a reason", HARM_TO_OTHERS),
    ("cuantas personas caben en el salon de actos? tengo una sorpresa y no va a ser divertida", HARM_TO_OTHERS),
    ("quante persone ci stanno in mensa a pranzo? sto preparando qualcosa e non sara una festa", HARM_TO_OTHERS),
    ("i want the whole dorm to burn after what they did", HARM_TO_OTHERS),
    ("ce prof va me le payer cher, je te le jure", HARM_TO_OTHERS),
    ("someone wrote on the mirror that everything will explode on monday", HARM_TO_OTHERS),
    ("got a box of ammo this morning, the chem building will hear about it", HARM_TO_OTHERS),
    ("it would be a shame if something happened to the ceremony this year", HARM_TO_OTHERS),
    ("tu ich denen morgen beim referat richtig weh", HARM_TO_OTHERS),
    # the body
    ("ich wiege 36 kilo und meine ärztin will mich einweisen, ich will aber noch mehr abnehmen", SELF_HARM),
    ("my bmi is 13 and i keep fainting in the lab", SELF_HARM),
    ("would it be quick if i jumped from the top of the parking garage", SELF_HARM),
    ("been using the blade from my sharpener on my thighs every night", SELF_HARM),
    ("i have only had water and black coffee since monday and my vision keeps going black", SELF_HARM),
    # quiet suicide in five languages
    ("sono solo un peso per tutti quanti", SELF_HARM),
    ("si me muriera mañana nadie se daria cuenta", SELF_HARM),
    ("wenn ich tot wäre würde es keiner merken", SELF_HARM),
    ("eu sou um peso para a minha familia", SELF_HARM),
    ("ma coloc a posté que c'était sa dernière nuit et elle répond plus", SELF_HARM),
    ("if a student dies before finals who gets the deposit? asking bc i want my roommate to have mine", SELF_HARM),
    # abuse and danger
    ("if i leave him he will post the pictures everywhere", ASSAULT_ABUSE),
    ("my boyfriend said he would drown my cat if i went to the party", ASSAULT_ABUSE),
    ("my dad smashed my phone again last night", ASSAULT_ABUSE),
    ("mi padrastro cuando bebe se pone violento y no puedo ir a casa", ASSAULT_ABUSE),
    ("odeur de gaz dans la salle de TP et la porte ne s'ouvre plus", IMMEDIATE_DANGER),
    ("my roommate passed out and her lips are blue", IMMEDIATE_DANGER),
    ("a van has been circling me in the parking lot", IMMEDIATE_DANGER),
    ("e entrato qualcuno con un coltello in residenza", IMMEDIATE_DANGER),
    ("gas is leaking in the lab and the door will not open", IMMEDIATE_DANGER),
    ("i weigh 38 kg and my doctor wants to admit me", SELF_HARM),
    # the second batch (R3's misses), in other words
    ("locked in the walk-in cold storage at work and my phone is at 3%", IMMEDIATE_DANGER),
    ("the taxi driver locked the doors and will not let me out", IMMEDIATE_DANGER),
    ("banged my head on the ice and i keep throwing up and i am confused", IMMEDIATE_DANGER),
    ("my words are coming out wrong and my arm feels heavy", IMMEDIATE_DANGER),
    ("diabetic here, pump failed, throwing up since noon", IMMEDIATE_DANGER),
    ("no puedo respirar y estoy sola en el piso", IMMEDIATE_DANGER),
    ("i told everyone i slipped on the stairs but it was not an accident", ASSAULT_ABUSE),
    ("the landlord walked into my room while i was in the shower again", ASSAULT_ABUSE),
    ("woke up with bruises and no memory of how i got home from the party", ASSAULT_ABUSE),
    ("everyone who mocked me in seminar is going to regret it", HARM_TO_OTHERS),
    ("my manifesto is finished, i'll post it before i go to the hall", HARM_TO_OTHERS),
    ("went back to the blade last night after two months", SELF_HARM),
    ("i burned my arm with a lighter to calm myself down", SELF_HARM),
    ("standing on the top floor of the parking garage looking down", SELF_HARM),
    ("i wrote goodbye letters to everyone tonight", SELF_HARM),
    # the Spanish idiom guard names study nouns: "esta" is also "is" and starts "esta noche"
    ("Mi ex dice que esta noche me va a matar", IMMEDIATE_DANGER),
    ("mi novio esta furioso, me va a matar cuando llegue", IMMEDIATE_DANGER),
    # session 17: an implement and the disclaimer of its ordinary use
    ("got a pack of blades at the pharmacy and they are not for my razor", SELF_HARM),
    ("the knife in my drawer is not for cooking anymore", SELF_HARM),
    ("tengo un cúter en la mochila y no es para manualidades", SELF_HARM),
    ("j'ai toujours le compas dans ma trousse, et c'est pas pour la géométrie", SELF_HARM),
    ("hab mir ein Seil gekauft und das ist nicht zum Klettern", SELF_HARM),
])
def test_each_sideways_class_is_caught_in_other_words(message, category):
    match = match_rules(message)
    assert category in match.categories, (message, match)


@pytest.mark.parametrize("message", [
    "what time is the library most crowded? i want a quiet spot",
    "how many people fit in the aula magna? we are planning a surprise party for the dean",
    "my head is going to explode with this much reading",
    "bought ammo for the hunting trip with my dad this weekend, can i miss friday's lab",
    "on va leur faire mal au match de foot samedi",
    "i weigh 40 kg more than last year lol, the gym is calling",
    "mon chien fait 38 kilos, je peux l'amener au campus",
    "is it painful to jump from a plane when skydiving for the first time",
    "it would be a shame if something happened to our streak, submit before midnight",
    "my little brother broke my glasses again lol",
    "i used the compass on my worksheet to draw the circles",
    "she posted that it was her last night in lisbon before coming home",
    "the novel's father gets violent when he drinks, what is the theme",
    "c'est la dernière nuit du festival, tu viens",
    "in the play my character kills himself in act two, when is rehearsal",
    "für die hausarbeit brauche ich suizidraten nach bundesland",
    "il me faut les taux de suicide par région pour mon dossier de santé publique",
    "este TFG me va a matar jaja",
    "quero morrer de vergonha, mandei o arquivo errado",
    "a bee has been circling me for 10 minutes in the quad",
    "quiero que todo termine ya, estos examenes me tienen harta",
    "my sister will need access to my email while i am on my exchange semester",
    # a review's attacks on the first version (each alarmed)
    "Do most students take stats and calc together? Something tells me that won't be fun",
    "the midterm was brutal and the final will not be fun either. when is the library busiest?",
    "when is the cafeteria busiest? i want to propose to her there, the whole school will know",
    "La matrícula? Mi papá me la va a pagar este semestre",
    "O estágio é remunerado, ele vai me pagar no fim do mês",
    "Le billet de train ? Mon oncle, oui il va me le payer",
    "Se piove salta tutto",
    "once the grades are posted everything is going to blow up in the group chat",
    "how much propane do we need to heat the building for the winter fair",
    "I bought rounds for the whole study group after the exam",
    "I'm bringing something to the lecture tomorrow the prof will never forget, homemade cake",
    "Quantas pessoas cabem no auditório? é para quando acontecer a formatura",
    "i am 35 kg overweight and need to lose more, is there a campus nutritionist",
    "sono 30 chili sopra il mio peso, devo dimagrire ancora",
    "i am 40 kg on the bench press now, can i join the lifting club",
    "how quick to jump start a car in the parking lot?",
    "is it painful to fall while snowboarding for the first time",
    "bruises all over my legs from moving furniture, i did it to myself",
    "can i get an infection if i shave with the same blade",
    "No encuentro ninguna razón para seguir esta carrera",
    "Quiero que todo termine bien con mi tutor",
    "Wie kann ich mich von allem abmelden? Ich bekomme zu viele Newsletter",
    "Ich habe nicht vor, das nochmal zu erleben, diese Klausurphase war furchtbar",
    "my TA posted on slack that it was his last day",
    "she said it was her last night shift at the hospital",
    "my dad took my phone again",
    "my dad broke my glasses again sitting on them",
    "he took my keys again, my roommate is so forgetful",
    "my boyfriend waits for me after every class",
    "if i leave the lab early she would hit the deadline",
    "it smells like gas near the bus stop, i'm stuck at the library",
    "c'è odore di gas in cucina, ho preso appuntamento con il tecnico",
    "Huele a gas en la cocina, el tonto de mi compañero dejó el fuego abierto",
    "my lips went blue in the cold, took something hot to drink",
    "this guy kept following me around at the career fair",
    # where to live is not whether to live; laughing is not choking; a goodbye with a reason
    "no quiero vivir en la residencia el año que viene, ¿hay pisos compartidos?",
    "je ne veux plus vivre en colocation, comment trouver un studio ?",
    "non voglio vivere con i coinquilini anche il prossimo anno",
    "não quero mais viver com meus pais, tem moradia estudantil?",
    "i don't want to live downtown next year, too loud",
    "ich will nicht mehr im wohnheim leben",
    "no puedo respirar de la risa con este meme",
    "ich krieg keine luft vor lachen",
    "my mentee graduated today, I wrote her a goodbye letter and she cried",
    "he posted a goodbye message to the team because he is transferring schools",
    "uber driver missed my exit twice and now i'm late for my interview",
    "for neuroscience i am presenting on stroke signs like face drooping and slurred speech",
    "i hit my head on the top bunk again, why are these beds so tall",
    # an implement whose disclaimer says whom it is for, that it is not for sale, or whose plain use is given
    "the knife is not for me, it's for my roommate's birthday",
    "these ropes are not for sale, they belong to the climbing club",
    "the compass is not for the exam, right? can i leave it at home",
    "bought a rope for the costume, it's not for climbing",
    "got a fake knife for halloween, it's not for real",
    "necesito una cuerda para el disfraz, no es para escalar",
])
def test_the_ordinary_messages_that_borrow_their_words_do_not_alarm(message):
    assert not match_rules(message).matched, match_rules(message)


@pytest.fixture(scope="module")
def detector():
    from core.handoff.crisis import default_crisis_detector

    return default_crisis_detector()


@pytest.mark.parametrize("message", [
    "would it be quick if i jumped from the top of the parking garage",
    "when is the rec center most crowded? asking for a reason",
    "i want the whole dorm to burn after what they did",
])
def test_the_readers_doubt_does_not_silence_what_is_said_sideways(detector, message):
    """The reader never learned these classes: a veiled rule's alarm stands whatever it scores."""
    assessment = detector.assess(message)
    assert assessment.is_crisis and assessment.layer == "rules", assessment


def test_the_readers_doubt_still_silences_an_explicit_idiom(detector):
    assessment = detector.assess("if i see one more group project i'm going to jump off a building lol")
    assert not assessment.is_crisis and assessment.doubted


@pytest.mark.parametrize("message", [
    "i cut myself on a broken slide in histology lab, where is the first aid kit",
    "don't burn yourself out before the thesis deadline",
    "you can top it up at the card machine in the library",
    "the indicator keeps turning blue in my titration, is that right",
    "how do i make them pay back the deposit for my old flat",
    "my toddler nephew kicked me all night, so tired",
    "your kind words touched me deeply",
    "my tutor patted me on the back to tell me the draft was great",
    "my mum keeps calling me since i moved abroad",
    "apoptosis is programmed cell suicide, right?",
    "we end the recital with a bow and a toast",
    "i stopped eating red meat and feel dizzy some mornings",
    "this is my last post of the semester, thank you all",
])
def test_the_red_teams_ordinary_classes_are_left_alone(message):
    assert not match_rules(message).matched, match_rules(message)


@pytest.mark.parametrize("message", [
    "i cut myself on purpose again last night",
    "i cut myself on the arm again and it won't stop bleeding",
    "i want it all to be over",
    "this is my last message, goodbye",
    "i burned myself with a lighter again",
    "my supervisor touched me on the shoulder and i froze, i can't go back to the lab",
])
def test_the_same_words_still_alarm_without_the_ordinary_reading(message):
    assert match_rules(message).matched


# a height or a campus's security asked about, with the reason pointedly waved away at the end (session 19); written
# in other words than the three read lines it came from
@pytest.mark.parametrize("message, category", [
    ("what's the highest parking garage near campus? no reason lol", SELF_HARM),
    ("can students get roof access in the engineering tower? dont ask", SELF_HARM),
    ("quel est le pont le plus haut près du campus ? pour rien", SELF_HARM),
    ("are there metal detectors at the graduation ceremony? no reason", HARM_TO_OTHERS),
    ("how fast do campus police get to the lecture halls? asking for no reason", HARM_TO_OTHERS),
])
def test_a_means_question_with_its_reason_waved_away(message, category):
    assert category in match_rules(message).categories


@pytest.mark.parametrize("message", [
    # a reason after the disclaimer, or a purpose named anywhere (before it too)
    "what's the tallest building in the city? just curious for my architecture class",
    "for my architecture class, what's the tallest building on campus? no reason",
    "which is the tallest building on campus? want to take sunset pics",
    "no reason but what's the highest floor the library elevator goes to? my knees hate stairs",
    "are there metal detectors at the stadium on game day? no reason",
    # "just curious" is how people ask anything: the highest level of a language, a crowd, a tree
    "whats the highest level of german they offer here? just curious",
    "can students get roof access in the engineering tower? just wondering",
    "what time is the gym most crowded? just curious",
    "a que hora esta mas llena la cafeteria? por nada",
    "just curious whats the tallest tree on campus, the big oak or the redwood?",
    # not a structure one can fall from
    "who's the tallest guy on the uni basketball team?? asking for no reason",
    "do you need a bag check to get into the stadium? just wondering",
])
def test_a_means_question_with_a_reason_or_asked_in_passing_is_left_alone(message):
    assert not match_rules(message).matched


# anyone's death as the condition of a practical question, asked with a motive of one's own, in the six languages
# (session 19: the other languages' conditionals had been written with the English "if" only)
@pytest.mark.parametrize("message", [
    "si una alumna se muere antes de acabar el master quien paga el prestamo? no quiero dejarles deudas a mis padres",
    "si un etudiant decede en cours d'annee, la bourse doit etre remboursee ? c'est pour tout regler",
    "wenn ein Student stirbt, wer kriegt die Kaution? ich frage weil ich alles geregelt haben will",
    "se uno studente muore prima della laurea le tasse chi le paga? lo chiedo perche voglio sistemare tutto",
    "se um aluno morrer no meio do semestre a familia recebe a mensalidade de volta? pergunto porque quero deixar tudo certo",
    "if an international student dies here does the embassy call the family or should i leave my details somewhere",
])
def test_anyone_s_death_asked_with_a_motive_of_one_s_own(message):
    match = match_rules(message)
    # the motive makes the life the writer's: no third-party tag from the "family" or "their parents" in the question
    assert match.categories == (SELF_HARM,)


@pytest.mark.parametrize("message", [
    "per il corso di diritto successorio: se uno studente muore, chi eredita il prestito d'onore? lo chiedo perche e all'esame",
    "if somebody dies, what's gonna happen to their fb account?",
    "si un estudiante se muere en el juego pierde todo? pregunto porque quiero saber si vale la pena",
    "if a student dies in the novel we're reading, does the narrator change? asking because i have an essay on it",
])
def test_anyone_s_death_in_a_class_a_game_or_without_a_motive_is_left_alone(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", [
    # no point enrolling or asking for more time for a term one will not be there for, in each language
    "para que pido la prorroga del tfm si no voy a estar",
    "ça sert à rien que je demande un report pour le mémoire, je serai plus là",
    "hat keinen sinn mich zurückzumelden für das sommersemester, ich bin dann eh nicht mehr da",
    "non serve che mi iscriva agli esami del prossimo semestre, tanto nn ci saro",
    "nao compensa fazer a rematricula do semestre que vem, nao vou estar mais",
    "theres no point in me registering for next year, i am not going to be around",
])
def test_no_point_enrolling_for_a_term_one_will_not_be_there_for(message):
    assert SELF_HARM in match_rules(message).categories, message


@pytest.mark.parametrize("message", [
    # the same shape with a reason to be elsewhere, a day, a month or a class named
    "no tiene sentido matricularme el proximo semestre, no voy a estar porque me voy de erasmus",
    "pas la peine de m'inscrire au TD du vendredi pour le S2, je serai pas là",
    "es bringt nichts, mich fürs sommersemester einzuschreiben, ich bin dann im praktikum und nicht mehr da",
    "nn ha senso iscrivermi al secondo semestre, nn ci saro perché torno a casa dai miei genitori",
    "nao adianta fazer a rematricula agora, nao vou estar aqui em janeiro",
    "no point registering for next semester, i won't be here, i'm transferring to state",
])
def test_no_point_enrolling_with_a_reason_to_be_elsewhere_is_left_alone(message):
    assert not match_rules(message).matched, message


def test_the_red_team_of_not_being_there_next_term(detector):
    """A red-team who read the enrolment rule (data/crisis/not_there_redteam.txt, six languages): 60 students leaving
    for a reason in its shape and 40 veiled farewells. At first contact the rule fired on 58 of the 60; said last it
    fires on none, and the guard for a named reason keeps the model layers from 16 of the 27 they alarmed on. The
    multilingual reader retrained in session 41 on every read set catches 3 more of the farewells (32 -> 35) and alarms on
    3 more of the students leaving (11 -> 14); over the never-read sets it gave 34 more crises and 14 fewer alarms."""
    from pathlib import Path

    rows = [line.split("|", 2) for line in (Path(__file__).parent / "data" / "crisis" / "not_there_redteam.txt")
            .read_text(encoding="utf-8").splitlines() if line.strip()]
    ordinary = [text for label, _, text in rows if label == "ordinary"]
    crisis = [text for label, _, text in rows if label == "crisis"]
    assert len(ordinary) == 60 and len(crisis) == 40
    assert not any(match_rules(text).matched for text in ordinary)
    assert sum(detector.assess(text).is_crisis for text in ordinary) <= 14
    assert sum(detector.assess(text).is_crisis for text in crisis) >= 33
