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
    r"mark|score|gpa)|(?:bump|raise|round) (?:me|it) up|pass me|let me pass|give me (?:an a|a pass|a passing grade|the "
    r"grade|a good grade|an extension|full marks)|(?:sign|approve) (?:my|the) (?:thesis|form|paperwork|extension|visa|"
    r"funding|progress report)|(?:write|give) me (?:a|the|my) (?:good )?(?:letter|recommendation|reference)|write my "
    r"(?:letter|recommendation|reference)|"
    r"me (?:aprueba|aprobaria|aprobara|aprueban)|(?:me )?(?:sube|subiria|subira|cambia|cambiaria|arregla|arreglaria) la "
    r"nota|me (?:pone|pondria|pondra|da|daria|dara) (?:un \d+|un diez|un sobresaliente|buena nota|la nota|el aprobado|la "
    r"firma|la carta)|me (?:firma|firmaria|firmara) (?:la|el|mi) (?:tesis|carta|formulario|tfg|tfm)|me (?:pasa|pasaria) "
    r"(?:el examen|la materia|el parcial|la asignatura)|"
    r"(?:me )?(?:mettrait|mettra|met|donnerait|donnera|donne) (?:la moyenne|une bonne note|la note|\d+ sur 20)|me "
    r"(?:ferait|fera|fait) (?:passer|valider)|(?:validerait|validera|valide|signerait|signera|signe) (?:mon|ma) "
    r"(?:semestre|memoire|these|stage|ue|module|lettre|dossier)|"
    r"(?:gibt|gebe|geben wuerde|wuerde) mir (?:\w+ )?(?:die|eine (?:bessere|gute|eins)) note|(?:laesst|liesse|wuerde) mich "
    r"(?:\w+ )?(?:bestehen|durchkommen)|mich (?:\w+ )?(?:bestehen|durchkommen) (?:laesst|lassen wuerde|liesse)|(?:unterschreibt|unterschreiben wuerde|wuerde) (?:mir )?(?:meine|mein|den) "
    r"(?:arbeit|abschlussarbeit|gutachten|empfehlungsschreiben|antrag)|"
    r"mi (?:passa|passerebbe|fa passare|farebbe passare|alza|alzerebbe|da|darebbe|mette|metterebbe) (?:l esame|il voto|"
    r"un voto|un \d+|la firma|la lode)|mi (?:firma|firmerebbe) (?:la tesi|la lettera|il modulo)|"
    r"(?:me )?(?:passa|passaria|aprova|aprovaria|sobe|subiria|muda|mudaria) (?:a )?(?:minha )?nota|me (?:aprova|aprovaria|"
    r"passa de ano|passa na (?:disciplina|materia|prova))|me (?:da|daria) (?:um dez|10|nota maxima)|(?:assina|assinaria) "
    r"(?:minha|meu|a|o) (?:tese|carta|formulario|tcc)")

# --- its condition: the person's home, hotel or car, or sex, a date, pictures ----------------------------------------
_HIS_PLACE = r"(?:apartment|place|house|flat|hotel|hotel room|room|bedroom|car|home)"
_CONDITION = (
    rf"(?:if|as long as|only if) i (?:came|come|go|went|stop by|stopped by|stay|stayed|meet him|met him|meet her|met her) "
    rf"(?:over )?(?:to |at |by |in )?(?:his|her|their) {_HIS_PLACE}|(?:if|as long as|only if) i (?:came|come|go|went) "
    r"(?:over|home with (?:him|her|them)|back with (?:him|her|them))|(?:if|as long as|only if) i (?:slept|sleep|hook "
    r"up|hooked up|go out|went out|date|dated|kiss|kissed|make out|made out|spend the night|spent the night|spend the "
    r"weekend|spent the weekend) with (?:him|her|them)|(?:if|as long as|only if) i (?:send|sent) (?:him|her|them) "
    r"(?:pics|pictures|photos|nudes|selfies)|"
    r"si (?:voy|iba|fuera|fuese|vengo|venia|viniera|paso|pasara) (?:a|por) (?:su|la) (?:casa|piso|departamento|depa|"
    r"apartamento|hotel|habitacion|cuarto|coche|carro)|si (?:me acuesto|me acostaba|me acostara|duermo|dormia|durmiera|"
    r"salgo|saliera|salia) con (?:el|ella)|si le (?:mando|envio|mandaba|mandara) fotos|"
    r"si (?:je venais|je viens|j allais|je vais|je passais|je passe|je montais|je monte) (?:chez (?:lui|elle)|a son "
    r"(?:appart|appartement|hotel)|dans sa (?:chambre|voiture))|si (?:je couchais|je couche|je sortais|je sors) avec "
    r"(?:lui|elle)|si je lui (?:envoyais|envoie) des photos|"
    r"wenn ich (?:\w+ )?(?:zu ihm|zu ihr|bei ihm|bei ihr|in sein hotel|in seine wohnung|in ihre wohnung)(?: nach hause)? "
    r"(?:komme|kaeme|vorbeikomme|vorbeikaeme|uebernachte|uebernachten wuerde)|wenn ich mit (?:ihm|ihr) (?:schlafe|"
    r"schlafen wuerde|ausgehe|ins bett gehe)|wenn ich (?:ihm|ihr) (?:fotos|bilder) schicke|"
    r"se (?:vado|andassi|vengo|venissi|passo|passassi) (?:a casa sua|da lui|da lei|nel suo (?:appartamento|albergo|hotel)|"
    r"in (?:camera|macchina) (?:sua|con lui|con lei))|se (?:ci )?(?:vado a letto|andassi a letto|esco|uscissi|dormo|"
    r"dormissi) con (?:lui|lei)|se gli (?:mando|mandassi) (?:foto|delle foto)|"
    r"se eu (?:for|fosse|vier|viesse|passar|passasse|ir) (?:na|para a|pra|a|ate a) casa (?:dele|dela)|se eu (?:for|fosse|"
    r"ir) (?:no|ao|pro) (?:apartamento|hotel|quarto|carro) (?:dele|dela)|se eu (?:dormir|dormisse|ficar|ficasse|sair|"
    r"saisse) com (?:ele|ela)|se eu (?:mandar|mandasse) (?:fotos|nudes) (?:pra|para) (?:ele|ela)")

# told as a case study, a training scenario, a film or a joke
_STUDIED = (r"case study|scenario|hypothetical|training|module|quiz|example|role play|caso practico|escenario|ejemplo|"
            r"etude de cas|formation|exemple|fallbeispiel|schulung|beispiel|caso di studio|esempio|formazione|estudo de "
            r"caso|cenario|treinamento|exemplo")

ASSAULT_ABUSE = [
    rf"\b{unless(NOT_REAL, JOKE, _STUDIED)}(?:{_FAVOUR})\b.{{0,50}}\b(?:{_CONDITION})\b",
    # the condition first: "if i go to his hotel room he'll sign my thesis"
    rf"\b{unless(NOT_REAL, JOKE, _STUDIED)}(?:{_CONDITION})\b.{{0,50}}\b(?:{_FAVOUR})\b",
]
