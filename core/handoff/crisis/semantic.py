"""The semantic layer: paraphrases the rules never saw, caught by their nearest neighbours.

The message is embedded with the offline MiniLM model and compared with two banks: crisis exemplars and
benign academic look-alikes ("this deadline is killing me"). It signals a crisis when its nearest crisis
exemplar is close enough *and* closer than its nearest look-alike by a margin. Both thresholds are fitted
on the development half of the labelled set (``benchmarks/crisis_detection.py --fit``).

The exemplar vectors are computed once per process (and cached on disk when a directory is given), so a
message costs one short embedding and two small matrix products.
"""

from __future__ import annotations

import hashlib
import logging
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.handoff.crisis.normalise import normalise
from core.knowledge.embeddings import Embedder

log = logging.getLogger(__name__)

EXEMPLARS_DIR = Path(__file__).parent / "exemplars"
# Fitted on tests/data/crisis/*_dev.txt with `benchmarks/crisis_detection.py --fit`: inside the region with no
# false alarm on the dev look-alikes nor on any SyllabusQA/StackFAQ question, away from both edges
# (docs/evaluation.md#crisis-detection).
MIN_SIMILARITY = 0.48
MIN_MARGIN = 0.08
# mean of the two nearest exemplars on each side: one exemplar sharing a topic word ("following",
# "prescription") is not enough to look like a crisis
_NEIGHBOURS = 2
_MAX_PIECES = 4
_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n+")
# The MiniLM model is English-only: on Spanish, French or German its neighbours are noise, so those
# messages rely on the rules (which cover the four languages).
_ENGLISH = frozenset("i my you the an and or but to of in on at for with is am are was were be been do does did "
                     "not can would should could have has had this that it what when how why if so just "
                     "any more about from up out all there they he she we want going".split())
_OTHER = frozenset("el la los las y o pero que de en con por para es soy estoy no yo mi me se lo una un "
                   "le les et ou mais je tu il elle nous vous est suis pas ne moi mon ma des du au avec pour "
                   "der die das und oder aber ich du er sie wir ist bin nicht mein meine mich mir zu mit fuer "
                   "auf ein eine va si como cuando del al muy mas puedo tengo quiero esta este ya nada todo "
                   "vais veux ai est ce cours rien tout plus tres peux suis dans sur "
                   "ist es sich habe kann will nicht mehr ganz doch wenn ob noch schon".split()) - _ENGLISH


@dataclass(frozen=True)
class SemanticScore:
    similarity: float  # mean cosine to the nearest crisis exemplars
    margin: float  # that minus the mean cosine to the nearest benign look-alikes
    category: str  # the nearest crisis exemplar's category
    exemplar: str

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


# The model only runs on messages with at least one word of distress, risk, harm or finality: it keeps the
# cost of an ordinary question at the rules' fraction of a millisecond, and a question about rooms and
# rubrics cannot look like a crisis by topic alone.
_CUES = re.compile(
    r"\b(?:die|dying|died|dead|death|deadly|lethal|life|live|living|alive|exist\w*|end|ending|ended|over|gone|"
    r"goodbye|bye|farewell|last|final|note|sorry|forgive|hurt\w*|harm\w*|pain\w*|suffer\w*|kill\w*|murder\w*|"
    r"shoot\w*|shot|stab\w*|attack\w*|weapon\w*|gun|guns|knife|knives|blade|razor|rope|noose|pills?|meds?|"
    r"tablets?|overdos\w*|drug\w*|bridge|roof|jump\w*|cut\w*|bleed\w*|blood|burn\w*|scar\w*|safe|unsafe|"
    r"danger\w*|scared|afraid|terrified|fear|threat\w*|follow\w*|stalk\w*|touch\w*|forced|assault\w*|abus\w*|"
    r"rape\w*|hit|hits|hitting|beat\w*|choke\w*|hopeless\w*|worthless|pointless|point|burden|empty|numb|"
    r"alone|lonely|nobody|noone|anymore|more|never|forever|permanent\w*|disappear\w*|vanish\w*|escape|"
    r"way out|strength|cope|coping|tired|exhausted|done|ready|plan\w*|tonight|goodbyes|funeral|grave|sleep|"
    r"wake|breath\w*|heart|hate|myself|himself|herself|themselves|gun|drive|driving|crash\w*|road|car|"
    r"cry\w*|tears|broken|miserable|despair\w*|desperate|suicid\w*|unalive\w*|help)\b")


def has_cue(text: str) -> bool:
    return bool(_CUES.search(_canonical(text)))


def looks_english(text: str) -> bool:
    words = _canonical(text).split()
    english = sum(w in _ENGLISH for w in words)
    return english >= sum(w in _OTHER for w in words)


def _canonical(text: str) -> str:
    return normalise(text)[-1].strip()


def _pieces(text: str) -> list[str]:
    """The whole message, plus its sentences when there are several (a crisis sentence inside a long
    question must not be diluted by the rest)."""
    sentences = [s for s in _SENTENCE.split(text.strip()) if len(s.split()) >= 2]
    pieces = [text] + (sentences[:_MAX_PIECES - 1] if len(sentences) > 1 else [])
    return [_canonical(p) for p in pieces if _canonical(p)]


class SemanticCrisisScorer:
    def __init__(self, embedder: Embedder, banks: tuple[list[tuple[str, str]], list[str]] | None = None,
                 cache_dir: Path | None = None) -> None:
        self.embedder = embedder
        crisis, benign = banks or load_banks()
        self._categories = [c for c, _ in crisis]
        self._crisis_texts = [t for _, t in crisis]
        self._crisis = self._vectors([_canonical(t) for t in self._crisis_texts], cache_dir, "crisis")
        self._benign = self._vectors([_canonical(t) for t in benign], cache_dir, "benign")

    def _vectors(self, texts: list[str], cache_dir: Path | None, name: str) -> np.ndarray:
        digest = hashlib.sha256("\n".join([self.embedder.model_id, *texts]).encode()).hexdigest()[:16]
        path = cache_dir / f"crisis-{name}-{digest}.npy" if cache_dir else None
        if path is not None and path.exists():
            try:
                vectors = np.load(path)
                if vectors.shape == (len(texts), self.embedder.dimension):
                    return vectors
            except (OSError, ValueError) as exc:
                log.warning("ignoring unreadable crisis exemplar cache %s: %s", path, exc)
        vectors = self.embedder.embed_documents(texts).astype(np.float32)
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                np.save(path, vectors)
            except OSError as exc:
                log.warning("could not cache crisis exemplar vectors at %s: %s", path, exc)
        return vectors

    def score(self, text: str) -> SemanticScore:
        pieces = _pieces(text) if looks_english(text) and has_cue(text) else []
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
        return SemanticScore(float(similarity[best]), float(margins[best]), self._categories[i],
                             self._crisis_texts[i])
