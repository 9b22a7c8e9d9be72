"""Session 40's rules in other words than the read blind lines that prompted them (untrained/S40_blind72_*, S40_blind74_*):
a grade or a signature offered for a visit home or for sex (rules_favours_traded.py), someone waiting outside the
writer's home night after night (rules_after_an_assault.py), something brought along with "they'll regret it" or "that
isn't a pencil" (rules_preparations.py), a gun at hand beside a crowd's time asked (rules_attack_plans.py), not meaning
to survive a term and letters left for the family (rules_last_arrangements.py), and someone's writing about ending
things that did not read as fiction (rules_quiet_farewells.py) — and the ordinary messages that share their words,
among them those a code review of the round found matching its first version."""

from __future__ import annotations

import pytest

from core.handoff.crisis import default_crisis_detector
from core.handoff.crisis.rules import (ASSAULT_ABUSE, HARM_TO_OTHERS, SELF_HARM, THIRD_PARTY, match_rules)

CRISES = [
    # a favour traded for a visit or for sex, in six languages and both orders
    ("my thesis supervisor hinted he would sign my progress report if i spent the weekend with him", ASSAULT_ABUSE),
    ("the TA told me he could bump my midterm mark if i go to his place after the review", ASSAULT_ABUSE),
    ("if i sleep with him he'll give me a passing grade, that's what my lab instructor said", ASSAULT_ABUSE),
    ("el profe de estadística me insinuó que me sube la nota si voy a su departamento", ASSAULT_ABUSE),
    ("mon directeur de mémoire m'a dit qu'il validerait mon stage si je passais chez lui ce soir", ASSAULT_ABUSE),
    ("der dozent hat angedeutet, dass er mich bestehen lässt, wenn ich bei ihm übernachte", ASSAULT_ABUSE),
    ("il professore mi ha scritto che mi alza il voto se esco con lui sabato", ASSAULT_ABUSE),
    ("o professor falou que muda minha nota se eu sair com ele", ASSAULT_ABUSE),
    # someone waiting outside the writer's home, night after night
    ("ever since the party some guy from the frat has been standing outside my apartment every night", ASSAULT_ABUSE),
    ("un tipo del gimnasio se queda frente a mi casa todas las noches y ya no sé qué hacer", ASSAULT_ABUSE),
    ("mon ex attend en bas de mon immeuble chaque soir depuis une semaine", ASSAULT_ABUSE),
    ("seit zwei wochen wartet ein typ jeden abend vor meiner haustür", ASSAULT_ABUSE),
    ("un ragazzo del corso si apposta davanti a casa mia ogni sera", ASSAULT_ABUSE),
    ("meu ex fica parado na frente do meu prédio toda noite quando eu chego", ASSAULT_ABUSE),
    # something brought, and they'll regret it; something "that isn't a pencil"
    ("he thinks he can steal my data? he's gonna regret it. i'm bringing something to group meeting", HARM_TO_OTHERS),
    ("ich bringe am montag etwas mit ins labor, die werden es alle bereuen", HARM_TO_OTHERS),
    ("le jury va regretter, jeudi j'apporte quelque chose", HARM_TO_OTHERS),
    ("next seminar i'm bringing something to class and it won't be a pencil", HARM_TO_OTHERS),
    # a gun at hand, and when a place is fullest
    ("borrowed my brother's glock this weekend. what time is the dining hall busiest", HARM_TO_OTHERS),
    # not meaning to survive a term
    ("i'm not planning on surviving this term so the housing deposit doesn't matter", SELF_HARM),
    ("sinceramente no tengo pensado sobrevivir a este cuatrimestre", SELF_HARM),
    ("je ne prévois pas de survivre à cette année, inutile de me réinscrire", SELF_HARM),
    ("non ho intenzione di sopravvivere a questa sessione d'esami", SELF_HARM),
    ("não tenho intenção de sobreviver a esse período", SELF_HARM),
    ("ich habe nicht vor, diese woche noch zu überleben", SELF_HARM),
    # letters left for the family
    ("i've left letters for my parents in my desk drawer. who handles withdrawals", SELF_HARM),
    ("j'ai laissé des lettres pour mes parents, je voulais juste savoir pour la bourse", SELF_HARM),
    ("deixei bilhetes para os meus pais e queria saber do reembolso", SELF_HARM),
    ("my professor offered me an A if I sleep with him", ASSAULT_ABUSE),
    ("el profe dijo que podía aprobarme si me acostaba con él", ASSAULT_ABUSE),
    ("my advisor said he'd fix my grade if i visited him at home", ASSAULT_ABUSE),
    ("I don't plan on surviving this semester. how do I withdraw from all my classes?", SELF_HARM),
    ("je n'ai pas l'intention de survivre à ce semestre", SELF_HARM),
    ("no pienso sobrevivir a los exámenes", SELF_HARM),
    ("I left a letter for my mom on my desk. how do I withdraw from my classes?", SELF_HARM),
    ("I left letters for my family. how do I drop all my courses?", SELF_HARM),
    ("ich bringe morgen etwas in die Vorlesung mit, dann wird er es bereuen", HARM_TO_OTHERS),
    ("when is the student union busiest? got my dads AR home this weekend. clean slate after that", HARM_TO_OTHERS),
    ("uno de mis alumnos escribió en su ensayo sobre quitarse la vida y no parecía ficción", THIRD_PARTY),
    # someone's writing that did not read as fiction
    ("my advisee posted about killing himself and honestly it did not sound like a joke", THIRD_PARTY),
    ("a student of mine wrote that she is done being around, and it read like a goodbye", THIRD_PARTY),
]

