"""Crises told flatly in a venting voice (rules_told_flatly.py, session 35), written in other words than the red-team
lines they came from, and the ordinary messages that share their words."""

from __future__ import annotations

import pytest

from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.rules import match_rules


@pytest.mark.parametrize("message", [
    # exhaust in a closed garage
    "couldnt sleep so i sat in the garage with the car running for like an hour. anyway is the bursar open saturday",
    "anoche me quedé en el garaje con el motor encendido un buen rato. ¿hasta cuándo hay plazo para la matrícula?",
    # a noose looked up
    "i googled how to tie a noose at 3am. can i still get an extension on the essay",
    # a razor on the arms, minimised
    "been carving my thighs w a blade since finals started lol. can i sit the exam in a separate room",
    "tout va bien, je me suis juste un peu scarifiée ce week-end. il faut un justificatif pour le TP ?",
    "hab mich halt mal wieder geritzt, egal. wo gebe ich den krankenschein ab",
    "mi sono solamente tagliata di nuovo stanotte. come giustifico l'assenza?",
    # a burden named
    "my family would be so much better if i wasnt around honestly. how do i change my meal plan",
    # done with everything, not just the degree
    "wenn ich die prüfung nicht schaffe ist schluss mit allem, nicht nur mit der uni",
    "si repruebo otra vez se acaba todo, no solo con la carrera. fin a todo, no solo con la carrera",
    # all one's things given away, and then the end of it
    "ya regalé todas mis cosas, no las voy a necesitar. ¿cómo me doy de baja?",
    "j'ai donné presque toutes mes affaires depuis la mort de ma mère. comment annuler mon inscription ?",
    # meds saved
    "been stockpiling my anxiety meds for a few weeks. what's the add/drop deadline",
    # letters for everyone, just in case
    "wrote letters to my family last night just in case. anyway when do grades post",
    # no bother after a date
    "sorry for all the questions this semester, i won't be bugging anyone after friday",
    # a friend's prized things given away, and gone
    "my roommate randomly gave me her camera and said she won't be around much longer. should i tell someone",
    # the second red-team's shapes (rt46a, read), in other words
    "i'm done, done done, not only with school. how do i drop everything",
    "after the exam nobody will have to worry about me anymore, so dont chase my late work",
    "no big deal, only the blade again. are there drop in hours friday",
    "wir hätten alle weniger stress wenn ich nicht mehr da wäre. wie beantrage ich ein urlaubssemester",
    "hab mich gestern wieder richtig tief am arm geritzt. brauch ich ein attest für die übung",
    "je me suis entaillé les poignets avec une lame de rasoir hier. le TP est obligatoire ?",
    "seit monaten schlaftabletten gesammelt, jetzt reicht es. wo ist das formular",
    "sto mettendo da parte le pastiglie da mesi. quando scade la tassa?",
    "hab nachgesehen wie man eine schlinge bindet. egal, wann ist die anmeldung",
    "wrote notes to my parents in case anything happens tonight. is my hold lifted yet",
])
def test_self_harm_told_flatly(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    # a blade carried and someone to use it on
    "si le chargé de TD me rabaisse encore je le plante, j'ai toujours un couteau dans mon sac",
    "como me vuelva a gritar el jefe de prácticas lo apuñalo, llevo la navaja encima",
    "wenn der tutor mich nochmal bloßstellt, stech ich ihn ab",
    "se quel prof mi umilia un'altra volta lo accoltello",
    # a weapon taken to a place of one's studies, to get one's way
    "if the TA fails me again im bringing my dads pistol to the office and we'll see",
    "ich komme morgen mit benzin ins prüfungsamt, mal sehen ob sie dann antworten",
    # knowing where someone lives, with what will happen
    "the advisor who dropped me will regret it, i know where he lives",
    "sé dónde vive el profesor, me la va a pagar",
    # poison for whoever steals one's food
    "someone keeps eating my lunch in the lab fridge so i put rat poison in my yogurt so whoever steals it learns",
    "taking my dads rifle to the final review session, if Josh steals my slides again he gets it",
    "porto il coltello alla presentazione, se Luca non mi lascia parlare vede",
])
def test_harm_to_others_told_flatly(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "il relatore mi ha costretta a baciarlo in laboratorio, come cambio relatore?",
    "mi jefe de prácticas me obligó a besarlo en la oficina",
])
def test_forced_to_kiss(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "si mon ordi plante encore pendant le partiel je vais le planter par la fenêtre, il y a des PC à prêter ?",
    "if the printer jams again i'm bringing my hammer to the library lol",
    "the mechanic said never to run the car in a closed garage, is that why the dorm garage has fans?",
    "we're learning knots in the sailing club, i looked up how to tie a noose for the history of knots quiz",
    "my parents would be so much happier if i switched to nursing. how do i change majors",
    "i gave away most of my stuff before moving to lisbon for my exchange, can i still get my deposit back",
    "ya regalé todas mis cosas porque me mudo a Chile, ¿cómo me doy de baja?",
    "i'm not going to be around for another semester anyway since i'm graduating in december",
    "im bringing a nerf gun to the presentation as a prop, is that allowed",
    "i know where the professor lives because she hosts the seminar dinner, will we see what happens with the grades?",
    "my roommate gave me her old bike since she's moving abroad and won't need it",
    "wrote letters to my family just in case the flight gets delayed and i can't call",
    "my mom made me kiss my aunt at the wedding, so awkward lol",
    "i'm saving up for meds for my cat, they cost a lot every month",
    "non mi serve più la roba del primo anno, ho regalato la mia roba vecchia al mercatino",
    "hab mich beim rosenschneiden an den dornen geritzt, gibt es pflaster im sekretariat",
    "sto scaldando la macchina in garage col motore acceso, arrivo tra 10 minuti",
    "won't be bothering you after friday, the project is submitted! thanks for the help",
    "my browser history is full of knot tutorials for the sailing club, how to tie a bowline etc",
    "nobody will have to deal with me at the front desk after friday, i'm switching to the library job",
    "puedo llevar mi cuchillo de cocina a la clase de gastronomía o ellos ponen los suyos",
    "sé dónde vive mi casero, tengo que pagar el alquiler en mano",
    "je sais où habite mon proprio, je dois payer le loyer demain",
])
def test_the_same_words_in_ordinary_messages(message):
    assert not match_rules(message).matched, match_rules(message).phrases


@pytest.mark.parametrize("text, expected", [
    ("je me suis juste scarifiée", " je me suis scarifiee "),
    ("hab mich nur mal wieder geritzt", " hab mich wieder geritzt "),
    ("mi sono solo tagliata", " mi sono tagliata "),
])
def test_minimisers_after_a_reflexive_are_dropped(text, expected):
    assert normalise(text)[0] == expected


def test_a_mothers_illness_back_home_does_not_clear_a_goodbye_note():
    """"back home" as a place, not a going: a goodbye note is still one."""
    assert match_rules("moms sick back home, bf ghosted me. wrote my goodbye note in my phone just in case").matched
    assert not match_rules("wrote a goodbye note for my host family before going back home to Korea").matched


@pytest.mark.parametrize("message", [
    "failing everything and my dad stopped talking to me. sat in the closed garage with the engine on last night. "
    "how do i file for an incomplete",
    "se o orientador me humilhar de novo eu esfaqueio ele, já ando com a faca",
])
def test_the_detector_raises_them_on_every_layer_path(detector, message):
    assessment = detector.assess(message)
    assert assessment.is_crisis and assessment.layer == "rules"
