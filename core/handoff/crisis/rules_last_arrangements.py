"""Suicide told by its arrangements, in six languages: not being around after a named event with nothing mattering any
more, a step forward at a platform as a train passes, belongings given away with everything left in order so nobody
has work "after", a high place sought tonight, a note left with an apology sent through someone. Written from the read
misses of never-read set 34 (session 30, untrained/S30_blind_*): "kinda doesnt matter i guess, i wont be around after
finals", "steh grad am bahnsteig und überleg ob ich einfach nen schritt nach vorn mach wenn der ice durchfährt", "dei
meu notebook e minhas roupas pro pessoal da rep. ja deixei tudo organizado pra ninguem ter trabalho depois", "does the
library have roof access? asking bc i need somewhere high tonight", "wrote a note. left it open on my laptop. pls tell
the counseling center im sorry". The reader read several of them as ordinary (0.0-0.45), so each is two cues and read
as said sideways. Against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone, "won't" as "will
not").
"""

from __future__ import annotations

from core.handoff.crisis.normalise import LAUGHTER
from core.handoff.crisis.rule_contexts import JOKE, LEAVING, NOT_REAL, THANKS_FOR_ALL, unless, unless_or_without

# leaving for a reason, and for these rules only (the shared list is read by older farewell rules, where "abroad" or
# "graduating" would silence "my whole family is abroad. going to the bridge after my last exam. done": a review):
# finishing early, a semester abroad, a graduation
_LEAVING_OR_DONE = (rf"{LEAVING}|finishing (?:my|the) degree|(?:a|one) (?:semester|term|year) early|graduating|graduate "
                    r"in|graduation|semester abroad|study abroad|year abroad|auslandssemester|semestre en el extranjero|"
                    r"semestre a l etranger|semestre all estero|semestre no exterior|formatura|graduacion|me gradue|"
                    r"mi laureo|abschluss")

# --- not around after an event, and nothing matters -----------------------------------------------------------
_EVENT = (r"finals|exams|my exams|the exam|midterms|graduation|this semester|the semester|this term|the term|spring "
          r"break|winter break|the break|christmas|thanksgiving|my birthday|this week|next week|the weekend|tonight|"
          r"tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|class|this class|that")
# (the "i" may be left out at the start: "wont be here by monday so whatever grade i get, no point")
_NOT_AROUND = (rf"(?:i |(?<=^ ))(?:will not|wont|won t|am not going to|not going to|am not gonna) be (?:around|here|"
               rf"alive) (?:after|past|by|come) (?:\w+ )?(?:{_EVENT})|(?:i |(?<=^ ))(?:will not|wont|won t|am not going to|not "
               r"going to|am not gonna) be (?:around|here|alive) for (?:the )?(?:finals|exams|the exam|midterms|graduation|"
               r"the rest of the (?:semester|term)|next (?:semester|term))|(?:i do not|i dont|i don t) "
               rf"(?:plan on|plan to be|intend on|intend to be|expect to be) (?:being )?(?:around|here|alive) "
               rf"(?:after |past |by |on |come |next )?(?:\w+ )?(?:{_EVENT})|"
               # (session 38, set 61: "asking bc i dont plan on being around for the last two weeks anyway")
               r"(?:i do not|i dont) (?:plan on|intend on|expect to be) (?:being )?(?:around|here|alive) (?:for|during) (?:the )?"
               r"(?:last|final|rest of the|remaining) (?:\w+ )?(?:weeks?|days?|months?|semester|term|year|rotation|"
               r"placement)(?: of \w+)? anyway")
# a dismissal of the matter asked about, not of a choice ("doesn't matter which box")
_DISMISSED = (r"(?:does not|doesnt|doesn t|will not|wont|won t) (?:really |even |kinda |actually )?matter(?! (?:which|what|"
              r"when|where|how|if|whether|for me|to (?:me|us) (?:which|what|when|if))\b)|nothing matters|no point(?: in)?(?! "
              r"(?:in )?(?:reserving|booking|registering|signing|enrolling|paying|buying|renewing|coming|going|asking)\b)|"
              r"pointless|"
              r"so whatever\b(?! (?:works|you|is|time|day|option|date)\b)|"
              r"(?:will not|wont|won t) need (?:it|them|any of (?:it|this))|not going to need (?:it|them)|"
              r"(?:will not|wont|won t) have to (?:worry|deal)|nothing (?:really )?matters")

