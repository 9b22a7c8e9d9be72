"""Stranded outdoors, now, in six languages: lost, separated from the group or hurt on a hike, a trail, in woods or
mountains, with a sign that it is getting dangerous now (dark, night falling, the phone's battery running out, no
signal, cold, no water). A read blind line had all three and reached no layer: "got separated on the geology field trip
hike, its dark, i think my ankle is broken and my phone is at 4%"; the one English rule before it needed "lost on the
trail" (kept here as it was).

Three cues together, in either order (lost or hurt, the outdoor place, the danger now), so a hike planned, a film or a
trip told as over is not read: a sentence about an episode the message says is over is skipped (framing.py), "was"
before the danger word rules it out, and so do a time told as past or to come, a plan to write, a stay "stuck" as a
plan and an absence to excuse. A red-team's first round (untrained/S29_rules_redteam_*) fired on all 15 of its ordinary
messages (a fall told afterwards, a solo hike planned, "a mountain of notes"): being alone is no cue and a mountain
"of" something no place. A review then found guards that silenced real messages ("i went hiking over the break and now
i'm lost", "if you see this call campus police", "this feels like a horror movie"): a break, a bare "if" and a film
named in passing rule nothing out. Read as said sideways (two cues and more: the reader's doubt does not silence them).
Session 30 (a read blind miss each): a car dead on a highway with the same danger ("car died on the highway, phone at 3%,
no idea where i am and its snowing hard"), not its traffic, a late arrival or the way asked; and a crash with the writer
trapped, numb or bleeding ("bati o carro, to presa nas ferragens e nao sinto a perna"), a car's crash, not a laptop's
or a timetable's.
Written against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone, "%" gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import unless

# told as over or as a plan, anywhere in the message (a red-team: a fall "over break", a trip next week, a field
# station, a hut)
# (a story: a film watched or a game, not a "horror movie" this feels like)
_IN_A_STORY = (r"watch\w*|in the (?:movie|film|game|show|series|book)|(?:a|the) (?:movie|film|game|show|book|novel) "
               r"(?:where|about)|pelicula|im film|nel film|no filme|dans le film|en la pelicula|video ?game|videojuego|jeu "
               r"video|videospiel|videogioco")
_NOT_NOW = unless(_IN_A_STORY, r"last (?:week|weekend|summer|year|month)|years? ago|when i was|next (?:week|weekend|"
                  r"month)|what should i pack|el ano pasado|la semana que viene|el mes que viene|que llevo|l an dernier|l "
                  r"ete dernier|la semaine prochaine|le mois prochain|que dois je prendre|letztes jahr|letzten sommer|"
                  r"naechste woche|naechsten monat|was soll ich mitnehmen|l anno scorso|la prossima settimana|il mese "
                  r"prossimo|cosa porto|ano passado|semana que vem|mes que vem|o que levo|"
                  # a plan to write or a briefing ("what to do if you're stuck on a mountain"): not a bare "if", "a
                  # protocol", a break or a summer, which a stranded writer says too (a review of session 29)
                  r"what to do if|safety briefing|que hacer si|que faire si|was tun wenn|cosa fare se|o que fazer se|"
                  # stuck there as a plan, or an absence to excuse afterwards
                  r"(?:will|ll) be stuck|(?:will|ll) have no (?:service|signal)|restero bloccat\w*|me voy a quedar sin|je "
                  r"serai coincee?|werde (?:\w+ )?festsitzen|vou ficar (?:preso|presa|sem sinal)|excused absence|"
                  r"justificante|justifier (?:mon|une|l) absence|entschuldigung fuer|giustificare l assenza|justificar a "
                  r"falta|falta justificada|ausencia justificada|"
                  # on the road: stuck in its traffic, late for class, the way asked (a review of session 30)
                  r"traffic|trafico|trafic|bouchons|stau|traffico|transito|atasco|engarrafamento|be late|running late|"
                  r"llegare tarde|llego tarde|arrivo tardi|en retard|verspaete\w*|atrasad[oa]|extension|prorroga|which "
                  r"exit|gps|tell the prof\w*|avisar al profe|dire au prof|dem prof sagen|dire al prof|avisar o prof\w*")

# a mountain of notes is not a mountain
_MOUNTAIN = r"(?:mountains?|montanas?|montagnes?|berg|bergen|montagna|montagne|montanhas?)(?! (?:de|d|an|di|of|von)\b)"
_PLACE = {
    "en": rf"hike|hiking|trail|trails|woods|forest|{_MOUNTAIN}|hills|canyon|field trip|camping trip|cave|backcountry|"
          r"ridge|national park|summit|peak|gorge|ski slope|off piste|highway|freeway|interstate|motorway|back road|dirt "
          r"road|country road|side of the road|climbing trip|climbing club trip|crag|ski trip",
    "es": rf"excursion|senderismo|sendero|ruta|monte|{_MOUNTAIN}|sierra|bosque|salida de campo|cueva|barranco|parque "
          r"nacional|cumbre|pico|carretera|autopista|camino de tierra",
    "fr": rf"randonnee|rando|sentier|foret|bois|{_MOUNTAIN}|sortie terrain|grotte|gorges|parc national|sommet|crete|autoroute|"
          r"nationale|departementale|route de campagne",
    "de": rf"wanderung|wanderweg|wald|{_MOUNTAIN}|gebirge|exkursion|hoehle|schlucht|nationalpark|gipfel|grat|autobahn|"
          r"landstrasse|bundesstrasse|feldweg",
    "it": rf"escursione|sentiero|bosco|{_MOUNTAIN}|gita|uscita didattica|grotta|gola|parco nazionale|vetta|cresta|"
          r"autostrada|strada statale|superstrada|strada sterrata",
    "pt": rf"trilha|trilho|mata|floresta|{_MOUNTAIN}|serra|excursao|saida de campo|caverna|gruta|parque nacional|pico|"
          r"cume|rodovia|estrada",
}
# lost, separated or hurt there (not alone: a solo hike is planned as often)
_STRANDED = {
    "en": r"lost|got separated|separated|split up|stranded|stuck|can not find (?:anyone|(?:my|the) (?:group|way|trail|path|"
          r"others))|lost the (?:path|trail|way)|(?:took a )?wrong turn|fell (?:down|"
          r"off|and)|slipped (?:and|down|off)|hurt my|injured|rolled my ankle|twisted my ankle|can t walk|cant walk|can "
          r"not feel my (?:legs?|feet|foot)|can "
          r"not walk|(?:ankle|leg|knee) (?:is |might be |i think is )?(?:broken|busted|snapped)|broke my (?:ankle|leg)|no idea where i am|do not know where i am|"
          r"car (?:died|broke down|is dead)|broke down|ran out of gas",
    "es": r"perdido|perdida|me perdi|nos perdimos|separado|separada|me separe|atrapado|atrapada|herido|herida|no "
          r"encuentr\w* el camino|no (?:puedo|puede) (?:caminar|andar)|tobillo (?:roto|fracturado)|me rompi el tobillo|no se donde estoy|se me (?:averio|murio|quedo) el "
          r"(?:carro|coche|auto)|me quede tirad[oa]",
    "fr": r"perdu|perdue|perdus|egare|egaree|egares|separe|separee|coince|coincee|blesse|blessee|(?:je|on) (?:ne )?"
          r"(?:re)?trouve plus le chemin|(?:je|il|elle) (?:ne )?peu[xt] (?:pas|plus) marcher|cheville cassee|je (?:ne )?sais (?:pas|plus) ou je suis|"
          r"(?:tombee?|je suis) en panne",
    "de": r"verlaufen|verirrt|getrennt|festsitze|sitze fest|gestuerzt|hingefallen|verletzt|finde\w* den weg nicht|weg "
          r"nicht mehr|kann nicht (?:mehr )?(?:laufen|gehen)|knoechel (?:ist )?gebrochen|weiss nicht wo ich bin|liegengeblieben|"
          r"(?:auto|wagen|karre) (?:ist )?(?:kaputt|verreckt)",
    "it": r"perso|persa|persi|separato|separata|bloccato|bloccata|caduto|caduta|ferito|ferita|non trov\w* (?:il "
          r"sentiero|la strada)|non riesc\w* a camminare|caviglia rotta|non so dove (?:sono|mi trovo)|(?:sono )?in panne|"
          r"(?:macchina|auto) (?:si e )?(?:rotta|guasta)",
    "pt": r"perdido|perdida|me perdi|nos perdemos|separado|separada|me separei|preso|presa|machucado|machucada|nao "
          r"(?:acho|encontro) (?:o caminho|a trilha)|nao consig\w* (?:andar|caminhar)|tornozelo quebrado|nao sei onde (?:estou|to|tou)|carro "
          r"(?:quebrou|morreu|pifou)",
}
# and the danger there now: night falling, the phone dying, the cold, no water
_DANGER = {
    "en": r"its dark|it s dark|it is dark|getting dark|pitch black|pitch dark|dark out|(?:no|barely any|hardly any) "
          r"(?:signal|service|reception)|"
          r"so cold|getting cold|phone (?:is )?(?:at|on) "
          r"\d+|battery (?:is )?(?:at |on )?\d+|(?:phone|battery) (?:is )?(?:almost )?(?:dying|dead|about to die|low)|"
          r"out of water|no water|freezing|snowing (?:hard|heavily|a lot)|blizzard|snowstorm|whiteout",
    "es": r"sin senal|sin cobertura|(?:casi )?no tengo (?:senal|cobertura)|temblando de frio|es de noche|hace mucho frio|esta oscuro|ya es de noche|oscureciendo|ya oscurecio|anocheciendo|ya anochecio|se hizo de noche|bateria (?:al "
          r"|en |a )?\d+|\d+ de bateria|me queda poca bateria|me estoy congelando|sin agua|nevando (?:mucho|fuerte)|ventisca|"
          r"tormenta de nieve",
    "fr": r"pas de reseau|(?:presque )?plus de reseau|je tremble de froid|il fait tres froid|il fait nuit|il fait deja nuit|fait noir|la nuit tombe|la nuit est tombee|batterie a \d+|\d+ de batterie|"
          r"plus de batterie|je gele|sans eau|il neige (?:fort|beaucoup)|tempete de neige|blizzard",
    "de": r"(?:kein|kaum) (?:netz|empfang)|zittere vor kaelte|so kalt|(?:es wird|wird es|es ist|ist es|wirds|schon|jetzt|langsam|gleich) (?:\w+ )?dunkel|stockdunkel|es ist nacht|akku "
          r"(?:bei|auf|hat) \d+|\d+ akku|akku (?:ist )?(?:fast )?leer|eiskalt|"
          r"erfriere|kein wasser|schneit (?:stark|heftig|total)|schneesturm",
    "it": r"senza campo|non c e campo|(?:quasi )?non ho campo|tremo dal freddo|sto tremando dal freddo|fa freddo|e buio|fa buio|sta facendo buio|si fa buio|(?:sta calando|cala) la notte|e notte|batteria al \d+|\d+ di "
          r"batteria|batteria (?:quasi )?scarica|sto congelando|senz acqua|nevica (?:forte|tanto)|"
          r"bufera di neve|tormenta",
    "pt": r"sem sinal|(?:quase )?sem rede|(?:to|estou|tou) tremendo de frio|muito frio|esta escuro|ta escuro|escureceu|anoitecendo|anoiteceu|(?:ja )?(?:ta|e|esta) de noite|(?:bateria|celular) "
          r"(?:ta |esta )?(?:em|a|com) \d+|\d+ de bateria|bateria "
          r"(?:quase )?acabando|congelando|sem agua|nevando muito|nevasca",
}

# a crash on the road, with the writer trapped, numb or bleeding now (session 30, a read blind miss: "bati o carro
# voltando do estagio, to presa nas ferragens numa estrada de terra e nao sinto a perna")
# (a crash of a car, not of a laptop or a timetable: "choque de horarios", "il pc si è schiantato", a review)
_CRASH = (r"crashed (?:my|the|our|into|on|off)|car crash|car accident|(?:an?|the) accident|car wreck|wrecked (?:my|the) car|"
          r"rolled (?:my|the) car|hit a tree|flipped (?:my|the) car|choque (?:con|contra) (?:el|un|una|otro)|choque el "
          r"(?:carro|coche|auto)|chocamos|me chocaron|accidente|volque|me estrelle|accident|percute\w*|capote|unfall|"
          r"(?:auto|wagen|mit dem \w+) gecrasht|ueberschlagen|incidente|(?:mi sono|ci siamo) schiantat\w*|schiantat\w* "
          r"(?:con|contro)|ribaltat\w*|bati o carro|bati a moto|batida de carro|uma batida|acidente|capotei|capotou")
# (trapped in the car, not in traffic or in one's degree; not out of a house or a contract: a review of session 30)
_TRAPPED_OR_HURT = (r"(?:i am|im|we are|i m|she is|he is|still|got) (?:trapped|pinned)|trapped (?:in|inside|under) (?:the|my|"
                    r"our) (?:car|wreck|vehicle|seat)|stuck (?:in|inside|under) (?:the|my) (?:car|seat|wreck)|can not get "
                    r"out of (?:the|my) (?:car|wreck|vehicle)|can not feel my (?:legs?|arms?|feet)|bleeding (?:a lot|badly|"
                    r"heavily|everywhere)|atrapad[oa]|no puedo salir del (?:carro|coche|auto)|no siento (?:la|las|mi|mis) "
                    r"(?:piernas?|brazos?|pies)|(?:sangrando|sangro) mucho|coince\w*|(?:je )?(?:ne )?peux (?:pas|plus) "
                    r"sortir de la voiture|(?:je )?(?:ne )?sens plus (?:ma|mes) (?:jambes?|bras|pieds)|je saigne "
                    r"(?:beaucoup|enormement)|eingeklemmt|komm\w* nicht (?:mehr )?(?:aus dem auto|aus dem wagen|raus aus dem "
                    r"auto)|spuer\w* (?:mein|meine) (?:bein|beine|arme?|fuesse) nicht|blute (?:stark|sehr)|incastrat\w*|"
                    r"bloccat\w* (?:nella|in|dentro la|dentro) (?:macchina|auto|abitacolo|lamiere|rottami)|non riesco a "
                    r"uscire dalla (?:macchina|auto)|non sento (?:piu )?(?:la|le) (?:gambe?|braccia|piedi)|sanguino "
                    r"(?:tanto|molto)|pres[oa] (?:nas|no|na) (?:ferragens|carro)|nas ferragens|nao consigo sair do carro|"
                    r"nao sinto (?:a|as|minha|minhas|o|os|meu|meus) (?:pernas?|bracos?|pes)|sangrando muito")

# stuck in the traffic an accident made ("hubo un accidente en la autopista y estoy atrapado en el tráfico")
_NOT_TRAFFIC = (r"(?! (?:\w+ ){0,2}(?:traffic|trafico|trafic|bouchons?|embouteillages?|stau|traffico|coda|transito|atasco|"
                r"trancon|engarrafamento|congestionamento)\b)")
# lost or hurt at the place, in either order
_THERE = {lang: rf"(?:(?:{_STRANDED[lang]})\b.{{0,60}}\b(?:{_PLACE[lang]})|(?:{_PLACE[lang]})\b.{{0,60}}\b(?:{_STRANDED[lang]}))"
          for lang in _PLACE}
_NOW = {lang: rf"(?<!was )(?<!war )(?<!era )(?<!etait )(?:{_DANGER[lang]})" for lang in _PLACE}

TWO_CUES_IMMEDIATE_DANGER = [
    # the session-start English rule, kept as it was (a review found the three-cue form missing what it caught)
    r"\blost (?:on|in) (?:the |a )?(?:hiking |mountain )?(?:trail|woods|forest|mountains?|hills)\b.{0,80}\b(?<!was )"
    r"(?:getting dark|out of water|no water|no signal|battery (?:is )?(?:at |on )?\d+|phone (?:is )?(?:almost )?dead|"
    r"freezing)\b",
    # the danger after ("lost on the trail, it's getting dark") or first ("it's pitch dark, i got separated on the hike")
    *(rf"\b{_NOT_NOW}{_THERE[lang]}\b.{{0,120}}\b{_NOW[lang]}\b" for lang in _PLACE),
    *(rf"\b{_NOT_NOW}{_NOW[lang]}\b.{{0,120}}\b{_THERE[lang]}\b" for lang in _PLACE),
    # a crash, and trapped, numb or bleeding, in either order
    rf"\b{_NOT_NOW}(?:{_CRASH})\b.{{0,100}}\b(?<!was )(?<!war )(?<!era )(?:{_TRAPPED_OR_HURT})\b{_NOT_TRAFFIC}",
    rf"\b{_NOT_NOW}(?<!was )(?<!war )(?<!era )(?:{_TRAPPED_OR_HURT})\b{_NOT_TRAFFIC}.{{0,100}}\b(?:{_CRASH})\b",
]
