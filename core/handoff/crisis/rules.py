"""The rule layer: explicit crisis forms in English, Spanish, French and German, after normalisation and
the benign guard. Deterministic and fast (a few hundred microseconds per message)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from core.foundation.regex_cache import compile_cached
from core.foundation.regex_prefilter import LiteralIndex, may_match, required_literals_cached
from core.handoff.crisis import (rules_after_an_assault, rules_aftermath, rules_at_a_height, rules_at_home, rules_attack_plans, rules_body, rules_en, rules_explicit_forms,
                                 rules_explicit_harm_forms, rules_farewells, rules_favours_traded, rules_hazing, rules_masked, rules_in_passing,
                                 rules_in_passing_others, rules_indirect, rules_intl, rules_last_arrangements, rules_more,
                                 rules_outdoors, rules_plans_against_others, rules_practical, rules_preparations, rules_quiet_farewells,
                                 rules_threats_meant,
                                 rules_short_forms,
                                 rules_told_flatly, rules_trapped, rules_veiled)
from core.handoff.crisis.benign import strip_benign
from core.handoff.crisis.framing import names_only_topics, without_framed_sentences
from core.handoff.crisis.hyperbole import hyperbole_prone
from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.person_at_risk import threatened_by_another, threats_to_writer, who_is_at_risk
from core.handoff.crisis.reported_speech import crisis_reported_from_another
from core.handoff.crisis.rule_guards import (GuardedAlternation, inner_exclusion, leading_exclusion, singles,
                                            unguarded_alternation)

SELF_HARM = "self_harm"
HARM_TO_OTHERS = "harm_to_others"
ASSAULT_ABUSE = "assault_abuse"
IMMEDIATE_DANGER = "immediate_danger"
THIRD_PARTY = "third_party"
CATEGORIES = (SELF_HARM, HARM_TO_OTHERS, ASSAULT_ABUSE, IMMEDIATE_DANGER, THIRD_PARTY)
_SIDEWAYS = " sideways"

_RULES = {
    SELF_HARM: (rules_en.SELF_HARM + rules_intl.SELF_HARM + rules_more.SELF_HARM + rules_body.SELF_HARM
                + rules_indirect.SELF_HARM + rules_explicit_forms.SELF_HARM + rules_explicit_harm_forms.SELF_HARM
                + rules_short_forms.SELF_HARM + rules_at_a_height.SELF_HARM),
    HARM_TO_OTHERS: (rules_en.HARM_TO_OTHERS + rules_intl.HARM_TO_OTHERS + rules_more.HARM_TO_OTHERS
                     + rules_indirect.HARM_TO_OTHERS + rules_explicit_forms.HARM_TO_OTHERS
                     + rules_short_forms.HARM_TO_OTHERS),
    ASSAULT_ABUSE: (rules_en.ASSAULT_ABUSE + rules_intl.ASSAULT_ABUSE + rules_more.ASSAULT_ABUSE
                    + rules_indirect.ASSAULT_ABUSE + rules_explicit_forms.ASSAULT_ABUSE),
    IMMEDIATE_DANGER: (rules_en.IMMEDIATE_DANGER + rules_intl.IMMEDIATE_DANGER + rules_more.IMMEDIATE_DANGER
                       + rules_body.IMMEDIATE_DANGER + rules_indirect.IMMEDIATE_DANGER
                       + rules_explicit_harm_forms.IMMEDIATE_DANGER),
    # The rules for what is said sideways (rules_veiled.py) each need two cues together, and the reader never
    # learned their classes (it scored R1's veiled threats and weighed methods 0.000-0.006): read as their own
    # alternation, so a match can say it came from them (``RuleMatch.sideways``) and the reader's doubt does not
    # silence it.
    # (and the plans and arrangements a read blind set told, session 30: rules_last_arrangements, rules_hazing,
    # rules_plans_against_others, each two cues or more; and session 31's: rules_attack_plans, rules_farewells)
    f"{SELF_HARM}{_SIDEWAYS}": (rules_veiled.SELF_HARM + rules_last_arrangements.SELF_HARM
                               + rules_plans_against_others.SELF_HARM + rules_farewells.SELF_HARM
                               + rules_in_passing.SELF_HARM + rules_told_flatly.SELF_HARM + rules_aftermath.SELF_HARM
                               + rules_quiet_farewells.SELF_HARM + rules_masked.SELF_HARM),
    f"{HARM_TO_OTHERS}{_SIDEWAYS}": (rules_veiled.HARM_TO_OTHERS + rules_plans_against_others.HARM_TO_OTHERS
                                    + rules_attack_plans.HARM_TO_OTHERS + rules_in_passing_others.HARM_TO_OTHERS
                                    + rules_told_flatly.HARM_TO_OTHERS + rules_preparations.HARM_TO_OTHERS
                                    + rules_threats_meant.HARM_TO_OTHERS + rules_masked.HARM_TO_OTHERS),
    f"{ASSAULT_ABUSE}{_SIDEWAYS}": (rules_veiled.ASSAULT_ABUSE + rules_explicit_harm_forms.TWO_CUES_ASSAULT_ABUSE
                                   + rules_hazing.ASSAULT_ABUSE + rules_farewells.ASSAULT_ABUSE
                                   + rules_in_passing_others.ASSAULT_ABUSE + rules_told_flatly.ASSAULT_ABUSE
                                   + rules_at_home.ASSAULT_ABUSE + rules_after_an_assault.ASSAULT_ABUSE
                                   + rules_favours_traded.ASSAULT_ABUSE + rules_masked.ASSAULT_ABUSE),
    f"{IMMEDIATE_DANGER}{_SIDEWAYS}": (rules_veiled.IMMEDIATE_DANGER
                                      + rules_explicit_harm_forms.TWO_CUES_IMMEDIATE_DANGER
                                      + rules_outdoors.TWO_CUES_IMMEDIATE_DANGER + rules_trapped.TWO_CUES_IMMEDIATE_DANGER
                                      + rules_in_passing_others.IMMEDIATE_DANGER),
}


def _lift_inner_guards(rules: dict[str, list[str]]) -> tuple[dict[str, list[str]], list[tuple[str, str, str]]]:
    """A rule whose exclusion ``(?!.*X)`` sits inside it, not at its start, is read as a contextual rule instead (X
    anywhere in the message rules it out): inside a category's alternation such a guard rescans the message."""
    kept: dict[str, list[str]] = {}
    lifted: list[tuple[str, str, str]] = []
    for name, patterns in rules.items():
        kept[name] = []
        for pattern in patterns:
            inner = inner_exclusion(pattern)
            if inner is None:
                kept[name].append(pattern)
            else:
                lifted.append((*inner, name))  # the category, with its sideways suffix if it has one
    return kept, lifted


