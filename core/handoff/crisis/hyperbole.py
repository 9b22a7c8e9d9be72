"""Rule matches that are also everyday hyperbole in the other languages: a close person who "will kill me" ("ma coloc
va me tuer, j'ai cassé sa tasse", "meu pai vai me matar, reprovei em cálculo") and a wish to die ("me quiero morir
con el horario nuevo", "quero morrer kkkk"). They are most of the rules' false alarms on the read foreign look-alikes
(54 of 100 in session 27), and no list of mishaps separates them from abuse told in the same shape ("mi papá me va a
matar, reprobé; la última vez terminé con puntos en la cabeza": a guard for the mishap took the rule from 55 such
crisis lines, docs/evaluation.md). A message whose every rule match is one of these is read by the multilingual
opinion, which sees the whole message; the detector (detector.py) lets it turn such an alarm into a check-in, as it
does for the model layers' alarms. English is not read this way: the reader knows its words and vetoes there.

Matches are of normalised text (lower case, no accents: normalise.py)."""

from __future__ import annotations

import re

# someone else's threat to kill the writer, in the six languages (the rules tag it immediate danger); whole words, and
# the French verb only with its object: German "Tür" and "eingestürzt" normalise to "tuer"
_KILL = re.compile(r"\b(?:matar\w*|(?:me|m) tuer|umbring\w*|ammazz\w*|uccid\w*|asesin\w*)\b")
# a wish to die or "I'm going to die": "quiero morir", "je veux mourir", "ich will sterben", "voglio morire",
# "vou morrer", "envie de crever" (never "si me muero", "se eu morrer" or a way to die: those are not hyperbole's)
_DIE_WISH = re.compile(r"\b(?:quiero|quero|veux|voglio|will|vou|vais|voy a|vado a)\b(?: \w+){0,2} "
                       r"(?:morir|morirme|morrer|mourir|morire|sterben|crever)\b"
                       r"|\b(?:envie de|ganas de|vontade de|voglia di) (?:morir|morirme|morrer|mourir|morire|crever)\b")


# the writer's own plain threat to kill someone, which hyperbole shares as often ("le prof m'a mis 4, je vais le tuer
# mdr", "si el profe me suspende lo voy a matar jajaja"): on the stored lines, short foreign alarms of only this shape with
# no means or moment, e5 read 4 ordinary ones below the hyperbole veto and none of 16 crisis lines (session 39)
_THREAT = re.compile(r"\b(?:(?:lo|la|los|las|le|les) (?:voy a|vamos a|va a|van a|quiero) matar|matarl[oa]s?|je vais "
                     r"(?:le|la|les) (?:tuer|buter)|ich (?:bring|bringe) (?:ihn|sie|die|den) (?:\w+ ){0,3}um|(?:lo|la) "
                     r"ammazzo|vou matar (?:ele|ela))\b")


def hyperbole_prone(category: str, phrase: str, sideways: bool) -> bool:
    """Whether one rule match (its category and matched words) is a shape everyday hyperbole shares."""
    if sideways:
        return False
    if category == "immediate_danger":
        return bool(_KILL.search(phrase))
    if category == "harm_to_others":
        return bool(_THREAT.search(phrase))
    return category == "self_harm" and bool(_DIE_WISH.search(phrase))
