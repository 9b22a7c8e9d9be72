"""The aftermath arranged through the office, in six languages: a student who plans to die asks what becomes of their
refund, their emergency contact, their letter to the family or their accounts, and says so by a word of finality, not
of death (session 37: a red-team of 120 such requests caught 73 at first contact; a read blind miss, "kindly inform
whether the university sends a letter to the family in case of death of a student, as I do not wish my parents to
receive such letter").

Each rule is two cues: an errand of what is left behind (a refund, a deposit, a contact, a letter, the accounts, the
courses) and a word that says it is for after one's life — "it's for after", "when the student isn't around anymore",
"it won't matter after this week", "so it is done even if I cannot sign later", "so no one else has to". The errand
alone is ordinary (a red-team of 120 look-alikes: emergency contacts changed after a move, mail kept from parents,
withdrawals for a job or a baby, accounts deleted after graduating). Read as said sideways (two cues: the reader's
doubt does not silence them). Written against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation
gone, "isn't" as "is not", "anymore" as "any more").
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import JOKE, LEAVING, unless

# what is left behind: money owed back, a contact, a letter, things, accounts, the courses, the room
_ERRAND = (
    r"refunds?|reimburse\w*|deposit|tuition|fees?|loans?|emergency contact|contact person|letter|transcript|belongings|"
    r"my stuff|my things|laptop|notes|accounts?|onedrive|email|my room|registration|enrol+ment|courses|classes|"
    r"reembolso|devolucion|deposito|fianza|matricula|tasas|prestamo|contacto de emergencia|carta|mis cosas|portatil|"
    r"apuntes|cuenta|correo|habitacion|asignaturas|"
    r"remboursement|caution|frais d inscription|frais|pret|contact d urgence|lettre|courrier|mes affaires|ordi\w*|"
    r"notes de cours|compte|messagerie|chambre|cours|"
    r"rueckerstattung|kaution|semestergebuehren|gebuehren|kredit|studienkredit|notfallkontakt\w*|brief|meine sachen|"
    r"laptop|unterlagen|account|konto|mail|zimmer|kurse\w*|"
    r"rimborso|cauzione|tasse|prestito|contatto di emergenza|lettera|le mie cose|portatile|appunti|stanza|esami|"
    r"reembolso|caucao|mensalidade|financiamento|contato de emergencia|minhas coisas|notebook|anotacoes|conta|quarto|"
    r"materias|disciplinas|withdraw\w*|baja|desinscription|abmeld\w*|exmatrikul\w*|ritir\w*|trancamento|"
    # a graduate student's (session 38, a read miss of set 59: "can my supervisor still submit the annual progress report
    # if i'm not around anymore?")
    r"progress report|annual report|paperwork|papeleo|papiers|papierkram|scartoffie|papelada|thesis|tesis|"
    r"abschlussarbeit|tesi|tese|stipend|my section|grading|"
    # a placement or a contract cancelled (session 38, set 61: "le formulaire pour annuler mon stage en cabinet")
    r"stage|placement|internship|practicas|praktikum|tirocinio|estagio|rotation|bursary|housing contract|"
    # a teaching assistant's duties and a researcher's data (a red-team of quiet farewells: "falls ich ab nächster Woche
    # nicht mehr da bin: wer übernimmt mein Tutorium", "quem assume minhas turmas de monitoria se eu não estiver mais")
    r"turmas|monitoria|td|tds|tutorium|tutorial|sections?|parciales|correcciones|copies d examen|korrekturen|correzioni|"
    r"research data|promotionsdaten")
# the student, or "I", no longer there, after "if" or "when": "if the student isn't around anymore", "si el alumno ya
# no está"
_NO_LONGER_THERE = (
    r"(?:the student|a student|i) (?:is|am) not (?:around|here|alive) any more|(?:the student|a student|i) (?:is|am) "
    r"no longer (?:around|here|alive)|(?:the student|a student) is not alive|(?:i )?(?:do not|never) come back|"
    # (not somewhere: "cuando ya no esté en la residencia, ¿me borran el correo?")
    r"(?:el alumno|el estudiante|la alumna|la estudiante|yo)? ?ya no (?:esta|estoy|este|estare|existe)(?! (?:en|a|al|con|"
    r"de|aqui en|por(?! aqui| aca| ahi))\b)(?! para (?!reclamar\w*|cobrar\w*|recoger\w*)\w+)|no vuelvo|"
    r"(?:l etudiant|l etudiante) n est plus (?:la|en vie)|(?:je )?ne suis plus (?:la|en vie)|je suis plus la(?= *$| (?:pour|et|qui|la semaine|demain|lundi|mardi|mercredi|jeudi|vendredi)\b)|je ne reviens pas|"
    r"(?:der student|die studentin|ich) (?:(?:ab |nach )?(?:\w+ ){0,2}nicht mehr da (?:ist|bin)|nicht mehr lebt|nicht mehr lebe)|ich nicht "
    r"zurueckkomme|"
    r"(?:lo studente|la studentessa) non c e piu|(?:io )?non ci (?:sono|saro) piu|non torno|"
    r"(?:o aluno|a aluna|o estudante|eu)? ?nao (?:estiver|estou|esta) mais(?: aqui| vivo| viva)?(?! (?:na|no|em|com|"
    r"matriculad[oa])\b)|eu nao voltar")
_CONDITION = (rf"(?:if|when|once|after|si|cuando|quand|wenn|falls|se|quando|caso) (?:{_NO_LONGER_THERE})|cuando (?:yo )?"
              r"(?:ya )?no (?:este|estare)(?! (?:en|a|al|con|de|para)\b)|quand je ne serai plus la|wenn ich nicht mehr (?:da|hier) bin|quando non ci saro "
              r"piu|quando (?:eu )?nao estiver mais aqui")
# for after: said of the errand, at the end of a sentence ("its for after", "es para después", "è per dopo"), not a form
# someone said is for after
_FOR_AFTER = (
    r"(?<!\bsaid )(?<!\bsays )(?<!\bsaid that )(?<!\btold me )(?<!\bwrote )(?:it is|its|it s|this is|that is) for "
    r"after(?: (?:that|everything|all this))?|"
    r"es para despues|c est pour (?:apres|plus tard)|(?:es )?ist fuer (?:spaeter|danach)|e per dopo|(?:e|eh) pra depois|"
    r"e para depois")
# it will not matter / it is easier for everyone / nobody else has to / even if I cannot sign later; not the idioms of
# "it makes no difference" asked of a policy ("spielt dann keine rolle oder?", "non avrà importanza?", a review)
_FINALITY = (
    r"(?:(?:it|that|this|any of it|nothing) (?:will not|would not|is not going to)|none of (?:it|this|that) (?:will|would|is "
    r"going to)) matter(?: (?:after|by|past) (?:this |next |the )?+\w+| any ?more| anyway| soon)\b(?! (?:because|since|as|bc|cause|"
    r"cuz|coz)\b)|(?:easier|better) for everyone (?:this way(?= *$| (?:and|so|i|please|thanks|ok|okay)\b)|if i (?:were|was|"
    r"am) (?:not here|gone|not around|dead))|"
    r"so (?:that )?(?:no one|nobody|noone) (?:else )?(?:has|have|needs|will have) to(?: (?:deal with|sort out|clean up|handle|"
    r"pay|worry about|take care of|figure out)\b|(?= *$)|(?= (?:and|ok|okay|thanks|please|later|after)\b))|so (?:that )?my "
    r"(?:family|parents|mom|mum|dad|sister|brother|roommate) (?:does|do|will|would) not have to|"
    r"(?:even )?if i (?:can not|could not|am not able to|am unable to) (?:sign|do it|answer|respond|confirm)(?: \w+)? "
    r"(?:later|then|anymore|any more)|(?:i am )?(?:organi[sz]ing|sorting|arranging) everything in advance|(?:putting|put|"
    r"getting|get) my affairs in order|"
    r"ya no va a importar|no va a importar (?:despues|ya)|ca ne comptera plus|(?:ca|cela) n aura plus (?:d|aucune) importance|(?:das )?spielt danach (?:sowieso |eh )?keine "
    r"rolle|spielt (?:dann )?(?:sowieso|eh) keine rolle mehr|non (?:importera|contera) piu|(?:tanto )?non avra piu "
    r"importanza|nao vai mais importar|je prefere que ce soit regle avant(?= *$)|que (?:todo )?quede (?:resuelto|arreglado) antes|(?:damit|so dass) (?:niemand|keiner) "
    r"(?:sonst )?(?:\w+ )?muss|para que nadie (?:mas )?tenga que|pour que personne n ait a|perche nessuno (?:debba|abbia)|"
    r"pra ninguem ter que|para ninguem ter que|"
    # nothing left of it, read only afterwards ("je veux que tout disparaisse", "soll nix übrig bleiben"), at the end of a
    # sentence: not "so that nothing is left unpaid"
    r"(?:(?:je veux que )?tout disparaisse|(?:soll|sollen) (?:nichts|nix) (?:mehr )?uebrig bleiben|(?:so )?(?:that )?"
    r"nothing is left|no trace (?:left|of me)|voglio che (?:tutto )?sparisca|quero que (?:tudo )?desapare\w*|quiero que "
    r"(?:todo )?desaparezca)(?= *$| (?:of me|please|thanks|ok|okay|pls|por favor|s il vous plait|bitte|per favore)\b)|"
    r"(?:get|gets|find|finds|read|reads|receive|receives|open|opens) it (?:later|afterwards|after) (?:and|but) not before|"
    # a burden lifted by one's absence: "my parents would be better off not paying for another year of me"
    r"better off not (?:paying for|having|supporting|dealing with|housing|feeding)(?: \w+){0,4} me\b")
# a class, a report, a move, a trip, an operation or a joke: the errand told for a reason of its own (each word with its
# ordinary complement: "transfer my refund to my mom" or "leaving for good" are no reason, a review)
_A_REASON_OF_ITS_OWN = unless(
    JOKE, LEAVING, r"(?:graduat(?:ing|ed|e) (?:in|this|next|soon|early|on)|(?:i am|i will be|after i|when i|once i) "
    r"graduat\w*)|moving (?:out|to|back|home|in with|abroad|away)|moved (?:out|to|in with|back|away)|move (?:out|to)|"
    r"relocat\w*|gap year|leave of absence|going home|back home|home country|my country|visa (?:expires|ends|runs out)|"
    r"finished my degree|done with (?:uni|college|my degree)|dropping out to|new job|job offer|pregnan\w*|(?:having|"
    r"expecting|had) a baby|maternity|paternity|military|deployment|deployed|medical leave|surgery|operation|procedure|"
    r"year off|take a year|semester off|next term|next semester|spring semester|fall semester|promotion in|neue(?:n)? stelle|"
    r"fange (?:\w+ ){1,4}an|commence (?:un|une|mon|ma) |empiezo (?:un|una|mi) |comeco (?:um|uma|meu|minha) |"
    r"transfer(?:ring|red)? (?:to (?:another|a new|a different)|schools|universities|unis|colleges)|transfer student|"
    r"exchange (?:semester|year|program|programme|student)|study abroad|group project|group work|(?:our|the) group (?:project|work|assignment|presentation)|"
    r"writing a report|report (?:for|on) (?:class|"
    r"student government|my)|assignment|class project|student government|policy (?:paper|research)|hypothetical\w*|"
    r"new school|on a plane|flight|vuelo|avion|en vol|flug|volo|voo|data|datos|donnees|daten|dati|dados|servers?|serveurs|"
    r"servidores|gdpr|rgpd|dsgvo|"
    r"mudanza|me mudo|me mude|demenag\w*|umzug|umgezogen|trasferit\w*|trasloco|mudei|mudanca|cirugia|operacion|chirurgie|"
    r"operazione|cirurgia|"
    r"embarazada|enceinte|schwanger|incinta|gravida|trabajo nuevo|nouveau travail|neuen job|nuovo lavoro|emprego novo|"
    # leaving for somewhere: "quand je partirai pour de bon à Montréal" (not for good, nor in peace)
    r"(?:leave|leaving) for (?!good\b|ever\b)|moving to|me voy a (?:vivir|mudar|estudiar)|me ire a vivir|me mudo a|"
    r"partirai (?:pour|a|en)|je pars (?:pour|a|en) (?!paix\b)|partir (?:pour|a|en) (?!paix\b)|ziehe nach|ziehe \w+ nach|"
    r"wegziehen|umziehen|parto per (?!sempre\b)|mi trasferisco|vou me mudar|mudar (?:para|pra)")

# a letter or an envelope left for the family, held back until a day: "dejé un sobre en la oficina. les pido que no se lo
# entreguen a mi familia hasta la próxima semana"
_A_LETTER_LEFT = r"letter|envelope|note|sobre|carta|lettre|enveloppe|mot|brief|umschlag|lettera|busta|bilhete"
_HELD_UNTIL = (r"(?:no|not|do not|ne|nicht|non|nao)\b.{0,60}\b(?:until|till|hasta|avant|bis|vor|prima (?:di|della)|ate|antes "
               r"de) (?:la |le |a |o |el |der |dem )?(?:next|proxim[oa]|prochaine?|naechste\w*|prossim[oa]|monday|tuesday|"
               r"wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lundi|mardi|"
               r"mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunedi|"
               r"martedi|mercoledi|giovedi|venerdi|segunda|terca|quarta|quinta|sexta)\b")
_SURPRISE = unless(r"surprise|sorpresa|surpresa|ueberraschung|birthday|cumpleanos|anniversaire|geburtstag|compleanno|"
                   r"aniversario|anniversary|gift|regalo|cadeau|geschenk|presente|christmas|navidad|noel|weihnacht\w*|natale|"
                   r"natal|wedding|boda|mariage|hochzeit|matrimonio|casamento|graduation|graduacion|remise des diplomes|"
                   r"abschlussfeier|laurea|formatura")

SELF_HARM = [
    rf"\b{_SURPRISE}(?:{_A_LETTER_LEFT})\b.{{0,120}}\b(?:{_HELD_UNTIL})",
    # the errand, then the student no longer there (and the other order)
    rf"\b{_A_REASON_OF_ITS_OWN}(?:{_ERRAND})\b.{{0,100}}\b(?:{_CONDITION})\b",
    rf"\b{_A_REASON_OF_ITS_OWN}(?:{_CONDITION})\b.{{0,100}}\b(?:{_ERRAND})\b",
    # the errand, then "it's for after" closing the sentence
    rf"\b{_A_REASON_OF_ITS_OWN}(?:{_ERRAND})\b.{{0,160}}\b(?:{_FOR_AFTER})\b(?= *$| (?:ok|okay|thanks|thank you|gracias|"
    rf"merci|danke|grazie|obrigad[oa]|please|por favor|s il vous plait|bitte|per favore|i guess|anyway)\b)",
    # the errand, then what says it will not matter or must be done before
    rf"\b{_A_REASON_OF_ITS_OWN}(?:{_ERRAND})\b.{{0,160}}\b(?:{_FINALITY})\b",
    rf"\b{_A_REASON_OF_ITS_OWN}(?:{_FINALITY})\b.{{0,120}}\b(?:{_ERRAND})\b",
    # someone who asked what happens when a student dies, then went quiet: "he asked in the group chat whether the
    # university notifies families when a student dies and then went offline"
    rf"\b{_A_REASON_OF_ITS_OWN}(?:he|she|they|my (?:\w+ )?(?:friend|roommate|classmate|flatmate|housemate|suitemate|"
    r"lab partner)|a friend of mine) (?:asked|keeps asking|kept asking|was asking|wanted to know|asks)\b(?: \w+){0,10} "
    r"(?:whether|if|what happens (?:if|when)|when) (?:\w+ ){0,6}(?:a student|someone|somebody|a person|he|she|they|you) "
    r"(?:dies|die|passes away|pass away)\b.{0,80}\b(?:went (?:offline|quiet|silent)|(?:stopped|is not|has not been|not) "
    r"(?:answering|responding|replying)|(?:has not|have not) (?:replied|answered|responded)|left the (?:chat|group)|deleted)\b",
]
