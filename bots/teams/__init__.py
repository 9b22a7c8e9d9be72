"""Microsoft Teams front door (Bot Framework SDK for Python).

Every botbuilder import stays inside this package, so moving to the Microsoft 365 Agents SDK (which speaks
the same activity protocol) is a one-folder change.
"""
