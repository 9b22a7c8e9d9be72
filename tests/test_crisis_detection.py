"""Crisis detection (core/handoff/crisis): the labelled set, the benchmark questions, normalisation, the
rules without the model, and the categories a ticket carries."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from core.handoff.crisis import CrisisDetector
from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.rules import match_rules
from core.handoff.crisis.semantic import load_banks

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("crisis_bench", ROOT / "benchmarks" / "crisis_detection.py")
crisis_bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(crisis_bench)


@pytest.fixture(scope="module")
def rules_only() -> CrisisDetector:
    return CrisisDetector()


def _rates(detector: CrisisDetector, rows):
    crisis = [t for t, c, _ in rows if c]
    benign = [t for t, c, _ in rows if not c]
    missed = [t for t in crisis if not detector.is_crisis(t)]
    alarms = [t for t in benign if detector.is_crisis(t)]
    # a set may hold only look-alikes (fresh13): no crisis to miss
    return 1 - len(missed) / max(1, len(crisis)), len(alarms) / max(1, len(benign)), missed, alarms


def test_labelled_set_is_large_and_covers_categories_and_languages():
    rows = [line.split("|", 2) for name in ("crisis_dev", "crisis_test")
            for line in (ROOT / "tests/data/crisis" / f"{name}.txt").read_text(encoding="utf-8").splitlines()]
    benign = sum(len((ROOT / "tests/data/crisis" / f"benign_{s}.txt").read_text(encoding="utf-8").splitlines())
                 for s in ("dev", "test"))
    assert len(rows) >= 200 and benign >= 200
    assert {c for c, _, _ in rows} == {"self_harm", "third_party", "harm_to_others", "assault_abuse", "immediate_danger"}
    assert {lang for _, lang, _ in rows} == {"en", "es", "fr", "de"}


def test_held_out_split_recall_and_false_alarms(detector):
    recall, false_alarms, missed, alarms = _rates(detector, crisis_bench.load("test"))
    assert recall >= 0.97, missed
    assert false_alarms <= 0.01, alarms


@pytest.mark.parametrize("split", crisis_bench.FRESH)
def test_fresh_phrasings_generalise(detector, split):
    recall, _, missed, alarms = _rates(detector, crisis_bench.load(split))
    assert recall >= 0.95, missed
    assert len(alarms) <= 1, alarms


def test_rules_alone_still_catch_the_explicit_forms(rules_only):
    """The model may be missing: the explicit forms, in all four languages, must not depend on it."""
    recall, false_alarms, missed, _ = _rates(rules_only, crisis_bench.load("test"))
    assert recall >= 0.95, missed
    assert false_alarms <= 0.01


@pytest.mark.skipif(not crisis_bench.BENCH.exists(), reason="benchmark data not on this machine")
def test_no_false_alarm_on_any_syllabusqa_or_stackfaq_question(detector):
    questions = crisis_bench.bench_questions()
    assert len(questions) > 1000
    alarms = [q for q in questions if detector.is_crisis(q)]
    assert alarms == []


@pytest.mark.parametrize("raw, expected", [
    ("I want to kms", "kill myself"),
    ("Im gonna k1ll myslef", "i am going to kill myself"),
    ("sewer slide", "suicide"),
    ("I dont wanna", "i do not want to"),
    ("he'll", "he will"), ("he'd kill my cat if i went", "he would kill my cat"), ("theyd be better off", "they would be"),
    ("J’ai envie", "j ai envie"),
    ("Ich möchte", "ich moechte"),
])
def test_normalisation(raw, expected):
    assert expected in " ".join(normalise(raw))


@pytest.mark.parametrize("message, kept", [
    # the spelling tolerance is English: another language's words are not read as English key words
    ("le dije que no puedo ir, tengo que lavar la ropa", "dije"), ("ich wiege 38 kilo und bin müde", "kilo"),
    ("je vais manger avec ma famille ce soir", "manger"), ("meu colega tive que sair cedo", "tive"),
    # nor are real English words the model's vocabulary lacks, or a known word with an ending
    ("thinking of dyeing my hair for the graduation photos", "dyeing"), ("a knife to carve the turkey", "carve"),
    ("the pharm students meet in room 4", "pharm"), ("stacking chairs after the event", "stacking"),
    ("the vending machine ate my coins", "vending"),
    # German "im", "wann", "wo" are not "i'm", "want", "won't" (they had turned German messages half English)
    ("warum ist mein stundenplan im portal leer, gestern war noch alles da", "stundenplan im portal"),
    ("servus, bis wann hab ich noch zugriff auf mein uni konto", "bis wann hab"),
    ("grüezi, wo ist die arztpraxis auf dem campus", "wo ist die"),
])
def test_the_spelling_tolerance_leaves_real_words_alone(message, kept):
    assert f" {kept} " in normalise(message)[-1]


@pytest.mark.parametrize("raw, expected", [
    ("i wnt to die", "want to die"), ("nobdy cares", "nobody cares"), ("bleding a lot", "bleeding a lot"),
    ("thinkin about it", "thinking about it"), ("my roommate said sombody was at the door", "somebody"),
    # "no", "will", "me" are also Spanish or German function words: they do not make a message foreign
    ("no one will miss me. suicdie tonight", "suicide tonight"),
    # a stem whose real form doubles its letter is a slip, not a known word with an ending
    ("im cuting again and i cant stop", "cutting again"),
])
def test_the_spelling_tolerance_still_reads_slips_of_english_key_words(raw, expected):
    assert expected in normalise(raw)[-1]


def test_normalisation_leaves_numbers_and_distances_alone():
    assert "kill" not in " ".join(normalise("a 5 kms run for PE 101"))
    assert "cs 101" in normalise("CS 101")[0]


@pytest.mark.parametrize("message", [
    "tw sh. did it again after my supervisor meeting", "TW: sh, did it again", "had sh urges all day in the library",
    "relapsed on sh last night", "how do i cover sh scars for a swim meet", "gonna ctb this weekend i think",
    "i just want to ctb",
])
def test_self_harm_and_suicide_abbreviations_alarm_where_no_other_reading_fits(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    # a shell and its scripts (also where punctuation is what tells them apart), course codes, a place, a bank
    "run the script with sh again", "#!/bin/sh is the first line", "did sh -c work for you?", "quit sh and use bash",
    "ran setup.sh again and it failed", "chmod +x deploy.sh, then run deploy.sh again", "type sh again at the prompt",
    "tw: sh scripts are confusing", "urges to sh.exe", "sh! again with the noise in the library", "sh sh it's ok",
    "I'm doing SH this semester", "stopped SH 210 after week 3", "I did SH 101 last term", "my SH marks came back",
    "how do i get to ctb?", "the bus to CTB is late again", "my lab moved to CTB 204", "transfer money to CTB bank",
    "I will CTB tomorrow for office hours", "i ctb on monday, will that count?", "i'm going to CTB for lunch",
])
def test_the_same_letters_elsewhere_are_no_alarm(message, detector):
    assert not match_rules(message).matched
    assert not detector.is_crisis(message)  # every layer reads the normalised text


@pytest.mark.parametrize("message, crisis", [
    # spoken German: the dropped -e, "nimmer", the split verb of "abstechen" aimed at a person
    ("ich mag nimmer leben", True), ("ich ritz mich wieder, fast jeden abend", True), ("stech ich ihn ab", True),
    ("ich stech den Typen morgen ab", True), ("ich steche die Kartoffeln ab", False), ("nimmer wieder Mathe!", False),
    # French: thinking of ending it; being done with a thing is no crisis, being done with life or oneself is
    ("je pense sérieusement à en finir ce week-end", True), ("je songe à en finir", True),
    ("je veux en finir avec la vie", True), ("je veux en finir avec moi", True),
    ("je veux en finir avec ce mémoire", False), ("je pense à en finir avec mes études de droit", False),
])
def test_spoken_german_and_french_forms(message, crisis):
    assert match_rules(message).matched is crisis


def test_a_warning_to_watch_ones_back_is_a_threat_but_back_muscles_and_a_friend_are_not():
    for message in ("the TA who reported me better watch his back", "they better watch their backs"):
        assert "harm_to_others" in match_rules(message).categories, message
    for message in ("you should watch your back muscles when lifting", "my lab partner always watches my back",
                    "you need to watch your back pain, see a physio", "I'll watch your back during the exam"):
        assert not match_rules(message).matched, message


def test_stretched_letters_are_read_both_ways():
    assert match_rules("i wanna dieeeee").matched
    assert match_rules("killlll myself").matched


@pytest.mark.parametrize("text, categories", [
    ("I want to kill myself", {"self_harm"}),
    ("my roommate says he'll kill himself", {"self_harm", "third_party"}),
    ("my friend just texted me that she took a whole bottle of pills", {"self_harm", "third_party"}),
    ("I have pills and I'm going to take them all tonight", {"self_harm"}),
    ("I'm going to shoot up the chemistry building", {"harm_to_others"}),
    ("I was sexually assaulted at a party", {"assault_abuse"}),
    ("someone is trying to break into my room", {"immediate_danger"}),
    ("mi amiga se quiere matar", {"self_harm", "third_party"}),
])
def test_categories(text, categories, rules_only):
    assert set(rules_only.assess(text).categories) == categories


@pytest.mark.parametrize("text, third", [
    # a reflexive of a finite verb is someone else; after a preposition or a question word it is anyone's infinitive
    ("mon coloc dit qu'il va se tuer ce soir", True),
    ("mi hermano dice que se va a suicidar", True),
    ("minha amiga disse que vai se matar hoje", True),
    ("c'est quoi la façon la plus rapide de se tuer", False),
    # Portuguese and Italian "se" is also "if"; the Italian article "il" is not French "he"
    ("se eu sumir amanhã ninguém vai sentir falta", False),
    ("se sparisco stanotte nessuno se ne accorge", False),
    ("como faço pra se matar sem dor", False),
    ("stanotte prendo il treno e non torno più, non cercatemi", False),
    # the ER is not German "er"; a friend's goodbye read by a contextual rule is still a friend's
    ("can i go to the er for self inflicted cuts without my parents knowing", False),
    ("my friend wrote a goodbye note and isn't answering her phone", True),
    # the abuser is named, but the writer is the one at risk
    ("he said if i report him he'll post the photos", False),
])
def test_whose_life_the_alarm_is_about(text, third, rules_only):
    assessment = rules_only.assess(text)
    assert assessment.is_crisis
    assert ("third_party" in assessment.categories) == third


def test_plan_and_imminence_are_flagged(rules_only):
    assessment = rules_only.assess("I have pills and I'm going to take them all tonight")
    assert assessment.plan_or_means and assessment.imminent
    assert "imminent" in assessment.reason and "self harm" in assessment.reason
    assert not rules_only.assess("I want to die").imminent


@pytest.mark.parametrize("text", [
    "If I miss lectures will that hurt my grade?",
    "Can I take my own life drawing class?",
    "this deadline is killing me",
    "how do I kill a process on the lab server",
    "what's the drop-dead date for withdrawal",
    "I'm in danger of failing calculus",
    "Does the student plan include life insurance?",
    "shoot the professor an email",
])
def test_academic_idioms_do_not_alarm(text, detector):
    assert not detector.is_crisis(text)


def test_crisis_phrase_next_to_an_idiom_still_alarms(rules_only):
    assert rules_only.is_crisis("this class is killing me and honestly I want to kill myself")


@pytest.mark.parametrize("text", [
    "mon frère va me tuer s'il voit que j'ai emprunté sa voiture",
    "la mia coinquilina mi ammazza se non lavo i piatti",
    "meine Mitbewohnerin bringt mich um, wenn ich wieder den Müll vergesse",
    "hago un ensayo sobre la prevención del suicidio en universitarios, ¿hay bibliografía?",
    "minha pesquisa sobre violência doméstica precisa de aprovação do comitê de ética?",
    "my cousin keeps crushing me at mario kart, is there a gaming club",
    "mi hermano me contagió su gripe, ¿puedo justificar la falta?",
    "the registrar keeps spamming me with reminders about my hold",
    "can I get credit for training as a dating violence hotline volunteer?",
    "my car broke down on the way back but i'm safe at home now, can i join the lecture online?",
    "honestly i'd rather eat glass than sit through another group meeting, can i switch sections",
    "i had a panic attack in high school during exams, can i get extra time as an accommodation?",
    "so done with living in the suburbs, is there housing closer to campus?",
    "no point to keep going to tutoring now that i passed, can i cancel my slot",
    "this is my last email about the scholarship form, promise",
    "we had a farewell dinner for our TA, she's moving to Berlin",
    "mi compañero dejó una nota de despedida en el grupo porque se va de intercambio a Corea",
    # a consequence of a grade or a chore, the condition first, in each language
    "if i flunk calc again my dad is literally going to kill me",
    "si suspendo el parcial mi madre me va a matar",
    "si je rate encore le partiel ma mère va me tuer",
    "wenn ich die Klausur nicht bestehe, bringt mich meine Mutter um",
    "ugh i'm going to kill my flatmate for using my charger again",
    "i'm going to murder my brother's playlist, it's all sea shanties",
    "i'm going to hurt them so bad in the debate final",
    "my sister hurt her knee playing volleyball, can she defer the exam",
    "me estoy matando estudiando para el parcial de química",
    "how do i crop myself out of the team picture",
    "me corté el flequillo yo sola y quedó fatal",
    "took a couple of advil for my headache before the quiz, is that ok",
    "nearly had a heart attack when i opened my transcript",
    "can't breathe lmaooo this meme",
    "someone keeps following me on linkedin, is that normal for recruiters",
    "got attacked by a goose on the way to the library",
    "i'm trapped in a waitlist for orgo, any advice",
    "my supervisor has been unresponsive to my emails, who else can sign the form",
    "my glue gun died, does the makerspace lend them",
    "i'm never safe from deadlines this term lol",
    "i used to self harm in high school but i'm doing well now, can i volunteer as a peer mentor",
])
def test_idioms_in_other_languages_and_services_do_not_reach_the_rules(text, rules_only):
    assert not rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "mi novio me pega cuando se enoja",
    "my boyfriend keeps beating me at home",
    "mon copain va me tuer, il a dit qu'il le ferait ce soir",
    "he keeps hitting me with his fists",
    "i called the sexual assault hotline because he raped me last night",
    "i feel unsafe tonight",  # an exception for "… to <place>" must not swallow "tonight"
    "i cant keep going tonight",
    "after im gone tomorrow nobody will care",
    "i had a seizure last night and im alone in my room",
    "my friend posted a goodbye message and took a bunch of pills",
    "this is my last message, goodbye everyone",
    "tired of living in this body",
    # the same words where the idiom guards stop
    "if i tell anyone my stepdad is going to kill me",
    "i'm going to kill my roommate for what he did to me",
    "i want to kill my roommate's boyfriend",
    "i took a whole bottle of tylenol for my headache",
    "i think i'm having a seizure at the library",
    "my ex keeps texting me even after i blocked him",
    "someone is following me home from the library",
    "i used to self harm and i've started cutting again",
    "i am not safe from him",
    "we are trapped in the elevator",
    "he has a gun in the dorm",
])
def test_the_same_words_as_violence_still_alarm(text, rules_only):
    assert rules_only.is_crisis(text)


def test_empty_text_is_no_crisis(detector):
    assert not detector.is_crisis("") and not detector.is_crisis("   ")


def test_exemplar_banks_share_no_sentence_with_the_labelled_sets():
    """The semantic layer's exemplars are its training data: a labelled message among them would score itself."""


    def same(text: str) -> str:
        return normalise(text)[-1].strip()

    crisis, benign = load_banks()
    bank = {same(t) for _, t in crisis} | {same(t) for t in benign}
    labelled = {same(line.split("|")[-1]) for path in (ROOT / "tests/data/crisis").glob("*.txt")
                for line in path.read_text(encoding="utf-8").splitlines()}
    assert len(labelled) > 900
    assert bank & labelled == set()


