"""Short explicit forms in the other languages (rules_short_forms.py): cutting oneself again, a rope made ready, a
person who "will not leave alive", a person to be stabbed — each only with the second cue that everyday senses lack,
checked against a red-team written against the forms (untrained/S27_short_forms_redteam_*.txt, read). And the bare
Portuguese and Italian "me cortar"/"tagliarmi" rules no longer read a cutter over a model or lab glass as self-harm
unless a sign of self-harm is there (rule_contexts.unless_without)."""

from __future__ import annotations

import re

import pytest

from core.handoff.crisis.rule_contexts import CUT_MISHAP, unless_or_without, unless_without
from core.handoff.crisis.rule_guards import inner_exclusion
from core.handoff.crisis.rules import HARM_TO_OTHERS, SELF_HARM, match_rules
from tests.crisis_lines import untrained_lines


@pytest.mark.parametrize("message, category", [
    ("volví a cortarme anoche, llevaba 4 meses bien", SELF_HARM),
    ("me volví a cortar anoche después de meses", SELF_HARM),
    ("je me suis recoupée cette nuit, les bras pleins de traces", SELF_HARM),
    ("hab wieder angefangen mich zu ritzen, keiner weiß davon", SELF_HARM),
    ("ya tengo la soga lista para esta noche", SELF_HARM),
    ("j'ai accroché la corde au plafond, merci pour tout", SELF_HARM),
    ("der strick hängt schon im keller, heute nacht ist schluss", SELF_HARM),
    ("já deixei a corda pronta, desculpa mãe", SELF_HARM),
    ("el profe de estadística mañana no sale vivo, lo juro", HARM_TO_OTHERS),
    ("il prof di diritto lunedì non esce vivo dall'aula, giuro", HARM_TO_OTHERS),
    ("ich stech meinen mitbewohner ab", HARM_TO_OTHERS),
    # a review's crises, each with a word the first exclusion lists held
    ("volví a cortarme anoche, llevaba unas 4 semanas bien", SELF_HARM),
    ("volví a cortarme los muslos, no quiero ir al labo mañana", SELF_HARM),
    ("je me suis recoupée les bras, seule dans ma cuisine", SELF_HARM),
    ("ya tengo la soga lista para esta noche, la compré en la tienda", SELF_HARM),
    ("der Strick hängt schon, heute Nacht, diesmal kein Versuch mehr", SELF_HARM),
    ("el profe de estadística mañana no sale vivo, lo juro, nadie me va a parar", HARM_TO_OTHERS),
    ("der Typ kommt morgen nicht lebend raus, das ist kein Spiel, ich meins ernst", HARM_TO_OTHERS),
    # the bare Portuguese and Italian cut rules with everyday words around them
    ("me cortei de novo, pelo menos ninguém viu", SELF_HARM),
    ("me cortei de novo com a faca da cozinha, não aguento mais", SELF_HARM),
    ("me cortei de novo hoje, to sozinha em casa", SELF_HARM),
    ("mi taglio ogni sera con un pezzo di vetro", SELF_HARM),
    ("mi taglio davanti allo specchio ogni notte", SELF_HARM),
])
def test_the_forms_with_their_cue_are_read(message, category):
    assert category in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "volví a cortarme el flequillo",
    "me he vuelto a cortar con un folio al grapar el tfg, que rabia duele un montón",
    "voltei a me cortar com o estilete fazendo a maquete, alguém tem band-aid?",
    "ho ricominciato a tagliarmi da sola davanti allo specchio, risparmio un sacco di soldi",
    "mi sono tagliato di nuovo col vetro della provetta, bisogna segnalarlo al tecnico?",
    "la corde est prête",  # no cue: left to the model layers
    "la cuerda ya está lista para el columpio que hemos montado en el patio de la resi",
    "la corde est prête pour la slackline au parc demain, ramenez des sangles",
    "ce gardien sortira pas vivant du match de hand ce soir, on va lui en mettre 40",
    "de este examen nadie sale vivo",
    "ich stech den rasen ab für das neue beet im unigarten",
    "ich stech meinen mitbewohner ab lol",
    "de este examen no sale vivo nadie, lo juro",
    "os médicos disseram que a minha avó não sai viva do hospital, é sério, tô desesperada",  # an illness
    "il mio criceto non esce vivo da questa, sul serio",  # a pet
])
def test_everyday_senses_are_not(message):
    assert not match_rules(message).matched


def test_the_red_team_of_the_forms():
    """Written against the forms: ordinary messages in their shapes, crises phrased to slip past them."""
    ordinary = untrained_lines("S27_short_forms_redteam_ordinary.txt")
    crisis = untrained_lines("S27_short_forms_redteam_crisis.txt")
    assert len(ordinary) == 100 and len(crisis) == 50
    assert sum(match_rules(m).matched for m in ordinary) <= 6  # 15 before, the bare cut rules included
    assert sum(match_rules(m).matched for m in crisis) >= 29  # 14 before the forms, 27 before session 28


def _lifted(guard: str) -> re.Pattern[str]:
    """The exclusion match_rules reads over the whole message, taken out of a rule as rules.py does."""
    found = inner_exclusion(rf"\bx{guard}y\b")
    assert found is not None
    return re.compile(found[1])


def test_unless_without_rules_out_the_words_only_without_the_cue():
    excluded = _lifted(unless_without("cutter|maquette", "bras|sang"))
    assert excluded.search(" je me suis coupee avec le cutter ")
    assert not excluded.search(" je me suis coupee avec le cutter sur les bras ")
    assert not excluded.search(" sang partout je me suis coupee avec le cutter ")
    assert not excluded.search(" je me suis coupee ")


