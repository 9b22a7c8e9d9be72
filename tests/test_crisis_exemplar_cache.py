"""The crisis exemplar vectors are cached on disk: a warm process neither embeds nor canonicalises them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from core.handoff.crisis import semantic
from core.handoff.crisis.semantic import SemanticCrisisScorer
from core.knowledge.embeddings import MiniLMEmbedder

BANKS = ([("self_harm", "I don't want to be alive anymore"), ("danger", "someone is following me home")],
         ["this deadline is killing me", "I could die of embarrassment lol"])


class CountingEmbedder:
    """The real MiniLM embedder, counting the texts it is asked to embed."""

    def __init__(self) -> None:
        self.inner = MiniLMEmbedder(max_tokens=128)
        self.model_id, self.dimension = self.inner.model_id, self.inner.dimension
        self.embedded: list[str] = []

    def embed_documents(self, texts, progress=None):
        self.embedded += list(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text):
        self.embedded.append(text)
        return self.inner.embed_query(text)


def test_a_second_process_reads_the_exemplar_vectors_without_canonicalising_them(tmp_path: Path, monkeypatch) -> None:
    first = CountingEmbedder()
    cold = SemanticCrisisScorer(first, banks=BANKS, cache_dir=tmp_path)
    assert first.embedded == [semantic.canonical(t) or t.lower() for t in
                              [t for _, t in BANKS[0]] + BANKS[1]]

    def no_canonical(text: str) -> str:
        raise AssertionError("canonical() called for a cached bank")

    monkeypatch.setattr(semantic, "canonical", no_canonical)
    second = CountingEmbedder()
    warm = SemanticCrisisScorer(second, banks=BANKS, cache_dir=tmp_path)
    assert second.embedded == []
    assert np.array_equal(warm._crisis, cold._crisis) and np.array_equal(warm._benign, cold._benign)


def test_changed_exemplars_or_canonicalising_code_are_embedded_again(tmp_path: Path, monkeypatch) -> None:
    SemanticCrisisScorer(CountingEmbedder(), banks=BANKS, cache_dir=tmp_path)
    edited = CountingEmbedder()
    SemanticCrisisScorer(edited, banks=(BANKS[0], BANKS[1] + ["my code is dead"]), cache_dir=tmp_path)
    assert "my code is dead" in edited.embedded and len(edited.embedded) == 3  # the crisis bank was cached

    monkeypatch.setattr(semantic, "_canonical_code_digest", lambda: "normaliser edited")
    recomputed = CountingEmbedder()
    SemanticCrisisScorer(recomputed, banks=BANKS, cache_dir=tmp_path)
    assert len(recomputed.embedded) == 4


@pytest.mark.parametrize("threads", [None, 1])
def test_embedders_of_one_process_share_the_loaded_model_but_not_their_length_limit(threads) -> None:
    short, long = MiniLMEmbedder(max_tokens=8, threads=threads), MiniLMEmbedder(max_tokens=256, threads=threads)
    assert short._model is long._model
    text = "I have been thinking about my grades and my family and whether any of it matters at all anymore"
    assert not np.allclose(short.embed_query(text), long.embed_query(text))
    assert np.array_equal(long.embed_query(text), MiniLMEmbedder(max_tokens=256, threads=threads).embed_query(text))
