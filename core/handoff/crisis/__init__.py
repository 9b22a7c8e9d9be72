"""Crisis detection: normalisation → rules (en/es/fr/de) → benign guard → semantic nearest neighbours."""

from core.handoff.crisis.detector import (CrisisAssessment, CrisisDetector, build_crisis_detector,
                                          default_crisis_detector)
from core.handoff.crisis.rules import CATEGORIES

__all__ = ["CATEGORIES", "CrisisAssessment", "CrisisDetector", "build_crisis_detector", "default_crisis_detector"]
