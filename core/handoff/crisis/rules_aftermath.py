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

from core.handoff.crisis.rule_contexts import JOKE, unless

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
    r"materias|disciplinas|withdraw\w*|baja|desinscription|abmeld\w*|exmatrikul\w*|ritir\w*|trancamento")
# the student, or "I", no longer there, after "if" or "when": "if the student isn't around anymore", "si el alumno ya
# no está"
_NO_LONGER_THERE = (
    r"(?:the student|a student|i) (?:is|am) not (?:around|here|alive) any more|(?:the student|a student|i) (?:is|am) "
    r"no longer (?:around|here|alive)|(?:the student|a student) is not alive|"
    r"(?:el alumno|el estudiante|la alumna|la estudiante|yo) ya no (?:esta|estoy|existe)|"
    r"(?:l etudiant|l etudiante|je) n (?:est|suis) plus (?:la|en vie)|"
    r"(?:der student|die studentin|ich) (?:nicht mehr da (?:ist|bin)|nicht mehr lebt|nicht mehr lebe)|"
    r"(?:lo studente|la studentessa|io) non (?:c e|ci sono) piu|"
    r"(?:o aluno|a aluna|o estudante|eu) nao (?:estiver|estou|esta) mais (?:aqui|vivo|viva)")
_CONDITION = (rf"(?:if|when|once|after|si|cuando|quand|wenn|falls|se|quando|caso) (?:{_NO_LONGER_THERE})|cuando (?:yo )?no "
              r"(?:este|estare)|quand je ne serai plus la|wenn ich nicht mehr (?:da|hier) bin|quando non ci saro piu|quando "
              r"eu nao estiver mais aqui")
# for after: said of the errand, at the end of a sentence ("its for after", "es para después", "è per dopo")
_FOR_AFTER = (
    r"(?:it is|its|it s|this is|that is) for after(?: (?:that|everything|all this))?|"
    r"es para despues|c est pour (?:apres|plus tard)|(?:es )?ist fuer (?:spaeter|danach)|e per dopo|(?:e|eh) pra depois|"
    r"e para depois")
# it will not matter / it is easier for everyone / nobody else has to / even if I cannot sign later
_FINALITY = (
    r"(?:it|that|this|none of it|any of it|nothing) (?:will not|would not|is not going to) matter(?: (?:after|by|past) "
    r"(?:this |next |the )?+\w+| any ?more| anyway| soon)\b(?! (?:because|since|as|bc|cause|cuz|coz)\b)|(?:easier|better) for everyone (?:this way|if i)|"
    r"so (?:that )?(?:no one|nobody|noone) (?:else )?(?:has|have|needs) to(?! (?:chase|remind|bug|ask|email|text|call|nag|"
    r"ping|wait for|look for) me\b)|(?:even )?if i (?:can not|could not|am not able "
    r"to|am unable to) (?:sign|do it|answer|respond|confirm)(?: \w+)? (?:later|then|anymore|any more)|(?:i am )?(?:organi[sz]ing|"
    r"sorting|arranging) everything in advance|(?:putting|put|getting|get) my affairs in order|"
    r"ya no va a importar|no va a importar (?:despues|ya)|ca ne comptera plus|(?:ce )?ne (?:va|comptera) plus (?:compter|"
    r"rien)|(?:das )?spielt (?:danach|dann) (?:sowieso |eh )?keine rolle(?: mehr)?|non (?:importera|contera) piu|non avra "
    r"(?:piu )?importanza|nao vai (?:mais )?importar|je prefere que ce soit regle avant|que (?:todo )?quede (?:resuelto|"
    r"arreglado) antes|(?:damit|so dass) (?:niemand|keiner) (?:sonst )?(?:\w+ )?muss|para que nadie (?:mas )?tenga que|"
    r"pour que personne n ait a|perche nessuno (?:debba|abbia)|pra ninguem ter que|para ninguem ter que|"
    # nothing left of it, nobody charged, read only afterwards ("je veux que tout disparaisse", "soll nix übrig bleiben")
    r"(?:je veux que )?tout disparaisse|(?:soll|sollen) (?:nichts|nix) (?:mehr )?uebrig bleiben|(?:so )?(?:that )?nothing "
    r"is left|no trace (?:left|of me)|voglio che (?:tutto )?sparisca|quero que (?:tudo )?desapare\w*|quiero que (?:todo )?"
    r"desaparezca|no quiero que (?:le |les )?cobren a nadie|(?:do not|would not) want anyone (?:else )?(?:to be |to get )?"
    r"charged|(?:get|gets|find|finds|read|reads|receive|receives|open|opens) it (?:later|afterwards|after) (?:and|but) "
    r"not before")
# a class, a report, a move or a joke: the errand told for a reason of its own
_A_REASON_OF_ITS_OWN = unless(
    JOKE, r"graduat\w*|moving|moved|move out|new job|job offer|pregnan\w*|baby|military|deployment|medical leave|"
    r"transfer\w*|exchange|study abroad|report|assignment|class project|student government|policy (?:paper|research)|"
    r"hypothetical\w*|new school|on a plane|flight|vuelo|avion|en vol|flug|volo|voo|"
    r"mudanza|me mudo|me mude|demenag\w*|umzug|umgezogen|trasferit\w*|trasloco|mudei|mudanca|"
    r"embarazada|enceinte|schwanger|incinta|gravida|trabajo nuevo|nouveau travail|neuen job|nuovo lavoro|emprego novo|"
    # leaving for somewhere: "quand je partirai pour de bon à Montréal"
    r"leave for|leaving for|moving to|move to|me voy a|me ire a|me mudo a|partirai|je pars|partir (?:pour|a|en)|ziehe nach|"
    r"ziehe \w+ nach|wegziehen|umziehen|parto per|mi trasferisco|vou me mudar|vou embora|mudar para|mudar pra")

SELF_HARM = [
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
    rf"\b{_A_REASON_OF_ITS_OWN}(?:he|she|they|my (?:friend|roommate|classmate|flatmate|housemate|suitemate|lab partner)) "
    r"(?:asked|keeps asking|kept asking|was asking|wanted to know|asks)\b(?: \w+){0,10} (?:whether|if|what happens (?:if|when)"
    r"|when) (?:\w+ ){0,6}(?:a student|someone|somebody|a person|he|she|they) (?:dies|die|died|passes away)\b"
    r".{0,80}\b(?:went (?:offline|quiet|silent)|(?:stopped|is not|has not been|not) (?:answering|responding|replying)|"
    r"left the (?:chat|group)|deleted)\b",
]