_RULES, _LIFTED = _lift_inner_guards(_RULES)
# compiled once per machine, not per process (0.25 CPU s of every start-up): core/foundation/regex_cache.py.
# Guarded rules (``(?!.*EXCLUSION)…``) are read apart in linear time: rule_guards.py
_GUARDS = {cat: {i: guard[0] for i, p in enumerate(pats) if (guard := leading_exclusion(p))}
           for cat, pats in _RULES.items()}
# each rule its own part, so the prefilter can skip it: of some 800 rules fewer than ten can match an ordinary
# question (core/foundation/regex_prefilter.py)
_PARTS = {cat: singles(pats) for cat, pats in _RULES.items()}
_COMPILED = compile_cached({**{cat: unguarded_alternation(pats) for cat, pats in _RULES.items()},
                            **{f"{cat} {i}": exclusion for cat, guards in _GUARDS.items()
                               for i, exclusion in guards.items()},
                            **{f"{cat} part {k}": part for cat, parts in _PARTS.items()
                               for k, (part, _guard) in enumerate(parts)}}, __file__)
# patterns whose context counts anywhere in the message (a lookahead at the match only sees what follows it)
_CONTEXTUAL = [(re.compile(pattern), re.compile(exclusion), SELF_HARM) for pattern, exclusion in
               rules_practical.CONTEXTUAL_SELF_HARM + rules_indirect.CONTEXTUAL_SELF_HARM] + \
              [(re.compile(pattern), re.compile(exclusion), category) for pattern, exclusion, category in
               rules_indirect.CONTEXTUAL + _LIFTED]
# the strings each rule cannot match without, one cached read for all of them (regex_prefilter.py)
_PART_KEYS = [(cat, k) for cat, parts in _PARTS.items() for k in range(len(parts))]
_LITERALS = required_literals_cached([part for parts in _PARTS.values() for part, _guard in parts]
                                     + [pattern.pattern for pattern, _exclusion, _name in _CONTEXTUAL], __file__)
_PART_LITERALS = dict(zip(_PART_KEYS, _LITERALS[:len(_PART_KEYS)], strict=True))
_CONTEXTUAL_LITERALS = _LITERALS[len(_PART_KEYS):]
_ALTERNATIONS = {cat: GuardedAlternation(_COMPILED[cat], {i: _COMPILED[f"{cat} {i}"] for i in _GUARDS[cat]},
                                         [(_COMPILED[f"{cat} part {k}"], guard)
                                          for k, (_part, guard) in enumerate(_PARTS[cat])],
                                         [_PART_LITERALS[(cat, k)] for k in range(len(_PARTS[cat]))])
                 for cat in _RULES}
_INDEX = LiteralIndex([*(lits for alternation in _ALTERNATIONS.values() for lits in alternation.literals),
                       *_CONTEXTUAL_LITERALS])

