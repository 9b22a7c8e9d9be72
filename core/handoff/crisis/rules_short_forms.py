"""Short explicit forms whose words everyday senses share, each only with a second cue those senses lack. Session 27
(the other languages, a read set of short and veiled messages): cutting oneself again, a rope made ready, a person who
"will not leave alive", a classmate to be stabbed — a red-team found a first version, the forms alone, firing on 73 of
100 ordinary messages (a cutter in a model-making class, a slackline, a debate "nobody survives", turf to be cut), so
each needs a wound's place or a broken streak, a farewell or the night chosen, "I mean it", a person. Session 28 widened
the rope's cue to despair or only the courage missing, the German stabbing to insults. Session 29 (six languages, from
the read misses of never-read set 32): dead or not there by a named day with nothing mattering any more, French "planter" a
person named, revenge with a weapon or the means packed, on the way to a bridge or the tracks and "done"; two red-teams
(untrained/S29_*) found the first versions firing on a workload's "dead by Friday", a tent "planted", a bake sale's
"make them pay" and a last walk before moving home, which their exclusions now name. Normalised text (normalise.py)."""

from __future__ import annotations

from core.handoff.crisis.normalise import IN_EARNEST
from core.handoff.crisis.rule_contexts import (A_GAME_DE, ACCIDENT, CUT_MISHAP, DESPAIR, FIGURATIVE, LEAVING,
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
                  r"cutter|le buter|la buter|le crever|la crever|saigner|je rigole pas|je plaisante pas|(?:c est |c )?pas "
                  r"une blague|jte jure|je te jure|je jure")
_A_PERSON_FR = (r"directeur|directrice|prof\w*|coloc\w*|ex|mec|type|gars|keum|batard|fdp|connard|conne|salaud|salope|"
                r"enfoire\w*|voisin\w*|copain|copine|pere|beau pere|frere|soeur|cousin|patron|chef|encadrant\w*|tuteur|"
                r"tutrice|camarade|pote|meuf|nana|il sort|elle sort|il arrive|elle arrive")
_NOT_A_PERSON_PLANTED = (r"tomates?|(?:des|mes|les|une|ma|cette) plantes?|graines?|arbres?|pommiers?|fleurs?|rosiers?|cactus|tentes?|piquets?|jardin|"
                         r"potager|pc|ordi\w*|serveur|cluster|appli\w*|logiciel|site|programme|code|script|bug|ecran|"
                         r"windows|linux|theatre|scene|spectacle|rendez vous|rdv|"
                         r"plastique|accessoire|greffe|greffer|m a plante\w*|m ont plante\w*|a mon tour|lapin|gala")
_MAKE_THEM_PAY = (r"make (?:them|him|her|you|everyone|everybody|all of (?:them|you)|the (?:\w+ ){0,3}\w+|my \w+|those "
                  r"(?:\w+ ){0,2}\w+)(?: all)? pay(?! (?:\d|on the spot|up front|upfront|in cash|cash|by card|at the door|"
                  r"me|us|back|up|off|half|their share|for (?:the|my|our|his|her|their|a) (?:\w+ )?(?:share|part|half|"
                  r"dinner|pizza|drinks|rent|bill|damages?|repairs|deposit|tickets?|food))\b)|(?:they|he|she|everyone) (?:will|"
                  r"are going to|is going to|re gonna|s gonna|are gonna|is gonna) regret (?:it|this)|(?:los|las|les|le|la|te|os) "
                  r"(?:voy a|vamos a) hacer pagar|me (?:las|la) van a pagar|se las van a ver conmigo|je vais (?:leur|lui|te|"
                  r"vous) faire payer|(?:ils|elles|il|elle) (?:vont|va) me le payer|ils me le paieront|(?:ich )?werd\w* "
                  r"(?:es|das) (?:ihnen|ihm|ihr|euch|allen|denen) heimzahlen|(?:das )?zahl (?:ich|es) (?:denen|ihm|ihr|euch|"
                  r"dir|allen) heim|(?:gliela|te la|ve la) faro pagare|me la pagheranno|me la paghera|vou fazer (?:eles|ele|"
                  r"ela|todos|voces)(?: todos)? pagar\w*|(?:(?:eles|ele|ela|voces) )?(?:vao|vai) me pagar")
