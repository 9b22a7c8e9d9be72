"""Slack front door (slack-bolt): events, slash command, buttons; served by `advisor serve`."""
