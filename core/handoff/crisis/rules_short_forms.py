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
_LYING_IN_WAIT = (rf"{_MEANT}|je (?:l|le|la|les|te) attends|a la sortie|couteau|lame|schlass|opinel|cran d arret|"
                  r"le buter|la buter|le crever|la crever|saigner")
_MAKE_THEM_PAY = (r"make (?:them|him|her|you|everyone|everybody|all of (?:them|you)|the (?:\w+ ){0,3}\w+|my \w+)(?: all)? "
                  r"pay(?! (?:me|us|back|up|off|half|their share|for (?:the|my|our|his|her|their|a) (?:\w+ )?(?:share|"
                  r"part|half|dinner|pizza|drinks|rent|bill|damages?|repairs|deposit|tickets?|food)))|(?:les|le|la|te|os) "
                  r"(?:voy a|vamos a) hacer pagar|van a pagar|je vais (?:leur|lui|te|vous) faire "
                  r"payer|ils vont payer|(?:ich )?werd\w* (?:es )?(?:ihnen|ihm|ihr|euch|allen|denen) heimzahlen|die werden "
                  r"bezahlen|(?:gliela|la) faro pagare|la pagheranno|vou fazer (?:eles|ele|ela|todos|voces)(?: todos)? "
                  r"pagar\w*|vao pagar")
_MEANS_READY = (r"(?:got|have|bought|brought|packed) (?:the stuff|what i need|everything i need|the tools|it all|everything)|"
                r"(?:in|is in) my (?:trunk|car|backpack|bag|locker)|(?:everything|it) (?:is |s )?ready|tengo (?:todo|lo que "
                r"necesito|las cosas|el material)|(?:en el|en mi) (?:maletero|carro|coche|mochila)|todo listo|j ai (?:tout|ce "
                r"qu il faut|le matos|de quoi)|dans (?:le|mon) (?:coffre|sac)|tout est pret|hab\w* (?:alles|das zeug|was ich "
                r"brauche)|im (?:kofferraum|rucksack|auto)|alles bereit|ho (?:tutto|quello che serve|la roba)|nel "
                r"(?:bagagliaio|zaino)|tutto pronto|tenho (?:tudo|o que preciso|as coisas)|(?:no|na) (?:porta malas|mochila|"
                r"carro)|ta tudo pronto|esta tudo pronto")
_A_BILL_OR_A_GAME = (r"rent|bill|bills|dinner|pizza|drinks|beer|tab|invoice|fee|fees|parking|ticket|fine|game|match|"
                     r"debate|tournament|league|renta|cuenta|factura|multa|loyer|facture|addition|amende|miete|rechnung|"
                     r"strafe|affitto|bolletta|conto|multa|aluguel|conta|boleto|partido|partida|partita|jogo|spiel|jeu|"
                     r"juego|gioco|rematch|revanche|revancha|rivincita|desforra|scrim|ranked|round")
# a day by which the writer "will be dead" (session 29, a read blind miss: "how do i withdraw from all my classes.
# doesnt matter anyway ill be dead by friday"); students say it of a workload as often, so it needs nothing mattering
# any more beside it, and no laugh, no pace, no tiredness and no "if"
_DAYS = (r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend|next week|then|the end "
         r"of (?:the|this) (?:week|month)|lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|esta noche|el "
         r"finde|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|ce soir|le week end|montag|dienstag|"
         r"mittwoch|donnerstag|freitag|samstag|sonntag|morgen|heute nacht|lunedi|martedi|mercoledi|giovedi|venerdi|"
         r"sabato|domenica|domani|stanotte|segunda|terca|quarta|quinta|sexta|amanha|hoje a noite|o fim de semana")