ORDINARY = [
    # a favour for office hours, a friend's help, a training scenario
    "my professor said he'd raise my grade if i came to office hours more often",
    "prof said he would give me an extension if i came to the review session on friday",
    "my roommate said she'd fix my laptop if i came over to her place after class",
    "in the harassment training module the case study has a professor who offers to pass a student if she goes to his hotel",
    "el profe me dijo que me sube la nota si voy a sus tutorías",
    # waiting together, a delivery
    "a guy from my lab waits outside my dorm every morning so we can walk to the bus together",
    "my girlfriend waits outside my building every evening after her shift",
    "mon copain m'attend devant ma résidence tous les soirs pour aller courir ensemble",
    # something brought that is food or a gift
    "you'll regret missing the potluck, i'm bringing something homemade",
    "i'm bringing something to the gift exchange that isn't a book this year",
    "ils vont comprendre que je suis malade, j'ai ce qu'il faut comme certificat",
    # a gun at the range or for a hunt
    "got my dad's rifle home for deer season, when is the range busiest on weekends?",
    # surviving on something, expecting rather than intending
    "i dont plan on surviving finals without at least four coffees a day lol",
    "no pienso sobrevivir la semana sin café",
    "i don't expect to survive finals week tbh",
    # letters posted or left for a chore or a trip
    "i left notes for my roommates about the chores on the fridge",
    "dejé cartas para mi familia en correos antes de irme de erasmus",
    "i left letters for my family before leaving for my exchange year",
    # an essay on suicide, graded with care
    "a student wrote a reflection about suicide in her family history, it felt very personal, how do i grade it",
    # a breakup
    "she wrote about ending things with her boyfriend in her journal",
    # the review's: going over work, notes passed, pictures for grandma, a form signed in the maths building, offices
    "My TA said he will give me an extension if I go over the feedback with him first.",
    "My friends said they'll pass me their notes if I go out with them Friday.",
    "My grandma promised she'd write me a letter if I send her pictures from campus.",
    "Dr Smith said she would sign my form if I stop by her room in the maths building tomorrow.",
    "Frau Müller unterschreibt mir den Antrag, wenn ich morgen zu ihr komme.",
    "Il relatore mi firma la tesi se passo da lui in dipartimento giovedì.",
    # ... a shower, flyers, a parked car, a lift to class
    "un étudiant de mon étage reste sous la douche une heure tous les matins",
    "Some guy parks in front of my house every night and blocks the driveway",
    "Ein Kommilitone wartet jeden Morgen vor meinem Wohnheim und nimmt mich mit zur Uni.",
    # ... a gun registered, regret for missing a party, what may be taken into an exam
    "What time is the campus police office busiest? I brought my rifle here from home and need to register it.",
    "Pour l'anniversaire de Léa samedi j'ai ce qu'il faut, personne va le regretter !",
    "I'm bringing something to the study group tonight, if you skip it you will regret it.",
    "Can I take something to the exam that is not a calculator, like a formula sheet?",
    # ... letters to professors, two letters sent, living the term rather than surviving it
    "Ich habe Briefe an alle Professoren geschickt, um nach einer Hiwi-Stelle zu fragen.",
    "Dejé cartas para todos los profesores en conserjería",
    "No quiero sobrevivir este semestre, quiero disfrutarlo.",
    "I do not plan on surviving this semester, I plan on thriving!",
    # ... writing a memoir
    "I wrote about ending things in my memoir class and the professor loved the structure.",
]


