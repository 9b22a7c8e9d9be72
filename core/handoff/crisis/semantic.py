"""The semantic layer: paraphrases the rules never saw, caught by their nearest neighbours.

The message is embedded with the offline MiniLM model and compared with two banks: crisis exemplars and
benign academic look-alikes ("this deadline is killing me"). It signals a crisis when its nearest crisis
exemplar is close enough *and* closer than its nearest look-alike by a margin. Both thresholds are fitted
on the dev split and the fresh sets (``benchmarks/crisis_detection.py --fit``).

Only messages with a cue word reach the model; a long message is also read sentence by sentence and clause
by clause, another language through its English gloss. The exemplar vectors are computed once per process
(and cached on disk when a directory is given), so a message costs one to four short embeddings and two
small matrix products.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from core.handoff.crisis.language import language_of_words
from core.handoff.crisis.benign import strip_benign
from core.handoff.crisis.gloss import FUNCTION_WORDS, gloss
from core.handoff.crisis.normalise import normalise
from core.knowledge.embeddings import TOKENIZER_PATH, Embedder

log = logging.getLogger(__name__)

EXEMPLARS_DIR = Path(__file__).parent / "exemplars"
# Fitted with `benchmarks/crisis_detection.py --fit` on the dev split and the fresh sets (the test split stays
# out): the middle of the region with no false alarm on their look-alikes nor on any of the 4,600
# SyllabusQA/StackFAQ questions (similarity 0.35-0.48 x margin 0.11-0.14; docs/evaluation.md#crisis-detection).
MIN_SIMILARITY = 0.40
MIN_MARGIN = 0.13
# mean of the two nearest exemplars on each side: one exemplar sharing a topic word ("following",
# "prescription") is not enough to look like a crisis
_NEIGHBOURS = 2
_MAX_PIECES = 4
_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n+")
# a run-on message longer than this is also read clause by clause ("..., and ...", "... but ...")
_LONG = 14
_MIN_GLOSS_WORDS = 2
_CLAUSE = re.compile(r"\s*(?:[,:\u2014\u2013]|\s-\s|\b(?:and|but|so|because|though|also|honestly|plus)\b)\s*")
# The MiniLM model reads English: a piece with more Spanish/French/German/Portuguese/Italian function words
# than English ones is read through the gloss (gloss.py), one with neither both ways.


@dataclass(frozen=True)
class SemanticScore:
    similarity: float  # mean cosine to the nearest crisis exemplars
    margin: float  # that minus the mean cosine to the nearest benign look-alikes
    category: str  # the nearest crisis exemplar's category
    exemplar: str
    # the embedding of the whole canonical message when it was one of the pieces read: the learned layer
    # reads the same text and reuses it instead of a second model query
    message_vector: np.ndarray | None = field(default=None, compare=False, repr=False)

    def signals(self, min_similarity: float = MIN_SIMILARITY, min_margin: float = MIN_MARGIN) -> bool:
        return self.similarity >= min_similarity and self.margin >= min_margin


def load_banks(directory: Path = EXEMPLARS_DIR) -> tuple[list[tuple[str, str]], list[str]]:
    crisis = []
    for line in (directory / "crisis.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            category, text = line.split("\t", 1)
            crisis.append((category.strip(), text.strip()))
    benign = [line.strip() for line in (directory / "benign.txt").read_text(encoding="utf-8").splitlines()
              if line.strip() and not line.startswith("#")]
    return crisis, benign


# The model only runs on messages with at least one word of distress, risk, harm, finality, the body in
# trouble, substances, control or threat: it keeps the cost of an ordinary question at the rules' fraction
# of a millisecond, and a question about rooms and rubrics cannot look like a crisis by topic alone. The
# groups follow the crisis classes, not particular phrasings (docs/evaluation.md#crisis-detection).
_CUE_GROUPS = {
    "death and finality": r"die|dying|died|dead|death|deadly|lethal|fatal|life|live|living|alive|exist\w*|end|"
    r"ending|ended|over|gone|goodbye|goodbyes|bye|farewell|last|final|note|letters|my will|a will|forever|permanent\w*|"
    r"never|anymore|more|funeral|grave|afterlife|peace|ready|decided|decision|plan\w*|tonight|soon|"
    r"sorry|forgive|fault|love|disappear\w*|vanish\w*|quiet|sleep|wake|rest|give away|giving away|gave away|gave me|pretend\w*",
    "distress": r"hopeless\w*|worthless|pointless|point|burden|empty|numb|alone|lonely|nobody|noone|escape|"
    r"way out|strength|cope|coping|tired|exhausted|done|hate|cry\w*|tears|broken|miserable|despair\w*|"
    r"desperate|trapped|stuck|relief|relieved|better off|check out|clock out|insurance|accident|without me|world|make it|making it|happier|future|relaps\w*|urge\w*|scars?|suicid\w*|"
    r"unalive\w*|myself|himself|herself|themselves|help|please",
    "means and heights": r"hurt\w*|harm\w*|pain\w*|suffer\w*|kill\w*|murder\w*|shoot\w*|shot|stab\w*|"
    r"attack\w*|weapon\w*|guns?|rifle|knife|knives|blade|razor|lighter|rope|noose|pills?|meds?|medication\w*|"
    r"tablets?|overdos\w*|dose|drug\w*|bridge|roof|rooftop|tower|tall|tallest|high|floor|ledge|edge|platform|"
    r"train|bus|traffic|river|sea|jump\w*|cut\w*|bleed\w*|blood\w*|artery|wrists?|burn\w*|drive|driving|"
    r"crash\w*|road|car",
    "body in trouble": r"breath\w*|heart|chest|arm|numb|faint\w*|passed out|pass out|collaps\w*|seizure|"
    r"unconscious|respond\w*|conscious|blue|dizzy|swell\w*|allerg\w*|vomit\w*|throw\w* up|purg\w*|starv\w*|"
    r"eat|eaten|eating|ate|food|calories|weight|laxatives?|smoke|fire|explosion|injur\w*|hospital|ambulance|"
    r"emergency|poison\w*|sick",
    "substances": r"drunk|drink\w*|drank|alcohol|vodka|xanax|adderall|tylenol|acetaminophen|paracetamol|"
    r"ibuprofen|benzos?|opioids?|fentanyl|snort\w*|high|mixed|swallow\w*|took|handful|bottle",
    "control and threat": r"safe|unsafe|danger\w*|scared|afraid|terrified|fear|threat\w*|follow\w*|stalk\w*|"
    r"track\w*|location|airtag|tracker|showing up|shows up|outside my|outside our|waits?|waiting|blocked|accounts|touch\w*|"
    r"forced|forcing|force|assault\w*|abus\w*|rape\w*|consent|hit|hits|hitting|beat\w*|choke\w*|slap\w*|"
    r"bruis\w*|throws?|threw|nudes?|photos?|pictures?|blackmail\w*|secret|drugged|drink|blacked|woke|remember|"
    r"watching|watches|hiding|hide|broke in|broke into|break in|intruder|stranger|throat|closet|"
    r"stop|stopped|said no|control\w*|passport|pay|regret|revenge|get back|sorry|everyone|everybody|"
    r"take everyone|with him|with me|sa|sad|violent|angry|screaming|banging|door",
}
_CUES = re.compile(r"\b(?:" + "|".join(_CUE_GROUPS.values()) + r")\b")


def has_cue(text: str) -> bool:
    return bool(_CUES.search(canonical(text)))


def looks_english(text: str) -> bool:
    return language_of(text) == "en"


def language_of(text: str) -> str:
    """"en", "other" (more Spanish/French/German/Portuguese/Italian function words than English ones), or
    "unsure" (neither: read both as English and through the gloss)."""
    return language_of_words(canonical(text).split())


@functools.lru_cache(maxsize=1)
def _canonical_code_digest() -> str:
    """What ``canonical()`` is made of: its module, the normaliser, the benign guard and the vocabulary the
    spelling tolerance reads. Any edit there invalidates the cached exemplar vectors."""
    parts = [Path(sys.modules[f.__module__].__file__).read_bytes() for f in (canonical, normalise)]
    # every module of the guard: benign.py (strip_benign's) joins the lists of the others
    guard = Path(sys.modules[strip_benign.__module__].__file__)
    parts += [path.read_bytes() for path in sorted(guard.parent.glob("benign*.py"))]
    parts.append(Path(sys.modules[language_of_words.__module__].__file__).read_bytes())  # whether words are spelled
    return hashlib.sha256(b"\0".join([*parts, TOKENIZER_PATH.read_bytes()])).hexdigest()


@functools.lru_cache(maxsize=16)  # read by both model layers, per piece
def canonical(text: str) -> str:
    """The normalised text with the academic idioms blanked out, as the rules see it: "an overdose of
    caffeine lol" or "shoot me an email" must not look like a crisis to the model either."""
    return " ".join(strip_benign(normalise(text)[-1]).replace(",", " ").split())


