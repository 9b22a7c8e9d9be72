"""Someone else's words reported to the writer ("she texted me: 'i can't do this anymore'", "me disse que vai tomar
todos os remédios", "mi ha scritto «non mi taglio da due anni»"): a crisis inside them is the speaker's, so the
ticket says third party. Read on the raw message, where quotation marks, colons and commas still say where the
reported words end: the writer's own words after a quote stay the writer's ("my dad said 'stop being dramatic' gonna
hang myself tonight", "mi novio me dijo que exagero, ya no quiero vivir")."""

from __future__ import annotations

import re
from collections.abc import Callable

from core.handoff.crisis.language import plain_text
from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.person_at_risk import FIRST_IN_SPAN, THIRD_PARTY_WORDS, nearest_person, unread_words

# verbs that report someone's words ("she texted me", "me disse", "mi ha scritto", "hat mir geschrieben")
REPORTING_VERBS = frozenset("said says say saying told tells telling texted texts texting messaged messages wrote "
                            "writes writing posted posts typed sent snapped dmed dijo dice decia escribio escribe mando "
                            "conto disse diz dizia falou fala escreveu escreve mandou contou dit disait ecrit ecrivait "
                            "envoye raconte detto diceva scritto scrive mandato raccontato sagt sagte gesagt schreibt "
                            "schrieb geschrieben geschickt meint meinte".split())
# subject and object words of the person spoken to, in reported words ("you'd be better off dead")
# (not German "du", French "of the": "adieu, je vais sauter du pont"; "dich", "dir" say it in German)
YOU = frozenset("you u ur your yourself tu te ti t dich dir voce vc vous".split())
_VERB = r"\b(?:" + "|".join(sorted(REPORTING_VERBS, key=len, reverse=True)) + r")\b"
# the verb, at most four words (no sentence end) before a quotation mark or a colon ("texted me last night:",
# "me mandó un mensaje:", "wrote on her story:")
_QUOTED = re.compile(_VERB + r"(?:[ \t]+[^\s.!?;:\"“”«»„]+){0,4}?[ \t]*(?P<open>[:\"“«„]|(?<=\s)')")
# the verb (and its listener) and a that-clause ("told me that …", "me disse que …", "hat mir geschrieben, dass …")
_CLAUSE = re.compile(_VERB + r"(?:[ \t]+(?:to[ \t]+)?(?:me|mi|mir|moi)\b)?,?[ \t]+(?:that|que|qu'|che|dass)\b")
# a message relayed without quotation marks, in chat's own shape: a written verb, the writer as listener and the
# sender's own "i" at once ("she texted me i want to die and then turned her phone off"); up to the first sentence
# end or a word that starts the writer's own clause again ("… and now i want to die")
_RELAYED = re.compile(r"\b(?:texted|messaged|dmed|dm'd|snapped|wrote|sent)[ \t]+me[ \t]+(?=(?:i|im|i'm|ive|i've|ill|i'll|"
                      r"id|i'd)\b)")
_RELAYED_END = re.compile(r"[,.!?;\n]|\b(?:and|but|so|then|because|cause|bc|lol|idk)\b")
_CLOSE = {'"': re.compile('["“”]'), "“": re.compile('[”"]'), "«": re.compile("»"), "„": re.compile('[“"]'),
          # a single quotation mark closes only where no letter follows: "she said 'i can't do this'"
          "'": re.compile("'(?![a-z])")}
_CLAUSE_END = re.compile(r"[,.!?;\n]")
_ANY_QUOTE = re.compile(r"[\"“„«][^\"“”«»„\n]*[\"”“»]|(?<![a-z])'[^'\n]*'(?![a-z])")


# the speaker is named within a few words of the verb: a long message is not normalised whole for every report
_SPEAKER_CHARS = 200
# what a report can hold, and how many are read: the rules run again on each, so a long unpunctuated message must not
# make the reply to a student in crisis wait (a 20,000-character one had taken 46 s)
_REPORT_CHARS = 300
_MAX_REPORTS = 8
# the words between a verb and its quote or colon start the writer's own sentence when they hold its subject ("my
# mom said i'm being dramatic: i want to die")
_WRITER_SUBJECT = re.compile(r"\b(?:i|i'm|im|i've|ive|je|j'|ich|yo|eu|io)\b")
# ... and someone else as the listener makes the writer the sender ("told her: 'i want to kms'", "texted her back:")
_OTHER_LISTENER = frozenset("her him them my mom mum dad lui lei ihr ihm ihn la le les lo ele ela".split())


