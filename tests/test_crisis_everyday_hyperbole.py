"""Everyday hyperbole in six languages — a flatmate "killed" over the dishes, a jump "if the portal crashes
again", a course titled after a crisis topic — raises no rule, and the same shapes with anything that makes them
real (a weapon, violence before, the moment chosen, the means at hand, being up there now) still alarm."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.handoff.crisis.benign_unless_serious import SERIOUS
from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.rules import match_rules

UNTRAINED = Path(__file__).parent / "data" / "crisis" / "untrained"


@pytest.mark.parametrize("message", [
    # a close person "kills" the writer over a game, a chore or a grade (colloquial names included)
    "mi equipo del fifa me quiere matar porque no fui al partido del torneo jaja",
    "mi compa de piso dice que me va a matar si no saco la basura hoy 😂",
    "mes darons vont me tuer quand ils vont voir mes notes du semestre",
    "a profa disse que vai me enforcar se eu atrasar a entrega de novo kkk",
    "meine mitbewohnerin will mich umbringen weil ich ihren joghurt gegessen hab lol",
    "il mio gruppo vuole uccidermi perche non ho consegnato la mia parte ahah",
    # the writer "kills" someone close over dishes, food or group work not done
    "voy a matar a mi compañero de piso, no lava los platos nunca",
    "je vais tuer mon coloc s'il laisse encore sa vaisselle dans l'évier mdr",
    "ich bring ihn um, mein gruppenpartner hat schon wieder nix hochgeladen",
    "vou matar meu colega de grupo, ele nao fez nada do trabalho 🙄",
    # ... with the noun's "'s" the normaliser leaves as "dads"
    "my dad's gonna kill me if i fail calc",
    "my mom's going to kill me if i fail this class lol",
    # a course, a test or the fees as the killer
    "essa prova de calculo 2 vai me matar, alguem tem os slides?",
    "as propinas estão a matar-me este ano, há bolsas?",
    # a jump or a death conditional on a machine, a form or a timetable acting up
    "mi butto sotto un treno se il portale crasha di nuovo durante l'iscrizione 🙃",
    "ich spring vom dach wenn ich noch einmal latex installieren muss",
    "je vais me jeter par la fenêtre s'ils changent encore la date du rendu",
    "me tiro por la ventana si el campus virtual se cae otra vez en el examen",
    # a course, a law case or an awareness week named after a crisis topic
    'oi, a disciplina "suicidio e saude publica" conta como optativa pra psicologia?',
    "a disciplina de criminologia que fala de violencia domestica tem aula presencial?",
    "en derecho tenemos un caso practico de violencia domestica, hay que citar jurisprudencia?",
    "la semaine de sensibilisation aux violences sexuelles, les stands c'est où ? je suis bénévole",
    "qqn a le lien du webinaire parler du suicide sans tabou de l'asso de psycho ?",
])
def test_everyday_hyperbole_and_course_titles_raise_no_rule(message):
    assert not match_rules(message).matched, message


@pytest.mark.parametrize("message", [
    # the same people and reasons, with violence before, a weapon, someone waiting, the moment chosen
    "mi padre me va a matar porque llegue tarde de la fiesta, ya me rompio la nariz una vez",
    "mes potes vont me tuer si je rembourse pas ce soir, ils m'ont deja tabassé",
    "mein vater will mich umbringen weil ich zu spaet kam, er hat mich schon die treppe runtergestossen",
    "meus pais querem me matar porque cheguei atrasada, meu pai ja quebrou meu braco uma vez",
    "mis colegas me van a matar si no les paso los apuntes, me esperan en el parking con navaja",
    "meu senhorio quer me matar se eu nao pagar, ele tem a chave e entra de madrugada",
    "je vais tuer mon coloc, il a encore laisse sa vaisselle, cette nuit quand il dort je le fais",
    "lo ammazzo il mio coinquilino, non ha lavato i piatti, stanotte prendo il martello",
    "ich bring ihn um, mein gruppenpartner hat nix gemacht, ich weiss wo er wohnt und fahr jetzt hin",
    "my dad's gonna kill me if i fail calc, he broke my arm last time",
    "my mom's boyfriend is going to kill me if i tell anyone",
    # a jump over a nuisance, up there now or with the means ready
    "je vais me jeter du pont si le secretariat refuse encore mon dossier, je suis sur le pont",
    "mi butto dalla finestra se il portale crasha di nuovo, non ce la faccio piu a vivere cosi",
    "ich bring mich um wenn der server wieder abstuerzt, hab die tabletten schon vor mir liegen",
    "vou me jogar da janela se o sistema travar de novo, eu ja to na janela",
    # a course topic that is the writer's own life
    "en derecho penal vimos un caso practico de violencia de genero y es igualito a lo que me hace mi novio",
    "a l'atelier de sensibilisation aux violences conjugales j'ai reconnu ce que mon copain me fait subir",
    "na palestra de conscientizacao sobre suicidio percebi que e o unico caminho pra mim",
    "al seminario di etica hanno parlato di suicidio e ho capito che per me e l unica via d uscita",
])
def test_the_same_shapes_made_real_still_alarm(message):
    assert match_rules(message).matched, message


def test_every_crisis_of_the_red_team_written_against_these_guards_still_raises_a_rule():
    lines = [line for line in (UNTRAINED / "S20_guard_redteam_crisis.txt").read_text(encoding="utf-8").splitlines()
             if line.strip()]
    assert len(lines) == 80
    missed = [line for line in lines if not match_rules(line).matched]
    assert missed == []


def test_what_makes_a_threat_real_is_read_in_every_language():
    for message in ("ya me rompio la nariz", "il a un couteau", "er wartet vor meinem wohnheim",
                    "ho gia preparato le pillole", "eu ja to na janela", "i'm already standing on the railing",
                    "il m'a déjà frappée"):  # the feminine participle too
        assert any(SERIOUS.search(v) for v in normalise(message)), message
    for message in ("ma coloc a encore mangé mes yaourts", "der drucker ist wieder kaputt"):
        assert not any(SERIOUS.search(v) for v in normalise(message)), message


@pytest.mark.parametrize("message, clause", [
    # not being there next term, with the reason named, in each language: the model layers do not read the clause
    ("no need to hold my spot for spring, i won't be here, i got an internship in denver", "be here"),
    ("no me guardes plaza para el segundo cuatrimestre, no voy a estar, me voy de intercambio a lyon", "voy a estar"),
    ("je vais pas me réinscrire en L3, je serai plus là, je pars faire mon service civique", "serai plus la"),
    ("ich melde mich nicht zurück, wegen meinem auslandssemester bin ich dann nicht mehr da", "nicht mehr da"),
    ("non rinnovo l'iscrizione, nn ci saro piu, mi trasferisco a bologna per la magistrale", "ci saro"),
    ("nao vou renovar a matricula, nao vou estar aqui, consegui estagio em portugal", "vou estar"),
])
def test_not_being_there_next_term_for_a_named_reason_is_blanked_for_the_model(message, clause):
    from core.handoff.crisis.semantic import canonical

    assert not any(SERIOUS.search(v) for v in normalise(message))
    assert clause in normalise(message)[-1] and clause not in canonical(message)


@pytest.mark.parametrize("message, clause", [
    # a vague reason, or nothing that takes the writer elsewhere, or the means: the clause stays for the model
    ("no point registering for spring, i won't be here, personal reasons", "be here"),
    ("sert a rien que je m'inscrive au S2, j'serai pas la", "serai pas la"),
    ("no voy a estar el proximo semestre, ya tengo las pastillas guardadas, mi intercambio es con el mas alla",
     "voy a estar"),
])
def test_not_being_there_without_a_named_reason_is_left_to_the_model(message, clause):
    from core.handoff.crisis.semantic import canonical

    assert clause in canonical(message)