def _pieces(text: str) -> list[str]:
    """The parts of a message the model reads: the whole message, its sentences when there are several, and
    the clauses of a long run-on message (a crisis sentence inside a long question must not be diluted by
    the rest). Parts in another language are read through their English gloss; only parts with a cue word
    are kept. A message that switches language mid-way is read piece by piece."""
    sentences = [s for s in _SENTENCE.split(text.strip()) if len(s.split()) >= 2]
    parts = sentences if len(sentences) > 1 else []
    if len(text.split()) > _LONG:
        parts += [c for s in (sentences or [text]) if len(s.split()) > _LONG
                  for c in _CLAUSE.split(s) if len(c.split()) >= 3]
    pieces = []
    for part in [text] + parts:
        english = canonical(part)
        language = language_of(part)
        # other languages are read through a word-for-word English gloss of their crisis vocabulary; a gloss
        # with fewer than two risk-bearing words ("scared my", "i die" from a hyperbole) says too little
        glossed = gloss(english) if language != "en" else ""
        if len([w for w in glossed.split() if w not in FUNCTION_WORDS]) < _MIN_GLOSS_WORDS:
            glossed = ""
        for piece in ([english] if language != "other" else []) + [glossed]:
            if piece and piece not in pieces and _CUES.search(piece):
                pieces.append(piece)
    # the whole message first, then the most suspicious-looking parts: the cue-dense ones
    # (most cue words first, the shorter of equals: a clause is less diluted than its sentence)
    return pieces[:1] + sorted(pieces[1:], key=lambda p: (-len(_CUES.findall(p)), len(p)))[:_MAX_PIECES - 1]


