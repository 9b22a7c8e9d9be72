"""Harm to others told by its plan, in six languages: a fire set with the people inside or the fuel ready, poison put
in someone's food or drink, a car driven into a crowd, a weapon packed to wait for someone, a list of the people who
wronged the writer. Written from the read misses of never-read set 34 (session 30, untrained/S30_blind_*): "voy a
prenderle fuego a la secretaria de la facultad con todos adentro", "to colocando veneno de rato na comida do meu colega",
"thinking about driving my car straight into the protest on the quad at noon", "me lo voy a chingar, ya traigo el fierro
en la mochila", "i made a list of names. the ones who laughed at me in stats. friday." The reader scored most of them
below its veto (0.002-0.3), so each is two cues at least and read as said sideways (the reader's doubt does not silence
it). Against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import FIGURATIVE, NOT_REAL, unless, unless_or_without

# --- a fire set where people are, or with the fuel ready ------------------------------------------------------
_SET_ON_FIRE = (r"set (?:fire to|on fire)|set (?:the|this|that|their|his|her) (?:\w+ ){1,2}on fire|burn (?:the|this|that|"
                r"their|his|her) (?:\w+ ){0,2}down|burn (?:it|them|everything) down|torch (?:the|this|that|their|his|"
                r"her)|(?:prender|prenderle|prendo|meter|meterle|meto|echar|echarle|le prendo) fuego|quemar (?:la|el|"
                r"las|los|toda|todo)|incendiar|mettre le feu|foutre le feu|je mets le feu|bruler (?:la|le|les|toute|"
                r"tout)|incendier|anzuenden|zuende \w+ an|abfackeln|in brand (?:stecken|setzen)|abbrennen|feuer "
                r"legen|fackel\w* (?:\w+ ){1,3}ab|dare fuoco|dar fuoco|do fuoco|bruciare (?:la|il|lo|tutta|tutto)|incendiare|(?:tacar|taco|"
                r"tacando|botar|boto|botando|por|ponho|atear|ateio|meter|meto) fogo|incendio (?:a|o|essa|esse|nessa)|"
                r"queimar (?:a|o|essa|esse|tudo|toda)")
# the people inside
_WITH_THEM_INSIDE = (r"with (?:everyone|everybody|them|all of them|people|the \w+) (?:still )?(?:inside|in it|in there)|"
                     r"con (?:todos|todas|ellos|ellas|la gente) (?:\w+ )?(?:adentro|dentro)|avec (?:tout le monde|eux|"
                     r"elles|les gens) (?:\w+ )?dedans|mit (?:allen|denen|den leuten) (?:\w+ )?(?:drin|darin|drinnen)|"
                     r"con (?:tutti|loro|la gente) (?:\w+ )?dentro|com (?:todo mundo|todos|eles|elas|a galera) "
                     r"(?:\w+ )?dentro")
# the fuel, or the way to light it, at hand
_FUEL = (r"gasoline|gas can|petrol|jerry ?can|lighter fluid|accelerant|molotov|gasolina|nafta|bencina|bidon|"
         r"essence|jerrican|benzin\w*|brandbeschleuniger|benzina|tanica|galao|alcool|querosene|kerosene|queroseno")
# a fire that is a barbecue, a campfire, a candle or a hearth
_A_HEARTH = (r"bbq|barbecue|grill\w*|asado|parrilla|churrasc\w*|campfire|bonfire|fogata|hoguera|feu de camp|cheminee|"
             r"lagerfeuer|kamin|falo|fogueira|lareira|chimenea|candles?|velas?|bougies?|kerzen?|candele|incense|"
             r"calorias|calories|kalorien|calorie|brasa|braise|glut|brace|fireworks|feuerwerk|fuegos artificiales")

# --- poison put in someone's food or drink --------------------------------------------------------------------
_POISON = (r"poison|rat poison|antifreeze|bleach|veneno|raticida|matarratas|mata ratas|lejia|poison|mort aux rats|"
           r"javel|gift|rattengift|frostschutz\w*|veleno|topicida|candeggina|varechina|chumbinho|agua sanitaria|"
           r"soda caustica")
_PUT_IN = (r"put|putting|puts|slip|slipping|mix|mixing|spike|spiking|add|adding|echar|echando|echo|poner|poniendo|"
           r"pongo|meter|metiendo|mettre|mets|met|verser|verse|glisser|tun|tue|mischen|mische|kippen|kippe|geben|"
           r"mettere|metto|mettendo|versare|verso|colocar|colocando|coloco|botar|botando|boto|por|pondo|ponho|"
           r"misturar|misturando")
_FOOD = (r"food|drink|drinks|coffee|tea|lunch|dinner|meal|water|bottle|smoothie|comida|bebida|cafe|agua|almuerzo|"
         r"cena|termo|repas|boisson|nourriture|verre|the|gourde|essen|getraenk|kaffee|tee|wasser|flasche|"
         r"mittagessen|cibo|bevanda|caffe|acqua|pranzo|piatto|borraccia|marmita|suco|garrafa|janta|almoco|lanche")
# the pests it is for, a food poisoning, a toxicology class
_NOT_A_PERSON_POISONED = (r"(?:for|para|pour|fuer|gegen|per|pros|pras|contra|contre) (?:the |los |las |les |die |i |"
                          r"gli |le |os |as )?(?:rats|mice|roaches|cockroaches|pests|ratas|ratones|cucarachas|plagas|"
                          r"souris|cafards|nuisibles|ratten|maeuse|kakerlaken|schaedlinge|topi|ratti|scarafaggi|"
                          r"ratos|camundongos|baratas|pragas)|food poisoning|intoxicacion|intoxication|"
                          r"lebensmittelvergiftung|intossicazione|intoxicacao|toxicolog\w*|tossicolog\w*|pharmacolog\w*|"
                          r"farmacolog\w*|pharmakolog\w*|case study|caso clinico|estudo de caso|cas clinique|fallstudie|"
                          r"ratoeira|trampa|piege|falle|trappola|armadilha")

# --- a car driven into a crowd --------------------------------------------------------------------------------
_VEHICLE = (r"car|truck|van|suv|coche|carro|auto|camioneta|camion|voiture|caisse|bagnole|camion|wagen|karre|lkw|"
            r"transporter|macchina|furgone|caminhao|caminhonete")
_INTO = (r"(?:straight |right )?(?:into|through|contra|en|dans|sur|in|durch|sulla|sulle|contro|nella|em cima d[aoe]s?|"
         r"na|no|nos|nas)")
_CROWD = (r"crowd|protest|protesters|rally|march|demonstration|demo|vigil|parade|line of people|students|multitud|"
          r"muchedumbre|manifestacion|marcha|protesta|estudiantes|alumnos|foule|manif|manifestation|manifestants|"
          r"etudiants|cortege|menge|menschenmenge|demonstranten|studenten|studis|folla|manifestazione|corteo|studenti|"
          r"multidao|galera|protesto|manifestacao|passeata|alunos|estudantes")
# a news item, a game or a parade float
_NOT_A_RAMMING = (r"news|noticia\w*|nouvelles|nachrichten|notizi\w*|attack in|atentado|attentat|anschlag|attentato|"
                  r"ataque em|terror\w*|float|carroza|char|festwagen|carro alegorico|carro allegorico")

# --- a weapon packed, waiting for someone ---------------------------------------------------------------------
_WEAPON_PACKED = (r"(?:got|have|packed|bringing|brought|carrying|keep|keeping) (?:my |a |the |his )?(?:gun|piece|strap|"
                  r"pistol|glock|knife|blade|machete|burner) (?:in|inside) (?:my |the )?(?:bag|backpack|car|trunk|"
                  r"locker|jacket)|(?:traigo|tengo|llevo|cargo|guarde) (?:el|la|un|una|mi) (?:fierro|cuete|fusca|"
                  r"pistola|arma|navaja|cuchillo|filero|machete|revolver) (?:en|dentro de) (?:la|mi|el) (?:mochila|"
                  r"bolsa|carro|coche|auto|chaqueta)|(?:j ai|jai) (?:mon|un|le|ma|une) (?:flingue|couteau|calibre|gun|"
                  r"schlass|opinel|arme|lame) dans (?:mon|le|ma|la) (?:sac|cartable|coffre|veste|poche)|(?:hab|habe|"
                  r"hab ich|habe ich) (?:die|meine|ne|eine|das|mein|n) (?:knarre|waffe|pistole|messer|klinge) "
                  r"(?:im|in meinem|in der|in meiner) (?:rucksack|auto|tasche|jacke)|(?:ho|tengo) (?:la|il|un|una|"
                  r"mio|mia) (?:pistola|ferro|coltello|lama|arma) (?:nello|nella|in) (?:zaino|borsa|macchina|"
                  r"giacca)|(?:ja )?(?:to com|tou com|estou com|tenho|trouxe|levo) (?:o|a|um|uma|meu|minha) "
                  r"(?:berro|oitao|arma|faca|peixeira|revolver|ferro|pistola) (?:na|no|dentro da) (?:mochila|bolsa|"
                  r"carro|jaqueta)")
# ... for someone, at a moment named: "cuando salga el profe", "when he gets out of class"
_WAITING_FOR = (r"when (?:he|she|they|the \w+|my \w+|that \w+) (?:comes|gets|walks) out|when (?:he|she|they|the \w+) "
                r"(?:shows up|arrives|leaves)|cuando (?:salga|llegue|aparezca|sale|termine)|quand (?:il|elle|ils|le "
                r"\w+|la \w+) (?:sort|sortira|arrive|arrivera)|wenn (?:er|sie|der \w+|die \w+) (?:rauskommt|kommt|"
                r"auftaucht|rausgeht)|quando (?:esce|uscira|arriva|arrivera)|quando (?:ele|ela|o \w+|a \w+) "
                r"(?:sair|chegar|aparecer)|(?:wait|waiting) for (?:him|her|them)|(?:lo|la|los) (?:espero|voy a "
                r"esperar)|je (?:l|les) attends|ich (?:warte|wart) auf (?:ihn|sie)|(?:lo|la) aspetto|vou esperar (?:ele|"
                r"ela)")
# hunting, a range, a kitchen, a scene
_NOT_A_WEAPON = (r"hunting|caza|caceria|chasse|jagd|caccia|caca|range|stand de tir|schiessstand|poligono|"
                 r"kitchen|cocina|cuisine|kochkurs|cucina|culinar\w*|chef|camping|acampar|zelten|campeggio")

# --- a list of those who wronged the writer -------------------------------------------------------------------
_A_LIST = (r"(?:made|have|wrote|writing|making|got|keep|keeping) (?:a|my|the) list|(?:hice|tengo|escribi|hago) una "
           r"lista|(?:j ai|jai) (?:fait|ecrit) une liste|(?:hab|habe) (?:ne|eine) liste|(?:ho fatto|ho scritto|ho) una "
           r"lista|(?:fiz|tenho|escrevi) uma lista")
_WRONGED_ME = (r"(?:who|that|the ones who|the ones that) (?:\w+ )?(?:laughed at|mocked|bullied|humiliated|made fun of|"
               r"picked on|ignored|rejected|wronged|hurt|ruined|ratted on|snitched on) me|(?:los|las|quienes) que se "
               r"(?:rieron|burlaron) de mi|que me (?:hicieron bullying|humillaron|ignoraron|arruinaron)|(?:ceux|celles) "
               r"qui (?:se sont moques de moi|m ont humilie\w*|ont ri de moi|m ont harcele\w*)|die mich (?:ausgelacht|"
               r"gemobbt|gedemuetigt|fertig gemacht|ignoriert) (?:haben|hat)|(?:quelli|quelle|chi) che mi (?:hanno preso "
               r"in giro|hanno umiliat\w*|hanno bullizzat\w*)|che hanno riso di me|(?:os|as|quem|que) (?:riram de mim|"
               r"me zoaram|me humilharam|fizeram bullying comigo)")
# a list to report, thank or invite from
_NOT_A_HIT_LIST = (r"report|reporting|dean|title ix|hr|denunciar|decano|signaler|doyen|melden|dekan|segnalare|"
                   r"preside|reitor|therap\w*|terapeut\w*|psycholog\w*|psicolog\w*|counsel\w*|wedding|boda|mariage|"
                   r"hochzeit|matrimonio|casamento|acknowledg\w*|agradecimientos|remerciements|danksagung|"
                   r"ringraziamenti|agradecimentos")

HARM_TO_OTHERS = [
    # "voy a prenderle fuego a la secretaria con todos adentro", "taco fogo nessa residencia, ja tenho a gasolina"
    rf"\b{unless(NOT_REAL, FIGURATIVE, _A_HEARTH)}(?:{_SET_ON_FIRE})\b.{{0,80}}\b(?:{_WITH_THEM_INSIDE}|{_FUEL})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE, _A_HEARTH)}(?:{_FUEL})\b.{{0,80}}\b(?:{_SET_ON_FIRE})\b",
    # "to colocando veneno de rato na comida do meu colega", "putting rat poison in my roommate's coffee"
    rf"\b{unless(NOT_REAL, FIGURATIVE, _NOT_A_PERSON_POISONED)}(?:{_PUT_IN})\b(?: \w+){{0,4}} (?:{_POISON})\b"
    rf"(?: \w+){{0,4}} (?:{_FOOD})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE, _NOT_A_PERSON_POISONED)}(?:{_POISON})\b(?: \w+){{0,3}} (?:in|into|en|dans|"
    rf"ins|in den|nel|nella|na|no) (?:\w+ )?(?:{_FOOD})\b(?: \w+){{0,2}} (?:of|de|do|da|du|des|von|vom|della|del|di)\b",
    # "driving my car straight into the protest on the quad"
    rf"\b{unless(NOT_REAL, FIGURATIVE, _NOT_A_RAMMING)}(?:{_VEHICLE})\b(?: \w+){{0,3}} {_INTO} (?:the |a |that |la |"
    rf"las |los |le |les |die |den |a |o |os |as |i |gli |esa |essa |esses |cette |ces |diese )?(?:\w+ )?(?:{_CROWD})\b",
    # "ya traigo el fierro en la mochila ... cuando salga el profe"
    rf"\b{unless_or_without(f'{NOT_REAL}|{FIGURATIVE}|{_NOT_A_WEAPON}', _WAITING_FOR)}(?:{_WEAPON_PACKED})\b",
    # "i made a list of names. the ones who laughed at me in stats. friday."
    rf"\b{unless_or_without(f'{NOT_REAL}|{FIGURATIVE}|{_NOT_A_HIT_LIST}', _WRONGED_ME)}(?:{_A_LIST})\b",
]
