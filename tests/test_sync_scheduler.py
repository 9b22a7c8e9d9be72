"""Sync locks (Redis with expiry, file lock), the cron scheduler's job options, and `advisor sync` end to end."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from bots.cli.main import app
from sync.scheduler import FileSyncLock, RedisSyncLock, SyncLockBusy, build_scheduler, parse_cron, run_locked
from tests.confluence_support import load_sample_space


def test_file_lock_lets_one_sync_run_at_a_time(tmp_path):
    first, second = FileSyncLock(tmp_path / "sync.lock"), FileSyncLock(tmp_path / "sync.lock")
    assert first.acquire()
    assert not second.acquire()
    with pytest.raises(SyncLockBusy):
        run_locked(second, lambda lock: "ran")
    first.release()
    assert run_locked(second, lambda lock: "ran") == "ran"
    assert first.acquire()  # released again after the run
    first.release()


@pytest.mark.redis
def test_redis_lock_expires_and_only_its_holder_releases_it(redis_url):
    from core.foundation.redis_client import redis_client

    client = redis_client(redis_url)
    holder, other = RedisSyncLock(client, ttl_s=30), RedisSyncLock(client, ttl_s=30)
    assert holder.acquire()
    assert not other.acquire()
    assert 0 < client.ttl(holder.key) <= 30  # a crashed holder frees it by expiry
    other.release()  # not the holder: no effect
    assert client.get(holder.key) == holder.token
    client.expire(holder.key, 5)
    holder.extend()
    assert client.ttl(holder.key) > 5
    holder.release()
    assert client.get(holder.key) is None and other.acquire()
    other.release()


def test_scheduler_coalesces_missed_runs_and_never_overlaps(settings):
    scheduler = build_scheduler(lambda: None, "15 */6 * * 1-5", settings, blocking=False)
    scheduler.start(paused=True)
    try:
        (job,) = scheduler.get_jobs()
        assert job.coalesce is True and job.max_instances == 1
        assert job.misfire_grace_time == settings.sync_misfire_grace_s
        fields = {f.name: str(f) for f in job.trigger.fields}
        assert (fields["minute"], fields["hour"]) == ("15", "*/6")
    finally:
        scheduler.shutdown(wait=False)
    # crontab weekdays count from Sunday = 0 (APScheduler's own numbers start at Monday = 0)
    from datetime import datetime, timezone

    saturday = datetime(2026, 11, 28, 12, tzinfo=timezone.utc)
    assert parse_cron("0 9 * * 1-5").get_next_fire_time(None, saturday).strftime("%A %H:%M") == "Monday 09:00"
    assert parse_cron("0 9 * * 0").get_next_fire_time(None, saturday).strftime("%A") == "Sunday"
    assert parse_cron("0 9 * * 7").get_next_fire_time(None, saturday).strftime("%A") == "Sunday"
    assert parse_cron("0 9 * * */3").get_next_fire_time(None, saturday).strftime("%A") == "Sunday"  # sun,wed,sat
    assert parse_cron("0 9 * * fri").get_next_fire_time(None, saturday).strftime("%A") == "Friday"
    for bad in ("every day", "61 * * * *", "* * * *", "0 9 * * 8"):
        with pytest.raises(ValueError, match="invalid cron expression"):
            parse_cron(bad)


def _env(monkeypatch, server):
    monkeypatch.setenv("ADVISOR_CONFLUENCE_BASE_URL", server.base_url)
    monkeypatch.setenv("ADVISOR_CONFLUENCE_EMAIL", server.email)
    monkeypatch.setenv("ADVISOR_CONFLUENCE_API_TOKEN", server.token)
    monkeypatch.setenv("ADVISOR_CONFLUENCE_SPACES", ",".join(sorted(server.spaces)))


def test_advisor_sync_dry_run_json_and_lock_busy(confluence_server, monkeypatch, tmp_path):
    load_sample_space(confluence_server)
    _env(monkeypatch, confluence_server)
    runner = CliRunner()
    dry = runner.invoke(app, ["sync", "--dry-run", "--json"])
    assert dry.exit_code == 0, dry.output
    report = json.loads(dry.output)
    assert report["dry_run"] and report["new"] == report["listed"] == len(confluence_server.pages)
    assert len(report["changes"]) == len(confluence_server.pages) and report["chunks_embedded"] == 0
    assert sum(confluence_server.body_fetches.values()) == 0

    from core.foundation.settings import Settings

    held = FileSyncLock(Settings().state_dir / "sync.lock")
    assert held.acquire()
    try:
        busy = runner.invoke(app, ["sync", "--once"])
        assert busy.exit_code == 3 and "another sync is running" in busy.output
    finally:
        held.release()


def test_advisor_sync_reports_configuration_errors(monkeypatch, confluence_server):
    runner = CliRunner()
    unset = runner.invoke(app, ["sync", "--once"])
    assert unset.exit_code == 2 and "ADVISOR_CONFLUENCE_BASE_URL" in unset.output
    _env(monkeypatch, confluence_server)
    bad_cron = runner.invoke(app, ["sync", "--schedule", "every hour"])
    assert bad_cron.exit_code == 2 and "invalid cron expression" in " ".join(bad_cron.output.split())