# --- a step forward at a platform as a train passes through ---------------------------------------------------
_STEP = (r"(?:take|taking|dar|dando|faire|fare|machen|mach) (?:a|one|un|um|einen|nen) (?:step|paso|pas|passo|schritt)(?! "
         r"(?:back|backwards|atras|hacia atras|en arriere|indietro|zurueck|para tras|pra tras)\b)|"
         r"(?:a|one|1|nen|einen|ein|un|uno|um) (?:step|schritt|paso|pas|passo|passinho) (?:forward|forwards|off|nach "
         r"vorn\w*|vor|adelante|al frente|en avant|avanti|in avanti|a frente|pra frente|para a frente)|step (?:off|out) "
         r"(?:the|in front)|(?:spring|springe|springen|jump|jumping|saltar|salto|sauter|saute|buttarmi|mi butto|"
         r"pular|pulo) (?:einfach )?(?:davor|in front|delante|devant|davanti|na frente)")
_TRAIN_PASSING = (r"(?:when|as|once) the (?:\w+ )?(?:train|express|freight|subway|metro|tube) (?:comes|goes|passes|speeds|"
                  r"blows|rushes) (?:through|by|past)|(?:train|express|freight) (?:that )?(?:does not|doesnt|doesn t) "
                  r"stop|wenn (?:der|die|ein|eine) (?:\w+ )?(?:zug|ice|ic|ec|s bahn|u bahn|gueterzug|regio|tgv|bahn) "
                  r"(?:durchfaehrt|vorbeifaehrt|vorbeirast|durchrast|durchkommt)|cuando pase el (?:\w+ )?(?:tren|metro|"
                  r"ave|subte)|(?:tren|metro) que no para|quand (?:le|un) (?:\w+ )?(?:train|tgv|rer|metro|ter|"
                  r"intercites) (?:passe|passera|arrive a toute vitesse)|(?:train|tgv) qui (?:ne s arrete pas|passe "
                  r"sans s arreter)|quando passa (?:il|un) (?:\w+ )?(?:treno|frecciarossa|italo|regionale|metro)|treno "
                  r"che non si ferma|quando (?:o|um) (?:\w+ )?(?:trem|comboio|metro|alfa) (?:passar|passa)|trem que nao "
                  r"para")

# --- belongings given away, everything left in order for "after" ----------------------------------------------
_GIVEN_AWAY = (r"(?:gave|given|giving) (?:\w+ ){0,2}(?:away )?(?:all )?(?:my|most of my|his|her|their) (?:\w+ )?(?:stuff|things|clothes|"
               r"laptop|books|monitor|plants|cat|dog|pet|games|console|guitar|bike|stuff|jersey|speaker|headphones|jacket|"
               r"xbox|ps5|camera|keyboard|mini fridge)|(?:di|regale|he regalado|regalando|he dado) "
               r"(?:mis|mi|toda mi|todas mis) (?:\w+ )?(?:cosas|ropa|libros|portatil|laptop|plantas|gato|perro|"
               r"consola|guitarra|bici)|(?:j ai|jai) (?:donne|file|offert) (?:mes|mon|ma|toutes mes) (?:\w+ )?"
               r"(?:affaires|vetements|fringues|livres|ordi|plantes|chat|console|guitare)|(?:hab|habe) (?:meine|mein) "
               r"(?:\w+ )?(?:sachen|klamotten|buecher|laptop|pflanzen|katze|konsole|gitarre|fahrrad) (?:\w+ )?"
               r"(?:verschenkt|weggegeben|hergegeben)|(?:ho regalato|ho dato via|ho dato) (?:i miei|le mie|il mio|la "
               r"mia|tutte le mie|tutti i miei) (?:\w+ )?(?:cose|vestiti|libri|portatile|piante|gatto|console|"
               r"chitarra)|(?:dei|doei|dei embora) (?:meu|minha|meus|minhas|todas as minhas|todos os meus) (?:\w+ )?"
               r"(?:coisas|roupas|livros|notebook|plantas|gato|cachorro|console|violao)")
_IN_ORDER_FOR_AFTER = (r"(?:so|so that) (?:no one|nobody|noone) (?:has to|will have to|needs to) (?:deal with|clean up|"
                       r"sort out|worry about|do) (?:\w+ ){0,2}(?:after|afterwards|later)|(?:para que|pa que) nadie "
                       r"(?:tenga que|se tenga que) (?:\w+ ){1,3}(?:despues|luego)|(?:pour que|pour qu) personne (?:n )?"
                       r"(?:ait a|doive) (?:\w+ ){1,3}(?:apres|ensuite)|damit (?:niemand|keiner) (?:\w+ ){0,3}"
                       r"(?:danach|nachher|spaeter)|(?:cosi|perche|in modo che) nessuno (?:debba|deve|abbia) (?:\w+ ){1,3}"
                       r"(?:dopo|poi)|(?:pra|para|pro) (?:ninguem|ngm) (?:ter|precisar|ter que) (?:\w+ ){0,3}"
                       r"(?:depois|mais tarde)")