def test_unless_or_without_needs_the_cue_before_or_after_and_no_mishap():
    excluded = _lifted(unless_or_without("cutter", "bras|sang"))
    assert excluded.search(" je me suis recoupee ")  # no cue anywhere
    assert not excluded.search(" je me suis recoupee les bras ")
    assert not excluded.search(" du sang partout je me suis recoupee ")
    assert excluded.search(" je me suis recoupee avec le cutter sur les bras ")  # a mishap named
    assert excluded.pattern.startswith("^")  # read from the message's start, not from the match


def test_the_cut_contexts_hold_no_word_a_self_harm_message_shares():
    """A review found these in the first lists: each is everyday or a self-harm tool."""
    mishap = re.compile(rf"\b(?:{CUT_MISHAP})\b")
    for word in ("pelo menos", "unas", "tp", "labo", "cozinha", "cuisine", "vidro", "vetro", "specchio", "sozinha",
                 "da sola", "tienda", "versuch"):
        assert not mishap.search(f" {word} "), word


@pytest.mark.parametrize("message", [
    # the relapse told before the streak: the streak is no sign the time is over (session 28)
    "hab mich gestern wieder geritzt, war 2 jahre clean",
    "hab mich gestern geritzt. war 2 jahre clean, jetzt wieder",
    # a streak of years is a broken streak's cue, as one of months
    "llevaba 2 años limpia y ayer volví a cortarme",
])
def test_a_relapse_anywhere_and_a_streak_of_years_are_read(message):
    assert SELF_HARM in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "war 2 jahre clean und hab mich nie wieder geritzt",
    "hab mich damals oft geritzt, bin jetzt 2 jahre clean",
    "después de años me volví a cortar muy corto y me siento otra persona, nuevo look para el semestre",
])
def test_a_streak_with_no_relapse_and_a_haircut_stay_ordinary(message):
    assert not match_rules(message).matched


@pytest.mark.parametrize("message, category", [
    # the rope ready with despair or only the courage missing (session 28)
    ("la corde elle est prête, j'en peux plus", SELF_HARM),
    ("a corda tá pronta, só falta coragem", SELF_HARM),
    ("das seil ist bereit, ich kann echt nicht mehr", SELF_HARM),
    # German insults as the person to be stabbed
    ("ich stech diesen hurensohn ab", HARM_TO_OTHERS),
    # the Portuguese progressive
    ("tô me cortando de novo e ngm percebe", SELF_HARM),
])
def test_session_28_forms(message, category):
    assert category in match_rules(message).categories


@pytest.mark.parametrize("message", [
    "la corda del basso è pronta, ma non ce la faccio più con queste scale",
    "Sportunterricht: am Seil hochklettern, ich bin total fertig, ich kann nicht mehr",
    "la cuerda del tarzán ya está atada al árbol del campamento, solo me falta valor para tirarme al río",
    "ich stech den Typen gleich ab, bin Impostor in Among Us, sagt nix",
    "Werwolf-Abend: ich stech diesen Typen nachts ab, bin der Werwolf",
    "ich stech den Penner heute abend ab, FIFA-Turnier im Wohnheim, Revanche für letzte Woche",
])
def test_instruments_sport_and_games_are_not(message):
    assert not match_rules(message).matched


def test_the_red_team_of_session_28():
    """untrained/S28_short_forms_redteam_* (read): the rope's cues, an Italian relapse (not kept: the classifier
    catches those and the everyday senses are endless) and German stabbing. Before: 7 ordinary, 5 crises."""
    ordinary = untrained_lines("S28_short_forms_redteam_ordinary.txt")
    crisis = untrained_lines("S28_short_forms_redteam_crisis.txt")
    assert len(ordinary) == 90 and len(crisis) == 45
    assert sum(match_rules(m).matched for m in ordinary) <= 1
    assert sum(match_rules(m).matched for m in crisis) >= 17


@pytest.mark.parametrize("message", [
    # a review's cases: a grudge told with a contest word, despair told with "pra baixo", "giù di corda" or "umore
    # basso", self-harm signs with a new look: the guards added in session 28 must not silence them
    "ich stech den typen ab, das ist meine revanche",
    "ich stech den prof ab nach dem quiz, ich meins ernst",
    "amarrei a corda na viga, estou pra baixo faz meses, desculpa mae",
    "sono giu di corda da mesi, la corda e pronta, stanotte",
    "la corda e pronta, stanotte. ho l umore basso",
    "volvi a cortarme, sangre por todos lados, nuevo look",
    "me volvi a cortar los brazos, peinado nuevo para taparlo",
])
def test_the_new_guards_do_not_silence_a_crisis(message):
    assert match_rules(message).matched


@pytest.mark.parametrize("message", [
    "después de años me volví a cortar muy corto y me siento otra persona, nuevo look para el semestre",
    "das seil fuer den umzug ist fertig, ich kann nicht mehr, so viele kisten",
    "corde prete pour la fete, j en peux plus",
    "la soga lista para el proyecto de fisica, no puedo mas",
    "das seil haengt, mir fehlt noch der mut fuer den sprung beim bungee",
    "estou me cortando do grupo do trabalho",
    "to me cortando de gastos esse mes",
])
def test_a_move_a_party_a_project_a_bungee_and_cutting_off_stay_ordinary(message):
    assert not match_rules(message).matched
