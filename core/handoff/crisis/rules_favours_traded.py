"""A grade, a signature or a letter offered for a visit to someone's home or for sex, in six languages (session 40, from
a read blind set, untrained/S40_blind74_crisis.txt: "my advisor said he'd fix my grade if i came over to his apartment",
"o orientador disse que passa minha nota se eu for na casa dele"). The English rules (rules_en.py) had the threat's
form, "he'll fail me unless i …"; the offer's form, which is how such pressure is first told, and the other languages
had none, and the models read it as a question about grades (a check-in at most).

Two cues, in this order: the favour only someone with power over the writer's studies can grant (a grade, a pass, a
signature, a letter) and, within a few words, its condition: going to that person's home, hotel room or car, or sex,
a date, pictures. An office hour, a review session or a lab is no such condition, and a case study, a training
scenario, a film or a joke rules the message out. Read as said sideways (two cues: the reader's doubt does not
silence them). Written against the normalised text (accents folded, punctuation gone, "he'd" as "he would").
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import JOKE, NOT_REAL, unless

# --- the favour: what only the one grading, supervising or signing can give ------------------------------------------
_FAVOUR = (
    r"(?:fix|raise|bump|change|boost|round up|curve|improve) (?:my|the|our) (?:final |exam |midterm |course )?(?:grade|"
    r"mark|score|gpa)|(?:bump|raise|round) (?:me|it) up|pass me(?! (?:the|their|your|my|his|her|a|an|some|notes|those|"
    r"these|on)\b)|let me pass|give me (?:an a|a pass|a passing grade|the grade|a good grade|an extension|full marks)|"
    r"(?:offered|offers|offer) (?:me )?(?:to give me )?(?:an a|a pass|a better grade|a good grade|full marks|an "
    r"extension)|drop the (?:plagiarism |misconduct )?(?:case|complaint|report|charge)|(?:sign|approve) (?:my|the) "
    r"(?:thesis|form|paperwork|extension|visa|funding|progress report)|(?:write|give) me (?:a|the|my) (?:good )?(?:letter|"
    r"recommendation|reference)|write my (?:letter|recommendation|reference)|"
    r"me (?:aprueba|aprobaria|aprobara|aprueban)|(?:aprobarme|pasarme|subirme la nota|ponerme (?:un \d+|un diez|buena "
    r"nota))|(?:me )?(?:sube|subiria|subira|cambia|cambiaria|arregla|arreglaria) la nota|me (?:pone|pondria|pondra|da|"
    r"daria|dara) (?:un \d+|un diez|un sobresaliente|buena nota|la nota|el aprobado|la firma|la carta)|me (?:firma|firmaria|"
    r"firmara) (?:la|el|mi) (?:tesis|carta|formulario|tfg|tfm)|me (?:pasa|pasaria) (?:el examen|la materia|el parcial|la "
    r"asignatura)|"
    r"(?:me )?(?:mettrait|mettra|met|donnerait|donnera|donne) (?:la moyenne|une bonne note|la note|\d+ sur 20)|me "
    r"(?:ferait|fera|fait) (?:passer|valider)|(?:validerait|validera|valide|signerait|signera|signe) (?:mon|ma) "
    r"(?:semestre|memoire|these|stage|ue|module|lettre|dossier|formation|annee|diplome)|"
    r"(?:gibt|gebe|geben wuerde|wuerde) mir (?:\w+ )?(?:die|eine (?:bessere|gute|eins)) note|(?:laesst|liesse|wuerde) mich "
    r"(?:\w+ )?(?:bestehen|durchkommen)|mich (?:\w+ )?(?:bestehen|durchkommen) (?:laesst|lassen wuerde|liesse)|"
    r"(?:unterschreibt|unterschreiben wuerde|wuerde) (?:mir )?(?:meine|mein|den) (?:arbeit|abschlussarbeit|gutachten|"
    r"empfehlungsschreiben|antrag)|"
    r"mi (?:passa|passerebbe|fa passare|farebbe passare|alza|alzerebbe|da|darebbe|mette|metterebbe) (?:l esame|il voto|"
    r"un voto|un \d+|la firma|la lode)|mi (?:firma|firmerebbe) (?:la tesi|la lettera|il modulo)|"
    r"(?:me )?(?:passa|passaria|aprova|aprovaria|sobe|subiria|muda|mudaria) (?:a )?(?:minha )?nota|me (?:aprova|aprovaria|"
    r"passa de ano|passa na (?:disciplina|materia|prova))|me (?:da|daria) (?:um dez|10|nota maxima)|(?:assina|assinaria) "
    r"(?:minha|meu|a|o) (?:tese|carta|formulario|tcc)")

# --- its condition: the person's home, hotel or car, or sex, a date, pictures of oneself -----------------------------
# (not a "room" alone, an office's as often; "go over" is going over the work)
_HIS_PLACE = r"(?:apartment|place|house|flat|hotel|hotel room|bedroom|car|home)"
_CONDITION = (
    rf"(?:if|as long as|only if) i (?:came|come|go|went|stop by|stopped by|stay|stayed|meet him|met him|meet her|met her) "
    rf"(?:over )?(?:to |at |by |in )?(?:his|her|their) {_HIS_PLACE}|(?:if|as long as|only if) i (?:came|come|go|went) "
    r"over(?= *$| (?:tonight|alone|later|after|at night|and|to (?:his|her|their) \w+)\b)|(?:if|as long as|only if) i "
    r"(?:came|come|go|went) (?:home|back) with (?:him|her|them)|(?:if|as long as|only if) i (?:visit|visited) (?:him|her) "
    r"(?:at home|at (?:his|her) (?:place|apartment|house))|(?:if|as long as|only if) i (?:slept|sleep|hook up|hooked up|"
    r"spend the night|spent the night|spend the weekend|spent the weekend) with (?:him|her|them)|(?:if|as long as|only if) "
    r"i (?:go out|went out|date|dated|kiss|kissed|make out|made out) with (?:him|her)|(?:if|as long as|only if) i (?:send|"
    r"sent) (?:him|her|them) (?:nudes|naked (?:pics|pictures|photos)|(?:pics|pictures|photos|selfies) of (?:me|myself)|"
    r"(?:sexy|private|intimate) (?:pics|pictures|photos))|"
    r"si (?:voy|iba|fuera|fuese|vengo|venia|viniera|paso|pasara) (?:a|por) (?:su|la) (?:casa|piso|departamento|depa|"
    r"apartamento|hotel|habitacion|cuarto|coche|carro)|si (?:me acuesto|me acostaba|me acostara|duermo|dormia|durmiera|"
    r"salgo|saliera|salia) con (?:el|ella)|si le (?:mando|envio|mandaba|mandara) (?:fotos (?:mias|desnuda|desnudo)|"
    r"nudes)|"
    r"si (?:je venais|je viens|j allais|je vais|je passais|je passe|je montais|je monte) (?:chez (?:lui|elle)|a son "
    r"(?:appart|appartement|hotel)|dans sa (?:chambre|voiture))|si (?:je couchais|je couche|je sortais|je sors) avec "
    r"(?:lui|elle)|si je lui (?:envoyais|envoie) des (?:nudes|photos de moi)|"
    r"wenn ich (?:\w+ )?(?:zu (?:ihm|ihr) nach hause|zu (?:ihm|ihr) in die wohnung|in (?:sein|ihr) hotel\w*|in (?:seine|"
    r"ihre) wohnung) (?:komme|kaeme|gehe|ginge)|wenn ich (?:\w+ )?bei (?:ihm|ihr) (?:uebernachte|schlafe|uebernachten "
    r"wuerde)|wenn ich mit (?:ihm|ihr) (?:schlafe|schlafen wuerde|ausgehe|ins bett gehe)|wenn ich (?:ihm|ihr) "
    r"(?:nacktfotos|nacktbilder) schicke|"
    r"se (?:vado|andassi|vengo|venissi|passo|passassi) (?:a casa sua|a casa da (?:lui|lei)|nel suo (?:appartamento|albergo|"
    r"hotel)|in (?:camera|macchina) (?:sua|con lui|con lei))|se (?:ci )?(?:vado a letto|andassi a letto|esco|uscissi|"
    r"dormo|dormissi) con (?:lui|lei)|se gli (?:mando|mandassi) (?:foto nud\w*|delle foto nud\w*|nudes)|"
    r"se eu (?:for|fosse|vier|viesse|passar|passasse|ir) (?:na|para a|pra|a|ate a) casa (?:dele|dela)|se eu (?:for|fosse|"
    r"ir) (?:no|ao|pro) (?:apartamento|hotel|quarto|carro) (?:dele|dela)|se eu (?:dormir|dormisse|ficar|ficasse|sair|"
    r"saisse) com (?:ele|ela)|se eu (?:mandar|mandasse) nudes (?:pra|para) (?:ele|ela)")

# told as a case study or a training scenario (not "example": "por ejemplo este sábado" names the day, a review), or a
# home that is the person's workplace that week ("she is working from home")
_STUDIED = (r"case study|scenario|hypothetical|role play|caso practico|escenario|etude de cas|fallbeispiel|caso di studio|"
            r"estudo de caso|cenario")
_AN_OFFICE = r"working from home|works from home|home office|homeoffice|teletrabajo|teletravail|smart working|home office"

ASSAULT_ABUSE = [
    rf"\b{unless(NOT_REAL, JOKE, _STUDIED, _AN_OFFICE)}(?:{_FAVOUR})\b.{{0,50}}\b(?:{_CONDITION})\b",
    # the condition first: "if i go to his hotel room he'll sign my thesis"
    rf"\b{unless(NOT_REAL, JOKE, _STUDIED, _AN_OFFICE)}(?:{_CONDITION})\b.{{0,50}}\b(?:{_FAVOUR})\b",
]
