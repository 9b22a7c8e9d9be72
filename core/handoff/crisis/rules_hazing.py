"""Hazing and abusive punishment by a coach, a team or a fraternity, in six languages: punishment, an initiation or
being forced, with an injury it leaves (bruises, someone passing out, bleeding, a hospital). Written from a read miss of
never-read set 34 (session 30, untrained/S30_blind_*): "coach makes us do punishments that leave bruises and calls it
team culture, a teammate passed out last week". Two cues, read as said sideways. Against the normalised text.
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import FIGURATIVE, NOT_REAL, unless

# punished, initiated or forced by those over the writer
_COERCED = (r"punish\w*|hazing|hazed|initiation|pledg\w*|makes us|made us|forces us|forced us|force us|castigo\w*|"
            r"castiga\w*|novatada\w*|nos obliga\w*|nos hace|bizutage|bizute\w*|punition\w*|nous oblige\w*|nous force\w*|"
            r"strafe\w*|bestraf\w*|aufnahmeritual\w*|zwingt uns|zwingen uns|gezwungen|punizion\w*|punisc\w*|nonnismo|"
            r"ci costringe|ci obbliga|ci fa fare|iniziazione|trote|castigos?|nos obriga|obrigou a gente|obriga a gente")
# the injury it leaves
_INJURY = (r"bruises|bruised|bruising|passed out|pass out|passing out|blacked out|bleeding|bled|concussion|hospital\w*|"
           r"moretones|moratones|hematomas|desmay\w*|sangr\w*|bleus|ecchymoses|evanoui\w*|saign\w*|hopital|"
           r"blaue flecken|blutergu\w*|ohnmaechtig|umgekippt|bewusstlos|blut\w*|krankenhaus|lividi|svenut\w*|"
           r"sanguin\w*|ospedale|pronto soccorso|roxos|roxas|desmai\w*|sangue|hospital")
# a policy, a training or a course about it, not the writer's team
# (not a training: a team's practice is called that too)
_ABOUT_IT = (r"policy|workshop|what counts as|prevention|reglamento|politica|politique|richtlinie|regolamento|"
             r"palestra sobre")

ASSAULT_ABUSE = [
    # "coach makes us do punishments that leave bruises ... a teammate passed out last week"
    rf"\b{unless(NOT_REAL, FIGURATIVE, _ABOUT_IT)}(?:{_COERCED})\b.{{0,80}}\b(?:{_INJURY})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE, _ABOUT_IT)}(?:{_INJURY})\b.{{0,60}}\b(?:{_COERCED})\b",
]
