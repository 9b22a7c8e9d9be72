"""Teams card rendering and activity addressing (pure functions, no server)."""

from __future__ import annotations

from botbuilder.schema import Activity

from bots.teams.addressing import address_of, asker_of, event_id_of
from bots.teams.cards import (
    adviser_card,
    after_action_card,
    markdown_elements,
    parse_card_action,
    plain_summary,
    source_caption,
)
from bots.teams.ai_message import answer_message
from core.knowledge.citation import Citation
from core.answering.answers import Answer


def _activity(conversation: dict, **extra) -> Activity:
    return Activity().deserialize({"type": "message", "id": "1700000000001", "conversation": conversation,
                                   "from": {"id": "29:u", "aadObjectId": "aad-u", "name": "U"}, **extra})


def test_channel_reply_chain_and_new_post_addressing():
    in_chain = address_of(_activity({"id": "19:c@thread.tacv2;messageid=1699", "conversationType": "channel",
                                     "tenantId": "t1"}))
    assert (in_chain.conversation, in_chain.root) == ("19:c@thread.tacv2", "1699")
    assert in_chain.reply_conversation_id == "19:c@thread.tacv2;messageid=1699"
    assert in_chain.key.key == "teams:t1:19:c@thread.tacv2:1699"
    new_post = address_of(_activity({"id": "19:c@thread.tacv2", "conversationType": "channel"},
                                    channelData={"tenant": {"id": "t2"}}))
    assert new_post.root == "1700000000001" and new_post.tenant == "t2"
    assert new_post.reply_conversation_id == "19:c@thread.tacv2;messageid=1700000000001"


def test_chats_are_one_thread_and_askers_use_their_aad_id():
    chat = _activity({"id": "a:chat", "conversationType": "personal", "tenantId": "t1"})
    address = address_of(chat)
    assert address.is_personal and address.root is None and address.reply_conversation_id == "a:chat"
    assert address.key.thread == "chat"
    assert asker_of(chat).id == "aad-u"
    assert event_id_of(chat) == "teams:a:chat:1700000000001"
    assert event_id_of(chat, ":action") != event_id_of(chat)


def test_card_actions_parse_from_execute_and_submit_and_reject_junk():
    execute = parse_card_action({"answer_id": "a1"}, verb="not_helpful")
    submit = parse_card_action({"advisor_action": "adviser", "answer_id": "a1"})
    assert (execute.kind, execute.answer_id) == ("not_helpful", "a1")
    assert submit.kind == "adviser_request"
    assert parse_card_action({"advisor_action": "helpful"}) is None
    assert parse_card_action({"advisor_action": "drop_table", "answer_id": "a1"}) is None
    assert parse_card_action("helpful") is None
    assert parse_card_action(None) is None


def test_markdown_subset_quotes_tables_headings_and_lists():
    elements = markdown_elements(
        "## Deadlines\n\n**Calendar** [1]\n> The add/drop\n> deadline is Friday.\n\n"
        "| Event | Date |\n|---|---|\n| Add/drop | Sep 4 |\n\n- first\n- second")
    assert elements[0] == {"type": "TextBlock", "text": "**Deadlines**", "wrap": True}
    assert elements[1]["text"] == "**Calendar** [1]"
    quote = elements[2]
    assert quote["type"] == "Container" and quote["style"] == "emphasis"
    assert quote["items"][0]["text"] == "The add/drop deadline is Friday.", "soft line breaks joined"
    table = elements[3]
    assert table["type"] == "Table" and table["firstRowAsHeader"] is True
    assert [c["items"][0]["text"] for c in table["rows"][1]["cells"]] == ["Add/drop", "Sep 4"]
    assert elements[4]["text"] == "- first\n- second", "list items keep their lines"


def test_adviser_card_under_an_answer_and_abstention():
    card = adviser_card("ans-1")
    assert card["version"] == "1.5"
    [button] = card["actions"]
    assert button["verb"] == "adviser" and button["data"] == button["fallback"]["data"]
    assert parse_card_action(button["data"]) == parse_card_action(button["data"], button["verb"])
    assert parse_card_action(button["data"]).in_text and parse_card_action(button["data"]).answer_id == "ans-1"
    assert adviser_card("ans-2", emphasised=True)["actions"][0]["style"] == "positive"
    message = answer_message(Answer(text="I couldn't find this.", abstained=True, suggest_adviser=True), "ans-2")
    assert message.attachments[0].content["actions"][0]["style"] == "positive", "the adviser button is emphasised"


def test_after_action_card_and_helpers():
    thanks = after_action_card(parse_card_action({"answer_id": "a"}, "helpful"), "Answer [1].", [], "note")
    assert thanks["body"][0]["text"] == "Answer [1]." and "glad it helped" in thanks["body"][-1]["text"]
    adviser = after_action_card(parse_card_action({"answer_id": "a"}, "adviser"), "", [], "An adviser will call.")
    assert adviser["body"] == [{"type": "TextBlock", "text": "An adviser will call.", "wrap": True,
                                "isSubtle": True, "spacing": "Medium", "separator": False}]
    assert "actions" not in adviser
    assert source_caption(Citation(n=1, title="x", version="3f9a0c1d2e3f4a5b")) == "version 3f9a0c1d2e3f"
    assert plain_summary("**Title** [1]\n> quoted text") == "Title quoted text"
