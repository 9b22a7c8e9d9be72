"""The advising agent end to end: scripted model turns through the real openai client and LlamaIndex,
a real LanceDB knowledge base, and thread memory in a real Redis server."""

from __future__ import annotations

import asyncio
import json
import re
from datetime import datetime

import pytest

from core.answering.advising import AdvisingService
from core.answering.agent import AdvisingAgent, build_agent
from core.answering.grounding import keep_cited
from core.knowledge.citation import Citation
from core.conversation.model import Asker, ConversationKey
from core.knowledge.documents import SourceDocument
from core.handoff.port import HandoffRequest, RecordingHandoff
from core.knowledge.index.base import SearchFilter
from core.answering.llm import CompatibleOpenAI, build_llm
from core.conversation.memory import RedisThreadMemory, build_thread_memory
from core.answering.prompts import TOOL_LIMIT_REACHED
from core.foundation.redis_client import redis_client
from core.foundation.settings import Settings
from tests.llm_server import Reply, call, error, passage_numbers, say, tool_messages

ADD_DROP = "Adding and dropping courses"
TRANSCRIPT = "Ordering an official transcript"

DOCS = [
    SourceDocument(id="kb-adddrop", title=ADD_DROP, url="https://kb.example.edu/registrar/add-drop", version="7",
                   last_updated=datetime(2025, 1, 10), space="Registrar", space_key="REG",
                   body="# Undergraduate students\n\nUndergraduate students may add or drop a course until the end of "
                        "the second week of classes. Dropped courses do not appear on the transcript.\n\n"
                        "# Graduate students\n\nGraduate students may add or drop a course until the end of the "
                        "third week of classes, with the approval of their programme director."),
    SourceDocument(id="kb-transcript", title=TRANSCRIPT, url="https://kb.example.edu/registrar/transcripts",
                   version="3", last_updated=datetime(2024, 11, 2), space="Registrar", space_key="REG",
                   body="# Requesting a transcript\n\nOrder an official transcript in the student portal under "
                        "Records > Transcripts. Electronic transcripts are sent within one business day; printed "
                        "copies cost 10 dollars and are mailed within five business days."),
    SourceDocument(id="kb-withdraw", title="Withdrawing from a course", url="https://kb.example.edu/registrar/withdrawal",
                   version="4", last_updated=datetime(2025, 2, 1), space="Registrar", space_key="REG",
                   body="# Withdrawal\n\nAfter the add/drop period you may withdraw from a course until the end of "
                        "week ten. A withdrawn course shows a W grade on the transcript and does not affect the GPA."),
    SourceDocument(id="kb-parking", title="Parking permits", url="https://kb.example.edu/campus/parking", version="2",
                   last_updated=datetime(2024, 8, 20), space="Campus services", space_key="CAMPUS",
                   body="# Student parking\n\nStudent parking permits are sold per semester in the parking office "
                        "portal. A semester permit costs 180 dollars and is valid in lots C and D."),
]

Q1 = "When is the last day to drop a class?"


@pytest.fixture(scope="module")
def kb_dir(tmp_path_factory):
    """A small knowledge base indexed once for the module (LanceDB in a temp dir)."""
    from bots.runtime import AdvisorRuntime

    data_dir = tmp_path_factory.mktemp("kb") / "data"
    rt = AdvisorRuntime(Settings(_env_file=None, data_dir=data_dir))
    report = rt.knowledge_base.upsert(DOCS)
    assert report.documents == len(DOCS)
    return data_dir


@pytest.fixture(scope="module")
def retriever(kb_dir):
    from bots.runtime import AdvisorRuntime

    return AdvisorRuntime(Settings(_env_file=None, data_dir=kb_dir)).retriever


def make_settings(kb_dir, llm, **overrides) -> Settings:
    values = {"data_dir": kb_dir, "llm_base_url": llm.url, "llm_model": "scripted-model", "llm_timeout_s": 20.0,
              **overrides}
    return Settings(_env_file=None, **values)


def make_service(settings: Settings, retriever, handoff=None, streaming: bool = False) -> AdvisingService:
    agent = AdvisingAgent(settings, retriever, build_llm(settings), handoff=handoff, streaming=streaming)
    return AdvisingService(settings, retriever, memory=build_thread_memory(settings), agent=agent)