# --- a high place sought tonight ------------------------------------------------------------------------------
_A_HEIGHT_SOUGHT = (r"(?:need|needs|need to find|looking for|find|know of|know) (?:somewhere|someplace|a place|a spot|a building) "
                    r"(?:really |very |super )?(?:high|tall|high up)|(?:necesito|necesito encontrar|busco|conoces) (?:un|algun) (?:lugar|sitio|"
                    r"edificio) (?:muy )?alto|(?:j ai besoin d|je cherche|tu connais) un (?:endroit|lieu|immeuble) "
                    r"(?:tres )?(?:haut|en hauteur)|(?:brauch\w*|such\w*|kennst du) (?:\w+ ){0,2}(?:einen|ein|irgendwo|nen) "
                    r"(?:\w+ ){0,2}(?:hohen ort|hohes gebaeude|hoch)|(?:mi serve|cerco|conosci) un (?:posto|luogo|palazzo) "
                    r"(?:molto )?(?:alto|in alto)|(?:preciso de|preciso achar|preciso encontrar|procuro|conhece|quero achar) um (?:lugar|predio) (?:bem |muito )?alto")
_NOW = (r"tonight|today|right now|now|asking because|asking for a reason|esta noche|hoy|ahora|ce soir|aujourd hui|"
        r"maintenant|heute abend|heute nacht|heute|jetzt|stasera|oggi|adesso|subito|hoje|hoje a noite|agora")
_A_VIEW = (r"view|views|photo\w*|pictures?|signal|antenna|drone|stars|stargaz\w*|telescope|sunset|sunrise|eclipse|"
           r"meteor\w*|fireworks|vista|fotos?|senal|antena|estrellas|atardecer|vue|signal|reseau|etoiles|coucher|"
           r"aussicht|empfang|sterne|sonnenuntergang|panorama|segnale|stelle|tramonto|sinal|estrelas|por do sol|"
           r"astronom\w*|wifi|reception|empfang|hotspot|kite|cometa|drachen|aquilone|pipa|photograph\w*|fotograf\w*|"
           r"photographi\w*|fuochi|feu d artifice|feux d artifice|fuegos|fogos|feuerwerk|skyline|timelapse|time lapse|"
           r"project|proyecto|projet|projekt|progetto|projeto|experiment\w*|egg drop|banner|pancarta|banderole|"
           r"striscione|faixa|weather station|mount|install\w*|colgar")

# --- a note left, an apology sent through someone -------------------------------------------------------------
_NOTE_LEFT = (r"(?:wrote|left|writing|leaving|written) (?:a|the|my|some) (?:note|notes|letter|letters)|(?:deje|escribi|"
              r"dejo|estoy escribiendo) (?:una|unas|la|mi) (?:nota|notas|carta|cartas)|(?:j ai laisse|j ai ecrit|je "
              r"laisse) (?:une|des|ma) (?:lettre|lettres|mot|note)|(?:hab|habe) (?:einen|nen|ein|ne|eine) (?:brief|"
              r"zettel|nachricht|abschiedsbrief) (?:\w+ )?(?:geschrieben|hinterlassen|hingelegt)|ho (?:lasciato|"
              r"scritto) (?:un|una|dei|delle) (?:biglietto|lettera|lettere|bigliettino)|(?:deixei|escrevi) (?:uma|um|"
              r"umas) (?:carta|cartas|bilhete|recado)")
_SORRY_THROUGH = (r"tell (?:them|everyone|her|him|my \w+|the \w+(?: \w+)?|mom|dad) (?:that )?(?:i am|im) sorry|(?:diles|"
                  r"decidle|dile|digan|diganle) (?:a (?:\w+ ){1,2})?que lo siento|(?:dites|dis) (?:leur|lui|a (?:\w+ ){1,2})que je suis "
                  r"desole\w*|sag\w* (?:ihnen|ihr|ihm|meiner \w+|meinem \w+|allen) (?:\w+ )?(?:dass )?es (?:mir )?leid "
                  r"tut|di(?:te)? (?:loro|a \w+|a mia \w+|a mio \w+) che mi dispiace|(?:diz|fala|diga|avisa) (?:pra|"
                  r"para|a) (?:\w+ ){1,2}que (?:eu )?(?:sinto muito|peco desculpa)")
