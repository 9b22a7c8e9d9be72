"""Scheduled syncs that never overlap: APScheduler 3.x cron job guarded by a lock.

The lock is Redis ``SET key token NX EX ttl`` when Redis is configured (shared by every replica; the expiry
frees it if the holder crashes), else an OS file lock in the state directory (freed by the OS when the
holder dies). APScheduler runs the job with ``coalesce=True`` and ``max_instances=1``: runs missed while the
process was down or busy are folded into one, not replayed.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from core.foundation.settings import Settings

log = logging.getLogger(__name__)

LOCK_KEY = "advisor:sync:lock"
# Compare-and-delete / compare-and-extend: only the holder's token may release or extend the lock.
_RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"
_EXTEND = ("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('expire', KEYS[1], ARGV[2]) "
           "else return 0 end")


class SyncLockBusy(RuntimeError):
    """Another sync holds the lock."""


class SyncLock(Protocol):
    def acquire(self) -> bool: ...

    def extend(self) -> bool: ...

    def release(self) -> None: ...


class RedisSyncLock:
    def __init__(self, client, key: str = LOCK_KEY, ttl_s: int = 3600) -> None:
        self.client = client
        self.key = key
        self.ttl_s = ttl_s
        self.token = uuid.uuid4().hex

    def acquire(self) -> bool:
        return bool(self.client.set(self.key, self.token, nx=True, ex=self.ttl_s))

    def extend(self) -> bool:
        """Renewed by the heartbeat while the sync runs, so a long sync keeps its lock and a crashed one loses
        it; False when the lock is no longer ours (it expired and another run took it)."""
        return bool(self.client.eval(_EXTEND, 1, self.key, self.token, self.ttl_s))

    def release(self) -> None:
        self.client.eval(_RELEASE, 1, self.key, self.token)


class FileSyncLock:
    def __init__(self, path: Path) -> None:
        from filelock import FileLock

        Path(path).parent.mkdir(parents=True, exist_ok=True)
        # not a singleton: a second lock object on the same file in this process must see it as taken
        self._lock = FileLock(str(path), timeout=0, is_singleton=False, thread_local=False)

    def acquire(self) -> bool:
        from filelock import Timeout

        try:
            self._lock.acquire()
        except Timeout:
            return False
        return True

    def extend(self) -> bool:
        """The OS holds a file lock for as long as the process lives; nothing to renew."""
        return True

    def release(self) -> None:
        self._lock.release()


def sync_lock(settings: Settings) -> SyncLock:
    if settings.redis_url:
        from core.foundation.redis_client import redis_client

        return RedisSyncLock(redis_client(settings.redis_url), ttl_s=settings.sync_lock_ttl_s)
    return FileSyncLock(settings.state_dir / "sync.lock")


class LockHeartbeat:
    """Renews a lock every ``interval_s`` from a thread of its own, for as long as the run lasts — listing,
    fetching and embedding alike (a renewal between batches let a slow listing outlive the lock)."""

    def __init__(self, lock: SyncLock, interval_s: float) -> None:
        self.lock = lock
        self.interval_s = max(0.05, interval_s)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._beat, name="sync-lock-heartbeat", daemon=True)

    def _beat(self) -> None:
        while not self._stop.wait(self.interval_s):
            try:
                if not self.lock.extend():
                    log.error("the sync lock was lost (expired before it was renewed); another sync may start")
            except Exception:  # noqa: BLE001 - Redis briefly unreachable: try again at the next beat
                log.warning("could not renew the sync lock", exc_info=True)

    def __enter__(self) -> "LockHeartbeat":
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stop.set()
        self._thread.join(self.interval_s + 5)


def run_locked(lock: SyncLock, job: Callable[[SyncLock], object]):
    """Run ``job`` holding the lock, renewed by a heartbeat every quarter of its expiry; ``SyncLockBusy`` if
    another sync is running."""
    if not lock.acquire():
        raise SyncLockBusy("another sync is running (lock held); try again later")
    try:
        with LockHeartbeat(lock, getattr(lock, "ttl_s", 60) / 4):
            return job(lock)
    finally:
        try:
            lock.release()
        except Exception:  # noqa: BLE001 - an unreleased Redis lock still expires
            log.warning("could not release the sync lock", exc_info=True)


_WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]


def _crontab_weekdays(field: str) -> str:
    """Crontab numbers days 0-7 from Sunday; APScheduler 3.x's ``from_crontab`` passes numbers through with
    Monday = 0, so "1-5" would mean Tuesday to Saturday. Numbers are translated to day names here."""
    if field == "*" or not any(ch.isdigit() for ch in field):
        return field
    days: set[int] = set()
    for part in field.split(","):
        span, _, step = part.partition("/")
        if span == "*":
            lo, hi = 0, 6
        elif "-" in span:
            lo, hi = (int(x) for x in span.split("-", 1))
        else:
            lo = hi = int(span)
        if not (0 <= lo <= 7 and 0 <= hi <= 7 and lo <= hi):
            raise ValueError(f"day of week {part!r} out of range 0-7")
        days.update(d % 7 for d in range(lo, hi + 1, int(step) if step else 1))
    return ",".join(_WEEKDAYS[d] for d in sorted(days))


def parse_cron(expression: str, timezone: str = "UTC"):
    """A 5-field crontab expression as an APScheduler trigger; ``ValueError`` with a clear message if invalid."""
    from apscheduler.triggers.cron import CronTrigger

    fields = expression.split()
    if len(fields) != 5:
        raise ValueError(f"invalid cron expression {expression!r}: expected 5 fields (minute hour day month weekday)")
    minute, hour, day, month, weekday = fields
    try:
        return CronTrigger(minute=minute, hour=hour, day=day, month=month, day_of_week=_crontab_weekdays(weekday),
                           timezone=timezone)
    except (ValueError, KeyError, TypeError) as exc:
        raise ValueError(f"invalid cron expression {expression!r}: {exc}") from exc


def build_scheduler(job: Callable[[], object], cron: str, settings: Settings, blocking: bool = True):
    """A scheduler with one cron job: coalesced, never two instances at once, with a misfire grace time."""
    from apscheduler.schedulers.background import BackgroundScheduler
    from apscheduler.schedulers.blocking import BlockingScheduler

    trigger = parse_cron(cron, settings.sync_timezone)
    defaults = {"coalesce": True, "max_instances": 1, "misfire_grace_time": settings.sync_misfire_grace_s}
    scheduler = (BlockingScheduler if blocking else BackgroundScheduler)(job_defaults=defaults,
                                                                        timezone=settings.sync_timezone)
    scheduler.add_job(job, trigger, id="confluence-sync", name="Confluence sync", replace_existing=True)
    return scheduler