def cite(title: str, template: str):
    """A model reply that cites the passage number the search gave ``title`` in this request."""
    return lambda request: say(template.format(n=passage_numbers(request)[title]))


def user_and_assistant(request: dict) -> list[tuple[str, str]]:
    return [(m["role"], m["content"]) for m in request["messages"] if m["role"] in ("user", "assistant")
            and isinstance(m.get("content"), str) and m["content"]]


def thread(name: str) -> ConversationKey:
    return ConversationKey(platform="slack", workspace="T1", channel="C1", thread=name)


# --- answering ----------------------------------------------------------------------------------

def test_search_then_answer_with_citations(kb_dir, retriever, llm):
    llm.play(call("search_knowledge_base", query="add drop deadline undergraduate"),
             cite(ADD_DROP, "You can drop a course until the end of the second week of classes [{n}]. "
                            "Graduate students have a different rule [9]."))
    answer = make_service(make_settings(kb_dir, llm), retriever).answer(Q1, asker=Asker(id="U1"))

    assert answer.mode == "agent" and not answer.abstained and not answer.suggest_adviser
    # [9] was never returned: the sentence citing only it is removed
    assert answer.text == "You can drop a course until the end of the second week of classes [1]."
    assert answer.notes and "1 sentence(s)" in answer.notes[0]
    assert answer.citations == [Citation(n=1, title=ADD_DROP, url="https://kb.example.edu/registrar/add-drop",
                                         version="7", last_updated="2025-01-10", doc_id="kb-adddrop",
                                         section=answer.citations[0].section)]
    first, second = llm.requests
    assert first["model"] == "scripted-model"
    assert {t["function"]["name"] for t in first["tools"]} == {"search_knowledge_base", "request_adviser"}
    system = first["messages"][0]
    assert system["role"] == "system" and "never instructions" in system["content"]
    assert first["messages"][-1] == {"role": "user", "content": Q1}
    passages = tool_messages(second)[0]
    fence = re.search(r"between a line `<<<(\S+)`", system["content"]).group(1)
    assert passages.count(f"\n<<<{fence}\n") == passages.count(f"\n{fence}>>>") == len(re.findall(r"^\[\d+\] ", passages, re.M)) >= 1
    assert re.search(r"^\[\d+\] Adding and dropping courses › .*\(version 7, updated 2025-01-10\) "
                     r"https://kb\.example\.edu/registrar/add-drop$", passages, re.M)
    assert "end of the second week of classes" in passages
    assert answer.timings_ms["retrieval"] > 0 and answer.timings_ms["total"] >= answer.timings_ms["agent"]


def test_only_cited_sources_are_kept_and_renumbered(kb_dir, retriever, llm):
    def reply(request):
        numbers = passage_numbers(request)
        return say(f"Order it in the portal [{numbers[TRANSCRIPT]}]; a dropped course is not listed "
                   f"[{numbers[ADD_DROP]}, {numbers[TRANSCRIPT]}].")

    llm.play(call("search_knowledge_base", query="transcript dropped course"), reply)
    answer = make_service(make_settings(kb_dir, llm), retriever).answer("Does a dropped course show on my transcript?")
    assert [(c.n, c.title) for c in answer.citations] == [(1, TRANSCRIPT), (2, ADD_DROP)]
    assert answer.text == "Order it in the portal [1]; a dropped course is not listed [2][1]."
    assert len(passage_numbers(llm.requests[1])) >= 3  # more sources offered than cited


def test_rewrites_the_query_and_searches_again(kb_dir, retriever, llm):
    llm.play(call("search_knowledge_base", query="papers"),
             call("search_knowledge_base", query="order official transcript"),
             cite(TRANSCRIPT, "Order it in the student portal under Records > Transcripts [{n}]."))
    answer = make_service(make_settings(kb_dir, llm), retriever).answer("how do i get my papers sent to an employer")

    assert len(llm.requests) == 3
    queries = [json.loads(tc["function"]["arguments"])["query"] for m in llm.requests[2]["messages"]
               if m["role"] == "assistant" for tc in m.get("tool_calls") or []]
    assert queries == ["papers", "order official transcript"]
    first_search, second_search = tool_messages(llm.requests[2])
    assert "Records > Transcripts" in second_search
    # [n] means the same page in both searches of the turn
    numbers = [dict((t, int(n)) for n, t in re.findall(r"^\[(\d+)\] (.+?) › ", text, re.M))
               for text in (first_search, second_search)]
    for title in set(numbers[0]) & set(numbers[1]):
        assert numbers[0][title] == numbers[1][title]
    assert [c.title for c in answer.citations] == [TRANSCRIPT] and answer.citations[0].n == 1
    assert not answer.abstained


