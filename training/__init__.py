"""Offline training tools (``advisor train-reranker``, ``advisor export-pairs``): not on the serving path.

Depends on core/ (its datasets, index and hybrid retriever); nothing in core/, bots/ or sync/ imports it
except the CLI command that runs it. torch and transformers are needed only by ``cross_encoder`` and
``onnx_export`` (the optional ``train`` extra); the question loaders and negative mining run without them.
"""
