"""Crises told with a laugh or played down, in six languages (session 40, a read red-team of 100 such messages,
untrained/S40_joking_redteam_crisis.txt: "i've got a bottle of my mom's sleeping pills saved up for friday night 😂 dark
humor sorry", "nicht so wild, aber ich steh jede nacht aufm dach vom wohnheim und überlege zu springen lol"). At first
contact the detector missed 25 of them: most rules rule a match out where a laugh or "jk" appears anywhere (an
exam's "i'm gonna jump lol" is hyperbole), and the models read the laugh as the message's tone.

These forms hold with a laugh, because what they tell is no figure of speech: pills saved for a night, a height
visited night after night to think about jumping, a farewell sent through someone ("it was nice knowing her"), a
place called one's exit plan, things given away or passwords handed over "for after" or as not needed soon, letters
left for everyone; a building's exits mapped beside where someone parks or is alone, something brought to make the
ones who laugh stop, the times someone is alone written down; someone who knows the writer's schedule and waits
outside their classes, pictures of the writer's window sent, a parent or partner hitting the writer again, shut in
by someone who will not let the writer out. Each needs two cues or a form no everyday sense shares. Read as said
sideways; against the normalised text (accents folded, punctuation gone; German "wann" reads "want").
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import LEAVING, NOT_REAL, unless

_A_NIGHT = (r"tonight|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|this weekend|later|esta noche|"
            r"el viernes|el sabado|el finde|ce soir|vendredi|samedi|ce week end|heute nacht|freitag|samstag|am wochenende|"
            r"stasera|venerdi|sabato|stanotte|hoje a noite|sexta|sabado|esta noite")
# an exam's hyperbole ("it was nice knowing you all, the stats final is tomorrow lol")
_AN_EXAM = (r"exam|final|finals|midterm|quiz|test|deadline|due|presentation|defen[cs]e|examen|parcial|partiel|klausur|"
            r"pruefung|esame|prova|verifica|rip|gpa|grades?|sanity|social life|sleep|bank account|wallet|money|laptop|phone|"
            r"scholarship|transcript|nota|notas|moyenne|notes|schnitt|media|dinheiro")
# a pet minded while the owner is away
_AWAY_A_WHILE = (r"sitter|vacation|break|trip|holiday|vacaciones|vacances|urlaub|ferien|vacanze|ferias|viaje|voyage|reise|"
                 r"viaggio|viagem|while (?:i am|he is|she is|they are) (?:away|home|gone for)|weekend|finde|week end|"
                 r"wochenende|fine settimana|fim de semana")
# leaving a job, a lab or a city, retiring: a farewell with its reason
_A_REASON_TO_LEAVE = (rf"{LEAVING}|last day|last shift|new job|retir\w*|graduat\w*|moving|internship|contract|farewell "
                      r"party|leaving (?:the|my|for)|despedida de|pot de depart|abschiedsfeier|festa di addio|festa de "
                      r"despedida")

# --- self-harm ------------------------------------------------------------------------------------------------------
_PILLS_SAVED = (r"(?:bottle|box|pack|stash|pile|handful) of (?:\w+ ){0,3}(?:pills|meds|sleeping pills|tablets|painkillers) "
                r"(?:\w+ ){0,2}(?:saved|stashed|hidden|put aside|set aside)(?: up)? for|(?:pills|meds|sleeping pills|tablets) "
                r"(?:\w+ ){0,2}(?:saved|stashed|set aside)(?: up)? for|(?:pastillas|pastis) (?:guardadas|ahorradas) para|"
                r"(?:cachets|comprimes|medocs) (?:mis )?de cote pour|tabletten (?:\w+ )?(?:gesammelt|aufgehoben|gebunkert) "
                r"fuer|pillole (?:messe da parte|conservate) per|(?:comprimidos|remedios) guardados (?:pra|para)")
_EVERY_NIGHT_AT_A_HEIGHT = (
    r"every night (?:i )?(?:stand|sit|go|am) (?:up )?on (?:the|my|our) (?:roof|rooftop|bridge|balcony|ledge)\w*(?: \w+){0,6} "
    r"(?:thinking about|think about|and think about|wondering about) jump\w*|(?:jede nacht|jeden abend) (?:\w+ ){0,4}(?:auf "
    r"dem|aufs) (?:dach|bruecke|balkon)\w*(?: \w+){0,6} (?:ueberlege|denke (?:ueber|an)|und ueberlege)\w*(?: \w+){0,2} "
    r"(?:zu springen|springen|sprung)|todas las noches (?:\w+ ){0,4}(?:en|a) la (?:azotea|terraza|puente)(?: \w+){0,6} "
    r"(?:pensando en|pienso en) (?:saltar|tirarme)|tous les soirs (?:\w+ ){0,4}sur le (?:toit|pont)(?: \w+){0,6} (?:en "
    r"pensant a|je pense a) sauter|ogni notte (?:\w+ ){0,4}sul (?:tetto|ponte)(?: \w+){0,6} (?:pensando di|penso di|penso "
    r"a) (?:saltare|buttarmi)|toda noite (?:\w+ ){0,4}no (?:telhado|terraco|ponte)(?: \w+){0,6} (?:pensando em|penso em) "
    r"(?:pular|me jogar)")
_NICE_KNOWING = (r"(?:it was|it s been|its been|was) (?:nice|good|great|a pleasure) knowing (?:you|her|him|them|everyone|"
                 r"you all|y all|all of you)|fue un placer conocer(?:te|os|la|lo|les)|ha sido un placer conocer(?:te|os)|c "
                 r"etait (?:sympa|bien|un plaisir) de (?:vous|te|la|le) connaitre|es war schoen,? (?:dich|euch|sie) (?:zu )?"
                 r"kennen(?:zulernen)?|e stato bello conoscer(?:ti|vi|la|lo)|foi bom (?:te )?conhecer(?: voces| vcs)?")
_EXIT_PLAN = (r"(?:my|the) exit plan|(?:my|the) way out|mi plan de salida|mi salida|mon plan de sortie|ma porte de sortie|"
              r"mein ausweg|meine exit strategie|la mia via d uscita|il mio piano di uscita|meu plano de saida|minha saida")
_A_WAY_OUT = (r"bridge|roof|rooftop|tracks|train|overpass|pills|rope|the lake|the river|cliff|parking garage|puente|azotea|"
              r"vias|pastillas|pont|toit|rails|cachets|bruecke|dach|gleise|tabletten|ponte|tetto|binari|pillole|telhado|"
              r"trilhos|remedios")
_A_CAREER_EXIT = r"job|career|startup|company|invest\w*|fire drill|evacuation|emergency exit|lease|contract|market|trade"
_GIVEN_FOR_AFTER = (r"(?:gave|giving|given|started giving|begun giving|donner|donne|regale|regalando|verschenkt|verschenke|"
                    r"regalato|regalando|doei|doando) (?:away )?(?:\w+ ){0,3}(?:stuff|things|belongings|affaires|cosas|sachen|"
                    r"zeug|cose|roba|coisas)\b.{0,60}\b(?:for after|pour apres|para despues|fuer danach|fuer nachher|per dopo|"
                    r"pra depois|para depois)")
_PASSWORDS_HANDED = (r"(?:(?:passwoerter|zugangsdaten|pins?) (?:\w+ ){0,3}(?:geschickt|gegeben)|(?:sent|gave|shared|handed|texted|geschickt|gegeben|mandado|envoye|donne|mandato|dato|mandei|passei) "
                     r"(?:\w+ ){0,3}(?:passwords|logins|pin|pins|passcodes|passwoerter|zugangsdaten|contrasenas|mots de "
                     r"passe|password|senhas))\b.{0,80}\b(?:(?:will not|wont|not going to) need (?:them|it) (?:soon|much "
                     r"longer|any more)|brauch\w* (?:sie|es) (?:ja )?(?:bald|eh) nicht mehr|no (?:las|los) voy a necesitar|n en "
                     r"aurai plus besoin|non mi serv\w+ piu|nao vou (?:mais )?precisar)")
_LETTERS_FOR_ALL = (r"(?:left|wrote|deje|escribi|j ai laisse|j ai ecrit|ho lasciato|ho scritto|deixei|escrevi) (?:\w+ )?"
                    r"(?:letters|cartas|lettres|lettere) (?:for|to|para|pour|a|per|pra) (?:everyone|everybody|todos|tout le "
                    r"monde|tous|tutti|todo mundo|geral)\b(?! (?:the|los|las|les|i|gli|os|as|my|mis|mes|miei)\b)")

# things given away while "tying up loose ends"; letters written and a term not needed
_LOOSE_ENDS = (r"tying up (?:the |some |my )?loose ends|atando cabos sueltos|dejando todo atado|je regle les derniers "
               r"details|letzte dinge regeln|sistemando le ultime cose|amarrando as pontas soltas")
_GAVE_SOME_AWAY = (r"gave away|giving away|regale|di|donne|verschenkt|regalato|doei|dei")
_LETTERS_ALREADY = (r"(?:wrote|written|finished) (?:my|the|all my) (?:goodbye )?letters(?: already)?")
_NOT_NEEDED_NEXT = r"(?:will not|wont|not going to|do not|dont) need (?:next|the next|another) (?:semester|term|year)"
# a pet left with someone "for me", beside a friend's farewell: "regaló todas sus cosas y me dijo 'cuida al perro por mí'"
_PET_LEFT = (r"(?:take care of|look after|watch) (?:my|the|his|her) (?:dog|cat|puppy) for (?:me|him|her)|left (?:me )?(?:his|"
             r"her|their) (?:dog|cat) with me|cuida (?:al|a mi|de mi) (?:perro|gato) por mi|(?:me )?dejo (?:su|el) (?:perro|"
             r"gato)|prends soin (?:du|de mon) (?:chien|chat) pour moi|m a laisse son (?:chien|chat)|kuemmer dich um "
             r"(?:meinen|den|meine|die) (?:hund|katze)|(?:hat|ließ) mir (?:seinen|ihren) (?:hund|katze)|prenditi cura del "
             r"(?:mio )?(?:cane|gatto)|mi ha lasciato il (?:suo )?(?:cane|gatto)|cuida do (?:meu )?(?:cachorro|gato) (?:por|"
             r"pra) mim|deixou o (?:cachorro|gato) comigo")
_FRIEND_FAREWELL = (r"gave away|regalo (?:todas )?sus cosas|thank(?:s|ed)? (?:you )?for everything|gracias por todo|merci pour "
                    r"tout|danke fuer alles|grazie di tutto|obrigad[oa] por tudo|disappeared|desaparecio|sumiu|a disparu|ist "
                    r"verschwunden|e sparit[oa]|not answering|no contesta|nao responde")
# --- followed home, and the home tried ---------------------------------------------------------------------------
_FOLLOWED_HOME = (r"follow\w* me (?:\w+ ){0,2}home|me sigue hasta (?:mi )?casa|me segue ate (?:em )?casa|me suit jusque chez "
                  r"moi|folgt mir (?:\w+ )?nach hause|mi segue fino a casa")
_EVERY_NIGHT_OR_TRIED = (r"every (?:single )?(?:night|evening|day)|todas las noches|toda noite|todo dia|tous les soirs|jeden "
                         r"abend|ogni sera|tried to (?:get|come) in|tentou entrar|intento entrar|a essaye d entrer|wollte "
                         r"(?:\w+ )?rein|ha provato a entrare")
# --- a threat denied before a plan: "no es amenaza eh pero mañana … ya lo tengo todo planeado" ----------------------
_NOT_A_THREAT = (r"not a threat|no es (?:una )?amenaza|c est pas une menace|ce n est pas une menace|keine drohung|non e una "
                 r"minaccia|nao e (?:uma )?ameaca")
_A_PLAN_OR_A_TARGET = (r"(?:will|is going to|va a|van a|vont|werden|vai|vao) (?:\w+ )?(?:pay|pagar|payer|bezahlen)|pagheranno|alone|allein|"
                       r"sol[oa] en|seul dans|sozinh[oa]|aufgeschrieben|written down|anotado")

# --- harm to others -------------------------------------------------------------------------------------------------
_EXITS_MAPPED = (r"(?:mapping|mapped|map) out (?:which |the |all the )?exits|(?:figured|figuring|worked) out (?:which |the "
                 r"|all the )?exits|(?:contando|mirando|apuntando) las salidas|repere les sorties|(?:die )?ausgaenge "
                 r"(?:\w+ )?(?:ausgekundschaftet|notiert|gezaehlt)|segnato le uscite|mapeando as saidas")
_WHERE_HE_IS = (r"where (?:prof|professor|dr|mr|ms|he|she|they)(?: \w+)? (?:parks|sits|eats|lives|goes after)|when "
                r"(?:prof|professor|dr|he|she|they)(?: \w+)? (?:is|gets|leaves|comes) (?:alone|in|out|home)|donde aparca|ou il "
                r"se gare|wo er parkt|dove parcheggia|onde ele estaciona")
_STOP_LAUGHING = (r"something (?:\w+ ){0,4}?(?:that will|that ll|that is going to|to) make (?:them|him|her|everyone|those \w+) (?:all )?(?:stop "
                  r"laughing|shut up|stop|sorry|quiet)|(?:per|a) far (?:smettere di ridere|stare zitti)|para que (?:dejen|paren) "
                  r"de reirse|pour (?:qu ils arretent|les faire arreter) de rire|damit (?:sie|die) (?:\w+ )?aufhoeren zu "
                  r"lachen|(?:pra|para) (?:eles|eles todos) pararem de rir")
_ALONE_NOTED = (r"(?:wrote down|written down|noted|noting|keeping track of|figured out|know|aufgeschrieben|notiert|anotado|"
                r"apunte|note|noter|segnato|annotato|anotei|anotado) (?:\w+ ){0,3}(?:when|want|wann|cuando|quand|quando|a que "
                r"hora|a quelle heure) (?:\w+ ){1,4}(?:alone|allein|sol[oa]|seule?|sozinh[oa]) (?:in|im|en|dans|nel|no|na|at)? ?"
                r"(?:his|her|their|seinem|ihrem|su|son|sa|suo|sua|dem|the)? ?(?:office|buero|despacho|bureau|ufficio|"
                r"escritorio|sala|lab|labor)")

# --- assault and abuse ----------------------------------------------------------------------------------------------
_KNOWS_MY_SCHEDULE = (r"(?:he|she|someone|somebody|this guy|a guy|some guy|a man|some man|this person|they) (?:\w+ )?(?:knows|has|memori[sz]ed|figured out|learned) my "
                      r"(?:(?:class|whole|entire) ){0,2}(?:schedule|routine|timetable)|(?:sabe|conoce) mi horario|(?:connait|sait) "
                      r"mon emploi du temps|kennt meinen (?:stundenplan|tagesablauf)|sa (?:il )?mio orario|sabe meu horario")
_WAITING_OR_FOLLOWING = (r"waiting outside|waits outside|follow\w*|shows up|showing up|espera|sigue|siguiendo|attend|suit|suivre|"
                         r"wartet|folgt|verfolgt|aspetta|segue|seguendo|me segue|esperando")
_MY_WINDOW_PHOTOGRAPHED = (r"(?:sending|sent|sends|texting|texted) me (?:pics|pictures|photos) of my (?:dorm |bedroom |room |"
                           r"apartment |house )?(?:window|door|room|dorm|house|apartment|car)|(?:me manda|me envia|me mando) "
                           r"fotos de mi (?:ventana|puerta|cuarto|casa)|m envoie des photos de ma (?:fenetre|porte|chambre)|"
                           r"schickt mir fotos von meinem (?:fenster|zimmer|haus)|mi manda foto della mia (?:finestra|porta|"
                           r"camera)|me manda fotos da minha (?:janela|porta|casa)")
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

SELF_HARM = [
    rf"\b{unless(NOT_REAL)}(?:{_PILLS_SAVED}) (?:\w+ )?(?:{_A_NIGHT})\b",
    rf"\b{unless(NOT_REAL)}(?:{_EVERY_NIGHT_AT_A_HEIGHT})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE, _AN_EXAM)}(?:{_NICE_KNOWING})\b",
    rf"\b{unless(NOT_REAL, _A_CAREER_EXIT)}(?:{_A_WAY_OUT})\b.{{0,80}}\b(?:{_EXIT_PLAN})\b",
    rf"\b{unless(NOT_REAL, _A_CAREER_EXIT)}(?:{_EXIT_PLAN})\b.{{0,80}}\b(?:{_A_WAY_OUT})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE)}(?:{_GIVEN_FOR_AFTER})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE)}(?:{_PASSWORDS_HANDED})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE)}(?:{_LETTERS_FOR_ALL})",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE)}(?:{_GAVE_SOME_AWAY})\b.{{0,60}}\b(?:{_LOOSE_ENDS})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE)}(?:{_NOT_NEEDED_NEXT})\b.{{0,60}}\b(?:{_LETTERS_ALREADY})",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE, _AWAY_A_WHILE)}(?:{_FRIEND_FAREWELL})\b.{{0,80}}\b(?:{_PET_LEFT})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_LEAVE, _AWAY_A_WHILE)}(?:{_PET_LEFT})\b.{{0,80}}\b(?:{_FRIEND_FAREWELL})\b",
]

HARM_TO_OTHERS = [
    rf"\b{unless(NOT_REAL)}(?:{_EXITS_MAPPED})\b.{{0,100}}\b(?:{_WHERE_HE_IS})\b",
    rf"\b{unless(NOT_REAL)}(?:{_STOP_LAUGHING})\b",
    rf"\b{unless(NOT_REAL)}(?:{_ALONE_NOTED})\b",
    rf"\b{unless(NOT_REAL)}(?:{_NOT_A_THREAT})\b.{{0,120}}\b(?:{_A_PLAN_OR_A_TARGET})\b",
]

ASSAULT_ABUSE = [
    rf"\b{unless(NOT_REAL)}(?:{_KNOWS_MY_SCHEDULE})\b.{{0,100}}\b(?:{_WAITING_OR_FOLLOWING})\b",
    rf"\b{unless(NOT_REAL)}(?:{_WAITING_OR_FOLLOWING})\b.{{0,100}}\b(?:{_KNOWS_MY_SCHEDULE})\b",
    rf"\b{unless(NOT_REAL)}(?:{_MY_WINDOW_PHOTOGRAPHED})\b",
    rf"\b{unless(NOT_REAL)}(?:{_HITTING_ME_AGAIN})\b",
    rf"\b{unless(NOT_REAL)}(?:{_SHUT_IN_BY_HIM})\b",
    rf"\b{unless(NOT_REAL)}(?:{_FOLLOWED_HOME})\b.{{0,80}}\b(?:{_EVERY_NIGHT_OR_TRIED})\b",
]
