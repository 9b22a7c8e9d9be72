"""How chunks map onto a Weaviate collection: properties, conversions both ways, and search filters."""

from __future__ import annotations

from datetime import timezone
from typing import Any

from core.knowledge.documents import Chunk
from core.knowledge.index.base import SearchFilter
from core.knowledge.index.text_analysis import analyse

# Chunk fields → Weaviate properties. ``id`` is reserved by Weaviate, hence ``chunk_id``.
_SEARCHABLE = ("text", "enriched_text", "title", "section", "breadcrumb")  # word-tokenised, BM25-indexed
# enriched_text after English analysis (stemmed, see core.knowledge.index.text_analysis): what keyword search queries
ANALYSED_PROPERTY = "search_text"
_EXACT = ("chunk_id", "doc_id", "version", "url", "space", "space_key", "source_type")  # whole-value match
_LISTS = ("labels", "allowed_users", "allowed_groups")
META_PREFIX = "advisor-index "
MAX_RESULTS = 10_000  # the server's QUERY_MAXIMUM_RESULTS default


def collection_name(name: str) -> str:
    """``advisor_chunks`` → ``AdvisorChunks`` (Weaviate class names start upper-case, no underscores needed)."""
    return "".join(part[:1].upper() + part[1:] for part in name.replace("-", "_").split("_") if part)


def parse_query_properties(spec: str) -> list[str]:
    """``"enriched_text, title^2"`` → ``["enriched_text", "title^2"]`` (Weaviate's boost syntax)."""
    props = [p.strip() for p in spec.split(",") if p.strip()]
    for prop in props:
        if prop.split("^")[0] not in (ANALYSED_PROPERTY, *_SEARCHABLE):
            raise ValueError(f"query property {prop!r} is not keyword-searchable; "
                             f"choose from {', '.join((ANALYSED_PROPERTY, *_SEARCHABLE))}")
    return props


def schema_properties() -> list:
    """The collection's properties: BM25 text fields, the stemmed search_text, exact-match and list fields."""
    from weaviate.classes.config import Configure, DataType, Property, Tokenization

    # Word tokenisation, English stop words and accent folding, as LanceDB's FTS index is configured.
    analyzer = Configure.text_analyzer(ascii_fold=True)
    props = [Property(name=f, data_type=DataType.TEXT, tokenization=Tokenization.WORD, text_analyzer=analyzer,
                      index_filterable=False) for f in _SEARCHABLE]
    props.append(Property(name=ANALYSED_PROPERTY, data_type=DataType.TEXT, tokenization=Tokenization.WHITESPACE,
                          index_filterable=False))
    props += [Property(name=f, data_type=DataType.TEXT, tokenization=Tokenization.FIELD, index_searchable=False)
              for f in _EXACT]
    props += [Property(name=f, data_type=DataType.TEXT_ARRAY, tokenization=Tokenization.FIELD,
                       index_searchable=False) for f in _LISTS]
    props += [Property(name="position", data_type=DataType.INT),
              Property(name="restricted", data_type=DataType.BOOL),
              Property(name="last_updated", data_type=DataType.DATE)]
    return props


def chunk_properties(chunk: Chunk) -> dict[str, Any]:
    props: dict[str, Any] = {f: getattr(chunk, f) or "" for f in (*_SEARCHABLE, *_EXACT) if f != "chunk_id"}
    props["chunk_id"] = chunk.id
    props[ANALYSED_PROPERTY] = analyse(chunk.enriched_text)
    props.update({f: list(getattr(chunk, f)) for f in _LISTS})
    props["position"] = chunk.position
    props["restricted"] = bool(chunk.allowed_users or chunk.allowed_groups)
    updated = chunk.last_updated
    if updated is not None and updated.tzinfo is None:
        updated = updated.replace(tzinfo=timezone.utc)  # Weaviate dates need a zone; naive means UTC here
    props["last_updated"] = updated
    return props


def chunk_from_properties(props: dict[str, Any]) -> Chunk:
    data = {f: props.get(f) or "" for f in (*_SEARCHABLE, *_EXACT) if f != "chunk_id"}
    data.update({f: list(props.get(f) or []) for f in _LISTS})
    return Chunk(id=props["chunk_id"], position=int(props.get("position") or 0),
                 last_updated=props.get("last_updated"), **data)


def search_filter(flt: SearchFilter):
    from weaviate.classes.query import Filter

    clauses = []
    if flt.doc_ids:
        clauses.append(Filter.by_property("doc_id").contains_any(list(flt.doc_ids)))
    if flt.space_keys:
        keys = list(flt.space_keys)
        clauses.append(Filter.by_property("space_key").contains_any(keys) |
                       Filter.by_property("space").contains_any(keys))
    if flt.labels:
        clauses.append(Filter.by_property("labels").contains_any(list(flt.labels)))
    access = [Filter.by_property("restricted").equal(False)]
    if flt.asker_id:
        access.append(Filter.by_property("allowed_users").contains_any([flt.asker_id]))
    if flt.asker_groups:
        access.append(Filter.by_property("allowed_groups").contains_any(list(flt.asker_groups)))
    clauses.append(Filter.any_of(access) if len(access) > 1 else access[0])
    return Filter.all_of(clauses) if len(clauses) > 1 else clauses[0]
