"""Held at home, in six languages: locked in again, papers or keys taken so one cannot leave, tied up, the home told as
unsafe (session 37: a red-team of 150 family crises told beside a form or a deadline caught 133 at first contact; its
misses of this kind: "they took my green card and locked it up so i cant leave", "mi papá me volvió a encerrar con
llave", "mon père m'a encore enfermée dans ma chambre", "they literally tied me to a chair last night", "the situation
at home has become physically unsafe").

Being locked in once needs a sign of coercion (rules_explicit_harm_forms.py); "again" is that sign, as a habit told in
the present is. Papers or keys taken count with not being let out. Written against the normalised text (accents
folded, umlauts as ae/oe/ue, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.normalise import LAUGHTER
from core.handoff.crisis.rule_contexts import JOKE, NOT_REAL, unless

# locked in again: "me volvió a encerrar", "m'a encore enfermée", "hat mich wieder eingesperrt"
_LOCKED_IN_AGAIN = (
    r"locked me in (?:my |the |her |his )?(?:room |bedroom |house |flat |apartment )?again|(?:me )?(?:volvio|volvieron) a "
    r"encerrar(?:me)?|(?:m a|m ont) (?:encore|de nouveau) enferme\w*|(?:m a|m ont) enferme\w* (?:\w+ ){0,4}"
    r"(?:encore|de nouveau|une fois de plus)|(?:hat|haben) mich (?:schon )?(?:wieder|erneut) eingesperrt|mi (?:ha|hanno) (?:di nuovo|ancora|"
    r"nuovamente) (?:chius[oa]|rinchius[oa])|me (?:trancou|trancaram) (?:de novo|outra vez)")
# papers or keys taken or hidden
_PAPERS_TAKEN = (
    r"(?:they|he|she|(?:my|her|his) (?:family|dad|father|mom|mother|parents|brother|uncle|aunt|husband|boyfriend|partner|"
    r"stepdad|stepmom|stepfather|stepmother|supervisor|boss|employer|host|pi|advisor|landlord)) (?:\w+ )?(?:took|have taken|"
    r"has taken|hid|have hidden|locked up|keeps?|kept|confiscated) (?:away )?(?:my|(?<!\bhe took )(?<!\bshe took )(?<!\bhe kept )"
    r"(?<!\bshe kept )(?<!\bshe keeps )(?<!\bhe keeps )(?<!\bthey took )(?<!\bthey kept )(?<!\bthey keep )(?:her|his)) (?:passport|green card|id|ids|documents|papers|"
    r"visa|residence permit|keys|phone and (?:my )?(?:keys|id|passport))\b|(?:me )?(?:quitaron|quito|escondieron|escondio) "
    r"(?:el pasaporte|mi pasaporte|los documentos|mis documentos|las llaves|mis llaves|el dni|mi dni)|(?:m ont|m a) "
    r"(?:pris|confisque|cache) (?:mon passeport|mes papiers|mes cles|ma carte d identite)|(?:pass|reisepass|ausweis|papiere|"
    r"schluessel|aufenthaltstitel) (?:\w+ )?(?:weggenommen|versteckt|eingeschlossen)|mi (?:hanno|ha) (?:preso|tolto|"
    r"nascosto) (?:il passaporto|i documenti|le chiavi|la carta d identita)|(?:pegaram|pegou|tiraram|tirou|esconderam|"
    r"escondeu) (?:o )?(?:meu passaporte|meus documentos|minhas chaves|minha identidade)")
# not let out
_NOT_LET_OUT = (
    r"(?:so |and )?i (?:can not|could not) (?:leave|go out|get out)|(?:will not|would not|do not|does not) let me "
    r"(?:out|leave|go out)|no (?:puedo|me dejan|me deja) salir|(?:je ne peux pas|ils ne me laissent pas|il ne me laisse pas|"
    r"elle ne me laisse pas) sortir|(?:kann|darf) (?:nicht|nie) (?:raus|weg|aus dem haus)|lassen mich nicht (?:raus|gehen)|"
    r"non (?:posso|mi lasciano|mi lascia) uscire|nao (?:posso|me deixam|me deixa) sair")
# tied up by someone
_TIED = (r"(?:they|he|she|my (?:family|dad|father|mom|mother|parents|brother|uncle|husband|boyfriend|partner)) (?:literally )?"
         r"tied me (?:up|down|to (?:a|the|my) (?:chair|bed|radiator|pipe|door))|me (?:ataron|ato|amarraron|amarro) (?:a una "
         r"silla|a la cama)|m (?:ont|a) attache\w* (?:a une chaise|au lit)|(?:haben|hat) mich (?:\w+ )?(?:an einen stuhl|ans bett)"
         r" gefesselt|mi (?:hanno|ha) legat[oa] (?:a una sedia|al letto)|me (?:amarraram|amarrou) (?:numa|a uma|na) "
         r"(?:cadeira|cama)")
# the home told as unsafe
_UNSAFE_AT_HOME = (
    r"(?:situation|things|it|life) at home (?:has become|became|is|are|is getting|got|have become|has gotten) (?:\w+ )?"
    r"(?:unsafe|dangerous|violent)|(?:physically )?unsafe at home|(?:i am |i m )?not safe (?:at home|to go home|to stay at "
    r"home)|en casa ya no (?:es seguro|estoy a salvo|estoy segura|estoy seguro)|no estoy (?:segura|seguro|a salvo) en casa|"
    r"(?:je ne suis|j suis) plus en securite (?:a la maison|chez moi)|zu hause (?:nicht mehr|nicht) sicher|a casa non (?:sono|"
    r"mi sento) (?:piu )?al sicuro|(?:nao estou|nao me sinto) (?:mais )?segur[oa] em casa")
_NOT_A_GAME = unless(NOT_REAL, JOKE, r"escape room|game|jeu|juego|spiel|gioco|jogo|airport|aeropuerto|aeroport|"
                     r"flughafen|aeroporto|customs|aduana|douane|zoll|dogana|alfandega")

# locked in again by mistake, a habit, a prank or the cat, and let out (a red-team told this rule's shape: "my roommate
# locked me in again lol, she turns the deadbolt on her way out out of pure habit")
_BY_MISTAKE = unless(NOT_REAL, JOKE, LAUGHTER, r"by accident|accidentally|on accident|by mistake|out of (?:pure )?habit|"
                     r"habit|prank|without meaning to|did not mean to|sin querer|por error|sin darse cuenta|sans faire expres|"
                     r"par erreur|par habitude|aus versehen|versehentlich|aus gewohnheit|per sbaglio|senza volere|per abitudine|"
                     r"sem querer|por engano|sem perceber|cat|dog|gato|gata|chat|chatte|katze|gatto|gatta|cachorro|perro|chien|"
                     r"hund|cane|wind|viento|vent|let me out|opened (?:it|the door)|me abrio|m a ouvert|hat (?:mir )?aufgemacht|"
                     r"mi ha aperto|(?:me )?abriu|deadbolt|double tour|latch")

# papers kept "for safekeeping" with work or sleep forced (session 38, a read miss of set 59: "her supervisor took her
# passport 'for safekeeping' and makes her sleep in the lab and work 80 hours a week")
_FORCED = (r"for safekeeping|(?:will not|would not|refuses to) give (?:it|them) back|makes? (?:me|her|him|them) (?:sleep|work|"
           r"live|stay)|(?:makes?|forces?) (?:me|her|him|them) (?:\w+ ){0,3}\d+ hours|without (?:pay|being paid)|unpaid|no "
           r"pay")
# a passport held on a trip or a proposal (a red-team: "my bf took my passport for safekeeping on the trip, then got on
# one knee")
_NOT_ON_A_TRIP = unless(NOT_REAL, JOKE, LAUGHTER, r"on (?:the|our|a) trip|at the airport|through customs|(?:for|during|on) "
                        r"(?:the|my|our) (?:flight|vacation|holiday|trip)|propos\w*|marry|engaged|got (?:down )?on one knee|because i lost|"
                        r"mailing it|memoire|thesis|tesis|tesi|tese|jurisprud\w*|case law|j etudie les affaires|"
                        r"ich untersuche|studio i casi|estudo os casos|estudio los casos")

ASSAULT_ABUSE = [
    rf"\b{_NOT_ON_A_TRIP}(?:{_PAPERS_TAKEN})\b.{{0,100}}\b(?:{_FORCED})\b",
    rf"\b{_BY_MISTAKE}(?:{_LOCKED_IN_AGAIN})\b",
    rf"\b{_NOT_A_GAME}(?:{_PAPERS_TAKEN})\b.{{0,100}}\b(?:{_NOT_LET_OUT})\b",
    rf"\b{_NOT_A_GAME}(?:{_NOT_LET_OUT})\b.{{0,100}}\b(?:{_PAPERS_TAKEN})\b",
    rf"\b{_NOT_A_GAME}(?:{_TIED})\b",
    rf"\b{_NOT_A_GAME}(?:{_UNSAFE_AT_HOME})\b",
]
