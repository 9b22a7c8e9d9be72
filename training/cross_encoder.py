"""Fine-tune a MiniLM cross-encoder on (question, passage, label) pairs with torch (the ``train`` extra).

The encoder reads question and passage together (``[CLS] question [SEP] passage [SEP]``); the head is
``PairScorer``'s, warm-started so that before any step it scores a pair like the bi-encoder MiniLM was trained
as. Binary cross-entropy on one logit per pair, AdamW with linear warm-up and decay, CPU only. Deterministic
for a seed: dropout and batch order come from seeded generators, torch runs its deterministic kernels, and the
thread count is fixed (a different count can change float summation order).
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
from transformers import AutoModel, AutoTokenizer, get_linear_schedule_with_warmup

from training.mining import Pair

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TrainConfig:
    """The fine-tuning knobs, defined once: ``advisor train-reranker`` passes them in ``RecipeOptions.training``
    and ``reranker.json`` records them under ``training``."""

    max_tokens: int = 128  # training sequence length (question + passage window)
    epochs: int = 1
    batch_size: int = 16
    learning_rate: float = 7e-5
    warmup_share: float = 0.1  # of the steps, learning rate rising linearly before it decays
    seed: int = 13  # also seeds the recipe's held-out split, question sample and pair choice
    threads: int = 2  # torch CPU threads (a different count can change float summation order)
    freeze_layers: int = 2  # the embeddings and the first N encoder layers keep their MiniLM weights (0 = none)
    layers: int | None = None  # keep only MiniLM's first N of 6 encoder layers (None = all): serving costs ~N/6
    listwise_weight: float = 0.0  # > 0: batches keep each question's pairs together and add a listwise term


@dataclass(frozen=True)
class TrainStats:
    pairs: int
    steps: int
    seconds: float
    final_loss: float

    @property
    def pairs_per_s(self) -> float:
        return self.pairs / self.seconds if self.seconds else 0.0


def seed_everything(seed: int, threads: int) -> None:
    torch.set_num_threads(threads)
    torch.manual_seed(seed)
    random.seed(seed)
    np.random.seed(seed)
    torch.use_deterministic_algorithms(True)


class PairScorer(torch.nn.Module):
    """One relevance logit for a (question, passage) pair read together by the encoder.

    all-MiniLM-L6-v2 is a *bi*-encoder: it was trained so that the mean of a text's token states, normalised,
    lies near the means of texts that answer it; its [CLS] state was never trained to mean anything. The stock
    sequence-classification head (a fresh layer on [CLS]) therefore starts from nothing, and in the two runs
    measured here (992 and 7,378 pairs) it ordered held-out passages worse than the retriever (MRR 0.44 and
    0.52 vs 0.78-0.80). This head keeps what MiniLM knows: the question's and the passage's token states are
    mean-pooled *separately* (``token_type_ids`` tell them apart) and the logit is ``scale · cosine + bias``
    plus a linear term on their element-wise product and difference that starts at zero. At step 0 it ranks
    like the bi-encoder; fine-tuning then lets the two texts' tokens attend to each other to decide."""

    def __init__(self, encoder: torch.nn.Module, scale: float = 10.0, bias: float = -5.0) -> None:
        super().__init__()
        self.encoder = encoder
        hidden = encoder.config.hidden_size
        self.scale = torch.nn.Parameter(torch.tensor(scale))
        self.bias = torch.nn.Parameter(torch.tensor(bias))
        self.interaction = torch.nn.Linear(2 * hidden, 1)
        torch.nn.init.zeros_(self.interaction.weight)
        torch.nn.init.zeros_(self.interaction.bias)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor,
                token_type_ids: torch.Tensor) -> torch.Tensor:
        states = self.encoder(input_ids=input_ids, attention_mask=attention_mask,
                              token_type_ids=token_type_ids).last_hidden_state
        mask = attention_mask.unsqueeze(-1).to(states.dtype)
        second = token_type_ids.unsqueeze(-1).to(states.dtype)
        question = _mean(states, mask * (1 - second))
        passage = _mean(states, mask * second)
        logit = self.scale * (question * passage).sum(-1) + self.bias
        logit = logit + self.interaction(torch.cat([question * passage, (question - passage).abs()], -1)).squeeze(-1)
        return logit.unsqueeze(-1)  # (batch, 1): the layout the serving re-ranker reads


