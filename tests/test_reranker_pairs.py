"""Training questions for the cross-encoder (training/pairs.py, history.py, mining.py, calibration.py):
all without torch. Mining runs the real chunker, embedder, LanceDB index and hybrid retriever."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.conversation.feedback import FeedbackRecord, build_feedback_store
from core.foundation.settings import Settings
from core.handoff.store import HandoffTicket, TicketStatus, build_handoff_store
from core.conversation.model import ConversationKey
from core.knowledge.citation import Citation
from training.calibration import (MIN_PRIOR_QUESTIONS, PRIOR_L2, balanced_accuracy_at, fit_answerability,
                                  fit_question_prior, fit_rank_weight, fit_threshold)
from training.history import history_questions
from core.retrieval.passage_windows import best_window, text_windows
from training.mining import MinedQuestion, mine_candidates, training_pairs
from training.pairs import (PairsError, TrainingQuestion, calibration_split, load_benchmark_questions,
                            load_question_file, load_questions, write_question_file)

TINY = Path(__file__).parent / "data" / "tiny_bench"


def test_benchmark_split_marks_evidence_and_unanswerable_questions():
    questions = load_benchmark_questions(TINY, "dev")
    by_text = {q.text: q for q in questions}
    unanswerable = by_text["Is there a parking permit discount for students?"]
    assert not unanswerable.answerable and unanswerable.scope == "hist200"
    assert not unanswerable.is_relevant("Parking permits cost 180 dollars for students.")
    lab = by_text["How much are the lab reports worth in the grade?"]
    assert lab.answerable and lab.scope == "chem101"
    # the benchmark's rule: normalised span inside the normalised chunk text
    assert lab.is_relevant("The final grade: WEEKLY lab-reports, worth 25 percent; a final exam …")
    assert not lab.is_relevant("Lab reports are due on Fridays.")
    assert len(questions) == 6 and sum(not q.answerable for q in questions) == 1


def test_question_file_round_trip_and_clear_errors(tmp_path):
    questions = [TrainingQuestion("When is the drop deadline?", True, urls=("https://kb.example.edu/drop#page=2",),
                                  source="feedback:helpful"),
                 TrainingQuestion("Is the pool open at midnight?", False, scope="recreation")]
    path = tmp_path / "pairs.jsonl"
    assert write_question_file(questions, path) == 2
    loaded = load_questions(path)
    assert loaded == questions
    drop = loaded[0]
    assert drop.is_relevant("anything", "https://kb.example.edu/drop#page=2")
    assert not drop.is_relevant("anything", "https://kb.example.edu/drop#page=3")  # a cited PDF page is that page
    whole = TrainingQuestion("q", True, urls=("https://kb.example.edu/drop",))
    assert whole.is_relevant("anything", "https://kb.example.edu/drop#page=3")

    bad = tmp_path / "bad.jsonl"
    for line, message in [('{"question": "x"', "not valid JSON"), ('{"answerable": true}', "question"),
                          ('{"question": "x", "answerable": true}', "spans\" or \"urls"),
                          ('{"question": "x", "answerable": "yes", "spans": ["a"]}', "true or false")]:
        bad.write_text(json.dumps({"question": "ok", "spans": ["fine"]}) + "\n" + line + "\n", encoding="utf-8")
        with pytest.raises(PairsError, match=message) as err:
            load_question_file(bad)
        assert f"{bad}:2" in str(err.value)  # names the line
    with pytest.raises(PairsError, match="no split 'train'"):
        load_questions(TINY, "train")
    with pytest.raises(PairsError, match="no such file"):
        load_questions(tmp_path / "missing.jsonl")


def test_calibration_split_holds_out_whole_documents_reproducibly():
    questions = [TrainingQuestion(f"q{i}", True, ("x",), scope=f"doc{i % 10}") for i in range(100)]
    train, held = calibration_split(questions, 0.2, seed=7)
    assert len({q.scope for q in held}) == 2 and not {q.scope for q in held} & {q.scope for q in train}
    assert len(train) + len(held) == 100
    assert calibration_split(questions, 0.2, seed=7) == (train, held)
    assert calibration_split(questions, 0.0, seed=7) == (questions, [])


def test_threshold_maximises_balanced_accuracy():
    scores = [0.9, 0.8, 0.7, 0.35, 0.3, 0.6, 0.2, 0.1]
    answerable = [True, True, True, True, False, False, False, False]
    cal = fit_threshold(scores, answerable)
    assert balanced_accuracy_at(scores, answerable, cal.threshold) == cal.balanced_accuracy
    assert cal.balanced_accuracy == max(balanced_accuracy_at(scores, answerable, t / 100) for t in range(101))
    assert 0.3 < cal.threshold < 0.35  # all answerable answered, one unanswerable (0.6) missed
    assert cal.unanswerable == 4
    with pytest.raises(ValueError):
        fit_threshold([0.5, 0.6], [True, True])


def test_history_export_takes_helpful_answers_and_resolved_handoffs(tmp_path):
    feedback = build_feedback_store(None, tmp_path)
    cite = [Citation(n=1, title="Add/drop", url="https://kb.example.edu/add-drop")]
    feedback.record(FeedbackRecord(kind="helpful", platform="slack", conversation="c1", user_id="U1",
                                   question="When can I drop a class?", citations=cite))
    feedback.record(FeedbackRecord(kind="not_helpful", platform="slack", conversation="c2", user_id="U2",
                                   question="Where is the gym?", citations=cite))
    feedback.record(FeedbackRecord(kind="helpful", platform="slack", conversation="c3", user_id="U3",
                                   question="", citations=cite))  # text erased by `advisor forget`
    handoffs = build_handoff_store(None, tmp_path, 30)
    key = ConversationKey(platform="slack", channel="C1", thread="1.0")
    base = dict(platform="slack", conversation=key, student_id="U9", reason="asked",
                citations=[Citation(n=1, title="Fees", url="https://kb.example.edu/fees.pdf#page=4")])
    handoffs.save(HandoffTicket(id="t1", question="Can I pay my fees in instalments?", status=TicketStatus.resolved, **base))
    handoffs.save(HandoffTicket(id="t2", question="Open one", status=TicketStatus.open, **base))
    handoffs.save(HandoffTicket(id="t3", question="No page", status=TicketStatus.resolved,
                                **{**base, "citations": []}))
    questions = history_questions(feedback, handoffs)
    assert [(q.text, q.urls, q.source) for q in questions] == [
        ("When can I drop a class?", ("https://kb.example.edu/add-drop",), "feedback:helpful"),
        ("Can I pay my fees in instalments?", ("https://kb.example.edu/fees.pdf#page=4",), "handoff:resolved")]
    exported = tmp_path / "pairs.jsonl"
    write_question_file(questions, exported)
    assert "U9" not in exported.read_text() and "U1" not in exported.read_text()  # no user ids leave the store


def test_mining_labels_the_retrievers_candidates_and_builds_pairs(tmp_path):
    from core.evaluation.datasets import load_dataset
    from core.evaluation.runner import EvalRunner

    settings = Settings(_env_file=None, data_dir=tmp_path)
    runner = EvalRunner(settings, load_dataset(TINY, "dev"))
    runner.prepare_index()
    questions = load_benchmark_questions(TINY, "dev")
    mined = mine_candidates(questions, runner.index, runner.embedder, settings, depth=5)
    by_text = {m.question.text: m for m in mined}
    lab = by_text["How much are the lab reports worth in the grade?"]
    assert lab.texts and any(lab.relevant)
    assert all(("25 percent" in t) == r for t, r in zip(lab.texts, lab.relevant))
    parking = by_text["Is there a parking permit discount for students?"]
    assert parking.texts and not any(parking.relevant)  # scope hist200 only; nothing relevant
    pairs = training_pairs(mined, negatives=2, positives=1, seed=3)
    assert pairs == training_pairs(mined, negatives=2, positives=1, seed=3)
    positives = [p for p in pairs if p.label == 1.0]
    assert positives and all(any(s.lower() in p.passage.lower() for s in
                                 ("weekly lab reports worth 25 percent", "holds office hours on tuesdays",
                                  "three unexcused absences", "goggles and closed-toe shoes",
                                  "required textbook is modern europe")) for p in positives)
    assert {p.question for p in pairs if p.label == 0.0} >= {"Is there a parking permit discount for students?"}
    per_question = {}
    for p in pairs:
        per_question.setdefault(p.question, []).append(p.label)
    assert all(labels.count(1.0) <= 1 and labels.count(0.0) <= 2 for labels in per_question.values())
    # each pair names the mined question it came from: a listwise loss compares within it
    groups = {}
    for p in pairs:
        groups.setdefault(p.group, set()).add(p.question)
    assert all(len(texts) == 1 for texts in groups.values()) and len(groups) == len({p.question for p in pairs})
    twice = training_pairs([*mined, *mined], negatives=2, positives=1, seed=3)  # the same text asked twice: two
    assert len({p.group for p in twice}) == 2 * len(groups)


def test_the_best_window_is_the_one_sharing_most_question_words():
    words = [f"word{i}" for i in range(400)]
    words[300:303] = ["deadlines", "withdrawal", "refund"]
    text = " ".join(words)
    window = best_window("What are the withdrawal deadline and the refund?", text, 480)
    assert "deadlines withdrawal refund" in window and len(window) <= 480  # stems: deadline ~ deadlines
    assert best_window("nothing in common", text, 480) == text_windows(text, 480)[0]  # no shared word: from the start
    assert best_window("the", text, 480) == text_windows(text, 480)[0]  # only stop words
    assert best_window("refund", "short refund text", 480) == "short refund text"


def test_best_negative_windows_train_on_the_window_serving_will_read():
    words = [f"filler{i}" for i in range(300)]
    words[250:252] = ["parking", "permit"]
    negative = " ".join(words)
    question = TrainingQuestion("Where do I buy a parking permit?", True, spans=("permits are sold online",))
    mined = [MinedQuestion(question, ("permits are sold online at the office", negative), (True, False))]
    random_pairs = training_pairs(mined, negatives=1, positives=1, seed=3, window_chars=200)
    best_pairs = training_pairs(mined, negatives=1, positives=1, seed=3, window_chars=200, best_negative_windows=True)
    [best_negative] = [p.passage for p in best_pairs if p.label == 0.0]
    assert "parking permit" in best_negative and len(best_negative) <= 200
    assert best_negative == best_window(question.text, negative, 200)
    assert {p.passage for p in random_pairs if p.label == 1.0} == {p.passage for p in best_pairs if p.label == 1.0}


def test_windows_cover_the_text_and_the_evidence_window_holds_the_span():
    text = " ".join(f"word{i}" for i in range(400))  # ~3,000 characters
    windows = text_windows(text, 480)
    assert all(len(w) <= 480 for w in windows) and windows[0].startswith("word0 ") and windows[-1].endswith("word399")
    assert all(w.split()[0].startswith("word") for w in windows)  # cut at spaces, never inside a word
    assert set(text.split()) == {t for w in windows for t in w.split()}  # nothing skipped
    assert text_windows("short text", 480) == ["short text"]
    q = TrainingQuestion("q", True, spans=("word200 word201 word202",))
    window = q.evidence_window(text, 480)
    assert window is not None and "word200 word201 word202" in window and len(window) <= 480
    assert TrainingQuestion("q", True, spans=(" ".join(f"word{i}" for i in range(100, 200)),)).evidence_window(text, 480) is None


def test_windowed_pairs_keep_the_evidence_in_the_positive(tmp_path):
    from training.mining import MinedQuestion

    filler = " ".join(f"filler{i}" for i in range(150))
    relevant = f"{filler} Lab reports are worth 25 percent of the grade. {filler}"
    q = TrainingQuestion("How much are lab reports worth?", True, spans=("lab reports are worth 25 percent",))
    mined = [MinedQuestion(q, (relevant, filler + " office hours", filler + " textbook"), (True, False, False))]
    pairs = training_pairs(mined, negatives=2, positives=1, seed=1, window_chars=300)
    positive = [p for p in pairs if p.label == 1.0]
    assert len(positive) == 1 and "25 percent" in positive[0].passage and len(positive[0].passage) <= 300
    assert all(len(p.passage) <= 300 for p in pairs) and len(pairs) == 3


def test_ranking_check_says_whether_the_reranker_beats_the_retriever_order():
    from training.calibration import ranking_check

    relevant = [[False, True, False], [False, False, True], [False, False, False]]
    better = ranking_check(relevant, [[0.1, 0.9, 0.2], [0.3, 0.2, 0.8], [0.5, 0.5, 0.5]])
    assert better is not None and better.questions == 2  # the question with nothing relevant does not count
    assert better.first_stage_mrr == round((1 / 2 + 1 / 3) / 2, 4) and better.reranked_mrr == 1.0 and better.helps
    worse = ranking_check(relevant, [[0.9, 0.1, 0.2], [0.9, 0.8, 0.1], [0, 0, 0]])
    assert worse is not None and not worse.helps and worse.reranked_mrr < worse.first_stage_mrr
    assert ranking_check([[False]], [[0.3]]) is None


def test_export_pairs_command_writes_the_history_and_says_when_there_is_none(tmp_path, monkeypatch, capsys):
    from bots.cli.main import main

    monkeypatch.chdir(tmp_path)  # no .env from the working directory
    monkeypatch.setenv("ADVISOR_DATA_DIR", str(tmp_path / "data"))
    for key in ("ADVISOR_REDIS_URL", "ADVISOR_LOG_JSON"):
        monkeypatch.delenv(key, raising=False)
    out = tmp_path / "pairs.jsonl"
    with pytest.raises(SystemExit) as empty:
        main(["export-pairs", str(out)])
    assert empty.value.code == 1 and "nothing to export" in capsys.readouterr().err and not out.exists()

    settings = Settings(_env_file=None, data_dir=tmp_path / "data")
    build_feedback_store(None, settings.state_dir).record(FeedbackRecord(
        kind="helpful", platform="slack", conversation="c1", user_id="U1", question="Where do I get a permit?",
        citations=[Citation(n=1, title="Parking", url="https://kb.example.edu/parking")]))
    with pytest.raises(SystemExit) as done:
        main(["export-pairs", str(out)])
    assert done.value.code in (0, None), capsys.readouterr().err
    assert load_question_file(out) == [TrainingQuestion("Where do I get a permit?", True,
                                                        urls=("https://kb.example.edu/parking",),
                                                        source="feedback:helpful")]


def test_rank_weight_keeps_the_first_stage_order_where_it_is_better():
    """Held-out questions where the re-ranker puts a wrong passage just above the retriever's right first one:
    a weight on the first-stage rank recovers it; where the re-ranker is right by a wide margin, it stays."""
    relevant = [[True, False, False], [True, False, False], [False, False, True]]
    logits = [[1.0, 1.4, -3.0], [0.5, 0.9, -2.0], [-2.0, -2.0, 4.0]]
    weight, check = fit_rank_weight(relevant, logits)
    assert check is not None and check.first_stage_mrr == pytest.approx((1 + 1 + 1 / 3) / 3, abs=1e-4)
    assert weight > 0 and check.reranked_mrr == 1.0 and check.helps
    # the re-ranker is right by a margin no weight on the grid undoes: the first stage keeps the largest say
    weight, check = fit_rank_weight([[False, True]], [[0.0, 3.0]])
    assert weight == 4.0 and check is not None and check.reranked_mrr == 1.0
    weight, check = fit_rank_weight([[False, True]], [[0.0, 1.0]])  # a small margin: only small weights keep it
    assert 0 < weight < 1.5 and check.reranked_mrr == 1.0
    assert fit_rank_weight([[False, False]], [[0.0, 1.0]]) == (0.0, None)  # nothing relevant: nothing to fit


def test_a_minimum_rank_weight_holds_even_where_the_held_out_questions_prefer_less():
    """The recipe's floor (2.5; 2.0 here): the held-out questions cannot see other kinds of question, so the
    first stage keeps at least that say; the check then reports the order served, not the one the fit preferred."""
    relevant, logits = [[False, True]], [[0.0, 1.0]]  # the re-ranker is right by a margin only small weights keep
    weight, check = fit_rank_weight(relevant, logits, minimum=2.0)
    assert weight == 2.0 and check is not None
    assert check.reranked_mrr == 0.5 and not check.helps  # at 2.0 the retriever's order stands: 1 − 2·ln 2 < 0
    weight, check = fit_rank_weight(relevant, logits, minimum=1.75)  # off the grid: measured there
    assert weight == 1.75 and check is not None and check.reranked_mrr == 0.5
    # a weight the fit already puts above the floor is kept
    assert fit_rank_weight([[False, True]], [[0.0, 3.0]], minimum=2.0)[0] == 4.0
    assert fit_rank_weight([[False, False]], [[0.0, 1.0]], minimum=2.0) == (2.0, None)  # nothing to fit: the floor
    assert fit_rank_weight([], [], minimum=2.0) == (2.0, None)


def test_answerability_model_uses_both_signals_and_reports_a_cross_validated_figure():
    """Unanswerable questions here have a high first-stage score but low re-ranker logits, and some answerable
    ones the reverse: neither signal alone separates them, the two together do."""
    logits, first, answerable = [], [], []
    for i in range(40):
        a = i % 4 != 0
        top = (2.0 if a else -1.0) + (i % 3) * 0.1
        logits.append([top, top - 1.0, top - 2.0, -5.0])
        first.append(0.3 + (i % 5) * 0.02 if a and i % 2 else 0.6 + (i % 5) * 0.02)
        answerable.append(a)
    model = fit_answerability(logits, first, answerable)
    assert model.relevance > 0 and model.questions == 40 and model.unanswerable == 10
    assert model.balanced_accuracy == 1.0 and model.cv_balanced_accuracy == 1.0
    assert fit_answerability(logits, first, answerable) == model  # deterministic
    assert model.probability(logits[1], first[1]) > 0.5 > model.probability(logits[0], first[0])
    with pytest.raises(ValueError, match="answerable and unanswerable"):
        fit_answerability(logits[1:4], first[1:4], answerable[1:4])


def test_answerability_model_takes_the_question_prior_as_a_third_input():
    """Logits and first-stage scores here say nothing (the same for every question); only the prior's logit
    tells the kinds apart, so the model leans on it, and refuses to score a question without one."""
    logits = [[1.0, 0.5, 0.0]] * 40
    first = [0.5] * 40
    answerable = [i % 4 != 0 for i in range(40)]
    prior = [(1.5 if a else -1.5) + (i % 5) * 0.1 for i, a in enumerate(answerable)]
    without = fit_answerability(logits, first, answerable)
    model = fit_answerability(logits, first, answerable, prior=prior)
    assert without.question_prior is None and without.balanced_accuracy <= 0.5
    assert model.question_prior is not None and model.question_prior > 0
    assert model.balanced_accuracy == 1.0 and model.cv_balanced_accuracy == 1.0
    assert model.probability(logits[1], first[1], prior[1]) > 0.5 > model.probability(logits[0], first[0], prior[0])
    with pytest.raises(ValueError, match="question prior"):
        model.probability(logits[0], first[0])


def _prior_questions(n: int, seed: int = 0):
    """Vectors in 16 dimensions: unanswerable questions (every fourth) lean along the first axis."""
    import numpy as np

    rng = np.random.default_rng(seed)
    answerable = [i % 4 != 0 for i in range(n)]
    vectors = rng.normal(size=(n, 16))
    vectors[:, 0] += np.where(answerable, 1.5, -1.5)
    return vectors, answerable


def test_question_prior_is_fitted_on_the_embeddings_at_each_strength():
    import numpy as np

    vectors, answerable = _prior_questions(200)
    held_out, truth = _prior_questions(200, seed=1)
    y = np.array(truth)
    norms = []
    for l2 in PRIOR_L2:
        fit = fit_question_prior(vectors, answerable, l2)
        assert fit is not None and fit.l2 == l2 and len(fit.weights) == 16
        assert fit.questions == 200 and fit.unanswerable == 50 and fit.cv_balanced_accuracy > 0.8
        assert abs(fit.weights[0]) == max(abs(w) for w in fit.weights) and fit.weights[0] > 0  # the telling axis
        z = fit.logits(held_out)
        assert ((z[y] >= 0).mean() + (z[~y] < 0).mean()) / 2 > 0.8  # it generalises to new questions
        assert fit_question_prior(vectors, answerable, l2) == fit  # deterministic
        norms.append(float(np.linalg.norm(fit.weights)))
    assert norms == sorted(norms, reverse=True)  # a stronger L2, smaller weights


def test_a_dimension_of_floating_point_noise_gets_no_weight():
    """MiniLM has dimensions near 1e-8 for every text: standardised, their noise would become a feature with a
    weight in the millions, and the logit would move with the embedder's last bits on another machine."""
    import numpy as np

    vectors, answerable = _prior_questions(200)
    noisy = np.column_stack([vectors, -1.85e-8 + 3e-9 * np.random.default_rng(7).normal(size=len(vectors))])
    fit = fit_question_prior(noisy, answerable, 1.0)
    assert fit is not None and fit.weights[-1] == 0.0
    clean = fit_question_prior(vectors, answerable, 1.0)
    assert clean is not None and np.allclose(fit.weights[:-1], clean.weights, atol=1e-6)
    shifted = noisy.copy()
    shifted[:, -1] *= 100  # the noise of another machine's arithmetic
    assert np.allclose(fit.logits(shifted), fit.logits(noisy))


