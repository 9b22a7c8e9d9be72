"""Danger now where help must come, in six languages (shut in with a hazard; stranded in the cold; alcohol and a
depressant taken together). Shut in with a hazard: locked, trapped or stuck somewhere, and smoke, fire, gas, fumes or
water there, or no air (session 37, a read blind miss: "help locked in music bldg basement theres smoke"). The rule
before it needed a fire and "can't get out" in that order (rules_body.py); a student in a basement writes the place
and the smoke, in either order, often without a verb.

Two cues within a short span, either order: being shut in (not locked out, not "locked in" as focused), and a hazard
that is there (not a smoke alarm, a smoke machine or a gas bill). Ruled out anywhere in the message: a drill, an escape
room, a stage or a film, a time told as past. Read as said sideways (two cues: the reader's doubt does not silence
them). Written against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import NOT_REAL, unless, unless_or_without

# shut in: the place or the door ("locked in the practice room", "door is jammed", "can't get out"); not "locked in" as
# focused, not stuck in traffic or in a rut
_NOT_A_STATE_OF_MIND = (r"(?! (?:for|on|to|with|and|at|until|till|this|today|mode|my lane|traffic|a queue|(?:the |a )?line|"
                        r"the middle|my head|a rut|my ways|bed|limbo|a loop)\b)")
_SHUT_IN = (
    rf"(?:locked|trapped|stuck|shut) (?:in|inside){_NOT_A_STATE_OF_MIND}|"
    rf"(?:i am|we are|she is|he is|they are|got|still) (?:trapped|locked in|stuck inside){_NOT_A_STATE_OF_MIND}|"
    r"(?:can not|could not) (?:get|go) out(?! of (?!(?:the|my|our|this) (?:building|room|dorm|house|apartment|"
    r"flat|lab|hall|floor|bathroom|basement|elevator|lift|stairwell|studio)\b))|(?:can not|could not|will not) open the door|"
    r"(?:the |my |our )?doors? (?:will not|does not|would not) (?:open|budge)|(?:the |my |our )?doors? (?:is |got )?jammed|"
    r"no way out|(?:i am|we are|she is|he is|they are|got) (?:\w+ )?(?:stuck|trapped|pinned) under|(?:the )?door(?: handle)? "
    r"(?:is|feels) (?:really |super |very )?hot|"
    r"encerrad[oa]s?|atrapad[oa]s?|no (?:puedo|podemos) salir|la puerta no (?:se )?abre|"
    r"enferme(?:e|s|es)?|(?:coince|bloque)(?:e|s|es)? (?:dans|dedans|a l interieur|au)|(?:ne )?(?:peux|peut|pouvons) "
    r"(?:pas|plus) sortir|la porte (?:ne )?s ouvre (?:pas|plus)|"
    # (not out of the stress: "ich komm nicht raus aus dem Stress", a review's ordinary message)
    r"eingesperrt|eingeschlossen|(?:sitze|sitzen|stecke|stecken) (?:\w+ ){0,3}fest|(?:komme|kommen|komm) (?:hier )?nicht "
    r"(?:raus|hinaus)(?! aus (?!(?:dem|der|meinem|meiner|unserem|unserer) (?:zimmer|raum|keller|gebaeude|wohnung|aufzug|"
    r"fahrstuhl|bad|badezimmer|labor|treppenhaus|hoersaal|auto)\b))|tuer geht nicht (?:auf|mehr auf)|"
    r"chius[oa] dentro|chiusi dentro|intrappolat[oaie]|bloccat[oaie] (?:dentro|nel|nella|nell|nello|in|sul|sulla)|"
    r"non (?:riesco|riusciamo|posso) (?:a )?uscire|la porta non si apre|"
    r"trancad[oa]s?|pres[oa]s? (?:no|na|dentro)|nao (?:consigo|conseguimos|da pra) sair|a porta nao abre")
# a hazard there now: not a smoke alarm, a smoke machine or people who smoke, not a fire drill, a fire hazard or
# "this playlist is fire", not air conditioning
_HAZARD = (
    r"(?<!\bpeople )(?<!\bthey )(?<!\bsomeone )(?<!\bcan i )smokes?(?! (?:alarm|alarms|detector|detectors|machine|break|bomb|"
    r"bombs|signal|test|weed|a joint|shop)\b)|smoky|"
    r"(?<!\bis )(?<!\bare )fire(?! (?:alarm|alarms|drill|drills|exit|exits|door|doors|safety|extinguisher|code|marshal|"
    r"department|station|escape|pit|emblem|hazard|hazards|warden|inspection|evacuation|brigade|service|stairs|off|away)\b)|"
    r"flames|on fire|(?:something|it|everything|the \w+) (?:is )?burning|(?:smell|smells|smelling) (?:\w+ )?gas|gas leak|"
    r"fumes|waters? (?:is )?(?:rising|coming in|everywhere|up to)|flooding|(?:can not|cant|can t) breathe|"
    r"no air(?! con\w*)|carbon monoxide|"
    r"(?:ceiling|roof|wall|shelf|shelves|bookcase|scaffolding|stairs)(?: \w+){0,4} (?:just )?(?:partly |partially )?"
    r"(?:came down|fell|collapsed|caved in|gave way)|"
    r"humo|fuego|incendio|llamas|olor a gas|fuga de gas|el agua (?:sube|esta subiendo)|no (?:puedo|podemos) respirar|"
    r"fumee|incendie|flammes|odeur de gaz|fuite de gaz|l eau monte|(?:j )?(?:arrive|arrivons) (?:pas|plus) a respirer|"
    r"rauch|feuer|es brennt(?! (?:bei|mir|dir|unter|auf))|flammen|gasgeruch|riecht nach gas|gasleck|wasser steigt|"
    r"(?:kann|koennen) nicht (?:mehr )?atmen|keine luft|"
    r"fumo(?! (?:una|le|la|troppo|sigarette|canne)\b)|fuoco|fiamme|odore di gas|fuga di gas|l acqua sale|non (?:riesco|"
    r"riusciamo) a respirare|"
    r"fumaca|fogo|chamas|cheiro de gas|vazamento de gas|a agua (?:ta|esta) subindo|nao (?:consigo|conseguimos) respirar")
# not now or not real: a drill, an escape room, a smoke machine, a film or a game, a time told as past, the weather or a
# wildfire outside, a course on what to do ("what to do if you're trapped in a room with smoke")
_NOT_REAL_OR_NOT_NOW = unless(
    NOT_REAL, r"drill|drills|fire alarm test|alarm test|escape room|escape game|smoke machine|fog machine|stage smoke|"
    r"rehearsal|simulation|scenario|role ?play|tabletop|(?:ra|staff|safety|fire) training|last (?:week|weekend|year|month|semester)|years? ago|when i was (?:a kid|little|younger|small)|"
    r"simulacro|sala de escape|el ano pasado|exercice d evacuation|salle d evasion|hier (?:soir|matin|apres midi)|l an "
    r"dernier|feueruebung|brandschutzuebung|probealarm|escape ?raum|letztes jahr|esercitazione|prova generale|l anno "
    r"scorso|simulado|sala de fuga|ano passado|locked out|lockout|traffic|trafico|trafic|bouchons|stau|traffico|transito|"
    r"atasco|engarrafamento|wildfire|wild fire|forest fire|bushfire|air quality|aqi|incendio forestal|incendie de foret|"
    r"waldbrand|incendio boschivo|incendio florestal|queimadas|"
    r"survey|encuesta|umfrage|sondaggio|pesquisa|questionnaire|what to do if|what would you do|if you (?:were|are|get|re)|"
    r"would you know|que hacer si|si te quedas|que faire si|si tu te retrouves|was tun wenn|wie man sich verhaelt|cosa fare "
    r"se|o que fazer se|se voce ficar|(?:a|the) (?:course|class|training|module) (?:on|about)|fire safety|first aid|"
    r"brandschutz\w*|curso de (?:seguridad|primeros auxilios)|cours de (?:securite|secourisme)|corso (?:di )?(?:sicurezza|"
    r"primo soccorso)|curso de (?:seguranca|primeiros socorros)")
# a carbon monoxide or gas alarm sounding, and the body feeling it; not its battery chirping
_CO_ALARM = (
    r"(?:co|carbon monoxide|monoxide|gas) (?:detector|alarm|monitor)s?(?: \w+){0,4} (?:just )?(?:went off|(?:is |keeps |"
    r"started |been )?(?:going off|beeping)|goes off)|detector de (?:monoxido|co|gas) (?:sono|esta sonando|suena|pita)|"
    r"detecteur de (?:monoxyde|co|gaz) (?:sonne|a sonne|bipe)|(?:co|kohlenmonoxid|gas) ?(?:melder|warner) (?:piept|schlaegt "
    r"an|hat angeschlagen|geht los)|rilevatore di (?:monossido|co|gas) (?:suona|ha suonato|sta suonando)|detector de "
    r"(?:monoxido|co|gas) (?:disparou|(?:ta |esta )?apitando)")
_FEELING_IT = (
    r"dizzy|headache|nauseous|nausea|throwing up|threw up|passed out|fainted|(?:feel|feeling|feels) (?:really |so |very )?"
    r"(?:sleepy (?:and|&) )?(?:sick|weird|off)|can not stay awake|"
    r"mareado|mareada|dolor de cabeza|nauseas|vomit\w*|desmay\w*|vertiges?|mal a la tete|nausee|evanoui\w*|schwindelig|"
    r"kopfschmerzen|uebel|ohnmaechtig|vertigini|mal di testa|svenut\w*|tont[oa]|dor de cabeca|enjo\w*|desmai\w*")
_NOT_THE_BATTERY = unless(r"batter\w*|pila|pile|bateria|chirp\w*|make it stop|turn it off|replace|reemplazar|remplacer|"
                          r"wechseln|sostituire|trocar|test|prueba|essai|probe|prova")

# stranded in the cold with the phone dying (session 38, a read miss of set 59: "truck broke down on the field site road,
# no signal except this app on sat wifi, it's below freezing and my battery is at 4%"): all three
_STRANDED = (r"(?:car|truck|van|bus|jeep|suv|carro|coche|auto|voiture|camion|camioneta|wagen|macchina|furgone|caminhao|"
             r"caminhonete) (?:\w+ ){0,2}(?:broke down|broken down|died|quebrou|enguicou|se (?:me )?averio|se quedo|(?:est )?"
             r"tombee? en panne|liegen geblieben|ist liegen geblieben|in panne|si e fermat[oa])|stranded|stuck (?:on|in|at) "
             r"(?:the|a) (?:road|trail|mountain|field|ditch|snow)|lost on (?:the|a) (?:trail|mountain)|tirad[oa] en (?:la|el) "
             r"(?:carretera|camino)|bloque\w* (?:sur|dans) (?:la|le) (?:route|neige|montagne)|festgefahren|bloccat[oa] (?:sulla|"
             r"nella|in) (?:strada|neve|montagna)|atolad[oa]")
_COLD = (r"below freezing|freezing|below zero|minus \d+|hypotherm\w*|snowstorm|blizzard|bajo cero|helando|me congelo|sous "
         r"zero|glacial|je gele|unter null|eiskalt|minusgrade|erfriere|sotto zero|gelido|congelando|abaixo de zero")
_DYING_PHONE = (r"battery (?:is )?(?:at|on) \d+|\d+ ?(?:%|percent|per cent) battery|battery (?:is )?(?:almost|nearly) (?:dead|gone)|"
                r"phone (?:is )?(?:dying|about to die)|no signal|no service|no reception|sin bateria|bateria (?:al|en) \d+|sin "
                r"senal|sin cobertura|plus de batterie|batterie a \d+|pas de reseau|kein empfang|kein netz|akku (?:\w+ )?(?:\d+|leer)|"
                r"niente campo|batteria (?:scarica|al \d+)|senza campo|sem sinal|sem bateria|bateria (?:em|com) \d+")
# help on its way or the night over, a story, a simulation (a red-team: "AAA says the tow truck is 15 min out and I'm
# sitting inside a warm gas station", "a scene where a guy is stranded in a snowstorm")
_HELP_COMING = (NOT_REAL + r"|tow ?truck|towing|tow service|tow company|towed|aaa|roadside|on (?:its|the|their) way|minutes? out|"
                r"min out|made it (?:home|inside|back)|got home|last (?:week|friday|night|winter|year|weekend)|yesterday|"
                r"depanneuse|depanneur|guincho|carro attrezzi|abschlepp\w*|grua|creative writing|scene|story|survival sim\w*|"
                r"simulation|scenario|assignment|novel|(?:warm|safe) (?:now|inside)|inside (?:a|the) (?:warm |gas )?(?:station|"
                r"store|building|diner|cafe)|ya viene|arrive dans|kommt gleich|sta arrivando|ja ta a caminho|a caminho|exam|"
                r"library|biblioteca|retake|lol|lmao|haha|kkk|jaja")

# alcohol and a depressant taken together (session 38, a read miss of set 64: "drank a whole bottle of vodka solo and took
# some xanax, room is spinning, can't stand up lol gg"): the mix, taken, is the danger, whatever the laughter
_ALCOHOL_TAKEN = (r"(?:drank|drunk|downed|chugged|had) (?:a |the |half a |a whole |an entire |like )?(?:\w+ ){0,2}(?:bottle|fifth|"
                  r"handle|shots|vodka|whiskey|tequila|rum|gin|wine|liquor)|(?:bebi|tome|me tome) (?:una |media )?(?:botella|"
                  r"vodka|tequila|ron|whisky|chupitos)|(?:j ai )?bu (?:une |toute une )?(?:bouteille|vodka|whisky)|(?:hab|habe) "
                  r"(?:\w+ ){0,3}(?:flasche|wodka|vodka|schnaps) (?:\w+ )?(?:getrunken|geext)|ho bevuto (?:una |mezza )?(?:bottiglia|"
                  r"vodka|whisky)|bebi (?:uma |meia )?(?:garrafa|vodka|cachaca|whisky)")
_DEPRESSANT_TAKEN = (r"(?:took|taken|popped|swallowed|tome|me tome|pris|genommen|eingeworfen|preso|tomei) (?:\w+ ){0,3}(?:xanax|"
                     r"benzos?|valium|klonopin|clonazepam|rivotril|ativan|lorazepam|diazepam|alprazolam|oxy\w*|percs?|"
                     r"opioids?|fentanyl|sleeping pills|somniferos|somniferes|schlaftabletten|sonniferi|tramadol|lean|codeine)|"
                     r"(?:xanax|benzos?|valium|tavor|tabletten|schlaftabletten|tramadol|oxy\w*) (?:\w+ )?(?:genommen|"
                     r"eingeworfen|geschluckt)")
_NOT_NOW_OR_ASKED = (r"last (?:night|week|year|weekend)|yesterday|ayer|hier soir|hier (?:j ai|on a)|gestern|ieri|ontem|years? ago|"
                     r"used to|is it (?:safe|dangerous|ok) to|can you (?:drink|take|mix)|what happens if|que pasa si|qu arrive t "
                     r"il si|was passiert wenn|cosa succede se|o que acontece se|pharmacology|farmacologia|pharmacologie|"
                     r"pharmakologie")

TWO_CUES_IMMEDIATE_DANGER = [
    rf"\b{_NOT_REAL_OR_NOT_NOW}(?:{_SHUT_IN})\b.{{0,60}}\b(?:{_HAZARD})\b",
    rf"\b{_NOT_REAL_OR_NOT_NOW}(?:{_HAZARD})\b.{{0,60}}\b(?:{_SHUT_IN})\b",
    # a carbon monoxide or gas alarm sounding, and the body feeling it (a red-team: "the CO detector in my apartment went
    # off and im feeling really sleepy and sick")
    rf"\b{_NOT_THE_BATTERY}(?:{_CO_ALARM})\b.{{0,100}}\b(?:{_FEELING_IT})\b",
    rf"\b{_NOT_THE_BATTERY}(?:{_FEELING_IT})\b.{{0,100}}\b(?:{_CO_ALARM})\b",
    rf"\b{unless_or_without(_HELP_COMING, _DYING_PHONE)}(?:{_STRANDED})\b.{{0,120}}\b(?:{_COLD})\b",
    rf"\b{unless_or_without(_HELP_COMING, _DYING_PHONE)}(?:{_COLD})\b.{{0,120}}\b(?:{_STRANDED})\b",
    rf"\b{unless(NOT_REAL, _NOT_NOW_OR_ASKED)}(?:{_ALCOHOL_TAKEN})\b.{{0,80}}\b(?:{_DEPRESSANT_TAKEN})\b",
    rf"\b{unless(NOT_REAL, _NOT_NOW_OR_ASKED)}(?:{_DEPRESSANT_TAKEN})\b.{{0,80}}\b(?:{_ALCOHOL_TAKEN})\b",
]
