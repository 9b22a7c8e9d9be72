"""A message longer than the multilingual reader reads at once (128 tokens) is read in windows (multilingual.py): every
word in a window, the highest window's probability the message's, so a crisis told only at the end of a long request is
read, and a long ordinary message gets the opinion that clears a model layer's alarm."""

from __future__ import annotations

import pytest

from core.handoff.crisis import default_crisis_detector
from core.handoff.crisis.multilingual import LONGEST, MultilingualOpinion

ERRAND = ("hi, quick question about my schedule for next term. i'm a second year in mechanical engineering and i'm "
          "trying to fit thermodynamics, fluid mechanics and the design studio into the same semester, but the studio "
          "clashes with the fluids lab on thursdays. my advisor said i could ask for a section swap through the portal "
          "but the form keeps timing out. i also need to know whether the summer statics course counts as a "
          "prerequisite for the studio or if i need the regular one. and is there a deadline for the swap request? ")
CRISIS_AT_THE_END = "anyway it doesn't matter much. i've saved up my pills and tonight i'm taking all of them. sorry."
ORDINARY_AT_THE_END = "thanks a lot, i know it's a busy week for the office. have a nice weekend!"


@pytest.fixture(scope="module")
def opinion() -> MultilingualOpinion:
    return MultilingualOpinion()


def test_a_long_message_is_cut_into_windows_that_hold_every_word(opinion):
    text = ERRAND * 3 + CRISIS_AT_THE_END
    windows = opinion.reader.windows(text)
    assert len(windows) >= 2
    assert " ".join(windows).split() == text.split()  # nothing dropped, nothing repeated, in order
    assert all(opinion.reader.probability(window) is not None for window in windows)  # each read whole
    # a sentence too long for one window is cut between words
    run_on = " ".join(["and then i had to wait for the bus again"] * 40)
    assert " ".join(opinion.reader.windows(run_on)).split() == run_on.split()
    assert all(opinion.reader.probability(w) is not None for w in opinion.reader.windows(run_on))


def test_a_crisis_told_only_at_the_end_of_a_long_request_is_read(opinion):
    assert opinion.reader.probability(ERRAND + CRISIS_AT_THE_END) is None  # too long to be read whole
    crisis = opinion.probability(ERRAND + CRISIS_AT_THE_END)
    ordinary = opinion.probability(ERRAND + ORDINARY_AT_THE_END)
    assert crisis is not None and ordinary is not None
    assert crisis >= opinion.alarm and ordinary < opinion.veto


def test_a_message_beyond_the_longest_is_left_unread(opinion):
    text = (ERRAND * (LONGEST // len(ERRAND) + 1))[:LONGEST + 10]
    assert opinion.probability(text) is None
    assert opinion.probability(text[:LONGEST]) is not None


def test_the_detector_raises_the_alarm_on_a_crisis_at_the_end_of_a_long_request():
    detector = default_crisis_detector()
    assert detector.assess(ERRAND + CRISIS_AT_THE_END).is_crisis
    assert not detector.assess(ERRAND + ORDINARY_AT_THE_END).is_crisis


# the rules' false alarms on a red-team of long ordinary messages (session 39, read), in other words, and the crises
# beside them that must still alarm
@pytest.mark.parametrize("message, crisis", [
    ("estou cansada de viver de bolsa atrasada, a universidade tem algum auxílio emergencial?", False),
    ("estoy harto de vivir de prestado en casa de mis tíos, ¿hay residencias baratas?", False),
    ("sono stanca di vivere di panini, la mensa riapre a gennaio?", False),
    ("tô cansada de viver, sabe? nada mais faz sentido", True),
    ("our club would shoot at a licensed range, no one would ever bring a rifle onto campus", False),
    ("we would never bring a knife to school, it's a cooking club and the knives stay in the kitchen", False),
    ("i'm bringing a gun to campus tomorrow", True),
    ("je fais un mémoire sur le suicide chez les étudiants. est-ce qu'il faut passer devant un comité d'éthique ?", False),
    ("Romain Gary et son suicide, j'ai déjà ce qu'il faut", True),
])
def test_the_long_look_alikes_rule_words_in_other_messages(message: str, crisis: bool) -> None:
    from core.handoff.crisis.rules import match_rules

    assert match_rules(message).matched is crisis, message


def test_a_line_break_ends_a_window_sentence(opinion):
    text = "\n".join([ERRAND.strip()] * 2 + ["tonight i'm taking all of them\nsorry"])
    windows = opinion.reader.windows(text)
    assert " ".join(windows).split() == text.split()
    assert windows[-1].endswith("tonight i'm taking all of them sorry")


def test_a_word_longer_than_a_window_does_not_leave_the_message_unread(opinion):
    link = "https://example.edu/" + "a1b2c3d4e5" * 60
    text = ERRAND + link + " " + CRISIS_AT_THE_END
    assert all(opinion.reader.probability(w) is not None for w in opinion.reader.windows(text))
    assert opinion.probability(text) >= opinion.alarm
