"""Threats told as meant, and an attack told as an event, in the five other languages as in English: a person's death
promised with the writer's "I mean it" ("si vuelvo a ver al profe lo mato, lo digo en serio", "je le tue, je suis
sérieux"), a day or a place that "will go bang" with everyone made to pay ("morgen in der vorlesung wird's knallen, die
werden alle bezahlen"), and everything ready for a day with everyone damned ("ya tengo todo listo para mañana en la
cafetería, que se jodan todos"). Written from a read blind set (session 39, untrained/S39_blind68_crisis.txt), whose
three threats in Spanish and German the other layers read as everyday hyperbole: the English forms had rules
(rules_in_passing_others.py: a hyperbole's threat marked as meant; rules_attack_plans.py: a massacre with revenge), the
other languages did not. Each is two cues at least, read as said sideways; against the normalised text (accents folded,
punctuation gone). "te mato" alone stays the hyperbole it usually is; the mark of earnest is what a counsellor hears.
"""

from __future__ import annotations

from core.handoff.crisis.normalise import IN_EARNEST
from core.handoff.crisis.rule_contexts import A_DAY, JOKE, NOT_REAL, unless

# --- a person's death promised, and said to be meant ----------------------------------------------------------------
# (a person, not "me": "me mato" is the writer's own, read by the self-harm rules)
_I_KILL_THEM = (r"(?:lo|la|los|las|te) mato|(?:lo|la|los|las|te) voy a matar|voy a matarl[oa]s?|je (?:vais )?(?:le|la|"
                r"les|te) (?:tuer|buter|descendre|crever|tue|bute|descends)|(?:ich )?(?:bring|bringe) (?:ich )?(?:ihn|sie|dich|den|die) "
                r"(?:\w+ ){0,3}um\b(?! \d| \w+ uhr\b)|ich (?:mach|mache) (?:ihn|sie|dich) kalt|ich (?:toete|werde) (?:ihn|sie|"
                r"dich)(?: (?:umbringen|toeten))?|(?:lo|la|li|le|ti) (?:ammazzo|uccido|faccio fuori)|(?:lo|la|li|le|ti) "
                r"(?:ammazzer\w*|uccider\w*)|(?:eu )?(?:mato|vou matar) (?:ele|ela|eles|elas|voce|vc|esse cara|essa mina|"
                r"aquele cara)|eu (?:o|a|te) mato|vou (?:te )?matar|i (?:will|am going to|am gonna|m gonna|gonna) (?:kill|"
                r"murder) (?:him|her|them|you)")
# the writer's own "I mean it", not the laugh or the story that undoes it
_MEANT = rf"{IN_EARNEST[3:-1]}|lo digo en serio|falo serio|(?:to|tou|estou) falando serio|te lo juro|je te le jure|ich schwoers?|ich schwoere|lo giuro|eu juro|juro por deus"
# (not the whole laugh list, whose bare "k" is Spanish chat's "que", nor fiction's, whose "aula" and "libro" a threat
# shares: session 39's review)
_NOT_MEANT = rf"{JOKE}|{NOT_REAL}|jaja\w*|jeje\w*|mdr|ptdr|haha\w*|lol|lmao|kkk\w*|rsrs\w*"

# --- a day or a place that will go bang, and everyone made to pay ---------------------------------------------------
_GOES_BANG = (r"(?:it|things|things are|everythings?|shits?|somethings?) (?:is going to|going to|will|gonna|is gonna) (?:go (?:bang|boom|off)|blow "
              r"up|explode)|(?:va|van) a (?:explotar|estallar|volar)|(?:todo )?(?:va|vamos) a (?:volar|reventar) "
              r"(?:todo|por los aires)|(?:ca|tout) va (?:peter|exploser|sauter)|(?:ca|tout) (?:pete|explose|saute)|"
              r"wird(?:s| es)? (?:\w+ )?(?:knallen|krachen)|es (?:wird|wirds) (?:\w+ )?(?:knallen|krachen)|(?:fliegt|"
              r"fliegen) (?:\w+ ){0,2}in die luft|fara boom|(?:scoppiera|esplodera|saltera in aria)"
              r"(?: tutto)?|(?:vai|vao) (?:explodir|estourar|voar pelos ares)|vai ter (?:um )?(?:estouro|explosao)")
# everyone, not a bill, a fee or attention: "die werden alle bezahlen", "todos van a pagar", "ils vont tous payer"
_EVERYONE_PAYS = (r"(?:die|sie) (?:werden|solln|sollen) (?:es )?(?:alle )?(?:dafuer )?(?:bezahlen|buessen)"
                  r"(?! (?:muessen|die|den|das|fuer (?:die|den|das)|mit|per|bar)\b)|(?:todos|todas) (?:van|vais) a pagar|"
                  r"(?:van|vais) a pagar (?:todos|todas)|me las van a pagar|(?:ils|elles) vont (?:tous|toutes) (?:le )?payer|"
                  r"ils vont le payer|(?:la )?pagheranno (?:tutti|cara)|tutti la pagheranno|me la pagheranno|(?:todos|eles) "
                  r"(?:vao|vai) pagar|vao pagar (?:todos|caro)|(?:they|you) (?:will all|are all going to|are going to all|"
                  r"are all gonna|all will) pay|(?:they|you) (?:will|are going to|are gonna|are all going to) pay (?:for "
                  r"(?:it|this|what)|dearly)|lo van a pagar caro|every(?:one|body) (?:will|is going to|is gonna) pay")