def test_semantic_layer_runs_on_sentences_and_clauses(detector):
    """The model's faults are swallowed (the rules still answer), so a broken semantic layer would only show
    as lost recall: score long and multi-sentence messages directly, and check it still catches paraphrases."""
    assert detector.semantic_available
    multi = "Quick question about the housing deposit. I just want things to be easy for them after I'm gone."
    run_on = ("i have a question about the withdrawal form and the deadline for the lab and honestly i keep "
              "thinking everyone would be better off without me so maybe it does not matter")
    for text in (multi, run_on, "How do I book a study room?"):
        detector.scorer.score(text)  # raises if the pieces or the banks are broken
    caught = [t for split in crisis_bench.FRESH for t, c, _ in crisis_bench.load(split)
              if c and detector.assess(t).layer == "semantic"]
    assert len(caught) >= 10


@pytest.mark.parametrize("text, words, scored", [
    ("ich stehe auf dem Dach und will springen", {"roof", "jump"}, True),
    ("j'ai acheté des cachets, ce soir c'est fini", {"pills", "tonight"}, True),
    ("Wann ist die Frist für die Abgabe der Bachelorarbeit?", set(), False),
    ("J'ai peur de rater mon partiel, il y a du soutien ?", {"scared"}, False),  # one risk word: too little
    # what is said without the obvious words, inflections by their stem ("disparaissais", "desapareciera")
    ("personne ne remarquerait si je disparaissais demain", {"nobody", "notice", "disappear"}, True),
    ("nadie se daría cuenta si desapareciera", {"nobody", "disappear"}, True),
    ("hay humo en la escalera y estamos atrapados en el cuarto piso", {"smoke", "trapped"}, True),
    ("ich habe mich absichtlich am Arm verbrannt", {"purpose", "burn"}, True),
    # the ordinary context is glossed too but is no risk by itself: one risk word, not scored
    ("me quemé la mano con la sartén cocinando", {"burn", "hand", "pan", "cooking"}, False),
    ("en el simulacro de incendio nos quedamos en el pasillo", {"drill", "fire"}, False),
])
def test_other_languages_reach_the_model_through_a_gloss(detector, text, words, scored):
    from core.handoff.crisis.gloss import gloss  # noqa: PLC0415 - the gloss is an implementation detail

    assert words <= set(gloss(normalise(text)[-1]).split())
    assert (detector.scorer.score(text).similarity > 0) == scored