def _speaker_side(plain: str, m: re.Match[str]) -> str:
    """The words before a report's verb where its speaker is named, and the verb."""
    return plain[max(0, m.start() - _SPEAKER_CHARS):m.start()] + " " + m.group(0).split()[0]


def reported_words(text: str) -> list[tuple[str, str, bool]]:
    """(the message up to and with the reporting verb, the reported words, whether they are quoted) for each report in
    the raw message. Quoted (or relayed) words are the speaker's own ("she texted: 'i took them all'"); in a
    that-clause the first person is still the writer ("he told me that i should talk to someone")."""
    plain = plain_text(text)
    reports: list[tuple[str, str, bool]] = []
    for m in _QUOTED.finditer(plain):
        words = m.group(0).split()
        if _WRITER_SUBJECT.search(m.group(0)) or (len(words) > 1 and words[1].strip(":\"'“«„") in _OTHER_LISTENER):
            continue  # (the word right after the verb is its listener: "wrote on her story:" has none)
        before = _speaker_side(plain, m)
        rest = plain[m.end():]
        opener = m.group("open")
        if opener == ":":
            stripped = rest.lstrip()
            if stripped[:1] in _CLOSE:  # a colon, then the quote
                opener, rest = stripped[0], stripped[1:]
        if opener == ":":
            end = _CLAUSE_END.search(rest)
            reports.append((before, rest[: end.start() if end else len(rest)], True))
            continue
        close = _CLOSE[opener].search(rest)
        line_end = rest.find("\n")
        reports.append((before, rest[: close.start() if close else line_end if line_end >= 0 else len(rest)], True))
    for m in _RELAYED.finditer(plain):
        rest = plain[m.end():]
        end = _RELAYED_END.search(rest)
        reports.append((_speaker_side(plain, m), rest[: end.start() if end else len(rest)], True))
    for m in _CLAUSE.finditer(plain):
        rest = plain[m.end():]
        end = _CLAUSE_END.search(rest)
        reports.append((_speaker_side(plain, m), rest[: end.start() if end else len(rest)], False))
    return [(before, said[:_REPORT_CHARS], quoted) for before, said, quoted in reports[:_MAX_REPORTS]]


def outside_reports(text: str) -> str:
    """The message without the words it reports (lower-cased, accents dropped): what the student wrote themselves,
    so a quoted friend's Spanish does not decide the language of the reply to an English speaker."""
    plain = plain_text(text)
    for _before, said, _quoted in reported_words(text):
        if said.strip():
            plain = plain.replace(said, " ", 1)
    # words in quotation marks are someone's words even with no verb ("mom: 'yo no tengo tiempo…'")
    return _ANY_QUOTE.sub(" ", plain)


def _speaker_is_someone_else(before: str) -> bool:
    """Whether the nearest person before the reporting verb (the last word of ``before``) is someone else."""
    words = normalise(before)[0].split()
    return bool(words) and nearest_person(words, unread_words(words), len(words) - 1, speaker_search=True) == "third"


def _nearest_in_reported(words: list[str]) -> str | None:
    """'you', 'first' or 'third': the nearest person word before a match in reported words ("you would be better off
    dead" is said to the writer; in a that-clause "me va a matar … and he has a knife" is the writer at risk)."""
    for word in reversed(words):
        if word in YOU:
            return "you"
        if word in FIRST_IN_SPAN:
            return "first"
        if word in THIRD_PARTY_WORDS:
            return "third"
    return None


def crisis_reported_from_another(text: str, matches: Callable[[str], list[tuple[int, int]]]) -> bool:
    """Whether a crisis ``matches`` finds (its spans in normalised text) lies in words someone else said or wrote to
    the writer: in quoted words unless they are addressed to the writer, in a that-clause unless the match or the
    person before it is the writer ("told me that i should just kill myself")."""
    for before, said, quoted in reported_words(text):
        if not said.strip():
            continue
        for variant in normalise(said):
            # quoted, the first person is the speaker; in a that-clause it is still the writer
            spans = [(start, end) for start, end in matches(variant)
                     if _nearest_in_reported(variant[:start].split()) not in (("you",) if quoted else ("you", "first"))
                     and not YOU & set(variant[start:end].split())  # "told me 'kill yourself'": said to the writer
                     # a topic named alone is no one's crisis: "my mom told me that suicide is selfish"
                     and len(variant[start:end].split()) > 1
                     and (quoted or not FIRST_IN_SPAN & set(variant[start:end].split()))]
            if spans and _speaker_is_someone_else(before):
                return True
    return False
