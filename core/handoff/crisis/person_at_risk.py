"""Whose life a rule's match is about: the writer's ("first") or someone else's ("third"), so an urgent ticket
about a friend is tagged third party and the right responders are paged.

The words that say it collide across the six languages, so some are read only where their language is likely:
"se" is a Spanish, French or Portuguese reflexive but Italian and Portuguese "if"; "il" is French "he" but the
Italian article (and "el" the Spanish one); "er" is German "he" but the English ER once normalised ("went to the er")."""

from __future__ import annotations

import re

from core.handoff.crisis.language import language_of_words
from core.handoff.crisis.rules_intl import FIRST_PERSON_WORDS, THIRD_PARTY_WORDS

LOOKBACK_WORDS = 8
# inside the matched words only reflexives and possessives say whose life it is ("kill himself", "se tuer");
# an object pronoun ("take them all") does not
_THIRD_IN_SPAN = frozenset("himself herself themselves themself his their sich sa ses su sus seine seinen "
                           "ihr ihre ihren".split())
# a subject pronoun in the match is the writer's sentence ("mein freund … sagt ich darf nicht raus")
FIRST_IN_SPAN = frozenset("myself my me m mich mir mes ma mon mi mis i im ich je j yo eu io".split())  # m: French m'
_PLACE_OWNERS = frozenset("his their su sus sa ses seine seinen seiner seinem ihr ihre ihren ihrer ihrem".split())
_SUBJECT_IN_SPAN = frozenset("he she they".split())
_FIRST_CLITIC = ("arme", "erme", "irme", "armi", "ermi", "irmi")
# "se" is someone else only as a reflexive of a finite verb ("dice que se quiere matar", "il va se tuer"); after a
# preposition or a question word it is anyone's infinitive ("la facon de se tuer", "como faz pra se enforcar",
# "quien se queda con mi perro"), after everything or a body part it is not a person ("ma gorge se ferme"), and
# before a subject, a clitic or "ne" it is "if" or an idiom ("se eu sumisse", "se mi tolgo", "se la devuelven")
_SE_NOT_A_PERSON_AFTER = frozenset("pour pra para de di a como comment sans quien quem qui chi "
                                   "todo tout tudo tutto gorge garganta gola corps cuerpo corpo".split())
_SE_NOT_REFLEXIVE_BEFORE = frozenset("eu io tu voce vc vcs ne me mi ti te nao non ele ela lui lei ninguem nessuno "
                                     "la lo le les".split())
# Italian by words no other covered language has (it has no third-person "se" outside "se stesso"/"se ne")
_ITALIAN = frozenset("che sono io mio mia voglio ho gli per della nessuno anche questo sto sei perche non piu del "
                     "nel alla questa cosa niente mai adesso stasera stanotte domani oggi ancora".split())
_FRENCH_OR_SPANISH = frozenset("je suis pas est les une pour avec elle mon qu ne plus ce soir demain aujourd yo soy "
                               "estoy los las pero quiero para porque nada mas noche manana hoy todavia".split())


def unread_words(words: list[str]) -> frozenset[str]:
    """The person words that, in this message's likely language, are something else."""
    unread = {"el"}  # the Spanish article far more often than "él", which a reflexive "se" says anyway
    if sum(w in _ITALIAN for w in words) > sum(w in _FRENCH_OR_SPANISH for w in words):
        unread |= {"se", "il"}
    if language_of_words(words) == "en":
        unread.add("er")
    return frozenset(unread)


def _reflexive_se(words: list[str]) -> bool:
    """Whether a "se" inside ``words`` (the match with one word either side) is a third person's reflexive."""
    return any(w == "se" and 0 < i < len(words) - 1 and words[i - 1] not in _SE_NOT_A_PERSON_AFTER
               and words[i + 1] not in _SE_NOT_REFLEXIVE_BEFORE for i, w in enumerate(words))


# the writer as the listener of a report ("texted me", "me disse", "mi ha scritto", "hat mir geschrieben")
_LISTENER = frozenset("me mi m mir moi".split())
# the normaliser writes "kms" as "kill myself" whoever it is about: between someone else and it only these words
# ("she is going to kms", "my friend keeps joking about kms"); "she's gone. kms tonight" is the writer's
_KMS_BRIDGE = frozenset("is was will would just keeps keep kept going to wants want about talking talks talked "
                        "joking jokes joked saying says said always literally threatening threatens threatened might "
                        "could not".split())