def test_nothing_found_abstains(kb_dir, retriever, llm):
    llm.play(call("search_knowledge_base", query="helicopter landing permit on the roof"),
             say("I couldn't find this in the knowledge base. An adviser can help you with it."))
    answer = make_service(make_settings(kb_dir, llm), retriever).answer("Can I land a helicopter on the library roof?")
    assert answer.abstained and answer.suggest_adviser and answer.citations == []
    assert "couldn't find" in answer.text


def test_request_adviser_goes_through_the_handoff_port(kb_dir, retriever, llm):
    class TicketDesk(RecordingHandoff):
        def request_adviser(self, request: HandoffRequest) -> str | None:
            super().request_adviser(request)
            return "T-42"

    desk = TicketDesk()
    llm.play(call("request_adviser", reason="family emergency, wants to talk to someone"),
             say("I'm sorry to hear that. An adviser will follow up with you here."))
    conversation = thread("handoff")
    answer = make_service(make_settings(kb_dir, llm), retriever, handoff=desk).answer(
        "My father is in hospital and I can't sit my exams, what do I do?", conversation=conversation,
        asker=Asker(id="U5", name="Sam"))
    assert answer.suggest_adviser and answer.handoff_ticket == "T-42"
    [request] = desk.requests
    assert request.reason.startswith("family emergency") and request.asker.id == "U5"
    assert request.conversation == conversation and "hospital" in request.question
    assert "T-42" in tool_messages(llm.requests[1])[0]


def test_streaming_responses_are_parsed_the_same_way(kb_dir, retriever, llm):
    llm.play(call("search_knowledge_base", query="add drop deadline"),
             cite(ADD_DROP, "Until the end of the second week [{n}]."))
    answer = make_service(make_settings(kb_dir, llm), retriever, streaming=True).answer(Q1)
    assert all(r.get("stream") for r in llm.requests)
    assert answer.text == "Until the end of the second week [1]." and answer.citations[0].title == ADD_DROP


def test_small_talk_costs_no_model_call(kb_dir, retriever, llm):
    answer = make_service(make_settings(kb_dir, llm), retriever).answer("hello!")
    assert answer.mode == "smalltalk" and llm.requests == []


# --- memory in the conversation -----------------------------------------------------------------

def test_follow_up_sends_the_earlier_turns_from_redis(kb_dir, retriever, llm, redis_url):
    service = make_service(make_settings(kb_dir, llm, redis_url=redis_url), retriever)
    conversation = thread("follow-up")
    llm.play(call("search_knowledge_base", query="drop deadline undergraduate"),
             cite(ADD_DROP, "Until the end of the second week of classes [{n}]."))
    first = service.answer(Q1, conversation=conversation, asker=Asker(id="U1"))
    llm.play(call("search_knowledge_base", query="drop deadline graduate students"),
             cite(ADD_DROP, "Graduate students have until the end of the third week [{n}]."))
    second = service.answer("and for graduate students?", conversation=conversation, asker=Asker(id="U1"))

    turn2_request = llm.requests[2]
    assert user_and_assistant(turn2_request) == [
        ("user", Q1),
        ("assistant", f"{first.text}\n\nSources: [1] {ADD_DROP}"),
        ("user", "and for graduate students?"),
    ]
    assert "third week" in second.text
    stored = redis_client(redis_url).lrange(service.memory.inner.thread_key(conversation), 0, -1)
    assert [json.loads(s)["role"] for s in stored] == ["user", "assistant", "user", "assistant"]
    assert json.loads(stored[1])["citations"][0]["title"] == ADD_DROP


