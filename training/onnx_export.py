"""A fine-tuned cross-encoder → ``model.onnx`` (int8) + ``tokenizer.json`` + ``reranker.json`` in one folder,
the layout ``core.retrieval.reranking.CrossEncoderReranker`` loads.

The fp32 graph is exported with torch's ONNX exporter (dynamic batch and sequence axes), then its weights
are quantised to int8 by onnxruntime's dynamic quantiser (activations quantised per batch at run time),
which makes it smaller and faster on CPU at a small cost in score precision (checked by the caller).

The encoder is exported with its plain ("eager") attention, whatever it trained with: transformers' default
SDPA attention traces into a graph of shape arithmetic and masking around each attention that onnxruntime
runs about a quarter slower (10 windows of a SyllabusQA question, int8, 2 cores: p50 / p95 137 / 170 ms
against 103 / 129 ms; docs/evaluation.md, session 46). The two compute the same function.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import torch

MODEL_FILE = "model.onnx"
TOKENIZER_FILE = "tokenizer.json"
CONFIG_FILE = "reranker.json"


def export_onnx(model: torch.nn.Module, tokenizer: object, out_dir: Path, quantise: bool = True) -> Path:
    """Write ``model.onnx`` (int8 unless ``quantise`` is false) and ``tokenizer.json`` into ``out_dir``."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    out_dir.mkdir(parents=True, exist_ok=True)
    model.eval()
    sample = tokenizer(["what is the late policy?", "when is the exam?"],
                       ["Late work loses ten percent per day.", "The final exam is on May 5."],
                       padding=True, return_tensors="pt")
    names = ["input_ids", "attention_mask", "token_type_ids"]
    axes = {n: {0: "batch", 1: "sequence"} for n in names} | {"logits": {0: "batch"}}
    with tempfile.TemporaryDirectory() as tmp:
        fp32 = Path(tmp) / "model-fp32.onnx"
        # the tracer warns about shape checks it freezes; the exported graph keeps dynamic batch and sequence
        # axes (tests/test_reranker_training.py compares it with the torch model at other lengths)
        with torch.no_grad(), warnings.catch_warnings(), eager_attention(model):
            warnings.simplefilter("ignore")
            torch.onnx.export(model, (sample["input_ids"], sample["attention_mask"], sample["token_type_ids"]),
                              str(fp32), input_names=names, output_names=["logits"], dynamic_axes=axes,
                              opset_version=17, dynamo=False)
        target = out_dir / MODEL_FILE
        if quantise:
            quantize_dynamic(str(fp32), str(target), weight_type=QuantType.QInt8)
        else:
            shutil.copyfile(fp32, target)
    with tempfile.TemporaryDirectory() as tmp:
        tokenizer.save_pretrained(tmp)  # type: ignore[attr-defined]
        shutil.copyfile(Path(tmp) / TOKENIZER_FILE, out_dir / TOKENIZER_FILE)
    return out_dir / MODEL_FILE


@contextmanager
def eager_attention(model: torch.nn.Module) -> Iterator[None]:
    """Run ``model`` (a transformers model, or a head holding one as ``model.encoder``) with eager attention
    inside the block, and give it back its own implementation after it. Anything else is left as it is."""
    encoder = model if hasattr(model, "set_attn_implementation") else getattr(model, "encoder", None)
    config = getattr(encoder, "config", None)
    own = getattr(config, "_attn_implementation", None)
    if config is None or own in (None, "eager") or not hasattr(encoder, "set_attn_implementation"):
        yield
        return
    encoder.set_attn_implementation("eager")
    try:
        yield
    finally:
        encoder.set_attn_implementation(own)


def write_config(out_dir: Path, config: dict) -> Path:
    """``reranker.json``: the calibrated answerability threshold, the sequence length it was trained at, and
    how it was trained (for the record)."""
    path = out_dir / CONFIG_FILE
    path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path
