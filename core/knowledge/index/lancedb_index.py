"""Embedded default index: LanceDB on disk, native full-text (BM25) plus vectors, filters before ranking.

Called directly rather than through ``llama-index-vector-stores-lancedb``: that adapter's delete builds
filters with double quotes (column names in LanceDB SQL) and fails, and it marks the FTS index stale on
every add (see shared/STACK.md).
"""

from __future__ import annotations

import json
import logging
import threading
from datetime import datetime
from pathlib import Path

import numpy as np
import pyarrow as pa

from core.knowledge.documents import Chunk
from core.knowledge.index.base import EmbeddingMismatchError, IndexError_, IndexStats, ScoredChunk, SearchFilter
from core.knowledge.index.lance_import import import_lancedb

log = logging.getLogger(__name__)

_LIST_FIELDS = ("labels", "allowed_users", "allowed_groups")
_STR_FIELDS = ("id", "doc_id", "section", "text", "enriched_text", "title", "url", "version", "last_updated",
               "space", "space_key", "breadcrumb", "source_type")
# Re-optimise the FTS index after this many unindexed rows: they are searchable before, but slower.
_REINDEX_AFTER_ROWS = 2000


def _q(value: str) -> str:
    """A SQL string literal (single quotes; double quotes would name a column)."""
    return "'" + value.replace("'", "''") + "'"


def _where(flt: SearchFilter) -> str:
    clauses: list[str] = []
    if flt.doc_ids:
        clauses.append(f"doc_id IN ({', '.join(_q(d) for d in flt.doc_ids)})")
    if flt.space_keys:
        keys = ", ".join(_q(s) for s in flt.space_keys)
        clauses.append(f"(space_key IN ({keys}) OR space IN ({keys}))")
    if flt.labels:
        clauses.append(f"array_has_any(labels, [{', '.join(_q(l) for l in flt.labels)}])")
    access = ["restricted = false"]
    if flt.asker_id:
        access.append(f"array_has(allowed_users, {_q(flt.asker_id)})")
    if flt.asker_groups:
        access.append(f"array_has_any(allowed_groups, [{', '.join(_q(g) for g in flt.asker_groups)}])")
    clauses.append("(" + " OR ".join(access) + ")")
    return " AND ".join(clauses)


