"""Short explicit forms in the other languages that no rule read (session 27, a read set of short and veiled
messages): cutting oneself again, a rope made ready, a person who "will not leave alive", a classmate to be
stabbed. Each shares its words with everyday senses — a red-team found a first version, the forms alone, firing on 73
of 100 ordinary messages (a cutter in a model-making class, a slackline, a debate "nobody survives", turf to be cut) — so
each needs a second cue that the everyday senses lack: a wound's place or a broken streak, a farewell or the night
chosen, "I mean it", a person. Session 28 widened the rope's cue to despair or only the courage missing (and the
bare Portuguese cut in rules_more.py to the progressive), the German stabbing to insults: a red-team's first versions
fired on 64 of 90 ordinary messages (a boat's rope "for days", a string, a game of Among Us), the kept ones on none.
Normalised text (normalise.py)."""

from __future__ import annotations

from core.handoff.crisis.normalise import IN_EARNEST
from core.handoff.crisis.rule_contexts import (A_GAME_DE, ACCIDENT, CUT_MISHAP, DESPAIR, FIGURATIVE,
                                               NEGATED_BEFORE, NOT_REAL, SELF_HARM_CUE, unless, unless_or_without)

# a rope for a climb, a slackline, a swing, a boat, a stage, a tent, a washing line, a sports hall, a dog, an
# instrument's string, a move, a party or a project (not words a crisis shares: "tienda" is also a shop, "versuch" an
# attempt, "rede" a speech, "baixo" and "giù di corda" a low mood)
_NOT_A_NOOSE = (r"escalad\w*|klettern|kletter\w*|arrampicat\w*|climb\w*|rappel|rapel|ferrata|speleo\w*|slackline|"
                r"columpio|balancoire|schaukel|altalena|balanco|comba|corde a sauter|springseil|pular corda|bateau|"
                r"barco|boot|barca|kayak|caiaque|piragu\w*|voile|vela|segel\w*|floss|theatre|teatro|theater|obra de "
                r"teatro|spectacle|espetaculo|spettacolo|cirque|circo|zirkus|buehne|scenografia|escenario|palco|tente|"
                r"tienda de campana|zelt|tenda|hamac|hamaca|haengematte|amaca|rede de dormir|guitarra|guitare|gitarre|"
                r"chitarra|violao|violon|geige|violino|tendedero|etendoir|waescheleine|stendino|varal|linge|waesche|"
                r"bucato|tauziehen|tiro alla fune|cabo de guerra|tir a la corde|gym|gimnasio|palestra|polideportivo|"
                r"palazzetto|portique|trepa|crossfit|boxe|boxeo|boxen|scout\w*|pfadfinder|camping|acampada|campeggio|"
                r"acampamento|gincana|rallye|leine|correa|laisse|guinzaglio|coleira|violoncel\w*|ukulele|ukelele|"
                r"corda del basso|corda do baixo|cuerda del bajo|corde de (?:la )?basse|harfe|harpe|guitar|\w*klettern|"
                r"sportunterricht|educacao fisica|campamento|tarzan|tirolina|educacion fisica|ginnastica|bungee|"
                r"umzug|umziehen|kisten|fete|fiesta|party|projet|proyecto|projeto|progetto|projekt|mudanza|"
                r"demenagement|trasloco|mudanca|caixas|cajas|cartons|scatoloni")
# the night chosen, a farewell, an apology or despair with the rope
_ROPE_CUE = (r"esta noche|ce soir|cette nuit|heute nacht|heute abend|stanotte|stasera|hoje a noite|hoje|"
             r"tonight|gracias por todo|merci pour tout|danke fuer alles|grazie di tutto|grazie per tutto|"
             r"obrigad[oa] por tudo|adios|adieu|tschuess|lebt wohl|addio|tchau|adeus|perdon|perdonad\w*|"
             r"lo siento|desole\w*|pardon|pardonnez|verzeih\w*|es tut mir leid|scusate|scusa|perdonate\w*|"
             r"desculp\w*|perdoa\w*|mama|maman|mamma|mae|papa|papai|"
             # ... or despair, or only the courage missing (session 28, read lines of S27; a red-team found "for
             # days", "seit Tagen" and the like on 19 of 30 ordinary ropes: a swing, a boat, a tug of war)
             rf"{DESPAIR}|(?:falta|me falta|manca|mi manca|fehlt)(?: \w+){{0,3}} (?:coragem|valor|coraggio|mut)|"
             r"manque(?: \w+){0,2} courage")
