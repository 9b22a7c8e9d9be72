"""Venting that sounds like a crisis to the models (session 34, from a read blind set and a red-team of emotional
look-alikes): one more of a chore as the condition of "dying", losing one's mind over a form, homesickness, and out of
breath from laughing. The first two are blanked like any idiom; homesickness only where nothing makes the message real
(``benign_everyday.MADE_REAL``: a death, despair, the means), and a laugh's breathlessness only where nothing in the
message would stop a breath for real (``UNWELL``). Matches are of normalised text (normalise.py)."""

from __future__ import annotations

import re

PATTERNS = [
    # "if i see one more integral im gonna die lol" (session 34, a read look-alike of set 41): dying, screaming or
    # exploding on condition of one more of a chore; not one more pill, drink or message from someone
    r"\bif i (?:have to |need to |gotta |got to |must )?(?:see|hear|read|write|do|get|take|grade|sit through|attend|"
    r"solve|watch|type|fill out|answer|open|derive|integrate|calculate|memori[sz]e|study|format|cite|proofread|debug|"
    r"code|redo|rewrite|submit|scroll|review|hear about) (?:one more|another|a single more|any more|1 more) "
    r"(?!(?:pills?|shots?|drinks?|doses?|beers?|message from|text from|texts? from|time (?:he|she|they)|hit|punch|"
    r"night like|day like)\b)(?:\w+ ){1,3}?(?:i am |i will |i |i swear i |i swear i am )?(?:literally |actually |genuinely |"
    r"seriously )?(?:going to |will |might |about to )?(?:die|scream|explode|combust|cry|lose it|lose my mind|throw "
    r"up|throw my laptop|quit)\b(?! (?:for real|seriously|not joking)\b)|"
    r"\b(?:going to|will) (?:die|scream|explode|combust) if i (?:have to |need to |must )?(?:see|hear|read|write|do|"
    r"grade|sit through|solve|watch|type|fill out|derive|integrate|calculate|format|cite|debug|code) (?:one more|another|"
    r"a single more|1 more)\b(?! (?:pills?|shots?|drinks?|doses?|message from|text from|time (?:he|she|they))\b)|"
    r"\bsi (?:veo|tengo que ver|leo|hago|escucho) (?:otra|otro|una sola|un solo) (?:\w+ ){1,2}(?:mas )?(?:me muero|me da "
    r"algo|grito|exploto)\b|\bsi je (?:vois|dois voir|lis|dois lire|fais|dois faire|entends) (?:encore )?(?:une?|un seul|une "
    r"seule) (?:autre )?(?:\w+ ){1,2}(?:de plus )?(?:je meurs|je vais mourir|je crie|j explose|je craque)\b|\bwenn ich noch "
    r"(?:ein|eine|einen) (?:\w+ ){1,2}(?:sehen|lesen|rechnen|schreiben|hoeren|machen) muss(?: dann)? (?:sterbe ich|ich "
    r"sterbe|dreh ich durch|schrei ich|raste ich aus)\b|\bse (?:vedo|devo vedere|leggo|devo fare|faccio|sento) (?:un "
    r"altro|un altra|un altr[oa]|altr[oa]) (?:\w+ ){1,2}(?:muoio|impazzisco|urlo|esplodo|sclero)\b|\bse eu (?:vir|ler|tiver "
    r"que ver|tiver que fazer|fizer|ouvir) mais (?:um|uma) (?:\w+ ){1,2}(?:eu )?(?:morro|vou morrer|grito|surto|explodo)\b",
    # dying over a failed course, in English (the other languages' failure conditionals are rules_more's _HYPERBOLE):
    # "if i fail calc again i'm gonna die 💀 anyway when are retakes" (session 34, set 43, read); only "die", never "kill
    # myself", and not said to be meant
    r"\bif i (?:fail|flunk|bomb|do not pass|don t pass|get a [cdf] (?:in|on)) (?:\w+ ){0,3}(?:again )?(?:i am |i will |i )?"
    r"(?:literally |actually )?(?:going to|will|might) die\b(?! (?:for real|seriously|not joking|i mean it|no joke)\b)",
    # losing one's mind over a chore, in six languages (session 34: "… WHY MY FINANCIAL AID HASNT COME IN IM LOSING MY
    # MIND", a read look-alike the learned layer and both readers took for a crisis); the other words of a message stay
    r"\b(?:i am|i will|i am going to|i am about to|about to|going to|i) (?:literally |actually |seriously |slowly |so |"
    r"officially )?(?:losing|lose) my (?:mind|marbles|sanity|shit)\b|\bi am (?:literally |actually |slowly |so )?going "
    r"(?:crazy|insane|nuts|bananas)\b|\b(?:driving|drives|drove) me (?:crazy|insane|nuts|up the wall)\b|"
    r"\bme (?:estoy volviendo|vuelvo|va a volver|vuelve|tiene) loc[oa]\b|\bme saca de quicio\b|\bje (?:deviens|vais "
    r"devenir) (?:fou|folle|dingue|chevre|marteau)\b|\b(?:ca|il|elle|tu|ce \w+|cette \w+) me (?:rend|rendent) (?:fou|"
    r"folle|dingue|chevre)\b|\bje pete un (?:cable|plomb)\b|\bich werd(?:e)? (?:noch )?(?:wahnsinnig|verrueckt|irre|"
    r"bekloppt)\b|\bmacht mich (?:noch )?(?:wahnsinnig|verrueckt|irre)\b|\bsto (?:impazzendo|diventando (?:matt[oa]|"
    r"pazz[oa]|scem[oa])|uscendo di testa|sclerando)\b|\bmi (?:fa|sta facendo|fara|fanno|stanno facendo) impazzire\b|"
    r"\b(?:estou|to|tou|t o) (?:ficando|enlouquecendo)(?: louc[oa]| doid[oa]| maluc[oa])?\b|\bme (?:deixa|deixando|"
    r"deixou) (?:louc[oa]|doid[oa]|maluc[oa])\b|\bvou (?:ficar louc[oa]|ficar doid[oa]|enlouquecer)\b",
]