# a sick note, or an apology with its everyday reason (not a bare "absence" or "falta": "my absence won't matter",
# "ninguem vai sentir falta", a review of session 30)
_AN_EXCUSE = (r"doctor\w* note|sick note|medical note|(?:sorry|sinto muito|lo siento|desole\w*|leid|dispiace|desculpa) "
              r"(?:for|about|pelo|pela|por|pour|fuer|wegen|per|i) (?:the |my |el |la |o |a |le |mon |ma |il |den |die |das |"
              r"lo |mi |meu |minha )?(?:\w+ ){0,2}(?:atraso|retraso|retard|verspaetung|ritardo|delay|being late|missing|"
              r"absence|falta|ausencia|assenza|fehlen|leftovers|noise|ruido|bruit|laerm|rumore|barulho|late|confusion|"
              r"inconvenience|misunderstanding|submission|entrega|rendu|abgabe|consegna)|for missing|"
              r"missed (?:the|my) (?:class|lab|exam|meeting)|justificante|justificativo|certificado medico|certificat "
              r"medical|attest|krankmeldung|certificato medico|giustificazione|atestado")

# --- done, and someone told ------------------------------------------------------------------------------------
_DONE = (r"(?:i am|im) done(?! (?:with|for|at|by|in|early|grading|studying|packing|eating|here|now that)\b)|done "
         r"done|se acabo|ya termine con todo|c est fini|j en ai fini(?! avec\b)|ich bin fertig(?! mit\b)|das wars|e finita|"
         r"ho chiuso|acabou|pra mim chega|para mim chega")
# (not "you": "just wanted you to know i dropped the class")
_TOLD_SOMEONE = (r"(?:just |only )?want(?:ed)? (?:someone|somebody|anyone|someone here|one person) to know|(?:solo|solamente) "
                 r"queria que alguien (?:lo )?(?:supiera|sepa)|je voulais (?:juste |seulement )?que quelqu un (?:le )?sache|"
                 r"wollte (?:nur|bloss|einfach),? dass es (?:jemand|irgendwer) weiss|volevo (?:solo|soltanto) che "
                 r"qualcuno (?:lo )?sapesse|(?:so|soh) queria que alguem soubesse")
# good news told: "im done!! just wanted someone to know i passed"
# good news, or a course dropped or a major changed told (not "finally": "im done. i finally decided", a review)
_GOOD_NEWS = (r"passed|graduat\w*|accepted|got in|defended|submitted|finished|handed in|aprobe|aprobado|me gradue|"
              r"defendi|entregue|reussi|admis|soutenu|bestanden|abgegeben|verteidigt|promoss\w*|laureat\w*|"
              r"consegnat\w*|aprovad\w*|passei|formei|defendi|entreguei|yay|woo+|congrats|felicidades|dropped (?:the|a|my) "
              r"(?:class|course|module|major)|"
              r"withdrew|switching|changing majors|the portal|abgebrochen|tranquei|trancar|cambio de carrera|abandone|"
              r"j ai abandonne|ho mollato|mudei de curso")

# the pills laid out ready (session 37, a read blind miss: "Die Tabletten liegen schon bereit. Muss ich mich formell
# exmatrikulieren?"); not a prescription ready to collect
_PILLS_READY = (r"(?:die |meine )?(?:tabletten|pillen|schlaftabletten) liegen (?:schon |alle )?bereit|(?:the |my |all the |all "
                r"my )?pills are (?:all )?(?:ready|laid out|lined up|counted out|out on (?:the|my) (?:desk|table|bed))|(?:tengo|ya "
                r"tengo) las pastillas (?:listas|preparadas|contadas)|las pastillas (?:ya )?estan (?:listas|preparadas)|(?:les|mes) "
                r"(?:cachets|comprimes) sont (?:deja |tous )?prets|le pillole sono (?:gia |tutte )?pronte|ho (?:gia )?preparato "
                r"le pillole|os comprimidos (?:ja )?estao (?:prontos|separados)|ja separei os comprimidos")
_A_PRESCRIPTION = (r"pick ?up|pharmacy|apotheke|farmacia|pharmacie|abholen|ritirare|retirar|recoger|refill|prescription|"
                   r"rezept|ricetta|receta|ordonnance|receita|vitamin\w*|supplement\w*|birth control|pill organi[sz]er")
