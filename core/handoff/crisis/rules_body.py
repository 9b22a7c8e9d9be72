"""The body in trouble, in every covered language: medical emergencies, an eating disorder that has reached
collapse, deliberate injury and its concealment, danger to the body from fire or a weapon waiting.

Students describe these by symptom, not by the words "crisis" or "emergency" ("se me está cerrando la
garganta", "my legs gave out", "ho inciso una parola sulla coscia"), and most first-language messages
in this family had no rule at all. Written against the normalised text (accents folded, punctuation gone,
"can't" as "can not", French elisions split).
"""

from __future__ import annotations

# not eating as a practice, not a skipped lunch: restricting, stopping, or days without food
_STARVING = (r"(?:restricting|starving myself|stopped eating|(?:have not|not|barely) eaten (?:in|for) (?:days|weeks|"
             r"\w+ days|a week|\w+ weeks)|(?:\w+ )?days without (?:eating|food)|sin comer|deje de comer|dejado de comer|"
             r"no como nada|ne mange plus|arrete de manger|rien mange depuis|aufgehoert (?:zu|mit dem) essen|esse "
             r"(?:seit \w+ \w+ )?nichts mehr|nichts gegessen seit|smesso di mangiare|non mangio (?:piu|da)|senza "
             r"mangiare|parei de comer|sem comer|nao como (?:nada|ha))")
# what makes it an emergency: the body giving way, or not being able to stop
_COLLAPSE = (r"(?:fainted|fainting|passed out|passing out|blacked out|blacking out|collapsed|collapsing|dizzy|legs gave (?:out|way)|heart (?:is )?(?:racing|skipping|"
             r"pounding)|chest pains?|can not stop|need to lose more|svenut[oa]|svengo|me mareo|mareos|me desmaye|"
             r"me desmayo|no puedo parar|adelgazar mas|desmaiei|desmaio|desmaiando|evanouie?|je tombe dans les pommes|"
             r"ohnmaechtig|umgekippt|zusammengebrochen|kann nicht aufhoeren|noch mehr abnehmen|non riesco a smettere|"
             r"dimagrire ancora|nao consigo parar|emagrecer mais)")
# a wound of one's own: body parts in six languages
_SKIN = (r"(?:thigh|thighs|arm|arms|forearm|forearms|wrist|wrists|skin|leg|legs|stomach|hip|hips|ankle|ankles|ribs|"
         r"avambraccio|antebrazo|avant bras|unterarm|unterarme|antebraco|coscia|cosce|braccio|braccia|polso|polsi|"
         r"pelle|gamba|gambe|muslo|muslos|brazo|brazos|muneca|munecas|piel|pierna|piernas|cuisse|cuisses|bras|"
         r"poignet|poignets|peau|jambe|jambes|oberschenkel|arme|handgelenk|handgelenke|haut|bein|beine|coxa|coxas|"
         r"braco|bracos|pulso|pulsos|pele|perna|pernas)")
_ON_PURPOSE = r"(?:de proposito|a proposito|apposta|di proposito|expres|absichtlich|mit absicht|intencionalmente|adrede)"