# the means made ready: a weapon, or the things "to do it" packed in a car
_MEANS_READY = (r"gun|guns|rifle|pistol|shotgun|knife|knives|machete|arma|armas|pistola|escopeta|cuchillo|navaja|fusil|"
                r"flingue|pistolet|couteau|waffe|pistole|gewehr|knarre|messer|coltello|fucile|faca|revolver|espingarda|"
                r"facao|(?:the )?stuff to do it|(?:what|everything) i need (?:to do it|for it)|(?:what|everything) i need(?: \w+){0,2} "
                r"(?:in|is in) (?:the|my) (?:car|trunk|bag|backpack|duffel)|in (?:my|the) (?:trunk|"
                r"duffel|duffle)|(?:todo|lo que necesito) para hacerlo|(?:en el|en mi) maletero|tout ce qu il faut pour le "
                r"faire|dans (?:le|mon) coffre|alles was ich (?:dafuer )?brauche|im kofferraum|tutto quello che serve per "
                r"farlo|nel bagagliaio|tudo (?:o )?que preciso (?:pra|para) isso|(?:no|do) porta malas")
# a bill, a sale, a prank, a game, merchandise, a landlord: what people are made to pay for in everyday life
# a game, but not "this is not a game"
_A_GAME = (r"(?<!\bnot a )(?<!\bno es un )(?<!\bpas un )(?<!\bkein )(?<!\bnon e un )(?<!\bnao e um )(?<!\bnao e )"
           r"(?<!\bno es )(?<!\bnon e )(?<!\bnicht )(?<!\bnot )(?<!\bpas )(?:game|juego|jeu|"
           r"spiel|gioco|jogo)")
_A_BILL_OR_A_GAME = (r"rent|bill|bills|dinner|pizza|drinks|beer|tab|invoice|fee|fees|parking|ticket|tickets|"
                     r"match|debate|tournament|league|renta|factura|multa|loyer|facture|addition|amende|miete|"
                     r"rechnung|strafe|affitto|bolletta|aluguel|boleto|partido|partida|partita|"
                     rf"{_A_GAME}|rematch|revanche|revancha|rivincita|desforra|scrim|ranked|round|prank|broma|blague|"
                     r"streich|scherzo|pegadinha|trote|gavettone|bake sale|sale|venta|vente|verkauf|vendita|venda|entradas?|"
                     r"billets?|eintritt|biglietti?|ingressos?|sweat|hoodie|pulli\w*|shirts?|camisetas?|magliett\w*|"
                     r"inscripcion|inscription|anmeldung|iscrizione|inscricao|pix|bizum|paypal|venmo|square|card reader|"
                     r"lydia|twint|cotisation|cuota|beitrag|quota|deposit|fianza|caution|kaution|cauzione|caucao|euros?|"
                     r"dollars?|reais|bucks|yogurt|yaourt|joghurt|iogurte|mould|mold|moho|moisissure|schimmel|muffa|mofo|"
                     r"landlord|casero|proprio|vermieter|padrone di casa|senhorio|paintball|airsoft|nerf|laser tag|churrasco|"
                     r"churrasqueira|picanha|barbecue|bbq|asado|parrilla|grillen|grigliata")
# on the way to a bridge, the tracks or a cliff, and it is over (session 29, a read blind miss: "goin to the bridge after
# my last exam. done"); not done with finals, not a weekend, not a photo, a run or a party there
_TO_THE_DROP = (r"(?:going|goin|going to go|heading|walking|driving|off) to the (?:bridge|tracks|train tracks|railway|"
                r"cliffs?|overpass)|(?:me voy|voy|ire|me ire) (?:al|a las) (?:puente|vias|acantilado)|(?:je vais|je pars|"
                r"j vais|jvais) (?:au|sur le|aux) (?:pont|voies|falaise)|(?:geh|gehe|fahr|fahre|lauf|laufe)(?: \w+){0,3} "
                r"(?:zur|zu den|auf die) (?:bruecke|gleise|gleisen|klippe)|(?:vado|andro|me ne vado) (?:al|sul|ai|sui) "
                r"(?:ponte|binari|scogliera)|(?:vou|to indo|tou indo|estou indo) (?:pra|para a|para o|pros|para os) "
                r"(?:ponte|trilhos|linha do trem|penhasco)")
