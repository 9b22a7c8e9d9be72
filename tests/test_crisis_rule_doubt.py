"""A rule's alarm yields to the second opinions only where they were measured to be right (rule_doubt.py): the reader
all but sure the message is ordinary, or, in another language, everyday hyperbole the multilingual opinion reads as
plainly ordinary. The red-team of a third way, both opinions agreeing, keeps what it found: a crisis said, laughed off
and followed by an errand fools both models, so such messages must keep their alarm."""

from __future__ import annotations


import pytest

from core.handoff.crisis.rule_doubt import FOREIGN_RULES_VETO, RULES_VETO, opinions_clear, rules_doubted
from core.handoff.crisis.rules import match_rules
from tests.crisis_lines import untrained_lines
from tests.crisis_stand_ins import FixedOpinion


def test_the_reader_alone_silences_only_below_its_veto_and_never_a_sideways_rule():
    explicit = match_rules("i want to kill myself")
    assert rules_doubted(explicit, RULES_VETO / 2, "en") and not rules_doubted(explicit, RULES_VETO, "en")
    assert rules_doubted(explicit, FOREIGN_RULES_VETO / 2, "other")
    assert not rules_doubted(explicit, FOREIGN_RULES_VETO * 2, "other")
    assert not rules_doubted(explicit, 0.0, "unsure") and not rules_doubted(explicit, None, "en")
    sideways = match_rules("un tipo me sigue desde la biblio y tengo miedo")
    assert sideways.sideways and not rules_doubted(sideways, 0.0, "other")


def test_both_opinions_reading_a_short_alarm_as_ordinary_do_not_clear_it():
    """Measured and not kept: an English or a non-hyperbole foreign alarm is never read by the multilingual opinion."""
    for text, language in (("thinking about ending my life lol but first, is the fafsa due in march", "en"),
                           ("vou me matar kkkk, mas onde vejo o calendário?", "other")):
        rules = match_rules(text)
        opinion = FixedOpinion(0.0)
        assert rules.matched and not rules.hyperbole_only
        assert not opinions_clear(rules, text, language, lambda: opinion.probability(text), 0.2)
        assert opinion.asked == []


def test_the_red_team_of_the_agreement(detector):
    """untrained/S28_agreed_redteam_* (read): 80 crises the rules catch, many laughed off before an errand, and 80
    ordinary messages the rules fire on. At the session-28 code: 74 crises alarm (the reader alone doubts 6, which
    still get the check-in), 29 ordinary messages alarm."""
    if detector.reader is None:
        pytest.skip("the shipped models are not loaded")
    crises = [detector.assess(t) for t in untrained_lines("S28_agreed_redteam_crisis.txt")]
    ordinary = [detector.assess(t) for t in untrained_lines("S28_agreed_redteam_ordinary.txt")]
    assert len(crises) == len(ordinary) == 80
    assert all(a.is_crisis or a.check_in for a in crises)  # never silence
    assert sum(a.is_crisis for a in crises) >= 74
    assert sum(a.is_crisis for a in ordinary) <= 29