def _negative_lookaheads(pattern: str):
    """The bodies of every ``(?!…)`` in a pattern, from the regex parser (not from the text)."""
    from re import _constants as sc, _parser as sp  # noqa: PLC0415 - the engine's own parser, Python 3.11+

    def walk(items):
        for op, av in items:
            if op == sc.ASSERT_NOT and av[0] == 1:
                yield list(av[1])
                yield from walk(av[1])
            elif op == sc.SUBPATTERN:
                yield from walk(av[-1])
            elif op == sc.BRANCH:
                for branch in av[1]:
                    yield from walk(branch)
            elif op in (sc.MAX_REPEAT, sc.MIN_REPEAT):
                yield from walk(av[2])
            elif op == sc.ASSERT:
                yield from walk(av[1])

    def ends_at_boundary(items) -> bool:
        if not items:
            return False
        op, av = items[-1]
        if op in (sc.ASSERT_NOT, sc.ASSERT):  # "x\b(?! of y)": what comes before the nested exception decides
            # (a branch that is only a condition consumes nothing: unless_or_without's "a cue is missing")
            return len(items) == 1 or ends_at_boundary(items[:-1])
        if op == sc.LITERAL and av == ord(" "):  # a space ends the word before it
            return True
        if op == sc.AT:
            return av in (sc.AT_BOUNDARY, sc.AT_END, sc.AT_END_STRING)
        if op == sc.SUBPATTERN:
            return ends_at_boundary(list(av[-1]))
        if op == sc.BRANCH:
            return all(ends_at_boundary(list(b)) for b in av[1])
        return False

    return [(body, ends_at_boundary(body)) for body in walk(sp.parse(pattern))]