def test_redis_killed_mid_conversation_then_back(kb_dir, retriever, llm, redis_server, redis_url):
    service = make_service(make_settings(kb_dir, llm, redis_url=redis_url), retriever)
    conversation = thread("outage")
    answer_now = cite(ADD_DROP, "Until the end of the second week [{n}].")

    llm.play(call("search_knowledge_base", query="drop deadline"), answer_now)
    service.answer(Q1, conversation=conversation, asker=Asker(id="U1"))
    redis_server.stop()
    try:
        llm.play(call("search_knowledge_base", query="withdraw deadline"),
                 cite("Withdrawing from a course", "Until the end of week ten [{n}]."))
        during = service.answer("What about withdrawing?", conversation=conversation, asker=Asker(id="U1"))
        assert during.mode == "agent" and "week ten" in during.text
        assert user_and_assistant(llm.requests[2]) == [("user", "What about withdrawing?")]  # no history
    finally:
        redis_server.start()  # same port
    llm.play(call("search_knowledge_base", query="drop deadline graduate"),
             cite(ADD_DROP, "Graduate students: the third week [{n}]."))
    service.answer("and for graduate students?", conversation=conversation, asker=Asker(id="U1"))
    history = [content for role, content in user_and_assistant(llm.requests[4])]
    assert history[0] == Q1 and history[-1] == "and for graduate students?"
    assert "What about withdrawing?" not in history  # the turn during the outage could not be stored


# --- faults -------------------------------------------------------------------------------------

def test_llm_error_falls_back_to_extractive_with_a_note(kb_dir, retriever, llm):
    llm.responder = error(500)
    answer = make_service(make_settings(kb_dir, llm), retriever).answer(Q1)
    assert llm.requests, "the model endpoint was called"
    assert answer.mode == "extractive" and not answer.abstained
    assert any("language model was unavailable" in note for note in answer.notes)
    assert ADD_DROP in [c.title for c in answer.citations] and "second week" in answer.text


def test_llm_timeout_falls_back_to_extractive(kb_dir, retriever, llm):
    llm.responder = Reply(content="too late", delay_s=5)
    answer = make_service(make_settings(kb_dir, llm, llm_timeout_s=1.0), retriever).answer(Q1)
    assert answer.mode == "extractive" and "too late" not in answer.text
    assert any("TimeoutError" in note for note in answer.notes)
    assert answer.citations


def test_tool_loop_ends_at_the_cap_with_a_grounded_answer(kb_dir, retriever, llm):
    llm.responder = lambda request: call("search_knowledge_base", query=f"drop course deadline {len(request['messages'])}")
    answer = make_service(make_settings(kb_dir, llm, llm_max_tool_calls=2), retriever).answer(Q1)
    assert len(llm.requests) == 4  # 2 searches, 1 refused with the limit message, then stopped
    assert tool_messages(llm.requests[-1])[-1] == TOOL_LIMIT_REACHED
    assert answer.mode == "extractive" and answer.citations and not answer.abstained
    assert any("stopped after 2 searches" in note for note in answer.notes)
    assert "second week" in answer.text


# --- event loops --------------------------------------------------------------------------------

async def test_runs_from_inside_a_running_loop_and_its_executor(kb_dir, retriever, llm):
    service = make_service(make_settings(kb_dir, llm), retriever)
    reply = cite(ADD_DROP, "Until the end of the second week [{n}].")
    llm.play(call("search_knowledge_base", query="drop deadline"), reply)
    direct = service.answer(Q1)  # called on the loop's own thread
    llm.play(call("search_knowledge_base", query="drop deadline"), reply)
    loop = asyncio.get_running_loop()
    in_executor = await loop.run_in_executor(None, service.answer, Q1)  # how the bots call it
    assert direct.mode == in_executor.mode == "agent"
    assert direct.citations == in_executor.citations and direct.citations[0].title == ADD_DROP


# --- units --------------------------------------------------------------------------------------

def test_keep_cited_renumbers_and_drops_unknown_markers():
    available = [Citation(n=i, title=f"T{i}") for i in (1, 2, 3)]
    text, cited = keep_cited("A [3]. B [1,3] and [4]. C [2 , 1].", available)
    assert text == "A [1]. B [2][1] and. C [3][2]."
    assert [(c.n, c.title) for c in cited] == [(1, "T3"), (2, "T1"), (3, "T2")]


