"""Typed keys of the aiohttp application: what the server stores on it for its routes and background jobs."""

from __future__ import annotations

from aiohttp import web

from bots.runtime import AdvisorRuntime

RUNTIME_KEY = web.AppKey("runtime", AdvisorRuntime)
