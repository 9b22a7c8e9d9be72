"""A crisis reaches resources and a person on every front door: the terminal (`ask`, `ask --batch`), the
core entry point Slack and Teams share, and the advisers' queue cards; the default resources invent no
number and `advisor serve` warns while they are unchanged."""

from __future__ import annotations

import json
import logging
import re

import pytest
from typer.testing import CliRunner

from bots.cli.ingest import ingest_paths
from bots.cli.main import app
from bots.runtime import AdvisorRuntime
from core.conversation.model import Asker, ConversationKey
from core.foundation.settings import DEFAULT_CRISIS_RESOURCES, Settings

PAGE = """---
title: Transcripts
---
# Transcripts
An official e-transcript costs $10 and is sent within one business day.
"""


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory):
    root = tmp_path_factory.mktemp("crisis-front-doors")
    kb = root / "kb"
    kb.mkdir()
    (kb / "transcripts.md").write_text(PAGE)
    ingest_paths(AdvisorRuntime(Settings(data_dir=root / "data", _env_file=None)), [kb], quiet=True)
    return root / "data"


def test_default_resources_name_no_invented_number():
    assert not re.search(r"\d{3}", DEFAULT_CRISIS_RESOURCES)
    assert "replace with your campus counselling line" in DEFAULT_CRISIS_RESOURCES
    assert "emergency" in DEFAULT_CRISIS_RESOURCES and "lifeline" in DEFAULT_CRISIS_RESOURCES
    assert Settings(_env_file=None).crisis_resources == DEFAULT_CRISIS_RESOURCES


def test_serve_warns_while_the_resources_are_the_default(tmp_path, caplog):
    from bots.cli.serve_cmd import check_crisis_setup

    with caplog.at_level(logging.WARNING, logger="advisor.serve"):
        check_crisis_setup(AdvisorRuntime(Settings(data_dir=tmp_path, crisis_semantic_layer=False, _env_file=None)))
    assert any("ADVISOR_CRISIS_RESOURCES" in r.getMessage() for r in caplog.records)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="advisor.serve"):
        check_crisis_setup(AdvisorRuntime(Settings(data_dir=tmp_path, crisis_semantic_layer=False,
                                                   crisis_resources="Call Campus Counselling on 555 1234.",
                                                   _env_file=None)))
    assert not any("ADVISOR_CRISIS_RESOURCES" in r.getMessage() for r in caplog.records)