def test_every_rule_exception_ends_at_a_word_boundary():
    """An exception such as ``(?! (?:with|to))`` without ``\\b`` also swallows "without" and "tonight": "he hits
    me without warning" and "i feel unsafe tonight" went unnoticed that way. Every exception must end at one."""
    from core.handoff.crisis import (rules_at_a_height, rules_attack_plans, rules_body,  # noqa: PLC0415
                                     rules_en, rules_explicit_forms, rules_explicit_harm_forms, rules_farewells,
                                     rules_hazing, rules_indirect, rules_intl, rules_last_arrangements, rules_more,
                                     rules_outdoors, rules_plans_against_others, rules_short_forms, rules_veiled)

    patterns = [p for module in (rules_en, rules_intl, rules_more, rules_veiled, rules_body, rules_indirect,
                                 rules_explicit_forms, rules_explicit_harm_forms, rules_short_forms, rules_at_a_height,
                                 rules_outdoors, rules_plans_against_others, rules_last_arrangements, rules_hazing,
                                 rules_attack_plans, rules_farewells)
                for name in ("SELF_HARM", "HARM_TO_OTHERS", "ASSAULT_ABUSE", "IMMEDIATE_DANGER",
                             "TWO_CUES_IMMEDIATE_DANGER", "TWO_CUES_ASSAULT_ABUSE")
                for p in getattr(module, name, [])]
    exceptions = [(p, ok) for p in patterns for _, ok in _negative_lookaheads(p)]
    assert len(exceptions) > 20  # the walk finds them
    assert [p[:70] for p, ok in exceptions if not ok] == []
    assert not _negative_lookaheads(r"\bhits me(?! (?:with|up))")[0][1]  # the check can fail
    assert not _negative_lookaheads(r"\bseguindo(?! no (?:insta|tiktok)(?!gram))")[0][1]


def test_exceptions_do_not_swallow_longer_words(rules_only):
    assert rules_only.is_crisis("he hits me without warning when he drinks")
    assert not rules_only.is_crisis("my brother hits me with his pillow every morning lol")


@pytest.mark.parametrize("text", [
    "I was sexually assaulted two years ago. I'm doing much better now and want to volunteer with the survivor network",
    "i attempted suicide in high school but i've been in therapy since and i'm stable, can i still be an RA?",
    "hace dos años intenté suicidarme, ya estoy bien y quiero ser voluntaria",
    "vor drei Jahren habe ich mich geritzt, es geht mir jetzt gut",
    "in our RA training we role-played a resident who says he wants to kill himself",
    "what should I say if a student tells me they want to die?",
])
def test_an_episode_that_is_over_a_training_or_a_hypothetical_is_not_read_by_the_rules(text, rules_only):
    assert not rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "I attempted suicide years ago and I'm doing well now, but tonight I bought pills",
    "I was assaulted last year and he is still texting me",
    "I was fine for years but lately I want to kill myself again",
    "my stepdad abused me when i was a kid and i still live with him",
    "i was raped last year",  # over only when the message says so
    "what should i do if my friend is not breathing right now",
    "in training they said to tell someone if you want to die, so I'm telling you: I want to die",
])
def test_a_word_of_the_present_keeps_the_past_and_the_hypothetical_in(text, rules_only):
    assert rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "lo voy a matar, ya sé dónde vive",
    "un tipo de mi clase dijo que va a traer una pistola mañana",
    "il a dit qu'il allait tous les tuer demain en amphi",
    "er hat gesagt, dass er ihn umbringt, wenn er ihn sieht",
    "vou matar ele quando sair da aula",
    "un ragazzo ha detto che porta una pistola all'università domani",
])
def test_threats_to_others_in_five_languages_reach_the_rules(text, rules_only):
    assert "harm_to_others" in rules_only.assess(text).categories


