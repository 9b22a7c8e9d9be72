"""The body in trouble, in every covered language: medical emergencies, an eating disorder that has reached
collapse, deliberate injury and its concealment, danger to the body from fire or a weapon waiting.

Students describe these by symptom, not by the words "crisis" or "emergency" ("se me está cerrando la
garganta", "my legs gave out", "ho inciso una parola sulla coscia"), and most first-language messages
in this family had no rule at all. Written against the normalised text (accents folded, punctuation gone,
"can't" as "can not", French elisions split).
"""

from __future__ import annotations

# not eating as a practice, not a skipped lunch: restricting, stopping, or days without food
_STARVING = (r"(?:restricting|starving myself|stopped eating|(?:less than|under|meno di|menos de|moins de|unter|weniger "
             r"als) \d+ (?:calories|calorie|calorias|kalorien|kcal)|(?:lost|perdi|perdu|verloren|perso|baje) \d+ ?(?:kg|kilos|lbs|"
             r"pounds)|(?:have not|not|barely) eaten (?:in|for) (?:days|weeks|"
             r"\w+ days|a week|\w+ weeks)|(?:\w+ )?days without (?:eating|food)|sin comer|deje de comer|dejado de comer|"
             r"no como nada|ne mange plus|arrete de manger|rien mange depuis|aufgehoert (?:zu|mit dem) essen|esse "
             r"(?:seit \w+ \w+ )?nichts mehr|nichts gegessen seit|smesso di mangiare|non mangio (?:piu|da)|senza "
             r"mangiare|parei de comer|sem comer|nao como (?:nada|ha))")