class SemanticCrisisScorer:
    def __init__(self, embedder: Embedder, banks: tuple[list[tuple[str, str]], list[str]] | None = None,
                 cache_dir: Path | None = None) -> None:
        self.embedder = embedder
        crisis, benign = banks or load_banks()
        self._categories = [c for c, _ in crisis]
        self._crisis_texts = [t for _, t in crisis]
        self._crisis = self._vectors(self._crisis_texts, cache_dir, "crisis")
        self._benign = self._vectors(benign, cache_dir, "benign")

    def _vectors(self, texts: list[str], cache_dir: Path | None, name: str) -> np.ndarray:
        """The exemplars' vectors of their canonical forms. The cache key is the raw texts and the code that
        canonicalises them: computing the ~900 canonical forms just to name the cache took 0.24 CPU s of
        every process."""
        digest = hashlib.sha256("\n".join([self.embedder.model_id, _canonical_code_digest(), *texts]).encode())\
            .hexdigest()[:16]
        path = cache_dir / f"crisis-{name}-{digest}.npy" if cache_dir else None
        if path is not None and path.exists():
            try:
                vectors = np.load(path)
                if vectors.shape == (len(texts), self.embedder.dimension):
                    return vectors
            except (OSError, ValueError) as exc:
                log.warning("ignoring unreadable crisis exemplar cache %s: %s", path, exc)
        # an exemplar that is all idiom ("this deadline is killing me") keeps its words: never an empty vector
        vectors = self.embedder.embed_documents([canonical(t) or t.lower() for t in texts]).astype(np.float32)
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                np.save(path, vectors)
            except OSError as exc:
                log.warning("could not cache crisis exemplar vectors at %s: %s", path, exc)
        return vectors

    def score(self, text: str) -> SemanticScore:
        pieces = _pieces(text)
        if not pieces:
            return SemanticScore(0.0, -1.0, "", "")
        vectors = self.embedder.embed_documents(pieces) if len(pieces) > 1 else \
            self.embedder.embed_query(pieces[0])[None, :]
        to_crisis = vectors @ self._crisis.T
        nearest = to_crisis.argmax(axis=1)
        similarity = np.sort(to_crisis, axis=1)[:, -_NEIGHBOURS:].mean(axis=1)
        margins = similarity - np.sort(vectors @ self._benign.T, axis=1)[:, -_NEIGHBOURS:].mean(axis=1)
        best = int(np.argmax(margins))  # the piece that looks most like a crisis decides
        i = int(nearest[best])
        whole = canonical(text)
        return SemanticScore(float(similarity[best]), float(margins[best]), self._categories[i],
                             self._crisis_texts[i], vectors[pieces.index(whole)] if whole in pieces else None)