_TO_THE_TRACKS = (r"(?:going|goin|heading|walking|off) to the (?:tracks|train tracks|railway)|(?:me voy|voy|ire|me ire) a "
                  r"las vias|(?:je vais|je pars|j vais|jvais) (?:sur les|aux) voies|(?:geh|gehe|fahr|fahre|lauf|laufe)(?: \w+)"
                  r"{0,3} (?:zu den|auf die) (?:gleise|gleisen)|(?:vado|andro|me ne vado) (?:ai|sui) binari|(?:vou|to indo|"
                  r"tou indo|estou indo) (?:pros|para os) trilhos|(?:vou|to indo) (?:pra|para a) linha do trem")
_IT_IS_OVER = (r"done with (?:everything|it all|all of it|life|this life)|done(?! with\b| for (?:the )?(?:day|today|week|"
               r"semester|term|year)\b)|it is over(?! (?:by|at|around|before)\b)|that is it|no more|"
               r"for good|goodbye|bye everyone|for the last time|one last time|se acabo|adios|hasta aqui|por ultima vez|fini|c est "
               r"fini|adieu|pour la derniere fois|schluss|vorbei|das wars|lebt wohl|zum letzten mal|finito|e finita|addio|"
               r"per l ultima volta|acabou|adeus|pela ultima vez|chega")
_AN_OUTING = (r"fotos?|photos?|photo ?shoot\w*|portfolio|cheer\w*|marathon|maraton|maratona|race|parade|desfile|defile|"
              r"corteo|sunset|atardecer|coucher de soleil|sonnenuntergang|tramonto|por do sol|run|running|jog\w*|"
              r"correr|courir|joggen|laufen gehen|corsa|fishing|pesca|peche|angeln|picnic|pique nique|picknick|concerts?|"
              r"festival|feuerwerk|fireworks|fuegos|feux|fuochi|fogos|graffiti|skate\w*|date|cita|rencard|party|fiesta|"
              r"fete|festa|bike|bici|velo|fahrrad|bicicleta|train station|estacion|gare|"
              rf"bahnhof|stazione|estacao|proyecto|project|projet|projekt|progetto|projeto|plazo|concurso|{LEAVING}")
# a day by which the writer "will be dead" (session 29, a read blind miss: "how do i withdraw from all my classes.
# doesnt matter anyway ill be dead by friday"); students say it of a workload as often, so it needs nothing mattering
# any more beside it, and no laugh, no pace, no tiredness and no "if"
_DAYS = (r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|morning|sunrise|the weekend|next week|then|the end "
         r"of (?:the|this) (?:week|month)|lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|esta noche|el "
         r"finde|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|ce soir|le week end|montag|dienstag|"
         r"mittwoch|donnerstag|freitag|samstag|sonntag|morgen|heute nacht|lunedi|martedi|mercoledi|giovedi|venerdi|"
         r"sabato|domenica|domani|stanotte|segunda|terca|quarta|quinta|sexta|amanha|hoje a noite|o fim de semana")
# a month, only where the writer doubts still being here (session 40, set 78: "bueno da igual, no creo que siga aqui en
# diciembre"); a month after "won't be here" is a lease's or a co-op's as often (a review)
_MONTHS = (r"january|february|march|april|june|july|august|september|october|november|december|enero|febrero|marzo|"
           r"abril|junio|julio|agosto|septiembre|octubre|noviembre|diciembre")
