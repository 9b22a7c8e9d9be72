"""Stranded outdoors, now, in six languages: lost, separated from the group or hurt on a hike, a trail, in woods or
mountains, with a sign that it is getting dangerous now (dark, night falling, the phone's battery running out, cold, no
water). A read blind line had all three and reached no layer: "got separated on the geology field trip hike, its dark,
i think my ankle is broken and my phone is at 4%"; the one English rule before it needed "lost on the trail".

Three cues together (lost or hurt, the outdoor place, the danger now), so a hike planned, a film or a trip told as over
is not read: a sentence about an episode the message says is over is skipped (framing.py), "was" before the danger word
and a time told as past or to come rule it out. A red-team's first round (untrained/S29_rules_redteam_*) fired on all
15 of its ordinary messages: a fall told afterwards to excuse an absence, a field station with no signal, a solo hike
planned, "a mountain of notes"; so being alone, no signal and an injury alone are no danger now, and a mountain "of"
something is none. Read as said sideways (two cues and more: the reader's doubt does not silence them). Written
against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone, "%" gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import NOT_REAL, unless

# told as over or as a plan, anywhere in the message (a red-team: a fall "over break", a trip next week, a field
# station, a hut)
_NOT_NOW = unless(NOT_REAL, r"last (?:week|weekend|summer|year|month)|years? ago|when i was|over (?:the )?break|during "
                  r"(?:the )?break|over the weekend|this summer|next (?:week|weekend|month)|what should i pack|field station|"
                  r"el ano pasado|la semana que viene|el mes que viene|en las vacaciones|que llevo|l an dernier|l ete "
                  r"dernier|la semaine prochaine|le mois prochain|pendant les vacances|que dois je prendre|letztes jahr|"
                  r"letzten sommer|naechste woche|naechsten monat|in den ferien|was soll ich mitnehmen|l anno scorso|la "
                  r"prossima settimana|il mese prossimo|durante le vacanze|cosa porto|ano passado|semana que vem|mes que "
                  r"vem|nas ferias|o que levo|"
                  # a hypothetical, a protocol or a plan to write ("what to do if you're stuck on a mountain"); not a bare
                  # "yesterday" or a hut ("i was supposed to be back yesterday", "no encuentro el refugio")
                  r"if (?:someone|somebody|you|a student|one|we|they)|what to do if|what happens if|protocol|safety "
                  r"briefing|que pasa si|que hacer si|protocolo|qu est ce qui se passe si|que faire si|was passiert "
                  r"wenn|was tun wenn|cosa succede se|cosa fare se|o que acontece se|o que fazer se")

# a mountain of notes is not a mountain
_MOUNTAIN = r"(?:mountains?|montanas?|montagnes?|berg|bergen|montagna|montagne|montanhas?)(?! (?:de|d|an|di|of|von)\b)"
_PLACE = {
    "en": rf"hike|hiking|trail|trails|woods|forest|{_MOUNTAIN}|hills|canyon|field trip|camping trip|cave|backcountry|"
          r"ridge|national park|summit|peak|gorge|ski slope|off piste",
    "es": rf"excursion|senderismo|sendero|ruta|monte|{_MOUNTAIN}|sierra|bosque|salida de campo|cueva|barranco|parque "
          r"nacional|cumbre|pico",
    "fr": rf"randonnee|rando|sentier|foret|bois|{_MOUNTAIN}|sortie terrain|grotte|gorges|parc national|sommet|crete",
    "de": rf"wanderung|wanderweg|wald|{_MOUNTAIN}|gebirge|exkursion|hoehle|schlucht|nationalpark|gipfel|grat",
    "it": rf"escursione|sentiero|bosco|{_MOUNTAIN}|gita|uscita didattica|grotta|gola|parco nazionale|vetta|cresta",
    "pt": rf"trilha|trilho|mata|floresta|{_MOUNTAIN}|serra|excursao|saida de campo|caverna|gruta|parque nacional|pico|"
          r"cume",
}
# lost, separated or hurt there (not alone: a solo hike is planned as often)
_STRANDED = {
    "en": r"lost|got separated|separated|split up|stranded|stuck|can not find (?:anyone|(?:my|the) (?:group|way|trail|path|"
          r"others))|lost the (?:path|trail|way)|(?:took a )?wrong turn|fell (?:down|"
          r"off|and)|slipped (?:and|down|off)|hurt my|injured|rolled my ankle|twisted my ankle|can t walk|cant walk|can "
          r"not walk|(?:ankle|leg|knee) (?:is |might be |i think is )?(?:broken|busted|snapped)|broke my (?:ankle|leg)",
    "es": r"perdido|perdida|me perdi|nos perdimos|separado|separada|me separe|atrapado|atrapada|herido|herida|no "
          r"encuentr\w* el camino|no (?:puedo|puede) (?:caminar|andar)|tobillo (?:roto|fracturado)|me rompi el tobillo",
    "fr": r"perdu|perdue|perdus|egare|egaree|egares|separe|separee|coince|coincee|blesse|blessee|(?:je|on) (?:ne )?"
          r"(?:re)?trouve plus le chemin|(?:je|il|elle) (?:ne )?peu[xt] (?:pas|plus) marcher|cheville cassee",
    "de": r"verlaufen|verirrt|getrennt|festsitze|sitze fest|gestuerzt|hingefallen|verletzt|finde\w* den weg nicht|weg "
          r"nicht mehr|kann nicht (?:mehr )?(?:laufen|gehen)|knoechel (?:ist )?gebrochen",
    "it": r"perso|persa|persi|separato|separata|bloccato|bloccata|caduto|caduta|ferito|ferita|non trov\w* (?:il "
          r"sentiero|la strada)|non riesc\w* a camminare|caviglia rotta",
    "pt": r"perdido|perdida|me perdi|nos perdemos|separado|separada|me separei|preso|presa|machucado|machucada|nao "
          r"(?:acho|encontro) (?:o caminho|a trilha)|nao consig\w* (?:andar|caminhar)|tornozelo quebrado",
}
# and the danger there now: night falling, the phone dying, the cold, no water
_DANGER = {
    "en": r"its dark|it s dark|it is dark|getting dark|pitch black|pitch dark|dark out|phone (?:is )?(?:at|on) "
          r"\d+|battery (?:is )?(?:at |on )?\d+|(?:phone|battery) (?:is )?(?:almost )?(?:dying|dead|about to die|low)|"
          r"out of water|no water|freezing",
    "es": r"esta oscuro|ya es de noche|oscureciendo|ya oscurecio|anocheciendo|ya anochecio|se hizo de noche|bateria (?:al "
          r"|en |a )?\d+|\d+ de bateria|me queda poca bateria|me estoy congelando|sin agua",
    "fr": r"il fait nuit|il fait deja nuit|fait noir|la nuit tombe|la nuit est tombee|batterie a \d+|\d+ de batterie|"
          r"plus de batterie|je gele|sans eau",
    "de": r"(?:es wird|wird es|es ist|ist es|wirds|schon|jetzt|langsam|gleich) (?:\w+ )?dunkel|stockdunkel|es ist nacht|akku "
          r"(?:bei|auf|hat) \d+|\d+ akku|akku (?:ist )?(?:fast )?leer|eiskalt|"
          r"erfriere|kein wasser",
    "it": r"e buio|fa buio|sta facendo buio|si fa buio|(?:sta calando|cala) la notte|e notte|batteria al \d+|\d+ di "
          r"batteria|batteria (?:quasi )?scarica|sto congelando|senz acqua",
    "pt": r"esta escuro|ta escuro|escureceu|anoitecendo|anoiteceu|(?:ja )?(?:ta|e|esta) de noite|(?:bateria|celular) "
          r"(?:ta |esta )?(?:em|a|com) \d+|\d+ de bateria|bateria "
          r"(?:quase )?acabando|congelando|sem agua",
}

# lost or hurt at the place, in either order
_THERE = {lang: rf"(?:(?:{_STRANDED[lang]})\b.{{0,60}}\b(?:{_PLACE[lang]})|(?:{_PLACE[lang]})\b.{{0,60}}\b(?:{_STRANDED[lang]}))"
          for lang in _PLACE}
_NOW = {lang: rf"(?<!was )(?<!war )(?<!era )(?<!etait )(?:{_DANGER[lang]})" for lang in _PLACE}

TWO_CUES_IMMEDIATE_DANGER = [
    # the danger after ("lost on the trail, it's getting dark") or first ("it's pitch dark, i got separated on the hike")
    *(rf"\b{_NOT_NOW}{_THERE[lang]}\b.{{0,120}}\b{_NOW[lang]}\b" for lang in _PLACE),
    *(rf"\b{_NOT_NOW}{_NOW[lang]}\b.{{0,120}}\b{_THERE[lang]}\b" for lang in _PLACE),
]