_SUBJECTS = frozenset("he she they friend friends roommate roommates flatmate housemate suitemate classmate "
                      "boyfriend girlfriend partner brother sister sibling cousin teammate bf gf".split())
# the writer as the one asked or told inside a match that opens on someone else ("my roommate asked me whether the
# school tells your family if a student dies"); before a match "me" stays the writer's ("my boyfriend told me 'kill
# yourself' so i'm going to")
_TOLD_VERBS = frozenset("asked told texted messaged dmed begged made wrote called sent showed gave promised emailed "
                        "snapped whispered".split())
# "better off without him": the person after "without" is the one whose life it is (not "i can't live without
# him", the writer's)
_BETTER_WITHOUT = frozenset({("off", "without"), ("mejor", "sin"), ("mieux", "sans"), ("besser", "ohne"),
                             ("meglio", "senza"), ("melhor", "sem")})
# ("without them asking questions" is anyone; "sin el" is the article)
_THIRD_OBJECT = frozenset("him her ella lui lei elle ihn ele ela".split())
_FIRST_OBJECT = frozenset("me mi moi mich mim".split())
# the writer as an object after someone named by a place makes them the one who threatens ("pointing a gun at me")
_WRITER_AS_OBJECT = frozenset("me mich moi mim".split())
# the person a possessive after a preposition belongs to is not the subject ("someone in my dorm", "un ragazzo del mio
# corso"): the lookback steps over the pair
_PREPOSITIONS = frozenset("in from on at of with next near del della dello de da en au aux dans du des sur aus im am "
                          "auf beim vom nel nella nello sul sulla alla al no na do em".split())
_POSSESSIVES = frozenset("my mi mio mia mis miei mie mon ma mes minha meu mein meine meinem meiner meinen our".split())
# people named without a relation word, read only where a place says who they are ("someone in my dorm", "a girl at
# the party", "un ragazzo del corso"): alone they are as often the one who attacks or follows the writer ("someone is
# following me", "the guy who hurt me"); "student" and "person" are left out, a writer says them of themselves
_PERSON_NOUNS = frozenset("guy girl boy man woman dude stranger mate twin peer someone somebody tipo chica chico "
                          "hombre mujer alguien mec meuf homme femme quelqu typ mann frau jemand uomo donna qualcuno "
                          "cara menina menino homem mulher alguem".split())


# people "of mine" or "one of my …" ("a student of mine", "one of my students"), never the writer
_PEOPLE_OF_MINE = frozenset("friend friends student students classmate classmates roommate roommates mentee mentees "
                            "advisee advisees labmate labmates tutee tutees colleague colleagues teammate teammates "
                            "cousin cousins kid kids".split())


# a role the writer holds, named by its duties ("give my TA slot to someone else", "mi puesto de ayudante"): not a person
_A_ROLE_HELD = frozenset("ta tutor ra".split())
_ROLE_DUTIES = frozenset("slot slots section sections position job role duties hours shift shifts contract stipend office "
                         "grading work pay".split())


def _person(word: str, after: str, unread: frozenset[str], attacker_likely: bool) -> str | None:
    """'third', 'first' or None for one word; ``after`` is the next word, ``attacker_likely`` keeps someone named by
    a place from counting (an assault's match, the writer as the object after them)."""
    if word in unread or (word in _A_ROLE_HELD and after in _ROLE_DUTIES):
        return None
    if word in THIRD_PARTY_WORDS or (word in _PERSON_NOUNS and after in _PREPOSITIONS and not attacker_likely):
        return "third"
    return "first" if word in FIRST_PERSON_WORDS else None


