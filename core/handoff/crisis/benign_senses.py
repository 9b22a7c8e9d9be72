"""Everyday senses of crisis words, in six languages: idioms, grammar and subjects that are not a person at risk.

Written from the classes behind a red-team's 516 ordinary messages (session 15, `untrained/S15_redteam_ordinary.txt`),
each in every language it exists in, not from the sentences themselves:
- idioms: "se tuer à réviser", "ammazzarsi di studio", "das ist doch Selbstmord", "bin doch nicht lebensmüde",
  "morire dal ridere", "no puedo vivir sin café", "en finir avec ce dossier", "frappée par la beauté";
- grammar: "schlägt mich für … vor" (vorschlagen), "me sigue robando" (seguir + gerund), "está inconsciente de" (unaware),
  "nicht sicher, ob" (unsure), "me corto el pelo" (a haircut), "se corta el wifi" (a thing cut off);
- subjects and objects that are not a person at risk: a pet that follows or wants to jump, mosquitoes that attack,
  a device or a plant that is dying, a text or a dough that does not breathe, a platform that does not react;
- consequences that are not violence: a landlord who threatens to keep the deposit, a danger to one's year;
- a prescribed course ("do I have to take all the antibiotic pills"), first aid and nursing courses, a film's scene,
  a literary suicide, those who miss a party "will regret it", leaving for a move or an exchange.
Each pattern blanks its phrase only; the rest of the message is still read, and a guard keeps out the words that
would make the same phrase a crisis (on purpose, tonight, a person as the one threatened).
"""

from __future__ import annotations

# a deliberate act or an imminent one anywhere after the phrase keeps it a crisis
_NOT_ON_PURPOSE = (r"(?!.*\b(?:a proposito|de proposito|adrede|apposta|di proposito|expres|exprès|absichtlich|"
                   r"mit absicht|intencionalmente|on purpose|esta noche|ce soir|heute nacht|stasera|hoje a noite|"
                   r"tonight|para no despertar|pour ne plus|um nicht mehr|per non svegliarmi|pra nao acordar|"
                   r"de una vez|une bonne fois|morir|mourir|sterben|morire|morrer|die|polsi|polso|poignets?|munecas?|venas|"
                   r"veines|vene|veias|pulsos?|handgelenke?|pulsadern|wrists?|veins)\b)")
# a piece of coursework or paperwork, in the six languages (also read by the rules: a task is not a person)
TASK = (r"(?:tfg|tfm|tesis|tesina|tesi|these|memoire|trabajo|trabalho|travail|lavoro|arbeit|hausarbeit|examen|"
         r"examenes|examens|exame|esame|esami|klausur|klausuren|pruefung|pruefungen|prova|provas|parcial|parciales|"
         r"partiel|partiels|proyecto|projet|progetto|projeto|projekt|semestre|semester|cuatrimestre|practica|"
         r"practicas|stage|tirocinio|estagio|praktikum|informe|rapport|relazione|relatorio|bericht|dossier|"
         r"papeleo|paperasse|burocrazia|papelada|curso|cours|corso|kurs|carrera|licence|master|tcc|materia|"
         r"asignatura|disciplina|entrega|rendu|consegna|abgabe|referat|expose|chapitre|capitulo|capitolo|kapitel|"
         r"redaction|inscription|matricula|anmeldung|demenagement|mudanza|mudanca|trasloco|umzug|devoir|devoirs|tarea|tareas|"
         r"compito|compiti|verifica|interrogazione|exercice|ejercicio|exercicio|esercizio|aufgabe|oral|controle|qcm|trabalhos|"
         r"trabajos|relatorios|informes|aula|aulas)")
_PET = (r"(?:perro|perra|perrito|gato|gata|gatito|chien|chienne|chiot|chat|chaton|hund|hunde|katze|kater|welpe|"
        r"cachorro|cachorra|gatinho|cane|cagnolino|gatto|gattino|cucciolo|hamster|conejo|lapin|kaninchen|coelho|"
        r"coniglio|loro|perroquet|papagei|papagaio|pappagallo|dog|puppy|cat|kitten|bunny|parrot|goldfish|fish|"
        r"rabbit|bird|turtle|gecko|guinea pig|pez|poisson|fisch|pesce|peixe)")
_INSECT = (r"(?:moustiques?|guepes?|abeilles?|moscas?|mosquitos?|avispas?|abejas?|muecken|wespen|bienen|zanzar[ae]|"
           r"vesp[ae]|api|pernilongos?|vespas|abelhas|tiques|garrapatas|zecken|zecche|carrapatos|puces|pulgas|"
           r"floehen|pulci|mosch[ae]|fliegen|mouches)")
_GAME = (r"(?:ajedrez|xadrez|echecs|scacchi|schach|ping pong|tenis|tennis|futbol|futebol|foot|calcio|fifa|mario kart|"
         r"videojuegos?|videogames?|jeux? video|videogiochi|cartas|cartes|carte|jogo|juego|jeu|gioco|partida|"
         r"partita|partie|uno|poker|padel|basket|baloncesto|volei|voley|carrera|corsa|course|billar|billard|"
         r"biliardo|sinuca|damas|dames|dama|fortnite|lol|valorant)")
_MOVE = (r"(?:me mudo|me cambio de|consegui|me traslado|cambio de (?:uni|universidad|facultad|ciudad)|"
         r"je change de|je demenage|demenage|mutation|wechsle|ziehe|umzug|ich gehe (?:nach|ins ausland)|"
         r"vou fazer intercambio|intercambio|me mudo|vou me mudar|mudo de|mi trasferisco|cambio (?:universita|citta)|"
         r"trasloco|erasmus|exchange|graduating|moving out|moving abroad|transferring|studying abroad|"
         r"(?:new|first) job|internship in|practicas en|stage a|stage en|praktikum in|estagio em|tirocinio a)")