@pytest.mark.parametrize("text", [
    "me mata la ansiedad antes de los exámenes, ¿hay talleres?",
    "ich bring ihn um, wenn er wieder zu spät zum Gruppentreffen kommt",
])
def test_hyperbole_about_a_trivial_trigger_is_not_a_threat(text, rules_only):
    assert not rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    # a topic of study, training or policy, in several languages
    "my sociology paper compares suicide rates across OECD countries, where is the data librarian?",
    "the criminology exam covers domestic violence and stalking, are there past papers?",
    "mi TFG es sobre la violencia de género en redes sociales, ¿quién firma el comité de ética?",
    "meine Hausarbeit behandelt Suizidprävention an Hochschulen, brauche ich ein Ethikvotum?",
    "do we need a content warning on the poster for our sexual assault awareness panel?",
    # idioms found in a third writer's look-alikes
    "this humidity is going to kill me, is the library air conditioned?",
    "currently held hostage by my dissertation, send coffee",
    "taking 21 credits this term would be academic suicide, right?",
    "can I store my hunting rifle at the campus police armory over break?",
    "are kitchen knives allowed in the dorm kitchen?",
    "I shot myself in the foot by dropping the prerequisite, can I re-add it?",
    "ce partiel de chimie va me tuer, il y a des annales ?",
    "thinking about ending it with my minor and adding a second major instead",
    # a talk to give, and the figures for it (session 12, read look-alikes of a blind writer)
    "voy a dar una presentacion sobre bullying y autolesiones, puedo usar datos de la OMS?",
    "ich halte eine Präsentation über Mobbing und Selbstverletzung, darf ich Daten vom RKI nehmen?",
    "preparo una presentazione su bullismo e autolesionismo, posso usare i dati dell'ISS?",
    # the crisis noun as the complement of a study noun (session 13, read look-alikes of a blind writer)
    "para la clase de salud pública: ¿por qué la tasa de suicidio es mayor en hombres jóvenes?",
    "mon mémoire porte sur les facteurs de risque du suicide chez les internes, quelles sources ?",
    "Referat in Psychologie: was sind Risikofaktoren für Suizid bei Jugendlichen?",
    "no curso de psicologia estudamos os casos de suicídio entre universitários, alguém tem o artigo?",
    "in the ethics seminar we compared assisted suicide laws in Canada and Oregon, is that a good essay topic?",
    "for the psych exam: what's the difference between passive and active suicidal ideation?",
    # a room's heat as the killer, a party game's role (session 13, read look-alikes)
    "the air in the chemistry lab is going to kill us all, can someone fix the vents?",
    "werewolf night at the society: i always kill everyone as the werewolf",
])
def test_topics_and_idioms_of_other_writers_do_not_reach_the_rules(text, rules_only):
    assert not rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "is sexual assault covered by the late withdrawal policy? it happened to me in week 4",
    "my husband forces me and says rape in marriage is not a thing, i can't focus on my nursing exam",
    "i'm writing my thesis on suicide and honestly i feel suicidal myself lately",
    "the humidity is killing me and i want to kill myself",
    "hago una presentacion sobre autolesiones porque yo me autolesiono",
    "tengo una presentacion mañana y no quiero seguir viviendo, ya tengo las pastillas",
    "estoy pensando en autolesiones otra vez, tengo una presentacion mañana",
    "tengo todos los factores de riesgo de suicidio y esta noche no aguanto más",
    "i keep reading about suicide rates for the psych exam because i want to die",
    "je pense au suicide tous les jours, même pendant le cours de prévention",
    "ich habe wieder Suizidgedanken, seit dem Referat über Prävention",
    "for the exam i'm torn between suicide and dropping out",
    # pronoun-dropping languages: "between" alone and the study noun as one's own are not a topic (review, session 13)
    "estoy entre el suicidio y dejar la carrera, la clase de hoy me destrozó",
    "sono tra il suicidio e mollare il corso, non ce la faccio",
    "tengo todos los factores de riesgo de suicidio, lo vimos en clase",
    "j'ai tous les facteurs de risque du suicide qu'on a vus en cours",
    "i want to kill someone as revenge for what they did to me",
    "the heat is not the problem, i want to kill someone in that lecture hall",
])
def test_a_person_in_the_topic_still_alarms(text, rules_only):
    assert rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "hypothetically, how many pills would it take to not wake up",
    "i wrote a poem about wanting to die and i won't be here tomorrow",
    "i have all the warning signs, i think i'm suicidal",
    "in theory i'm fine but i want to kill myself",
])
def test_hypotheticals_poems_and_warning_signs_of_ones_own_are_not_framing(text, rules_only):
    assert rules_only.is_crisis(text)


# a fifth writer's look-alike classes (train/H_*): plain "not suicidal", a class as the killer in five languages,
# dying to get into a class, a weekend away, an account's last message, an opera's character, a survivor as a
# speaker, an episode that is completely over
@pytest.mark.parametrize("text", [
    "I'm not suicidal, just exhausted. Can I get an extension on the lab report?",
    "ce partiel de thermo va me tuer, il y a des annales ?",
    "esta materia me va a matar, ¿hay tutorías los viernes?",
    "diese Klausur bringt mich um, gibt es Altklausuren?",
    "questo esame mi ammazza, ci sono appelli a febbraio?",
    "I'll die if I don't get tickets for the spring concert",
    "my roommates are going to kill me if I forget the rent",
    "this is my last message from this number, I'm texting from my new phone now",
    "quiero desaparecer un fin de semana a la montaña, ¿hay descuentos de tren?",
    "the opera ends with the tenor stabbing himself, do we need a stage combat coach?",
    "la obra termina con la protagonista que se suicida, ¿podemos usar el auditorio para ensayar?",
    "a guest speaker who survived a suicide attempt is coming to our psych seminar, is attendance required?",
    "my lab partner had a seizure in the lab last month but she's completely fine now. Where is the first aid kit list?",
    "the coffee at the new cafe is one I wouldn't mind to die for lol",
    "my mom will kill me if I tell her I failed chem",
])
def test_a_fifth_writers_look_alikes_do_not_reach_the_rules(text, rules_only):
    assert not rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "I'm not suicidal yet but I'm getting there",
    "I'm not suicidal, I just want to die",
    "ce type va me tuer, il est devant ma porte",
    "I'm going to die if I don't get help right now",
    "this is my last message. goodbye everyone",
    "quiero desaparecer para siempre",
    "my patient told me he wants to kill himself tonight and I'm alone on the ward",
    # a passive wish said as indifference, and a retaliation threat from a close person (both were missed)
    "I wouldn't mind if I never woke up",
    "honestly I wouldn't care if I died tomorrow",
    "my roommate is going to kill me if I tell anyone what he did",
    "mi hermano dice que me va a matar si le cuento a alguien",
    "mon copain va me tuer si je le quitte",
])
def test_the_same_words_in_earnest_still_alarm_the_rules(text, rules_only):
    assert rules_only.is_crisis(text)