def test_ask_batch_json_one_object_per_line_with_crisis_tickets(data_dir, tmp_path, monkeypatch):
    monkeypatch.setenv("ADVISOR_DATA_DIR", str(data_dir))
    questions = tmp_path / "questions.txt"
    # saved as Windows tools save: a byte-order mark and CRLF line ends, neither part of a question
    questions.write_text("\ufeffI want to kms\r\n\r\nHow much does an official e-transcript cost?\r\n"
                         "mi amiga se quiere matar\ncan I talk to a real person\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["ask", "--batch", str(questions), "--json"])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in result.stdout.strip().splitlines()]
    assert [r["question"] for r in records] == ["I want to kms", "How much does an official e-transcript cost?",
                                                 "mi amiga se quiere matar", "can I talk to a real person"]
    for record in records:
        assert {"question", "mode", "abstained", "suggest_adviser", "citations", "notes"} <= set(record)
    assert [r["mode"] for r in records] == ["crisis", "extractive", "crisis", "handoff"]
    crisis = records[0]
    assert DEFAULT_CRISIS_RESOURCES in crisis["answer"] and "adviser ticket" in crisis["answer"]
    assert crisis["suggest_adviser"] and not crisis["citations"]
    assert any("self_harm" in n for n in crisis["notes"])
    assert any("third_party" in n for n in records[2]["notes"])
    assert records[1]["citations"] and not records[1]["suggest_adviser"]

    rt = AdvisorRuntime(Settings(data_dir=data_dir, _env_file=None))
    tickets = rt.handoffs.list()
    urgent = [t for t in tickets if t.urgent]
    assert len(urgent) == 2 and all(t.platform == "cli" for t in urgent)
    assert {tuple(t.crisis_categories) for t in urgent} == {("self_harm",), ("self_harm", "third_party")}
    assert any(t.id in crisis["answer"] for t in urgent)


def test_ask_batch_from_stdin_and_bad_input(data_dir, tmp_path, monkeypatch):
    monkeypatch.setenv("ADVISOR_DATA_DIR", str(data_dir))
    runner = CliRunner()
    plain = runner.invoke(app, ["ask", "--batch", "-"], input="I have pills and I'm going to take them all tonight\n")
    assert plain.exit_code == 0, plain.output
    assert "Q1:" in plain.stdout and "emergency" in plain.stdout
    missing = runner.invoke(app, ["ask", "--batch", str(tmp_path / "nope.txt")])
    assert missing.exit_code == 1 and "cannot read questions" in missing.output
    neither = runner.invoke(app, ["ask"])
    assert neither.exit_code == 1 and "--batch" in neither.output


def test_crisis_ticket_on_chat_platforms_carries_categories_for_the_cards(data_dir):
    from bots.slack.handoff_blocks import queue_card as slack_card
    from bots.teams.handoff_cards import queue_card as teams_card

    rt = AdvisorRuntime(Settings(data_dir=data_dir, _env_file=None))
    conversation = ConversationKey(platform="slack", workspace="T", channel="D1", thread="t-crisis")
    answer = rt.advising.answer("my roommate says he'll kill himself tonight", conversation=conversation,
                                asker=Asker(id="USTU"))
    assert answer.mode == "crisis" and answer.handoff_ticket
    ticket = rt.handoffs.store.get(answer.handoff_ticket)
    assert ticket.urgent and ticket.crisis_categories == ["self_harm", "third_party"]
    assert "imminent" in ticket.reason
    assert "self harm, third party" in json.dumps(slack_card(ticket))
    assert "self harm, third party" in json.dumps(teams_card(ticket))


def test_the_crisis_reply_speaks_to_the_helper_when_the_crisis_is_someone_elses(data_dir):
    rt = AdvisorRuntime(Settings(data_dir=data_dir, _env_file=None))

    def reply(text: str, thread: str):
        return rt.advising.answer(text, conversation=ConversationKey(platform="teams", workspace="T", channel="C",
                                                                     thread=thread), asker=Asker(id="USTU"))

    friend = reply("my flatmate just texted me: \"i can't do this anymore, goodbye\"", "t-friend")
    own = reply("i have the pills ready and i'm taking them tonight", "t-own")
    assert friend.mode == own.mode == "crisis"
    # both reach the resources and a person; only the first line differs
    for answer in (friend, own):
        assert rt.settings.crisis_resources in answer.text and answer.handoff_ticket
    assert "stay with them" in friend.text.split("\n\n")[0]
    assert "stay with them" not in own.text and "you're going through this" in own.text.split("\n\n")[0]


def test_a_doubted_alarm_is_answered_with_resources_and_an_offer_but_no_urgent_ticket(data_dir):
    from core.handoff.crisis import CrisisAssessment

    rt = AdvisorRuntime(Settings(data_dir=data_dir, _env_file=None))
    conversation = ConversationKey(platform="slack", workspace="T", channel="D1", thread="t-doubted")
    question = "How much does an official e-transcript cost?"
    answer = rt.advising.answer(question, conversation=conversation, asker=Asker(id="USTU"),
                                crisis=CrisisAssessment(False, doubted=True))
    assert answer.mode != "crisis" and not answer.handoff_ticket
    assert "$10" in answer.text and rt.settings.crisis_resources in answer.text and answer.suggest_adviser
    plain = rt.advising.answer(question, conversation=ConversationKey(platform="slack", workspace="T", channel="D1",
                                                                      thread="t-plain"), asker=Asker(id="USTU"))
    assert rt.settings.crisis_resources not in plain.text
    leaning = rt.advising.answer(question, conversation=ConversationKey(platform="slack", workspace="T", channel="D1",
                                                                        thread="t-leaning"), asker=Asker(id="USTU"),
                                 crisis=CrisisAssessment(False, leaning=True))
    assert leaning.mode != "crisis" and not leaning.handoff_ticket and leaning.suggest_adviser
    assert rt.settings.crisis_resources in leaning.text and "crisis check-in: the detector's reader leans to a crisis" \
        in leaning.notes


@pytest.mark.parametrize("message, language", [
    ("ya no quiero vivir, tengo todo pensado para esta noche", "es"),
    ("je veux plus être là, j'ai tout préparé pour ce soir", "fr"),
    ("ich will nicht mehr leben, ich hab die tabletten schon hier", "de"),
    ("non ce la faccio più, stanotte la faccio finita", "it"),
    ("não aguento mais, quero sumir hoje", "pt"),
    ("i can't do this anymore, i have the pills ready", None),
    ("pills ready goodbye", None),
    # one marking word where nothing is English; English words that are German ones too stay English
    ("quiero morir", "es"),
    ("vou me matar", "pt"),
    ("nobody will miss me", None),
    # a weak marker alone, English "die" above all, does not make a message German
    ("wanna die tbh", None),
    ("pills in hand. ciao ciao", None),
    # quoted words are someone's, with or without a verb
    ("mom: \"yo no tengo tiempo para tus dramas\". cool. gonna kill myself", None),
    # a friend's words quoted in Spanish do not make the student's own message Spanish
    ("my friend texted me: 'ya no quiero vivir, no puedo más'", None),
    # ... but the student's own frame in Spanish does
    ("mi compañera de piso me dijo: \"ya no puedo más, me voy a tirar del puente\"", "es"),
])
def test_a_crisis_message_is_placed_in_its_language(message, language):
    from core.handoff.crisis.language import covered_language
    from core.handoff.crisis.reported_speech import outside_reports

    assert covered_language(outside_reports(message)) == language


def test_the_covered_languages_are_the_same_everywhere():
    from core.answering.crisis_reply import CHECK_IN_LINES, CRISIS_OPENINGS
    from core.foundation.settings import CRISIS_REPLY_LANGUAGES
    from core.handoff.crisis.language import _OWN_WORDS

    assert set(CRISIS_OPENINGS) == set(CHECK_IN_LINES) == {"en", *CRISIS_REPLY_LANGUAGES} == {"en", *_OWN_WORDS}


@pytest.mark.parametrize("language", ["es", "fr", "de", "it", "pt"])
def test_the_person_each_check_in_offers_is_recognised_when_asked_for(language):
    """A student who answers the check-in the way it suggests ("quiero hablar con un asesor") reaches a person."""
    from core.handoff.triggers import asks_for_person

    asks = {"es": "quiero hablar con un asesor", "fr": "je voudrais parler à une conseillère",
            "de": "ich möchte mit einer Beraterin sprechen", "it": "vorrei parlare con un consulente",
            "pt": "posso falar com um orientador?"}
    assert asks_for_person(asks[language])
    assert not asks_for_person("je ne peux parler à personne")  # "to nobody"


def test_the_crisis_reply_opens_in_the_students_language_with_its_resources(data_dir):
    from core.answering.crisis_reply import CRISIS_OPENINGS

    spanish_resources = "Si estás en peligro inmediato llama al número de emergencias. Línea del campus: (configurada)."
    rt = AdvisorRuntime(Settings(data_dir=data_dir, crisis_resources_by_language={"es": spanish_resources},
                                 _env_file=None))

    def reply(text: str, thread: str):
        return rt.advising.answer(text, conversation=ConversationKey(platform="slack", workspace="T", channel="D",
                                                                     thread=thread), asker=Asker(id="USTU"))

    spanish = reply("ya no quiero vivir, tengo todo pensado para esta noche", "t-es")
    german_friend = reply("meine mitbewohnerin hat gesagt, dass sie sich heute umbringen will", "t-de")
    assert spanish.mode == german_friend.mode == "crisis" and spanish.handoff_ticket and german_friend.handoff_ticket
    assert spanish.text.startswith(CRISIS_OPENINGS["es"][0]) and spanish_resources in spanish.text
    # no German resources configured: the German line, then the resources every student gets
    assert german_friend.text.startswith(CRISIS_OPENINGS["de"][1]) and rt.settings.crisis_resources in german_friend.text


def test_resources_for_an_uncovered_language_or_blank_are_a_clear_error():
    with pytest.raises(ValueError, match="covered languages are es, fr, de, it, pt"):
        Settings(crisis_resources_by_language={"nl": "Bel 112"}, _env_file=None)
    with pytest.raises(ValueError, match="gives no text for es"):
        Settings(crisis_resources_by_language={"es": "  "}, _env_file=None)


def test_a_check_in_on_a_foreign_message_is_in_its_language(data_dir):
    from core.answering.crisis_reply import CHECK_IN_LINES
    from core.handoff.crisis import CrisisAssessment

    rt = AdvisorRuntime(Settings(data_dir=data_dir, crisis_resources_by_language={"pt": "Ligue 188 (CVV)."},
                                 _env_file=None))
    key = ConversationKey(platform="teams", workspace="T", channel="C", thread="t-pt-check-in")
    answer = rt.advising.answer("quanto custa o histórico escolar oficial? estou sem dinheiro e muito pra baixo", conversation=key,
                                asker=Asker(id="USTU"), crisis=CrisisAssessment(False, doubted=True))
    assert answer.mode != "crisis" and not answer.handoff_ticket and answer.suggest_adviser
    before, after = CHECK_IN_LINES["pt"]
    assert answer.text.endswith(f"{before} Ligue 188 (CVV). {after}")


def test_a_red_team_of_the_reply_language_finds_no_wrong_foreign_language():
    """40 crisis messages written to fool the placement (data/crisis/reply_language_redteam.txt: English with foreign
    words or quotes, short foreign messages): at first contact 19 right and 10 in a wrong foreign language; now none
    is placed in a wrong one (what is missed opens in English, as before)."""
    from pathlib import Path

    from core.handoff.crisis.language import covered_language
    from core.handoff.crisis.reported_speech import outside_reports

    rows = [line.split("|", 1) for line in (Path(__file__).parent / "data" / "crisis" / "reply_language_redteam.txt")
            .read_text(encoding="utf-8").splitlines() if line.strip()]
    placed = [(expected, covered_language(outside_reports(text)) or "en") for expected, text in rows]
    assert len(placed) == 40
    assert not [p for p in placed if p[1] not in ("en", p[0])]
    assert sum(expected == got for expected, got in placed) >= 32