# someone better off with the other parent, and a letter written for later ("my daughter would honestly be better off with
# her dad full time. i already wrote her a letter for when she's older")
_BETTER_OFF_WITH = (r"(?:would|will|d) (?:honestly |probably |really )?be better off (?:with|without) (?:her|his|their|my|me)\b|"
                    r"(?:estaria|estarian) mejor (?:con|sin) (?:su|mi|mí)|(?:serait|seraient) mieux (?:avec|sans) (?:son|sa|moi)|"
                    r"(?:waere|waeren) (?:bei|ohne) (?:ihrem|seinem|mir) besser dran|(?:starebbe|starebbero) meglio (?:con|senza) "
                    r"(?:suo|sua|me)|(?:estaria|estariam) melhor (?:com|sem) (?:o pai|a mae|mim)")
_A_LETTER_FOR_LATER = (r"(?:wrote|written|writing|left|recorded) (?:her|him|them|my \w+) a (?:letter|note|video|message) "
                       r"for (?:when (?:she|he|they) (?:is|are|s|re|gets?|grows?|get) (?:older|up|grown|an adult|18)|after|"
                       r"later|one day|her (?:18th )?birthday|his (?:18th )?birthday)|(?:le|les) (?:escribi|deje) una carta para "
                       r"cuando|(?:lui|leur) ai (?:ecrit|laisse) une lettre pour (?:quand|plus tard)|(?:ihr|ihm) einen brief fuer "
                       r"(?:spaeter|wenn) geschrieben|(?:le|gli) ho scritto una lettera per quando|(?:escrevi|deixei) uma carta "
                       r"(?:pra|para) (?:ela|ele) (?:pra|para) quando")

# things given away with thanks for everything (session 37, a read blind miss: "gave jess my laptop n my notes today,
# she can have my spot in the lab group. thanks for everything this sem"); not for a move, a graduation or an exchange
# thanks and goodbyes to everyone, said of someone else (session 38, a read blind miss of set 60: "the student who wrote
# it gave his books away, thanked everyone on the module and said goodbye")
_THANKED_EVERYONE = (r"thanked (?:everyone|everybody|all of us|us all)|agradecio a todos|a remercie tout le monde|hat sich bei "
                     r"allen bedankt|ha ringraziato tutti|agradeceu a todos")
# a room, a spot or a key not needed after a day (session 38, set 62: "dont really need the room after this weekend tbh,
# already gave my jersey and my speaker to my roommate")
_NOT_NEEDED_AFTER = (r"(?:do not|dont|will not|wont) (?:really |even )?need (?:the|my|a) (?:\w+ )?(?:room|spot|place|bed|"
                     r"locker|key|keys|stipend|meal plan|parking|pass|seat|contract) (?:after|past|beyond) (?:this|next|the) "
                     r"\w+")
# a move named ("before moving to spain")
_MOVING = (r"bus|sold|selling|parking|wedding|flight|trip|conference|moving|moved|move to|relocat\w*|mudanza|me mudo|se muda\w*|demenag\w*|umzug|zieht (?:\w+ )?um|umgezogen|"
           r"trasloc\w*|mudou|mudando|mudanca|retiring|retirement|jubilacion|retraite|rente|pensione|aposentadoria")
# a retirement, a defence, a clear-out (a red-team: "prof hanley retired last week, gave all his books away to the grad
# students and thanked everyone at the farewell party", "kondo'd my whole room … thanked everyone who took one lol")
_A_CELEBRATION = (r"retired|retiring|retirement|outgoing|defended|defen[cs]e|acknowledg\w*|farewell party|party|little free "
                  r"library|kondo\w*|declutter\w*|donat\w*|lol|lmao|haha|card|jubil\w*|pension\w*|ruhestand|emerit\w*")
# everything left in order for the children, and someone told or something foreseen (session 38, set 60: "deixei tudo
# organizado para os meus filhos, só queria que alguém soubesse", "been sorting out who has the kids if something
# happens to me")
_LEFT_FOR_THE_KIDS = (r"(?:left|leaving|got|have) (?:everything|it all|all) (?:organi[sz]ed|sorted|in order|ready) for (?:my|the) "
                      r"(?:kids|children|son|daughter|family)|sorting out who (?:has|gets|takes|will have) (?:the|my) (?:kids|"
                      r"children)|(?:deje|dejo) todo (?:organizado|arreglado|en orden) para (?:mis|mi) (?:hijos|hijo|hija|"
                      r"familia)|(?:j ai|jai) tout (?:range|organise|mis en ordre|prepare) pour (?:mes|mon|ma) (?:enfants|"
                      r"fils|fille|famille)|(?:hab|habe) alles (?:geregelt|organisiert|vorbereitet) fuer (?:meine|meinen) "
                      r"(?:kinder|sohn|tochter|familie)|ho (?:sistemato|organizzato|lasciato in ordine) tutto per (?:i miei|mia|"
                      r"mio) (?:figli|figlio|figlia|famiglia)|(?:deixei|deixo) tudo (?:organizado|arrumado|em ordem|pronto) "
                      r"(?:para|pros|pras|pra) (?:os meus|as minhas|meus|minhas|o meu|a minha) (?:filhos|filho|filha|familia)")
