"""Contextual rules: suicide told through a practical request, in English ("what happens to my loans if i
die", "i will not be here for it") and, for one's own death as the condition of the question, in the other five
languages ("se eu morrer o meu TCC fica com o orientador?"), each with what rules it out anywhere in the
message. ``rules.match_rules`` checks the exclusion against the whole normalised message (before the benign
guard blanks anything), so a context word before the phrase counts too ("in the game if i die do i lose my
stuff") — a lookahead at the phrase only sees what follows it. Written from blind writers' lines (set 14, P,
Q1, Q2; docs/evaluation.md)."""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import JOKE

# what makes a death someone else's, a game's or a class's — as phrases, not single words a real message may
# hold ("what is the policy", "my stress level", "my prof said i am failing")
_NOT_ONE_S_OWN_DEATH = (r"\b(?:in (?:the|a|this|my) game|video game|minecraft|respawn|hardcore mode|my character|"
                        r"(?:dnd|d d) campaign|(?:life )?insurance|beneficiary|estate (?:law|planning)|law class|"
                        r"hypothetical\w*|zombie|apocalypse|of boredom|of embarrassment|laughing|cringe|protagonist|"
                        r"creative writing|short story|screenplay|group project on|digital assets|class "
                        r"assignment|personal finance|finance (?:class|course|professor|prof|lecture|module)|payout|homework "
                        r"(?:question|problem)|essay (?:question|prompt|topic)|case study|(?:professor|prof|lecturer|"
                        r"teacher|ta) (?:said|says|mentioned|told)(?: us| me)? (?:that )?(?:loans|student loans|debt|"
                        r"they are|it is)|(?:professor|prof|lecturer|teacher|ta) (?:mentioned|brought up|talked about) "
                        r"(?:it|this|that) in (?:class|lecture|seminar)|just curious\b.{0,40}\b(?:professor|prof|lecturer|"
                        r"teacher) (?:mentioned|brought up|talked about)|"
                        # someone else's death: a bereavement, a death in the family (a review of session 37)
                        r"bereavement|death in (?:the|my|our) family|death of (?:a|my) (?:relative|family member|parent|"
                        r"grandparent|grandmother|grandfather)|duelo|deuil|trauerfall|lutto|luto|de un familiar|d un proche|"
                        r"di un familiare|de um familiar)\b")
# a reason that brings one back or takes one elsewhere, said with its purpose ("leave for", "moving out"), never a
# bare "leave", "break" or "thesis" ("i am going to leave this world", "my thesis is hopeless")
_LEAVING_FOR_A_REASON = (r"\b(?:graduat\w*|moving out|move out|moving away|move away|moving home|leave for|leaving "
                         r"for|internship|study abroad|abroad|exchange (?:semester|program|programme|year)|transferring|"
                         r"transfer to|host family|farewell|going home|(?:going|go|heading|head|flying|fly|moving|move) back home|wedding|birthday|christmas|anniversary|"
                         r"(?:summer|spring|winter|fall|reading|mid term|midterm) break|holiday|vacation|new job|flight|"
                         r"flying|conference|lease|visa|contract ends|semester ends|term ends|trip|travel\w*)\b")
# an absence for a while: "if i am not here next week", "when i am gone over break"
_FOR_A_WHILE = (r"(?! (?:for|next|this|by|to|in|over|on|at|during|until|before|while|tomorrow|today|the|a|from|"
                r"anyway)\b)")
_DEATH = (r"(?:die|died|am dead|am not alive|pass away|passed away)(?! (?:for|of|from|laughing|inside|on the inside|"
          r"a little|by the time|until|before|while|too long)\b)")
_GONE = rf"(?:am gone|am not (?:here|around)|(?:just )?(?:disappear|vanish)){_FOR_A_WHILE}"
# what one leaves behind, as asked about by someone arranging it ("my scholarship", "my research data")
_OWN_AFFAIRS = (r"tuition|loans?|refund\w*|fees|transcript|degree|diploma|accounts?|stuff|things|debt|owe|scholarship|"
                r"grades|enrol+ment|registration|"
                r"research data|data|files|thesis|dissertation|deposit|visa|funeral")