_DEAD_BY = (rf"(?:(?:i will|ill|i ll|i am going to|im going to|im gonna|i am gonna|gonna) be )?dead (?:by|before) "
            rf"(?:\w+ )?(?:{_DAYS})|(?:i will not|i won t|i wont|im not going to|i am not going to) be (?:here|around|"
            rf"alive) (?:by|after|past) (?:\w+ )?(?:{_DAYS})|(?:estare|voy a estar) muert[oa] (?:para|antes del?|el|la) "
            rf"(?:\w+ )?(?:{_DAYS})|(?:para|antes del?) (?:\w+ )?(?:{_DAYS}) (?:ya )?(?:(?:estare|voy a estar) "
            rf"muert[oa]|no (?:voy a estar|estare))|no estare (?:aqui )?(?:para|el) (?:\w+ )?(?:{_DAYS})|no creo que "
            rf"(?:siga|vaya a seguir|llegue) (?:aqui |viv[oa] )?(?:en|para|a) (?:\w+ )?(?:{_DAYS}|{_MONTHS})|(?:i do not|i "
            rf"dont) think (?:i will|i ll|ill) still be (?:here|around|alive) (?:in|by) (?:\w+ )?(?:{_DAYS}|{_MONTHS})|je serai "
            rf"(?:deja )?morte? (?:d ici|avant|pour) (?:\w+ )?(?:{_DAYS})|(?:d ici|avant) (?:\w+ )?(?:{_DAYS}) je "
            rf"(?:serai (?:deja )?morte?|(?:ne )?serai (?:plus|pas) la)|je (?:ne )?serai plus la (?:d ici|avant) (?:\w+ )?"
            rf"(?:{_DAYS})|bis (?:\w+ )?(?:{_DAYS}) bin ich (?:\w+ )?(?:tot|nicht mehr (?:da|hier))|ich bin bis (?:\w+ )?"
            rf"(?:{_DAYS}) (?:\w+ )?tot|saro (?:gia )?mort[oa] (?:entro|prima di|per) (?:\w+ )?(?:{_DAYS})|(?:entro|prima "
            rf"di|per) (?:\w+ )?(?:{_DAYS}) (?:saro (?:gia )?mort[oa]|non ci saro piu)|(?:vou estar|estarei|to|tou) "
            rf"(?:ja )?mort[oa] (?:ate|antes de|na|no) (?:\w+ )?(?:{_DAYS})|(?:ate|antes de) (?:\w+ )?(?:{_DAYS}) (?:eu )?"
            rf"(?:ja )?(?:(?:vou estar|estarei|to|tou|estou) mort[oa]|nao (?:vou )?(?:mais )?estar(?:ei)? (?:mais )?aqui)")
# (a condition or a pace after the day makes it the workload's: "dead by friday if the lab runs late")
_NOT_A_CONDITION = (r"(?! (?:if|si|wenn|se|falls|at this rate|a este ritmo|a ce rythme|bei dem tempo|di questo passo|"
                    r"nesse ritmo|with|con|avec|mit|com|from|de|vor|dalla|di|after|despues|apres|nach|dopo|depois)\b)")
_NOTHING_MATTERS = (rf"{DESPAIR}|(?:does not|doesnt|doesn t|will not|won t|wont) matter(?! (?:which|what|when|where|"
                    r"how)\b)|nothing matters|no point|pointless|(?:will not|won t|wont) need|not going to need|"
                    r"goodbye|ya no importa|(?:ya )?nada importa|da igual(?! (?:cual|que|cuando|si)\b)|no importa(?! (?:cual|"
                    r"que|cuando|donde|si)\b)|no tiene sentido|no voy a necesitar|adios|peu importe(?! (?:le|la|les|quel|"
                    r"quelle|si|lequel|laquelle)\b)|ca sert a rien|plus d importance|j en aurai plus besoin|adieu|(?:scheiss)?"
                    r"egal(?! (?:welche\w*|was|wann|wo|ob|wie)\b)|tschuess|spielt keine rolle|hat keinen sinn|brauch\w* "
                    r"(?:ich )?(?:\w+ )?nicht mehr|lebt wohl|non importa(?! (?:quale|cosa|quando|se|dove)\b)|niente importa|"
                    r"non ha senso|non mi servira|addio|tanto faz(?! (?:o|a|qual|se|quando)\b)|nao importa(?! (?:qual|o que|"
                    r"quando|se)\b)|nao faz sentido|nao vou precisar|adeus")