# a person at whom a German "stech … ab" is aimed (not turf, dough or peat)
_A_PERSON_DE = (r"mitbewohner\w*|dozent\w*|prof\w*|tutor\w*|typ\w*|kerl|ex|freund\w*|chef\w*|nachbar\w*|kommiliton\w*|"
                r"bruder|schwester|vater|mutter|stiefvater|lehrer\w*|betreuer\w*|pruefer\w*|vermieter\w*|hurensohn|"
                r"wichser|arschloch|drecksack|mistkerl")
# a series, a book or a film "nobody gets out alive" of; an illness, an operation or a pet (not a threat)
_A_STORY_OR_AN_ILLNESS = (r"serie|series|episod\w*|libro|livre|buch|livro|novela|roman|romanzo|romance|hospital|"
                          r"hopital|krankenhaus|ospedale|operacion|operation|cirurgia|chirurgia|medic\w*|doctor\w*|"
                          r"arzt|aerzte|gato|gatto|chat|katze|perro|cane|hund|chien|cachorro|criceto|hamster|"
                          r"veterinari\w*|tierarzt|abuel\w*|avo|avos|nonn\w*|grand mere|grand pere|oma|opa")


_CUT_AGAIN = (r"volvi a cortarme|me volvi a cortar|he vuelto a cortarme|me he vuelto a cortar|recai y me corte|je me "
              r"suis recoupee?|j ai recommence a me couper|je recommence a me couper|je me suis remise? a me couper|ho "
              r"ricominciato a tagliarmi|mi sono rimess[oa] a tagliarmi|voltei a me cortar|comecei a me cortar de novo")
_ROPE_READY = (r"(?:la |a |das |der |the )?(?:corde|cuerda|soga|corda|seil|strick|rope|noose)\b(?: \w+){0,4} (?:prete|"
               r"lista|preparada|colgada|atada|pronta|appesa|legata|amarrada|bereit|fertig|haengt|aufgehaengt|ready|"
               r"tied|up)|(?:accroche|colgado|colgue|appeso|pendurei|amarrei|aufgehaengt|hung|tied)(?: \w+){0,2} (?:la |"
               r"a |das |der |the )?(?:corde|cuerda|soga|corda|seil|strick|rope|noose)")
_NOT_ALIVE = (r"(?:ese|esa|el|la|este|esta|ce|cette|le|der|die|dieser|diese|quel|quella|quello|il|lo|esse|essa|o|a|"
              r"aquele|aquela)(?: \w+){1,4} (?:no sale vivo|no va a salir vivo|non esce viv[oa]|non uscira viv[oa]|"
              r"(?:ne )?sortira pas vivante?|ne sort pas vivante?|kommt (?:\w+ ){0,3}nicht lebend (?:\w+ ){0,2}raus|nao "
              r"sai viv[oa]|nao vai sair viv[oa])(?! (?:nadie|nessuno|personne|niemand|ninguem|nobody)\b)")
_MEANT = rf"{IN_EARNEST[3:-1]}|lo juro|te lo juro|je le jure|ich schwoer\w*|giuro|lo giuro|juro"

SELF_HARM = [
    # cutting oneself again with a wound's place, a broken streak or the bleeding: "volví a cortarme anoche, llevaba
    # 4 meses bien", "j'ai recommencé à me couper, les cuisses cette fois"
    rf"\b{unless_or_without(f'{ACCIDENT}|{CUT_MISHAP}', SELF_HARM_CUE)}{NEGATED_BEFORE}(?:{_CUT_AGAIN})\b",
    # "ritzen" is self-harm's own word: no second cue ("hab wieder angefangen mich zu ritzen")
    rf"\b{unless(ACCIDENT, NOT_REAL)}{NEGATED_BEFORE}(?:(?:hab|habe) (?:wieder )?angefangen,? mich zu ritzen|ich ritze "
    r"mich wieder)\b",
    # the rope made ready, with the night chosen or a farewell: "ya tengo la soga lista para esta noche", "j'ai
    # accroché la corde au plafond, merci pour tout", "já deixei a corda pronta, desculpa mãe"
    rf"\b{unless_or_without(f'{_NOT_A_NOOSE}|{NOT_REAL}|{FIGURATIVE}', _ROPE_CUE)}(?:{_ROPE_READY})\b",
]

HARM_TO_OTHERS = [
    # someone named who "will not leave alive", meant: "el profe de estadística mañana no sale vivo, lo juro"
    rf"\b{unless_or_without(f'{NOT_REAL}|{_A_STORY_OR_AN_ILLNESS}', _MEANT)}(?:{_NOT_ALIVE})\b",
    # stabbing a person, the German split verb: "ich stech meinen Mitbewohner ab"
    rf"\b{unless(NOT_REAL, FIGURATIVE, A_GAME_DE)}(?:ich )?(?:stech|steche) (?:meinen|meine|den|die|diesen|diese|"
    rf"unseren|unsere)(?: \w+)? (?:{_A_PERSON_DE}) ab\b",
]