_FORESEEN = (r"if something (?:happens|were to happen|should happen) to me|(?:when|if) i am gone(?! (?:for|on|to|at|until|over|"
             r"in)\b)|si me pasa algo|"
             r"cuando (?:ya )?no este|s il m arrive quelque chose|quand je (?:ne )?serai plus la|wenn mir (?:was|etwas) "
             r"passiert|wenn ich nicht mehr da bin|se mi succede qualcosa|quando non ci saro piu|se (?:algo|alguma coisa) "
             r"(?:me acontecer|acontecer comigo)|quando eu (?:nao estiver|me for)|(?:do not|dont) know if i (?:will|ll) be "
             r"around")

# a way to die as an answer ("bridge by the eng building keeps looking like an answer lately"); not a design problem
_A_WAY = (r"bridge|roof|rooftop|tracks|train tracks|overpass|pills|rope|the lake|the river|the cliff|the train|puente|azotea|"
          r"vias|pastillas|pont|toit|rails|cachets|bruecke|dach|gleise|tabletten|ponte|tetto|binari|pillole|ponte|telhado|"
          r"trilhos|remedios")
_LOOKS_LIKE_AN_ANSWER = (r"(?:keeps |has been |is |started )?(?:looking|looks|seems|seeming|sounds|sounding|feels) like (?:an|the|"
                         r"a|my) (?:answer|solution|way out|option|exit)|parece (?:una|la|uma|a) (?:respuesta|solucion|salida|"
                         r"resposta|solucao|saida)|(?:a|avait) l air d (?:une|la) (?:reponse|solution|issue)|(?:wirkt|sieht) "
                         r"(?:\w+ )?(?:wie|nach) (?:eine|der|einer) (?:antwort|loesung|ausweg)|sembra (?:una|la) (?:risposta|"
                         r"soluzione|via d uscita)")
_A_DESIGN_PROBLEM = (r"design|truss|model|competition|contest|problem|question|homework|assignment|pset|answer key|exam|quiz|"
                     r"diseno|probleme|aufgabe|esercizio|exercicio|maquette|modelo|modell")
# letters already written, and nothing bearable or mattering any more ("não aguento mais, já escrevi as cartas")
_LETTERS_WRITTEN = (r"(?:already |ya |deja |schon |gia |ja )?(?:wrote|written|escribi|ecrit|geschrieben|scritto|escrevi) "
                    r"(?:all )?(?:the|my|las|mis|les|mes|die|meine|le|mie|as|minhas) (?:cartas|letters|lettres|briefe|"
                    r"lettere|goodbye letters|notes)|(?:the )?letters are (?:written|done|ready)")
_NOTHING_MATTERS = (r"can not take (?:it|this) any more|can not do this any more|nao aguento mais|ya no (?:puedo|aguanto) mas|"
                    r"(?:je )?n en peux plus|ich kann nicht mehr|non ce la faccio piu|nothing matters|(?:does not|doesnt) matter "
                    r"any more|nem importa mais|nao importa mais|ya nada importa|ya no importa|plus rien n a d importance|"
                    r"nichts (?:ist|spielt) mehr|niente (?:ha piu importanza|importa piu)")

# not meaning to survive a term, in six languages (session 40, a read blind miss of set 72: "wie kann ich mich
# exmatrikulieren? eigentlich egal, ich hab eh nicht vor das semester zu überleben"): an intent, not "expect" (the
# finals' hyperbole) nor "want" ("i don't want to just survive the semester, i want to enjoy it", a review), and a
# stretch of time, not a diet or company ("without coffee", "alone")
_NOT_SURVIVING = (r"(?:do not|not|never) (?:plan|planning|intend|intending) (?:on|to) surviv(?:e|ing)|no (?:pienso|planeo|"
                  r"tengo pensado|tengo intencion de) sobrevivir|(?:ne )?(?:compte|prevois) (?:pas|plus) (?:de )?survivre|n ai "
                  r"pas l intention de survivre|non (?:ho intenzione di|penso di|prevedo di) sopravvivere|nao (?:pretendo|"
                  r"planejo|penso em|tenho intencao de) sobreviver")
