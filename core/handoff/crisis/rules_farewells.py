"""Suicide told by its farewell or its arithmetic, and a friend's partner violence, in six languages: a goodbye said
"before I do it", thanks for everything with a message for someone in the past tense or an apology, a friend's farewell
followed by silence, pills counted or a height looked up with "is that enough", a car driven into a pillar or a tree
on purpose, and a friend beaten by a partner or a parent. Written from the read misses of blind set 36 (session 31,
untrained/S31_blind_*): "solo quería despedirme de alguien antes de hacerlo", "Danke für alles, Bot ... Sag meiner
Mitbewohnerin, dass es mir leid tut", "valeu por tudo ... fala pra galera da turma q eu gostava deles", "ma coloc m'a
envoyé 'pardon pour tout, prends soin de mon chat' et elle répond plus", "hab heute 40 von meinen schlaftabletten
gezählt. reicht das eigentlich?", "7 floors. thats probably enough right", "j'ai pensé à prendre le char pis foncer dans
un pilier", "A minha amiga está a ser agredida pelo namorado". Most were long messages the model layers read as
ordinary (a crisis inside an errand dilutes them), so each is two cues and read as said sideways. Against the
normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import A_DAY, JOKE, LEAVING, NOT_REAL, THANKS_FOR_ALL, unless, unless_or_without

# --- a goodbye said before doing it ---------------------------------------------------------------------------------
_SAY_GOODBYE = (r"say goodbye|said goodbye|saying goodbye|despedirme|me despedir|despedir me|dire au revoir|dire adieu|"
                r"faire mes adieux|verabschieden|tschuess sagen|auf wiedersehen sagen|salutarti|salutare|dire addio|"
                r"dirti addio|me despedir|dizer adeus|dar tchau")
_BEFORE_DOING_IT = (r"before i do it|before i go through with it|antes de hacerlo|antes de que lo haga|avant de le faire|"
                    r"avant que je le fasse|bevor (?:ich (?:es|s)|ichs) (?:tue|mache|durchziehe)|prima di farlo|prima che lo faccia|antes "
                    r"de fazer isso|antes de eu fazer|antes de fazer")

# a change of course or major, the "it" done
_A_NEW_COURSE = (r"cambio de carrera|change (?:my )?major|changing majors?|changer de (?:filiere|cursus|fac)|studiengang "
                 r"(?:zu )?wechseln|cambio (?:di )?corso|mudar de curso|mudo de curso")

# --- thanks for everything, and a message left for someone ----------------------------------------------------------
# told through someone: an apology, or affection in the past tense (of the living: a farewell)
_TELL = r"tell|dile|diles|decile|decidle|dites|dis|sag|sagt|sagen sie|di a|dite a|dica a|diz|fala|fale|avisa|diga"
# (not "i loved her section": "her" only as the message's or a clause's last word)
_SORRY_OR_LOVED = (r"(?:that )?(?:i am|im) sorry|(?:that )?i (?:loved|liked|cared about) (?:them|him|you|everyone|"
                   r"her(?= *$| (?:and|so|but|bye|ok|okay|please|pls|too|a lot|so much)\b))|que lo siento|que (?:los|las|la|lo|les) (?:queria|quise|apreciaba)|que je suis desole\w*|"
                   r"que je (?:les|l) (?:aimais|aimais bien|ai aime\w*)|dass es mir leid tut|dass ich (?:sie|ihn|euch|"
                   r"dich) (?:lieb|gern|sehr gern) hatte|che mi dispiace|che (?:le|gli|vi) volevo bene|(?:que|q) (?:eu )?"
                   r"(?:sinto muito|gostava (?:deles|dela|dele|de voces|muito)|amava (?:eles|ela|ele))")

# --- an extension no longer needed, no reason given, and thanks for everything -------------------------------------
# "ya no voy a necesitar la prórroga del TFG. gracias por todo, de verdad, por aguantarme" (read, untrained/): the
# multilingual reader of session 35 reads it 0.959, under its alarm
_A_GRACE = (r"extensions?|deadline extension|deadline|date limite|prazo|plazo|frist|scadenza|accommodations?|resit|retake|make ?up exam|prorroga|aplazamiento|"
            r"recuperacion|delai|prolongation|report|rattrapage|amenagements?|verlaengerung|fristverlaengerung|"
            r"aufschub|nachtermin|nachpruefung|proroga|rinvio|recupero|prorrogacao|adiamento|extensao|segunda chamada")
_NO_LONGER_NEEDED = (rf"(?:will not|wont|won t|am not going to|not going to|do not|dont|don t) (?:be )?need(?:ing)? "
                     rf"(?:the|my|that|this|an|any) (?:\w+ )?(?:{_A_GRACE})\b(?: \w+){{0,4}} (?:any ?more|any longer|"
                     rf"after all)|no longer need (?:the|my|that|this|an) (?:\w+ )?(?:{_A_GRACE})|(?:ya )?no (?:voy a "
                     rf"necesitar|necesitare|necesito) (?:mas )?(?:la|el|mi|esa|ese) (?:\w+ )?(?:{_A_GRACE})|(?:n )?"
                     rf"(?:aurai|ai) plus besoin (?:du|de la|de l|de mon|de ma|de ce|de cette) (?:\w+ )?(?:{_A_GRACE})|"
                     rf"brauch\w* (?:ich )?(?:die|den|das|meine|meinen) (?:\w+ )?(?:{_A_GRACE})\b(?: \w+){{0,4}} nicht "
                     rf"mehr|non mi (?:servira|serve) piu (?:la|il|lo|l) (?:\w+ )?(?:{_A_GRACE})|(?:nao|nem) (?:vou mais "
                     rf"precisar|preciso mais|vou precisar mais) (?:da|do|de|dessa|desse) (?:\w+ )?(?:{_A_GRACE})|"
                     # (session 38, read misses of set 60: "la proroga non mi serve più, ho deciso", "dont bother booking
                     # the office hour. i wont need it")
                     rf"(?:la|il|lo|l) (?:\w+ )?(?:{_A_GRACE}) non mi (?:serve|servira) piu|(?:{_A_GRACE})\b(?: \w+){{0,6}} "
                     rf"(?:ya no hace falta|(?:ist )?nicht mehr noetig|n a plus (?:vraiment )?d importance pour moi|nao importa "
                     rf"mais pra mim|nao vou mais precisar)|(?:(?:do not|dont) bother "
                     rf"(?:booking|scheduling|setting up|with)|no need to (?:book|schedule|set up|reschedule)) (?:the|my|an|that|our) "
                     rf"(?:\w+ )?"
                     rf"(?:{_A_GRACE}|office hours?|"
                     rf"appointment|meeting)\b(?: \w+){{0,3}} (?:i )?(?:(?:will not|wont|do not|dont) need it|will not be coming)")
_THANKS_AND_SORRY = (rf"{THANKS_FOR_ALL}|for putting up with me|por aguantarme|de m avoir supporte\w*|mich ausgehalten|"
                     r"for being (?:so )?patient with me|por la paciencia(?: de siempre)?|danke fuer die geduld|merci d avoir "
                     r"ete (?:si )?patiente?|agradecer a paciencia|per la (?:sua |tua |vostra )?pazienza|por (?:la|tu|su) paciencia "
                     r"conmigo|pour (?:votre|ta) patience avec moi|fuer (?:ihre|deine) geduld mit mir|pela paciencia comigo|"
                     r"per avermi sopportat\w*|por me aguentar")
# the work done, the date moved, the course left, or any reason given: why the extension is no longer needed
_DONE_ANYWAY = (r"because|since (?:i|the|we|my) (?:finished|submitted|moved|got|passed|handed)|bc|cuz|porque|ya que|parce que|"
                r"puisque|weil|perche|poiche|pois|moved|movio|cambio|posticipat\w*|figured (?:it )?out|solved|resolved|postponed|"
                r"pushed back|"
                r"rescheduled|cancell?ed|cancell?ation|cancelaron|cancelad[oa]|cambiaron|pospus\w*|aplazaron|reporte|decale|verschoben|rinviat\w*|spostat\w*|"
                r"adiad\w*|me voy a (?:estudiar|trabajar|vivir)|intercambio|echange|austausch|scambio|caught up|al dia|a jour|"
                r"aufgeholt|in pari|em dia|devolvieron|arreglad[oa]|arreglaron|repar\w*|"
                r"finished|done with (?:the|my|it)|all done|got it done|submitted|handed (?:it )?in|turned (?:it )?in|passed|dropped|withdr\w*|switched|got it|"
                r"managed|termine|acabe|entregue|aprobe|deje|fini|rendu|reussi|abandonne|fertig|abgegeben|bestanden|"
                r"geschafft|abgebrochen|finito|consegnato|superato|passato|ritirat\w*|terminei|acabei|entreguei|passei|"
                r"larguei|tranquei")

# an apology with its everyday reason, or a card or a gift for a teacher
# (a reason after the apology: not "too late", a review)
_A_CARD_OR_EXCUSE = (r"(?:thank you|thanks|birthday|get well|goodbye|farewell) card|(?:a|the|un|una|el|une|ein|eine|uma|um) "
                     r"(?:small )?(?:gift|regalo|cadeau|geschenk|presente|regalino)|late (?:to|for) "
                     r"(?:every|the|my|class|lab|section)|llegar tarde|en retard (?:a|au|en)|zu spaet (?:zum|zur|gekommen)|"
                     r"in ritardo (?:a|al|alla)|atrasad[oa] (?:na|no|pra|para)|could not make it|no pude "
                     r"(?:ir|venir)|je ne pourrai pas (?:venir|assister)|je n ai pas pu (?:venir|assister)|konnte nicht "
                     r"(?:kommen|da sein|teilnehmen)|sick|krank|enferm[oa]|malade|malat[oa]|doente|non (?:sono potut[oa]|potro)|nao (?:pude|"
                     r"vou poder)|missed (?:the|my)|(?:will|ll) miss|no podre ir|je vais rater|ich verpasse|mi perdero|vou perder|falte|faltei|section|tutoria|reunion|riunione|meeting|expo|"
                     r"(?:das |las |les |le |della |der )?(?:aulas|clases|cours|lezioni|vorlesungen) (?:dela|dele|de ella|"
                     r"de el|du prof|della prof)")

# --- a friend's farewell, then silence -------------------------------------------------------------------------------
_SENT_ME = (r"sent me|texted me|messaged me|wrote to me|left me|me mando|me envio|me escribio|me dejo|m a envoye|"
            r"m a ecrit|m a laisse|hat mir (?:\w+ ){0,8}(?:geschickt|geschrieben|geschickt hat)|schrieb mir|mi ha "
            r"(?:mandato|scritto|lasciato)|mi ha inviato|me mandou|me enviou|me escreveu|me deixou|"
            # sent, to the writer or the family ("meu irmão mandou 'obrigado por tudo, cuida da mãe'", session 37)
            r"(?:he|she|they) (?:sent|texted)|(?:mando|envio|escribio)|(?:a|ont) envoye|(?:hat|haben) (?:\w+ )?geschrieben|"
            r"ha (?:mandato|scritto)|mandou|enviou|escreveu|texted|sent a (?:message|text)|(?:he|she|they) said|"
            r"(?:teammate|friend|roommate|classmate) said|dijo|a dit|hat gesagt|ha detto|disse")
_A_FAREWELL = (r"goodbye|good bye|farewell|despid\w*|adios|adieu|pardon pour tout|au revoir|abschied\w*|verabschied\w*|"
               r"lebewohl|addio|salutando tutti|despedi\w*|tchau pra sempre|sorry for everything|perdon por todo|lo "
               r"siento (?:por|x) todo|perdoname|perdona por todo|es tut mir (?:alles |so )?leid|tut mir leid fuer "
               r"alles|scusa(?:mi)? per tutto|perdonami|desculpa por tudo|me perdoa|perdao por tudo|take care of my|"
               r"look after my|cuida(?:me)? a mi|cuida de mi|cuidale|prends soin de|occupe toi de|kuemmer dich um|pass "
               r"auf (?:meine|meinen|mein) \w+ auf|prenditi cura|abbi cura|cuida (?:do|da) (?:meu|minha)|take care of "
               r"(?:mom|mum|dad)|cuida (?:da|do|de|a) (?:mae|pai|mama|papa)|pass auf (?:mama|papa) auf|"
               # "non mi vedrete più dopo la partita" (session 37, a read blind miss)
               r"(?:you|y all|you guys) (?:will not|are not going to) see me (?:again|any more)|no me (?:volveran|vais a "
               r"volver) a ver|vous ne me reverrez (?:plus|jamais)|ihr (?:werdet|seht) mich (?:nie )?(?:mehr|wieder) (?:nicht )?"
               r"(?:sehen)?|non mi vedrete piu|voces nao (?:vao )?me ver(?:ao)? mais")
_NO_ANSWER = (r"not answering|will not (?:answer|pick up)|does not (?:answer|pick up)|not picking up|not responding|no contesta|no responde|no me contesta|no atiende|no coge|no "
              r"abre|repond plus|repond pas|ne repond (?:plus|pas)|decroche (?:plus|pas)|n ouvre pas|geht nicht (?:mehr )?"
              r"ran|no me responde|geht (?:er|sie) nicht (?:mehr )?ran|antwortet (?:er |sie )?nicht|meldet sich nicht|nicht erreichbar|macht nicht auf|non risponde|nn risponde|non mi "
              r"risponde|irraggiungibile|non apre|nao responde|nao atende|nao me responde|nao abre|sumiu|"
              r"(?:phone|cel|celular|telefono|handy|portable|tel) (?:is )?(?:off|apagado|eteint|aus|spento|desligado)|"
              r"(?:turned|switched) (?:off )?(?:his|her|their) phone|desligou o (?:celular|telefone)|apago (?:el|su) "
              r"(?:celular|telefono|movil)|a eteint son (?:telephone|portable)|(?:hat )?sein handy ausgeschaltet|ha spento "
              r"il (?:telefono|cellulare)")

_RETIRED_OR_MAIL = (r"end of the semester|regrade|this weekend|while (?:i m|i am) away|plants|"
                    # away for a while: a conference, a trip, a shift ("her phone is off during talks")
                    r"while (?:she|he|they) (?:is|are|s) (?:at|on|away)|conference|congress|congreso|congres|kongress|"
                    r"congresso|business trip|work trip|viaje de trabajo|voyage d affaires|dienstreise|viaggio di lavoro|"
                    r"viagem de trabalho|night shift|turno de noche|de garde|nachtschicht|turno di notte|plantao|retir(?:ing|ed|ement)|se jubila\w*|"
                    r"jubilacion|retraite|ruhestand|aposent\w*|moved (?:to|back to|away to)|se mudo a|se fue a vivir a|"
                    r"demenage|umgezogen|si e trasferit[oa]|se mudou|time zones?|husos? horarios?|decalage horaire|"
                    r"zeitverschiebung|fuso orario|fuso horario|sabbatical|sabatico|sabbatique|forschungssemester|"
                    r"anno sabbatico|leaving the university")

# --- pills counted, or a height looked up, and "is that enough" -----------------------------------------------------
_COUNTED = (r"counted|counting|count|conte|contado|contando|compte|gezaehlt|zaehle|ho contato|contato|contei|saved up|"
            r"saving|hoarding|hoarded|collecting|stockpiled|stockpiling|guardado|guardando|juntado|juntando|ahorrando|"
            r"acumulando|mis de cote|garde|gardant|accumule|gesammelt|sammle|gehortet|messo da parte|conservato|"
            r"conservando|accumulato|accumulando|juntei|guardei|guardando|acumulei")
_PILLS = (r"pills|tablets|pastiglie|sleeping pills|painkillers|pastillas|pastis|comprimidos|pildoras|somniferos|pilules|cachets|"
          r"comprimes|somniferes|tabletten|pillen|schlaftabletten|schmerztabletten|pillole|compresse|sonniferi|remedios|"
          r"comprimidos|calmantes")
_HEIGHT = (r"floors|stories|storeys|meters|metres|feet|pisos|plantas|metros|etages|metres|stockwerke|stock|meter|"
           r"piani|metri|andares|etagen|geschosse")
_A_HEIGHT = rf"\d+ ?m|\d+ (?:{_HEIGHT})|\w+ (?:{_HEIGHT})"
_HOW_HIGH = (r"how tall|how high|height|tall enough|high enough|que altura tiene|cuanto mide|quelle hauteur|la hauteur|"
             r"wie hoch|hoehe|quanto e alto|altezza|qual a altura|que altura")
_ENOUGH = (r"(?:is|would|will|thats|that is|probably|surely|definitely|be|it is|its|is that|is it) enough|enough right|"
           r"(?:should|would|will) be plenty|that (?:ll|will) (?:work|do)|should do it|con eso basta|ca ira|das genuegt|"
           r"das sollte reichen|vai servir|servira|"
           r"(?:es|sera|seran|son) suficientes?|alcanza|alcanzan|alcanzara|basta|bastan|bastara|ca suffit|ca suffira|"
           r"c est assez|suffisant|(?:reicht|reichen) (?:das|die|es)|reicht|genug|bastano|basteranno|basta|e "
           r"suficiente|sera que da|da conta|suficiente|sufficient[ei]")
# a height asked for a reason: an elevator, a view, a study room, the parking spaces, a project
# (not a doctor, a dose or a view: "mein Arzt hat sie mir verschrieben", "the view will be the last thing I see" — a
# review; a relative's pills hoarded are a crisis's too)
_A_BUILDING_QUESTION = (r"is there an? (?:elevator|lift)|hay ascensor|gibt es (?:einen )?aufzug|y a t il un ascenseur|"
                        r"c e un ascensore|tem elevador|(?:how many|cuantas|combien de|wie viele|quante|quantas) (?:stairs|"
                        r"escaleras|escaliers|treppen|scale|escadas)|parking spots?|parking spaces|plazas|stellplaetze|posti auto|"
                        r"vagas|egg drop|physics|fisica|physique|physik|pendulum|pendulo|pendule|pendel|pendolo|(?:enough|"
                        r"suficientes?|assez|suffisant|reicht|genug|bastano|sufficienti) (?:for|para|pour|fuer|per|pra|to) "
                        r"(?:after|the|la|el|le|die|den|il|o|a|our|get|find|conseguir|encontrar|trouver)\b(?: \w+){0,3} "
                        r"(?:week|month|semester|trip|surgery|recovery|experiment\w*|lab|project|spot|semana|mes|viaje|"
                        r"experimento|semaine|mois|voyage|woche|monat|reise|settimana|mese|viaggio|viagem)|study rooms?|salas de estudio|drone|antenna|project|proyecto|projet|projekt|progetto|"
                        r"projeto|fire code|building code|accessib\w*|vitamins?|vitaminas|vitamines|vitamine|"
                        r"supplements?|trip|viaje|voyage|reise|viaggio|viagem|vacation|vacaciones|vacances|"
                        r"urlaub|vacanze|ferias|report|informe|rapport|bericht|relatorio|span|spannweite|"
                        r"campata|(?:until|hasta|jusqu a|bis (?:zum|ende)|fino a|ate (?:o|a)) (?:\w+ )?(?:refill|next|end of|fin de|"
                        r"diciembre|december|decembre|dezember|dicembre|dezembro|el mes|the month)|refill|anticonceptiv\w*|birth "
                        r"control|antibaby|pilule contraceptive|contraccettiv\w*|anticoncepcion\w*|for beginners|para "
                        r"principiantes|fuer anfaenger|pour debutants|per principianti|para iniciantes|kletter\w*|"
                        r"climbing|escalada|escalade|arrampicata|extinguisher|extintor|extincteur|feuerloescher|"
                        r"estintore|volleyball|voleibol|basketball|baloncesto|team|equipo")

# --- a car driven into a pillar or a tree on purpose -------------------------------------------------------------
_INTENT = (r"thinking about|thought about|thought of|want to|wanna|gonna|going to|will|pense a|pense en|penser a|"
           r"je pense a|j ai pense a|j ai pense|je veux|je vais|envie de|quiero|quisiera|pienso|pense|voy a|tengo "
           r"ganas de|ganas de|ich will|ich werde|ich denke|ueberlege|ueberleg|voglio|penso di|ho pensato di|pensato "
           r"di|sto pensando di|quero|penso em|pensei em|vou|to pensando em|tou pensando em|estou pensando em|da "
           r"vontade de")
_CRASH = (r"foncer|me jeter|rentrer|m ecraser|m encastrer|estrellarme|estamparme|chocar|tirarme|empotrarme|"
          r"estrellar el (?:carro|coche|auto)|schiantarmi|andare a sbattere|lanciarmi|buttarmi|bater o carro|jogar o "
          r"carro|enfiar o carro|me jogar|acelerar|bater|drive|driving|crash|crashing|swerve|swerving")
_A_PILLAR = (r"(?:dans|contre) (?:un|le|une|la|l) (?:\w+ )?(?:pilier|mur|arbre|pont|poteau|platane|pile)|(?:contra|en) "
             r"(?:un|el|una|la) (?:\w+ )?(?:pilar|muro|arbol|poste|puente|pared)|contro (?:un|il|una|la|quel|l) "
             r"(?:\w+ )?(?:pilone|albero|muro|ponte|palo|pilastro|guardrail)|(?:num|numa|em um|em uma|contra (?:um|uma|"
             r"o|a)|no|na) (?:\w+ )?(?:pilar|poste|arvore|muro|parede|viaduto|pilastra)|into (?:a|the) (?:\w+ )?"
             r"(?:pillar|wall|tree(?! farm\b| lot\b)|bridge|overpass|pole|median|column)")
_A_PILLAR_DE = (r"(?:gegen|in) (?:einen|eine|die|den|nen|ne|nen) (?:\w+ )?(?:pfeiler|baum|mauer|brueckenpfeiler|wand|"
                r"laterne|bruecke) (?:\w+ ){0,2}(?:fahren|rasen|knallen|brettern|setzen|zu fahren|zu rasen)")
_A_HIGH_PLACE = (r"parking garage|parking deck|garage|bridge|tower|clock tower|roof|rooftop|building|dorm|overpass|"
                 r"puente|torre|azotea|tejado|edificio|pont|tour|toit|immeuble|viaduc|bruecke|turm|dach|parkhaus|"
                 r"gebaeude|hochhaus|viadukt|ponte|tetto|palazzo|viadotto|predio|telhado|viaduto|campanile|"
                 r"campanario|clocher|glockenturm")
_A_TREE = (r"oak|tree|pillar|wall|bridge pillar|overpass|arbol|roble|pilar|muro|arbre|chene|pilier|mur|baum|eiche|"
           r"pfeiler|mauer|albero|quercia|pilone|arvore|carvalho|pilastra")
_LET_GO_OF_THE_WHEEL = (r"(?:not|never) turn the wheel|let go of the wheel|(?:no|sin) girar el volante|soltar el volante|"
                        r"lacher le volant|pas tourner le volant|(?:das )?lenkrad (?:nicht (?:drehen|einschlagen)|"
                        r"loslassen)|non girare il volante|mollare il volante|nao virar o volante|soltar o volante")

# a near miss told, an accident, the weather
# a near miss told (next to its verb: "almost every day I think about it" is how ideation is told, a review), the road
# iced, a dream
_A_NEAR_MISS = (r"(?:almost|nearly) (?:crash\w*|hit|drove|went)|casi (?:me )?(?:estrell\w*|choc\w*|choque)|por poco "
                r"(?:me )?(?:estrell\w*|choc\w*)|(?:failli|presque) (?:foncer|percuter|rentrer|taper)|(?:fast|beinahe) "
                r"(?:gegen|in) |per poco (?:non )?(?:mi )?(?:schiant\w*|sbatt\w*)|quase (?:bati|bateu|batemos)|por pouco "
                r"(?:nao )?bat\w*|black ice|skid\w*|derrap\w*|"
                r"ins rutschen|slittat\w*|brakes? (?:failed|gave)|frenos? (?:fallaron|fallo)|freins? (?:ont lache|a lache)|"
                r"bremsen? (?:versagt|ausgefallen)|freni (?:hanno ceduto|rotti)|freios? (?:falharam|falhou)|(?:i|we) (?:dreamt|dreamed|"
                r"had a dream)|"
                r"(?:un|mi|en mi|mon|dans mon|im|nel mio|no meu) (?:sueno|reve|traum|sogno|sonho) (?:que|j|ich|ho|eu|i)")
_A_VEHICLE = (r"car|truck|motorcycle|bike|coche|carro|auto|moto|voiture|char|bagnole|caisse|wagen|motorrad|macchina|"
              r"camion|caminhao|volante|steering wheel|lenkrad|volant|pedal|accelerat\w*|gas|gaspedal|acelerador|"
              r"accelerateur|acceleratore|highway|autopista|autoroute|autobahn|autostrada|rodovia|estrada|carretera|"
              r"route|la \d+|estrellarme|estamparme|empotrarme|pilier|pilar|pilone|pilastro|pilastra|poteau|poste|palo|arbre|arbol|albero|arvore|baum|pfeiler|brueckenpfeiler|platane|laterne|guardrail|viaduc|viaducto|viadotto|viaduto")

# --- soon not here any more; nothing needed after a day; a will written for a day ---------------------------------
_SOON_GONE = (r"(?:bin|werde) (?:ich )?(?:wohl |eh |dann |vielleicht )?bald nicht mehr (?:da|hier)|i (?:will not|"
              r"am not going to) be (?:here|around) (?:much longer|any "
              r"longer|longer|for (?:much )?long(?:er)?)\b(?! story\b)|pronto (?:ya )?no (?:voy a estar|estare)(?: aqui)?|(?:ya )?no (?:voy a estar|estare) "
              r"(?:aqui )?(?:mucho tiempo|por mucho)|bientot je (?:ne )?serai plus la|je (?:ne )?serai (?:bientot )?plus "
              r"la (?:bientot|pour longtemps)|presto non ci saro piu|non ci saro (?:ancora )?per molto|logo (?:eu )?nao "
              r"(?:vou estar|estarei) (?:mais )?aqui|nao vou estar aqui por muito tempo")
# a reason to be gone: a move, a trip, a stay abroad or in hospital, leave
# (not graduating, a clinic or "ich ziehe mich zurück": failing to graduate and withdrawing are a crisis's words; a
# review) — and not a class to go to or a battery dying
_AWAY_FOR_A_REASON = (rf"{LEAVING}|urlaub|ferien|vacaciones|vacances|vacanze|ferias|vacation|holiday|erasmus|"
                      r"ausland\w*|extranjero|etranger|estero|exterior|abroad|praktikum|internship|practicas|"
                      r"tirocinio|estagio|umzug|umziehen|me mudo|mudanza|demenage\w*|trasloc\w*|mudanca|elternzeit|"
                      r"mutterschutz|(?:for|para|pour|fuer|per) (?:my|mi|ma|meine|la mia|minha) (?:surgery|operation|"
                      r"operacion|cirugia|op|operazione|cirurgia)|new job|nuevo trabajo|nouveau (?:job|travail)|neuen "
                      r"job|nuovo lavoro|novo emprego|transfer (?:to|application|credits)|(?:studienort|uni)wechsel|"
                      r"trasferimento ad|"
                      r"new contract|nuevo contrato|nouveau contrat|neuen vertrag|nuovo contratto|novo contrato|visa|visum|tengo clase|me voy a clase|ho lezione|"
                      r"tenho aula|j ai cours|zur vorlesung|muss (?:gleich )?los|library closes|bus leaves|zug faehrt|my shift|"
                      r"sabbatical|sabatico|sabbatique|forschungssemester|anno sabbatico|licenca")
_NOTHING_NEEDED = (r"(?:will not|not going to) need (?:anything|any of (?:it|this|them))|(?:no|ya no) (?:voy a necesitar|"
                   r"necesitare) nada|no me va a hacer falta nada|(?:je )?(?:n )?aurai (?:plus )?besoin de rien|"
                   r"brauch\w* (?:ich )?(?:eh |dann |sowieso )?nichts mehr|non mi servira piu (?:niente|nulla)|non mi "
                   r"serve piu (?:niente|nulla)|(?:nem|nao) vou precisar (?:de )?mais(?: nada)?")
_AFTER_A_DAY = (r"after|by|past|despues|apres|nach|dopo|depois|desde|a partir")
_WITHDRAWING = (r"withdraw\w*|drop(?:ping)? out|cancel (?:my )?enrol\w*|unenrol\w*|rinunciare agli studi|ritirar\w*|"
                r"rinuncia agli studi|trancar|tranco|cancelar (?:la|mi) matricula|darme de baja|dar de baja|baja "
                r"definitiva|abandonar (?:la carrera|los estudios)|exmatrikul\w*|me desinscrire|abandonner (?:mes|la)|"
                r"desinscription|annuler mon inscription|desistir do curso|cancelar (?:a )?matricula")
_WILL_WRITTEN = (r"(?:wrote|made|drafted|finished|did|signed) (?:my|a) (?:last )?will|(?:hice|escribi|redacte|termine|"
                 r"firme) (?:mi|un) testamento|(?:j ai (?:fait|ecrit|redige|signe)) (?:mon|un) testament|(?:hab|habe) "
                 r"(?:mein|ein) testament (?:\w+ )?(?:gemacht|geschrieben|aufgesetzt|unterschrieben)|ho (?:fatto|scritto|"
                 r"firmato) (?:il mio|un) testamento|(?:fiz|escrevi|assinei) (?:meu|um) testamento")
_PLANNED = (r"planned|all set|sorted|ready|organized|organised|planeado|organizado|listo|preparado|prevu|organise|pret|"
            r"regle|geplant|organisiert|bereit|erledigt|pianificato|organizzato|pronto|sistemato|planejado|resolvido|"
            r"arranjado")
# a will as coursework, or someone else's
# (coursework named as such, a grandparent's, a trip: not "of course", nor "pais")
_A_WILL_TO_STUDY = (r"for (?:my |the |a )?(?:class|course)|(?:estate planning|law) class|assignment|homework|tarea de|"
                    r"devoir de|hausaufgabe|compito di|clase de derecho|cours de droit|erbrecht|trabalho de|"
                    r"(?:grandm\w*|grandp\w*|grandparents?|abuel\w*|grand mere|grand pere|oma|opa|nonn[oa]|avo)(?: s)? "
                    r"(?:will|testamento|testament)|trip|travel|surgery|skydiving|viaje|voyage|reise|viaggio|viagem|"
                    r"operation|cirugia")

# --- a friend beaten by a partner or a parent ----------------------------------------------------------------------
_BY_A_PARTNER = (r"(?:by|por|par|von|dal|dalla|da|pelo|pela) (?:her|his|their|su|son|sa|ihrem|ihrer|seinem|seiner|suo|"
                 r"sua|seu|o|a|el|la|le)? ?(?:boyfriend|girlfriend|partner|ex|husband|wife|dad|father|stepdad|mom|mother|"
                 r"novio|novia|pareja|ex|marido|esposo|padre|padrastro|madre|copain|copine|mec|petit ami|compagnon|mari|"
                 r"pere|beau pere|mere|freund|freundin|partnerin|mann|vater|stiefvater|mutter|ragazzo|ragazza|"
                 r"fidanzat[oa]|marito|padre|patrigno|madre|compagno|namorad[oa]|companheiro|pai|padrasto|mae)\b")
_BEATEN = (r"(?:is being|keeps getting|gets|got|is getting|has been) (?:hit(?! on\b)|beaten|beat up|abused|choked|strangled|"
           r"raped|slapped|punched|kicked(?! out\b))|(?:esta siendo|sigue siendo|es|fue) (?:golpead[oa]|maltratad[oa]|agredid[oa]|"
           r"abusad[oa]|violentad[oa]|pegad[oa])|(?:se fait|s est fait|se faisait) (?:encore )?(?:frapper|battre|"
           r"tabasser|agresser|violer|cogner|etrangler)|(?:wird|wurde) (?:\w+ ){0,4}?(?:geschlagen|verpruegelt|"
           r"misshandelt|vergewaltigt|gewuergt)|(?:viene|e stat[oa]|sta venendo) (?:picchiat[oa]|maltrattat[oa]|"
           r"aggredit[oa]|violentat[oa]|strangolat[oa])|(?:esta|ta|tá) (?:sendo|a ser) (?:agredid[oa]|espancad[oa]|"
           r"violentad[oa]|abusad[oa]|batid[oa]|estuprad[oa]|enforcad[oa])")
# a case, an exam question, a story, a film
_A_CASE = (r"(?<!\bnot a )(?<!\bno es un )(?<!\bpas un )(?<!\bkeine )(?<!\bnon e un )(?<!\bnao e um )(?:case study|caso practico|caso pratico|cas pratique|fallbeispiel|estudo de caso|caso clinico|hypothetical|"
           r"vignette|exam question|"
           r"pregunta del examen|question d examen|klausurfrage|domanda d esame|questao da prova|novel|(?:na|da) novela|"
           r"romanzo|tv series|tv show|la serie|in der serie|nella serie|na serie|dans la serie|telenovela|"
           r"character|personaje|personnage|personaggio|personagem)")

_A_GAME = (r"tennis|tenis|padel|ping pong|tischtennis|badminton|chess|ajedrez|echecs|schach\w*|scacchi|xadrez|"
           r"im spiel|beim spiel|in the game|board game|juego de mesa|jeu de societe|"
           r"brettspiel|gioco da tavolo|jogo de tabuleiro|mario kart|fifa")

SELF_HARM = [
    rf"\b{unless(NOT_REAL, JOKE, _AWAY_FOR_A_REASON, _A_NEW_COURSE, _DONE_ANYWAY)}(?:{_NO_LONGER_NEEDED})\b.{{0,120}}\b"
    rf"(?:{_THANKS_AND_SORRY})\b",
    rf"\b{unless(NOT_REAL, JOKE, _AWAY_FOR_A_REASON, _A_NEW_COURSE, _DONE_ANYWAY)}(?:{_THANKS_AND_SORRY})\b.{{0,120}}\b"
    rf"(?:{_NO_LONGER_NEEDED})\b",
    # "solo quería despedirme de alguien antes de hacerlo"
    rf"\b{unless(NOT_REAL, JOKE, _AWAY_FOR_A_REASON, _A_NEW_COURSE)}(?:{_SAY_GOODBYE})\b.{{0,60}}\b(?:{_BEFORE_DOING_IT})\b",
    # "Danke für alles, Bot ... Sag meiner Mitbewohnerin, dass es mir leid tut", "valeu por tudo ... fala pra galera
    # da turma q eu gostava deles"
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_AWAY_FOR_A_REASON}|{_A_CARD_OR_EXCUSE}', THANKS_FOR_ALL)}(?:{_TELL}) (?:\w+ ){{0,5}}"
    rf"(?:{_SORRY_OR_LOVED})\b",
    # "ma coloc m'a envoyé 'pardon pour tout, prends soin de mon chat' et elle répond plus"
    # (not a retirement or a move told, nor unanswered e-mail)
    # (the match starts at the farewell: its "me" would make the writer the one at risk, person_at_risk.py)
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_RETIRED_OR_MAIL}', _SENT_ME)}(?:{_A_FAREWELL})\b.{{0,120}}\b(?:{_NO_ANSWER})\b",
    # "hab heute 40 von meinen schlaftabletten gezählt. reicht das eigentlich?"
    rf"\b{unless(NOT_REAL, _A_BUILDING_QUESTION)}(?:{_COUNTED})\b(?: \w+){{0,5}} (?:{_PILLS})\b.{{0,80}}\b"
    rf"(?:{_ENOUGH})\b",
    rf"\b{unless(NOT_REAL, _A_BUILDING_QUESTION)}(?:{_PILLS})\b(?: \w+){{0,2}} (?:gezaehlt|gesammelt|gehortet|"
    rf"zusammengespart|zur seite gelegt)\b.{{0,80}}\b(?:{_ENOUGH})\b",
    # "looked up how tall the parking garage is. 7 floors. thats probably enough right"
    rf"\b{unless(NOT_REAL, _A_BUILDING_QUESTION)}(?:{_HOW_HIGH})\b.{{0,80}}\b(?:{_A_HEIGHT})\b.{{0,40}}\b"
    rf"(?:{_ENOUGH})\b",
    rf"\b{unless(NOT_REAL, _A_BUILDING_QUESTION)}(?:{_A_HIGH_PLACE})\b.{{0,60}}\b(?:{_A_HEIGHT})\b.{{0,40}}\b"
    rf"(?:{_ENOUGH})\b",
    # "theres this huge oak on route 9, id just have to not turn the wheel"
    rf"\b{unless(NOT_REAL, JOKE, _A_NEAR_MISS)}(?:{_A_TREE})\b.{{0,80}}\b(?:{_LET_GO_OF_THE_WHEEL})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_NEAR_MISS)}(?:{_LET_GO_OF_THE_WHEEL})\b.{{0,80}}\b(?:{_A_TREE})\b",
    # "j'ai pensé à prendre le char pis foncer dans un pilier"
    # (a car named: "je vais foncer droit dans le mur avec ce semestre" is the idiom of failing, a review)
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_A_NEAR_MISS}', _A_VEHICLE)}(?:{_INTENT})\b(?: \w+){{0,6}} (?:{_CRASH})\b"
    rf"(?: \w+){{0,4}} (?:{_A_PILLAR})\b",
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_A_NEAR_MISS}', _A_VEHICLE)}(?:{_INTENT})\b(?: \w+){{0,6}} (?:{_A_PILLAR_DE})\b",
]

# how many pills it takes never to wake: "cuántas pastillas necesito para no despertar" (a second review)
_NOT_TO_WAKE = (r"(?:to|so i) (?:not|never) wake up|para no despertar(?:me)?|pra nao acordar|para nao acordar|pour ne (?:plus|"
                r"jamais|pas) me reveiller|um nicht (?:mehr )?aufzuwachen|damit ich nicht mehr aufwache|per non svegliarmi "
                r"piu|per non svegliarmi|pour que personne (?:ne )?puisse rien faire|damit keiner mehr was machen kann")
_HOW_MANY = (r"how many|cuantas|cuantos|combien de|wie viele|quante|quanti|quantos|quantas")

SELF_HARM += [
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_HOW_MANY}) (?:\w+ )?(?:{_PILLS})\b.{{0,60}}\b(?:{_NOT_TO_WAKE})\b",
    # "geht das auch posthum? ... ich glaub ich bin bald nicht mehr da"
    rf"\b{unless(NOT_REAL, JOKE, _AWAY_FOR_A_REASON)}(?:{_SOON_GONE})\b",
    # "come si fa a rinunciare agli studi? tanto dopo venerdì non mi servirà più niente"
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_AWAY_FOR_A_REASON}', _WITHDRAWING)}(?:{_AFTER_A_DAY}) (?:\w+ ){{0,3}}"
    rf"(?:{A_DAY}) (?:\w+ ){{0,2}}(?:{_NOTHING_NEEDED})\b",
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_AWAY_FOR_A_REASON}', _WITHDRAWING)}(?:{_NOTHING_NEEDED})\b(?: \w+){{0,3}} "
    rf"(?:{_AFTER_A_DAY}) (?:\w+ ){{0,3}}(?:{A_DAY})\b",
    # "wrote my will today ... seriously though i've got it all planned for friday"
    rf"\b{unless(NOT_REAL, _A_WILL_TO_STUDY)}(?:{_WILL_WRITTEN})\b.{{0,120}}\b(?:{_PLANNED})\b(?: \w+){{0,3}} "
    rf"(?:{A_DAY})\b",
    rf"\b{unless(NOT_REAL, _A_WILL_TO_STUDY)}(?:{_WILL_WRITTEN})\b.{{0,120}}\b(?:{A_DAY})\b(?: \w+){{0,2}} (?:geplant|organisiert|erledigt|vorbereitet|geregelt)\b",
]

# joining someone who died: "my mom died in march and i miss her so much i want to be with her again", "desde que murió mi
# abuela solo quiero reunirme con ella" (session 34); not being with the living at a funeral ("my grandpa died, i want
# to be with my family"): only him or her, again, up there or wherever they are, or "join"
_A_DEATH = (r"died|passed away|passed|lost my (?:mom|mum|dad|mother|father|brother|sister|best friend|boyfriend|girlfriend|"
            r"grandma|grandpa)|funeral|murio|fallecio|perdi a mi|decede\w*|est mort\w*|est partie?|j ai perdu (?:ma|mon)|"
            r"gestorben|verstorben|ist tot|verloren|morto|morta|e mancat[oa]|ho perso|morreu|faleceu|perdi (?:minha|meu)")
_TO_JOIN_THEM = (r"(?:want to|wanna|need to|going to|just want to|wish i could|all i want is to|all i want is) (?:be with "
                 r"(?:her|him|them) (?:again|up there|in heaven|wherever (?:she|he|they) (?:is|are)|forever|on the other "
                 r"side|soon)|join (?:her|him|them)(?= *$| (?:again|up there|in heaven|there|soon|now|already|so bad|so much|"
                 r"wherever|forever|tonight|too|and i|but|i)\b))|"
                 r"(?:quiero|quisiera|solo quiero) (?:estar con (?:ella|el) (?:otra vez|de nuevo|alla arriba|en el cielo|donde "
                 r"este)|reunirme con (?:ella|el)|irme con (?:ella|el))|(?:je veux|j ai envie de|je voudrais) (?:la|le|les) "
                 r"rejoindre|(?:ich will|ich moechte|ich wuerde gern|will ich|moechte ich) (?:\w+ ){0,3}(?:zu (?:ihr|ihm)|bei (?:ihr|ihm) "
                 r"sein)\b(?! (?:zur|zum|in die|ins|nach|fahren|ziehen|gehen|fliegen|reisen)\b)|"
                 r"(?:voglio|vorrei) (?:raggiungerla|raggiungerlo|stare con (?:lei|lui) (?:di nuovo|lassu|in cielo))|"
                 r"(?:quero|queria) (?:ir (?:ficar )?com (?:ela|ele)|encontrar (?:ela|ele) de novo|estar com (?:ela|ele) "
                 r"(?:de novo|la em cima|no ceu))")
SELF_HARM += [
    rf"\b(?:{_A_DEATH})\b.{{0,160}}\b(?:{_TO_JOIN_THEM})",
    # "this is goodbye" with an apology to pass on: "thanks for helping me w my schedule all year. this is goodbye, pls tell
    # prof alvarez im sorry about the thesis chapter" (session 34, set 43, read); not a TA's or a term's goodbye
    # ("this semester" is when the thanks are for, not a reason to leave: "thanks for everything this semester. this is
    # goodbye", set 47, read)
    r"\b(?!.*\b(?:(?<!\bthis )(?<!\bthe )semester|term|year abroad|graduat\w*|new job|internship|moving|next year|"
    r"transfer\w*|exchange|abroad|erasmus|see you|summer|goodbye to (?:my|the|this|that|our) \w+)\b)(?:this is goodbye|this is my "
    r"goodbye|esto es un adios|esta es mi despedida|c est un adieu|das ist ein abschied|questo e un addio|isso e um adeus)\b"
    r".{0,80}\b(?:tell \w+(?: \w+)? (?:i am|that i am|im) sorry|dile(?:s)? (?:a \w+ )?que lo siento|dis(?: lui)? (?:a \w+ )?que je "
    r"suis desolee?|sag \w+(?: \w+)? dass es mir leid tut|digli che mi dispiace|diz(?: a)? \w+ que (?:eu )?sinto muito|"
    # ... or with nothing needed any more ("this is goodbye tho, i won't be needing the spring schedule": set 46, read)
    r"(?:will not|not going to) (?:be needing|need)|no longer need|(?:ya )?no (?:voy a necesitar|necesitare)|n en aurai plus "
    r"besoin|(?:brauche|brauch) ich (?:\w+ )?nicht mehr|non mi servira piu|nao vou (?:mais )?precisar)\b",
]

ASSAULT_ABUSE = [
    # "A minha amiga está a ser agredida pelo namorado", "my friend keeps getting hit by her boyfriend"
    rf"\b{unless(NOT_REAL, _A_CASE, _A_GAME)}(?:{_BEATEN})\b(?: \w+){{0,3}} (?:{_BY_A_PARTNER})",
    # German puts the agent first: "meine freundin wird von ihrem freund geschlagen"
    rf"\b{unless(NOT_REAL, _A_CASE, _A_GAME)}(?:wird|wurde|werden) (?:\w+ ){{0,2}}von (?:ihrem|ihrer|seinem|seiner|dem|der) "
    r"(?:freund|freundin|partner|partnerin|ex|mann|frau|vater|stiefvater|mutter)(?: \w+){0,3} (?:geschlagen|verpruegelt|"
    r"misshandelt|vergewaltigt|gewuergt|bedroht)\b",
]