def nearest_person(words: list[str], unread: frozenset[str], end: int, assault: bool = False,
                   speaker_search: bool = False, span: list[str] | None = None) -> str | None:
    """The person of the nearest person word in the LOOKBACK_WORDS before ``words[end]`` (a match, or a reporting
    verb when ``speaker_search``: then the writer as its listener is stepped over), stepping over a possessive after a
    preposition. Someone named by a place ("a girl at the bus stop") counts unless the writer is the object after
    them ("a man on the train is pointing a gun at me") or the match is an assault's."""
    i = end - 1
    while i >= max(0, end - LOOKBACK_WORDS):
        word = words[i]
        prev = words[i - 1] if i > 0 else ""
        if speaker_search and word in _LISTENER:  # "called me and said", "mi ha scritto": the listener
            i -= 1
            continue
        # "a friend of mine", "a student of ours", "one of my students": someone else (not "this life of mine", and not
        # in an assault's, where the one named is the attacker: "a professor of mine said he'd pass me if …")
        if (not assault and ((word in ("mine", "ours") and prev == "of" and i > 1 and words[i - 2] in _PEOPLE_OF_MINE)
                             or (word in _PEOPLE_OF_MINE and prev in ("my", "our") and i > 1 and words[i - 2] == "of"))):
            return "third"
        if word in _POSSESSIVES and prev in _PREPOSITIONS:
            i -= 2
            continue
        after = words[i + 1] if i + 1 < len(words) else ""
        attacker_likely = assault or bool(_WRITER_AS_OBJECT & set(words[i + 1:end] + (span or [])))
        person = _person(word, after, unread, attacker_likely)
        if person is not None:
            return person
        i -= 1
    return None


_REFLEXIVES = frozenset("himself herself themselves themself sich".split())
_PLACES = frozenset("room bedroom dorm apartment flat house place car truck van office hotel basement cuarto habitacion "
                    "casa piso departamento coche carro auto oficina chambre appartement maison voiture bureau zimmer "
                    "wohnung haus buero stanza camera appartamento macchina ufficio quarto apartamento escritorio".split())

_CAPTIVE = frozenset("me mich moi mim m".split())  # m: French m' ("il m'a enfermee dans sa chambre")


def _captors_place(span: list[str], i: int) -> bool:
    """Whether ``span[i]`` is a possessive naming a place (within two words) after the writer as the object."""
    return (span[i] in _PLACE_OWNERS and bool(_CAPTIVE.intersection(span[:i]))
            and any(w in _PLACES for w in span[i + 1:i + 3]))


def who_is_at_risk(text: str, start: int, end: int, assault: bool = False) -> str:
    """'third' when the words of the match ``text[start:end]``, or the nearest person word before it, name someone
    else; 'first' otherwise. ``assault``: the match is an assault's, where someone unnamed is the one who attacks."""
    words = text.split()
    unread = unread_words(words)
    span = text[start:end].split()
    preceding = text[:start].split()
    # A reflexive in an assault's match is the attacker's ("exposed himself to me", "er hat sich an mir vergangen"); a
    # possessive naming a place after the writer as the object is the captor's ("locked me in his room", "me encerro en
    # su cuarto", "pass me if i came to his hotel room"). Any other still says whose crisis it is ("put a pill in his
    # drink", "gave me his laptop, said he won't need it")
    if any(w in _THIRD_IN_SPAN and not (assault and w in _REFLEXIVES) and not _captors_place(span, i)
           for i, w in enumerate(span)):
        return "third"
    if "se" not in unread and _reflexive_se(text[:start].split()[-1:] + span + text[end:].split()[:1]):
        return "third"
    for i in range(1, len(span) - 1):
        if (span[i - 1], span[i]) in _BETTER_WITHOUT and span[i + 1] in _THIRD_OBJECT | _FIRST_OBJECT:
            return "third" if span[i + 1] in _THIRD_OBJECT else "first"
    if span[-2:] == ["kill", "myself"]:
        bridge = len(preceding)
        while bridge > 0 and preceding[bridge - 1] in _KMS_BRIDGE:
            bridge -= 1
        if bridge > 0 and preceding[bridge - 1] in _SUBJECTS and preceding[bridge - 1] not in unread:
            return "third"
    # a match that opens on someone else and has the writer only as the one they asked or told is theirs ("my roommate
    # asked me whether the school tells your family if a student dies"); not an assault's, where they are the attacker
    if (not assault and len(span) > 2 and span[0] in _POSSESSIVES and span[1] in THIRD_PARTY_WORDS
            and span[1] not in unread and not any(w in FIRST_IN_SPAN for j, w in enumerate(span[2:], 2)
                                                  if not (w == "me" and span[j - 1] in _TOLD_VERBS))):
        return "third"
    # an infinitive with the writer as its clitic object is the writer's ("asesinarme", "uccidermi", "ammazzarmi")
    if any(w in FIRST_IN_SPAN or (len(w) > 6 and w.endswith(_FIRST_CLITIC)) for w in span):
        return "first"
    # the writer as the object just after ("a man on the train is pointing a gun at me") is the one at risk
    nearest = nearest_person(preceding, unread, len(preceding), assault, span=span + text[end:].split()[:3])
    # "… on the roof and says they are going to jump", "he's not breathing": the match's own subject is someone else,
    # unless the writer came last before it ("i'm locked in my room and he's trying to get in") or it is an assault
    if nearest is None and not assault and any(w in _SUBJECT_IN_SPAN for w in span):
        return "third"
    return nearest or "first"