# Plans, means and imminence raise the urgency shown to responders; alone they are no crisis.
_MEANS = re.compile(r"\b(?:pills|pill|tablets|tablet|meds|rope|noose|gun|pistol|rifle|knife|blade|razor|bridge|roof|"
                    r"pastillas|cuerda|pistola|cachets|medicaments|corde|tabletten|pillen|strick|waffe)\b")
_IMMINENT = re.compile(r"\b(?:tonight|today|right now|now|this weekend|tomorrow|in an hour|soon|after class|"
                       r"esta noche|hoy|ahora|ce soir|aujourd hui|maintenant|heute abend|heute|jetzt|gleich)\b")


@dataclass(frozen=True)
class RuleMatch:
    categories: tuple[str, ...] = ()
    phrases: tuple[str, ...] = field(default=())
    plan_or_means: bool = False
    imminent: bool = False
    sideways: bool = False  # a rule for what is said sideways (rules_veiled.py) matched
    # every match is a shape everyday hyperbole shares ("va me tuer", "quiero morir": hyperbole.py)
    hyperbole_only: bool = False

    @property
    def matched(self) -> bool:
        return bool(self.categories)


@dataclass(frozen=True)
class _Found:
    category: str  # immediate danger where the match is someone else's threat to the writer
    match: re.Match[str]
    sideways: bool  # a rule for what is said sideways
    threat: bool  # "il va me tuer": someone else's threat to the writer
    writer_marked: bool  # a contextual rule whose own words say the life is the writer's (an empty group "writer")


def _found(variant: str) -> Iterator[_Found]:
    """Every rule match in one normalised variant, the benign guard applied."""
    cleaned = strip_benign(variant)
    threats = threats_to_writer(cleaned)  # once: a long message has many matches
    present = _INDEX.present(cleaned)  # the strings the rules need that the message holds: the rest are skipped
    for name, alternation in _ALTERNATIONS.items():
        category = name.removesuffix(_SIDEWAYS)
        for m in alternation.finditer(cleaned, present):
            # "il va me tuer" shares its words with "je vais me tuer": someone else's threat to the writer
            threat = category == SELF_HARM and threatened_by_another(cleaned, m.start(), m.end(), threats)
            yield _Found(IMMEDIATE_DANGER if threat else category, m, name != category, threat, False)
    for (pattern, exclusion, name), literals in zip(_CONTEXTUAL, _CONTEXTUAL_LITERALS, strict=True):
        m = pattern.search(cleaned) if may_match(literals, present) else None
        # the context is read before the benign guard blanks it ("life insurance … if i die")
        if m is not None and not exclusion.search(variant):
            # a lifted rule of what is said sideways (rules_veiled.py) says so, as in the alternations
            category = name.removesuffix(_SIDEWAYS)
            threat = category == SELF_HARM and threatened_by_another(cleaned, m.start(), m.end(), threats)
            yield _Found(IMMEDIATE_DANGER if threat else category, m, name != category, threat,
                         "writer" in pattern.groupindex)


def _someone_at_risk(found: _Found) -> bool:
    """Whether a match can be about someone else's life (not a threat to others, nor to the writer)."""
    return found.category != HARM_TO_OTHERS and not found.threat and not found.writer_marked


def _matches_of_someone_at_risk(normalised: str) -> list[tuple[int, int]]:
    """The spans of such matches in normalised reported words (reported_speech.py)."""
    return [found.match.span() for found in _found(normalised) if _someone_at_risk(found)]


def match_rules(text: str) -> RuleMatch:
    """Which crisis categories the explicit rules see in ``text`` (after normalisation and the benign guard)."""
    categories: list[str] = []
    phrases: list[str] = []
    third = sideways = False
    hyperbole = True
    # a sentence about an episode that is over, a training or a hypothetical is not read (framing.py)
    variants = normalise(without_framed_sentences(text))
    for variant in variants:
        for found in _found(variant):
            sideways = sideways or found.sideways
            hyperbole = hyperbole and hyperbole_prone(found.category, found.match.group(0), found.sideways)
            if found.category not in categories:
                categories.append(found.category)
            phrases.append(found.match.group(0).strip())
            m = found.match
            if (_someone_at_risk(found)
                    and who_is_at_risk(m.string, m.start(), m.end(), found.category == ASSAULT_ABUSE) == "third"):
                third = True
    if not categories or names_only_topics(tuple(dict.fromkeys(phrases)), variants[-1]):
        return RuleMatch()
    # a crisis in words someone else said or wrote to the writer is theirs ("she texted me: 'i can't do this anymore'")
    if third or crisis_reported_from_another(text, _matches_of_someone_at_risk):
        categories.append(THIRD_PARTY)
    joined = " ".join(variants)
    return RuleMatch(categories=tuple(categories), phrases=tuple(dict.fromkeys(phrases)),
                     plan_or_means=bool(_MEANS.search(joined)), imminent=bool(_IMMINENT.search(joined)),
                     sideways=sideways, hyperbole_only=hyperbole)