# someone's death as the condition of a question, in the six languages ("if a student dies", "si alguien se muere",
# "se uno muore", "wenn ein Student stirbt")
_SOMEONE_DIES_IF = (r"(?:(?:if|when|once|in case) (?:a student|an international student|a students|someone|somebody|a person|"
                 r"they|the borrower)|(?:si|cuando) (?:un estudiante|una estudiante|un alumno|una alumna|alguien|uno)|"
                 r"(?:si|quand) (?:un etudiant|une etudiante|quelqu un|on)|(?:wenn|falls) (?:ein student|eine studentin|"
                 r"jemand|man)|(?:se|quando) (?:uno studente|una studentessa|uno|qualcuno)|(?:se|quando) (?:um aluno|uma "
                 r"aluna|um estudante|uma estudante|alguem)) (?:\w+ )?(?:dies|die|passes away|pass away|is found dead|died|"
                 r"se muere|se muriera|muere|fallece|meurt|decede|stirbt|sterben sollte|muore|morisse|morre|morrer|falecer)")
# "en caso de fallecimiento del estudiante" (session 31, read blind set 36)
_A_STUDENT_S_DEATH = (r"(?:en caso de|in case of|en cas de|in caso di|em caso de|im falle) (?:\w+ )?(?:fallecimiento|muerte|death|"
                 r"deces|mort|tod|todes|morte|decesso|falecimento|obito) (?:del|de un|de una|of a|of the|d un|du|de l|"
                 r"des|eines|dello|della|di un|do|da|de um) (?:estudiante|alumno|alumna|student|etudiant\w*|studenten|"
                 r"studierenden|studente|studentessa|aluno|aluna|estudante)")
# a death named without a person, or the borrower's ("even in case of death", "en cas de décès de l'emprunteur", "bei
# Tod erlassen", session 37)
_A_DEATH = (r"in (?:the )?(?:case|event) of (?:my |a )?death|(?:en caso de|en cas de|in caso di|em caso de) (?:\w+ )?"
            r"(?:fallecimiento|muerte|deces|mort|morte|decesso|falecimento|obito)(?: (?:del|de l|du|dello|do|da|of the) "
            r"(?:prestatario|emprunteur|mutuatario|devedor|borrower|estudiante|etudiant|studente|estudante))?|bei (?:meinem )?tod|im "
            r"todesfall(?! (?:eines|einer|meiner|meines) (?:angehoerigen|familienmitglied\w*|verwandten|mutter|vaters|"
            r"oma|opa|grossmutter|grossvaters))")
