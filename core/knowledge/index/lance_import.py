"""Import ``lancedb`` without paying for the REST namespace client it never uses here.

``lancedb`` imports ``lance_namespace``, which imports models from ``lance_namespace_urllib3_client``; that
package's ``__init__`` also imports every generated REST API class, each wrapped in pydantic's
``validate_call``. Building those validators was 2.3 of the 4.0 CPU seconds of ``import lancedb``
(lancedb 0.40, lance-namespace 0.13; measured with ``python -X importtime``, see benchmarks/startup.py),
paid by every ``advisor ask`` although the embedded index only opens a local directory.

The package is registered with its real spec and search path but its ``__init__`` deferred: submodules
(the models lancedb needs) import normally, and the first access to a name the ``__init__`` defines runs
it, so anything that does use the REST client still gets the whole package.
"""

from __future__ import annotations

import importlib.util
import sys
import threading
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


def import_lancedb() -> ModuleType:
    defer_rest_client()
    import lancedb

    return lancedb