PATTERNS = [
    # "se tuer à réviser", "ammazzarsi di studio", "matarse a estudiar", "me matar de estudar", "sich totarbeiten"
    r"\b(?:me|te|se|nous|vous) (?:tuer|tue|tues|tuent|suis tuee?|suis tues) a (?:reviser|travailler|bosser|etudier|"
    r"courir|chercher|expliquer|repeter|faire|ecrire|rediger)\b",
    r"\b(?:ammazzarmi|ammazzarsi|ammazzarci|ammazzarti|ammazzo|ammazziamo|ammazza|uccidermi|uccidersi) di "
    r"(?:studio|lavoro|fatica|allenamento|straordinari|compiti|esercizi)\b",
    r"\b(?:matarme|matarse|matandome|me mato|me estoy matando|matarnos) (?:a |de )?(?:estudiar|estudiando|trabajar|"
    r"trabajando|entrenar|entrenando|correr)\b|\bme (?:matar|matando|mato) de (?:estudar|trabalhar|treinar|estudo)\b|"
    r"\b(?:tot ?arbeiten|totlernen|totgelernt|totgearbeitet|zu tode (?:lernen|arbeiten|gelernt|gearbeitet))\b",
    # killing a game's enemy: "je vais le buter ce boss", "maté al jefe final", "ich hab den endboss umgebracht"
    r"\b(?:(?:le|la|lo|o|a|ihn) )?(?:buter|bute|tuer|tue|matar|mate|mato|ammazzare|ammazzo|ammazzato|uccidere|uccido|"
    r"umbringen|umgebracht|toeten|getoetet|besiegen|kill|killed|killing)\b(?: (?:ce|cet|le|la|el|al|o|a|il|lo|den|"
    r"diesen|this|the|questo|este|esse|esta|essa))? (?:boss|dernier boss|boss final|jefe final|chefao|chefe final|"
    r"endboss|mostro finale)\b",
    # Italian "ammazzare di domande" (to bombard with questions), not "di botte"
    r"\b(?:lo|la|li|le|ti|vi) (?:ammazzo|ammazzero|ammazzano|ammazza|uccido) di (?:domande|complimenti|baci|coccole|"
    r"chiacchiere|messaggi|mail|email|compiti|esercizi|lavoro|risate)\b",
    # "das ist doch Selbstmord", "es una misión suicida", "é suicídio", "c'est du suicide": an activity called suicide
    r"\b(?:mision|mission|missione|missao) (?:suicida|suicide|suicidaire)\b|\bselbstmordkommando\b|"
    r"\b(?:das ist|das waere|ist doch|ist ja|es|seria|era|c est|ce serait|c etait|e|sarebbe|foi) "
    r"(?:doch |ja |reiner |glatter |purer |un |una |du |puro |pure |um |uma |un vero |praticamente |literalmente )?"
    r"(?:suicidio|suicide|selbstmord|suizid)\b(?=.{0,60}\b(?:remarcar|verschieben|reprogramar|mover|deplacer|"
    r"spostare|cambiar|cambiare|trocar|kann man|se puede|peut on|si puo|da pra|tfg|semanas|wochen|semaines|"
    r"settimane|dias|tagen|jours|giorni|prazo|plazo|delai|scadenza|frist)\b)",
    r"\b(?:das ist|ist) (?:doch|ja) (?:reiner |glatter |purer )?(?:selbstmord|suizid)\b",
    # "bin doch nicht lebensmüde", "bist du lebensmüde?": a rhetorical "are you crazy"
    r"\b(?:bin (?:doch |ja )?nicht|bist du|seid ihr|ist er|ist sie|sind sie|sind die|ich bin ja nicht) "
    r"(?:\w+ )?lebensmuede\b(?!.*\b(?:aber jetzt|jetzt schon|inzwischen|mittlerweile|bin ich es|doch schon|langsam "
    r"schon)\b)",
    r"\b(?:morire|muoio|morto|morta|morendo|morirei|morir|muero|muriendo|mourir|meurs|morrer|morro|morrendo) "
    r"(?:dal(?:le)?|de|do|da) (?:ridere|risate|risa|rire|rir)\b",
    # "no puedo vivir sin café", "kann nicht mehr leben ohne meinen Kaffee": a thing one cannot do without
    r"\b(?:no puedo|no podria|no puedes|ne (?:peux|pourrais|peut) pas|kann (?:nicht|kaum)(?: mehr)?|non (?:posso|potrei)|"
    r"nao (?:consigo|posso|conseguiria)|can not|could not)\b (?:\w+ )?(?:vivir|vivre|leben|vivere|viver|live) "
    r"(?:sin|sans|ohne|senza|sem|without) (?:mi |mis |mon |ma |mes |meinen |meine |mein |il mio |la mia |o meu |"
    r"a minha |el |la |le |du |de |il |o |a |my |the )?(?:cafe|kaffee|caffe|cafezinho|coffee|te|the|tee|tea|musica|"
    r"musique|musik|music|spotify|netflix|internet|wifi|movil|telephone|handy|celular|telefono|phone|chocolate|"
    r"chocolat|schokolade|cioccolato|mate|red bull|series|serien|siesta|sieste|gym|gimnasio|sport|deporte)\b",
    # "en finir avec ce dossier", "farla finita con questa tesi", "acabar de una vez con el TFG": a task, not a life
    rf"\ben finir (?:vite |enfin |une bonne fois |au plus vite )?avec (?:ce|cet|cette|ces|le|la|les|mon|ma|mes|l) "
    rf"?(?:\w+ )?{TASK}\b",
    rf"\bfarla finita (?:\w+ )?con (?:questa|questo|la|il|lo|sta|sto|st|l|i|le|gli|quest) ?(?:\w+ )?{TASK}\b",
    rf"\b(?:acabar|terminar|acabo|termino) (?:de una vez |ya |logo |de vez )?(?:con|com) (?:el|la|los|las|este|esta|"
    rf"mi|mis|o|a|os|as|esse|essa|meu|minha) (?:\w+ )?{TASK}\b",
    rf"\b(?:mit (?:der|dem|diesem|dieser|meiner|meinem) (?:\w+ )?{TASK}) (?:\w+ )?(?:schluss machen|fertig werden|"
    rf"abschliessen)\b",
    # out of breath from laughing: "j'arrive plus à respirer tellement j'ai rigolé", "no podía respirar de la risa", "ich
    # krieg keine luft vor lachen", "non respiravo dal ridere", "não consigo respirar de tanto rir" (session 33)
    r"\b(?:(?:j )?arrive (?:plus|pas) a|(?:je )?(?:ne )?(?:peux|pouvais) (?:plus|pas)|no (?:puedo|podia|podiamos)|non "
    r"(?:riesco|riuscivo) a|nao (?:consigo|conseguia)|krieg(?:e)? keine|bekam keine) (?:respirer|respirar|respirare|luft)"
    r"(?: \w+){0,2} (?:tellement (?:j ai |on a )?(?:rigole|ri|ris)|de (?:la )?risa|vor lachen|dal ridere|dalle risate|de "
    r"tanto rir|de rir)\b",
    # rappelling from a bridge with a climbing club: "facciamo le calate in corda doppia dal ponte vecchio"
    # (the rope work itself, never climbing alone nor the French "rappeler": "quit climbing, tonight i am jumping off the
    # bridge", "je rappelle personne, je saute du pont", a review)
    r"\b(?:calate|calata|in corda doppia|rappelling|rapel|rapeis|abseilen|abseiling|abseil)\b"
    r"(?: \w+){0,6} (?:dal|da|du|from|off|vom|von der|desde el|del|do) (?:\w+ )?(?:ponte|pont|bridge|puente|bruecke|"
    r"viadotto|viaduct|viaduc|viaduto)\b",
    # "j'ai été frappée par la beauté du campus", "this idea struck me"
    r"\bfrappee?s? par (?:la|le|l|les|son|sa|ses|cette|ce|cet|leur) (?:\w+ )?(?:beaute|idee|ressemblance|difference|"
    r"qualite|nombre|silence|remarque|elegance|clarte|simplicite|gentillesse|accueil|ampleur|force|justesse|"
    r"pertinence|originalite|profondeur|intelligence|architecture|vue|paysage|lumiere|campus|taille|richesse)\b",
    # "schlägt mich für das Stipendium vor", "schlägt mich als Tutorin vor" (vorschlagen), "schlägt mich um Längen"
    r"\b(?:schlaegt|schlug|schlagen|schlugen) (?:mich|uns|dich) (?:fuer|als|zum|zur) (?!jede|alles)(?:\w+ ){0,4}vor"
    r"(?= (?:was|wie|und|aber|weil|damit|ich|kann|muss|soll|ob|dass|wenn|denn|also|jetzt|oder)\b| *$)|"
    r"\b(?:schlaegt|schlug) mich (?:\w+ )?um (?:laengen|welten)\b",
    # "alguien me sigue robando el yogur": seguir + gerund is "keeps doing"; "mi segue per la tesi" supervises
    r"\b(?:me|nos) (?:sigue|siguen|seguia|seguian) (?:robando|quitando|comiendo|bebiendo|pidiendo|preguntando|cobrando|"
    r"debiendo|gustando|pasando|saliendo|dando error|fallando|olvidando|cambiando|borrando|cogiendo|usando|"
    r"cancelando|ignorando|contestando|respondiendo|faltando|costando)\b|"
    r"\b(?:mi|ci) segue (?:per|nella|nel|con|durante) (?:la |il |lo |l )?(?:tesi|tesina|dottorato|progetto|tirocinio|"
    r"stage|relazione|lavoro)\b|\b(?:me|nous) suit (?:pour|dans|sur|en) (?:mon|ma|le|la|mes|notre) (?:\w+ )?"
    r"(?:memoire|these|stage|projet|mission|dossier|rapport|master|alternance)\b",
    # "está inconsciente de la fecha" (unaware), "es un inconsciente" / "é inconsciente" (reckless, ser)
    r"\binconscientes? (?:de|del|dos|das|do|da|des|du) (?:la |el |lo |los |las |o |a |os |as |l |ce |que )?(?:fecha|"
    r"plazo|entrega|deadline|riesgo|riesgos|peligro|problema|situacion|gravedad|importancia|consecuencias|que|"
    r"realidad|tiempo|hora|risque|risques|danger|gravite|consequences|date|prazo|risco|riscos|perigo|gravidade|"
    r"consequencias|data)\b|"
    r"\b(?:es|eres|son|e|eh|sao|era) (?:un |una |muy |tan |bem |meio |super |muito |um |uma )?inconscientes?\b",
    # "ich fühle mich nicht sicher, ob ich die Klausur schaffe" (unsure), not "nicht sicher in meiner WG" (nor "wann"
    # or "wo": "nicht sicher, wo ich wohne" is unsafe)
    r"\b(?:fuehle mich|bin mir|bin|sind wir) (?:noch |gar |ueberhaupt )?nicht (?:ganz |so |wirklich |mehr )?sicher "
    r"(?:ob|wie|was|welche\w*|ueber|bei der (?:wahl|entscheidung|auswahl)|mit (?:der|meiner) (?:wahl|"
    r"entscheidung|note)|im (?:studium|fach|kurs|modul))\b(?!.*\b(?:ueberleb\w*|durchhalt\w*|aushalt\w*|tabletten|"
    r"umbringen|sterben|tot|leben|weitermachen|nacht)\b)",
    # "me corto el pelo", "je me coupe les cheveux", "mi taglio i capelli", "ich schneide mir die Haare"
    r"\b(?:me|te|se) (?:\w+ )?(?:corto|corte|cortar|cortas|corta|cortei|cortou|cortamos|cortarme|cortaria) "
    r"(?:el |la |los |las |o |a |os |as |mi |mis |meu |minha )?(?:pelo|cabelo|cabello|flequillo|franja|unas|unhas|"
    r"barba|fleco|melena|puntas)\b",
    r"\b(?:me|te|se) (?:coupe|couper|coupes|suis coupee?|fais couper) (?:les|la|le|mes|ma|mon) (?:cheveux|frange|"
    r"ongles|barbe|pointes)\b|\b(?:mi|ti|si) (?:taglio|tagliare|sono tagliat[oa]|taglia|faccio tagliare) (?:i|le|la|"
    r"il) (?:capelli|unghie|frangia|barba|punte)\b|\bschneide (?:mir|dir|sich) (?:die|den|meine|meinen) "
    r"(?:haare|pony|naegel|bart|spitzen)\b",
    # "se corta el wifi", "el internet se me corta": a connection cut off
    r"\bse (?:me |nos |te )?(?:corta|corto|cortan|cortaba|cortaron)\b(?: \w+){0,2} (?:el|la|los|las) (?:wifi|"
    r"internet|luz|agua|llamada|senal|conexion|video|videollamada|zoom|red|corriente|audio|sonido|streaming)\b|"
    r"\b(?:wifi|internet|luz|agua|llamada|senal|conexion|red|zoom|video|videollamada|audio) (?:\w+ )?se (?:me |nos )?"
    r"(?:corta|corto|cortan|cortaba)\b",
    # "¿tengo que tomar todas las pastillas del antibiótico?": a prescribed course, asked about
    r"\b(?:tengo que|tengo q|hay que|debo|tenia que|il faut|je dois|dois je|faut il|muss ich|soll ich|sollte ich|devo|"
    r"bisogna|dovrei|tenho que|preciso|m a dit de|me dijo que|me dijo q|mi ha detto di|me disse pra|me disse para|"
    r"do i have to|should i|must i|need to)\b(?!.*\b(?:esta noche|ce soir|heute nacht|stasera|hoje a noite|tonight|"
    r"de una vez|d un coup|auf einmal|tutte insieme|de uma vez|at once|juntas|juntos|ensemble|zusammen|insieme|together|morir|mourir|sterben|morire|morrer|die|quiero|"
    r"je veux|ich will|voglio|quero|i want)\b) (?:\w+ ){0,2}(?:tomar|tomarme|prendre|nehmen|prendere|take|finish|"
    r"terminar|finir|beenden|finire|acabar)? ?(?:todas las|todos los|toutes les|tous les|alle|tutte le|tutti i|todos "
    r"os|todas as|all the|all of the|all my) (?:\w+ )?(?:pastillas|pildoras|pilules|comprimes|gelules|comprimidos|"
    r"tabletten|pillen|kapseln|compresse|pillole|capsule|capsulas|pills|tablets|capsules)\b"
    r"(?=.{0,80}\b(?:antibiotic\w*|antibiotik\w*|antibiotique\w*|recet\w*|prescri\w*|ordonnance|medic[oa]|medecin|"
    r"arzt|hausarzt|aerztin|receita|dottore|posologia|dosis|dose|course|"
    r"mejor|mieux|besser|meglio|melhor|better)\b)(?!.*\b(?:esta noche|ce soir|heute nacht|stasera|hoje a noite|tonight|"
    r"de una vez|d un coup|auf einmal|tutte insieme|de uma vez|at once|para no|pour ne plus|um nicht|per non|pra nao)\b)",
    r"\b(?:medecin|medico|medica|arzt|aerztin|dottore|dottoressa|doctor|doc|pharmacien|farmaceutico|apotheker)\b"
    r"(?!.*\b(?:juntas|juntos|ensemble|zusammen|insieme|together|morir|mourir|sterben|morire|morrer|die|quiero|"
    r"je veux|ich will|voglio|quero|i want)\b)(?: \w+){0,3} (?:m a dit de|me dijo que|me dijo q|hat gesagt,? ich soll|mi ha detto di|me disse pra|me disse para|"
    r"told me to) (?:\w+ ){0,2}(?:todas las|todos los|toutes les|tous les|alle|tutte le|tutti i|todos os|todas as|"
    r"all the|all of the|all my) (?:\w+ )?(?:pastillas|pilules|comprimes|gelules|comprimidos|tabletten|compresse|"
    r"pillole|capsule|capsulas|pills|tablets|capsules)\b(?!.*\b(?:esta noche|ce soir|heute nacht|stasera|tonight|de "
    r"una vez|d un coup|auf einmal|at once)\b)",
    # "je suis en danger pour mon année", "siamo in pericolo con la consegna", "ich bin in Gefahr, durchzufallen"
    rf"\b(?:en peligro|en danger|in pericolo|em perigo|in gefahr|in danger) (?:pour|con|com|mit|with|for|para|per|"
    rf"sur|de perder|di perdere|de perdre|de reprobar|de suspender|de rater|di essere bocciat[oa]) (?:mon|ma|mes|le|"
    rf"la|les|el|los|las|il|lo|o|a|os|as|mi|mis|meu|minha|der|dem|meiner|meinem|my|the)? ?(?:\w+ )?(?:annee|"
    rf"semestre|diplome|bourse|licence|master|note|notes|moyenne|validation|ue|beca|media|nota|notas|ano|bolsa|"
    rf"prazo|plazo|scadenza|delai|frist|borsa|anno|esame|examen|exame|prova|tcc|{TASK})\b|"
    r"\bin gefahr (?:\w+ )?(?:durchzufallen|durchzurasseln|rauszufliegen|abzurutschen|zu scheitern|nicht zu bestehen|"
    r"exmatrikuliert zu werden|(?:die|den|das|meine|meinen|mein) \w+ zu verlieren|(?:die|den|das) \w+ zu verpassen)\b",
    # a pet or insects as the ones who follow, jump, bite or attack
    rf"\b{_PET}\b(?!.*\b(?:roommate|mom|mum|dad|friend|mother|father|sister|brother|and i|and me|y yo|y mi|et moi|"
    rf"et mon|et ma|und ich|und mein|und meine|e io|e il mio|e la mia|e eu|e meu|e minha|gas|gaz|monoxide|monoxyde|"
    rf"kohlenmonoxid|monossido|monoxido|companer\w*|coloc\w*|mitbewohner\w*|coinquilin\w*|colega)\b)"
    rf"(?: \w+){{0,4}} (?:me (?:esta |sta |fica )?(?:siguiendo|sigue|seguindo|segue|seguendo)|me suit|"
    rf"folgt mir|mi (?:sta )?(?:segue|seguendo)|(?:quiere|veut|will|quer|vuole|wants to|tries to|keeps trying to) "
    rf"(?:\w+ )?(?:saltar|sauter|springen|pular|saltare|jump)|me (?:muerde|mordio|mord|morde|mordeu)|mi morde|beisst "
    rf"mich|follows me|keeps following me|(?:jumped|jumps|fell|falls) (?:off|out of|from)|stopped (?:eating|breathing)|"
    rf"is not breathing|seems dizzy|collapsed|threw up|vomited)\b",
    rf"\b(?:ai ete |a ete |suis |fui |fue |wurde |bin |sono stat[oa] |sono |fomos |fuimos )?(?:attaquee?s?|"
    rf"atacad[oa]s?|angegriffen|attaccat[oa]|piquee?s?|picad[oa]s?|gestochen|punt[oa]|mordid[oa]s?) (?:par|por|von|"
    rf"da|pelos|pelas|pelo|pela|dai|dalle|dagli) (?:\w+ )?{_INSECT}\b|\b{_INSECT}\b(?: \w+){{0,3}} (?:mi|me|m) "
    rf"(?:molesta|molestano|molestan|attaquent|attaccano|atacan|atacam|pican|piquent)\b",
    # a game lost: "mi hermano me dio una paliza al ajedrez", "mi ha picchiato a ping pong", "me bateu no videogame"
    rf"\b(?:me|mi|m|nos|ci) (?:dio|dieron|da|dan|han dado|ha dado|deu|deram|ha|hanno|a|ont)? ?(?:una paliza|una surra|"
    rf"um coro|picchiato|battuto|bateu|batido|gano|ganhou|stracciato|asfaltato|humillo|destrozo|destruyo|massacro|"
    rf"massacrato|aplastou|ecrase|ecrasee|bat|battu|battue|defonce|detruit|pego|pegou|surrou)\b(?: \w+){{0,2}} (?:al|"
    rf"en el|en la|a la|a|au|aux|no|na|nos|nas|in|im|beim|bei|em) (?:\w+ )?{_GAME}\b",
    r"\b(?:m a|me|mi ha|hat mich|me ha|m ont|mi hanno)\b (?:\w+ )?(?:frappee?|tapee?|pego|pegado|golpeo|golpeado|tiro|"
    r"tirado|lanzo|lanzado|geschlagen|beworfen|getroffen|colpit[oa]|picchiat[oa]|bateu|batido|acertou|jogou|jete|"
    r"lance|bombarde\w*|hit|hits|threw at|pelted) (?:avec|con|mit|com|with) "
    r"(?:son|sa|un|une|mon|ma|su|una|seinem|ihrem|einem|einer|o|a|um|uma|her|his|the|il|la|uno|des|unas|unos) "
    r"(?:\w+ )?(?:oreiller|oreillers|coussin|almohada|almohadas|cojin|kissen|travesseiro|almofada|cuscino|cuscini|"
    r"pillow|pillows|ballon|balle|pelota|ball|bola|palla|boules? de neige|bolas? de nieve|schneeball|schneebaellen|"
    r"palle di neve|snowballs?|nerf)\b",
    # a teacher or landlord who threatens a consequence that is no violence
    r"\bme menacee?\b(?!.*\b(?:si je refuse|si je ne (?:couche|sors|cede|reste|viens)|coucher|sexe|sexuel\w*|photos|nudes|frapper|tuer|battre|"
    r"violer)\b) (?:de |d )(?:garder (?:ma|la|mon) (?:caution|depot)|retenir (?:ma|la|mon) (?:caution|depot)|"
    r"porter plainte|frais|resilier|penalites?|une amende|amende|poursuites|me mettre (?:un|une) (?:zero|0|mauvaise "
    r"note)|augmenter (?:le|mon) loyer|me facturer|supprimer (?:mon|ma) (?:compte|"
    r"acces|bourse))\b",
    r"\b(?:bedroht|droht) (?:mich|uns) (?:\w+ )?mit (?:einer|einem|ihrem|seinem|ihrer|seiner|der|dem|den|rechtlichen|"
    r"einer hohen) (?:\w+ )?(?:mieterhoehung|putzplan|kuendigung|abmahnung|mahnung|anzeige|strafe|gebuehr|gebuehren|"
    r"exmatrikulation|rauswurf|klage|anwalt|inkasso|nachzahlung|sperre|punktabzug|note|fuenf)\b",
    r"\b(?:me|nos) (?:amenaza|amenazan|amenazo|ameaca|ameacou|ameacam)\b(?!.*\b(?:si no|si me niego|se eu nao|se "
    r"eu recusar|acostarme|transar|sexo|fotos|golpe\w*|pegar\w*|matar\w*|empuj\w*|bater|empurr\w*)\b) (?:con|de|com) "
    r"(?:quedarse (?:con )?(?:la|el|mi) "
    r"(?:fianza|deposito)|cobrar|cobrarme|denunciar|denunciarme|subir(?:me)? el alquiler|una multa|multa|multar|"
    r"suspender|suspenderme|despejo|reprovar|reprovarme|processo|processar|bajar(?:me)? la nota|cancelar|no devolver|"
    r"nao devolver)\b|"
    r"\bmi (?:minaccia|minacciano|ha minacciato) di (?:tenere|trattenere|denunciarmi|denunciare|sfrattarmi|bocciarmi|"
    r"farmi pagare|una multa|multarmi|sospendermi|non restituire)\b",
    r"\bin (?:the|this|a) (?:game|movie|film|show|level|episode)\b(?!.*\b(?:right now|now|here|help|room|hall|"
    r"lounge)\b)(?: \w+){0,4} there (?:is|s) (?:a|an)\b",
    # "hay un hombre con un cuchillo en la película", "dans le film il y a quelqu'un armé": a scene of a film or a game
    r"\b(?:en|dans|im|no|na|nel|nella) (?:la |le |el |o |a |il |dem |der |lo |ce |cette |este |esta )?"
    r"(?:pelicula|peli|film|filme|serie|videojuego|jogo|juego|gioco|jeu|novela|roman|livro|libro|livre|buch)\b"
    r"(?!.*\b(?:ahora|ahora mismo|right now|now|maintenant|jetzt|gerade|adesso|ora|agora|aqui|ici|hier|qui|here|"
    r"ayuda|help|hilfe|aiuto|ajuda|socorro|au secours)\b)(?: \w+){0,6} (?:hay|il y a|gibt es|ha|tem|c e|there is|"
    r"there s|aparece|apparait|taucht|appare|aparece) (?:un|una|quelqu un|einen|eine|ein|um|uma|a|an|someone|"
    r"alguien|qualcuno|alguem|jemand)\b(?: \w+){0,3}",
    r"\b(?:hay|il y a|gibt es|c e|tem) (?:un|una|une|quelqu un|einen|eine|ein|um|uma)\b(?!.*\b(?:ahora|ahora mismo|right now|now|maintenant|jetzt|gerade|adesso|ora|agora|aqui|ici|hier|qui|here|"
    r"ayuda|help|hilfe|aiuto|ajuda|socorro|au secours)\b) "
    r"(?:\w+ ){0,3}(?:con|avec|mit|com|with|arme|armado|armato|armed) (?:un |una |une |einem |einer |uma |um |a |an )?"
    r"(?:cuchillo|navaja|pistola|arma|couteau|pistolet|messer|waffe|pistole|faca|coltello|gun|knife)?\b"
    r"(?=(?: \w+){0,3} (?:en|dans|im|no|na|nel|nella) (?:la |le |el |o |a |il |dem |der |lo )?(?:pelicula|"
    r"peli|film|filme|serie|videojuego|jogo|juego|gioco|jeu|novela|libro|livre|livro|roman|buch)\b)",
    r"\b(?:um|un|a|uno|ein) (?:cara|tipo|tio|homem|hombre|homme|mec|type|uomo|mann|guy|man) (?:com|con|avec|mit|with) "
    r"(?:uma|una|une|einem|a) (?:faca|cuchillo|couteau|messer|coltello|knife|arma|pistola|gun)\b"
    r"(?=(?: \w+){0,3} (?:entra|entre|kommt|enters|aparece|appare) (?:na|en|dans|in|nella) (?:cena|escena|scene|"
    r"szene|scena)\b)",
    # a literary suicide: "el suicidio de Julieta", "im Werther … sich das Leben zu nehmen", "Durkheim y el suicidio"
    r"\b(?:romeo y julieta|romeo et juliette|romeo und julia|romeu e julieta|romeo e giulietta|romeo and juliet|"
    r"werther|werthers|hamlet|ofelia|ophelia|ophelie|anna karenina|ana karenina|madame bovary|emma bovary|cleopatra|"
    r"bernarda alba|antigona|antigone|durkheim|virgin suicides)\b(?!.*\b(?:yo tambien|moi aussi|ich auch|anch io|eu "
    r"tambem|me too|i also|pienso|penso|denk\w*|je pense|i think|quiero|je veux|ich will|voglio|quero|i want|me "
    r"identifico|mich wieder|mi ritrovo|me reconheco)\b).{0,80}\b(?:suicid\w*|suizid\w*|"
    r"selbstmord\w*|sich das leben (?:zu )?nehmen|se suicida|se quita la vida|se tue|si uccide|se mata|"
    r"kill (?:himself|herself|themselves))\b",
    r"\b(?:suicid\w*|suizid\w*|selbstmord\w*)\b.{0,40}\b(?:de julieta|de juliette|von julia|de julieta|di giulietta|"
    r"of juliet|de romeo|von romeo|di romeo|de werther|von werther|di werther|de ofelia|d ophelie|of ophelia|"
    r"durkheim)\b",
    # "los que no vengan a la fiesta se van a arrepentir": those who miss an event will regret it
    r"\b(?:no (?:vengan|vayan|vienen|van|asistan)|se (?:lo )?pierdan|falten|non (?:vengono|verranno|vengano)|ne "
    r"(?:viennent|viendront) pas|nicht kommen|nao (?:vierem|vem|forem)|skip|skips|miss|missed|misses|do not come|"
    r"does not come|will not come)\b(?!.*\b(?:suerte|chance|glueck|sorte|fortunat\w*|lucky|afortunad\w*|"
    r"sauves?|salvos?|salvati|safe|a salvo|en securite|in sicherheit|al sicuro|em seguranca)\b)"
    r"(?=.{0,80}\b(?:fiesta|fete|soiree|party|feier|festa|cena|diner|dinner|abendessen|concierto|concert|konzert|"
    r"concerto|show|excursion|sortie|ausflug|gita|passeio|viaje|voyage|reise|viaggio|viagem|trip|barbecue|asado|grillen|"
    r"churrasco|bake sale|review session|repaso|revision|wiederholung|ripasso|revisao|partido|match|spiel|partita|jogo|"
    r"game|torneo|tournoi|turnier|torneio|tournament|quedada|apero|aperitivo|karaoke|picnic|pique nique)\b).{0,60}\b(?:arrepentir\w*|pentiranno|pentire|regretter\w*|bereuen|arrepender\w*|"
    r"regret it|be sorry)\b|\b(?:se ne pentiranno|se van a arrepentir|vont le regretter|werden es bereuen|vao se "
    r"arrepender)\b.{0,30}\b(?:quelli che non|los que no|ceux qui ne|die nicht|quem nao|those who)\b",
    r"\b(?:will|would|is going to|are going to) be sorry (?:they|you|that they|that you|he|she) (?:missed|skipped|did "
    r"not come|were not there)\b",
    # "salió la lista de becados, se lo merecen": a praise, not a threat
    r"\b(?:lista de (?:becados|aprobados|admitidos|premiados|ganadores|seleccionados|aprovados|bolsistas|selecionados)|"
    r"enhorabuena|felicidades|felicitaciones|parabens|bravo|felicitations|glueckwunsch|complimenti|congratulations|"
    r"congrats|premio|premios|premiados|ganaron|ganadores|winners|aprobaron|aprovados)\b.{0,60}\b(?:se lo merecen|"
    r"se lo merece|lo merecen|merecen|merece|merecem|mereceu|le meritano|se lo meritano|le meritent|verdient|"
    r"deserve it|deserved it)\b",
    # a first-aid or nursing course: "qué hacer si alguien no respira", "wenn ein Patient nicht atmet"
    r"\b(?:primeros auxilios|premiers secours|erste hilfe|primeiros socorros|primo soccorso|rcp|reanimacion|"
    r"reanimation|wiederbelebung|rianimazione|reanimacao|bls|blsd|socorrismo|secourisme|enfermeria|"
    r"pflegeausbildung|pflegestudium|enfermagem|infermieristica|manichino|maniqui|mannequin|boneco)\b"
    # a real collapse during the course is told so ("de verdad", "right now") after the course's name
    r"(?!.*\b(?:de verdad|en serio|de verdade|wirklich|echt|davvero|sul serio|vraiment|for real|really|actually|ahora "
    r"mismo|right now|jetzt|adesso|agora|ayuda|help|hilfe|aiuto|ajuda|socorro|au secours|mi padre|mio padre|mon pere|"
    r"mein vater|meu pai|mi madre|mia madre|ma mere|meine mutter|minha mae|se ha desmayado|s est evanoui\w*|ist "
    r"umgekippt|e svenut\w*|desmaiou)\b)(?=.{0,80}\b(?:que hacer|que se hace|cosa fare|o que fazer|que faire|was "
    r"tun|was man tut|what to do|practic\w*|pratic\w*|aprend\w*|aprendemos|apprend\w*|lern\w*|impar\w*|simul\w*|"
    r"examen|exam\w*|pruefung|esame|exame|prova|prueba|test|quiz|clase de|cours de|kurs|corso|aula de|si alguien|si "
    r"quelqu un|wenn jemand|se qualcuno|se alguem|cuando alguien|quand quelqu un|quando alguem|if someone)\b).{0,80}"
    r"\b(?:no respira|ne respire (?:pas|plus)|atmet nicht|nao respira|non respira|inconsciente|inconscient|bewusstlos|"
    r"desmayad[oa]|svenut[oa]|no reacciona|sin pulso|ohne puls)\b",
    # devices, plants and batteries that are dying: "der Akku will einfach sterben", "my laptop is about to die"
    r"\b(?:akku|laptop|handy|pflanze|pflanzen|computer|rechner|drucker|router|kaktus|basilikum|batterie|bildschirm|"
    r"portatil|movil|bateria|ordinateur|ordi|batterie|plante|plantes|telephone|portable|cellulare|"
    r"batteria|pianta|piante|celular|notebook|phone|battery|plant|plants|charger|tablet|ipad|cactus|succulent|basil|"
    r"headphones|airpods|printer)\b(?!.*\b(?:und ich auch|y yo tambien|y yo|et moi aussi|e anch io|e eu tambem|and "
    r"so am i|and me too|and i am|geschluckt|tragado|avale|ingoiato|engoli|swallowed|pastillas|tabletten|pills|"
    r"pilules|pillole|comprimidos)\b)(?: \w+){0,3} (?:will (?:einfach |wohl |gerade |nur )?sterben|stirbt|"
    r"se (?:esta )?muere|se (?:esta )?muriendo|veut mourir|va mourir|est en train de mourir|sta morendo|vuole "
    r"morire|ta morrendo|esta morrendo|vai morrer|(?:is |are )?(?:about to|going to|gonna|wants to|is going to) die|"
    r"(?:is |are )?dying)\b",
    # a text or a dough that does not breathe ("ton texte ne respire pas", "il testo non respira", "der Teig atmet nicht")
    r"\b(?:texte|testo|texto|text|teig|masa|pate|massa|impasto|paragraphe|paragrafo|absatz|mise en page|layout|page|"
    r"pagina|documento|document|dokument|ensayo|essay|redaccion)\b(?: \w+){0,2} (?:no respira|non respira|ne "
    r"respire (?:pas|plus)|atmet (?:nicht|kaum)|nao respira|does not breathe)\b",
    # a platform or a person who does not answer messages: "mi tutor no reacciona a mis correos"
    r"\b(?:plataforma|plateforme|plattform|piattaforma|moodle|canvas|campus virtual|aula virtual|portal|portail|sitio|"
    r"site|seite|pagina|sistema|systeme|system)\b(?: \w+){0,2} (?:no reacciona|no responde|ne repond (?:pas|plus)|"
    r"reagiert nicht|non risponde|nao responde|is unresponsive)\b",
    r"\b(?:no reacciona|no responde|ne repond (?:pas|plus)|reagiert nicht|non risponde|nao responde)\b (?:a|aux|auf|ai|"
    r"alle|as|aos) (?:mis|mes|meine|meinen|i miei|le mie|meus|minhas|los|las|les|die|i|le|os|as|sus|ses|seine|ihre) "
    r"(?:\w+ )?(?:correos?|mensajes?|emails?|e mails?|mails?|llamadas?|messages?|appels?|nachrichten|anrufe|messaggi|"
    r"chiamate|mensagens|ligacoes|whatsapps?)\b",
    # leaving for a move, an exchange or a new job: "ya no estaré aquí en verano, conseguí prácticas en Valencia"
    rf"\b(?:ya no estare aqui|no estare aqui|je (?:ne )?serai plus la|ich bin (?:dann )?nicht mehr (?:hier|da)|will "
    rf"nicht mehr hier sein|nao vou estar mais aqui|nao estarei mais aqui|non ci saro piu|not going to be (?:around|"
    rf"here) (?:much )?(?:longer|anymore)|will not be (?:around|here) (?:much )?(?:longer|anymore))\b"
    rf"(?!.*\b(?:mundo|monde|welt|mondo|para siempre|pour toujours|fuer immer|per sempre|para sempre|better place|"
    rf"mejor lugar|meilleur endroit|besseren ort|posto migliore|lugar melhor|forever|for good|merci pour tout|gracias por "
    rf"todo|danke fuer alles|grazie di tutto|obrigad[oa] por tudo|thanks for everything|adios|adieu)\b)"
    rf"(?=.{{0,80}}\b{_MOVE}\b)",
    # an exit that is a door: "no veo salida del parking"
    # (the guard after the first word: at the start of the alternative it would rescan the message at every position)
    r"\b(?=no |nao |non )(?!.*\b(?:humo|fumaca|fuego|fogo|incendio|fumee|feu|fumo|fuoco|rauch|feuer|llamas|chamas|"
    r"fiamme|atrapad\w*|presos?|bloccat\w*|ayuda|socorro|aiuto|ajuda|help)\b)(?:\bno (?:veo|encuentro) (?:la )?salida (?:del|de la|al|a "
    r"la) (?:parking|aparcamiento|estacionamiento|garaje|metro|laberinto|autopista|centro comercial|estadio|"
    r"aeropuerto|estacion)\b|\bnao (?:vejo|acho) (?:a )?saida (?:do|da) (?:estacionamento|garagem|metro|shopping|"
    r"estadio|aeroporto)\b|\bnon (?:vedo|trovo) (?:l )?uscita (?:del|della|dal) (?:parcheggio|garage|metro|centro "
    r"commerciale)\b)",
    # no reason to go on *in a degree*: "no tengo motivos para seguir en Derecho"
    r"\b(?:motivos?|razon(?:es)?|ganas|raison|raisons|motivo|motivi|razao|grund) (?:para|de|pour|per|pra|zu) "
    r"(?:seguir|continuer|continuare|continuar) (?:en|con|estudiando|haciendo|dans|en|a|con|nel|nella|no|na|em|com) "
    r"(?:el |la |los |las |mi |este |esta |ma |mon |le |il |lo |o |a |meu |minha )?(?:\w+ )?(?:carrera|grado|derecho|"
    r"medicina|ingenieria|master|curso|equipo|club|trabajo|empresa|residencia|programa|coro|asignatura|clase|clases|"
    r"gimnasio|doctorado|beca|voluntariado|grupo|licence|fac|prepa|droit|medecine|filiere|cursus|corso|facolta|"
    r"laurea|giurisprudenza|faculdade|direito|psicologia|psychologie|economia|arquitectura|architettura|enfermeria|"
    r"studium|fach|job)\b",
    # the Cold War slogan, coffee and series "overdoses", "bewusstlos vor Müdigkeit"
    r"\b(?:lieber tot als rot|better dead than red|plutot mort que rouge)\b",
    r"\b(?:ueberdosis|sobredosis|overdose|sobredose|dose eccessiva) (?:an |de |di |of |von )?(?:kaffee|koffein|cafe|"
    r"cafeina|caffe|caffeina|cafeine|red bull|energy ?drinks?|zucker|azucar|acucar|zucchero|sucre|serien|series|"
    r"netflix|tiktok|memes|schokolade|chocolate|cioccolato|chocolat)\b",
    r"\b(?:bewusstlos|umgefallen|falle um|tot) vor (?:muedigkeit|erschoepfung|lachen|langeweile)\b",
    # touched by a speech: "ihre Abschiedsrede hat mich tief berührt", "me tocó mucho", "m'a beaucoup touchée"
    r"\bhat mich (?:tief |zutiefst )(?:beruehrt|bewegt)\b|\b(?:rede|film|brief|buch|"
    r"lied|geschichte|worte|nachricht|abschiedsrede|vortrag|musik|szene|gedicht) hat mich (?:\w+ )?beruehrt\b|"
    r"\bm a profondement touchee?\b|\bme (?:toco|tocou) (?:profundamente|el corazon|o coracao)\b|\bme conmovio\b|"
    r"\bmi ha profondamente toccat[oa]\b",
    # attacked in a debate: "in der Seminardiskussion scharf angegriffen"
    r"\b(?:in|bei|im|waehrend) (?:der|dem|einer|einem) (?:\w+ )?(?:diskussion|debatte|seminardiskussion|sitzung|"
    r"besprechung|meeting|kommentaren|kritik|rezension|fragerunde)\b(?: \w+){0,3} angegriffen\b|"
    r"\b(?:scharf|verbal|heftig|oeffentlich|inhaltlich) angegriffen\b|\b(?:atacad[oa]|attaquee?|attaccat[oa]) "
    r"(?:verbalmente|verbalement|en el debate|dans le debat|nel dibattito|no debate|en la discusion|en twitter|"
    r"sur twitter)\b",
    # "die Dozentin hat mich bedrängt, die Arbeit früher abzugeben": pressed about a task
    r"\b(?:dozent\w*|professor\w*|prof|betreuer\w*|chef\w*|vermieter\w*|eltern|mutter|vater|sekretariat|"
    r"pruefungsamt)\b(?: \w+){0,2} (?:hat|haben|hatte) mich (?:\w+ )?(?:bedraengt|gedraengt|unter druck gesetzt)\b"
    r"(?=(?: \w+){0,6} (?:arbeit|hausarbeit|abgabe|anmeldung|termin|vertrag|unterschrift|formular|frist|"
    r"bachelorarbeit|masterarbeit|kapitel|entwurf|note)\b)",
    # "kann jemand mit einem Messer umgehen?", knife skills, a chef's knife: a kitchen's knife
    r"\bmit (?:einem|dem) (?:messer|kochmesser) umgehen\b|\bknife skills\b",
    r"\b(?:knife|knives|cuchillo|couteau|messer|coltello|faca)\b(?=.{0,40}\b(?:culinary|cooking class|food science|"
    r"dissection|kochkurs|curso de cocina|cours de cuisine|corso di cucina|aula de culinaria)\b)(?!.*\b(?:stab\w*|at me|threat\w*|kill\w*|hurt\w*|blood|wrist|arm|myself|himself|herself|cut me|"
    r"apunal\w*|poignard\w*|erstech\w*|accoltell\w*|esfaque\w*|amenaz\w*|menac\w*|bedroh\w*|minacc\w*|ameac\w*|"
    r"matar|tuer|toeten|uccidere|cortarme|me couper|ritzen|tagliarmi|me cortar)\b)",
    # a reflexive accident with a tool or in sport: "me hice daño jugando al fútbol", "mi sono tagliato con la carta"
    rf"\b(?:me hice dano|me lastime|me corte|me cortei|me machuquei|me machuco|me lesione|me queme|me queimei|"
    rf"mi sono (?:fatto male|fatta male|tagliat[oa]|bruciat[oa])|je me suis (?:fait mal|coupee?|bruleee?|blessee?)|"
    rf"ich habe mich (?:verletzt|geschnitten|verbrannt)|ich hab mich (?:verletzt|geschnitten|verbrannt))\b"
    rf"{_NOT_ON_PURPOSE}(?=(?: \w+){{0,5}} (?:jugando|entrenando|cargando|corriendo|cocinando|con (?:el|la|un|una) "
    rf"(?:papel|sarten|horno|lata|vaso)|com (?:o |a |um |uma )?(?:papel|folha|panela|forno|lata)|con (?:la |il |un |"
    rf"una )?(?:carta|foglio|padella|forno|lattina)|col (?:foglio|forno)|avec (?:le |la |un |une |du )?(?:papier|"
    rf"feuille|poele|four|boite)|en (?:el|la) (?:entrenamiento|partido|"
    rf"gimnasio|cocina|mudanza)|no (?:treino|jogo|futebol|volei|basquete)|na (?:academia|cozinha|mudanca)|in cucina|"
    rf"a (?:calcio|pallavolo|basket|tennis)|au (?:foot|sport|basket|rugby|hand)|a la (?:muscu|salle)|beim (?:sport|"
    rf"fussball|training|kochen|laufen|klettern|umzug)|mit (?:dem|einem) (?:papier|blatt)|en el \w+ jugando|"
    rf"cocinando|cozinhando|beim kochen|en cuisine|in cucina|in der kueche|"
    rf"(?:playing|lifting|moving|cooking)|"
    # a craft's blade: "me cortei fazendo a maquete com estilete", "me corté con el cutter haciendo la maqueta"
    rf"(?:fazendo|haciendo|en faisant|beim|facendo|mentre facevo|making|while making) (?:a |la |el |une |le |das |den |"
    rf"il |the |my |mi |ma |minha |meu )?(?:maquete|maqueta|maquette|modell\w*|modellino|plastico|model|"
    rf"scale model|poster|cartaz|cartel|affiche)|(?:com|con|avec|mit|col|with) (?:o |el |le |dem |un |um |an? |il )?"
    rf"(?:estilete|cutter|x ?acto|exacto|teppichmesser|taglierino|box cutter|bisturi|skalpell|scalpel)|en (?:el|la) \w+ (?:jugando|"
    rf"entrenando)|(?:al|el) (?:futbol|baloncesto|padel|tenis|voley))\b)",
    # "ich sterbe, hab seit 8 uhr nix gegessen": dying of hunger, thirst, heat or boredom told in German
    r"\bich (?:sterbe|sterb|verrecke)\b(?= (?:\w+ ){0,10}(?:vor )?(?:hunger|durst|hitze|langeweile|nix gegessen|nichts "
    r"gegessen|noch nix|noch nichts|kein fruehstueck|mensa|kaffee|essen)\b)(?!.*\b(?:sterben will|tot sein|nicht "
    r"mehr leben|umbringen|wirklich|ernst|seit (?:\w+ )?tagen|seit einer woche|nur wasser|nur kaffee|darf nichts "
    r"essen|schwarz vor augen|zittern|zittert|umgekippt|herz)\b)",
    # dying to know, with impatience or curiosity, in six languages: "me muero de ganas de saber mi nota", "je meurs
    # d'envie de voir", "muoio dalla voglia di", "tô morrendo de vontade de", "ich sterbe vor Neugier" (the reflexive
    # and the preposition go too: a stub such as "me de saber mi nota" read like a crisis to the learned layer);
    # never when dying or disappearing is what is longed for
    r"\b(?:(?:me )?(?:muero|morir|morirme|muriendo|muriendome|(?:me )?estoy muriendo)|je meurs|je suis en train de "
    r"mourir|je creve|muoio|sto morendo|(?:estou |to |estava )?morrendo|(?:ich )?sterbe|dying) (?:de|d|dalla|della|"
    r"dal|vor|of|with) (?:las |la )?(?:ganas|envie|voglia|vontade|curiosidad|curiosite|curiosita|curiosidade|neugier|"
    r"neugierde|ungeduld|impaciencia|impatience|impazienza|ansiedade|curiosity)"
    r"(?: (?:de|d|di|da|zu|por|pour|to))?\b(?!(?: \w+){0,3} (?:morir\w*|mourir|morire|morrer|sterben|matarme|"
    r"me tuer|uccidermi|ammazzarmi|me matar|mich umbringen|suicid\w*|desaparecer|disparaitre|sparire|"
    r"verschwinden|sumir|to die|kill myself|end it)\b)",
]
