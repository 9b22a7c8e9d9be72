"""Suicide told by its farewell or its arithmetic, and a friend's partner violence, in six languages: a goodbye said
"before I do it", thanks for everything with a message for someone in the past tense or an apology, a friend's farewell
followed by silence, pills counted or a height looked up with "is that enough", a car driven into a pillar or a tree
on purpose, and a friend beaten by a partner or a parent. Written from the read misses of blind set 36 (session 31,
untrained/S31_blind_*): "solo quería despedirme de alguien antes de hacerlo", "Danke für alles, Bot ... Sag meiner
Mitbewohnerin, dass es mir leid tut", "valeu por tudo ... fala pra galera da turma q eu gostava deles", "ma coloc m'a
envoyé 'pardon pour tout, prends soin de mon chat' et elle répond plus", "hab heute 40 von meinen schlaftabletten
gezählt. reicht das eigentlich?", "7 floors. thats probably enough right", "j'ai pensé à prendre le char pis foncer dans
un pilier", "A minha amiga está a ser agredida pelo namorado". Most were long messages the model layers read as
ordinary (a crisis inside an errand dilutes them), so each is two cues and read as said sideways. Against the
normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import JOKE, LEAVING, NOT_REAL, unless, unless_or_without

# --- a goodbye said before doing it ---------------------------------------------------------------------------------
_SAY_GOODBYE = (r"say goodbye|said goodbye|saying goodbye|despedirme|me despedir|despedir me|dire au revoir|dire adieu|"
                r"faire mes adieux|verabschieden|tschuess sagen|auf wiedersehen sagen|salutarti|salutare|dire addio|"
                r"dirti addio|me despedir|dizer adeus|dar tchau")
_BEFORE_DOING_IT = (r"before i do it|before i go through with it|antes de hacerlo|antes de que lo haga|avant de le faire|"
                    r"avant que je le fasse|bevor ich es (?:tue|mache|durchziehe)|prima di farlo|prima che lo faccia|antes "
                    r"de fazer isso|antes de eu fazer|antes de fazer")

# --- thanks for everything, and a message left for someone ----------------------------------------------------------
_THANKS_FOR_ALL = (r"thanks for everything|thank you for everything|gracias por todo|merci pour tout|merci pour "
                   r"tout ce|danke fuer alles|grazie di tutto|grazie per tutto|valeu por tudo|obrigad[oa] por tudo")
# told through someone: an apology, or affection in the past tense (of the living: a farewell)
_TELL = r"tell|dile|diles|decile|decidle|dites|dis|sag|sagt|sagen sie|di|dite|dica|diz|fala|fale|avisa|diga"
# (not "i loved her section": "her" only as the message's or a clause's last word)
_SORRY_OR_LOVED = (r"(?:that )?(?:i am|im|i m) sorry|(?:that )?i (?:loved|liked|cared about) (?:them|him|you|everyone|"
                   r"her(?= *$| (?:and|so|but|bye|ok|okay|please|pls|too|a lot|so much)\b))|que lo siento|que (?:los|las|la|lo|les) (?:queria|quise|apreciaba)|que je suis desole\w*|"
                   r"que je (?:les|l) (?:aimais|aimais bien|ai aime\w*)|dass es mir leid tut|dass ich (?:sie|ihn|euch|"
                   r"dich) (?:lieb|gern|sehr gern) hatte|che mi dispiace|che (?:le|gli|vi) volevo bene|(?:que|q) (?:eu )?"
                   r"(?:sinto muito|gostava (?:deles|dela|dele|de voces|muito)|amava (?:eles|ela|ele))")

# --- a friend's farewell, then silence -------------------------------------------------------------------------------
_SENT_ME = (r"sent me|texted me|messaged me|wrote to me|left me|me mando|me envio|me escribio|me dejo|m a envoye|"
            r"m a ecrit|m a laisse|hat mir (?:\w+ ){0,3}(?:geschickt|geschrieben|geschickt hat)|schrieb mir|mi ha "
            r"(?:mandato|scritto|lasciato)|mi ha inviato|me mandou|me enviou|me escreveu|me deixou")
_A_FAREWELL = (r"goodbye|good bye|farewell|despid\w*|adios|adieu|pardon pour tout|au revoir|abschied\w*|verabschied\w*|"
               r"lebewohl|addio|salutando tutti|despedi\w*|tchau pra sempre|sorry for everything|perdon por todo|lo "
               r"siento (?:por|x) todo|perdoname|perdona por todo|es tut mir (?:alles |so )?leid|tut mir leid fuer "
               r"alles|scusa(?:mi)? per tutto|perdonami|desculpa por tudo|me perdoa|perdao por tudo|take care of my|"
               r"look after my|cuida(?:me)? a mi|cuida de mi|cuidale|prends soin de|occupe toi de|kuemmer dich um|pass "
               r"auf (?:meine|meinen|mein) \w+ auf|prenditi cura|abbi cura|cuida (?:do|da) (?:meu|minha)")
_NO_ANSWER = (r"not answering|isn t answering|isnt answering|won t answer|wont answer|not picking up|won t pick up|"
              r"wont pick up|doesn t answer|not responding|no contesta|no responde|no me contesta|no atiende|no coge|no "
              r"abre|repond plus|repond pas|ne repond (?:plus|pas)|decroche (?:plus|pas)|n ouvre pas|geht nicht (?:mehr )?"
              r"ran|geht (?:er|sie) nicht (?:mehr )?ran|antwortet (?:er |sie )?nicht|meldet sich nicht|nicht erreichbar|macht nicht auf|non risponde|nn risponde|non mi "
              r"risponde|irraggiungibile|non apre|nao responde|nao atende|nao me responde|nao abre|sumiu|"
              r"(?:phone|cel|celular|telefono|handy|portable|tel) (?:is )?(?:off|apagado|eteint|aus|spento|desligado)")

_RETIRED_OR_MAIL = (r"retir\w*|jubila\w*|retraite|rente|ruhestand|pension\w*|aposent\w*|moved|se mudo|se fue a vivir|"
                    r"demenage|umgezogen|si e trasferit[oa]|se mudou|time zones?|husos? horarios?|decalage horaire|"
                    r"zeitverschiebung|fuso orario|fuso horario|e ?mails?|correos?|courriels?|mails")

# --- pills counted, or a height looked up, and "is that enough" -----------------------------------------------------
_COUNTED = (r"counted|counting|count|conte|contado|contando|compte|gezaehlt|zaehle|ho contato|contato|contando|contei|"
            r"contando|saved up|stockpiled|guardado|juntado|mis de cote|gesammelt|gehortet|messo da parte|juntei|guardei")
_PILLS = (r"pills|tablets|sleeping pills|painkillers|pastillas|pastis|comprimidos|pildoras|somniferos|pilules|cachets|"
          r"comprimes|somniferes|tabletten|pillen|schlaftabletten|schmerztabletten|pillole|compresse|sonniferi|remedios|"
          r"comprimidos|calmantes")
_HEIGHT = (r"floors|stories|storeys|meters|metres|feet|pisos|plantas|metros|etages|metres|stockwerke|stock|meter|"
           r"piani|metri|andares")
_HOW_HIGH = (r"how tall|how high|height|tall enough|high enough|que altura|cuanto mide|altura|quelle hauteur|la hauteur|"
             r"wie hoch|hoehe|quanto e alto|altezza|qual a altura|que altura")
_ENOUGH = (r"(?:is|would|will|thats|that s|that is|probably|surely|definitely|be|it s|its) enough|enough right|"
           r"(?:es|sera|seran|son) suficientes?|alcanza|alcanzan|alcanzara|basta|bastan|bastara|ca suffit|ca suffira|"
           r"c est assez|suffisant|(?:reicht|reichen) (?:das|die|es)|reicht|genug|bastano|basteranno|basta|e "
           r"suficiente|sera que da|da conta|suficiente")
# a height asked for a reason: an elevator, a view, a study room, the parking spaces, a project
_A_BUILDING_QUESTION = (r"elevator|lift|ascensor|ascenseur|aufzug|fahrstuhl|ascensore|elevador|stairs|escaleras|"
                        r"escaliers|treppe|scale|escadas|parking spots?|parking spaces|plazas|places|stellplaetze|posti|"
                        r"vagas|study rooms?|salas|rooms|view|vista|vue|aussicht|drone|antenna|project|proyecto|projet|"
                        r"projekt|progetto|projeto|fire code|building code|accessib\w*|vitamins?|vitaminas|vitamines|"
                        r"vitamine|supplements?|allerg\w*|prescription|receta|ordonnance|rezept|ricetta|receita|dose|"
                        r"dosis|dosage|dosierung|dosaggio|dosagem|doctor|medico|medecin|arzt|pharmac\w*|farmac\w*|"
                        r"apotheke|abuel\w*|grand\w*|oma|opa|nonn[oa]|avo|avos|mother|mom|mum|madre|mama|mere|maman|mutter|"
                        r"mamma|mae|father|dad|padre|papa|pere|vater|pai|patient\w*|pacient\w*|paziente|dog|perro|"
                        r"chien|hund|cane|cachorro|cat|gato|chat|katze|gatto|trip|viaje|voyage|reise|viaggio|viagem|"
                        r"vacation|vacaciones|vacances|urlaub|vacanze|ferias")

# --- a car driven into a pillar or a tree on purpose -------------------------------------------------------------
_INTENT = (r"thinking about|thought about|thought of|want to|wanna|gonna|going to|will|pense a|pense en|penser a|"
           r"je pense a|j ai pense a|j ai pense|je veux|je vais|envie de|quiero|quisiera|pienso|pense|voy a|tengo "
           r"ganas de|ganas de|ich will|ich werde|ich denke|ueberlege|ueberleg|voglio|penso di|ho pensato di|pensato "
           r"di|sto pensando di|quero|penso em|pensei em|vou|to pensando em|tou pensando em|estou pensando em|da "
           r"vontade de")
_CRASH = (r"foncer|me jeter|rentrer|m ecraser|m encastrer|estrellarme|estamparme|chocar|tirarme|meterme|empotrarme|"
          r"estrellar el (?:carro|coche|auto)|schiantarmi|andare a sbattere|lanciarmi|buttarmi|bater o carro|jogar o "
          r"carro|enfiar o carro|me jogar|acelerar|bater|drive|driving|crash|crashing|swerve|swerving")
_A_PILLAR = (r"(?:dans|contre) (?:un|le|une|la) (?:\w+ )?(?:pilier|mur|arbre|pont|poteau|platane|pile)|(?:contra|en) "
             r"(?:un|el|una|la) (?:\w+ )?(?:pilar|muro|arbol|poste|puente|pared|columna)|contro (?:un|il|una|la|quel) "
             r"(?:\w+ )?(?:pilone|albero|muro|ponte|palo|pilastro|guardrail)|(?:num|numa|em um|em uma|contra (?:um|uma|"
             r"o|a)|no|na) (?:\w+ )?(?:pilar|poste|arvore|muro|parede|viaduto|pilastra)|into (?:a|the) (?:\w+ )?"
             r"(?:pillar|wall|tree|bridge|overpass|pole|median|column)")
_A_PILLAR_DE = (r"(?:gegen|in) (?:einen|eine|die|den|nen|ne|nen) (?:\w+ )?(?:pfeiler|baum|mauer|brueckenpfeiler|wand|"
                r"laterne|bruecke) (?:\w+ ){0,2}(?:fahren|rasen|knallen|brettern|setzen|zu fahren|zu rasen)")
# a near miss told, an accident, the weather
_A_NEAR_MISS = (r"almost|nearly|casi|por poco|failli|presque|fast|beinahe|quasi|per poco|quase|por pouco|ice|icy|hielo|"
                r"verglas|glatteis|ghiaccio|gelo|neve|snow|nieve|neige|schnee|brakes?|frenos?|freins?|bremsen?|freni|"
                r"freios?|skid\w*|derrap\w*|rutsch\w*|slitt\w*|patin\w*|dream\w*|sone|sueno|reve|traum|sogno|sonho")

# --- soon not here any more; nothing needed after a day; a will written for a day ---------------------------------
_SOON_GONE = (r"(?:bin|werde) (?:ich )?(?:wohl |eh |dann |vielleicht )?bald nicht mehr (?:da|hier)|i (?:will not|wont|"
              r"won t|am not going to|m not going to|am not gonna|m not gonna) be (?:here|around) (?:much longer|any "
              r"longer|longer|for (?:much )?long(?:er)?)\b(?! story\b)|pronto (?:ya )?no (?:voy a estar|estare)(?: aqui)?|(?:ya )?no (?:voy a estar|estare) "
              r"(?:aqui )?(?:mucho tiempo|por mucho)|bientot je (?:ne )?serai plus la|je (?:ne )?serai (?:bientot )?plus "
              r"la (?:bientot|pour longtemps)|presto non ci saro piu|non ci saro (?:ancora )?per molto|logo (?:eu )?nao "
              r"(?:vou estar|estarei) (?:mais )?aqui|nao vou estar aqui por muito tempo")
# a reason to be gone: a move, a trip, a stay abroad or in hospital, leave
_AWAY_FOR_A_REASON = (rf"{LEAVING}|urlaub|ferien|vacaciones|vacances|vacanze|ferias|vacation|holiday|erasmus|"
                      r"ausland\w*|extranjero|etranger|estero|exterior|abroad|praktikum|internship|practicas|stage|"
                      r"tirocinio|estagio|umzug|umziehen|ziehe|mudo|mudanza|demenage\w*|trasloc\w*|mudanca|elternzeit|"
                      r"mutterschutz|operation|surgery|cirugia|chirurgie|intervento|cirurgia|reha|klinik|hospital|"
                      r"krankenhaus|ospedale|hopital|new job|nuevo trabajo|nouveau (?:job|travail)|neuen job|nuovo lavoro|"
                      r"novo emprego|transfer\w*|transferir|wechsel\w*|trasferi\w*|transferencia|contract|vertrag|"
                      r"contrato|contrat|contratto|visa|visum|visto|graduat\w*|abschluss|graduacion|laurea|formatura")
_NOTHING_NEEDED = (r"(?:will not|wont|won t) need anything|not going to need anything|(?:no|ya no) (?:voy a necesitar|"
                   r"necesitare) nada|no me va a hacer falta nada|(?:je )?(?:n )?aurai (?:plus )?besoin de rien|"
                   r"brauch\w* (?:ich )?(?:eh |dann |sowieso )?nichts mehr|non mi servira piu (?:niente|nulla)|non mi "
                   r"serve piu (?:niente|nulla)|(?:nem|nao) vou precisar (?:de )?mais(?: nada)?")
_AFTER_A_DAY = (r"after|by|past|despues|apres|nach|dopo|depois|desde|a partir")
_WITHDRAWING = (r"withdraw\w*|drop(?:ping)? out|cancel (?:my )?enrol\w*|unenrol\w*|rinunciare agli studi|ritirar\w*|"
                r"rinuncia agli studi|trancar|tranco|cancelar (?:la|mi) matricula|darme de baja|dar de baja|baja "
                r"definitiva|abandonar (?:la carrera|los estudios)|exmatrikul\w*|me desinscrire|abandonner (?:mes|la)|"
                r"desinscription|annuler mon inscription|desistir do curso|cancelar (?:a )?matricula")
_WILL_WRITTEN = (r"(?:wrote|made|drafted|finished|did|signed) (?:my|a) (?:last )?will|(?:hice|escribi|redacte|termine|"
                 r"firme) (?:mi|un) testamento|(?:j ai (?:fait|ecrit|redige|signe)) (?:mon|un) testament|(?:hab|habe) "
                 r"(?:mein|ein) testament (?:\w+ )?(?:gemacht|geschrieben|aufgesetzt|unterschrieben)|ho (?:fatto|scritto|"
                 r"firmato) (?:il mio|un) testamento|(?:fiz|escrevi|assinei) (?:meu|um) testamento")
_PLANNED = (r"planned|all set|sorted|ready|organized|organised|planeado|organizado|listo|preparado|prevu|organise|pret|"
            r"regle|geplant|organisiert|bereit|erledigt|pianificato|organizzato|pronto|sistemato|planejado|resolvido|"
            r"arranjado")
_A_DAY = (r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|lunes|martes|"
          r"miercoles|jueves|viernes|sabado|domingo|esta noche|manana|este finde|lundi|mardi|mercredi|jeudi|vendredi|"
          r"samedi|dimanche|ce soir|demain|ce week end|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|"
          r"heute abend|morgen|wochenende|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|stasera|domani|"
          r"weekend|segunda|terca|quarta|quinta|sexta|sabado|domingo|hoje a noite|amanha|fim de semana")
# a will as coursework, or someone else's
_A_WILL_TO_STUDY = (r"class|course|assignment|homework|estate planning|law|tarea|curso|clase|derecho|notar\w*|devoir|"
                    r"cours|droit|hausaufgabe|kurs|jura|erbrecht|compito|corso|diritto|trabalho|aula|direito|grand\w*|"
                    r"abuel\w*|grand mere|grand pere|oma|opa|nonn[oa]|avo|avos|avó|parents|padres|eltern|genitori|pais|"
                    r"template|plantilla|modele|vorlage|modello|modelo")

# --- a friend beaten by a partner or a parent ----------------------------------------------------------------------
_BY_A_PARTNER = (r"(?:by|por|par|von|dal|dalla|da|pelo|pela) (?:her|his|their|su|son|sa|ihrem|ihrer|seinem|seiner|suo|"
                 r"sua|seu|o|a|el|la|le)? ?(?:boyfriend|girlfriend|partner|ex|husband|wife|dad|father|stepdad|mom|mother|"
                 r"novio|novia|pareja|ex|marido|esposo|padre|padrastro|madre|copain|copine|mec|petit ami|compagnon|mari|"
                 r"pere|beau pere|mere|freund|freundin|partnerin|mann|vater|stiefvater|mutter|ragazzo|ragazza|"
                 r"fidanzat[oa]|marito|padre|patrigno|madre|compagno|namorad[oa]|companheiro|pai|padrasto|mae)\b")
_BEATEN = (r"(?:is being|keeps getting|gets|got|is getting|has been) (?:hit|beaten|beat up|abused|choked|strangled|hurt|"
           r"raped|slapped|punched|kicked)|(?:esta siendo|sigue siendo|es|fue) (?:golpead[oa]|maltratad[oa]|agredid[oa]|"
           r"abusad[oa]|violentad[oa]|pegad[oa])|(?:se fait|s est fait|se faisait) (?:encore )?(?:frapper|battre|"
           r"tabasser|agresser|violer|cogner|etrangler)|(?:wird|wurde) (?:\w+ ){0,4}?(?:geschlagen|verpruegelt|"
           r"misshandelt|vergewaltigt|gewuergt)|(?:viene|e stat[oa]|sta venendo) (?:picchiat[oa]|maltrattat[oa]|"
           r"aggredit[oa]|violentat[oa]|strangolat[oa])|(?:esta|ta|tá) (?:sendo|a ser) (?:agredid[oa]|espancad[oa]|"
           r"violentad[oa]|abusad[oa]|batid[oa]|estuprad[oa]|enforcad[oa])")
# a case, an exam question, a story, a film
_A_CASE = (r"case study|caso practico|caso pratico|cas pratique|fallbeispiel|estudo de caso|caso clinico|hypothetical|"
           r"hipotetic\w*|hypothetique|ipotetic\w*|fictitious|ficticio|fictif|fittizi[oa]|vignette|exam question|"
           r"pregunta del examen|question d examen|klausurfrage|domanda d esame|questao da prova|novel|novela|roman|"
           r"romanzo|series|serie|telenovela|novela das|episode|episodio|character|personaje|personnage|figur|"
           r"personaggio|personagem")

SELF_HARM = [
    # "solo quería despedirme de alguien antes de hacerlo"
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_SAY_GOODBYE})\b.{{0,60}}\b(?:{_BEFORE_DOING_IT})\b",
    # "Danke für alles, Bot ... Sag meiner Mitbewohnerin, dass es mir leid tut", "valeu por tudo ... fala pra galera
    # da turma q eu gostava deles"
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_AWAY_FOR_A_REASON}', _THANKS_FOR_ALL)}(?:{_TELL}) (?:\w+ ){{0,5}}"
    rf"(?:{_SORRY_OR_LOVED})\b",
    # "ma coloc m'a envoyé 'pardon pour tout, prends soin de mon chat' et elle répond plus"
    # (not a retirement or a move told, nor unanswered e-mail)
    # (the match starts at the farewell: its "me" would make the writer the one at risk, person_at_risk.py)
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_AWAY_FOR_A_REASON}|{_RETIRED_OR_MAIL}', _SENT_ME)}(?:{_A_FAREWELL})\b.{{0,120}}\b(?:{_NO_ANSWER})\b",
    # "hab heute 40 von meinen schlaftabletten gezählt. reicht das eigentlich?"
    rf"\b{unless(NOT_REAL, _A_BUILDING_QUESTION)}(?:{_COUNTED})\b(?: \w+){{0,5}} (?:{_PILLS})\b.{{0,80}}\b"
    rf"(?:{_ENOUGH})\b",
    rf"\b{unless(NOT_REAL, _A_BUILDING_QUESTION)}(?:{_PILLS})\b(?: \w+){{0,2}} (?:gezaehlt|gesammelt|gehortet|"
    rf"zusammengespart|zur seite gelegt)\b.{{0,80}}\b(?:{_ENOUGH})\b",
    # "looked up how tall the parking garage is. 7 floors. thats probably enough right"
    rf"\b{unless(NOT_REAL, _A_BUILDING_QUESTION)}(?:{_HOW_HIGH})\b.{{0,80}}\b(?:{_HEIGHT})\b.{{0,40}}\b(?:{_ENOUGH})\b",
    # "j'ai pensé à prendre le char pis foncer dans un pilier"
    rf"\b{unless(NOT_REAL, JOKE, _A_NEAR_MISS)}(?:{_INTENT})\b(?: \w+){{0,6}} (?:{_CRASH})\b(?: \w+){{0,4}} "
    rf"(?:{_A_PILLAR})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_NEAR_MISS)}(?:{_INTENT})\b(?: \w+){{0,6}} (?:{_A_PILLAR_DE})\b",
]

SELF_HARM += [
    # "geht das auch posthum? ... ich glaub ich bin bald nicht mehr da"
    rf"\b{unless(NOT_REAL, JOKE, _AWAY_FOR_A_REASON)}(?:{_SOON_GONE})\b",
    # "come si fa a rinunciare agli studi? tanto dopo venerdì non mi servirà più niente"
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_AWAY_FOR_A_REASON}', _WITHDRAWING)}(?:{_AFTER_A_DAY}) (?:\w+ ){{0,3}}"
    rf"(?:{_A_DAY}) (?:\w+ ){{0,2}}(?:{_NOTHING_NEEDED})\b",
    rf"\b{unless_or_without(f'{NOT_REAL}|{JOKE}|{_AWAY_FOR_A_REASON}', _WITHDRAWING)}(?:{_NOTHING_NEEDED})\b(?: \w+){{0,3}} "
    rf"(?:{_AFTER_A_DAY}) (?:\w+ ){{0,3}}(?:{_A_DAY})\b",
    # "wrote my will today ... seriously though i've got it all planned for friday"
    rf"\b{unless(NOT_REAL, _A_WILL_TO_STUDY)}(?:{_WILL_WRITTEN})\b.{{0,120}}\b(?:{_PLANNED})\b(?: \w+){{0,3}} "
    rf"(?:{_A_DAY})\b",
]

ASSAULT_ABUSE = [
    # "A minha amiga está a ser agredida pelo namorado", "my friend keeps getting hit by her boyfriend"
    rf"\b{unless(NOT_REAL, _A_CASE)}(?:{_BEATEN})\b(?: \w+){{0,3}} (?:{_BY_A_PARTNER})",
    # German puts the agent first: "meine freundin wird von ihrem freund geschlagen"
    rf"\b{unless(NOT_REAL, _A_CASE)}(?:wird|wurde|werden) (?:\w+ ){{0,2}}von (?:ihrem|ihrer|seinem|seiner|dem|der) "
    r"(?:freund|freundin|partner|partnerin|ex|mann|frau|vater|stiefvater|mutter)(?: \w+){0,3} (?:geschlagen|verpruegelt|"
    r"misshandelt|vergewaltigt|gewuergt|bedroht)\b",
]