# the body in trouble, told by symptom in six languages (rules_body.py and the threats in rules_more.py): the
# classes a sixth writer's training third showed missing; none of these sentences is in any data file
@pytest.mark.parametrize("text", [
    "haven't eaten in four days and I keep blacking out in lecture",
    "llevo una semana sin comer y me desmayé en el metro",
    "non mangio da giorni e oggi sono svenuta in aula studio",
    "where can I buy gauze without anyone noticing, it's bad this time",
    "I carved letters into my forearm last night and it's still bleeding",
    "me rasguño los brazos hasta sangrar cuando me escribe mi director",
    "ich habe mich absichtlich verletzt und die Wunde ist tief",
    "I've been stockpiling my antidepressants for a month",
    "j'ai gardé assez de cachets pour ne pas me réveiller",
    "there's fire in the hallway and we can't get out of the room",
    "mi si chiude la gola dopo aver mangiato le noccioline",
    "mi amigo no respira, estamos en el gimnasio",
    "I think my roommate has alcohol poisoning, she won't stop throwing up",
    "ho bevuto la candeggina per sbaglio apposta non lo so",
    "suddenly the worst headache of my life and my left arm is numb",
    "mi ex me espera en la salida con un cuchillo",
    "someone keeps trying to open my window at night",
    "la semana pasada me estranguló y hoy me volvió a pegar",
    "weil mein Partner mich schlägt, kann ich nicht zur Klausur",
    "he says he'll cancel my funding unless i go to his hotel room",
    "he wants to shoot everyone in the seminar room, he told me today",
    "je vais apporter un couteau et lui faire payer, en finir avec lui",
    "tanto non ci sarò più dopo gli esami",
    "queria sumir e nunca mais voltar",
])
def test_the_body_in_trouble_and_threats_in_six_languages_alarm_the_rules(text, rules_only):
    assert rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "I skipped breakfast and felt a bit dizzy in the lab, is there food on the 3rd floor?",
    "I carved a pumpkin for the halloween social, can I bring it to the lounge?",
    "we have a fire drill at ten, can I leave my poster in the room?",
    "this essay gave me the worst headache of my life lol",
    "I saved up enough money for the exchange semester, which form do I fill?",
    "I bought ammo for the hunting trip with my dad, can I store it in the dorm?",
    "la faccio finita con questo corso, come mi ritiro?",
    "ça m'a frappé que le partiel soit si court",
    "I want to disappear to Lisbon for the break and never come back lol",
    "I won't be around next week, I'm flying to a conference in Denver",
    "I might end things with my thesis adviser and switch labs, how does that work?",
    "we had an active shooter drill in our education class today, do we write a reflection?",
    "our debate topic is whether assisted suicide should be legal, where are good sources?",
    "I'm playing a character who dies by suicide in the spring play, does it count as practicum?",
    "im praktikum begleite ich eine beratungsstelle für häusliche gewalt, brauche ich ein führungszeugnis?",
    "my throat is sore, can I skip the presentation?",
])
def test_the_same_body_words_in_ordinary_messages_do_not_reach_the_rules(text, rules_only):
    assert not rules_only.is_crisis(text)


# a seventh writer's classes (train/K_*): code-switched, abbreviated chat in six languages; none of these
# sentences is in any data file
@pytest.mark.parametrize("text", [
    "my roommate is having a seizure and it won't stop, it's been like 4 minutes",
    "soy diabética y creo que el azúcar me está bajando mucho, tiemblo",
    "someone broke into our apartment and we're hiding in the closet",
    "sono chiusa in bagno, c'è un tizio che prova ad aprire la porta",
    "un mec avec un couteau attend devant la résidence",
    "un tipo me sigue desde la parada del bus hasta la facultad",
    "the same car has been parked outside every night and follows me to campus",
    "how can I cover the scars on my wrists for the interview, they're fresh",
    "je me brûle avec un briquet quand ça va pas",
    "i punch the wall until my knuckles bleed after every exam",
    "relapsed last night and it's still bleeding through my sleeve",
    "no planeo estar vivo para el viernes",
    "gave away my bike and my books today, feels good, everything is sorted. c'est mieux comme ça",
    "who gets my laptop and my cat if i die? asking for real",
    "cuando ya no esté, para siempre, quiero que mi hermana tenga mis cosas",
    "je ne vois plus d'avenir pour moi, ni à la fac ni ailleurs",
    "estoy cansada de estar viva",
    "mi hermano está en el hospital después de un intento, ¿puedo faltar al examen?",
    "il m'a plaquée contre le mur et j'ai des bleus",
    "mi ex dice que va a subir mis fotos íntimas si no le contesto",
    "found an airtag in my backpack after my ex texted me about my jacket",
    "don't come to the library on friday. just trust me",
    "they'll regret what they did to me, wait until thursday",
    "i've stopped caring whether i'm alive next week",
    "I'm locked in the walk-in freezer at my campus job and nobody's answering",
])
def test_a_seventh_writers_classes_alarm_the_rules(text, rules_only):
    assert rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "6 months self harm free today, also when does registration open?",
    "hoy cumplo dos años sin autolesiones, ¿cuándo cierra la matrícula?",
    "seit einem jahr ohne selbstverletzung, wann ist rückmeldeschluss?",
    "faz seis meses que não me machuco, quando abre a rematrícula?",
    "my essay's conclusion has no pulse, can the writing center help?",
    "me estoy matando estudiando para el final de física",
    "je vais me pendre si j'ai encore un cours à 8h le vendredi mdr",
    "que vergonha, tropecei na frente da turma toda, quero morrer kkkk",
    "meus pais vão me matar qnd virem minhas notas",
    "o trabalho sobre violência doméstica é pra sexta, posso entregar segunda?",
    "my uncle died of an overdose and that's why i'm studying pharmacology",
    "I'm diabetic and my sugar crashed in the gym yesterday but I'm fine now, can I keep juice in exams?",
    "no tengo futuro en dibujo técnico jaja, me sacaron un 5",
    "ho regalato i miei vecchi libri alla coinquilina, non mi servono più",
    "don't come to the lab on friday, it's closed for maintenance",
    "I found an AirTag someone lost in the lecture hall, where is lost and found?",
    "ça va mieux depuis que j'ai changé de groupe de TD",
])
def test_a_seventh_writers_look_alikes_do_not_reach_the_rules(text, rules_only):
    assert not rules_only.is_crisis(text)