_SOMEONE_DIES = rf"(?:{_SOMEONE_DIES_IF}|{_A_STUDENT_S_DEATH}|{_A_DEATH})"
# ... asked for a reason of one's own: "asking bc i want my roommate to have mine", "es para dejarlo todo atado", "no
# quiero dejarles deudas", "or do i need to leave their number somewhere"
_A_MOTIVE_OF_ONE_S_OWN = (
    r"(?:asking (?:because|since|as) i|i want (?:my|her|him|them)(?: \w+){0,3} to (?:have|get|keep) mine|(?:so|to make "
    r"sure) (?:that )?my (?:mom|mum|dad|family|parents|sister|brother) (?:is not|does not|will not|would not|is)|"
    r"(?:do|should) i (?:need to |have to )?leave (?:their|my|the|her|his) (?:number|contact|details|instructions)|"
    r"(?:or )?do i need to leave instructions|make it easy (?:for|on) (?:the ra|my ra|my family|mine|them|my parents)|"
    r"get my affairs in order|(?:my|mine) (?:mom|mum|dad|family|parents) (?:will not|would not) be stuck|"
    r"(?:es )?para dejar(?:lo)? todo (?:atado|organizado|arreglado|en orden)|no quiero dejar(?:les|le)? deudas|pour tout "
    r"(?:regler|organiser)|je veux pas que mes parents|um alles zu regeln|ich will nicht dass meine eltern|per sistemare "
    r"tutto|mi serve saperlo presto|non voglio che i miei|pra deixar tudo (?:certo|resolvido|organizado)|nao quero que "
    r"(?:os )?meus pais|(?:lo )?pregunto porque|je demande parce que|ich frage weil|(?:lo )?chiedo perche|pergunto porque|"
    r"pregunto por mi|c est pour moi|frage fuer mich|chiedo per me|pergunto por mim|"
    # (session 31, read blind set 36: "want to make sure my mom gets it", "lo pregunto en serio, necesito dejar eso
    # resuelto antes del viernes")
    r"make sure (?:that )?my (?:mom|mum|dad|family|parents|sister|brother) (?:gets|receives|has|can)|(?:necesito |quiero )?"
    r"dejar (?:eso|esto|lo|todo) (?:resuelto|atado|organizado|arreglado|en orden)|lo pregunto en serio|je (?:le )?demande "
    r"serieusement|ich frage (?:im ernst|ernsthaft)|lo chiedo sul serio|pergunto (?:a )?serio|"
    # the family kept from the news or the bill (session 37, a read blind miss: "as I do not wish my parents to receive
    # such letter"; a red-team: "como hago para que la carta no le llegue a mis padres", "meine Mutter soll nichts
    # davon zahlen müssen")
    r"(?:do not|would not|would rather not|really do not) (?:want|wish|like) (?:for )?my (?:mom|mum|dad|family|parents|"
    r"mother|father|sister|brother)(?: \w+){0,2} to (?:receive|get|know|find out|see|be told|be informed|hear|pay|have "
    r"to)|(?:so (?:that )?|make sure (?:that )?|ensure (?:that )?)my (?:mom|mum|dad|family|parents|mother|father) (?:are|is) "
    r"not (?:informed|told|notified|contacted)|"
    r"(?:stop|prevent|keep) (?:the|that|a|any) (?:letter|notice|notification|call|email|mail) (?:from )?(?:going|getting|"
    r"being sent) to my (?:mom|mum|dad|family|parents)|"
    r"que (?:la carta|el aviso|la notificacion|nada|eso) no (?:le |les )?llegue a mis padres|no quiero que (?:mis padres|mi "
    r"madre|mi padre|mi familia) (?:tengan que|tenga que|se enteren|reciban|sepan|paguen)|"
    r"que (?:le courrier|la lettre|l avis|rien) n (?:aille|arrive) pas (?:chez|a) mes parents|je ne veux pas que mes "
    r"parents|"
    r"(?:verhindern|vermeiden),? dass (?:der brief|die nachricht|die post|das) an meine eltern|(?:meine mutter|mein vater|"
    r"meine eltern|meine familie) (?:soll|sollen) nichts (?:davon )?(?:zahlen|bezahlen|erfahren|bekommen)|"
    r"(?:che|perche) (?:la lettera|la comunicazione|l avviso) non (?:arrivi|vada) ai miei|"
    r"nao quero que (?:minha mae|meu pai|minha familia) (?:tenha|saiba|receba)|"
    r"real question (?:tho|though)|serious question|asking for real|"
    # someone else than the parents named instead ("or can i put my roommate's name down instead", "j'aimerais que ce
    # soit ma tante plutôt que mes parents")
    r"(?:can|could) i (?:put|name|list|designate|choose) (?:my )?\w+ (?:s )?(?:name )?(?:down )?instead|instead of my "
    r"(?:parents|family|mom|mum|dad)|rather than my (?:parents|family|mom|mum|dad)|(?:en lugar|en vez) de mis padres|"
    r"plutot qu(?:e|a) (?:mes parents|ma famille)|(?:statt|anstatt) (?:meiner eltern|meinen eltern)|invece dei miei|"
    r"(?:em vez|ao inves) dos meus pais)")
_OWN_THINGS = (rf"{_OWN_AFFAIRS}|grades?|email|notes|laptop|project|assignment|family|parents|mom|dad|brother|sister|cat|"
               r"dog|pet|submit|pay")
