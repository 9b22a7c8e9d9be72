"""When the second opinions keep a rule's alarm from being raised. A doubted alarm is not silence: the answer still
offers the resources and a person in a line of its own (a check-in), only no urgent ticket is opened.

Three ways, each chosen on lines the deciding model never trained on (docs/evaluation.md):
- the reader alone, when it is all but sure the message is ordinary (``RULES_VETO``, far lower in other languages);
- in another language, a short message whose every rule match is everyday hyperbole there ("ma coloc va me tuer",
  "quero morrer kkkk", hyperbole.py) which the multilingual opinion reads as plainly ordinary (its ``hyperbole_veto``);
- in another language, a short wish to die or threat naming neither the means nor the moment which the fine-tuned
  multilingual reader is all but sure is ordinary (its ``rules_veto``, 0.001), while the MiniLM reader does not lean
  to a crisis (session 32).
Never a rule for what is said sideways (the reader never learned it) and never a message in no clear language.

Measured and not kept (session 28): clearing any short rule alarm that both opinions read as ordinary. On the read
lines it cleared 12 look-alikes and no crisis line, but a red-team who read it (``untrained/S28_agreed_redteam_*``)
found the shape that fools both: a crisis said, laughed off and followed by an errand ("thinking about ending my life
lol but first, is the fafsa due in march", "vou me matar kkkk, mas onde vejo o calendário?"): 14 of 80 crises
softened for 1 of 80 ordinary messages cleared."""

from __future__ import annotations

import re
from collections.abc import Callable

from core.handoff.crisis.normalise import LAUGHTER, normalise
from core.handoff.crisis.rules import HARM_TO_OTHERS, SELF_HARM, RuleMatch

# The reader's second opinion on a rule's alarm (docs/evaluation.md#crisis-detection): the lowest reader probability of
# any own or blind crisis line the rules caught was 0.018 (636 lines); in other languages 0.0007 on the read lines not
# trained on, so there only course titles, a classmate "killed" over group work and the like fall below it.
RULES_VETO = 0.01
FOREIGN_RULES_VETO = 0.0005
# The longest message whose hyperbole-only rule alarm the multilingual opinion may turn into a check-in: the read
# look-alikes it clears have at most 23 words, the red-team's crises it read too low 27-28
HYPERBOLE_MAX_WORDS = 25


# a means acquired or kept: "i bought a rope", "i have a gun", "bought the rope"
_MEANS_AT_HAND = re.compile(r"\b(?:bought|got|have|own|found|keep|kept|tied|made|hid|ordered|saved|stashed)\b.*\b(?:rope|"
                            r"noose|gun|pistol|handgun|revolver|rifle|shotgun|firearm|razor blades?)\b")


def rules_doubted(rules: RuleMatch, probability: float | None, language: str) -> bool:
    """Whether the reader's opinion alone silences the rules (never a rule for what is said sideways, which the reader
    never learned, nor one whose match is the means at hand; never a message in no clear language)."""
    # nor one whose match is the means at hand: "Failed the bar prep mock again. I bought a rope last week. Probably won't
    # do anything. Can I retake the course in spring?" read 0.003 (session 34, a red-team of crises told beside an errand,
    # which the reader reads as the errand). Not every means word: a roof, a bridge or a fire named is where the reader's
    # doubt clears most look-alikes (exempting all of plan_or_means raised 19 read ones: "on the roof for astronomy lab")
    if probability is None or rules.sideways or _MEANS_AT_HAND.search(" ".join(rules.phrases)):
        return False
    return probability < (RULES_VETO if language == "en" else FOREIGN_RULES_VETO if language == "other" else 0.0)


def opinions_clear(rules: RuleMatch, text: str, language: str, multilingual: Callable[[], float | None],
                   veto: float | None) -> bool:
    """Whether the multilingual opinion (read lazily through ``multilingual``; ``veto``: its ``hyperbole_veto``) clears a rule
    alarm in another language whose every match is everyday hyperbole: at most HYPERBOLE_MAX_WORDS words, neither the
    means nor the moment named. With the frozen-e5 head (session 27), out of fold on the read lines of that shape: 26 of
    61 look-alikes and none of 85 crisis lines; with the fine-tuned reader (session 32) its ``hyperbole_veto`` 0.2 was
    chosen on the S27 hyperbole red-team it never trained on: 23 of 27 ordinary messages and none of 50 crises
    (docs/evaluation.md, twenty-fourth and twenty-ninth rounds). Only a short message: the opinion reads the whole, and
    in a long one the request around a crisis dilutes it (a red-team's "... na real quero morrer, to em cima do
    viaduto" inside a question about credits read 0.18 with the frozen head)."""
    if (veto is None or language != "other" or not rules.hyperbole_only or rules.plan_or_means or rules.imminent
            or len(text.split()) > HYPERBOLE_MAX_WORDS):
        return False
    seen = multilingual()
    return seen is not None and seen < veto


# the MiniLM reader leaning this far to a crisis keeps a foreign rule alarm whatever the multilingual reader reads
READER_KEEPS_THE_RULES = 0.5
_LAUGH = re.compile(rf"\b{LAUGHTER}\b")


def multilingual_doubts_rules(rules: RuleMatch, text: str, language: str, probability: float | None,
                              multilingual: Callable[[], float | None], rules_veto: float | None) -> bool:
    """Whether the fine-tuned multilingual reader silences a rule alarm in another language, where more idioms sound
    like a wish to die or a threat ("me muero de vergüenza", "je vais le tuer"): below ``rules_veto``, and only a wish
    to die or a threat in at most HYPERBOLE_MAX_WORDS words (in a long one the request around it dilutes it), never
    one said sideways or naming the means or the moment, never a danger, an assault or someone else's crisis, and
    never where the MiniLM reader leans to a crisis (READER_KEEPS_THE_RULES). Session 28 measured and did not keep
    clearing where two opinions merely agree; this one reads e5 fine-tuned on those red-teams' lines, and on the
    never-read sets 10-17 and 31 it cleared 6 look-alikes and no crisis line (docs/evaluation.md, twenty-ninth round)."""
    if (rules_veto is None or language != "other" or rules.sideways or rules.plan_or_means or rules.imminent
            or not set(rules.categories) <= {SELF_HARM, HARM_TO_OTHERS} or len(text.split()) > HYPERBOLE_MAX_WORDS
            or (probability is not None and probability >= READER_KEEPS_THE_RULES)
            # a crisis laughed off before an errand fools the models (session 28's red-team: "me quiero matar jaja,
            # ¿cuándo salen las notas?" reads 0.0009): a laugh keeps the rules' alarm (hyperbole has its own path)
            or _LAUGH.search(normalise(text)[-1])):
        return False
    seen = multilingual()
    return seen is not None and seen < rules_veto
