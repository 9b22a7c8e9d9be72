"""Crises told with a laugh or played down, in six languages (session 40, a read red-team of 100 such messages,
untrained/S40_joking_redteam_crisis.txt: "i've got a bottle of my mom's sleeping pills saved up for friday night 😂 dark
humor sorry", "nicht so wild, aber ich steh jede nacht aufm dach vom wohnheim und überlege zu springen lol"). At first
contact the detector missed 25 of them: most rules rule a match out where a laugh or "jk" appears anywhere (an
exam's "i'm gonna jump lol" is hyperbole), and the models read the laugh as the message's tone.

These forms hold with a laugh, because what they tell is no figure of speech: pills saved for a night, a height
visited night after night to think about jumping, a farewell sent through someone ("it was nice knowing her"), a
place called one's exit plan, things given away or passwords handed over "for after" or as not needed soon (letters
left for everyone, which hold with a laugh too, are rules_last_arrangements.py's); a building's exits mapped beside where someone parks or is alone, something brought to make the
ones who laugh stop, the times someone is alone written down; someone who knows the writer's schedule and waits
outside their classes, pictures of the writer's window sent, a parent or partner hitting the writer again, shut in
by someone who will not let the writer out. Each needs two cues or a form no everyday sense shares, and a code
review of the first version (a helper shown the diff) found 21 classes of everyday messages they matched — a farewell to
a TA, "the way out of the parking garage", something to make migraines stop, a landlord's photos of a cracked window,
pets minded over a break, letters for Christmas — each now ruled out. Read as said sideways; against the normalised text
(accents folded, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import LEAVING, NOT_REAL, unless

_A_NIGHT = (r"tonight|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|this weekend|esta noche|el viernes|"
            r"el sabado|el finde|ce soir|vendredi|samedi|ce week end|heute nacht|freitag|samstag|am wochenende|stasera|venerdi|"
            r"sabato|stanotte|hoje a noite|sexta|esta noite")
# medication kept for a trip, a surgery, cramps (a review)
_A_MEDICAL_REASON = (r"flight|trip|travel\w*|surgery|wisdom teeth|dentist|cramps|period|migraine\w*|in case|just in case|"
                     r"vuelo|viaje|cirugia|vol|voyage|operation|flug|reise|volo|viaggio|voo|viagem|cirurgia")
# an exam's or a GPA's hyperbole ("RIP my gpa, it was nice knowing you")
_AN_EXAM = (r"exam|final|finals|midterm|quiz|test|deadline|due|presentation|defen[cs]e|examen|parcial|partiel|klausur|"
            r"pruefung|esame|prova|verifica|rip|gpa|grades?|sanity|social life|sleep|bank account|wallet|money|laptop|phone|"
            r"scholarship|transcript|nota|notas|moyenne|schnitt|media|dinheiro")
# a pet minded while its owner is away
_AWAY_A_WHILE = (r"sitter|vacation|break|trip|holiday|vacaciones|vacances|urlaub|ferien|vacanze|ferias|viaje|voyage|reise|"
                 r"viaggio|viagem|while (?:i am|he is|she is|they are) (?:away|home|gone for|in)|next week|this weekend|weekend|"
                 r"finde|week end|wochenende|fine settimana|fim de semana")
# leaving a job, a lab, a course or a city, retiring: a farewell with its reason
_A_REASON_TO_LEAVE = (rf"{LEAVING}|new job|retir\w*|graduat\w*|moving|internship|contract|farewell party|leaving (?:the|my|"
                      r"for|after)|going back to|despedida de|pot de depart|abschiedsfeier|festa di addio|festa de despedida")
# a course's or a teacher's goodbye ("great class everyone, it was a pleasure knowing you all, good luck with finals")
_A_COURSE_ENDING = (r"good luck|suerte|bonne chance|viel glueck|buona fortuna|boa sorte|semester|course|class|great class|"
                    r"ta|teacher|professor|profe|prof|lehrer|dozent|docente|professore|professora")

# --- self-harm ------------------------------------------------------------------------------------------------------
_PILLS_SAVED = (r"(?:bottle|box|pack|stash|pile|handful) of (?:\w+ ){0,3}(?:pills|meds|sleeping pills|tablets|painkillers) "
                r"(?:\w+ ){0,2}(?:saved|stashed|hidden|put aside|set aside)(?: up)? for|(?:pills|meds|sleeping pills|tablets) "
                r"(?:\w+ ){0,2}(?:saved|stashed|set aside)(?: up)? for|(?:pastillas|pastis) (?:guardadas|ahorradas) para|"
                r"(?:cachets|comprimes|medocs) (?:mis )?de cote pour|fuer (?:\w+ )?tabletten (?:gesammelt|gebunkert)|tabletten "
                r"(?:\w+ )?(?:gesammelt|gebunkert) fuer|pillole (?:messe da parte|conservate) per|(?:comprimidos|remedios) "
                r"guardados (?:pra|para)|guardei (?:\w+ )?(?:comprimidos|remedios) (?:pra|para)")
_EVERY_NIGHT_AT_A_HEIGHT = (
    r"every night (?:i )?(?:stand|sit|go|am) (?:up )?on (?:the|my|our) (?:roof|rooftop|bridge|balcony|ledge)\w*(?: \w+){0,6} "
    r"(?:thinking about|think about|and think about|wondering about) jump\w*|(?:jede nacht|jeden abend) (?:\w+ ){0,4}(?:auf "
    r"dem (?:dach|balkon)|auf der bruecke|aufs dach)\w*(?: \w+){0,6} (?:ueberlege|denke (?:ueber|an)|und ueberlege)\w*(?: "
    r"\w+){0,2} (?:zu springen|springen|sprung)|todas las noches (?:\w+ ){0,4}(?:en|a) (?:la azotea|la terraza|el puente)"
    r"(?: \w+){0,6} (?:pensando en|pienso en|a pensar en) (?:saltar|tirarme)|tous les soirs (?:\w+ ){0,4}sur le (?:toit|"
    r"pont)(?: \w+){0,6} (?:en pensant a|je pense a) sauter|ogni notte (?:\w+ ){0,4}sul (?:tetto|ponte)(?: \w+){0,6} "
    r"(?:pensando di|penso di|penso a) (?:saltare|buttarmi)|toda noite (?:\w+ ){0,4}(?:no telhado|no terraco|na ponte)(?: "
    r"\w+){0,6} (?:pensando em|penso em) (?:pular|me jogar)")
# a farewell sent through someone ("can you pass a message to my advisor that it was nice knowing her")
_NICE_KNOWING = (r"(?:it was|it s been|its been|was) (?:nice|good|great|a pleasure) knowing (?:you|her|him|them|everyone|"
                 r"you all|yall|all of you)|fue un placer conocer(?:te|os|la|lo|les)|ha sido un placer conocer(?:te|os)|c "
                 r"etait (?:sympa|bien|un plaisir) de (?:vous|te|la|le) connaitre|es war schoen,? (?:dich|euch|sie) (?:zu )?"
                 r"kennen(?:zulernen)?|e stato bello conoscer(?:ti|vi|la|lo)|foi bom (?:te )?conhecer(?: voces| vcs)?")
_THROUGH_SOMEONE = (r"(?:pass|give|send) (?:a|the|this) message to|tell (?:my|the|her|him|them|everyone)|let (?:my|the) \w+ "
                    r"know|dile a|diles a|dis a|dites a|sag (?:meinem|meiner|meinen)|di al|di alla|diga (?:ao|a)|fala (?:pro|"
                    r"pra)|last day on earth")
# a place called one's exit plan: "the bridge by the library … thinking thats my exit plan" (not a bridge course)
_A_WAY_OUT = (r"bridge(?! (?:course|program|loan|year|semester))|roof|rooftop|tracks|overpass|pills|rope|the lake|the river|"
              r"cliff|puente|azotea|vias|pastillas|pont|toit|rails|cachets|bruecke|dach|gleise|tabletten|ponte|tetto|binari|"
              r"pillole|telhado|trilhos|remedios")
_IS_MY_EXIT = (r"(?:is|are|s|as|that is|thats|looks like|like) my (?:exit plan|way out|exit)|es mi (?:plan de salida|salida)|c est "
               r"mon plan de sortie|ist mein ausweg|e la mia via d uscita|e meu plano de saida")
_MY_THINGS = (r"(?:all )?my (?:\w+ ){0,2}(?:stuff|things|belongings|clothes|books|plants|guitar|affaires)|mis cosas|todas mis "
              r"cosas|mes affaires|toutes mes affaires|meine sachen|mein (?:ganzes )?zeug|le mie cose|la mia roba|minhas coisas")
_GIVEN_FOR_AFTER = (rf"(?:gave|giving|given|started giving|donner|donne|regale|regalando|verschenkt|verschenke|regalato|doei|"
                    rf"doando|dei) (?:away )?(?:{_MY_THINGS})\b.{{0,60}}\b(?:for after|pour apres|para despues|fuer danach|"
                    r"fuer nachher|per dopo|pra depois|para depois)")
_PASSWORDS_HANDED = (r"(?:(?:passwoerter|zugangsdaten|pins?) (?:\w+ ){0,3}(?:geschickt|gegeben)|(?:sent|gave|shared|handed|texted|"
                     r"mandado|envoye|donne|mandato|dato|mandei|passei) (?:\w+ ){0,3}(?:all )?(?:my|mis|mes|meine|le mie|"
                     r"minhas) (?:passwords|logins|pins|passcodes|contrasenas|mots de passe|password|senhas))\b.{0,80}\b(?:"
                     r"(?:will not|wont|not going to) (?:be )?need(?:ing)? (?:them|it) (?:soon|much longer|any more)|brauch\w* "
                     r"(?:sie|es) (?:ja )?(?:bald|eh) nicht mehr|no (?:las|los) voy a necesitar|n en aurai plus besoin|non mi "
                     r"serv\w+ piu|nao vou (?:mais )?precisar)")
_STREAMING_OR_AWAY = (rf"{_AWAY_A_WHILE}|netflix|spotify|hulu|disney|hbo|prime|wifi|streaming|cancel\w*|account sharing")
# things given away while "tying up loose ends"; letters written and a term not needed
_LOOSE_ENDS = (r"tying up (?:the |some |my )?loose ends|atando cabos sueltos|dejando todo atado|je regle les derniers "
               r"details|letzte dinge regeln|sistemando le ultime cose|amarrando as pontas soltas")
_GAVE_MY_THINGS_AWAY = (r"(?:gave|giving) away (?:my|all my)|regale (?:mis|todas mis)|he regalado (?:mis|todas mis)|j ai donne "
                        r"(?:mes|toutes mes)|(?:hab|habe) (?:meine|mein) \w+ verschenkt|ho regalato (?:i miei|le mie)|dei "
                        r"(?:meus|minhas|todas as minhas)")
_A_PROJECT = r"thesis|project|tesis|proyecto|projet|these|abschlussarbeit|projekt|tesi|progetto|tese|projeto|textbooks?"
_LETTERS_ALREADY = r"(?:wrote|written|finished) (?:my|the|all my) (?:goodbye )?letters(?: already)?"
_NOT_NEEDED_NEXT = r"(?:will not|wont|not going to|do not|dont) need (?:next|the next|another) (?:semester|term|year)"
# a pet left with the writer by a friend who said farewell ("regaló todas sus cosas y me dijo 'cuida al perro por mí'")
_PET_LEFT = (r"left (?:me )?(?:his|her|their) (?:dog|cat) with me|(?:asked|told) me to (?:take care of|look after) (?:his|her|"
             r"their) (?:dog|cat)|(?:me dijo|me pidio) (?:que )?cuid\w* (?:al|a su|de su) (?:perro|gato)|(?:me )?dejo su "
             r"(?:perro|gato)|m a laisse son (?:chien|chat)|m a demande de (?:garder|prendre soin de) son (?:chien|chat)|hat "
             r"mir (?:seinen|ihren) (?:hund|katze) (?:gegeben|dagelassen)|mi ha lasciato il suo (?:cane|gatto)|deixou o "
             r"(?:cachorro|gato) (?:dele|dela )?comigo")
_FRIEND_FAREWELL = (r"gave away|regalo (?:todas )?sus cosas|thank(?:s|ed)? (?:you )?for everything|gracias por todo|merci pour "
                    r"tout|danke fuer alles|grazie di tutto|obrigad[oa] por tudo|disappeared|desaparecio|sumiu|a disparu|ist "
                    r"verschwunden|e sparit[oa]")

# --- harm to others -------------------------------------------------------------------------------------------------
_EXITS_MAPPED = (r"(?:mapping|mapped|map) out (?:which |the |all the )?exits|(?:figured|figuring|worked) out (?:which |the "
                 r"|all the )?exits|(?:contando|mirando|apuntando) las salidas|repere les sorties|(?:die )?ausgaenge "
                 r"(?:\w+ )?(?:ausgekundschaftet|notiert|gezaehlt)|segnato le uscite|mapeando as saidas")
_WHERE_HE_IS = (r"where (?:the )?(?:professor|dr|mr|ms|he|she)(?: \w+)? (?:parks|sits|eats|lives|goes after)|when (?:the )?"
                r"(?:professor|dr|he|she)(?: \w+)? (?:is|gets|leaves|comes) (?:alone|out|home)|donde aparca|ou il se gare|wo er "
                r"parkt|dove parcheggia|onde ele estaciona")
_A_SAFETY_PLAN = (r"fire|evacuat\w*|drill|wheelchair|accessib\w*|blind|safety|emergency plan|evacuacion|incendio|incendie|"
                  r"notfallplan|brandschutz|evacuazione|evacuacao|rollstuhl|silla de ruedas|fauteuil")
# something brought to make the ones who laugh stop (not a show's jokes)
_TO_STOP_LAUGHING = (r"(?:bring|bringing|brought|show up|showing up|take|taking)(?: \w+){0,5} (?:something|qualcosa|algo|"
                     r"quelque chose|etwas|uma coisa)(?: \w+){0,6} (?:make|makes|to make) (?:them|him|her|everyone|those \w+) "
                     r"(?:all )?stop laughing|(?:porto|portero|llevo|traigo|j apporte|levo) (?:qualcosa|algo|quelque chose|uma "
                     r"coisa)(?: \w+){0,5} (?:per far smettere di ridere|para que dejen de reirse|pour qu ils arretent de rire|"
                     r"pra eles pararem de rir)")
_A_SHOW = (r"comedy|comedian|open mic|stand ?up|cabaret|show|sketch|joke|jokes|chistes|blagues|witze|battute|piadas|"
           r"spettacolo|espectaculo|spectacle|auftritt|improv")
# the times someone else is alone written down (not the writer's own, not to ask a question)
_ALONE_NOTED = (r"(?:wrote down|written down|noted|noting|keeping track of|tracking|aufgeschrieben|notiert|anotado|apunte|j ai "
                r"note|segnato|annotato|anotei) (?:\w+ ){0,3}(?:when|wann|cuando|quand|quando|a que hora|a quelle heure) "
                r"(?:the |my |mein |meine |el |mi |le |mon |ma |il |la |o |a |meu |minha )?(?:professor|prof|profe|dr \w+|ta|tutor|advisor|adviser|supervisor|betreuer|boss|chef|jefe|capo|he|"
                r"she|er|sie|el|ella|il|elle|lui|lei|ele|ela) (?:(?:is|ist|esta|est|e|fica|sta) )?(?:\w+ )?(?:alone|allein|sol[oa]|"
                r"seule?|sozinh[oa])")
_TO_ASK = (r"so i can (?:ask|go|talk|see)|to ask|office hours|para preguntar|pour (?:lui )?demander|um (?:ihn |sie )?zu "
           r"fragen|sprechstunde|per chiedere|ricevimento|pra perguntar|safety sheet|check on")
# "no es amenaza eh pero mañana en el examen alguien va a pagar por todo": a threat denied, then someone made to pay
_NOT_A_THREAT = (r"not a threat|no es (?:una )?amenaza|c est pas une menace|ce n est pas une menace|keine drohung|non e una "
                 r"minaccia|nao e (?:uma )?ameaca")
_SOMEONE_PAYS = (r"(?:you|they|he|she|everyone|everybody|someone|somebody|alguien|todos|ils|elles|sie|alle|qualcuno|tutti|"
                 r"alguem|todo mundo) (?:will|is going to|are going to|is gonna|are gonna|va a|van a|vont|werden|vai|vao) "
                 r"(?:\w+ )?(?:pay|pagar|payer|bezahlen)|pagheranno")
_A_BILL = (r"landlord|casero|proprietaire|vermieter|padrone|senhorio|damage|repair|bill|rent|deposit|fee|arreglo|reparation|"
           r"reparatur|riparazione|conserto|factura|facture|rechnung|fattura|conta")

# --- assault and abuse ----------------------------------------------------------------------------------------------
_KNOWS_MY_SCHEDULE = (r"(?:someone|somebody|this guy|a guy|some guy|a man|some man|this person|a stranger|my ex|he|she|they) "
                      r"(?:\w+ )?(?:knows|has|memori[sz]ed|figured out|learned) my (?:(?:class|whole|entire) ){0,2}(?:schedule|"
                      r"routine|timetable)|(?:sabe|conoce) mi horario|(?:connait|sait) mon emploi du temps|kennt meinen "
                      r"(?:stundenplan|tagesablauf)|sa (?:il )?mio orario|sabe meu horario")
_WAITING_OR_FOLLOWING = (r"waiting outside|waits outside|follows me|following me|followed me|shows up (?:at|outside)|showing "
                         r"up (?:at|outside)|me sigue|me espera fuera|me suit|m attend devant|folgt mir|wartet (?:\w+ )?vor|mi "
                         r"segue|mi aspetta fuori|me segue|me espera (?:na|fora)")
_TOGETHER = (r"we|lunch|coffee|study buddy|friend|together|carpool|juntos|ensemble|zusammen|insieme|amig[oa]|ami|freund\w*|"
             r"amic[oa]|pi|supervisor|advisor|progress")
_MY_WINDOW_PHOTOGRAPHED = (r"(?:sending|sent|sends|texting|texted) me (?:a )?(?:pic|pics|picture|pictures|photo|photos) of my "
                           r"(?:dorm |bedroom |room |apartment |house )?window|(?:me manda|me envia|me mando) fotos de mi ventana|"
                           r"m envoie des photos de ma fenetre|schickt mir fotos von meinem fenster|mi manda foto della mia "
                           r"finestra|me manda fotos da minha janela")
_A_REPAIR = (r"landlord|crack\w*|broken|repair\w*|damage\w*|leak\w*|maintenance|redecorat\w*|mom|mum|dad|casero|"
             r"proprietaire|vermieter|padrone|senhorio|roto|cassee|kaputt|rotto|quebrad[oa]")
_HITTING_ME_AGAIN = (r"(?:stepdad|stepfather|dad|father|mom|mum|mother|stepmom|boyfriend|girlfriend|partner|husband|wife|brother|"
                     r"uncle|ex) (?:was|is|has been|keeps|kept|started) (?:\w+ )?(?:hitting|beating|choking|slapping|kicking|"
                     r"punching|strangling) me|(?:padrastro|papa|padre|novio|pareja|hermano|tio) me (?:volvio a pegar|estaba "
                     r"pegando|pega otra vez|sigue pegando)|(?:beau pere|pere|copain|mec) m a (?:encore|de nouveau) (?:frappe|"
                     r"tape)|(?:stiefvater|vater|freund) hat mich (?:wieder|schon wieder) geschlagen|(?:patrigno|padre|ragazzo) "
                     r"mi ha (?:picchiato|menato) (?:di nuovo|ancora)|(?:padrasto|pai|namorado) me bateu de novo")
_SHUT_IN_BY_HIM = (r"(?:locked|shut|stuck) in (?:the|a) (?:bathroom|room|car|closet)\b.{0,60}\b(?:will not|wont|does not|"
                   r"is not) let(?:ting)? me (?:out|leave)|encerrad[oa] en (?:el|la|un|una) (?:bano|cuarto|habitacion|coche|"
                   r"carro)\b.{0,60}\bno me deja salir|enfermee? dans (?:la|une) (?:salle de bain|chambre|voiture)\b.{0,60}\bne "
                   r"me laisse pas sortir|eingesperrt\b.{0,60}\blaesst mich nicht raus|chius[oa] (?:in|nel|nella) (?:bagno|"
                   r"stanza|macchina)\b.{0,60}\bnon mi fa uscire|trancad[oa] n[oa] (?:banheiro|quarto|carro)\b.{0,60}\bnao me "
                   r"deixa sair")
_A_GAME_OR_CHORE = (r"escape room|game master|homework|finish|deberes|devoirs|hausaufgaben|compiti|licao|tarea|until we solve|"
                    r"puzzle")
# followed home, and the home tried or the following nightly
_FOLLOWED_HOME = (r"follow\w* me (?:\w+ ){0,2}home|me sigue hasta (?:mi )?casa|me segue ate (?:em )?casa|me suit jusque chez "
                  r"moi|folgt mir (?:\w+ )?nach hause|mi segue fino a casa")
_EVERY_NIGHT_OR_TRIED = (r"every (?:single )?(?:night|evening|day)|todas las noches|toda noite|todo dia|tous les soirs|jeden "
                         r"abend|ogni sera|tried to (?:get|come) in|tentou entrar|intento entrar|a essaye d entrer|wollte "
                         r"(?:\w+ )?rein|ha provato a entrare")

SELF_HARM = [
    rf"\b{unless(NOT_REAL, _A_MEDICAL_REASON)}(?:{_PILLS_SAVED}) (?:\w+ )?(?:{_A_NIGHT})\b",
    rf"\b{unless(NOT_REAL, _A_MEDICAL_REASON)}fuer (?:heute nacht|freitag|samstag|sonntag|das wochenende|\w+tag) (?:\w+ )"
    r"{0,2}(?:tabletten|pillen|schlaftabletten) (?:gesammelt|gebunkert|aufgehoben)\b",
    rf"\b{unless(NOT_REAL)}(?:{_EVERY_NIGHT_AT_A_HEIGHT})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE, _AN_EXAM, _A_COURSE_ENDING)}(?:{_THROUGH_SOMEONE})\b.{{0,60}}\b(?:{_NICE_KNOWING})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE, _AN_EXAM, _A_COURSE_ENDING)}(?:{_NICE_KNOWING})\b.{{0,40}}\b(?:last day on earth)\b",
    rf"\b{unless(NOT_REAL)}(?:the |that )?(?:{_A_WAY_OUT})\b.{{0,60}}\b(?:{_IS_MY_EXIT})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE)}(?:{_GIVEN_FOR_AFTER})\b",
    rf"\b{unless(NOT_REAL, _STREAMING_OR_AWAY)}(?:{_PASSWORDS_HANDED})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE, _A_PROJECT)}(?:{_GAVE_MY_THINGS_AWAY})\b.{{0,60}}\b(?:{_LOOSE_ENDS})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE)}(?:{_NOT_NEEDED_NEXT})\b.{{0,60}}\b(?:{_LETTERS_ALREADY})",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE, _AWAY_A_WHILE)}(?:{_FRIEND_FAREWELL})\b.{{0,80}}\b(?:{_PET_LEFT})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE, _AWAY_A_WHILE)}(?:{_PET_LEFT})\b.{{0,80}}\b(?:{_FRIEND_FAREWELL})\b",
]

HARM_TO_OTHERS = [
    rf"\b{unless(NOT_REAL, _A_SAFETY_PLAN)}(?:{_EXITS_MAPPED})\b.{{0,100}}\b(?:{_WHERE_HE_IS})\b",
    rf"\b{unless(NOT_REAL, _A_SHOW)}(?:{_TO_STOP_LAUGHING})\b",
    rf"\b{unless(NOT_REAL, _TO_ASK)}(?:{_ALONE_NOTED})\b",
    rf"\b{unless(NOT_REAL, _A_BILL)}(?:{_NOT_A_THREAT})\b.{{0,120}}\b(?:{_SOMEONE_PAYS})\b",
]

ASSAULT_ABUSE = [
    rf"\b{unless(NOT_REAL, _TOGETHER)}(?:{_KNOWS_MY_SCHEDULE})\b.{{0,100}}\b(?:{_WAITING_OR_FOLLOWING})\b",
    rf"\b{unless(NOT_REAL, _TOGETHER)}(?:{_WAITING_OR_FOLLOWING})\b.{{0,100}}\b(?:{_KNOWS_MY_SCHEDULE})\b",
    rf"\b{unless(NOT_REAL, _A_REPAIR)}(?:{_MY_WINDOW_PHOTOGRAPHED})\b",
    rf"\b{unless(NOT_REAL)}(?:{_HITTING_ME_AGAIN})\b",
    rf"\b{unless(NOT_REAL, _A_GAME_OR_CHORE)}(?:{_SHUT_IN_BY_HIM})\b",
    rf"\b{unless(NOT_REAL)}(?:{_FOLLOWED_HOME})\b.{{0,80}}\b(?:{_EVERY_NIGHT_OR_TRIED})\b",
]
