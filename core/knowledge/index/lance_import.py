"""Import ``lancedb`` without paying for the REST namespace client it never uses here.

``lancedb`` imports ``lance_namespace``, which imports models from ``lance_namespace_urllib3_client``; that
package's ``__init__`` also imports every generated REST API class, each wrapped in pydantic's
``validate_call``. Building those validators was 2.3 of the 4.0 CPU seconds of ``import lancedb``
(lancedb 0.40, lance-namespace 0.13; measured with ``python -X importtime``, see benchmarks/startup.py),
paid by every ``advisor ask`` although the embedded index only opens a local directory.

The package is registered with its real spec and search path but its ``__init__`` deferred: submodules
(the models lancedb needs) import normally, and the first access to a name the ``__init__`` defines runs
it, so anything that does use the REST client still gets the whole package.

Two more costs of the import are checks made for lancedb's developers, not for its users, and are skipped
while it imports (``_light_class_definitions``), ≈ 0.45 of the remaining 0.95 CPU s:

- on Python < 3.12 lancedb marks ~100 methods with ``overrides.override``, which disassembles the calling
  class body to find the base classes and compares signatures. On 3.12+ lancedb uses ``typing.override``, a
  marker that only sets ``__override__``; ``typing_extensions.override`` is that marker, so 3.11 gets the same.
- the ~150 pydantic models of the namespace client are built with ``defer_build``: their validators are built
  on first use instead of at import (none is used when the index is a local directory).
"""

from __future__ import annotations

import contextlib
import importlib.util
import sys
import threading
from collections.abc import Iterator
from types import ModuleType

REST_CLIENT = "lance_namespace_urllib3_client"
_lock = threading.Lock()


def defer_rest_client() -> None:
    """Register the REST client package with a lazy ``__init__`` (no-op if already imported or absent)."""
    with _lock:
        if REST_CLIENT in sys.modules:
            return
        spec = importlib.util.find_spec(REST_CLIENT)
        if spec is None or spec.loader is None or spec.submodule_search_locations is None:
            return
        package = importlib.util.module_from_spec(spec)
        loaded = False

        def __getattr__(name: str) -> object:  # PEP 562: called only for names not yet in the package
            nonlocal loaded
            if name.startswith("__") or loaded:
                raise AttributeError(f"module {REST_CLIENT!r} has no attribute {name!r}")
            loaded = True
            spec.loader.exec_module(package)  # type: ignore[union-attr]
            try:
                return package.__dict__[name]
            except KeyError:
                raise AttributeError(f"module {REST_CLIENT!r} has no attribute {name!r}") from None

        package.__getattr__ = __getattr__  # type: ignore[method-assign]
        sys.modules[REST_CLIENT] = package


@contextlib.contextmanager
def _light_class_definitions() -> Iterator[None]:
    """While lancedb imports: pydantic models defer building their validators, and ``overrides.override`` is
    the PEP 698 marker lancedb uses on Python 3.12+. Both are restored afterwards."""
    from pydantic import BaseModel, ConfigDict

    with contextlib.ExitStack() as restore:
        model_config = BaseModel.model_config  # a class defined meanwhile copies its bases' config
        BaseModel.model_config = ConfigDict(model_config, defer_build=True)
        restore.callback(setattr, BaseModel, "model_config", model_config)
        try:
            import overrides
            from typing_extensions import override
        except ImportError:  # Python 3.12+ installs of lancedb do not need the package
            pass
        else:
            restore.callback(setattr, overrides, "override", overrides.override)
            overrides.override = override
        yield


def import_lancedb() -> ModuleType:
    defer_rest_client()
    with _lock, _light_class_definitions():
        import lancedb

    return lancedb
