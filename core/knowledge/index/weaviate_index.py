"""Production index: a Weaviate collection (BM25 + HNSW vectors), same behaviour as the embedded LanceDB one.

Called through ``weaviate-client`` v4 directly rather than ``llama-index-vector-stores-weaviate``: that
adapter turns alpha 0 into 0.5, deletes only by ``ref_doc_id`` and does not check batch errors (see
shared/STACK.md), and the port needs separate keyword and vector rankings so that fusion happens in
``core.retrieval.hybrid`` for both backends alike. ``hybrid_search`` offers Weaviate's own fusion as well.

Every client error leaves this module as ``IndexError_`` naming the server URL, so the answer path can
say the knowledge base is unavailable instead of crashing.
"""

from __future__ import annotations

import functools
import json
import logging
import threading
from datetime import datetime, timezone
from urllib.parse import urlparse

import numpy as np

from core.knowledge.documents import Chunk
from core.knowledge.index.base import EmbeddingMismatchError, IndexError_, IndexStats, ScoredChunk, SearchFilter
from core.knowledge.index.text_analysis import analyse
from core.knowledge.index.weaviate_schema import (ANALYSED_PROPERTY, MAX_RESULTS, META_PREFIX, chunk_from_properties, chunk_properties,
                                        collection_name, parse_query_properties, schema_properties, search_filter)
from core.foundation.settings import Settings

log = logging.getLogger(__name__)

def _translating_errors(method):
    """Weaviate/network errors → ``IndexError_`` with a one-line message naming the server."""

    @functools.wraps(method)
    def wrapper(self: "WeaviateIndex", *args, **kwargs):
        from weaviate.exceptions import WeaviateBaseError

        try:
            return method(self, *args, **kwargs)
        except IndexError_:
            raise
        except (WeaviateBaseError, OSError) as exc:
            raise IndexError_(f"Weaviate at {self.url} failed during {method.__name__}: "
                              f"{_first_line(exc)}") from exc

    return wrapper