# Someone else's threat to kill or hurt the writer, in the words that also say "kill myself" in five languages: the
# verb's person tells them apart ("il va me tuer" / "je vais me tuer", "ele vai me matar" / "vou me matar", "mi
# ammazza" / "mi ammazzo", "er bringt mich um" / "ich bringe mich um"). Such a match is immediate danger, not self-harm,
# so the responders for a threat are paged. Read on normalised text; it decides a category, never an alarm.
THREAT_TO_WRITER = re.compile(
    r"\b(?:il|elle|ils|elles|on|va|vont|veut|veulent|menace de|menacee? de|a menace de|va finir par) me "
    r"(?:tuer|buter|frapper|violer|egorger|etrangler|poignarder)\b"
    r"|\bme (?:va|van|iba|iban) a (?:matar|apunalar|pegar un tiro|disparar)\b|\bme (?:quiere|quieren|queria) matar\b"
    r"|\b(?:va|van|quiere|quieren|amenazo con|amenaza con|amenazaron con) (?:a )?matarme\b"
    r"|\b(?:vai|vao|quer|querem|ameacou|ameaca|ameacam|ameacaram|ia) (?:me matar|matar me)\b"
    r"|\bmi (?:ammazza|ammazzano|uccide|uccidono|ammazzera|ammazzeranno|uccidera|uccideranno)\b"
    r"|\b(?:vuole|vogliono|minaccia di|minacciato di|minacciata di) (?:ammazzarmi|uccidermi)\b"
    r"|\bmi (?:vuole|vogliono) (?:ammazzare|uccidere)\b"
    r"|\b(?:bringt|bringen|brachte|wird|werden|droht|drohte|gedroht)(?: \w+)? mich (?:\w+ )?(?:um|umzubringen|umbringen|"
    r"toeten|zu toeten|abstechen|erschiessen|erstechen)\b"
    r"|(?<!\bich )\b(?:will|wollen) mich (?:\w+ )?(?:umbringen|toeten|abstechen|erschiessen|erstechen)\b")


def threats_to_writer(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of someone else's threats to the writer (THREAT_TO_WRITER) in normalised text."""
    return tuple(m.span() for m in THREAT_TO_WRITER.finditer(text))


def threatened_by_another(text: str, start: int = 0, end: int | None = None,
                          spans: tuple[tuple[int, int], ...] | None = None) -> bool:
    """Whether someone else's threat to the writer overlaps ``text[start:end]`` (normalised text; the whole of it by
    default). ``spans``: the text's ``threats_to_writer``, read once for all of a message's matches."""
    end = len(text) if end is None else end
    return any(s < end and start < e for s, e in (threats_to_writer(text) if spans is None else spans))


# people a message about someone else's crisis names besides THIRD_PARTY_WORDS ("a guy in my seminar", "a student in
# my tutorial", "someone in my dorm", "my lab mate")
_SOMEONE_ELSE = THIRD_PARTY_WORDS | frozenset("guy girl boy man woman someone somebody student students person mate "
                                              "twin peer tipo chica chico alguien mec meuf quelqu typ jemand ragazzo "
                                              "ragazza qualcuno cara menina menino alguem".split())


def names_someone_else(normalised: str) -> bool:
    """Whether a normalised message names another person at all: only then can its crisis be someone else's."""
    return any(word in _SOMEONE_ELSE for word in normalised.split())
