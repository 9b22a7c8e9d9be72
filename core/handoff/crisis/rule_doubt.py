"""When the second opinions keep a rule's alarm from being raised. A doubted alarm is not silence: the answer still
offers the resources and a person in a line of its own (a check-in), only no urgent ticket is opened.

Three ways, each chosen on read lines the models never trained on (``untrained/``; docs/evaluation.md):
- the reader alone, when it is all but sure the message is ordinary (``RULES_VETO``, far lower in other languages);
- in another language, a rule match that is everyday hyperbole there ("ma coloc va me tuer", "quero morrer kkkk",
  hyperbole.py) which the multilingual opinion reads as plainly ordinary;
- both opinions agreeing that a short message is ordinary ("El sol me pega directo en el escritorio", "You have to
  watch your back in Dark Souls", "come lo ammazzo? [a script]"): the reader (MiniLM, fine-tuned) and e5 read
  different words, and a crisis one of them misreads the other rarely does.
Never a rule for what is said sideways (the reader never learned it), never where the means or the moment is named,
never a long message (in a long one the request around a crisis dilutes the multilingual reading), and never a
message in no clear language. Without an opinion, the alarm stands."""

from __future__ import annotations

from collections.abc import Callable

from core.handoff.crisis.rules import RuleMatch

# The reader's second opinion on a rule's alarm (docs/evaluation.md#crisis-detection): the lowest reader probability of
# any own or blind crisis line the rules caught was 0.018 (636 lines); in other languages 0.0007 on the read lines not
# trained on, so there only course titles, a classmate "killed" over group work and the like fall below it.
RULES_VETO = 0.01
FOREIGN_RULES_VETO = 0.0005
# The longest message whose hyperbole-only rule alarm the multilingual opinion may turn into a check-in: the read
# look-alikes it clears have at most 23 words, the red-team's crises it read too low 27-28
HYPERBOLE_MAX_WORDS = 25
# Both opinions agreeing (session 28): below both probabilities a short rule alarm is a check-in. Chosen on the read
# rule alarms of untrained/ (at most 25 words, means and moment not named): English 3 of 28 look-alikes cleared and
# none of 469 crisis lines (the nearest: reader 0.27 with e5 0.08, "if i die can my research data go to the lab?");
# other languages 9 of 97 look-alikes and none of 558 crisis lines (the nearest e5 0.039 with reader 0.004, a "list of
# names from my year who deserve it, lol"; e5 errs more in English, so it must be surer there and the reader too)
AGREED_MAX_WORDS = 25
ENGLISH_AGREED = (0.1, 0.1)  # (multilingual, reader)
FOREIGN_AGREED = (0.02, 0.5)


def rules_doubted(rules: RuleMatch, probability: float | None, language: str) -> bool:
    """Whether the reader's opinion alone silences the rules (never a rule for what is said sideways, which the reader
    never learned; never a message in no clear language)."""
    if probability is None or rules.sideways:
        return False
    return probability < (RULES_VETO if language == "en" else FOREIGN_RULES_VETO if language == "other" else 0.0)


def opinions_clear(rules: RuleMatch, text: str, language: str, probability: float | None,
                   multilingual: Callable[[], float | None], veto: float | None) -> bool:
    """Whether the multilingual opinion (read lazily through ``multilingual``; ``veto`` is its head's) clears a rule
    alarm the reader did not silence alone: hyperbole in another language, or both opinions reading it ordinary."""
    if veto is None or rules.sideways or rules.plan_or_means or rules.imminent or language not in ("en", "other"):
        return False
    words = len(text.split())
    hyperbole = language == "other" and rules.hyperbole_only and words <= HYPERBOLE_MAX_WORDS
    agreed_at = ENGLISH_AGREED if language == "en" else FOREIGN_AGREED
    agreeing = probability is not None and probability < agreed_at[1] and words <= AGREED_MAX_WORDS
    if not (hyperbole or agreeing):
        return False
    seen = multilingual()
    if seen is None:
        return False
    return (hyperbole and seen < veto) or (agreeing and seen < agreed_at[0])