def _first_line(exc: BaseException) -> str:
    """The client's messages span lines and repeat boilerplate; keep one short line."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text.replace("Connection to Weaviate failed. Details: ", "").replace("Error: ", "")[:300]


class WeaviateIndex:
    backend = "weaviate"

    def __init__(self, url: str, grpc_port: int, name: str = "advisor_chunks", api_key: str | None = None,
                 timeout_s: float = 30.0, query_properties: str = "search_text", hybrid_alpha: float = 0.5,
                 hybrid_fusion: str = "relative_score", grpc_host: str | None = None) -> None:
        self.url = url.rstrip("/")
        self.grpc_port = grpc_port
        self.grpc_host = grpc_host  # None = the URL's host
        self.name = name
        self.collection_name = collection_name(name)
        self.api_key = api_key
        self.timeout_s = timeout_s
        self.query_properties = parse_query_properties(query_properties)
        # the stemmed property needs a stemmed query; raw properties get the words as typed
        self._analyse_query = any(p.split("^")[0] == ANALYSED_PROPERTY for p in self.query_properties)
        self.hybrid_alpha = hybrid_alpha
        self.hybrid_fusion = hybrid_fusion
        self._client = None
        self._exists = False
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings: Settings, name: str | None = None) -> "WeaviateIndex":
        key = settings.weaviate_api_key.get_secret_value() if settings.weaviate_api_key else None
        return cls(settings.weaviate_url, settings.weaviate_grpc_port, name or settings.index_name, key,
                   settings.weaviate_timeout_s, settings.weaviate_query_properties, settings.fusion_alpha,
                   settings.weaviate_hybrid_fusion, settings.weaviate_grpc_host)

    # --- connection ---------------------------------------------------------------------------------
    def _connect(self):
        import weaviate
        from weaviate.classes.init import AdditionalConfig, Auth, Timeout

        parsed = urlparse(self.url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise IndexError_(f"invalid Weaviate URL {self.url!r}: expected http(s)://host[:port]")
        secure = parsed.scheme == "https"
        try:
            return weaviate.connect_to_custom(
                http_host=parsed.hostname, http_port=parsed.port or (443 if secure else 80), http_secure=secure,
                grpc_host=self.grpc_host or parsed.hostname, grpc_port=self.grpc_port, grpc_secure=secure,
                auth_credentials=Auth.api_key(self.api_key) if self.api_key else None,
                additional_config=AdditionalConfig(timeout=Timeout(init=min(self.timeout_s, 10), query=self.timeout_s,
                                                                   insert=self.timeout_s)),
            )
        except Exception as exc:  # noqa: BLE001 - startup errors come in several types; all mean "down"
            raise IndexError_(f"Weaviate at {self.url} (gRPC port {self.grpc_port}) is unreachable: "
                              f"{_first_line(exc)}") from exc

    @property
    def client(self):
        with self._lock:
            if self._client is None:
                self._client = self._connect()
            return self._client

    @property
    def _collection(self):
        return self.client.collections.use(self.collection_name)

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    def __enter__(self) -> "WeaviateIndex":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- schema and metadata ------------------------------------------------------------------------
    def _meta(self) -> dict | None:
        """Embedding model and dimension, kept in the collection description (created in the same call)."""
        if not self.client.collections.exists(self.collection_name):
            return None
        description = self._collection.config.get().description or ""
        if description.startswith(META_PREFIX):
            return json.loads(description[len(META_PREFIX):])
        return {}

    def exists(self) -> bool:
        # remembered once seen, so queries do not pay a schema round trip each time
        if not self._exists:
            self._exists = self._meta() is not None
        return self._exists

    def _require(self) -> None:
        if not self.exists():
            raise IndexError_(f"Weaviate collection {self.collection_name} at {self.url} does not exist: "
                              "ingest documents first")

    @_translating_errors
    def ensure(self, embedding_model: str, dimension: int) -> None:
        meta = self._meta()
        if meta is None:
            self._create(embedding_model, dimension)
            self._exists = True
            return
        if meta.get("embedding_model") != embedding_model or meta.get("dimension") != dimension:
            raise EmbeddingMismatchError(
                f"Weaviate collection {self.collection_name} at {self.url} was built with "
                f"{meta.get('embedding_model')} ({meta.get('dimension')} dims); refusing vectors from {embedding_model} "
                f"({dimension} dims). Run `advisor index drop` and re-ingest."
            )

    def _create(self, embedding_model: str, dimension: int) -> None:
        from weaviate.classes.config import Configure, StopwordsPreset, VectorDistances

        props = schema_properties()
        meta = {"embedding_model": embedding_model, "dimension": dimension,
                "created": datetime.now(timezone.utc).isoformat()}
        try:
            self.client.collections.create(
                self.collection_name, description=META_PREFIX + json.dumps(meta), properties=props,
                vector_config=Configure.Vectors.self_provided(
                    vector_index_config=Configure.VectorIndex.hnsw(distance_metric=VectorDistances.COSINE)),
                inverted_index_config=Configure.inverted_index(bm25_k1=1.2, bm25_b=0.75,
                                                               stopwords_preset=StopwordsPreset.EN),
            )
        except Exception:
            # another process created it first: fine if it is ours (checked by the caller's next ensure)
            if not self.client.collections.exists(self.collection_name):
                raise

    # --- writes -------------------------------------------------------------------------------------
    @staticmethod
    def uuid(chunk_id: str) -> str:
        from weaviate.util import generate_uuid5

        return str(generate_uuid5(chunk_id))

    @_translating_errors
    def existing_vectors(self, doc_id: str) -> dict[str, np.ndarray]:
        if not self.exists():
            return {}
        result = self._collection.query.fetch_objects(filters=self._by_doc(doc_id), include_vector=True,
                                                      return_properties=["chunk_id"], limit=MAX_RESULTS)
        return {o.properties["chunk_id"]: np.asarray(o.vector["default"], dtype=np.float32) for o in result.objects}

    def existing_vectors_many(self, doc_ids: list[str]) -> dict[str, dict[str, np.ndarray]]:
        return {doc_id: found for doc_id in doc_ids if (found := self.existing_vectors(doc_id))}

    def replace_documents(self, items: list[tuple[str, list[Chunk], np.ndarray]]) -> None:
        # per document: Weaviate batches are not transactional, so a document is the unit that is whole
        for doc_id, chunks, vectors in items:
            self.replace_document(doc_id, chunks, vectors)

    @_translating_errors
    def replace_document(self, doc_id: str, chunks: list[Chunk], vectors: np.ndarray) -> None:
        from weaviate.classes.data import DataObject
        from weaviate.classes.query import Filter
        from weaviate.exceptions import WeaviateInsertManyAllFailedError

        collection = self._collection
        if chunks:
            # upsert by deterministic UUID first, then remove the leftovers: readers never see an empty page
            objects = [DataObject(properties=chunk_properties(c), uuid=self.uuid(c.id),
                                  vector=np.asarray(v, dtype=np.float32).tolist())
                       for c, v in zip(chunks, vectors, strict=True)]
            try:
                result = collection.data.insert_many(objects)
            except WeaviateInsertManyAllFailedError as exc:  # the client raises only when all objects fail
                raise IndexError_(f"Weaviate at {self.url} rejected {len(objects)} of {len(objects)} chunks of "
                                  f"{doc_id}: {_first_line(exc)}") from exc
            if result.has_errors:  # ... and reports partial failures without raising
                errors = sorted({e.message for e in result.errors.values()})
                raise IndexError_(f"Weaviate at {self.url} rejected {len(result.errors)} of {len(objects)} chunks of "
                                  f"{doc_id}: {'; '.join(errors)[:300]}")
            stale = Filter.all_of([self._by_doc(doc_id),
                                   Filter.by_id().contains_none([o.uuid for o in objects])])
        else:
            stale = self._by_doc(doc_id)
        self._delete(stale, doc_id)

    def _delete(self, where, doc_id: str) -> int:
        result = self._collection.data.delete_many(where=where)
        if result.failed:
            raise IndexError_(f"Weaviate at {self.url} failed to delete {result.failed} stale chunks of {doc_id}")
        return result.successful

    @_translating_errors
    def delete_document(self, doc_id: str) -> int:
        if not self.exists():
            return 0
        return self._delete(self._by_doc(doc_id), doc_id)

    # --- reads --------------------------------------------------------------------------------------
    @staticmethod
    def _by_doc(doc_id: str):
        from weaviate.classes.query import Filter

        return Filter.by_property("doc_id").equal(doc_id)

    @_translating_errors
    def document_versions(self) -> dict[str, str]:
        """doc id → version; a document whose chunks disagree (an interrupted write) maps to "" so the next
        sync rewrites it."""
        if not self.exists():
            return {}
        versions: dict[str, str] = {}
        # the cursor API pages through the whole collection in id order without offset limits
        for obj in self._collection.iterator(return_properties=["doc_id", "version"]):
            doc, version = obj.properties["doc_id"], obj.properties.get("version") or ""
            versions[doc] = version if versions.get(doc, version) == version else ""
        return versions

    @_translating_errors
    def keyword_search(self, query: str, k: int, flt: SearchFilter) -> list[ScoredChunk]:
        from weaviate.classes.query import MetadataQuery

        if self._analyse_query:
            query = analyse(query)
        if not query.strip():
            return []
        self._require()
        result = self._collection.query.bm25(query=query, query_properties=self.query_properties,
                                             filters=search_filter(flt), limit=k,
                                             return_metadata=MetadataQuery(score=True))
        return [ScoredChunk(chunk_from_properties(o.properties), float(o.metadata.score or 0.0)) for o in result.objects]

    @_translating_errors
    def vector_search(self, vector: np.ndarray, k: int, flt: SearchFilter) -> list[ScoredChunk]:
        from weaviate.classes.query import MetadataQuery

        self._require()
        result = self._collection.query.near_vector(near_vector=np.asarray(vector, dtype=np.float32).tolist(),
                                                    filters=search_filter(flt), limit=k,
                                                    return_metadata=MetadataQuery(distance=True))
        return [ScoredChunk(chunk_from_properties(o.properties), 1.0 - float(o.metadata.distance)) for o in result.objects]

    @_translating_errors
    def hybrid_search(self, query: str, vector: np.ndarray, k: int, flt: SearchFilter,
                      alpha: float | None = None) -> list[ScoredChunk]:
        """Weaviate's own fusion (alpha 1 = pure vector, 0 = pure BM25; fusion type from settings).

        Retrieval uses ``keyword_search`` + ``vector_search`` and fuses in ``core.retrieval.hybrid`` so both
        backends rank alike; this is for comparing with the server-side fusion.
        """
        from weaviate.classes.query import HybridFusion, MetadataQuery

        self._require()
        fusion = HybridFusion.RANKED if self.hybrid_fusion == "ranked" else HybridFusion.RELATIVE_SCORE
        result = self._collection.query.hybrid(
            query=analyse(query) if self._analyse_query else query, vector=np.asarray(vector, dtype=np.float32).tolist(),
            alpha=self.hybrid_alpha if alpha is None else alpha, fusion_type=fusion,
            query_properties=self.query_properties, filters=search_filter(flt), limit=k,
            return_metadata=MetadataQuery(score=True))
        return [ScoredChunk(chunk_from_properties(o.properties), float(o.metadata.score or 0.0)) for o in result.objects]

    @_translating_errors
    def chunks_at(self, doc_id: str, positions: list[int]) -> list[Chunk]:
        from weaviate.classes.query import Filter

        if not positions:
            return []
        self._require()
        where = self._by_doc(doc_id) & Filter.by_property("position").contains_any([int(p) for p in positions])
        result = self._collection.query.fetch_objects(filters=where, limit=len(positions))
        return sorted((chunk_from_properties(o.properties) for o in result.objects), key=lambda c: c.position)

    @_translating_errors
    def export_document(self, doc_id: str) -> tuple[list[Chunk], np.ndarray]:
        if not self.exists():
            return [], np.zeros((0, 0), dtype=np.float32)
        result = self._collection.query.fetch_objects(filters=self._by_doc(doc_id), include_vector=True,
                                                      limit=MAX_RESULTS)
        objects = sorted(result.objects, key=lambda o: o.properties.get("position") or 0)
        vectors = np.array([o.vector["default"] for o in objects], dtype=np.float32)
        return [chunk_from_properties(o.properties) for o in objects], vectors

    @_translating_errors
    def stats(self) -> IndexStats:
        meta = self._meta()
        if meta is None:
            return IndexStats(self.backend, f"{self.url}/{self.collection_name}", 0, 0, None, None)
        chunks = self._collection.aggregate.over_all(total_count=True).total_count or 0
        documents = len(self.document_versions()) if chunks else 0
        return IndexStats(self.backend, f"{self.url}/{self.collection_name}", documents, chunks,
                          meta.get("embedding_model"), meta.get("dimension"),
                          {"server_version": self.client.get_meta().get("version")})

    @_translating_errors
    def drop(self) -> None:
        self.client.collections.delete(self.collection_name)
        self._exists = False

    def ping(self) -> None:
        try:
            ready = self.client.is_ready()
        except IndexError_:
            raise
        except Exception as exc:  # noqa: BLE001
            raise IndexError_(f"Weaviate at {self.url} is unreachable: {_first_line(exc)}") from exc
        if not ready:
            raise IndexError_(f"Weaviate at {self.url} is not ready")
