"""Which language a message is mostly in, by its function words: English, one of the other five covered
(Spanish, French, German, Portuguese, Italian), or unsure (neither, as in "pills ready goodbye").

Function words, not a model: they are what every sentence has, they are cheap to count, and they decide
only how a message is read (through the gloss, with the English spelling tolerance or without it)."""

from __future__ import annotations

from collections.abc import Iterable

ENGLISH = frozenset("i my you the an and or but to of in on at for with is am are was were be been do does did "
                    "not can would should could have has had this that it what when how why if so just "
                    "any more about from up out all there they he she we want going".split())
OTHER = frozenset("el la los las y o pero que de en con por para es soy estoy no yo mi me se lo una un "
                  "le les et ou mais je tu il elle nous vous est suis pas ne moi mon ma des du au avec pour "
                  "der die das und oder aber ich du er sie wir ist bin nicht mein meine mich mir zu mit fuer "
                  "auf ein eine va si como cuando del al muy mas puedo tengo quiero esta este ya nada todo "
                  "vais veux ai est ce cours rien tout plus tres peux suis dans sur "
                  "ist es sich habe kann will nicht mehr ganz doch wenn ob noch schon vom zum beim dem wann hab "
                  "auch jetzt heute gestern "
                  "os um uma nao eu meu minha voce com em na da do dos das quero tenho estou "
                  "il lo gli sono sul della che non io mio mia voglio ho sto".split()) - ENGLISH


def language_of_words(words: Iterable[str]) -> str:
    """"en" (more English function words than others), "other" (the reverse) or "unsure" (a tie)."""
    english = other = 0
    for w in words:
        english += w in ENGLISH
        other += w in OTHER
    return "en" if english > other else "other" if other > english else "unsure"
