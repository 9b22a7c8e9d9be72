"""Contextual rules: suicide told through a practical request, in English ("what happens to my loans if i
die", "i will not be here for it"), each with what rules it out anywhere in the message. ``rules.match_rules``
checks the exclusion against the whole normalised message (before the benign guard blanks anything), so a
context word before the phrase counts too ("in the game if i die do i lose my stuff") — a lookahead at the
phrase only sees what follows it. Written from blind writers' lines (set 14, P; docs/evaluation.md)."""

from __future__ import annotations

_NOT_ONE_S_OWN_DEATH = (r"\b(?:character|campaign|game|games|level|insurance|policy|beneficiary|estate (?:law|planning)|"
                        r"law class|hypothetical\w*|zombie|apocalypse|boredom|embarrassment|laughing|cringe|class "
                        r"assignment|personal finance|finance (?:class|course|professor|prof|lecture|module)|payout|homework|essay|"
                        r"case study|(?:professor|prof|lecturer|teacher|ta) (?:said|says|mentioned|told))\b")
_LEAVING_FOR_A_REASON = (r"\b(?:graduat\w*|moving|move|move out|move away|leave for|leaving for|leave|leaving|internship|"
                         r"abroad|exchange|transfer\w*|host family|farewell|going home|back home|wedding|birthday|"
                         r"christmas|anniversary|summer|break|holiday|vacation|new job|flight|flying|conference|lease|"
                         r"semester ends|thesis|report|trip|travel\w*)\b")
CONTEXTUAL_SELF_HARM = [
    # one's own death as the condition of a plain question: "if i am gone can my friend still submit my project"
    (r"\b(?:if|when|after|once|in case) i (?:die|died|am dead|do not make it|am gone|am not (?:here|around|alive))\b"
     r"(?! (?:for|of|from|laughing|inside|on the inside|a little|by the time|until|before|while|too long)\b)"
     r"(?=.{0,80}\b(?:tuition|loans?|refund\w*|fees|grades?|transcript|degree|diploma|account|accounts|email|stuff|"
     r"things|notes|laptop|project|assignment|family|parents|mom|dad|brother|sister|cat|dog|pet|submit|pay|owe|"
     r"debt)\b)", _NOT_ONE_S_OWN_DEATH),
    # … and the thing asked about first: "what happens to my student loans if i die"
    (r"\b(?:tuition|loans?|refund\w*|fees|transcript|degree|diploma|accounts?|stuff|things|debt|owe)\b.{0,80}"
     r"\b(?:if|when|after|once|in case) i (?:die|died|am dead|do not make it|am gone)\b"
     r"(?! (?:for|of|from|laughing|inside|on the inside|a little|by the time|until|before|while|too long)\b)",
     _NOT_ONE_S_OWN_DEATH),
    # a death "asking for me": "does the uni refund tuition if a student dies mid semester. asking for me"
    (r"\b(?:dies|die|died|death|passes away|passed away|suicide)\b.{0,80}\b(?:asking for (?:me|myself)|(?:and )?i "
     r"mean me)\b", _NOT_ONE_S_OWN_DEATH),
    # not being there for what is planned, or for anything after it: "i will not be here for it", "i will not be at
    # the presentation or anything after that"
    (r"\b(?:will not|am not going to|not going to) be (?:here|around|alive) (?:for it|for that|to see it|to see "
     r"that|any more|anymore|much longer|after (?:this|that|tonight|today|sunday|saturday|friday|the weekend|this "
     r"week))\b", _LEAVING_FOR_A_REASON),
    (r"\b(?:will not|am not going to|not going to) be (?:at|in|there for) .{0,40}\b(?:or|and) (?:anything|everything) "
     r"(?:after|else after|afterwards|beyond) (?:that|this|it)\b", _LEAVING_FOR_A_REASON),
    # plans that are permanent, the last loose ends, something to remember one by, who gets one's things
    (r"\bplans?\b.{0,20}\bpermanent ones?\b|\bpermanent (?:exit|way out|goodbye|sleep|escape)\b", _NOT_ONE_S_OWN_DEATH),
    (r"\btie up (?:all )?(?:my |the |some )?(?:last )?loose ends\b(?: \w+){0,3} (?:before|by) (?:monday|tuesday|"
     r"wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|the weekend|this weekend|the end of (?:the|this) "
     r"week)\b", _LEAVING_FOR_A_REASON),
    (r"\bsomething to remember me by\b", _LEAVING_FOR_A_REASON),
    (r"\bwho (?:should|can|will|do i|could) (?:get|have|take|keep|give)\b(?: \w+){0,4} (?:when|after|once|if) i am "
     r"(?:gone|dead)\b(?! (?:for|to|on|abroad|home|away|back|over|during)\b)", _NOT_ONE_S_OWN_DEATH),
]