def _mean(states: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
    pooled = (states * weights).sum(1) / weights.sum(1).clamp(min=1.0)
    return torch.nn.functional.normalize(pooled, dim=-1)


def load_base(base_model: Path, seed: int, threads: int, layers: int | None = None) -> tuple[PairScorer, object]:
    """The MiniLM encoder (its first ``layers`` encoder layers, when given) under a warm-started
    ``PairScorer`` head, and its fast tokenizer."""
    seed_everything(seed, threads)
    tokenizer = AutoTokenizer.from_pretrained(str(base_model))
    encoder = AutoModel.from_pretrained(str(base_model))
    if layers is not None:
        if not 1 <= layers <= len(encoder.encoder.layer):
            raise ValueError(f"layers {layers} is not within 1-{len(encoder.encoder.layer)}")
        encoder.encoder.layer = torch.nn.ModuleList(list(encoder.encoder.layer)[:layers])
        encoder.config.num_hidden_layers = layers
    return PairScorer(encoder), tokenizer


def save_torch(model: PairScorer, tokenizer: object, folder: Path) -> None:
    """The fine-tuned weights (``pair_scorer.pt``: encoder and head) with the encoder's config and tokenizer."""
    folder.mkdir(parents=True, exist_ok=True)
    model.encoder.config.save_pretrained(folder)
    tokenizer.save_pretrained(folder)  # type: ignore[attr-defined]
    torch.save(model.state_dict(), folder / "pair_scorer.pt")


def train(model: torch.nn.Module, tokenizer: object, pairs: Sequence[Pair], config: TrainConfig,
          progress: Callable[[int, int, float], None] | None = None) -> TrainStats:
    """Fine-tune in place; ``progress(step, total_steps, loss)`` after each step."""
    if not pairs:
        raise ValueError("no training pairs")
    seed_everything(config.seed, config.threads)
    order = torch.Generator().manual_seed(config.seed)
    epochs = [_batches(pairs, config, order) for _ in range(config.epochs)]
    total = sum(len(batches) for batches in epochs)
    trainable = freeze(model, config.freeze_layers)
    optimizer = torch.optim.AdamW(trainable, lr=config.learning_rate, weight_decay=0.01)
    schedule = get_linear_schedule_with_warmup(optimizer, int(total * config.warmup_share), total)
    loss_fn = torch.nn.BCEWithLogitsLoss()
    model.train()
    t0 = time.perf_counter()
    step, loss_value = 0, float("nan")
    for batches in epochs:
        for batch in batches:
            features = tokenizer([p.question for p in batch], [p.passage for p in batch], padding=True,
                                 truncation="only_second", max_length=config.max_tokens, return_tensors="pt")
            logits = model(**features).view(-1)
            loss = loss_fn(logits, torch.tensor([p.label for p in batch], dtype=torch.float32))
            if config.listwise_weight > 0:
                loss = loss + config.listwise_weight * listwise_loss(logits, batch)
            optimiser_step(loss, trainable, optimizer, schedule)
            step += 1
            loss_value = float(loss.detach())
            if progress:
                progress(step, total, loss_value)
    model.eval()
    return TrainStats(len(pairs) * config.epochs, step, time.perf_counter() - t0, loss_value)


def _batches(pairs: Sequence[Pair], config: TrainConfig, order: torch.Generator) -> list[list[Pair]]:
    """One epoch's batches. Pointwise (``listwise_weight`` 0): a seeded permutation cut every ``batch_size``
    pairs. Listwise: the questions in a seeded order, whole, each batch closed once it holds ``batch_size``
    pairs, so every positive meets its own question's negatives in the same step."""
    if config.listwise_weight <= 0:
        permutation = torch.randperm(len(pairs), generator=order).tolist()
        return [[pairs[i] for i in permutation[start : start + config.batch_size]]
                for start in range(0, len(pairs), config.batch_size)]
    groups: dict[str, list[Pair]] = {}
    for p in pairs:
        groups.setdefault(p.group or p.question, []).append(p)
    keys = list(groups)
    batches: list[list[Pair]] = [[]]
    for i in torch.randperm(len(keys), generator=order).tolist():
        if len(batches[-1]) >= config.batch_size:
            batches.append([])
        batches[-1].extend(groups[keys[i]])
    return [b for b in batches if b]


def listwise_loss(logits: torch.Tensor, batch: Sequence[Pair]) -> torch.Tensor:
    """Mean over the batch's relevant pairs of −log softmax(its logit among its own question's irrelevant
    ones): the localised contrastive estimate of Gao et al. 2021 ("Rethink Training of BERT Rerankers"). BCE
    alone judges each pair on its own; this term asks only that the evidence outrank the hard negatives mined
    for the same question, which is what serving's order uses. Questions without both kinds add nothing."""
    rows: dict[str, list[int]] = {}
    for i, p in enumerate(batch):
        rows.setdefault(p.group or p.question, []).append(i)
    terms: list[torch.Tensor] = []
    for members in rows.values():
        negatives = [i for i in members if batch[i].label <= 0]
        if not negatives:
            continue
        for i in members:
            if batch[i].label > 0:
                scores = logits[[i, *negatives]]
                terms.append(torch.logsumexp(scores, 0) - scores[0])
    return torch.stack(terms).mean() if terms else logits.sum() * 0.0


def optimiser_step(loss: torch.Tensor, trainable: list[torch.nn.Parameter], optimizer: torch.optim.Optimizer,
                   schedule: object) -> None:
    """Back-propagate, clip the gradient norm to 1, step the optimiser and the learning-rate schedule."""
    loss.backward()
    torch.nn.utils.clip_grad_norm_(trainable, 1.0)
    optimizer.step()
    schedule.step()  # type: ignore[attr-defined]
    optimizer.zero_grad()


def freeze(model: PairScorer, layers: int) -> list[torch.nn.Parameter]:
    """Freeze the embeddings and the first ``layers`` encoder layers (0 = train everything); returns the
    parameters left to train. Saves their backward pass — a third of the time at 2 of 6 layers frozen — and
    keeps what MiniLM learnt about words from being overwritten by a few thousand pairs."""
    if layers > 0:
        base = model.encoder
        for p in base.embeddings.parameters():
            p.requires_grad = False
        for layer in base.encoder.layer[:layers]:
            for p in layer.parameters():
                p.requires_grad = False
    return [p for p in model.parameters() if p.requires_grad]


@torch.no_grad()
def relevance(model: torch.nn.Module, tokenizer: object, question: str, passages: Sequence[str],
              max_tokens: int) -> list[float]:
    """Sigmoid relevance of each passage (the torch model; the ONNX export must agree with it)."""
    model.eval()
    features = tokenizer([question] * len(passages), list(passages), padding=True, truncation="only_second",
                         max_length=max_tokens, return_tensors="pt")
    return torch.sigmoid(model(**features).view(-1)).tolist()
