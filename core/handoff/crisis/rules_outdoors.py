"""Stranded outdoors, now, in six languages: lost, separated from the group or hurt on a hike, a trail, in woods or
mountains, with a sign that it is getting dangerous (dark, the phone's battery running out, no signal, cold, unable to
walk). A read blind line had all three and reached no layer: "got separated on the geology field trip hike, its dark,
i think my ankle is broken and my phone is at 4%"; the one English rule before it needed "lost on the trail".

Three cues together (being lost or hurt, the outdoor place, the danger now), so a hike planned, a film or a trip told
as over is not read: a sentence about an episode the message says is over is skipped (framing.py), and "was" before the
danger word rules it out. Read as said sideways (two cues and more: the reader's doubt does not silence them).
Written against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone, "%" gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import NOT_REAL, unless

# told as over or as a plan, anywhere in the message
_NOT_NOW = unless(NOT_REAL, r"last (?:week|weekend|summer|year|month|time)|yesterday|years? ago|when i was|ayer|el ano "
                  r"pasado|l an dernier|hier soir|l ete dernier|gestern|letztes jahr|letzten sommer|ieri|l anno scorso|"
                  r"ontem|ano passado|next (?:week|weekend)|la semana que viene|la semaine prochaine|naechste woche|"
                  r"la prossima settimana|semana que vem|what should i pack|que llevo|que dois je prendre|was soll ich "
                  r"mitnehmen|cosa porto|o que levo")

_PLACE = {
    "en": r"hike|hiking|trail|trails|woods|forest|mountains?|hills|canyon|field trip|camping trip|cave|backcountry|"
          r"ski slope|off piste",
    "es": r"excursion|senderismo|sendero|ruta|monte|montana|sierra|bosque|salida de campo|cueva|barranco",
    "fr": r"randonnee|rando|sentier|foret|bois|montagne|sortie terrain|grotte|gorges|piste",
    "de": r"wanderung|wanderweg|wald|berg|bergen|gebirge|exkursion|hoehle|schlucht|piste",
    "it": r"escursione|sentiero|bosco|montagna|gita|uscita didattica|grotta|gola|pista",
    "pt": r"trilha|trilho|mata|floresta|montanha|serra|excursao|saida de campo|caverna|gruta",
}
_STRANDED = {
    "en": r"lost|got separated|separated|stranded|stuck|alone|can t find (?:my|the) (?:group|way|trail|others)|cant "
          r"find (?:my|the) (?:group|way|trail|others)|fell (?:down|off|and)|slipped (?:and|down|off)|hurt my|injured",
    "es": r"perdido|perdida|me perdi|nos perdimos|separado|separada|sola|solo|atrapado|atrapada|me cai|me caí|herido|"
          r"herida",
    "fr": r"perdu|perdue|perdus|seul|seule|separe|separee|coince|coincee|je suis tombe|je suis tombee|blesse|blessee",
    "de": r"verlaufen|verirrt|allein|getrennt|festsitze|sitze fest|gestuerzt|hingefallen|verletzt",
    "it": r"perso|persa|persi|da solo|da sola|separato|separata|bloccato|bloccata|caduto|caduta|ferito|ferita",
    "pt": r"perdido|perdida|me perdi|sozinho|sozinha|separado|separada|preso|presa|cai|machucado|machucada",
}
_DANGER = {
    "en": r"its dark|it s dark|it is dark|getting dark|pitch black|dark out|phone (?:is )?(?:at|on) \d+|battery (?:is )?"
          r"(?:at |on )?\d+|(?:phone|battery) (?:is )?(?:almost )?(?:dying|dead|about to die|low)|no signal|no service|"
          r"out of water|no water|freezing|can t walk|cant walk|can not walk|(?:ankle|leg|knee) (?:is |might be |i think "
          r"is )?(?:broken|busted|snapped)|broke my (?:ankle|leg)",
    "es": r"esta oscuro|ya es de noche|oscureciendo|anocheciendo|bateria (?:al |en |a )?\d+|\d+ de bateria|me queda "
          r"poca bateria|sin (?:senal|cobertura)|no puedo caminar|no puedo andar|tobillo (?:roto|fracturado)|me rompi "
          r"el tobillo|me estoy congelando|sin agua",
    "fr": r"il fait nuit|fait noir|la nuit tombe|batterie a \d+|\d+ de batterie|plus de batterie|pas de reseau|je (?:ne )?"
          r"peux (?:pas|plus) marcher|cheville cassee|je gele|sans eau",
    "de": r"dunkel|akku (?:bei|auf|hat) \d+|\d+ akku|kein (?:netz|empfang)|kann nicht (?:mehr )?(?:laufen|gehen)|knoechel "
          r"(?:ist )?gebrochen|eiskalt|erfriere|kein wasser",
    "it": r"e buio|fa buio|sta facendo buio|batteria al \d+|\d+ di batteria|senza campo|non c e campo|non riesco a "
          r"camminare|caviglia rotta|sto congelando|senz acqua",
    "pt": r"esta escuro|ta escuro|escureceu|anoitecendo|bateria (?:em|a|com) \d+|\d+ de bateria|sem sinal|nao consigo "
          r"(?:andar|caminhar)|tornozelo quebrado|congelando|sem agua",
}

TWO_CUES_IMMEDIATE_DANGER = [
    rf"\b{_NOT_NOW}(?:(?:{_STRANDED[lang]})\b.{{0,60}}\b(?:{_PLACE[lang]})|(?:{_PLACE[lang]})\b.{{0,60}}\b"
    rf"(?:{_STRANDED[lang]}))\b.{{0,120}}\b(?<!was )(?<!war )(?<!era )(?<!etait )(?:{_DANGER[lang]})\b"
    for lang in _PLACE
]