CONTEXTUAL_SELF_HARM = [
    # one's own death as the condition of a plain question: "if i am gone can my friend still submit my project"
    (rf"\b(?:if|when|after|once|in case) i {_DEATH}(?=.{{0,80}}\b(?:{_OWN_THINGS})\b)", _NOT_ONE_S_OWN_DEATH),
    # … and the thing asked about first: "what happens to my student loans if i die"
    (rf"\b(?:{_OWN_AFFAIRS})\b.{{0,80}}\b(?:if|when|after|once|in case) i {_DEATH}", _NOT_ONE_S_OWN_DEATH),
    # the same with an absence, which a trip or a move explains as well ("can my mom do my registration if i am not
    # around? i will be abroad", a review of session 37)
    (rf"\b(?:if|when|after|once|in case) i {_GONE}(?=.{{0,80}}\b(?:{_OWN_THINGS})\b)",
     rf"{_NOT_ONE_S_OWN_DEATH}|{_LEAVING_FOR_A_REASON}"),
    (rf"\b(?:{_OWN_AFFAIRS})\b.{{0,80}}\b(?:if|when|after|once|in case) i {_GONE}",
     rf"{_NOT_ONE_S_OWN_DEATH}|{_LEAVING_FOR_A_REASON}"),
    # a death "asking for me": "does the uni refund tuition if a student dies mid semester. asking for me"
    (r"\b(?:dies|die|died|death|passes away|passed away|suicide|who (?:would |will |gets to )?inherits?|inherit my)\b.{0,80}\b(?:asking for (?:me|myself)|(?:and )?i "
     r"mean me)\b", _NOT_ONE_S_OWN_DEATH),
    # not being there for what is planned (at the end of the message), or for anything after it: "i will not be here
    # for it", "i will not be at the presentation or anything after that"; not "for that lecture"
    (r"\b(?:will not|am not going to|not going to) be (?:here|around|alive) (?:(?:for it|for that|to see it|to see "
     r"that)(?= *$| (?:anyway|any way|lol|tbh|honestly|though|either|so|and|but|i|sorry)\b)|any more|much longer|"
     r"after (?:tonight|today))\b", _LEAVING_FOR_A_REASON),
    (r"\b(?:will not|am not going to|not going to) be (?:at|in|there for) .{0,40}\b(?:or|and) (?:anything|everything) "
     r"(?:after|else after|afterwards|beyond) (?:that|this|it)\b", _LEAVING_FOR_A_REASON),
    # plans that are permanent, the last loose ends, something to remember one by, who gets one's things
    (r"\bplans\b.{0,20}\bpermanent ones\b|\bpermanent (?:way out|goodbye|sleep|escape)\b", _NOT_ONE_S_OWN_DEATH),
    (r"\btie up (?:all )?(?:my |the |some )?(?:last )?loose ends\b(?: \w+){0,3} (?:before|by) (?:monday|tuesday|"
     r"wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|the weekend|this weekend|the end of (?:the|this) "
     r"week)\b", _LEAVING_FOR_A_REASON),
    (r"\bsomething to remember me by\b", _LEAVING_FOR_A_REASON),
    # a goodbye note, unless one is transferring, graduating or leaving for a reason
    (r"\bgoodbye (?:note|letter|message)s?\b", _LEAVING_FOR_A_REASON),
    # someone who will soon need one's accounts: "she'll need access to my stuff soon, after"
    (r"\b(?:she|he|they|my (?:sister|brother|mom|mum|dad|parents|family|roommate|friend|partner)) (?:will|is going to|"
     r"are going to) need (?:access to |the passwords? (?:to|for) )?(?:all )?my (?:stuff|accounts?|email|passwords?|laptop|"
     r"files|things)\b.{0,20}\b(?:soon|after|when i am gone|once i am gone)\b", _LEAVING_FOR_A_REASON),
    (rf"\bwho (?:should|can|will|do i|could) (?:get|have|take|keep|give)\b(?: \w+){{0,4}} (?:when|after|once|if) i "
     rf"(?:am dead|die|{_GONE})", _NOT_ONE_S_OWN_DEATH),
]

# Session 17: the same condition in the other five languages ("wer kriegt die Kaution, wenn ich sterbe?", "se eu
# morrer o meu TCC fica com o orientador?"). Not a death "of" laughter, hunger or shame ("si me muero de risa",
# "wenn ich vor Langeweile sterbe" has no condition form here), nor one in a game, a policy or a class exercise.
_OWN_DEATH_INTL = (r"(?:si (?:me )?muero|si me muriera|si (?:me )?llego a morir|cuando (?:me )?muera|en caso de que "
                   r"(?:me )?muera|si fallezco|si je meurs|si je mourais|si je venais a mourir|si je decede|quand je "
                   r"serai morte?|wenn ich sterbe|falls ich sterbe|wenn ich sterben sollte|falls ich sterben sollte|"
                   r"wenn ich tot bin|nach meinem tod|se muoio|se morissi|se dovessi morire|quando saro mort[oa]|dopo "
                   r"la mia morte|se eu morrer|caso eu morra|quando eu morrer|se eu falecer|depois que eu morrer|se "
                   r"eu morresse)(?! (?:de|del|della|di|dal|dalla|vor|por|pour|per|pra|para|d|pas|en el intento|con "
                   r"(?:este|esta|estos|estas|tanto|tanta))\b)"
                   # a death "in" the thesis or the exam: "se eu morrer no TCC", "si me muero con el TFG"
                   r"(?! (?:no|na|nel|nella|en el|en la|con el|con la|con mi|avec|dans|im|in der|bei der|beim|an der|"
                   r"durante|pendant|waehrend|com o|com a) (?:\w+ )?(?:tcc|tfg|tfm|tesis|tesi|these|memoire|examen|"
                   r"examenes|exame|esame|pruefung|klausur|partiel\w*|banca|defensa|soutenance|verteidigung|discussione|"
                   r"semestre|semester|curso|cours|kurs|corso|clase|lezione|vorlesung|parcial\w*|prova|provas)\b)")