# what makes it an emergency: the body giving way, or not being able to stop
_COLLAPSE = (r"(?:fainted|fainting|passed out|passing out|blacked out|blacking out|collapsed|collapsing|dizzy|legs gave (?:out|way)|heart (?:is )?(?:racing|skipping|"
             r"pounding)|chest pains?|can not stop|need to lose more|svenut[oa]|svengo|me mareo|mareos|me desmaye|"
             r"me desmayo|no puedo parar|adelgazar mas|desmaiei|desmaio|desmaiando|evanouie?|je tombe dans les pommes|"
             r"ohnmaechtig|umgekippt|zusammengebrochen|kann nicht aufhoeren|noch mehr abnehmen|non riesco a smettere|"
             r"dimagrire ancora|nao consigo parar|emagrecer mais|cuore perde colpi|non riesco a fermarmi|le coeur qui s emballe|"
             r"herz (?:rast|stolpert)|corazon (?:se me )?acelera\w*|coracao dispara\w*)")
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
    # hiding the marks, burning, punching until it bleeds, a relapse that bleeds
    rf"\b(?:hide|cover|cover up|cacher|esconder|ocultar|tapar|verstecken|verdecken|nascondere|coprire)(?: \w+){{0,2}} "
    rf"(?:marks|cuts|scars|marques|cicatrices|coupures|marcas|cortes|narben|schnitte|segni|tagli|cicatrici)(?: "
    rf"\w+){{0,2}} (?:on|sur|en|an|auf|sui|sulle|nos|nas|in) (?:my|mes|mis|meinen|meine|miei|mie|i miei|le mie|meus|"
    rf"minhas|los|les|den) {_SKIN}\b",
    r"\b(?:me brule|je me brule|me quemo|me queimo|mi brucio|verbrenne mich|burn myself|burning myself)(?: \w+){0,3} "
    r"(?:avec|con|com|mit|with) (?:un|une|una|um|uma|einem|einer|a|my) (?:briquet|cigarette|encendedor|mechero|"
    r"cigarro|isqueiro|accendino|sigaretta|feuerzeug|zigarette|lighter|iron|fer)\b",
    r"\b(?:punch|punching|hit|hitting|golpeo|golpear|frappe|frapper|soco|socar|pugni|faust)\b.{0,40}\b(?:until|bis|"
    r"hasta|jusqu|ate|fino)\b(?: \w+){0,3} (?:bleed\w*|bluten|blutet|sangr\w*|saign\w*|sanguin\w*)\b",
    r"\b(?:relapsed|relapse|ricaduta|recaida|rechute|rueckfall|recai)\b.{0,80}\b(?:bleeding|bleeds|blutet|bluten|"
    r"sangra|sangrando|saigne|sanguina|sanguinando)\b",
    # not planning to be alive on a day: "je compte pas être encore en vie lundi", "não conto estar viva"
    r"\b(?:pas|nao|no|not|nicht|non|dont|do not)\b(?: \w+){0,2} (?:compte|conto|cuento|plan|planning|expect|"
    r"expecting|rechne|penso|pretendo|pienso|intend|planeo|planejo|espero|erwarte|prevedo|tengo pensado)(?: \w+){0,3} (?:etre|estar|be|being|sein|essere|seguir)(?: "
    r"\w+){0,2} (?:en vie|viv[oa]s?|alive|am leben|in vita)\b",
    # giving things away with a word of finality: "alles geregelt", "c'est mieux comme ça" (not "I don't need them
    # any more": old books given to a flatmate are that)
    r"\b(?:verschenkt|weggegeben|donne|donnee|regale|regalado|regalato|regalati|doei|dei|gave away|given away|giving "
    r"away)\b.{0,100}\b(?:alles geregelt|c est mieux comme ca|c mieux comme ca|es mejor asi|e meglio cosi|melhor assim|"
    r"besser so|nur noch der)\b",
    # who gets one's things after death: "who gets my stuff if i die"
    r"\b(?:who gets|who will get|who takes|who keeps|qui (?:recupere|aura|prend)|quien se queda con|wer bekommt|chi "
    r"prende|quem fica com)(?: \w+){0,6} (?:if i die|when i die|si je meurs|si me muero|wenn ich sterbe|se muoio|se eu "
    r"morrer|after i am gone|when i am gone)\b",
    # gone for good: "wenn ich weg bin. also richtig weg"
    r"\b(?:wenn ich (?:weg|nicht mehr da) bin|quand je (?:ne )?serai plus la|cuando ya no este|quando non ci saro piu|"
    r"quando eu nao estiver mais (?:aqui|ai))\b.{0,40}\b(?:richtig weg|fuer immer|pour de bon|pour toujours|para "
    r"siempre|per sempre|pra sempre|para sempre|for good|nicht mehr da)\b",
    # someone at the emergency room after an attempt: "ma sœur est aux urgences après une tentative"
    r"\b(?:aux urgences|a l hopital|en urgencias|en el hospital|in der notaufnahme|im krankenhaus|al pronto soccorso|"
    r"in ospedale|no hospital|na emergencia|in the er|in the hospital|in hospital)\b(?: \w+){0,3} (?:apres|despues de|"
    r"tras|nach|dopo|depois de|after) (?:une|un|una|einem|uma|an) (?:tentative|intento|versuch|suizidversuch|tentativo|"
    r"tentativa|attempt)\b",
    # no future, no way out, tired of being alive
    r"\b(?:(?:ich )?(?:seh|sehe) (?:eh |einfach |echt )?(?:keine zukunft|keinen ausweg)|ich habe keine zukunft|je (?:ne )?vois "
    r"(?:pas|plus|aucun) (?:d )?(?:avenir|issue|sortie)|je n ai (?:pas|plus|aucun) (?:d )?avenir|no (?:le )?veo "
    r"(?:ninguna )?(?:salida|futuro)|no tengo futuro|non vedo (?:nessuna |una )?(?:via d uscita|futuro|uscita|"
    r"speranza)|nao vejo (?:saida|futuro)|nao tenho futuro)\b(?! (?:en|in|como|as|dans|als|come|na|no|em|bei|im|nel|"
    r"nella|con|with|mit|avec)\b)",
    r"\b(?:tannee?|fatiguee?|marre|cansad[oa]|harto|harta|muede|stanc[oa]|stufa|stufo)\b(?: \w+){0,6} (?:d etre en vie|"
    r"de estar viv[oa]|am leben zu sein|zu leben|di essere viv[oa]|di vivere|de viver|de vivir)\b",
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

# a seizure that does not stop, a diabetic low: the body failing in a way a bystander must act on
_SEIZURE = (r"(?:seizure|crisi epilettica|convulsion\w*|crise d epilepsie|crisis epileptica|krampfanfall|anfall|"
            r"convulsao|ataque epileptico|convulsioni)")
_NOT_STOPPING = (r"(?:will not stop|won t stop|not stopping|non si ferma|no para|ne s arrete pas|s arrete pas|hoert nicht "
                 r"auf|nao para|for (?:\d+|five|ten) minutes|da (?:tipo )?\d+ minuti|depuis \d+ minutes|seit \d+ minuten|"
                 r"hace \d+ minutos|ha \d+ minutos)")