_DEAD_BY = (rf"(?:i will|ill|i ll|i am going to|im going to|im gonna|i am gonna|gonna) be (?:dead|gone) (?:by|before) "
            rf"(?:\w+ )?(?:{_DAYS})|(?:estare|voy a estar) muert[oa] (?:para|antes del?|el|la) (?:\w+ )?(?:{_DAYS})|"
            rf"(?:para|antes del?) (?:\w+ )?(?:{_DAYS}) (?:ya )?(?:estare|voy a estar) muert[oa]|je serai (?:deja )?morte? "
            rf"(?:d ici|avant|pour) (?:\w+ )?(?:{_DAYS})|(?:d ici|avant) (?:\w+ )?(?:{_DAYS}) je serai (?:deja )?morte?|bis "
            rf"(?:\w+ )?(?:{_DAYS}) bin ich (?:\w+ )?tot|ich bin bis (?:\w+ )?(?:{_DAYS}) (?:\w+ )?tot|saro (?:gia )?mort[oa] "
            rf"(?:entro|prima di|per) (?:\w+ )?(?:{_DAYS})|(?:entro|prima di) (?:\w+ )?(?:{_DAYS}) saro (?:gia )?mort[oa]|"
            rf"(?:vou estar|estarei|to|tou) (?:ja )?mort[oa] (?:ate|antes de|na|no) (?:\w+ )?(?:{_DAYS})|(?:ate|antes de) "
            rf"(?:\w+ )?(?:{_DAYS}) (?:eu )?(?:ja )?(?:vou estar|estarei) mort[oa]")
_NOTHING_MATTERS = (rf"{DESPAIR}|(?:does not|doesnt|doesn t|will not|won t|wont) matter|nothing matters|no point|"
                    r"pointless|(?:will not|won t|wont) need|not going to need|goodbye|ya no importa|da igual|no importa|"
                    r"no tiene sentido|no voy a necesitar|adios|peu importe|ca sert a rien|plus d importance|j en aurai "
                    r"plus besoin|adieu|egal|spielt keine rolle|hat keinen sinn|brauch\w* (?:ich )?"
                    r"(?:\w+ )?nicht mehr|lebt wohl|non importa|non ha senso|non mi servira|addio|tanto faz|nao importa|"
                    r"nao faz sentido|nao vou precisar|adeus")
_WORN_OUT = (r"at this rate|with (?:this|these|all)|if|workload|sleep|caffeine|coffee|tired|exhausted|a este ritmo|si "
             r"sigo|cansancio|cansad[oa]|a ce rythme|si je|fatigue|epuise\w*|bei dem tempo|wenn|muede|muedigkeit|di "
             r"questo passo|se continuo|stanchezza|stanc[oa]|nesse ritmo|se eu|cansaco|exaust[oa]")

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
    # dead by a day, and nothing matters any more: "da igual, para el viernes ya estaré muerta"
    rf"\b{unless_or_without(f'{FIGURATIVE}|{_WORN_OUT}|{NOT_REAL}', _NOTHING_MATTERS)}(?:{_DEAD_BY})\b",
]

HARM_TO_OTHERS = [
    # someone named who "will not leave alive", meant: "el profe de estadística mañana no sale vivo, lo juro"
    rf"\b{unless_or_without(f'{NOT_REAL}|{_A_STORY_OR_AN_ILLNESS}', _MEANT)}(?:{_NOT_ALIVE})\b",
    # French slang for stabbing, "planter" a person, meant or lying in wait (session 29, a read blind miss: "je l'attends
    # à la sortie du labo et je le plante, je suis sérieux"); "planter" is also to stand someone up ("il m'a planté là")
    rf"\b{unless_or_without(f'{NOT_REAL}|{FIGURATIVE}', _LYING_IN_WAIT)}(?:je vais|j vais|jvais|je|vais) (?:le|la|les|"
    r"te|vous) (?:plante|planter)\b(?! (?:la|ici|comme|au|pour)\b)",
    # revenge promised with the means ready (session 29, a read blind miss: "gonna make the whole sociology dept pay. got
    # the stuff to do it in my trunk"); not a bill, a game or a debate
    rf"\b{unless_or_without(f'{NOT_REAL}|{FIGURATIVE}|{_A_BILL_OR_A_GAME}', _MEANS_READY)}(?:{_MAKE_THEM_PAY})\b",
    # stabbing a person, the German split verb: "ich stech meinen Mitbewohner ab"
    rf"\b{unless(NOT_REAL, FIGURATIVE, A_GAME_DE)}(?:ich )?(?:stech|steche) (?:meinen|meine|den|die|diesen|diese|"
    rf"unseren|unsere)(?: \w+)? (?:{_A_PERSON_DE}) ab\b",
]