_OWN_AFFAIRS_INTL = (r"beca|becas|bourse|stipendium|stipendio|borsa|bolsa|matricula|inscription|immatrikulation|"
                     r"iscrizione|prestamo|prestamos|pret|prets|kredit|darlehen|bafoeg|prestito|emprestimo|deuda|deudas|"
                     r"dette|dettes|schulden|debiti|divida|dividas|titulo|diplome|abschluss|zeugnis|laurea|diploma|"
                     r"visado|visa|visum|visto|fianza|caution|kaution|deposito|cauzione|caucao|cuenta|cuentas|compte|"
                     r"comptes|konto|konten|conto|conta|contas|tesis|tfg|tfm|these|memoire|abschlussarbeit|"
                     r"masterarbeit|bachelorarbeit|hausarbeit|tesi|tcc|dissertacao|datos|donnees|daten|dati|dados|"
                     r"archivos|fichiers|dateien|file|arquivos|ordenador|portatil|ordinateur|laptop|computer|portatile|"
                     r"notebook|cosas|affaires|sachen|cose|coisas|gato|gata|chat|katze|gatto|perro|chien|hund|"
                     r"cane|cachorro|repatri\w*|rapatri\w*|funeral|entierro|obseques|beerdigung|funerale|velorio|"
                     r"enterro|familia|famille|familie|famiglia|padres|parents|eltern|genitori|pais|madre|mere|mutter|"
                     r"mae|hermana|hermano|soeur|frere|schwester|bruder|sorella|fratello|irma|irmao")
_NOT_ONE_S_OWN_DEATH_INTL = (r"\b(?:juego|videojuego|jeu|jeu video|spiel|videospiel|gioco|videogioco|jogo|videogame|"
                             r"personaje|personnage|charakter|figur|personaggio|personagem|partida|partie|partita|"
                             r"seguro de vida|assurance vie|assurance deces|lebensversicherung|risikolebensversicherung|"
                             r"assicurazione sulla vita|(?:el|mi|un|del|al|o|meu|um|do|no|tu|su) seguro|seguros|aseguradora|seguradora|"
                             r"assurance|mutuelle|versicherung|"
                             r"assicurazione|polizza|apolice|hipotetic\w*|hypothetique\w*|hypothetisch\w*|"
                             r"ipotetic\w*|ejercicio|exercice|uebungsaufgabe|esercizio|exercicio|derecho sucesorio|"
                             r"droit des successions|erbrecht|diritto successorio|direito sucessorio|testamento "
                             rf"vital|{JOKE}|scherzavo|era broma|es cona|c est une blague|nur ein scherz|zoeira)\b")
# a game, a class or a policy, in any of the six languages
_ANYONE_S_DEATH_NOT_ONE_S_OWN = rf"{_NOT_ONE_S_OWN_DEATH}|{_NOT_ONE_S_OWN_DEATH_INTL}"
CONTEXTUAL_SELF_HARM += [
    # a death in general, asked with a motive of one's own: "who gets a student's notes if they die? asking bc i want
    # my lab partner to have mine", "si alguien se muere ... es para dejarlo todo atado"
    # (the motive says the life is the writer's, whatever "their parents" the question names: the empty group
    # "writer" tells match_rules so)
    (rf"(?P<writer>)\b{_SOMEONE_DIES}\b.{{0,120}}\b{_A_MOTIVE_OF_ONE_S_OWN}\b", _ANYONE_S_DEATH_NOT_ONE_S_OWN),
    (rf"(?P<writer>)\b{_A_MOTIVE_OF_ONE_S_OWN}\b.{{0,80}}\b{_SOMEONE_DIES}\b", _ANYONE_S_DEATH_NOT_ONE_S_OWN),
    (rf"\b{_OWN_DEATH_INTL}\b.{{0,80}}\b(?:{_OWN_AFFAIRS_INTL})\b", _NOT_ONE_S_OWN_DEATH_INTL),
    (rf"\b(?:{_OWN_AFFAIRS_INTL})\b.{{0,80}}\b{_OWN_DEATH_INTL}\b", _NOT_ONE_S_OWN_DEATH_INTL),
]