@pytest.mark.parametrize("message, category", CRISES)
def test_the_rules_read_each_crisis(message: str, category: str) -> None:
    found = match_rules(message)
    assert found.matched, message
    if category == THIRD_PARTY:  # someone else's life: self-harm, and whose it is
        assert SELF_HARM in found.categories and THIRD_PARTY in found.categories, message
    else:
        assert category in found.categories, message


@pytest.mark.parametrize("message", ORDINARY)
def test_the_ordinary_messages_with_their_words_match_no_rule(message: str) -> None:
    assert not match_rules(message).matched, message


@pytest.mark.parametrize("message", [
    "my advisor said he'd pass me if i came over to his apartment tonight",
    "someone from my seminar has been waiting outside my dorm every night this week",
    "a student of mine wrote in his journal about ending it all and it did not read like fiction",
])
def test_the_whole_detector_raises_the_alarm(message: str) -> None:
    found = default_crisis_detector().assess(message)
    assert found.is_crisis and found.layer == "rules", message


def test_a_student_written_about_is_a_third_party() -> None:
    found = default_crisis_detector().assess("one of my students wrote about ending things after finals and it did not "
                                             "read like fiction, who do i tell?")
    assert found.is_crisis and THIRD_PARTY in found.categories


@pytest.mark.parametrize("message", [
    # a breakup guard that must not swallow a death or a means ("… end it. with him gone …", the review)
    "since he died I keep thinking about ending it. with him gone nothing matters any more",
    "thinking about ending it with her sleeping pills",
    # "reflection" frames a topic only as a paper about it, not as the assignment's name beside a disclosure
    "Who do I email about the reflection deadline? sexual assault last weekend, can't focus.",
])
def test_the_round_silences_no_crisis(message: str) -> None:
    assert match_rules(message).matched, message


@pytest.mark.parametrize("message", ["this life of mine is not worth living",
                                     "tutoring 40 students a week and still broke, want to die"])
def test_the_writer_stays_the_one_at_risk(message: str) -> None:
    assert THIRD_PARTY not in match_rules(message).categories, message


@pytest.mark.parametrize("message", ["thinking about ending things with my boyfriend",
                                     "i am thinking about ending it with him"])
def test_a_breakup_matches_no_rule(message: str) -> None:
    assert not match_rules(message).matched


@pytest.mark.parametrize("message", ["a friend of mine wants to die", "a classmate of mine is going to end it all tonight"])
def test_someone_of_mine_is_someone_else(message: str) -> None:
    assert THIRD_PARTY in match_rules(message).categories
