"""Which language a message is mostly in, by its function words: English, one of the other five covered
(Spanish, French, German, Portuguese, Italian), or unsure (neither, as in "pills ready goodbye"); and which of the
five it is, so a crisis reply can open in the student's language.

Function words, not a model: they are what every sentence has, they are cheap to count, and they decide
only how a message is read (through the gloss, with the English spelling tolerance or without it)."""

from __future__ import annotations

import re
import unicodedata
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


# Words that mark one covered language (accents dropped; words two of them share are left out: "para", "con", "il",
# "ma", "ou"; the few that are English words too are offset by the English count), to answer a student in their own language; a message
# with too few stays English.
_OWN_WORDS = {
    "es": frozenset("y el los las pero soy estoy yo cuando muy puedo tengo quiero ya hoy ahora manana hay estar "
                    "tambien nadie q voy puede alguien donde quien tiene hago otra sin clase profe jaja morir dijo escribio "
                    "companera companero".split()),
    "fr": frozenset("je tu elle nous vous est suis pas ne moi mon des du au avec pour dans sur ce rien tout plus tres "
                    "peux veux ai et mais c j qu jsuis aujourd demain ca personne vie mourir dit ecrit coloc envie marre".split()),
    "de": frozenset("der die das und oder aber ich du er sie wir ist bin nicht mein meine mich mir zu mit fuer fur auf "
                    "ein eine sich habe kann mehr ganz doch wenn noch schon heute jetzt auch hab nur wie niemand leben "
                    "uber sterben sagt gesagt schrieb geschrieben".split()),
    "it": frozenset("gli sono della che non io mio mia voglio ho sto per anche questo sei perche piu "
                    "niente mai adesso stasera oggi domani ancora nel alla cosa nessuno di ciao posso esame nn tutti "
                    "corso faccio buongiorno dell ci puo dove qualcuno sul dopo sta morire detto scritto coinquilina "
                    "coinquilino addio".split()),
    "pt": frozenset("os um uma nao eu meu minha voce vc com em na do dos das quero tenho estou pra hoje agora amanha "
                    "tambem muito isso isto ele ela sou ninguem tem vou alguem onde preciso ate trabalho depois fazer "
                    "prova semana morrer disse falou escreveu mandou q".split()),
}
# English words the function-word list above lacks, counted as English here: "nobody will miss me" and "Where will
# class take place?" are not German
_ALSO_ENGLISH = frozenset("will was where who which your nobody anyone everyone someone please help thanks miss".split())
# markers that are English words or shared by two of the languages, too weak to place a message alone ("wanna die
# tbh", "ate like 30 advil", "pills in hand. ciao ciao")
_NOT_ALONE = frozenset("die ate ciao y q em do so".split())
_WORD = re.compile(r"[a-z]+")


def plain_text(text: str) -> str:
    """Lowercase without accents ("escribió" → "escribio"): how the marking words and reporting verbs are written."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def covered_language(text: str) -> str | None:
    """"es", "fr", "de", "it" or "pt" when the message is clearly in that language (more of its marking words than
    any other covered language's and than English function words; two, or one with no English word); None for
    English or when unsure."""
    words = _WORD.findall(plain_text(text))
    distinct = set(words)  # "ciao ciao" is one word
    counts = sorted(((len(distinct & own), code) for code, own in _OWN_WORDS.items()), reverse=True)
    (best, code), (second, _) = counts[0], counts[1]
    english = sum(w in ENGLISH or w in _ALSO_ENGLISH for w in words)
    # one marking word is enough where nothing is English ("quiero morir", "voglio morire", "vou me matar"), unless it
    # is a weak one
    alone = english == 0 and bool((distinct & _OWN_WORDS[code]) - _NOT_ALONE)
    return code if best > second and best > english and (best >= 2 or alone) else None