def test_question_prior_needs_enough_questions_of_both_kinds():
    vectors, answerable = _prior_questions(4 * MIN_PRIOR_QUESTIONS - 4)  # one unanswerable short
    assert fit_question_prior(vectors, answerable, 1.0) is None
    assert fit_question_prior(vectors, [True] * len(answerable), 1.0) is None
    assert fit_question_prior(*_prior_questions(4 * MIN_PRIOR_QUESTIONS), 1.0) is not None


def test_recipe_fits_the_prior_on_the_training_share_with_the_retrievers_embedder(tmp_path):
    """``training.recipe.question_prior``: the real MiniLM embedder, questions that differ in topic by kind;
    none when switched off or when every training question is answerable (a deployment's history)."""
    from core.knowledge.embeddings import MiniLMEmbedder
    from training.recipe import RecipeOptions, question_prior

    answered = ["How much is the {} lab report worth?", "When is the {} midterm exam?",
                "What percentage of the grade is the {} project?", "Where are the {} office hours held?"]
    unanswered = ["Will the {} class move online next year?", "Can I get a parking pass for the {} building?",
                  "Is there free pizza at the {} seminar?", "Who designed the {} course website?"]
    subjects = ["chemistry", "history", "biology", "physics", "economics", "statistics"]
    questions = [TrainingQuestion(t.format(s), True, spans=("x",)) for t in answered for s in subjects]
    questions += [TrainingQuestion(t.format(s), False) for t in unanswered for s in subjects]
    options = RecipeOptions(tmp_path, tmp_path / "out", None)  # type: ignore[arg-type]
    embedder = MiniLMEmbedder()
    fits = question_prior(questions, embedder, options)
    assert [f.l2 for f in fits] == list(PRIOR_L2)
    new = embedder.embed_documents(["How much is the algebra lab report worth?",
                                    "Will the algebra class move online next year?"])
    for fit in fits:
        assert fit.questions == 48 and fit.unanswerable == 24 and len(fit.weights) == 384
        z = fit.logits(new)
        assert z[0] > z[1]
    off = RecipeOptions(tmp_path, tmp_path / "out", None, question_prior=False)  # type: ignore[arg-type]
    assert question_prior(questions, embedder, off) == []
    assert question_prior([q for q in questions if q.answerable], embedder, options) == []


