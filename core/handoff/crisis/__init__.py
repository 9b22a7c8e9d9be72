"""Crisis detection: normalisation → benign guard → rules (en/es/fr/de, core pt/it/pinyin) → semantic nearest
neighbours (English, other languages through a gloss)."""

from core.handoff.crisis.detector import (CrisisAssessment, CrisisDetector, build_crisis_detector,
                                          default_crisis_detector)
from core.handoff.crisis.rules import CATEGORIES

__all__ = ["CATEGORIES", "CrisisAssessment", "CrisisDetector", "build_crisis_detector", "default_crisis_detector"]