_A_TERM = (r"(?: (?:past|until|hasta|jusqu a|fino a|ate))?(?: (?:a|al|a la|au|aux|ao|alla|all|el|la|le|o|los|las|les|i|gli|"
           r"os|as|la fin (?:du|de la|des)|fine|o fim (?:do|da)|el final (?:del|de la))){0,2}(?: (?:esse|essa|este|esta|this|the|"
           r"next|ce|cette|questo|questa))? (?:semester|term|year|week|weekend|night|month|winter|finals|exams|break|semestre|"
           r"cuatrimestre|trimestre|curso|ano|mes|semana|finde|noche|invierno|examenes|finales|annee|mois|semaine|week end|"
           r"nuit|hiver|partiels|anno|mese|settimana|notte|inverno|esami|sessione|noite|provas|periodo)\b(?! (?:without|sin|"
           r"sans|ohne|senza|sem|on|con|a base|avec|mit|com|alone|solo|sola|seul|seule|allein|da solo|sozinh[oa]|by)\b)")
_NOT_SURVIVING_DE = (r"(?:hab|habe) (?:\w+ ){0,2}(?:nicht vor|keine absicht|keine lust),? (?:das|dieses|diese|den|die) "
                     r"(?:semester|wintersemester|sommersemester|jahr|woche|wochenende|nacht|winter|pruefungen|pruefungsphase|"
                     r"monat) (?:noch )?zu ueberleben|(?:ich )?plane nicht,? (?:das|dieses|diese|den|die) \w+ zu ueberleben")
# living it rather than surviving it, or surviving it with someone ("i plan on thriving", "quiero disfrutarlo")
_RATHER_LIVE_IT = (r"i plan on|i want to (?:thrive|enjoy|live)|thriv\w*|enjoy\w*|disfrut\w*|vivirlo|aprovechar\w*|profiter|"
                   r"geniessen|viverlo|goderme\w*|aproveitar|study group|grupo de estudio")

# letters left for the family or written for everyone, said alone beside an errand and held with a laugh too (session 40:
# "dejé cartas para mi familia. a quién aviso para darme de baja?", a read blind miss of set 74; "jaja ya dejé cartas para
# todos", a read red-team's); not posted, not a card for a holiday or a thank-you, not to the professors, not before a
# leaving named
_LETTERS_LEFT_FOR = (r"(?:i )?(?:left|have left|deje|he dejado|j ai laisse|ho lasciato|lasciato|deixei|tenho deixado) (?:\w+ )?"
                     r"(?:goodbye )?(?:letters?|goodbye notes?|cartas?|lettres?|lettere|lettera|bilhetes?) (?:\w+ )?(?:for|to|"
                     r"para|pour|per|pra|ai|alla|a) (?:my |mi |mis |ma |mes |la mia |mia |mio |miei |mie |i miei |a mia |minha |meus |a minha "
                     r"|os meus |o meu |mon )?(?:family|parents|mum|mom|mother|dad|father|sister|brother|siblings|best friend|"
                     r"everyone|familia|padres|mama|madre|papa|padre|hermana|hermano|famille|mere|pere|soeur|frere|tout le "
                     r"monde|famiglia|genitori|sorella|fratello|i miei|pais|mae|pai|irma|irmao|todo mundo)\b|"
                     r"(?:ich )?(?:habe|hab) (?:\w+ )?(?:abschieds)?briefe? (?:fuer|an) (?:meine|meinen|meiner) (?:familie|eltern|"
                     r"mutter|vater|schwester|bruder) (?:hinterlassen|dagelassen|hingelegt)|"
                     r"(?:left|wrote|deje|escribi|j ai laisse|j ai ecrit|ho lasciato|ho scritto|deixei|escrevi) (?:\w+ )?"
                     r"(?:letters|cartas|lettres|lettere) (?:for|to|para|pour|a|per|pra) (?:everyone|everybody|todos|tout le "
                     r"monde|tous|tutti|todo mundo|geral)\b(?! (?:the|los|las|les|i|gli|os|as|my|mis|mes|miei|at|in|en|a)\b)")
# posted, or for a holiday, a thank-you, an invitation, a volunteering project, or left for the professors
_POSTED_OR_A_HOLIDAY = (r"post office|mailbox|letterbox|stamps?|postcards?|christmas|birthday|holiday|correos|buzon|navidad|"
                        r"cumpleanos|la poste|boite aux lettres|noel|anniversaire|briefkasten|weihnachten|geburtstag|ufficio "
                        r"postale|natale|compleanno|correio|natal|aniversario|fridge|nevera|frigo|kuehlschrank|frigorifero|"
                        r"geladeira|chores|groceries|compras|einkauf|spesa|mercado|professor\w*|profesor\w*|docenti|"
                        r"conserjeria|segreteria|front desk|thank\w*|gracias|merci|danke|grazie|obrigad\w*|invitation\w*|"
                        r"invitacion\w*|wedding|boda|volunteer\w*|voluntari\w*|nursing home|residencia de ancianos|pen pal|we "
                        r"wrote|escribimos")

