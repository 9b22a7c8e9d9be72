""""Dying to know" in six languages is impatience, not a crisis — on every layer, since the model layers read the
text the idiom guard leaves — unless dying, killing oneself or disappearing is what is longed for."""

from __future__ import annotations

import pytest

from core.handoff.crisis.semantic import canonical


@pytest.mark.parametrize("message", [
    "Me muero de ganas de saber mi nota",
    "me estoy muriendo de ganas de ir a la fiesta del viernes",
    "je meurs d'envie de savoir ma note du partiel",
    "muoio dalla voglia di sapere il voto dell'esame",
    "to morrendo de vontade de saber minha nota de calculo",
    "ich sterbe vor Neugier, wann kommen die Noten raus?",
    "i'm dying of curiosity, when are the grades out",
])
def test_impatience_is_cleared_with_its_reflexive_and_raises_nothing(message, detector):
    text = canonical(message)
    assert not any(w in text.split() for w in ("muero", "muriendo", "meurs", "muoio", "morrendo", "sterbe", "dying"))
    assert not any(text.startswith(stub) for stub in ("me de", "de ", "d "))  # no stub left for the models
    assert not detector.is_crisis(message)


@pytest.mark.parametrize("message", [
    "me muero de ganas de morirme, ya no aguanto la carrera",
    "me muero de ganas de matarme esta noche",
    "je meurs d'envie de disparaître pour toujours",
    "muoio dalla voglia di farla finita",
])
def test_longing_to_die_or_disappear_is_not_impatience(message, detector):
    assert detector.is_crisis(message)


def test_failing_an_exam_is_read_whole_not_left_as_an_ominous_stub(detector):
    """The idiom guard once blanked "fail the bar exam" and left "i am scared i will", which the learned layer read
    as a crisis; failing is no crisis word, so the phrase stays and the message is read whole."""
    message = "I'm scared I'll fail the bar exam"
    assert "fail the bar exam" in canonical(message)
    assert not detector.is_crisis(message)
    assert detector.is_crisis("if i fail the bar exam i will kill myself")
