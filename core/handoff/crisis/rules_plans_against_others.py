"""Harm to others told by its plan, in six languages: a fire set with the people inside or the fuel ready, poison put
in someone's food or drink, a car driven into a crowd, a weapon packed to wait for someone, a list of the people who
wronged the writer. Written from the read misses of never-read set 34 (session 30, untrained/S30_blind_*): "voy a
prenderle fuego a la secretaria de la facultad con todos adentro", "to colocando veneno de rato na comida do meu colega",
"thinking about driving my car straight into the protest on the quad at noon", "me lo voy a chingar, ya traigo el fierro
en la mochila", "i made a list of names. the ones who laughed at me in stats. friday." The reader scored most of them
below its veto (0.002-0.3), so each is two cues at least and read as said sideways (the reader's doubt does not silence
it). A fire said of oneself is self-harm (``SELF_HARM``). Two reviews found the first cues too weak or their guards too
wide, and each is now tied to what it needs: the poison to someone else's named food or drink, the car to being driven
into people, the fire's company to people, the waiting to a third person; no guard names the news, a policy or a
kitchen alone, which a crisis names too. Against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation
gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import A_DAY, JOKE, NOT_REAL, unless, unless_or_without

# --- a fire set where people are, or with the fuel ready ------------------------------------------------------
_SET_ON_FIRE = (r"(?<!\balmost )(?<!\bnearly )(?<!\bcasi )(?<!\bquase )(?<!\bpresque )(?<!\bquasi )(?<!\bfast )"
                r"(?<!\bwas )(?<!\bwere )(?<!\bgot )(?:set (?:fire to|on fire)|burn down (?:the|this|that|their|his|her)|set (?:the|this|that|their|his|her) (?:\w+ ){1,2}on fire|burn (?:the|this|that|"
                r"their|his|her) (?:\w+ ){0,2}down|burn (?:it|them|everything) down|torch (?:the|this|that|their|his|"
                r"her)|(?:prender|prenderle|prendo|meter|meterle|meto|echar|echarle|le prendo) fuego|quemar (?:la|el|"
                r"las|los|toda|todo)|incendiar|mettre le feu|foutre le feu|je mets le feu|bruler (?:la|le|les|toute|"
                r"tout)|incendier|anzuenden|zuende (?:\w+ ){1,3}an|abfackeln|in brand (?:stecken|setzen)|abbrennen|feuer "
                r"legen|fackel\w* (?:\w+ ){1,3}ab|dare fuoco|dar fuoco|do fuoco|bruciare (?:la|il|lo|tutta|tutto)|"
                r"incendiare|(?:tacar|taco|tacando|botar|boto|botando|por|ponho|atear|ateio|meter|meto) fogo|queimar "
                r"(?:a|o|essa|esse|tudo|toda))")
# the people inside
# (people: not "with the popcorn still inside", a review)
_WITH_THEM_INSIDE = (r"with (?:everyone|everybody|them|all of them|people|the (?:students|kids|people|brothers|guys|girls|"
                     r"family|class|staff|professors?|residents|frat|whole \w+)) (?:still )?(?:inside|in it|in there)|"
                     r"con (?:todos|todas|ellos|ellas|la gente) (?:\w+ )?(?:adentro|dentro)|avec (?:tout le monde|eux|"
                     r"elles|les gens) (?:\w+ )?dedans|mit (?:allen|denen|den leuten) (?:\w+ )?(?:drin|darin|drinnen)|"
                     r"con (?:tutti|loro|la gente) (?:\w+ )?dentro|com (?:todo mundo|todos|eles|elas|a galera) "
                     r"(?:\w+ )?dentro")
# the fuel at hand (not alcohol: "on a prévu l'alcool" for a party that will be "on fire")
_FUEL = (r"gasoline|gas can|petrol|jerry ?can|lighter fluid|accelerant|molotov|gasolina|nafta|bencina|bidon|"
         r"essence|jerrican|benzin\w*|brandbeschleuniger|benzina|tanica|galao|querosene|kerosene|queroseno")
# a fire that is a barbecue, a campfire, a candle or a hearth (not a bare "grill": "they grilled me at the hearing")
_A_HEARTH = (r"bbq|barbecue|grilling|the grill|asado|parrilla|churrasc\w*|campfire|bonfire|fogata|hoguera|feu de camp|"
             r"cheminee|lagerfeuer|kamin|falo|fogueira|lareira|chimenea|candles?|velas?|bougies?|kerzen?|candele|incense|"
             r"calorias|calories|kalorien|calorie|brasa|braise|glut|brace|fireworks|feuerwerk|fuegos artificiales|"
             r"generator|generador|groupe electrogene|stromaggregat|generatore|gerador|"
             # a chemistry or an economics question, a history essay, a kitchen torch, an idiom (a review)
             r"co2|emission\w*|formula|formule|formel|combusti\w*|quimica|chimie|chemie|chimica|chemistry|precio|prix|"
             r"preis|prezzo|preco|price|poudres|las redes|creme brulee|history|historia|histoire|geschichte|storia|"
             r"fire science|arson investigation")
# the same words of oneself: self-harm, not a threat ("me voy a prender fuego, ya tengo la gasolina")
SELF_ON_FIRE = (r"set (?:myself on fire|fire to myself)|burn myself|prenderme fuego|me (?:voy a |quiero )?(?:prender|pegar|"
                r"meter|echar|dar) fuego|me quemo viv[oa]|quemarme viv[oa]|m immoler|me (?:mettre|mets) le feu|mich "
                r"(?:selbst )?anzuenden|zuende mich an|darmi fuoco|dar(?:mi)? fuoco a me stess[oa]|mi do fuoco|(?:tacar|"
                r"botar|por|atear|taco|boto|ponho) fogo em mim|me queimar viv[oa]")

# --- poison put in someone's food or drink --------------------------------------------------------------------
# (German "Gift" only before "ins" or a German possessive: "a gift card in the thank you note" is no poison)
_POISON = (r"poison|rat poison|antifreeze|bleach|veneno|raticida|matarratas|mata ratas|lejia|mort aux rats|javel|"
           r"gift(?= (?:ins|in (?:sein|ihr|den|die|das)\w*))|rattengift|frostschutz\w*|veleno|topicida|candeggina|"
           r"varechina|chumbinho|agua sanitaria|soda caustica|xanax|benzos|sleeping pills|laxatives?|eye drops|roofies|"
           r"rohypnol|ghb|somniferos|somniferes|schlaftabletten|sonniferi|calmantes|rivotril|clonazepam|"
           r"tranquilizantes|lexotan")
_PUT_IN = (r"put|putting|puts|slip|slipped|slipping|mix|mixed|mixing|spike|spiked|spiking|add|added|adding|crush|crushed|"
           r"crushing|echar|echando|echo|eche|poner|poniendo|pongo|puse|meter|metiendo|meti|mettre|mets|met|mis|mise|"
           r"verser|verse|glisser|glisse|tun|tue|getan|mischen|mische|gemischt|kippen|kippe|gekippt|geben|mettere|metto|"
           r"mettendo|messo|versare|verso|versato|colocar|colocando|coloco|coloquei|botar|botando|boto|botei|por|pondo|"
           r"ponho|pus|misturar|misturando|misturei")
# whose food: someone else's, named (not "my tea", not "the floors")
_THEIR = (r"his|her|their|su|sus|son|sa|ses|seinen|sein|seine|ihren|ihr|ihre|il suo|la sua|dele|dela|"
          r"(?:my|mi|ma|mon|meiner|meinem|mia|mio|minha|meu) (?:roommates?|roommate s|companer[oa]s?|coloc|mitbewohner\w*|"
          r"coinquilin[oa]|colega|ex|boss|jefe|chef|capo|chefe|advisor|professor|profe|prof)")
_FOOD = (r"food|drink|drinks|coffee|tea|lunch|dinner|meal|water|bottle|smoothie|gatorade|soda|juice|beer|shake|"
         r"energy drink|cup|mug|thermos|wine|comida|bebida|cafe|agua|almuerzo|cena|termo|jugo|zumo|refresco|cerveza|"
         r"repas|boisson|nourriture|verre|gourde|jus|biere|essen|getraenk|kaffee|tee|wasser|flasche|mittagessen|"
         r"bier|saft|cibo|bevanda|caffe|acqua|pranzo|piatto|borraccia|birra|succo|marmita|suco|garrafa|janta|almoco|"
         r"lanche|cerveja|refri|refrigerante")
_IN = r"(?:in|into|en|dans|ins|in den|in die|nel|nella|nello|na|no|al|a la|a su|a sua)"
# whose, after "of": a person (not "el agua de fregar", "the water of the mop bucket", a review)
_A_PERSON = (r"roommates?|companer[oa]s?|coloc\w*|mitbewohner\w*|coinquilin[oa]|colega|colleague|amig[oa]s?|ami|amie|"
             r"freund\w*|amic[oa]|novi[oa]|namorad[oa]|ex|jefe|boss|chef|capo|chefe|profe|professor\w*|prof|pai|mae|"
             r"padre|madre|vater|mutter|pere|mere|herman[oa]|irma[o]?|fratello|sorella|bruder|schwester|frere|soeur|"
             r"him|her|them|ele|ela|el|ella|lui|elle|ihm|ihr|lei")
# the pests it is for (rat poison is named for rats: only as a purpose), a trap
_NOT_A_PERSON_POISONED = (r"(?<!\bveneno )(?<!\bpoison )(?<!\bveleno )(?<!\bgift )(?:for|para|pour|fuer|gegen|per|pros|"
                          r"pras|contra|contre) (?:the |los |las |les |die |i |gli |le |os |as )?(?:rats|mice|roaches|"
                          r"cockroaches|pests|ratas|ratones|cucarachas|plagas|souris|cafards|nuisibles|ratten|maeuse|"
                          r"kakerlaken|schaedlinge|topi|ratti|scarafaggi|ratos|camundongos|baratas|pragas)|ratoeira|"
                          r"piege|falle|trappola|armadilha|"
                          # a carer's question about a relative's medicine (a review)
                          r"swallow|tragar|avaler|schlucken|deglutire|engolir|dementia|demencia|demence|demenz|"
                          r"prescri\w*|refuses to take|se niega a tomar|refuse de prendre|weigert sich|rifiuta di prendere|"
                          r"se recusa a tomar")

# --- a car driven into a crowd --------------------------------------------------------------------------------
_VEHICLE = (r"car|truck|suv|coche|carro|auto|camioneta|camion|voiture|caisse|bagnole|camion|wagen|karre|lkw|"
            r"transporter|macchina|furgone|caminhao|caminhonete")
# (not "en", "in", "na", "a": "drive a truck in the parade", "conducir mi coche a la manifestacion", a review)
_INTO = (r"(?:straight |right |voll |dritto |dritti )?(?:into|through|contra|dans|sur|in die|in eine|durch|sulla|sulle|"
         r"contro|addosso a|em cima d[aoe]s?|a toda|a todos)")
_CROWD = (r"crowd|protest|protesters|rally|demonstration|demo|vigil|parade|line of people|students|people|"
          r"gente|gens|leute|menschen|persone|pessoas|multitud|"
          r"muchedumbre|manifestacion|marcha|protesta|estudiantes|alumnos|foule|manif|manifestation|manifestants|"
          r"etudiants|cortege|menge|menschenmenge|demonstranten|studenten|studis|folla|manifestazione|corteo|studenti|"
          r"multidao|galera|protesto|manifestacao|passeata|alunos|estudantes")
# a car driven: not a car that is parked or owned ("my car is in the students lot")
_STEER = (r"drive|driving|drove|ram|rams|rammed|ramming|plow|plowing|plough|ploughing|floor\w* it|flooring|crash\w*|"
          r"steer\w*|meter|meto|metiendo|estrellar|estrello|lanzar|lanzo|embestir|conducir|manejar|foncer|fonce|jeter|"
          r"conduire|fahr\w*|rasen|rase|steuer\w*|lanciarmi|lancio|buttarmi|butto|guidare|guido|jogar|enfiar|enfio|"
          r"acelerar|acelero|lancar|dirigir")
# a march or a protest by name (not "people in my building asked me to plow the driveway with my truck", a review)
_MARCH = (r"protest|rally|demo|vigil|parade|the march|marcha|manifestacion|protesta|manif|manifestation|demo|kundgebung|"
          r"corteo|manifestazione|passeata|protesto|manifestacao")
# the crowd word naming a place ("the students lot", "the parade route")
_A_PLACE_AFTER = (r"(?! (?:lot|lots|parking|route|area|center|centre|union|housing|garage|deck|grounds?|office|entrance|zone|"
                  r"section|side|street|road|space|spots?|estacionamiento|aparcamiento|parqueadero|parkplatz|parkhaus|"
                  r"parcheggio|estacionamento|garagem|recorrido|percurso|strecke|percorso|parcours)\b)")
# driving into them, the vehicle named after ("im flooring it into them with my truck", "al corteo ci entro dritto col
# furgone")
_DRIVE_INTO = (r"(?:drive|driving|drove|swerv\w*|floor\w* it|plow|plowing|plough|ploughing|ram|rammed|ramming|mow\w* down) "
               r"(?:\w+ ){0,3}(?:into|"
               r"through) (?:them|those people|everyone|everybody|(?:the |a |that )?(?:\w+ )?(?:" + _CROWD + r")\b" + _A_PLACE_AFTER + ")"
               # the vehicle named between: "run my car into the protest on the quad" (session 33, set 38)
               r"|(?:run|running|crash|crashing|smash|smashing|steer|steering|speed|speeding) (?:my|the|a|his|her|our|this) "
               r"(?:\w+ )?(?:" + _VEHICLE + r") (?:into|through) (?:them|those people|everyone|everybody|(?:the |a |that )?"
               r"(?:\w+ )?(?:" + _CROWD + r")\b" + _A_PLACE_AFTER + ")")
_DRIVEN_INTO_AFTER = (r"(?:ci entro|entrarci|fonce dedans|foncer dedans|je fonce dedans|rentre dedans|fahr\w* (?:\w+ )?rein|"
                      r"reinfahren|embisto|embestir|floor\w* it|flooring it) (?:\w+ ){0,3}(?:col|con "
                      r"il|con la|con el|con mi|avec (?:la|le|ma|mon)|mit (?:dem|meinem)|com (?:o|a|meu|minha)|with (?:my|the|a))"
                      r" (?:\w+ )?(?:" + _VEHICLE + r")")
# a parade float, or an attack elsewhere discussed (a red-team's "news says a truck drove into a crowd overseas, our poli
# sci prof wants us to discuss the media coverage"); not the news named alone: "you'll see me on the news" (a review)
_NOT_A_RAMMING = (r"float|floats|carroza|carrozas|char de|chars|festwagen|carro alegorico|carri allegorici|carro "
                  r"allegorico|news says|the news said|news reports?|news articles?|media coverage|overseas|segun las "
                  r"noticias|la noticia dice|selon les infos|laut (?:den )?nachrichten|secondo (?:il tg|il telegiornale|la "
                  r"notizia)|segundo o jornal|a noticia diz")

# --- a weapon packed, waiting for someone ---------------------------------------------------------------------
_WEAPON_PACKED = (r"(?:knife|gun|pistol|blade|piece|strap) (?:is|s) (?:already )?in (?:my|the) (?:bag|backpack|car|trunk|"
                  r"locker|jacket|glovebox)|(?:la navaja|el cuchillo|la pistola|el fierro|el arma) (?:ya )?(?:esta|va) en "
                  r"(?:la|mi|el) (?:mochila|bolsa|carro|coche)|(?:le couteau|le flingue|l arme|le calibre) est (?:deja )?dans "
                  r"(?:mon|le|ma) (?:sac|coffre|cartable)|(?:knarre|waffe|pistole|messer|klinge) (?:ist|is|liegt) (?:schon )?"
                  r"(?:im|in meinem|in der|in meiner) (?:rucksack|auto|tasche|kofferraum|jacke)|(?:il coltello|la pistola|"
                  r"l arma) (?:e|sta) (?:gia )?(?:nello|nella|in) (?:zaino|borsa|macchina)|(?:a faca|a arma|o revolver|o "
                  r"berro) (?:ta|esta|tá) (?:na|no) (?:mochila|bolsa|carro)|"
                  r"(?:got|have|packed|bringing|brought|carrying|keep|keeping) (?:my |a |the |his )?(?:gun|piece|strap|"
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
# a stabbing or a shot threatened, in the six languages (session 33, a read miss of set 35)
_STAB_OR_SHOOT = (r"(?:le|lo|la|les|los|las) (?:pincho|apunalo|acuchillo|mato)|je (?:le|la|les) (?:plante|poignarde|bute|"
                  r"descends)|je vais (?:le|la|les) (?:planter|poignarder|buter|descendre)|ich (?:stech|steche|knall|knalle) "
                  r"(?:ihn|sie|den|die)(?: \w+)?(?: ab)?|(?:lo|la|li) (?:accoltello|infilzo|sparo)|gli (?:sparo|pianto)|(?:vou|eu) "
                  r"(?:furar|esfaquear|furo|esfaqueio|atirar n)\w*|(?:i will|i am going to|going to|gonna|i ll) (?:stab|shoot|cut) "
                  r"(?:him|her|them)")
_WAITING_FOR = (r"when (?:he|she|they|the \w+|my \w+|that \w+) (?:comes|gets|walks) out|when (?:he|she|they|the \w+) "
                r"(?:shows up|arrives|leaves)|cuando (?:salga|llegue|aparezca|sale|termine) (?:el|la|ese|esa|mi|de)\b|quand (?:il|elle|ils|le "
                r"\w+|la \w+) (?:sort|sortira|arrive|arrivera)|wenn (?:er|sie|der \w+|die \w+) (?:rauskommt|kommt|"
                r"auftaucht|rausgeht)|quando (?:esce|uscira|arriva|arrivera)|quando (?:ele|ela|o \w+|a \w+) "
                r"(?:sair|chegar|aparecer)|(?:wait|waiting) for (?:him|her|them)|(?:lo|la|los) (?:espero|voy a "
                r"esperar)|(?:lo|la|los|las) estoy esperando|esperando a que (?:salga|llegue|termine)|a que salga|je (?:l|les) "
                r"attends|(?:j attends|attendre) qu (?:il|elle) (?:sorte|arrive)|ich (?:warte|wart) auf (?:ihn|sie)|bis "
                r"(?:er|sie) (?:\w+ ){0,4}(?:kommt|rauskommt)|(?:lo|la) aspetto|vou esperar (?:ele|ela)|esperando (?:ele|ela) "
                r"sair")
# hunting, a range, a kitchen, a scene
# (a season or a class named, not a bare "range" or "kitchen": "out of range of the cameras", "when he comes out of the
# kitchen at work")
_NOT_A_WEAPON = (r"deer season|hunting season|hunting trip|temporada de caza|saison de chasse|jagdsaison|stagione di "
                 r"caccia|temporada de caca|stand de tir|schiessstand|poligono de tiro|shooting range|kochkurs|cooking "
                 r"class|culinary class|clase de cocina|cours de cuisine|corso di cucina|aula de culinaria|camping|acampar|"
                 r"zelten|campeggio|airport|aeropuerto|aeroport|flughafen|aeroporto|security check|control de "
                 r"seguridad|tsa|flight|vuelo|vol|flug|volo|voo")

# --- a list of those who wronged the writer -------------------------------------------------------------------
_A_LIST = (r"(?:made|have|wrote|writing|making|got|keep|keeping) (?:a|my|the) list|(?:hice|tengo|escribi|hago) una "
           r"lista|(?:j ai|jai) (?:fait|ecrit) une liste|(?:hab|habe) (?:ne|eine) liste|(?:ho fatto|ho scritto|ho) una "
           r"lista|(?:fiz|tenho|escrevi) uma lista")
# (people: "who", not "that" — "the programs that rejected me")
_WRONGED_ME = (r"(?:who|the ones who|the ones that|everyone that|people that) (?:\w+ )?(?:laughed at|mocked|bullied|"
               r"humiliated|made fun of|picked on|wronged|hurt|ruined|ratted on|snitched on) me|(?:los|las|quienes) que se "
               r"(?:rieron|burlaron) de mi|que me (?:hicieron bullying|humillaron|ignoraron|arruinaron)|(?:ceux|celles) "
               r"qui (?:se sont moques de moi|m ont humilie\w*|ont ri de moi|m ont harcele\w*)|die mich (?:ausgelacht|"
               r"gemobbt|gedemuetigt|fertig gemacht|ignoriert) (?:haben|hat)|(?:quelli|quelle|chi) che mi (?:hanno preso "
               r"in giro|hanno umiliat\w*|hanno bullizzat\w*)|che hanno riso di me|(?:os|as|quem|que) (?:riram de mim|"
               r"me zoaram|me humilharam|fizeram bullying comigo)")
# a list to report, thank or invite from
# (only a report to someone: the wrong told is the rule's cue, so a list to thank or invite from never reaches it)
_NOT_A_HIT_LIST = (r"(?:to|and) report (?:them|it|this)|report (?:them|it|this) to|title ix|to the dean|al decano|au doyen|"
                   r"beim dekan|al preside|ao reitor|denunciar(?:los|las)?|les signaler|sie melden|segnalarli")

# a weapon shown and someone to be "handled" (session 37, a read blind miss: "one of the guys on my team keeps saying he's
# gonna 'handle' the ref from last game and he showed us a bat in his car")
_A_WEAPON_SHOWN = (r"(?:showed|shown|show|flashed) (?:us|me|everyone|the team|the group) (?:a|his|her|their|the) (?:baseball )?"
                   r"(?:bat|gun|pistol|knife|machete|crowbar|pipe|brass knuckles)|nos (?:enseno|mostro) (?:un bate|una pistola|"
                   r"un cuchillo|un machete)|nous a montre (?:une batte|un flingue|une arme|un couteau)|hat uns (?:einen "
                   r"baseballschlaeger|eine waffe|eine pistole|ein messer) gezeigt|ci ha (?:fatto vedere|mostrato) (?:una mazza|"
                   r"una pistola|un coltello)|(?:nos |me )?mostrou (?:um taco|uma arma|uma faca|um facao)")
_TO_BE_HANDLED = (r"(?:going to|gonna|will|is going to|wants to|plans to) (?:handle|deal with|take care of|settle (?:it|things) "
                  r"with|teach \w+ a lesson|make \w+ pay|get (?:him|her|them|the \w+) back|mess (?:him|her|them) up|hurt)|"
                  r"(?:se va a|va a) (?:encargar de|ajustar cuentas con)|va (?:s occuper de|regler son compte a)|(?:wird|will) "
                  r"(?:sich (?:um \w+ )?kuemmern|es ihm zeigen)|(?:vuole|va a) sistemare|vai (?:resolver|acertar as contas com)")
_A_SPORT = unless(NOT_REAL, JOKE, r"batting cage|batting practice|softball|baseball (?:game|practice|team|season)|cricket|"
                  r"knife skills|cooking class|whittling|hunting (?:trip|season)|range day|shooting range")

# people with no idea of what is coming on a day, and a group made to pay understood too late (session 37, read blind
# misses: "ppl on my floor have no idea whats coming monday", "toute la promo va payer lundi, ils comprendront trop tard")
_A_DAY = rf"{A_DAY}|next week|this week|la semana que viene|la semaine prochaine|naechste woche|la prossima settimana|semana que vem"
_NO_IDEA_WHAT_IS_COMING = (rf"(?:have|has) no (?:idea|clue) (?:what is|whats|what s) (?:coming|about to happen)(?: (?:on |this "
                           rf"|next )?(?:{_A_DAY}))|no tienen (?:ni )?idea de lo que (?:viene|les espera)|(?:n ont|ont) "
                           r"aucune idee de ce qui (?:les attend|va arriver)|(?:haben )?keine ahnung,? was (?:auf sie zukommt|"
                           r"kommt)|non hanno idea di cosa (?:li aspetta|sta per succedere)|nao fazem ideia do que (?:vem|"
                           r"os espera)")
_A_HARMLESS_SURPRISE = (r"surprise|sorpresa|surpresa|ueberraschung|party|fiesta|fete|feier|festa|prank|broma|blague|streich|"
                        r"scherzo|pegadinha|exam|quiz|test|finals|midterm|storm|snow|weather|rent|bill|grades|episode|season|"
                        r"spoiler|plot|examen|partiel|pruefung|klausur|esame|prova|tormenta|tempete|sturm|tempesta|tempestade")
_MADE_TO_PAY = (rf"(?:all|everyone|everybody|the whole (?:class|floor|cohort)|toute la promo|tous|todos|todo el mundo|alle|"
                rf"tutti|toda a turma) (?:\w+ ){{0,3}}(?:va|vont|will|van a|werden|wird|vanno a|vao|vai|gonna|are going to|is going to) "
                rf"(?:payer|pay|pagar|bezahlen|pagare)(?! (?:for|the|their|a|an|back|off|attention|rent|half|la|el|le|les|"
                rf"das|die|il|o|a|por|pour|fuer|per|\d+)\b)(?: (?:on )?(?:{_A_DAY}))?")
_TOO_LATE = (r"too late|trop tard|demasiado tarde|zu spaet|troppo tardi|tarde demais")

SELF_HARM = [
    # "me voy a prender fuego, ya tengo la gasolina", "vou tacar fogo em mim"
    rf"\b{unless(NOT_REAL)}(?:{SELF_ON_FIRE})\b",
]

HARM_TO_OTHERS = [
    # "voy a prenderle fuego a la secretaria con todos adentro", "taco fogo nessa residencia, ja tenho a gasolina"
    rf"\b{unless(NOT_REAL, JOKE, _A_HEARTH, SELF_ON_FIRE)}(?:{_SET_ON_FIRE})\b.{{0,80}}\b(?:{_WITH_THEM_INSIDE}|{_FUEL})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_HEARTH, SELF_ON_FIRE)}(?:{_FUEL})\b.{{0,80}}\b(?:{_SET_ON_FIRE})\b",
    # someone's food or drink: "putting bleach in my roommate's coffee", "crushing my xanax into his coffee", "to
    # colocando veneno de rato na comida do meu colega", "how much rat poison to put in his coffee"
    rf"\b{unless(NOT_REAL, JOKE, _NOT_A_PERSON_POISONED)}(?:{_PUT_IN})\b(?: \w+){{0,4}} (?:{_POISON})\b(?: \w+){{0,3}} "
    rf"{_IN} (?:{_THEIR}) (?:\w+ )?(?:{_FOOD})\b",
    rf"\b{unless(NOT_REAL, JOKE, _NOT_A_PERSON_POISONED)}(?:{_POISON})\b(?: \w+){{0,3}} {_IN} (?:\w+ )?(?:{_FOOD})\b"
    rf"(?: \w+){{0,2}} (?:of|de|do|da|du|des|von|vom|della|del|di) (?:\w+ ){{0,2}}(?:{_A_PERSON})\b",
    rf"\b{unless(NOT_REAL, JOKE, _NOT_A_PERSON_POISONED)}(?:{_POISON})\b(?: \w+){{0,4}} (?:{_PUT_IN})\b(?: \w+){{0,2}} "
    rf"{_IN} (?:{_THEIR}) (?:\w+ )?(?:{_FOOD})\b",
    # "driving my car straight into the protest on the quad"
    rf"\b{unless(NOT_REAL, JOKE, _NOT_A_RAMMING)}(?:{_STEER})\b(?: \w+){{0,3}} (?:{_VEHICLE})\b(?: \w+){{0,3}} {_INTO} (?:the |a |that |la |"
    rf"las |los |le |les |die |den |a |o |os |as |i |gli |esa |essa |esses |cette |ces |diese )?(?:\w+ )?(?:{_CROWD})\b{_A_PLACE_AFTER}",
    rf"\b{unless(NOT_REAL, JOKE, _NOT_A_RAMMING)}(?:{_DRIVE_INTO})\b",
    rf"\b{unless(NOT_REAL, JOKE, _NOT_A_RAMMING)}(?:{_MARCH})\b.{{0,40}}\b(?:{_DRIVEN_INTO_AFTER})\b",
    # "ya traigo el fierro en la mochila ... cuando salga el profe"
    # ... or a stabbing or a shot said beside it: "como me vuelva a suspender le pincho, q llevo la navaja en la mochila"
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_NOT_A_WEAPON}', f'{_WAITING_FOR}|{_STAB_OR_SHOOT}')}(?:{_WEAPON_PACKED})\b",
    # "i made a list of names. the ones who laughed at me in stats. friday."
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_NOT_A_HIT_LIST}', _WRONGED_ME)}(?:{_A_LIST})\b",
    rf"\b{_A_SPORT}(?:{_A_WEAPON_SHOWN})\b.{{0,160}}\b(?:{_TO_BE_HANDLED})\b",
    rf"\b{_A_SPORT}(?:{_TO_BE_HANDLED})\b.{{0,160}}\b(?:{_A_WEAPON_SHOWN})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_HARMLESS_SURPRISE)}(?:{_NO_IDEA_WHAT_IS_COMING})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_HARMLESS_SURPRISE)}(?:{_MADE_TO_PAY})\b.{{0,100}}\b(?:{_TOO_LATE})\b",
]
