"""The per-user rate limit counts questions in any 60 seconds, in Redis and in process memory alike. A clock
minute's boundary neither lets a burst through nor resets the count (the fixed window it replaced did both:
two quick questions straddling a minute were both answered, which once failed a test on a busy host)."""

from __future__ import annotations

import pytest

from core.conversation.delivery_guard import RateLimiter


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture(params=["redis", "memory"])
def limiter_factory(request):
    url = request.getfixturevalue("redis_url") if request.param == "redis" else None

    def make(per_minute: int, clock: Clock) -> RateLimiter:
        return RateLimiter(url, per_minute, clock=clock)

    return make


def test_questions_straddling_a_minute_boundary_share_one_window(limiter_factory):
    clock = Clock(1_800_000_059.9)  # 0.1 s before a clock minute ends
    limiter = limiter_factory(1, clock)
    assert limiter.allow("slack:T1:U-straddle")
    clock.now += 0.2  # the next clock minute
    assert not limiter.allow("slack:T1:U-straddle")
    clock.now += 59.7  # 59.9 s after the first: still inside its 60 s
    assert not limiter.allow("slack:T1:U-straddle")
    clock.now += 0.2  # 60.1 s after the first
    assert limiter.allow("slack:T1:U-straddle")


def test_a_refused_question_does_not_lengthen_the_wait(limiter_factory):
    clock = Clock(1_800_000_000.0)
    limiter = limiter_factory(2, clock)
    assert limiter.allow("teams:T1:U-retry") and limiter.allow("teams:T1:U-retry")
    for _ in range(5):  # retries while limited are refused and not counted
        clock.now += 10
        assert not limiter.allow("teams:T1:U-retry")
    clock.now = 1_800_000_060.5  # the two answered questions are a minute old
    assert limiter.allow("teams:T1:U-retry")
    assert limiter.allow("teams:T1:U-retry")
    assert not limiter.allow("teams:T1:U-retry")
    assert limiter.allow("teams:T1:U-other")  # per user


def test_no_limit_when_set_to_zero(limiter_factory):
    limiter = limiter_factory(0, Clock(1_800_000_000.0))
    assert all(limiter.allow("slack:T1:U-free") for _ in range(50))