def test_mining_takes_whole_chunks_as_serving_scores_them_not_passages_packed_for_a_reader(tmp_path):
    """A serving re-ranker scores the first-stage chunks before packing joins or cuts them; mining must see the same."""
    from core.evaluation.datasets import corpus_documents, load_dataset
    from core.evaluation.runner import EvalRunner
    from core.knowledge.chunking import StructuredChunker

    settings = Settings(_env_file=None, data_dir=tmp_path, chunk_size=200, chunk_overlap=50, context_budget_chars=500)
    dataset = load_dataset(TINY, "dev")
    runner = EvalRunner(settings, dataset)
    runner.prepare_index()
    chunker = StructuredChunker(settings.chunk_size, settings.chunk_overlap)
    stored = {c.text for d in corpus_documents(dataset) for c in chunker.chunk(d)[0]}
    mined = mine_candidates(load_benchmark_questions(TINY, "dev"), runner.index, runner.embedder, settings, depth=5)
    assert sum(len(m.texts) for m in mined) > len(mined)
    assert all(t in stored for m in mined for t in m.texts)
    # the same retrieval with packing on does join or cut some of them (what the test guards against)
    from core.retrieval.hybrid import HybridRetriever
    from core.knowledge.index.base import SearchFilter

    packed = HybridRetriever(runner.index, runner.embedder, settings)
    texts = [p.chunk.text for m in mined for p in packed.retrieve(
        m.question.text, SearchFilter(doc_ids=(m.question.scope,)) if m.question.scope else None, top_k=5).passages[:5]]
    assert any(t not in stored for t in texts)


def test_train_reranker_says_when_the_floor_set_the_order_and_when_the_model_is_no_better(capsys):
    from bots.cli.train_cmd import _print_calibration
    from training.calibration import RankingCheck

    _print_calibration(None, RankingCheck(0.74, 0.84, 245), {"rank_weight": 2.0, "rank_weight_fitted": 1.5})
    out = " ".join(capsys.readouterr().out.split())
    assert "− 2.00 · ln(1 + retriever rank) (the --min-rank-weight floor; the held-out questions alone fit 1.50)" in out
    assert "better than the retriever: it re-orders" in out
    _print_calibration(None, RankingCheck(0.5, 0.5, 1), {"rank_weight": 2.5, "rank_weight_fitted": 2.5})
    out = " ".join(capsys.readouterr().out.split())
    assert "(fitted on the held-out questions)" in out and "no better than the retriever: it keeps" in out
    _print_calibration(None, None, {"rank_weight": 2.5, "rank_weight_fitted": None})
    assert "(the --min-rank-weight floor: nothing held out to fit it on)" in " ".join(capsys.readouterr().out.split())
