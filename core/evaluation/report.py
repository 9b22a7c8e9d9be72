"""Markdown report and PNG chart comparing retrieval modes on one split."""

from __future__ import annotations

from pathlib import Path

from core.evaluation.runner import EvalResult

_METRIC_ORDER = ("ndcg@10", "mrr@10", "recall@100", "evidence_recall@4k", "span_hit@5", "span_mrr@10",
                 "context_precision@5", "abstention_balanced_accuracy")


def _metric_names(results: list[EvalResult]) -> list[str]:
    present = {name for r in results for name in r.metrics}
    return [n for n in _METRIC_ORDER if n in present] + sorted(present - set(_METRIC_ORDER))


def _label(r: EvalResult) -> str:
    return f"hybrid ({r.config.get('fusion')})" if r.mode == "hybrid" else r.mode


def write_chart(results: list[EvalResult], path: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")  # no display on servers and in CI
    import matplotlib.pyplot as plt

    names = _metric_names(results)
    width = 0.8 / max(len(results), 1)
    fig, ax = plt.subplots(figsize=(max(6.0, 1.6 * len(names) + 2), 4.2))
    for i, r in enumerate(results):
        xs = [j + (i - (len(results) - 1) / 2) * width for j in range(len(names))]
        values = [r.metrics.get(n, 0.0) for n in names]
        bars = ax.bar(xs, values, width, label=_label(r))
        ax.bar_label(bars, labels=[f"{v:.2f}" for v in values], fontsize=7, padding=1)
    ax.set_xticks(range(len(names)), names, rotation=15, ha="right", fontsize=8)
    ax.set_ylim(0, 1.22)
    ax.set_ylabel("score")
    first = results[0]
    ax.set_title(f"{first.dataset} · {first.split} · {first.n_queries} queries")
    ax.legend(fontsize=8, loc="upper center", ncol=len(results), frameon=False)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def render_markdown(results: list[EvalResult], chart_name: str | None = None) -> str:
    first = results[0]
    names = _metric_names(results)
    lines = [f"# Retrieval evaluation: {first.dataset} ({first.split})", "",
             f"{first.n_queries} queries · index build {first.index_build_s:.1f} s · "
             f"embedding `{first.config.get('embedding_model')}`", ""]
    if chart_name:
        lines += [f"![modes compared]({chart_name})", ""]
    lines.append("| mode | " + " | ".join(names) + " | p50 ms | p95 ms |")
    lines.append("|---|" + "---|" * (len(names) + 2))
    for r in results:
        cells = [f"{r.metrics[n]:.3f}" if n in r.metrics else "—" for n in names]
        lines.append(f"| {_label(r)} | " + " | ".join(cells) + f" | {r.latency_ms['p50']:.1f} | {r.latency_ms['p95']:.1f} |")
    lines += ["", "Settings:", ""]
    skip = {"mode"}
    lines += [f"- `{k}` = `{v}`" for k, v in first.config.items() if k not in skip]
    return "\n".join(lines) + "\n"


def write_report(results: list[EvalResult], directory: Path) -> Path:
    """``<dataset>-<split>.md`` and ``.png`` in ``directory``; returns the Markdown path."""
    directory.mkdir(parents=True, exist_ok=True)
    stem = f"{results[0].dataset}-{results[0].split}"
    chart = write_chart(results, directory / f"{stem}.png")
    md = directory / f"{stem}.md"
    md.write_text(render_markdown(results, chart.name), encoding="utf-8")
    return md
