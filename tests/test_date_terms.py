"""Date words in the keyword query: the forms a schedule writes are searched too."""

from __future__ import annotations

import numpy as np

from core.retrieval.date_terms import expand_date_terms
from core.knowledge.index.base import SearchFilter
from core.knowledge.index.lancedb_index import LanceDBIndex
from tests.index_support import make_chunk


def test_month_weekday_and_ordinal_forms_are_appended():
    assert expand_date_terms("What is the topic on Friday, October 8th?").split()[-3:] == ["fri", "oct", "8"]
    assert set(expand_date_terms("Lab on Thurs, Sept. 2").split()) >= {"thursday", "thu", "september", "sep"}
    assert expand_date_terms("May I submit late?") == "May I submit late?"  # the verb, not the month
    assert expand_date_terms("no dates here") == "no dates here"


def test_a_schedule_row_is_found_by_the_spelled_out_date(tmp_path):
    index = LanceDBIndex(tmp_path, "dates")
    index.ensure("test-model", 384)
    rows = [make_chunk("syllabus", 0, "Fri, Oct. 8\nAutomated intervention"),
            make_chunk("syllabus", 1, "The topic of the course is intervention research on Monday mornings."),
            make_chunk("syllabus", 2, "Office hours are by appointment.")]
    index.replace_document("syllabus", rows, np.eye(3, 384, dtype=np.float32))
    question = "What is the topic for Friday, October 8th?"
    flt = SearchFilter(doc_ids=("syllabus",))
    plain = [h.chunk.position for h in index.keyword_search(question, 3, flt)]
    expanded = [h.chunk.position for h in index.keyword_search(expand_date_terms(question), 3, flt)]
    assert plain[0] == 1 and 0 not in plain  # the stemmer keeps "october" and "oct" apart
    assert expanded[0] == 0