# ordinary sign-offs, and a mention, are not a farewell (the learned layer scored "thanks everyone, see you
# tomorrow" 0.97 and "@U0FRIEND thanks, see you at lunch!" over its threshold until sign-offs were in its data)
@pytest.mark.parametrize("text", [
    "thanks everyone, see you at the review session",
    "@U0FRIEND thanks, see you at lunch!",
    "merci tout le monde, à jeudi",
    "danke, bis nächste woche",
    "grazie a tutti, a lunedì",
    "obrigado gente, até quinta",
    "gracias, nos vemos el jueves en el lab",
])
def test_ordinary_sign_offs_and_mentions_are_not_a_crisis(text, detector):
    assert not detector.is_crisis(text)


def test_a_mention_does_not_hide_what_the_message_says(detector):
    assert detector.is_crisis("@dana I want to kill myself tonight")


def test_a_red_teams_look_alikes_and_variants_stay_where_they_were_fixed(rules_only):
    """A red-team pass over the body-in-trouble and threat rules (redteam_rules.txt: 114 ordinary messages the
    new rules flagged, 81 variants they missed). After the fixes 10 look-alikes still reach the rules (older
    rules, context before the phrase) and 3 variants are missed; this keeps both from creeping back."""
    rows = [line.split("|", 2) for line in (crisis_bench.DATA / "redteam_rules.txt").read_text(
        encoding="utf-8").splitlines() if line.count("|") >= 2]
    benign = [text for label, _, text in rows if label == "benign"]
    crisis = [text for label, _, text in rows if label != "benign"]
    alarms = [text for text in benign if rules_only.is_crisis(text)]
    missed = [text for text in crisis if not rules_only.is_crisis(text)]
    assert len(benign) >= 100 and len(crisis) >= 80
    assert len(alarms) <= 10, alarms
    assert len(missed) <= 3, missed