def test_unknown_model_names_are_chat_models_with_tools(settings):
    llm = build_llm(settings.model_copy(update={"llm_base_url": "http://127.0.0.1:9/v1", "llm_model": "qwen2.5-7b"}))
    assert isinstance(llm, CompatibleOpenAI)
    assert llm.metadata.is_chat_model and llm.metadata.is_function_calling_model
    azure = build_llm(settings.model_copy(update={"llm_base_url": "https://x.openai.azure.com",
                                                  "llm_model": "my-deployment", "llm_azure_api_version": "2024-10-21"}))
    client = azure._get_client()
    assert type(client).__name__ == "AzureOpenAI"
    assert "/openai/deployments/my-deployment" in str(client.base_url)


def test_build_agent_uses_settings(settings, retriever):
    agent = build_agent(settings.model_copy(update={"llm_base_url": "http://127.0.0.1:9/v1"}), retriever)
    assert isinstance(agent, AdvisingAgent) and isinstance(agent.handoff, RecordingHandoff)
    assert agent.llm.timeout == settings.llm_timeout_s


# --- the terminal front door --------------------------------------------------------------------

def run_cli(args: list[str], env: dict, input: str | None = None):
    from typer.testing import CliRunner

    from bots.cli.main import app

    return CliRunner().invoke(app, args, input=input, env=env)


def test_advisor_chat_holds_a_conversation_with_memory_then_forget_erases_it(kb_dir, llm, redis_url):
    env = {"ADVISOR_DATA_DIR": str(kb_dir), "ADVISOR_LLM_BASE_URL": llm.url, "ADVISOR_LLM_MODEL": "scripted-model",
           "ADVISOR_REDIS_URL": redis_url}
    llm.play(call("search_knowledge_base", query="drop deadline"),
             cite(ADD_DROP, "Until the end of the second week of classes [{n}]."),
             call("search_knowledge_base", query="drop deadline graduate"),
             cite(ADD_DROP, "Graduate students have until the end of the third week [{n}]."))
    result = run_cli(["chat", "--user", "U77", "--thread", "cli-thread"], env,
                     input=f"{Q1}\nand for graduate students?\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "second week of classes [1]" in result.output and "third week [1]" in result.output
    assert "Sources" in result.output and "https://kb.example.edu/registrar/add-drop" in result.output
    assert [c for _, c in user_and_assistant(llm.requests[2])][:2] == [
        Q1, f"Until the end of the second week of classes [1].\n\nSources: [1] {ADD_DROP}"]

    key = RedisThreadMemory(redis_client(redis_url), 20, 1000, 60).thread_key(
        ConversationKey(platform="cli", workspace="local", channel="U77", thread="cli-thread"))
    assert redis_client(redis_url).llen(key) == 4
    forgotten = run_cli(["forget", "--user", "U77"], env)
    assert forgotten.exit_code == 0, forgotten.output
    assert "conversation memory: erased 1 threads of U77" in forgotten.output
    assert redis_client(redis_url).exists(key) == 0
    again = run_cli(["forget", "--user", "U77", "--json"], env)
    erased = {e["store"]: e for e in json.loads(again.output)["erased"]}
    assert set(erased) == {"conversation memory", "feedback", "answer archive", "handoffs", "delivery outbox",
                           "change alerts"}
    assert erased["conversation memory"] == {"store": "conversation memory", "what": "threads", "count": 0,
                                             "error": None}


def test_advisor_chat_offline_uses_the_local_memory(kb_dir, tmp_path):
    import shutil

    data_dir = tmp_path / "data"
    shutil.copytree(kb_dir, data_dir)  # own state dir: the local memory file lives there
    env = {"ADVISOR_DATA_DIR": str(data_dir)}
    result = run_cli(["chat", "--user", "U8", "--thread", "t"], env,
                     input=f"{Q1}\nand for graduate students?\n")  # Ctrl-D ends the chat
    assert result.exit_code == 0, result.output
    assert result.output.count("advisor>") == 2 and "third week" in result.output
    memory = build_thread_memory(Settings(_env_file=None, data_dir=data_dir))
    turns = memory.history(ConversationKey(platform="cli", workspace="local", channel="U8", thread="t"))
    assert [t.content for t in turns if t.role == "user"] == [Q1, "and for graduate students?"]
    assert "erased 1 threads" in run_cli(["forget", "--user", "U8"], env).output