# (paying an amount, at the door or attention is no revenge: "van a pagar todos 20 euros", "they'll all pay attention")
_NO_BILL = (r"(?! \d| \w+ \d| (?:attention|atencion|attenzione|atencao|l attention|euros?|dollars?|reais|bucks|pro person|"
            r"a la entrada|a l entree|at the door|na entrada|all ingresso|am eingang)\b)")
# everyone damned at once: "que se jodan todos", "fuck them all"
_DAMN_THEM_ALL = (r"que se jodan (?:todos|todas)|que se (?:vayan|jodan) todos a la mierda|fuck (?:them|em|you) all|fuck "
                  r"(?:every ?one|every ?body|all of them)|screw (?:them|em) all|qu (?:ils|elles) (?:aillent|crevent) "
                  r"(?:tous|toutes)|qu ils aillent tous se faire foutre|(?:sollen|solln) (?:sie |die )?(?:doch )?alle "
                  r"(?:verrecken|sterben)|scheiss auf (?:alle|die alle)|che si fottano tutti|(?:fanculo|vaffanculo) a "
                  r"tutti|crepino tutti|que se fodam (?:todos|todas)|foda se (?:todos|todo mundo)|que morram todos")
_A_DAY_OR_A_CROWD = (rf"{A_DAY}|class|lecture|lecture hall|campus|cafeteria|dining hall|library|dorm|clase|aula|"
                     r"cafeteria|comedor|facultad|biblioteca|amphi|cours|cafete|cantine|fac|bibli|vorlesung|hoersaal|mensa|"
                     r"seminar|uni|bib|lezione|mensa|facolta|biblioteca|aula magna|faculdade|refeitorio|bandejao")
# everything ready for it ("ya tengo todo listo", "alles ist bereit", "everything's ready")
_ALL_READY = (r"(?:i have|got|have) everything (?:ready|set|prepared|i need)|everything (?:is|s) (?:ready|set)|everythings (?:ready|set)|"
              r"(?:ya )?tengo todo (?:listo|preparado)|todo (?:esta )?listo|(?:j ai )?tout (?:est )?pret|(?:ich hab|ich habe|"
              r"hab) alles (?:bereit|fertig|vorbereitet)|alles (?:ist )?(?:bereit|fertig|vorbereitet)|(?:ho )?(?:e )?tutto "
              r"pronto|(?:ja )?(?:ta|esta|tenho) tudo pronto|tudo pronto")

# a head about to explode is the exams' ("me va a explotar la cabeza con tanto parcial")
_A_HEAD = r"cabeza|cabeca|testa|tete|kopf|head|brain|cerebro|cervello|cerveau|hirn"

HARM_TO_OTHERS = [
    # "si vuelvo a ver al profe de cálculo lo mato, lo digo en serio" (the mark after the threat, or before it)
    rf"\b{unless(_NOT_MEANT)}(?:{_I_KILL_THEM})\b.{{0,40}}\b(?:{_MEANT})\b",
    rf"\b{unless(_NOT_MEANT)}(?:{_MEANT})\b.{{0,40}}\b(?:{_I_KILL_THEM})\b",
    # "morgen in der vorlesung wird's knallen, die werden alle bezahlen"
    rf"\b{unless(_NOT_MEANT, _A_HEAD)}(?:{_GOES_BANG})\b.{{0,100}}\b(?:(?:{_EVERYONE_PAYS}){_NO_BILL}|{_DAMN_THEM_ALL})\b",
    rf"\b{unless(_NOT_MEANT, _A_HEAD)}(?:(?:{_EVERYONE_PAYS}){_NO_BILL}|{_DAMN_THEM_ALL})\b.{{0,100}}\b(?:{_GOES_BANG})\b",
    # "ya tengo todo listo para mañana en la cafetería, que se jodan todos"
    rf"\b{unless(_NOT_MEANT)}(?:{_ALL_READY})\b(?=.{{0,60}}\b(?:{_A_DAY_OR_A_CROWD})\b).{{0,100}}\b(?:{_DAMN_THEM_ALL}|"
    rf"(?:{_EVERYONE_PAYS}){_NO_BILL})\b",
    # the day or the place first: "mañana en la cafetería, ya tengo todo listo. que se jodan todos"
    rf"\b{unless(_NOT_MEANT)}(?:{_A_DAY_OR_A_CROWD})\b.{{0,60}}\b(?:{_ALL_READY})\b.{{0,60}}\b(?:{_DAMN_THEM_ALL}|"
    rf"(?:{_EVERYONE_PAYS}){_NO_BILL})\b",
]