IMMEDIATE_DANGER = [
    rf"\b{_SEIZURE}\b(?: \w+){{0,6}} {_NOT_STOPPING}\b",
    r"(?!.*\b(?:fine now|okay now|ok now|better now|recovered|yesterday|last week|gestern|ayer|hier|ieri|ontem)\b)"
    r"\b(?:diabetic|diabetiker\w*|diabetique|diabetic[oa]|diabetica)\b.{0,80}\b(?:sugar|zucker|sucre|azucar|glicemia|"
    r"glucose|glukose|acucar|glycemie|blutzucker)\b(?: \w+){0,3} (?:crashing|dropping|is low|so low|sackt|faellt|chute|"
    r"baja|bajando|cai|caindo|bassa|crolla|scende|sta scendendo|dropped|crashed)\b",
    # someone breaking in, and hiding from them: "ci sono entrati in casa e siamo chiusi in bagno"
    r"\b(?:entraram|entraron|se metieron|sono entrati|ci sono entrati|sont entres|ont force la porte|eingebrochen|"
    r"broke in|broken in|breaking in|broke into|broken into|breaking into)\b(?: \w+){0,3} (?:en|no|na|a|in|chez|bei|into)? ?(?:nuestra|nuestro|nosso|nossa|"
    r"mi|meu|minha|la|el|o|casa|moi|nous|uns|mir|our|my|the)\b",
    r"\b(?:estoy|estamos|to|tou|estou|sono|siamo|je suis|on est|ich bin|wir sind|i am|we are) (?:escondid[oa]s?|"
    r"trancad[oa]s?|chius[oa]|chiusi|cachee?s?|enfermee?s?|versteckt|eingesperrt|hiding|locked|hidden)(?: \w+){0,3} "
    r"(?:bano|banheiro|bagno|salle de bain|toilettes|bad|klo|bathroom|closet|armario|armadio|placard|schrank)\b"
    r"(?=.{0,120}\b(?:tipo|cara|someone|somebody|guy|man|intruder|ex|puerta|porta|porte|door|tuer|entraron|entraram|"
    r"entrati|entres|eingebrochen|broke|gun|knife|pistola|cuchillo|messer|couteau|arma|numero|number|police|"
    r"policia|polizia|polizei|seguranca|security|vigilanza|securite)\b)",
    # a person with a weapon, anywhere, in es/fr/de/pt/it: "mi ex está abajo con un cuchillo"
    r"\b(?:mi ex|mon ex|mein ex|meu ex|il mio ex|un tipo|alguien|un hombre|quelqu un|un type|un mec|einer|jemand|ein "
    r"typ|ein mann|alguem|um cara|um homem|qualcuno|un tizio|uno|my ex|a guy|a man|someone|somebody)(?: \w+){0,6} "
    r"(?:con|avec|mit|com|with) (?:una|un|une|einer|ner|einem|uma|um|a|an) (?:pistola|arma|cuchillo|navaja|pistolet|"
    r"couteau|flingue|waffe|pistole|messer|gewehr|faca|revolver|coltello|fucile|gun|knife|rifle)\b",
    # followed: "um cara me seguiu até o estacionamento", "seit 'ner Woche fährt das gleiche Auto hinter mir her"
    r"\b(?:un tipo|alguien|un hombre|quelqu un|un type|un mec|jemand|ein typ|ein mann|alguem|um cara|um homem|qualcuno|"
    r"un tizio|uno) (?:me (?:seguiu|siguio|sigue|segue|esta siguiendo|ta seguindo|esta seguindo)|m a suivie?|me suit|"
    r"verfolgt mich|ist mir (?:\w+ )?gefolgt|mi (?:ha seguit[oa]|segue|sta seguendo))\b",
    r"\b(?:das gleiche|dasselbe|derselbe|el mismo|la misma|le meme|la meme|o mesmo|a mesma|la stessa|lo stesso|the "
    r"same) (?:auto|carro|coche|voiture|macchina|car|typ|tipo|cara|guy|man|mec|uomo)\b.{0,60}\b(?:hinter mir her|"
    r"folgt mir|me sigue|me suit|me segue|mi segue|following me|follows me|behind me every)\b",
]

IMMEDIATE_DANGER += [
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
    r"esta tentando|cerca|sta cercando|is trying|keeps trying|tried|kept trying|tratando|trata|esta tratando|essayait) (?:de |d |di |to )?(?:abrir|ouvrir|"
    r"aprire|open|get in through|break|force|forcer|forzar|forcar|forzare) (?:mi|ma|mon|minha|a minha|la mia|my|the|"
    r"la|a) (?:puerta|porte|porta|door|car door|window|ventana|fenetre|janela|finestra)\b",
    r"\b(?:ein typ|ein mann|jemand|un tipo|alguien|un hombre|quelqu un|un type|un mec|um cara|alguem|um homem|un "
    r"tizio|qualcuno|un uomo|a guy|a man|someone|somebody|a stranger)(?: \w+){0,2} (?:versucht|intenta|essaie|"
    r"essaye|tenta|esta tentando|cerca|sta cercando|is trying|keeps trying|tried)(?: \w+){0,2} (?:meine|mi|ma|"
    r"minha|la mia|my|die|la|a) (?:tuer|autotuer|puerta|porte|portiere|porta|door|car door|window|fenster|ventana|"
    r"fenetre|janela|finestra) (?:aufzumachen|zu oeffnen|aufzubrechen|abrir|d ouvrir|ouvrir|aprire|di aprire|to "
    r"open|open)\b",
]