class LanceDBIndex:
    backend = "lancedb"

    def __init__(self, directory: Path, name: str = "advisor_chunks") -> None:
        lancedb = import_lancedb()
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.name = name
        self._db = lancedb.connect(str(self.directory))
        self._meta_path = self.directory / f"{name}.meta.json"
        self._table = None
        self._pending_rows = 0
        self._lock = threading.Lock()

    # --- schema and metadata ----------------------------------------------------------------------
    def _schema(self, dimension: int) -> pa.Schema:
        fields = [pa.field(f, pa.string()) for f in _STR_FIELDS]
        fields += [pa.field("position", pa.int32()), pa.field("restricted", pa.bool_())]
        fields += [pa.field(f, pa.list_(pa.string())) for f in _LIST_FIELDS]
        fields.append(pa.field("vector", pa.list_(pa.float32(), dimension)))
        return pa.schema(fields)

    def _meta(self) -> dict | None:
        if self._meta_path.exists():
            return json.loads(self._meta_path.read_text())
        return None

    def _open(self):
        if self._table is None:
            if self.name not in self._db.list_tables().tables:
                raise IndexError_(f"the index at {self.directory} is empty: ingest documents first")
            self._table = self._db.open_table(self.name)
        return self._table

    def exists(self) -> bool:
        return self._meta() is not None and self.name in self._db.list_tables().tables

    def ensure(self, embedding_model: str, dimension: int) -> None:
        meta = self._meta()
        if meta and (meta["embedding_model"] != embedding_model or meta["dimension"] != dimension):
            raise EmbeddingMismatchError(
                f"index {self.directory}/{self.name} was built with {meta['embedding_model']} ({meta['dimension']} dims); "
                f"refusing vectors from {embedding_model} ({dimension} dims). Run `advisor index drop` and re-ingest."
            )
        if self.name not in self._db.list_tables().tables:
            self._table = self._db.create_table(self.name, schema=self._schema(dimension))
            self._create_fts()
        if not meta:
            self._meta_path.write_text(json.dumps({"embedding_model": embedding_model, "dimension": dimension,
                                                   "created": datetime.utcnow().isoformat() + "Z"}))

    def _create_fts(self) -> None:
        from lancedb.index import FTS

        # English stemming and stop words: "registering" finds "registration", "the" does not dominate.
        self._open().create_index("enriched_text", config=FTS(stem=True, remove_stop_words=True, ascii_folding=True),
                                  replace=True)

    # --- writes -------------------------------------------------------------------------------------
    def _rows(self, chunks: list[Chunk], vectors: np.ndarray) -> list[dict]:
        rows = []
        for chunk, vector in zip(chunks, vectors, strict=True):
            row = {f: getattr(chunk, f) or "" for f in _STR_FIELDS if f != "last_updated"}
            row["last_updated"] = chunk.last_updated.isoformat() if chunk.last_updated else ""
            row["position"] = chunk.position
            row["restricted"] = bool(chunk.allowed_users or chunk.allowed_groups)
            for f in _LIST_FIELDS:
                row[f] = list(getattr(chunk, f))
            row["vector"] = np.asarray(vector, dtype=np.float32).tolist()
            rows.append(row)
        return rows

    def existing_vectors(self, doc_id: str) -> dict[str, np.ndarray]:
        return self.existing_vectors_many([doc_id]).get(doc_id, {})

    def existing_vectors_many(self, doc_ids: list[str]) -> dict[str, dict[str, np.ndarray]]:
        """One scan for a batch of documents: a scan per document made bulk ingest quadratic
        (≈100 ms per document at 6k rows, measured on SciFact)."""
        if not self.exists() or not doc_ids:
            return {}
        where = f"doc_id IN ({', '.join(_q(d) for d in doc_ids)})"
        rows = self._open().search().where(where).select(["id", "doc_id", "vector"]).limit(None).to_list()
        out: dict[str, dict[str, np.ndarray]] = {}
        for r in rows:
            out.setdefault(r["doc_id"], {})[r["id"]] = np.asarray(r["vector"], dtype=np.float32)
        return out

    def replace_document(self, doc_id: str, chunks: list[Chunk], vectors: np.ndarray) -> None:
        self.replace_documents([(doc_id, chunks, vectors)])

    def replace_documents(self, items: list[tuple[str, list[Chunk], np.ndarray]]) -> None:
        """Replace several documents in two table versions (one upsert, one delete of leftovers); a reader
        sees each document's old or new chunks, never none."""
        if not items:
            return
        table = self._open()
        with self._lock:
            chunks = [c for _, doc_chunks, _ in items for c in doc_chunks]
            if chunks:
                vectors = np.vstack([v for _, doc_chunks, v in items if doc_chunks])
                (table.merge_insert("id").when_matched_update_all().when_not_matched_insert_all()
                 .execute(self._rows(chunks, vectors)))
            docs = ", ".join(_q(doc_id) for doc_id, _, _ in items)
            keep = ", ".join(_q(c.id) for c in chunks)
            table.delete(f"doc_id IN ({docs})" + (f" AND id NOT IN ({keep})" if keep else ""))
            self._pending_rows += len(chunks)
            if self._pending_rows >= _REINDEX_AFTER_ROWS:
                self.optimize()

    def delete_document(self, doc_id: str) -> int:
        if not self.exists():
            return 0
        table = self._open()
        n = table.count_rows(f"doc_id = {_q(doc_id)}")
        if n:
            table.delete(f"doc_id = {_q(doc_id)}")
        return n

    def optimize(self) -> None:
        """Fold new rows into the FTS index and compact small fragments."""
        table = self._open()
        table.optimize()
        self._pending_rows = 0

    # --- reads --------------------------------------------------------------------------------------
    @staticmethod
    def _chunk(row: dict) -> Chunk:
        data = {k: row.get(k) for k in (*_STR_FIELDS, *_LIST_FIELDS, "position")}
        data["last_updated"] = datetime.fromisoformat(row["last_updated"]) if row.get("last_updated") else None
        return Chunk(**data)

    def document_versions(self) -> dict[str, str]:
        if not self.exists():
            return {}
        table = self._columns(["doc_id", "version"])
        versions: dict[str, str] = {}
        # a document whose chunks disagree (an interrupted replace) maps to "" so the next sync rewrites it
        for doc, version in zip(table.column("doc_id").to_pylist(), table.column("version").to_pylist()):
            versions[doc] = version if versions.get(doc, version) == version else ""
        return versions

    def _columns(self, columns: list[str]) -> pa.Table:
        return self._open().search().select(columns).limit(None).to_arrow()

    def keyword_search(self, query: str, k: int, flt: SearchFilter) -> list[ScoredChunk]:
        if not query.strip():
            return []
        rows = (self._open().search(query, query_type="fts", fts_columns="enriched_text")
                .where(_where(flt), prefilter=True).limit(k).to_list())
        return [ScoredChunk(self._chunk(r), float(r["_score"])) for r in rows]

    def vector_search(self, vector: np.ndarray, k: int, flt: SearchFilter) -> list[ScoredChunk]:
        rows = (self._open().search(np.asarray(vector, dtype=np.float32), query_type="vector")
                .distance_type("cosine").where(_where(flt), prefilter=True).limit(k).to_list())
        return [ScoredChunk(self._chunk(r), 1.0 - float(r["_distance"])) for r in rows]

    def chunks_at(self, doc_id: str, positions: list[int]) -> list[Chunk]:
        if not positions:
            return []
        where = f"doc_id = {_q(doc_id)} AND position IN ({', '.join(str(int(p)) for p in positions)})"
        rows = self._open().search().where(where).limit(len(positions)).to_list()
        return sorted((self._chunk(r) for r in rows), key=lambda c: c.position)

    def export_document(self, doc_id: str) -> tuple[list[Chunk], np.ndarray]:
        if not self.exists():
            return [], np.zeros((0, 0), dtype=np.float32)
        rows = sorted(self._open().search().where(f"doc_id = {_q(doc_id)}").limit(None).to_list(),
                      key=lambda r: r["position"])
        vectors = np.array([r["vector"] for r in rows], dtype=np.float32)
        return [self._chunk(r) for r in rows], vectors

    def stats(self) -> IndexStats:
        meta = self._meta() or {}
        if not self.exists():
            return IndexStats(self.backend, str(self.directory), 0, 0, meta.get("embedding_model"), meta.get("dimension"))
        table = self._open()
        docs = self._columns(["doc_id"]).column("doc_id").unique()
        return IndexStats(self.backend, str(self.directory / self.name), len(docs), table.count_rows(),
                          meta.get("embedding_model"), meta.get("dimension"),
                          {"table_version": table.version})

    def drop(self) -> None:
        if self.name in self._db.list_tables().tables:
            self._db.drop_table(self.name)
        self._meta_path.unlink(missing_ok=True)
        self._table = None

    def ping(self) -> None:
        if not self.directory.exists():
            raise IndexError_(f"index directory {self.directory} does not exist")