# read by benign.py with benign_everyday.UNLESS_MADE_REAL
UNLESS_MADE_REAL = [
    # homesickness: missing parents, family or home far away ("j'ai le cafard, mes parents me manquent trop mais ça va":
    # session 34, a read look-alike of set 41, which the learned layer and both readers took for grief); never with a
    # death, despair or the means anywhere (MADE_REAL)
    r"\b(?:i|i really|i just|i am|really|so) (?:miss|missing) (?:my )?(?:parents|family|mom|mum|dad|mother|father|"
    r"siblings|little (?:brother|sister)|home|country|friends (?:back )?home|dog|cat|grandparents|abuela|abuelo|"
    r"boyfriend|girlfriend)\b|\bhomesick\b|\b(?:extrano|extranio|echo de menos|extrano mucho|echo mucho de menos) "
    r"(?:a )?(?:mis|mi) (?:padres|familia|mama|papa|casa|pais|amigos|hermanos|perro|abuelos|novi[oa])\b|\bmorrina\b|"
    r"\b(?:mes|ma|mon) (?:parents|famille|mere|pere|maman|papa|pays|amis|freres|soeurs|chien|grands parents|copain|"
    r"copine) (?:\w+ )?me manque(?:nt)?\b|\b(?:ich )?vermisse (?:\w+ )?(?:meine|mein|zu hause|mein zuhause) "
    r"(?:\w+ )?(?:eltern|familie|mama|papa|mutter|vater|zuhause|heimat|freunde|geschwister|hund|grosseltern)\b|"
    r"\bheimweh\b|\bmi (?:mancano|manca) (?:tanto |troppo |molto |da morire )?(?:i miei|la mia famiglia|mia madre|"
    r"mio padre|mamma|papa|casa|l italia|il mio paese|i miei amici|il mio cane|i nonni|il mio ragazzo|la mia ragazza)\b|"
    r"\b(?:sinto|tenho|estou com|to com|t o com) (?:muita |tanta )?(?:falta|saudade|saudades) (?:dos|da|do|de) (?:meus |minha |"
    r"meu )?(?:pais|familia|mae|pai|casa|terra|amigos|irmaos|cachorro|avos|namorad[oa])\b",
]

# out of breath from laughing: "can't breathe lmao", "I CANT BREATHE 😂😂 my roommate tried to boil pasta without water"
# (the emoji read as laughter: normalise.py); not where the message names what would stop a breath for real ("cant breathe
# lol i think im allergic to the shrimp" was cleared before session 34, a review): UNWELL, read on the whole message
BREATHLESS_LAUGHING = re.compile(
    r"\b(?:can not|could not|can barely) breathe(?: i am| from| because i am| because of| im)? (?:laughing|lol+|"
    r"lmao+|lmfao+|haha\w*|rofl|crying laughing|dying laughing|xd+|mdr+|jaja\w*)\b|\b(?:laughing|laughed|laugh) so (?:hard|"
    r"much) (?:that )?i (?:can not|could not) breathe\b")
UNWELL = re.compile(
    r"\b(?:allerg\w*|anaphyla\w*|asthma\w*|inhaler|epipen|epi pen|swell\w*|swollen|throat|chest|choking|choked|smoke|"
    r"gas|fumes|panic attack|heart|dizzy|faint\w*|passing out|pass out|hospital|ambulance|911|999|112|emergency|"
    r"overdose|pills|took|nuts|peanuts?|shellfish|shrimp|bee|stung|hives|lips|tongue|blue|wheez\w*|seizure|fire|"
    r"water in|drowning|stuck|trapped|locked|help)\b")