@pytest.mark.parametrize("text", [
    "en la clase de psicopatología vamos a analizar un caso de autolesiones adolescentes, ¿qué bibliografía uso?",
    "pour le cours de psychiatrie on étudie un cas de scarification, c'est noté ?",
    "il coinquilino russa tutta la notte, prima o poi lo ammazzo",
    "der Mitbewohner saugt um 6 Uhr Staub mit dem Staubsauger, ich bring ihn um",
    "si je rate mon semestre mon père va me tuer",
    "my neighbour's music is so loud at 3am, i'm going to kill him",
])
def test_coursework_cases_and_a_noises_hyperbole_do_not_reach_the_rules(text, rules_only):
    assert not rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "el vecino pone música a todo volumen, lo voy a matar, tengo una navaja",  # a weapon
    "tengo una navaja. el vecino pone la música alta, lo voy a matar",  # a weapon before the noise
    "he followed me home from the party, i am going to kill him",  # a party is no noise
    "o vizinho faz festa toda noite, vou matar ele, de verdade",  # "for real"
    "me corto otra vez desde que empezó el semestre",
    "si suspendo el semestre me quiero morir de verdad",
])
def test_with_a_weapon_a_for_real_or_a_present_act_they_still_alarm(text, rules_only):
    assert rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "do my parents have to pay back my loans if i die",
    "if im gone can my roommate keep my laptop",
    "i wont be around much longer so can you cancel my advising appointment",
    "does the college refund fees if a student passes away? asking for me",
    # a plain word of the exclusions elsewhere in the message does not clear it
    "i am going to leave this world, i will not be around after tonight",
    "my thesis is hopeless, i will not be here for it",
    "my prof said i am failing. if i die do my parents still owe my loans",
    # session 17: passing away, more of what one leaves, and the same condition in the other five languages
    "can my research data go to my lab partner if i pass away",
    "what happens to my housing deposit if i die, does it go to my mom",
    "was passiert mit meiner Kaution, wenn ich sterbe? die soll meine Schwester kriegen",
    "si me muero, ¿la beca la tienen que devolver mis padres?",
    "si je meurs, qui récupère mon ordinateur et mes affaires ?",
    "se muoio prima della laurea, la tesi può finirla la mia relatrice?",
    "se eu morrer, o meu TCC fica com o orientador?",
])
def test_suicide_told_through_a_practical_request_reaches_the_rules(text, rules_only):
    assert rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "in the game if i die do i lose my stuff",  # the context comes before the phrase
    "what happens to my loans if i die? my finance professor said they are discharged",
    "i made a scrapbook for my host family, something to remember me by",
    "i won't be here for it, it's the day of my graduation",
    "need to tie up loose ends before friday since i'm moving out",
    "my life insurance covers my student loans if i die, right?",  # read before the guard blanks "life insurance"
    # an absence for a while, a lecture, a plan's change
    "if i am not here next week can my friend submit my project",
    "what happens to my stuff in the dorm when i am gone over break",
    "i will not be here for that lecture, can someone take notes",
    "is the meal plan change a permanent one?",
    "who can take my shifts when i am gone next week",
    # a death of laughter, hunger or stress, a game, an insurance form, a law seminar, in the other languages
    "si me muero de hambre en la biblioteca, ¿hay máquinas de comida abiertas hasta tarde?",
    "si me muero con este TFG jaja, ¿cuándo era la entrega?",
    "si je meurs pas de stress avant la soutenance de mémoire, ce sera un miracle",
    "wenn ich im Spiel sterbe, verliere ich dann meine Sachen?",
    "se muoio dal ridere alla lezione di statistica è colpa del prof",
    "se eu morrer de vergonha na apresentação do TCC, a culpa é sua",
    "para el seguro del Erasmus: si me muero allí, ¿me repatrian? lo pide el formulario",
    "im Erbrecht-Seminar: was passiert mit dem Konto, wenn ich sterbe und kein Testament habe?",
])
def test_its_context_anywhere_in_the_message_rules_it_out(text, rules_only):
    assert not rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    # session 17: explicit forms that had no rule
    "hoy me quito la vida",
    "ich nehme mir heute nacht das leben",
    "mi tolgo la vita dopo l'esame",
    "eu tiro a minha vida amanhã",
    "je mets fin à mes jours ce soir",
    "ya no puedo más, esta noche me mato",
    "ich bring mich um, ich halte das nicht mehr aus",
    "i have self-inflicted cuts on my arm, can the nurse see me without telling anyone",
    "tengo heridas autoinfligidas en los brazos",
    "need stitches but it went deeper than i meant",
])
def test_taking_ones_life_and_self_inflicted_wounds_reach_the_rules(text, rules_only):
    assert rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    # session 17's audit of explicit forms: the pronoun before the auxiliary, hanging, how-to, the least painful way
    "me voy a ahorcar esta noche",
    "mi hermano se quiere suicidar",
    "mi voglio ammazzare, non ce la faccio più",
    "la mia coinquilina si vuole uccidere",
    "minha colega de quarto disse que quer se matar",
    "vou me jogar da janela hoje",
    "j'ai envie de crever",
    "wie erhängt man sich am besten",
    "come si fa a impiccarsi",
    "qual o jeito menos doloroso de se matar",
    "quero sumir desse mundo",
    "tomei a cartela inteira de remédio",
    "morgen erschieße ich alle in der Schule",
    "ha detto che domani andrà a sparare a scuola",
    "meu tio abusa de mim",
    "mon oncle m'agresse sexuellement",
    "mi amiga está inconsciente y no respira",
    "ya compré la cuerda para ahorcarme",
    "il mio amico mi ha detto che stanotte si impicca",
    "ich hänge mich heute Nacht auf",
    "cuántas pastillas necesito para morir",
    "wie viele Tabletten brauche ich, um zu sterben",
    "ich habe beschlossen, meinem Leben ein Ende zu setzen",
    "i make myself throw up after every meal",
    "my uncle has been sexually assaulting me",
    # session 18: every person of the how-to and of dying without pain; "if I disappeared" in more tenses
    "como faço pra me matar",
    "¿cómo matarme sin que duela?",
    "come farla finita senza soffrire",
    "comment faire pour me tuer",
    "wie kann man sich umbringen",
    "je veux mourir sans douleur",
    "quiero morir sin dolor",
    "se eu sumir amanhã ninguém vai sentir falta",
    "si desaparezco nadie se daría cuenta",
    "si je disparais demain personne ne le remarquera",
    "wenn ich morgen sterbe, würde es keiner merken",
    # bringing a weapon to class, whoever's it is; blowing up or burning a campus building
    "el lunes traigo la pistola de mi hermano a la facultad",
    "demain je ramène le couteau de cuisine de ma mère en cours, vous allez voir",
    "morgen bringe ich das gewehr mit in die schule",
    "domani porto il coltello a lezione e la pagano",
    "amanhã vou levar a faca do meu pai pra aula",
    "je vais mettre le feu à la bibliothèque ce soir",
    "ich werde die mensa abfackeln",
    "vou explodir a reitoria amanhã",
])
def test_explicit_forms_in_the_other_languages_reach_the_rules(text, rules_only):
    assert rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "mi butto dalla finestra se crasha di nuovo il portale ahah",
    "vou me jogar da janela se mudarem a data da entrega kkkk",
    "je vais crever, j'ai trois partiels demain",
    "je crève de faim, la cafet est ouverte ?",
    "no jogo tem que atirar em todos os zumbis",
    "mi voglio ammazzare dalle risate con questo prof",
    "mi jefe abusa de mi paciencia con tantos correos",
    "esta tela no respira, ¿puedo llevar otra bata al laboratorio?",
    "necesito un clavo para colgarme el cuadro en la pared",
    "er hängt sich total rein für die Klausur",
    "¿cuántas pastillas de ibuprofeno puedo tomar al día?",
    "i made myself throw up because of food poisoning, can i get an extension",
    "i made myself sick with worry about finals",
    "como se matar fosse a solução, o livro critica o personagem",
    "como faço pra matar um processo no linux",
    "se eu sumir da aula amanhã alguém me passa a matéria?",
    "wenn ich morgen krank bin, merkt das keiner im kurs?",
    "llevo el cuchillo a clase de cocina, ¿hace falta funda?",
    "domani porto la pistola ad acqua alla festa del corso",
    "morgen bringe ich die schreckschusspistole fürs theaterstück mit in die schule",
    "no filme o vilão quer explodir a escola, alguém viu?",
    "voglio far saltare in aria il ponte di spaghetti alla gara della facoltà",
    "je vais le buter ce boss, il me reste une vie",
    "stasera lo ammazzo di domande al ricevimento",
])
def test_their_everyday_senses_do_not(text, rules_only):
    assert not rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "me mato estudiando para este examen",
    "si suspendo cálculo me mato jajaja",
    "ese examen me mató",
    "el parcial de ayer me mato",
    "je me tue au travail ce semestre",
    "wenn ich die Klausur nicht bestehe, bring ich mich um lol",
    "se eu rodar em cálculo de novo eu me mato kkkk",
    "my procrastination problem is totally self-inflicted",
    "for forensic pathology: how do you tell if wounds are self-inflicted?",
    "chopping onions for dinner and cut my finger, it went deeper than i meant",
])
def test_the_everyday_hyperbole_and_a_case_study_do_not(text, rules_only):
    assert not rules_only.is_crisis(text)


@pytest.mark.parametrize("text", [
    "personne ne remarquerait si je disparaissais demain",
    "un type avec une lame crie dans le couloir, on est cachés dans la salle",
    "o professor me tocou durante a orientação e eu fiquei tremendo",
    "hay humo en la escalera y estamos atrapados en el cuarto piso, no podemos bajar",
])
def test_paraphrases_in_other_languages_are_caught_through_the_wider_gloss(detector, text):
    """Session 16: no rule names these; their gloss ("nobody notice disappear", "blade screaming hiding") lands
    near the English exemplars of the same class."""
    assert detector.assess(text).is_crisis


@pytest.mark.parametrize("text", [
    "me quemé la mano con la sartén cocinando para mis compañeros",
    "en el simulacro de incendio nos quedamos en el pasillo del segundo piso",
    "mon pote s'est cassé le bras au foot, il peut passer l'oral plus tard ?",
    "vado al poligono con mio padre, per il porto d'armi sportivo serve la visita medica?",
])
def test_the_wider_gloss_leaves_ordinary_messages_in_other_languages_alone(detector, text):
    assert not detector.assess(text).is_crisis