SELF_HARM = [
    rf"\b{_STARVING}\b.{{0,120}}\b{_COLLAPSE}\b",
    rf"\b{_COLLAPSE}\b.{{0,80}}\b{_STARVING}\b",
    # hiding an injury: "bandages without anyone asking questions", "my arms are a mess again"
    r"\b(?:bandages|bandage|gauze|plasters|band aids|bandaids|steri strips|vendas|curitas|tiritas|pansements|"
    r"verband|verbaende|pflaster|cerotti|garze|bende|curativos|esparadrapo)\b.{0,60}\b(?:without (?:anyone|anybody|"
    r"people|my \w+|them) (?:asking|knowing|noticing|seeing|finding out)|sin que (?:nadie|me)|sans que (?:personne|"
    r"on)|ohne dass (?:jemand|es jemand|man)|senza che (?:nessuno|mi)|sem que (?:ninguem|me))\b",
    rf"\bmy {_SKIN} (?:are|is) (?:a mess|all cut up|cut up|covered in cuts) again\b",
    # deliberate injury in es/fr/de/pt/it, either order ("machuquei minha mão de propósito")
    rf"\b(?:machuquei|me machuquei|me machuque|me hice dano|me lastime|me golpee|mi sono fatt[oa] male|mi sono "
    rf"ferit[oa]|je me suis fait mal|je me suis blesse\w*|je me suis frappe\w*|ich habe mich (?:selbst )?verletzt|"
    rf"hab mich (?:selbst )?verletzt|me feri)(?: \w+){{0,6}} {_ON_PURPOSE}\b",
    rf"\b(?:habe|hab) mich (?:selbst )?{_ON_PURPOSE} (?:verletzt|geschnitten|verbrannt|geschlagen)\b",
    rf"\b{_ON_PURPOSE}(?: \w+){{0,3}} (?:machuquei|me machuquei|me hice dano|me lastime|mi sono fatt[oa] male|"
    rf"je me suis fait mal|mich (?:selbst )?verletzt)\b",
    # carving or scratching until it bleeds
    rf"\b(?:inciso|incidere|incido|grabe|me grabe|gravei|grave|geritzt|ritze|carved|carve|carving|cut)(?: \w+){{0,3}} "
    rf"(?:sulla|sul|sulle|en mi|en el|en la|sur ma|sur mon|sur la|in meinen?|in den|na minha|no meu|into my|in my|on "
    rf"my) {_SKIN}\b",
    r"\b(?:mi graffio|graffiarmi|me rasguno|me rasco|me aranho|me arranho|je me griffe|je me gratte|ich kratze mich|"
    r"scratch(?:ing)? myself|scratch(?:ing)? my (?:arms|legs|skin))(?: \w+){0,4} (?:fino a sanguinare|hasta sangrar|"
    r"jusqu au sang|bis (?:es )?blutet|ate sangrar|until (?:i|it) bleeds?)\b",
    # the means put aside: "j'ai mis de côté assez de somnifères", "been stockpiling my meds"
    r"\b(?:(?:mis de cote|garde|economise|juntado|juntei|guardado|guardei|ahorrado|messo da parte|conservato|"
    r"gesammelt|aufgespart|saved up|saving up|kept)(?: \w+){0,2} (?:assez de|suffisamment de|bastantes?|suficientes?|"
    r"abbastanza|genug|enough)|(?:stockpiled|stockpiling|hoarding|hoarded|gehortet|accumule|accumulato|acumulado|"
    r"acumulei|stocke)(?: \w+){0,2}) (?:de |di |my |mis |mes |meine |meus |i miei |le mie )?(?:somniferes|cachets|"
    r"medicaments|pilules|comprimes|pastillas|pildoras|somniferos|calmantes|comprimidos|remedios|pilulas|pillole|"
    r"pastiglie|sonniferi|farmaci|compresse|tabletten|pillen|schlaftabletten|medikamente|pills|meds|tablets|"
    r"sleeping pills|insulin)\b",
    # Italian "la faccio finita" (I'll end it), not "la faccio finita con questo corso"
    r"\bla (?:faccio|faro|facciamo) finita\b(?! (?:con|di|col|coi)\b)",
    # "anyway I won't be here" in es/fr/de/pt/it: "bon de toute façon je serai plus là après les vacances"
    r"\b(?:de toute facon|en tout cas|de todas formas|de todos modos|igual|total|sowieso|eh|ohnehin|comunque|tanto|"
    r"de qualquer (?:jeito|forma)|mesmo assim)(?: \w+){0,2} (?:je (?:ne )?serai (?:plus|pas) la|ya no (?:voy a )?"
    r"estar\w* (?:aqui|aca|mas)?|no voy a estar (?:aqui|aca|mas)|(?:bin|werde) (?:ich )?(?:dann )?nicht mehr (?:da|"
    r"hier)|nao vou (?:mais )?estar (?:aqui|mais)?|non ci saro piu)\b",
    # disappear and never come back
    r"\b(?:sumir|desaparecer|disparaitre|verschwinden|sparire|disappear|vanish) (?:e|y|et|und|and) (?:nao|no|ne|"
    r"nie|non|never|nunca|jamais|mai|niemals)(?: \w+){0,2} (?:voltar|volver|revenir|zurueckkommen|wiederkommen|tornare|come back|return)\b",
]

