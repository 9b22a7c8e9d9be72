"""Per-channel policies and the answered-thread marker (Redis and local)."""

from __future__ import annotations

import pytest

from core.conversation.answered_threads import AnsweredThreads
from core.conversation.channel_policy import ChannelPolicies
from core.conversation.model import ConversationKey


def test_policies_parse_with_default_and_reject_typos():
    p = ChannelPolicies.parse('{"*": {"mentions_only": true}, "C1": {"scope": {"space": "REG"}}, "C2": {"disabled": true}}')
    assert p.for_channel("C1").scope == {"space": "REG"} and not p.for_channel("C1").mentions_only
    assert p.for_channel("C2").disabled and p.for_channel("C9").mentions_only
    assert not ChannelPolicies.parse("").for_channel("C1").disabled
    for raw, message in (("{", "not valid JSON"), ("[]", "JSON object"), ('{"C1": {"disable": true}}', "C1.*disable"),
                         ('{"C1": {"scope": "REG"}}', "C1.*scope")):
        with pytest.raises(ValueError, match=message):
            ChannelPolicies.parse(raw)


@pytest.mark.parametrize("backend", ["redis", "local"])
def test_answered_threads_are_remembered_per_thread_and_survive_a_new_instance(backend, request, tmp_path):
    redis_url = request.getfixturevalue("redis_url") if backend == "redis" else None
    threads = AnsweredThreads(redis_url, tmp_path / "state")
    a = ConversationKey(platform="slack", workspace="T", channel="C", thread="1.1")
    b = ConversationKey(platform="slack", workspace="T", channel="C", thread="2.2")
    assert not threads.answered(a)
    threads.mark(a)
    again = AnsweredThreads(redis_url, tmp_path / "state")
    assert again.answered(a) and not again.answered(b)


def test_answered_threads_fail_closed_when_redis_is_down(tmp_path, redis_server, redis_url):
    threads = AnsweredThreads(redis_url, tmp_path)
    redis_server.stop()
    assert threads.answered(ConversationKey(thread="x")) is False
