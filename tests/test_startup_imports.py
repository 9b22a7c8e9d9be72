"""Start-up cost: what `advisor ask` imports. Run in a fresh interpreter so earlier tests' imports don't count."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _run(code: str) -> str:
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=REPO, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_lancedb_opens_an_index_without_importing_the_rest_client_apis(tmp_path: Path) -> None:
    out = _run(f"""
        import sys
        from core.knowledge.index.lancedb_index import LanceDBIndex
        LanceDBIndex({str(tmp_path)!r})
        print(sorted(m for m in sys.modules if m.startswith("lance_namespace_urllib3_client.api")))
    """)
    assert out == "[]"


def test_the_deferred_rest_client_still_loads_whole_when_someone_uses_it() -> None:
    out = _run("""
        from core.knowledge.index.lance_import import import_lancedb
        import_lancedb()
        from lance_namespace_urllib3_client import ApiClient, Configuration
        import lance_namespace_urllib3_client as client
        print(ApiClient.__name__, Configuration.__name__, hasattr(client, "TableApi"), hasattr(client, "no_such_name"))
    """)
    assert out == "ApiClient Configuration True False"


def test_keyword_analysis_does_not_import_nltk() -> None:
    out = _run("""
        import sys
        from core.knowledge.index.text_analysis import analyse
        print(analyse("Registering for the universities' evening classes"), "nltk" in sys.modules)
    """)
    assert out == "regist univers even class False"


def test_lancedb_imports_without_its_developer_checks_and_leaves_pydantic_and_overrides_as_they_were() -> None:
    out = _run("""
        import overrides, pydantic
        original_override = overrides.override
        from core.knowledge.index.lance_import import import_lancedb
        import_lancedb()
        from lance_namespace_urllib3_client.models.create_table_request import CreateTableRequest

        deferred = CreateTableRequest.__pydantic_complete__
        request = CreateTableRequest.from_dict({"id": ["ns", "t"], "mode": "Create"})  # built on first use
        try:
            CreateTableRequest(id="not a list")
            validates = False
        except pydantic.ValidationError:
            validates = True

        class Later(pydantic.BaseModel):
            n: int

        print(deferred, request.id, validates, "defer_build" in pydantic.BaseModel.model_config,
              Later.__pydantic_complete__, overrides.override is original_override)
    """)
    assert out == "False ['ns', 't'] True False True True"


HEAVY = ("lancedb", "onnxruntime", "numpy", "pyarrow", "tokenizers", "pydantic_settings", "rich", "markdown_it",
         "openai", "llama_index", "redis", "slack_sdk", "slack_bolt", "botbuilder", "weaviate", "apscheduler",
         "aiohttp", "prometheus_client", "core.handoff.crisis", "core.knowledge.index")


def _heavy_modules_after(argv: list[str]) -> list[str]:
    out = _run(f"""
        import sys
        from bots.cli.main import main
        try:
            main({argv!r})
        except SystemExit:
            pass
        print("HEAVY", sorted(h for h in {HEAVY!r} if h in sys.modules))
    """)
    return eval(out.rsplit("HEAVY", 1)[1])  # noqa: S307 - our own printed list


def test_help_and_version_load_no_library_beyond_the_command_line_parser() -> None:
    assert _heavy_modules_after(["--help"]) == []
    assert _heavy_modules_after(["-h"]) == []
    assert _heavy_modules_after(["--version"]) == []
    assert _heavy_modules_after(["ask", "--help"]) == []


def test_an_empty_question_is_refused_before_the_index_or_any_model_loads() -> None:
    assert _heavy_modules_after(["ask", "   "]) == ["rich"]  # rich prints the one-line error


def test_retrieval_and_crisis_detection_share_one_loaded_minilm_model() -> None:
    out = _run("""
        from core.foundation.settings import Settings
        from core.handoff.crisis import build_crisis_detector
        from core.knowledge.embeddings import build_embedder

        retrieval = build_embedder(Settings(embedding_provider="minilm"))
        crisis = build_crisis_detector()
        print(crisis.scorer.embedder._model is retrieval._model, crisis.classifier.embedder is crisis.scorer.embedder)
    """)
    assert out.splitlines()[-1] == "True True"
