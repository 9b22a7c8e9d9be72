"""Shut in with a hazard, now, in six languages: locked, trapped or stuck somewhere, and smoke, fire, gas, fumes or
water there, or no air (session 37, a read blind miss: "help locked in music bldg basement theres smoke"). The rule
before it needed a fire and "can't get out" in that order (rules_body.py); a student in a basement writes the place
and the smoke, in either order, often without a verb.

Two cues within a short span, either order: being shut in (not locked out, not "locked in" as focused), and a hazard
that is there (not a smoke alarm, a smoke machine or a gas bill). Ruled out anywhere in the message: a drill, an escape
room, a stage or a film, a time told as past. Read as said sideways (two cues: the reader's doubt does not silence
them). Written against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import unless

# shut in: the place or the door ("locked in the practice room", "door is jammed", "can't get out")
_SHUT_IN = (
    r"(?:locked|trapped|stuck|shut) (?:in|inside)(?! (?:for|on|to|with|and|at|until|till|this|today|mode|my lane|"
    r"traffic|a queue|(?:the |a )?line|the middle|my head|a rut|my ways|bed|limbo|a loop)\b)|"
    r"(?:i am|im|we are|were|she is|he is|they are|got|still) (?:trapped|locked in|stuck inside)|"
    r"(?:can not|could not|cant|can t) (?:get|go) out(?! of (?!(?:the|my|our|this) (?:building|room|dorm|house|apartment|"
    r"flat|lab|hall|floor|bathroom|basement|elevator|lift|stairwell|studio)\b))|(?:can not|could not|will not|wont) open the door|"
    r"(?:the |my |our )?door (?:is |got )?(?:jammed|stuck|locked|blocked|will not open|does not open|won t open)|"
    r"no way out|(?:i am|i m|we are|she is|he is|they are|got) (?:\w+ )?(?:stuck|trapped|pinned) under|(?:the )?door(?: handle)? (?:is|feels) (?:really |super |very )?hot|"
    r"encerrad[oa]s?|atrapad[oa]s?|no (?:puedo|podemos) salir|la puerta no (?:se )?abre|"
    r"enferme(?:e|s|es)?|coince(?:e|s|es)? (?:dans|dedans|a l interieur|au)|(?:ne )?(?:peux|peut|pouvons) (?:pas|plus) "
    r"sortir|la porte (?:ne )?s ouvre (?:pas|plus)|"
    r"eingesperrt|eingeschlossen|(?:sitze|sitzen|stecke|stecken) (?:\w+ )?fest|(?:komme|kommen|komm) (?:hier )?nicht "
    # (not out of the stress: "ich komm nicht raus aus dem Stress", a review's ordinary message)
    r"(?:raus|hinaus)(?! aus (?!(?:dem|der|meinem|meiner|unserem|unserer) (?:zimmer|raum|keller|gebaeude|wohnung|aufzug|"
    r"fahrstuhl|bad|badezimmer|labor|treppenhaus|hoersaal|auto)\b))|tuer geht nicht (?:auf|mehr auf)|"
    r"chius[oa] dentro|chiusi dentro|intrappolat[oaie]|bloccat[oaie] (?:dentro|nel|nella|in)|non (?:riesco|riusciamo|posso) "
    r"(?:a )?uscire|la porta non si apre|"
    r"trancad[oa]s?|pres[oa]s? (?:no|na|dentro)|nao (?:consigo|conseguimos|da pra) sair|a porta nao abre")
# a hazard there now: not a smoke alarm, a smoke machine or a smoke break, not a gas bill, a gas station or a fire
# drill (a drill anywhere is ruled out below)
_HAZARD = (
    r"smoke(?! (?:alarm|alarms|detector|detectors|machine|break|bomb|bombs|signal|test|weed|a joint|shop)\b)|smoky|"
    r"fire(?! (?:alarm|alarms|drill|drills|exit|exits|door|doors|safety|extinguisher|code|marshal|department|station|"
    r"escape|pit|emblem)\b)|flames|on fire|(?:something|it|everything|the \w+) (?:is )?burning|(?:smell|smells|smelling) (?:\w+ )?gas|gas leak|fumes|water (?:is )?"
    r"(?:rising|coming in|everywhere|up to)|flooding|(?:can not|cant|can t) breathe|no air|carbon monoxide|"
    r"(?:ceiling|roof|wall|shelf|shelves|bookcase|scaffolding|stairs)(?: \w+){0,4} (?:just )?(?:partly |partially )?(?:came down|fell|"
    r"collapsed|caved in|gave way)|"
    r"humo|fuego|incendio|llamas|olor a gas|fuga de gas|el agua (?:sube|esta subiendo)|no (?:puedo|podemos) respirar|"
    r"fumee|incendie|flammes|odeur de gaz|fuite de gaz|l eau monte|(?:j )?(?:arrive|arrivons) (?:pas|plus) a respirer|"
    r"rauch|feuer|es brennt (?:im|in der|in dem|in unserem|in unserer|auf dem|am|hier|ueberall)|flammen|gasgeruch|riecht nach gas|gasleck|wasser steigt|(?:kann|koennen) nicht (?:mehr )?atmen|"
    r"keine luft|"
    r"fumo(?! (?:una|le|la|troppo|sigarette|canne)\b)|fuoco|fiamme|odore di gas|fuga di gas|l acqua sale|non (?:riesco|"
    r"riusciamo) a respirare|"
    r"fumaca|fogo|chamas|cheiro de gas|vazamento de gas|a agua (?:ta|esta) subindo|nao (?:consigo|conseguimos) respirar")
# not now or not real: a drill, an escape room, a stage, a film or a game, a time told as past
_NOT_REAL_OR_NOT_NOW = unless(
    r"drill|drills|fire alarm test|alarm test|escape room|escape game|smoke machine|fog machine|stage|theatre|theater|"
    r"movie|film|video ?game|in the game|rehearsal|simulation|training|last (?:night|week|weekend|year|month|semester)|"
    r"years? ago|when i was|yesterday|simulacro|sala de escape|pelicula|ensayo|ayer|el ano pasado|exercice|salle d evasion|"
    r"repetition|hier|l an dernier|uebung|probealarm|escape ?raum|gestern|letztes jahr|esercitazione|prova generale|ieri|"
    r"l anno scorso|simulado|sala de fuga|ensaio|ontem|ano passado|locked out|lockout|traffic|trafico|trafic|bouchons|"
    r"stau|traffico|transito|atasco|engarrafamento|"
    # a course or a survey on what to do if one were trapped ("what to do if you're trapped in a room with smoke")
    r"course|curso|kurs|corso|cours|survey|encuesta|umfrage|sondaggio|pesquisa|questionnaire|what to do if|what would you "
    r"do|if you (?:were|are|get|re)|would you know|que hacer si|si te quedas|que faire si|si tu te retrouves|was tun wenn|"
    r"wie man sich verhaelt|cosa fare se|o que fazer se|se voce ficar|brandschutz\w*")

_CO_ALARM = (
    r"(?:co|carbon monoxide|monoxide|gas) (?:detector|alarm|monitor)(?: \w+){0,4} (?:just )?(?:went off|is going off|keeps going off|"
    r"is beeping|keeps beeping|started beeping|goes off)|detector de (?:monoxido|co|gas) (?:sono|esta sonando|suena|pita)|"
    r"detecteur de (?:monoxyde|co|gaz) (?:sonne|a sonne|bipe)|(?:co|kohlenmonoxid|gas) ?(?:melder|warner) (?:piept|schlaegt "
    r"an|hat angeschlagen|geht los)|rilevatore di (?:monossido|co|gas) (?:suona|ha suonato|sta suonando)|detector de "
    r"(?:monoxido|co|gas) (?:disparou|(?:ta |esta )?apitando)")
_FEELING_IT = (
    r"dizzy|sleepy|drowsy|headache|nauseous|nausea|throwing up|threw up|passed out|fainted|confused|can not stay awake|"
    r"mareado|mareada|somnolient[oa]|dolor de cabeza|nauseas|vomit\w*|desmay\w*|vertiges?|somnolente?|mal a la tete|"
    r"nausee|evanoui\w*|schwindelig|muede|kopfschmerzen|uebel|ohnmaechtig|vertigini|sonnolen\w*|mal di testa|svenut\w*|"
    r"tont[oa]|sonolent[oa]|dor de cabeca|enjo\w*|desmai\w*")

TWO_CUES_IMMEDIATE_DANGER = [
    rf"\b{_NOT_REAL_OR_NOT_NOW}(?:{_SHUT_IN})\b.{{0,60}}\b(?:{_HAZARD})\b",
    rf"\b{_NOT_REAL_OR_NOT_NOW}(?:{_HAZARD})\b.{{0,60}}\b(?:{_SHUT_IN})\b",
    # a carbon monoxide or gas alarm sounding, and the body feeling it (a red-team: "the CO detector in my apartment went
    # off and im feeling really sleepy and sick")
    rf"\b{_NOT_REAL_OR_NOT_NOW}(?:{_CO_ALARM})\b.{{0,100}}\b(?:{_FEELING_IT})\b",
    rf"\b{_NOT_REAL_OR_NOT_NOW}(?:{_FEELING_IT})\b.{{0,100}}\b(?:{_CO_ALARM})\b",
]