_WORN_OUT = (r"at this rate|workload|caffeine|coffee|exhausted|social life|a este ritmo|cansancio|vida social|a ce "
             r"rythme|vie sociale|bei dem tempo|muedigkeit|sozialleben|di questo passo|stanchezza|vita sociale|nesse ritmo|"
             r"cansaco|con tant\w*|avec (?:tous|toutes|ces) (?:\w+ )?(?:exam\w*|partiels|cours|devoirs|rendus)|mit (?:diesen|"
             r"den ganzen)|com (?:tant\w*|essas|esses)|con (?:questi|queste)|with these|deadline|due date|submission|hand "
             r"in|entrega|rendu|abgabe|consegna|masterarbeit|bachelorarbeit|hausarbeit|tfg|tcc|tesi|tesis|memoire|thesis|"
             r"dissertation|druckerei|imprenta|imprimerie|tipografia|grafica")

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
    # on the way to a bridge or the tracks, and it is over: "goin to the bridge after my last exam. done"
    rf"\b{unless(NOT_REAL, FIGURATIVE, _AN_OUTING)}(?:{_TO_THE_DROP})\b.{{0,60}}\b(?:{_IT_IS_OVER})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE, _AN_OUTING)}(?:{_IT_IS_OVER})\b.{{0,40}}\b(?:{_TO_THE_DROP})\b",
    # to the tracks "and that's it" (session 30, a read blind miss: "el domingo me voy a las vias del tren y listo"); only
    # the tracks: "voy al puente de la calle 5, ahi me bajo del bus y listo" is directions (a review)
    rf"\b{unless(NOT_REAL, FIGURATIVE, _AN_OUTING)}(?:{_TO_THE_TRACKS})\b.{{0,60}}\b(?:y listo|y ya esta|et voila|und fertig|"
    r"e basta|e pronto|and thats it|and that is it)\b",
    # dead by a day, and nothing matters any more: "da igual, para el viernes ya estaré muerta"; or said to be meant
    # ("i'll be dead by morning lmfao … not even kidding": session 33, a read miss of set 33)
    rf"\b{unless_or_without(f'{FIGURATIVE}|{_WORN_OUT}|{NOT_REAL}|{LEAVING}', f'{_NOTHING_MATTERS}|{IN_EARNEST}')}(?:{_DEAD_BY})\b"
    + _NOT_A_CONDITION,
]

HARM_TO_OTHERS = [
    # someone named who "will not leave alive", meant: "el profe de estadística mañana no sale vivo, lo juro"
    rf"\b{unless_or_without(f'{NOT_REAL}|{_A_STORY_OR_AN_ILLNESS}', _MEANT)}(?:{_NOT_ALIVE})\b",
    # French slang for stabbing, "planter" a person, meant or lying in wait (session 29, a read blind miss: "si mon
    # directeur de mémoire me recale encore je l'attends à la sortie du labo et je le plante, je suis sérieux"); "planter" is also to stand someone up, to crash, to plant
    # or pitch a thing, so a person must be named and nothing of those senses be there (a red-team: a tent, tomatoes,
    # the lab's cluster, a project partner)
    rf"\b{unless_or_without(f'{NOT_REAL}|{FIGURATIVE}|{_NOT_A_PERSON_PLANTED}', _LYING_IN_WAIT, _A_PERSON_FR)}(?:(?:je "
    r"vais|j vais|jvais|je|vais) (?:le|la|les|te|vous|l) (?:plante|planter)\b(?! (?:la|ici|comme|au|pour|sur|dans|devant|"
    r"chez|en plan|avec (?:le|son|mon|tout le) (?:projet|expose|travail|dossier|rapport))\b)|(?:je "
    r"vais|j vais|jvais|vais) planter (?:ce|cette|mon|ma|le|la|ton|ta|son|sa)\b)",
    # revenge promised with the means ready (session 29, a read blind miss: "gonna make the whole sociology dept pay. got
    # the stuff to do it in my trunk"); not a bill, a game or a debate
    rf"\b{unless_or_without(f'{NOT_REAL}|{FIGURATIVE}|{_A_BILL_OR_A_GAME}', _MEANS_READY)}(?:{_MAKE_THEM_PAY})\b",
    # stabbing a person, the German split verb: "ich stech meinen Mitbewohner ab"
    rf"\b{unless(NOT_REAL, FIGURATIVE, A_GAME_DE)}(?:ich )?(?:stech|steche) (?:meinen|meine|den|die|diesen|diese|"
    rf"unseren|unsere)(?: \w+)? (?:{_A_PERSON_DE}) ab\b",
]