IMMEDIATE_DANGER = [
    # fire or smoke and no way out, either order ("help fire can't get out"); a drill is not a fire
    r"\b(?:fire|smoke|flames|incendio|fuego|humo|incendie|feu|fumee|feuer|brand|rauch|fogo|fumaca|fuoco|fumo)\b"
    r"(?! (?:drill|alarm test|exercise|simulation|simulacro|exercice|uebung|esercitazione|simulado)\b).{0,60}"
    r"\b(?:can not get out|could not get out|no (?:puedo|podemos) salir|(?:ne )?(?:peux|peut|pouvons|peuvent) (?:pas |"
    r"plus )?sortir|(?:komme|kommen|komm) nicht (?:raus|hinaus)|nao (?:consigo|conseguimos|da pra) sair|non "
    r"(?:riesco|riusciamo|posso|possiamo) (?:a )?uscire)\b",
    # the body failing now, in es/fr/de/pt/it and English
    r"\b(?:(?<=\bse )me (?:esta )?cerrando la garganta|(?:mi|la) garganta se (?:me )?(?:esta )?cerrando|(?:ma|la) gorge "
    r"(?:se )?(?:ferme|serre|gonfle)|la gorge qui (?:se )?(?:ferme|serre|gonfle)|hals (?:schwillt|schnuert sich|"
    r"geht) zu|garganta (?:esta )?(?:fechando|inchando)|chiude la gola|la gola (?:si )?(?:sta )?(?:chiudendo|"
    r"gonfiando)|throat (?:is )?(?:closing|swelling)(?: up)?)\b",
    r"\b(?:no respira|ya no respira|casi no respira|dejo de respirar|ne respire (?:plus|presque plus|pas)|respire "
    r"(?:presque )?plus|atmet (?:nicht mehr|kaum noch|nicht)|nao (?:esta )?respirando|nao respira|non respira|"
    r"respira a malapena)\b",
    r"\b(?:think|credo|creo|crois|glaub\w*|acho|penso|pretty sure)(?: \w+){0,4} (?:alcohol poisoning|coma etilico|"
    r"coma ethylique|alkoholvergiftung|coma alcoolico|intoxicacion etilica)\b",
    r"\b(?:bebi|tome|tomei|engoli|bu|avale|getrunken|bevuto|ingerito|drank|swallowed|drunk)(?: \w+){0,2} "
    r"(?:agua sanitaria|lejia|javel|eau de javel|bleiche|bleichmittel|chlorreiniger|candeggina|varechina|bleach|"
    r"drain cleaner|antifreeze)\b",
    # the warning headache: sudden, or with the eyes or speech going
    r"\b(?:worst headache (?:of|in) my (?:whole )?life|peor dolor de cabeza de mi vida|pire mal de tete de ma vie|"
    r"schlimmsten kopfschmerzen meines lebens|pior dor de cabeca da minha vida|peggior mal di testa della mia vita)\b"
    r"(?=.{0,80}\b(?:sudden\w*|came on|de repente|soudain\w*|ploetzlich|di colpo|can not see|blurry|numb|slurr\w*|"
    r"no veo|vois plus|sehe nichts|nao enxergo|non vedo)\b)",
    # a weapon waiting: "mi ex está fuera con una navaja esperándome"
    r"\b(?:con|avec|mit|com|with) (?:una|un|une|einem|einer|uma|um|a|an) (?:navaja|cuchillo|pistola|arma|couteau|"
    r"arme|pistolet|messer|waffe|pistole|faca|coltello|knife|gun|pistol)\b(?: \w+){0,4} (?:esperandome|me espera|"
    r"m attend|auf mich wartet|wartet auf mich|me esperando|esperando por mim|mi aspetta|aspettandomi|waiting for me)\b",
    r"\b(?:esperandome|me espera|me esta esperando|m attend|wartet auf mich|me esperando|esta me esperando|mi "
    r"aspetta|aspettandomi|waiting for me|is waiting for me)(?: \w+){0,4} (?:con|avec|mit|com|with) (?:una|un|une|"
    r"einem|einer|uma|um|a|an) (?:navaja|cuchillo|pistola|arma|couteau|arme|pistolet|messer|waffe|pistole|faca|"
    r"coltello|knife|gun|pistol)\b",
    # a stranger at the door or the window, verb first ("someone keeps trying to open my window", "alguien
    # intenta abrir mi puerta") or last ("ein Typ versucht dauernd meine Tür aufzumachen")
    r"\b(?:ein typ|ein mann|jemand|un tipo|alguien|un hombre|quelqu un|un type|un mec|um cara|alguem|um homem|un "
    r"tizio|qualcuno|un uomo|a guy|a man|someone|somebody|a stranger)(?: \w+){0,2} (?:intenta|essaie|essaye|tenta|"
    r"esta tentando|cerca|sta cercando|is trying|keeps trying|tried|kept trying) (?:de |d |di |to )?(?:abrir|ouvrir|"
    r"aprire|open|get in through|break|force|forcer|forzar|forcar|forzare) (?:mi|ma|mon|minha|a minha|la mia|my|the|"
    r"la|a) (?:puerta|porte|porta|door|car door|window|ventana|fenetre|janela|finestra)\b",
    r"\b(?:ein typ|ein mann|jemand|un tipo|alguien|un hombre|quelqu un|un type|un mec|um cara|alguem|um homem|un "
    r"tizio|qualcuno|un uomo|a guy|a man|someone|somebody|a stranger)(?: \w+){0,2} (?:versucht|intenta|essaie|"
    r"essaye|tenta|esta tentando|cerca|sta cercando|is trying|keeps trying|tried)(?: \w+){0,2} (?:meine|mi|ma|"
    r"minha|la mia|my|die|la|a) (?:tuer|autotuer|puerta|porte|portiere|porta|door|car door|window|fenster|ventana|"
    r"fenetre|janela|finestra) (?:aufzumachen|zu oeffnen|aufzubrechen|abrir|d ouvrir|ouvrir|aprire|di aprire|to "
    r"open|open)\b",
]