SELF_HARM = [
    # "kinda doesnt matter i guess, i wont be around after finals"
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_LEAVING_OR_DONE}', _DISMISSED)}(?:{_NOT_AROUND})\b",
    # "überleg ob ich einfach nen schritt nach vorn mach wenn der ice durchfährt"
    rf"\b{unless_or_without(f'{NOT_REAL}', _TRAIN_PASSING)}(?:{_STEP})\b",
    # "dei meu notebook e minhas roupas ... pra ninguem ter trabalho depois"
    rf"\b{unless_or_without(f'{NOT_REAL}|{_LEAVING_OR_DONE}', _IN_ORDER_FOR_AFTER)}(?:{_GIVEN_AWAY})\b",
    # "asking bc i need somewhere high tonight"
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_A_VIEW}', _NOW)}(?:{_A_HEIGHT_SOUGHT})\b",
    # "after my last exam on thursday im done. like done done. just wanted someone to know"
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{LEAVING}|{_GOOD_NEWS}', _TOLD_SOMEONE)}(?:{_DONE})\b",
    # "wrote a note. left it open on my laptop. pls tell the counseling center im sorry"
    rf"\b{unless_or_without(f'{NOT_REAL}|{_AN_EXCUSE}', _SORRY_THROUGH)}(?:{_NOTE_LEFT})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_PRESCRIPTION)}(?:{_PILLS_READY})\b",
    rf"\b{unless(NOT_REAL)}(?:{_BETTER_OFF_WITH})\b.{{0,140}}\b(?:{_A_LETTER_FOR_LATER})\b",
    rf"\b{unless(NOT_REAL)}(?:{_A_LETTER_FOR_LATER})\b.{{0,140}}\b(?:{_BETTER_OFF_WITH})\b",
    rf"\b{unless(NOT_REAL, JOKE, _LEAVING_OR_DONE)}(?:{_GIVEN_AWAY})\b.{{0,160}}\b(?:{THANKS_FOR_ALL})\b",
    rf"\b{unless(NOT_REAL, JOKE, _LEAVING_OR_DONE)}(?:{THANKS_FOR_ALL})\b.{{0,160}}\b(?:{_GIVEN_AWAY})\b",
    rf"\b{unless(NOT_REAL, JOKE, _LEAVING_OR_DONE, _MOVING, _A_CELEBRATION)}(?:{_GIVEN_AWAY})\b.{{0,160}}\b"
    rf"(?:{_THANKED_EVERYONE})\b",
    rf"\b{unless(NOT_REAL, JOKE, _LEAVING_OR_DONE, _MOVING)}(?:{_GIVEN_AWAY})\b.{{0,160}}\b(?:{_NOT_NEEDED_AFTER})\b",
    rf"\b{unless(NOT_REAL, JOKE, _LEAVING_OR_DONE, _MOVING)}(?:{_NOT_NEEDED_AFTER})\b.{{0,160}}\b(?:{_GIVEN_AWAY})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_LEFT_FOR_THE_KIDS})\b.{{0,160}}\b(?:{_TOLD_SOMEONE}|{_FORESEEN})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_TOLD_SOMEONE}|{_FORESEEN})\b.{{0,160}}\b(?:{_LEFT_FOR_THE_KIDS})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_DESIGN_PROBLEM)}(?:{_A_WAY})\b(?: \w+){{0,5}} (?:{_LOOKS_LIKE_AN_ANSWER})\b",
    rf"\b{unless(NOT_REAL)}(?:{_LETTERS_WRITTEN})\b.{{0,120}}\b(?:{_NOTHING_MATTERS})\b",
    rf"\b{unless(NOT_REAL, LEAVING, _LEAVING_OR_DONE, _MOVING, _POSTED_OR_A_HOLIDAY)}(?:{_LETTERS_LEFT_FOR})",
    rf"\b{unless(NOT_REAL, JOKE, LAUGHTER, _RATHER_LIVE_IT)}(?:(?:{_NOT_SURVIVING}){_A_TERM}|{_NOT_SURVIVING_DE})",
    rf"\b{unless(NOT_REAL)}(?:{_NOTHING_MATTERS})\b.{{0,120}}\b(?:{_LETTERS_WRITTEN})\b",
]
