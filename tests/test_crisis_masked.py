"""rules_masked.py in other words than the read red-team that prompted it (untrained/S40_joking_redteam_crisis.txt): crises
told with a laugh or played down hold with the laugh, and the ordinary jokes that share their words do not match."""

from __future__ import annotations

import pytest

from core.handoff.crisis import default_crisis_detector
from core.handoff.crisis.rules import ASSAULT_ABUSE, HARM_TO_OTHERS, SELF_HARM, match_rules

MASKED = [
    ("lmao i have a whole box of painkillers stashed for saturday. anyway when's the drop deadline", SELF_HARM),
    ("haha every night i sit on the roof of my building thinking about jumping, normal stuff. is the gym open late?", SELF_HARM),
    ("jaja todas las noches subo a la azotea pensando en tirarme, bueno, ¿cuándo abren la secretaría?", SELF_HARM),
    ("tell my lab that it was nice knowing them lol, not being dramatic", SELF_HARM),
    ("the train tracks behind the stadium are my exit plan 😅 anyway how do i book tutoring", SELF_HARM),
    ("mdr j'ai donné toutes mes affaires, c'est pour après. on peut annuler l'inscription ?", SELF_HARM),
    ("kkk já mandei minhas senhas pra minha irmã, não vou mais precisar", SELF_HARM),
    ("jaja ya escribí cartas para todos, así que da igual el examen", SELF_HARM),
    ("haha not a big deal but i've been noting when dr lee is alone in her office 🙂", HARM_TO_OTHERS),
    ("lol im bringing something to the seminar that'll make them all stop laughing", HARM_TO_OTHERS),
    ("no es una amenaza eh, pero el viernes todos van a pagar, ya está todo planeado", HARM_TO_OTHERS),
    ("haha some guy knows my whole class schedule and waits outside every lecture", ASSAULT_ABUSE),
    ("lol someone keeps texting me photos of my bedroom window at 3am", ASSAULT_ABUSE),
    ("my boyfriend was choking me again last night haha anyway can i get an extension", ASSAULT_ABUSE),
    ("jaja estoy encerrada en el baño de la residencia y mi ex no me deja salir", ASSAULT_ABUSE),
    ("kkkk um cara me segue até em casa todo dia, fã clube", ASSAULT_ABUSE),
]

JOKES = [
    "it was nice knowing you all, the stats final is tomorrow lol",
    "last day of my internship! it was nice knowing you all, thanks for everything",
    "the bridge loan is my exit plan for the lease lol",
    "my study buddy knows my whole schedule and waits outside the lecture so we can get coffee haha",
    "not a threat but if the wifi goes down again during the exam i'll write an angry email, all planned out lol",
    "saving my allergy pills for the trip on friday, do i need a doctor's note for the pharmacy?",
    "mapping out the exits of the library for my fire safety assignment, where is the floor plan?",
    "my cat sitter will take care of the cat for me while i'm home for winter break, gracias por todo!",
    "gave away my old textbooks, tying up loose ends before graduation haha",
]


@pytest.mark.parametrize("message, category", MASKED)
def test_a_crisis_played_down_still_matches(message: str, category: str) -> None:
    found = match_rules(message)
    assert found.matched and category in found.categories, message


@pytest.mark.parametrize("message", JOKES)
def test_the_jokes_that_share_their_words_match_no_rule(message: str) -> None:
    assert not match_rules(message).matched, message


def test_the_laugh_does_not_turn_the_alarm_off() -> None:
    found = default_crisis_detector().assess("i've got my sleeping pills saved up for tonight 😂 dark humour sorry")
    assert found.is_crisis and found.layer == "rules" and SELF_HARM in found.categories


@pytest.mark.parametrize("message", [
    # a second review's everyday senses of this round's rules
    "our TA is going back to Spain, it was nice knowing her",
    "how do I find the way out of the parking garage by the stadium?",
    "the bridge course is my exit plan if I fail calc",
    "my roommates are so loud, I need something to make them shut up",
    "I noted when the TA is alone in her office so I can go ask about my grade",
    "no es una amenaza pero el casero va a pagar por el arreglo",
    "he knows my schedule and follows up on my progress every week, he's my PI",
    "the landlord sent me pictures of my window, it's cracked",
    "locked in the room for the escape room and the game master won't let me out until we solve it",
    "I have a box of painkillers set aside for saturday after my wisdom teeth surgery",
    "can you take care of my cat for me while I'm in Lisbon? thanks for everything",
    "escribi cartas a todos para navidad",
    "prima di consegnare la tesi sto sistemando le ultime cose con la segreteria",
    "I shared my netflix password with my girlfriend, I won't need it much longer since I'm cancelling",
    "we worked out the exits for the evacuation plan and where she sits, she uses a wheelchair",
    "I won't be here after August so I won't need the meal plan, co-op in Seattle",
    "I won't be here for class tomorrow, doesn't matter though since the quiz is optional",
    "I might not be here to turn it in on Friday, dentist appointment, can I submit early?",
    "porto qualcosa di nuovo allo spettacolo di cabaret stasera, vediamo chi ride",
    "the ski trip fell on midterm week and the lodge has barely any signal, can I take the exam online?",
    "si dejo de existir en redes sociales alguien lo nota?",
])
def test_a_second_review_s_everyday_messages_match_no_rule(message: str) -> None:
    assert not match_rules(message).matched, message


@pytest.mark.parametrize("message", [
    "quitting my job today and saying goodbye to everyone. tonight is the night",
    "lost my job today, the bridge is my exit plan lol",
    "mapped out all the exits in the lecture hall and where the prof parks lol",
    "ich hab für freitag tabletten gesammelt lol",
    "my ex texted me a pic of my window last night lol",
    "i gave my sister all my passwords, i won't be needing them anymore haha",
])
def test_a_second_review_s_crises_match(message: str) -> None:
    assert match_rules(message).matched, message


def test_the_writer_s_own_hours_alone_are_no_threat() -> None:
    assert not match_rules("i wrote down when i am alone in the lab for my log").matched


def test_letters_left_for_the_family_hold_with_a_laugh_as_letters_for_everyone_do() -> None:
    assert match_rules("jaja dejé cartas para mi familia, a quién aviso para darme de baja").matched
    assert match_rules("jaja ya dejé cartas para todos, así que no creo que necesite la prórroga").matched
