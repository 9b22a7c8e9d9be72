"""English analysis for keyword search on servers without a stemmer (Weaviate): the same steps LanceDB's
full-text index applies (tantivy: split on non-alphanumerics, drop tokens over 40 bytes, lower-case, drop
English stop words, Snowball English stem, fold accents), so BM25 sees the same terms on both backends.

Without it, "registering" never finds "registration"-style variants on Weaviate and the two backends'
rankings drift apart (measured on StackFAQ dev: nDCG@10 0.941 LanceDB vs 0.920 Weaviate unstemmed).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Lucene's English list: both tantivy's and Weaviate's "en" preset use it.
STOP_WORDS = frozenset(
    "a an and are as at be but by for if in into is it no not of on or such that the their then there these "
    "they this to was will with".split()
)
_TOKEN = re.compile(r"[^\W_]+")


@lru_cache(maxsize=1)
def _stemmer():
    # snowballstemmer 2.x (pure Python, generated from the Snowball sources): it imports in ~0.05 s where NLTK's
    # package took ~0.9 s of every `advisor` start. On the 39,765 distinct words of the benchmark corpora it
    # stems 4 words differently from NLTK's port (e.g. "realization"). 3.x changed the algorithm ("adding" ->
    # "add"), which would drift from tantivy's stemmer, hence the pin below 3.
    import snowballstemmer

    return snowballstemmer.stemmer("english")


@lru_cache(maxsize=200_000)
def _term(token: str) -> str:
    stemmed = _stemmer().stemWord(token)
    return "".join(ch for ch in unicodedata.normalize("NFKD", stemmed) if not unicodedata.combining(ch))


def analyse(text: str) -> str:
    """Space-separated search terms of ``text`` (index with whitespace tokenisation, query the same way)."""
    terms = []
    for token in _TOKEN.findall(text.lower()):
        if len(token.encode("utf-8")) > 40 or token in STOP_WORDS:
            continue
        terms.append(_term(token))
    return " ".join(terms)
