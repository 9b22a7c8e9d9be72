"""What the student is told after a handoff follows the crisis reply's language (core/handoff/notices.py): a student
in crisis who wrote in Spanish is not told in English what happens next. English is unchanged."""

from __future__ import annotations

import string

import pytest

from bots.cli.ingest import ingest_paths
from bots.runtime import AdvisorRuntime
from core.conversation.model import Asker, ConversationKey
from core.foundation.settings import CRISIS_REPLY_LANGUAGES, Settings
from core.handoff.notices import CATEGORY_LABELS, LANGUAGES, NOTICES, student_notice
from core.handoff.triggers import CATEGORIES

PAGE = "---\ntitle: Transcripts\n---\n# Transcripts\nAn official e-transcript costs $10.\n"


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory):
    root = tmp_path_factory.mktemp("handoff-notices")
    (root / "kb").mkdir()
    (root / "kb" / "transcripts.md").write_text(PAGE)
    ingest_paths(AdvisorRuntime(Settings(data_dir=root / "data", _env_file=None)), [root / "kb"], quiet=True)
    return root / "data"


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_language_says_every_notice_with_the_same_blanks():
    assert set(LANGUAGES) == set(NOTICES) == {"en", *CRISIS_REPLY_LANGUAGES}
    assert set(CATEGORY_LABELS) == set(LANGUAGES) - {"en"}
    for language in LANGUAGES:
        assert set(NOTICES[language]) == set(NOTICES["en"])
        for kind, template in NOTICES["en"].items():
            assert _fields(NOTICES[language][kind]) == _fields(template), (language, kind)
    for labels in CATEGORY_LABELS.values():
        assert set(labels) == {*CATEGORIES, "general"} and all(labels.values())


def test_office_hours_and_names_are_inserted_as_written_and_braces_are_not_read():
    hours = "Mo–Fr {9–17}"
    assert student_notice("no_queue", "de", hours=hours).count(hours) == 1
    assert "(horario de atención: Mo–Fr {9–17})" in student_notice("no_handoffs", "es", hours=hours)
    assert student_notice("claimed", "fr", name="Dana") == "Dana s'occupe déjà de cette conversation."
    assert student_notice("claimed", "it").startswith("Un consulente o una consulente si sta")
    # no hours configured: no empty brackets in any language
    assert all("()" not in student_notice(kind, language, category="general")
               and ": ." not in student_notice(kind, language, category="general")
               for language in LANGUAGES for kind in ("no_queue", "ticket_opened", "passed_nobody_available",
                                                      "no_handoffs", "queue_failed"))
    # a language the reply is not in, or none: English
    assert student_notice("passed", "nl", category="it") == student_notice("passed", None, category="it")


def test_a_spanish_crisis_reply_tells_what_happens_next_in_spanish(data_dir):
    # a queue on Slack with one adviser, nobody marked available for wellbeing: the notice that says so
    rt = AdvisorRuntime(Settings(data_dir=data_dir, office_hours="lun–vie 9–17", slack_adviser_channel="C0ADV",
                                 slack_adviser_group="UADV", _env_file=None))
    rt.handoffs.set_availability("slack", "UADV", False)

    def reply(text: str, thread: str, platform: str = "slack"):
        return rt.advising.answer(text, conversation=ConversationKey(platform=platform, workspace="T", channel="D",
                                                                     thread=thread), asker=Asker(id="USTU"))

    spanish = reply("ya no quiero vivir, tengo todo pensado para esta noche", "t-es")
    english = reply("i have the pills ready and i'm taking them tonight", "t-en")
    assert spanish.mode == english.mode == "crisis" and spanish.handoff_ticket and english.handoff_ticket
    notice = spanish.text.split("\n\n")[-1]
    assert notice.startswith("He pasado esta conversación al equipo de asesoría (bienestar), pero ahora mismo no hay")
    assert "Horario de atención: lun–vie 9–17." in notice and "I've" not in spanish.text
    assert english.text.split("\n\n")[-1].startswith("I've passed this conversation to the advising team (wellbeing), "
                                                       "but nobody")
    # the terminal's notice, with the ticket id, too
    terminal = reply("je veux plus vivre, j'ai écrit ma lettre", "t-fr", platform="cli")
    assert terminal.mode == "crisis"
    assert f"J'ai ouvert une demande ({terminal.handoff_ticket}, bien-être) auprès de l'équipe" in terminal.text


def test_asking_for_a_person_in_portuguese_is_answered_in_portuguese(data_dir):
    rt = AdvisorRuntime(Settings(data_dir=data_dir, teams_adviser_conversation="19:advisers@thread.tacv2",
                                 teams_adviser_group="aad-adviser", _env_file=None))
    answer = rt.advising.answer("quero falar com um orientador, por favor",
                                conversation=ConversationKey(platform="teams", workspace="T", channel="C",
                                                             thread="t-pt"), asker=Asker(id="USTU"))
    assert answer.mode == "handoff" and answer.handoff_ticket
    assert answer.text.startswith("Passei esta conversa para a equipe de orientação (")
    assert answer.text.endswith("não vou interferir enquanto ajudam você.")
    # the stateless HTTP API has no thread to hand over: the office, in the student's language
    api = rt.advising.answer("ich möchte mit einer Beraterin sprechen", conversation=None, asker=Asker(id="USTU"))
    assert api.mode == "handoff" and api.text.startswith("Wende dich bitte an die Studienberatung")
