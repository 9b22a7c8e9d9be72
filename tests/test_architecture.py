"""The layering of core/ and bots/, read from the source with ast (docs/architecture.md explains the order).

A subsystem of core/ may import only itself and the subsystems below it; core/ never imports an adapter or a
chat SDK; no module imports another module's private name; no import cycles among core/ or bots/ modules.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# Bottom to top: each may import the ones before it, never the ones after it.
CORE_LAYERS = ["foundation", "knowledge", "retrieval", "conversation", "handoff", "answering", "evaluation"]
FORBIDDEN_IN_CORE = ("bots", "sync", "training", "torch", "transformers", "slack_bolt", "slack_sdk", "botbuilder", "aiohttp")


def _modules(package: str) -> dict[str, Path]:
    root = REPO / package
    found = {}
    for path in root.rglob("*.py"):
        name = ".".join(path.relative_to(REPO).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _imports(path: Path) -> list[tuple[str, list[str], int]]:
    """(module, imported names, line) for every absolute import anywhere in the file, lazy ones included."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append((node.module, [a.name for a in node.names], node.lineno))
        elif isinstance(node, ast.Import):
            out.extend((a.name, [], node.lineno) for a in node.names)
    return out


def _edges(package: str) -> tuple[dict[str, set[str]], list[str]]:
    modules = _modules(package)
    edges: dict[str, set[str]] = {m: set() for m in modules}
    private = []
    for name, path in modules.items():
        for module, names, line in _imports(path):
            if module.split(".")[0] != package:
                continue
            for imported in names:
                if f"{module}.{imported}" in modules:
                    edges[name].add(f"{module}.{imported}")
                elif module in modules:
                    edges[name].add(module)
                    if imported.startswith("_") and module != name:
                        private.append(f"{path.relative_to(REPO)}:{line} imports {module}.{imported}")
            if not names and module in modules:
                edges[name].add(module)
    return edges, private


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for v in edges:
        if v not in index:
            visit(v)
    return components


def _layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in CORE_LAYERS else None


def test_every_core_package_has_a_place_in_the_layer_order():
    packages = {p.name for p in (REPO / "core").iterdir() if (p / "__init__.py").exists()}
    assert packages == set(CORE_LAYERS), "add the new subsystem to CORE_LAYERS and docs/architecture.md"
    top_level = [p.name for p in (REPO / "core").glob("*.py") if p.name != "__init__.py"]
    assert len(top_level) <= 6, top_level


def test_core_subsystems_import_only_the_ones_below_them():
    violations = []
    for name, path in _modules("core").items():
        own = _layer(name)
        for module, _names, line in _imports(path):
            top = module.split(".")[0]
            if top in FORBIDDEN_IN_CORE:
                violations.append(f"{path.relative_to(REPO)}:{line} imports {module} (core/ stays platform-free)")
                continue
            target = _layer(module)
            if top != "core" or target is None or own is None:
                continue
            if CORE_LAYERS.index(target) > CORE_LAYERS.index(own):
                violations.append(f"{path.relative_to(REPO)}:{line}: {own} imports {module} (above it)")
    assert violations == []


@pytest.mark.parametrize("package", ["core", "bots", "sync", "training"])
def test_no_import_cycles_and_no_private_imports(package):
    edges, private = _edges(package)
    assert _cycles(edges) == []
    assert private == []


def test_sync_and_bots_are_never_imported_by_core_and_sync_never_imports_bots():
    for name, path in _modules("sync").items():
        assert not [m for m, _n, _l in _imports(path) if m.split(".")[0] == "bots"], name


def test_training_is_an_offline_tool_beside_the_serving_code():
    """training/ (torch) builds on core/ but nothing on the serving path imports it: only the CLI command
    that runs it, lazily, and torch itself only inside training/."""
    for package in ("core", "sync", "bots"):
        for name, path in _modules(package).items():
            imported = {m.split(".")[0] for m, _n, _l in _imports(path)}
            if name != "bots.cli.train_cmd":
                assert not imported & {"training", "torch", "transformers"}, name
    for name, path in _modules("training").items():
        assert not [m for m, _n, _l in _imports(path) if m.split(".")[0] in ("bots", "sync")], name


def test_no_module_over_400_lines():
    big = {str(p.relative_to(REPO)): n for pkg in ("core", "bots", "sync", "training")
           for p in (REPO / pkg).rglob("*.py") if (n := len(p.read_text().splitlines())) > 400}
    assert big == {}
