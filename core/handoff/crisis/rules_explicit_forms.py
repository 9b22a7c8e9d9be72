"""Explicit crisis forms the other rules missed in es/fr/de/it/pt (and two in English), found by a systematic
audit in session 17 (a helper wrote each core expression in several grammatical forms per language: 198 of 301
reached the rules).

The gaps were grammar, not vocabulary: the pronoun before the verb ("mi voglio ammazzare" beside "voglio
ammazzarmi", "quer se matar" beside "quer me matar"), hanging as a method, how-to questions about a method,
"the least painful way", disappearing "from this world", a threat to shoot everyone at a school, and sexual abuse
said with "abusa de mim" or "m'agresse sexuellement". Written against the normalised text (accents folded,
umlauts as ae/oe/ue, punctuation gone, French elisions split).
"""

from __future__ import annotations

from core.handoff.crisis.normalise import IN_EARNEST, LAUGHTER
from core.handoff.crisis.rule_contexts import JOKE, SAFE_LANDING

# killing, hanging or taking one's life, as verbs after a pronoun that climbed before the auxiliary
_KILL_ES = r"(?:matar|suicidar|ahorcar|colgar|quitar la vida)"
_KILL_IT = r"(?:ammazzare|uccidere|impiccare|suicidare|togliere la vita)"
_KILL_PT = r"(?:matar|suicidar|enforcar)"
# not "die laughing", "kill myself studying": what follows the verb in the everyday sense
_NOT_A_HYPERBOLE = (r"(?! (?:de|del|dalle|dal|dalla|di|a|al|con|per|por|estudiando|estudando|studiando|trabajando|"
                    r"trabalhando|lavorando|rir|risa|risate|ridere)\b)")

# a jump "out of the window" with a laugh or "just kidding" anywhere is the everyday hyperbole ("mi butto dalla finestra
# se crasha il portale ahah", "vou me jogar da janela se mudarem a data kkk"); the exclusion sits inside, so it is
# read anywhere in the message
# ... unless the message says it is meant ("kkkkk relaxa gente … vou me jogar na frente do metrô, dessa vez é sério")
_LAUGH = (rf"(?!.*^(?!.*\b{IN_EARNEST}\b).*\b(?:{LAUGHTER}|{JOKE}|scherzavo|era broma|{SAFE_LANDING})\b)")

_WEAPON = (r"(?:arma|armas|pistola|revolver|navaja|cuchillo|escopeta|rifle|bomba|arme|flingue|pistolet|couteau|fusil|"
           r"bombe|waffe|pistole|messer|gewehr|knarre|coltello|fucile|faca|espingarda)")
_NOT_A_REAL_WEAPON = (r"(?!.*\b(?:juguete|agua|colle|brinquedo|acqua|spielzeug|wasser|schreckschuss\w*|teatro|theater"
                      r"\w*|theatre|obra|peca|piece|spettacolo|suiza|suisse|schweizer|campamento|camping|acampamento|"
                      r"campeggio|clase de cocina|cours de cuisine|kochkurs|corso di cucina|aula de culinaria|paintball|"
                      r"airsoft|nerf|jeu|juego|gioco|jogo|spiel|spaghetti|espaguete|pasta|competicion|concours|"
                      r"wettbewerb|gara|competicao|maqueta|maquette|modell|modellino|maquete|kk\w*|jaja\w*|mdr|haha\w*|"
                      r"ahah\w*|cabeza|tete|kopf|testa|cabeca|pestanas|neurones|cerebro|peli|pelicula|filme|film|serie|"
                      r"libro|livro|livre|buch|roman|novela|romanzo|prota|protagonista|personaje|personnage|personaggio|"
                      r"personagem|figur)\b)")

SELF_HARM = [
    # Spanish: "me quiero matar", "me voy a ahorcar", "se quiere suicidar" (the other person at risk)
    rf"\bme (?:quiero|voy a|pienso|tengo que|necesito|puedo|quisiera) {_KILL_ES}\b{_NOT_A_HYPERBOLE}",
    rf"\bse (?:quiere|va a|piensa|quiso|intento|iba a|queria) {_KILL_ES}\b{_NOT_A_HYPERBOLE}",
    r"\b(?:voy a|quiero|pienso) (?:ahorcarme|colgarme)\b|\bme ahorco\b",
    # Italian: "mi voglio ammazzare", "si vuole uccidere", "mi butto dalla finestra"
    rf"\bmi (?:voglio|vorrei|vado a|devo|sto per|sto pensando di) {_KILL_IT}\b{_NOT_A_HYPERBOLE}",
    rf"\bsi (?:vuole|vuol|va a|sta per|voleva|e voluto) {_KILL_IT}\b{_NOT_A_HYPERBOLE}",
    rf"\b{_LAUGH}mi butto (?:giu )?(?:dalla|dal|da un|da una|dall|sotto (?:un|il|al)) (?:finestra|ponte|balcone|tetto|palazzo|"
    r"terrazzo|treno|metro|ultimo piano)\b",
    # in front of or under a train, a metro or a lorry, in the five languages ("voy a tirarme delante del metro", "ich
    # werf mich vor den zug", "vou me jogar na frente do metrô"; not with a laugh after it)
    rf"\b{_LAUGH}(?:(?:me voy a|voy a|se va a|va a) (?:tirar|lanzar|arrojar|echar)|tirarme|me tiro|lanzarme|me lanzo|arrojarme|me arrojo|aventarme|me aviento|echarme|me echo|tirarse|"
    rf"se tira|se tiro|lanzarse|me jeter|me lancer|se jeter|me jette|se jette|me coucher|buttarmi|mi butto|lanciarmi|"
    rf"mi lancio|buttarsi|si butta|me jogar|me jogo|me atirar|me atiro|se jogar|se jogou|se atirar|me deitar) (?:delante|"
    rf"enfrente|debajo|sous|devant|sotto|davanti|na frente|em frente|embaixo|debaixo)(?: de| a| al| da| do| d)? (?:del|de "
    rf"un|de una|de la|le|un|une|la|il|lo|al|alla|a un|a una|ao|do|da|de um|de uma|um|uma)? ?(?:metro|tren|trem|treno|"
    rf"rer|tram|tranvia|bonde|autobus|bus|onibus|camion|caminhao|voiture|coche|carro|macchina)\b",
    # ("u-bahn" is "you bahn" to the normaliser, which reads a lone "u" as chat's "you")
    r"\b(?:werf|werfe|schmeiss|schmeisse|leg|lege|stell|stelle) (?:ich )?(?:mich )?(?:\w+ )?(?:vor|unter) (?:den|einen|"
    r"die|eine|das) (?:zug|u bahn|you bahn|s bahn|bahn|tram|strassenbahn|bus|lkw|laster|auto)\b|\bmich (?:vor|unter) (?:den|"
    r"einen|die|eine|das) (?:zug|u bahn|you bahn|s bahn|bahn|tram|strassenbahn|bus|lkw|laster|auto) (?:zu )?(?:werfen|"
    r"schmeissen|legen|stellen)\b",
    # Portuguese: "quer se matar", "vai se enforcar", "vou me jogar da janela"
    rf"\b(?:quer|quero|vai|vou|pensa em|pensando em|quis|tentou|querendo|ia) se {_KILL_PT}\b{_NOT_A_HYPERBOLE}",
    rf"\b{_LAUGH}(?:vou|quero|vai|ia) (?:me|se) (?:jogar|atirar) (?:da|do|de um|de uma|pela|pelo) (?:janela|ponte|predio|"
    r"telhado|viaduto|sacada|varanda|ultimo andar|trem|metro|passarela|ponte do campus|marquise|laje)\b",
    # French: "je veux crever", "j'ai envie de crever" (not "crever de faim", nor "je vais crever" before three exams)
    rf"\b{_LAUGH}(?:je veux|j ai envie de|envie de|je prefere|je prefererais) crever\b(?! (?:de|d)\b)",
    # German: how to hang oneself, slit wrists, wanting to hurt oneself now
    r"\b(?:pulsadern|pulsader) (?:aufgeschnitten|aufschneiden|aufgeschlitzt|aufschlitzen|aufgeritzt)\b",
    r"\bich (?:will|werde|muss) mir (?:jetzt |sofort |gleich |heute |wieder )*(?:wehtun|weh tun)\b",
    # how-to questions about a method, in the five languages
    r"\b(?:como|cual es la mejor forma de) (?:se hace|hacer|hago|hacerse|puedo) (?:un nudo )?(?:para )?(?:ahorcarse|"
    r"ahorcarme|colgarse|colgarme|suicidarse|suicidarme|matarse|matarme)\b",
    r"\bcome (?:si fa|faccio|posso) (?:a |ad )?(?:impiccarsi|impiccarmi|uccidersi|uccidermi|ammazzarsi|ammazzarmi|"
    r"suicidarsi|suicidarmi)\b",
    r"\bcomo (?:eu )?(?:faz|fazer|se faz|faco|posso|consigo|devo) (?:(?:pra|para|a) )?(?:se|me) (?:enforcar|matar|"
    r"suicidar)\b|\bcomo (?:se|me) (?:matar|suicidar|enforcar)\b(?! (?:fosse|fossem)\b)",
    r"\bcomo (?:matarme|suicidarme|ahorcarme|me mato|me suicido|me ahorco)\b",
    r"\bcome (?:uccidermi|ammazzarmi|suicidarmi|impiccarmi|farla finita)\b",
    r"\bwie (?:erhaengt|erhaenge|bringt|bringe|toetet) (?:man|ich) (?:sich|mich)\b|\bwie (?:kann|soll) (?:ich mich|man "
    r"sich) (?:erhaengen|umbringen|toeten)\b",
    r"\bcomment (?:se pendre|me pendre|on se pend|se suicider|me suicider|se tuer|me tuer)\b|\bcomment (?:je (?:peux|"
    r"pourrais|dois) |faire pour )(?:me|se) (?:tuer|suicider|pendre)\b",
    # dying without pain: "morrer sem dor", "mourir sans souffrir", "schmerzlos sterben"
    r"\b(?:morir|matarme|suicidarme) sin (?:dolor|sufrir)\b|\b(?:morrer|me matar|se matar) sem (?:dor|sofrer)\b|"
    r"\b(?:mourir|me tuer|me suicider) sans (?:douleur|souffrir|avoir mal)\b|\b(?:morire|uccidermi|suicidarmi) senza "
    r"(?:dolore|soffrire)\b|\b(?:schmerzlos|ohne schmerzen) (?:sterben|mich umbringen)\b",
    # the least painful way to die, in the five languages
    r"\b(?:forma|manera) menos dolorosa de (?:morir|matarse|matarme|suicidarse|suicidarme)\b|\bmodo meno doloroso "
    r"(?:per|di) (?:morire|uccidersi|uccidermi|suicidarsi|suicidarmi)\b|\b(?:jeito|forma|maneira) menos doloros[oa] de "
    r"(?:morrer|se matar|me matar|se suicidar)\b|\bfacon la (?:moins douloureuse|plus douce) de (?:mourir|se tuer|me "
    r"tuer|se suicider)\b|\b(?:schmerzlos\w*|am wenigsten schmerzhaft\w*) (?:art|methode|weg) (?:zu sterben|sich "
    r"umzubringen|mich umzubringen)\b",
    # disappearing from this world
    r"\b(?:quero|queria|voglio|vorrei|quiero|quisiera|je veux|j aimerais|ich will|ich moechte) (?:sumir|sparire|"
    r"desaparecer|disparaitre|verschwinden) (?:desse|deste|de este|da questo|dal|de ce|von dieser) (?:mundo|mondo|"
    r"monde|welt)\b",
    # hanging as the method, in the five languages: "ya compré la cuerda para ahorcarme", "mi impicco stanotte"
    # ("para colgarme" hangs a picture, "er hängt sich rein" works hard: only hanging oneself up)
    r"\b(?:para|pa|pra|para me|pra me|per|um mich|um sich|pour me|pour se) (?:ahorcarme|ahorcarse|impiccarmi|"
    r"impiccarsi|enforcar|aufzuhaengen|zu erhaengen|pendre)\b|\b(?:mi|si) impicc(?:o|a|hero|hera)\b|"
    r"\b(?:vou|vai|quero|ia) (?:me|se) enforcar\b|\b(?:er|sie|ich) (?:erhaengt|erhaenge) (?:sich|mich)\b|"
    r"\b(?:er|sie|ich) (?:haengt|haenge|haeng) (?:sich|mich) (?:\w+ ){0,3}auf\b",
    # how many pills it takes to die
    r"\b(?:cuantas|cuantos) (?:pastillas|pildoras|comprimidos|tabletas) (?:\w+ ){0,2}(?:para|pa) morir\b|\bcombien de "
    r"(?:cachets|comprimes|pilules|medicaments) (?:\w+ ){0,3}pour (?:mourir|en finir)\b|\bwie viele (?:tabletten|pillen) "
    r"(?:\w+ ){0,3}um zu sterben\b|\bquant[ei] (?:pastiglie|pillole|compresse) (?:\w+ ){0,2}per morire\b|\bquantos "
    r"(?:comprimidos|remedios|pilulas) (?:\w+ ){0,2}(?:pra|para) morrer\b",
    # ending one's life: "he decidido acabar con mi vida", "meinem Leben ein Ende setzen", "acabar com a minha vida"
    r"\b(?:acabar|terminar) con mi vida\b|\bmeinem leben ein ende (?:zu )?(?:setzen|machen)\b|\bacabar com a "
    r"(?:minha )?(?:propria )?vida\b|\bporre fine alla mia vita\b|\bmettre fin a ma vie\b",
    # English too: purging ("i make myself throw up after every meal"), not after food poisoning (read anywhere)
    r"\bi (?!.*\b(?:poison\w*|food poisoning|bad sushi|spoiled|allerg\w*|stomach bug|hangover|drunk|too much to drink)\b)"
    r"(?:make|made|keep making|have been making|been making|am making|force|forced|keep forcing) myself (?:throw up|"
    r"vomit|puke|sick after (?:every|each|all|dinner|lunch|meals|eating))\b",
    # a whole blister pack or bottle of medication swallowed
    r"\b(?:tomei|engoli|me tome|j ai pris|j ai avale|ho preso|ho ingoiato|ich habe|ich hab) (?:a |uma |el |la |un |"
    r"une |toute la |tutta la |la mia |die |eine )?(?:ganze )?(?:cartela|frasco|caja|boite|plaquette|scatola|flasche|"
    r"packung|schachtel)(?: \w+)? (?:inteira|toda|entero|entera|entiere|intera|de remedio|de remedios|de pastillas|de "
    r"comprimidos|de medicaments|di pillole|di farmaci|tabletten|geschluckt|genommen)\b",
]

HARM_TO_OTHERS = [
    # shooting everyone at a school or a class; the exclusion sits inside (read anywhere: "no jogo ... zumbis")
    r"\b(?!.*\b(?:jogo|juego|jeu|spiel|gioco|game|zumbis|zombies|zombi|zombie|film|pelicula|filme|serie|videogame|"
    r"videojuego|fortnite|cod|counter strike|paintball|airsoft|laser ?tag)\b)(?:sparo|sparero|ammazzo) a tutti\b|"
    r"\b(?:erschiesse|erschiess) (?:ich )?(?:alle|jeden)\b|\bum sich (?:zu )?schiessen\b|\b(?:ir a|voy a|va a|vamos "
    r"a) disparar (?:a todos|al colegio|en el colegio|en la escuela|en la uni\w*|en clase|en el instituto)\b|"
    r"\b(?:andra|andro|vado|va) a sparare (?:a scuola|in classe|all universita|a tutti)\b|\btirer sur tout le monde\b|"
    r"\batirar em todo mundo\b|\batirar em todos (?:na|da) (?:escola|faculdade|sala|universidade)\b",
    # bringing a weapon to class, in the five languages, whoever's it is: "mañana llevo la navaja a clase", "morgen nehm
    # ich die waffe von meinem vater mit in die vorlesung"; not a toy, a prop, a tool, a camp or a film (the exclusion
    # sits inside, so it is read anywhere: "no filme o vilão quer explodir a escola")
    rf"\b{_NOT_A_REAL_WEAPON}(?:llevo|traigo|llevare|traere|voy a llevar|voy a traer|j amene|j apporte|je ramene|"
    rf"j amenerai|je vais amener|je vais ramener|nehm(?:e)? ich|bring(?:e)? ich|ich nehme|ich bringe|porto|portero|"
    rf"levo|trago|vou levar|vou trazer)(?: \w+)?(?: \w+)? {_WEAPON}(?: (?:de|del|di|do|da|von|vom|aus|du|des|meines|meiner|seines|seiner)(?: \w+){{1,2}}){{0,3}}"
    rf"(?: mit)? (?:a|al|a la|en|en la|au|a l|in|in die|zur|zum|an die|all|alla|alle|pra|para|pra a|na|no|para a) ?"
    rf"(?:clase|universidad|uni|facultad|facu|escuela|campus|instituto|fac|cours|universite|ecole|amphi|lycee|"
    rf"vorlesung|schule|hochschule|seminar|universita|facolta|lezione|aula|scuola|faculdade|escola|colegio|sala)\b",
    # blowing up or setting fire to a campus building, in the five languages; not a bridge of spaghetti, a head or a
    # game (read anywhere)
    rf"\b{_NOT_A_REAL_WEAPON}(?:far saltare in aria|faro saltare in aria|dar fuoco a(?:l|lla|ll)?|volar|hacer volar|"
    rf"quemar|prender fuego a(?:l)?|hacer explotar|faire sauter|faire peter|faire exploser|mettre le feu a(?:u)?|far esplodere|fazer explodir|in die luft jagen|in die luft sprengen|sprengen|"
    rf"anzuenden|abfackeln|explodir|tacar fogo n[oa]|botar fogo n[oa]|incendiar)(?: (?!(?:un|una|um|uma|une|ein|"
    rf"eine|einen)\b)\w+)? (?:l |el |la |il |lo |a |o |"
    rf"die |das |den |le )?(?:aula magna|edificio|facultad|universidad|escuela|campus|rectorado|fac|universite|ecole|"
    rf"amphi|batiment|uni|universitaet|hoersaal|schule|mensa|universita|facolta|scuola|faculdade|escola|predio|"
    rf"reitoria|biblioteca|bibliotheque|bibliothek|residencia|residence|wohnheim|alojamento|moradia|republica|"
    rf"dormitorio|studentenwohnheim|studentato|cite u|foyer)\b",
    # German puts the verb last or splits it: "ich werde die uni in die luft sprengen", "ich jag die mensa in die luft"
    rf"\b{_NOT_A_REAL_WEAPON}(?:die|das|den) (?:uni|universitaet|hoersaal|schule|mensa|gebaeude|bibliothek|wohnheim|"
    rf"institut|fakultaet)\b(?: \w+){{0,2}} (?:in die luft (?:jagen|sprengen|jage|jag|sprenge)|sprengen|anzuenden|"
    rf"abfackeln|abbrennen|anzuzuenden)\b",
]

ASSAULT_ABUSE = [
    # English: "my uncle has been sexually assaulting me", "my coach keeps sexually harassing me"
    r"\b(?:has been|have been|had been|is|was|keeps|kept|started|been|is still|keeps on) sexually (?:assaulting|abusing|"
    r"harassing|touching) (?:me|her|him|them|my \w+)\b",
    # "meu tio abusa de mim", "mon oncle m'agresse sexuellement"; not abusing one's trust or patience
    r"\b(?:abusa|abusou|abusava|abuso|abusaba|abusaron|abusavam) (?:sexualmente )?(?:de mim|de mi|di me)\b(?! (?:\w+ )?"
    r"(?:confianza|confianca|fiducia|paciencia|pazienza|bondad|bondade|generosidad|generosidade|amabilidad)\b)",
    r"\bm (?:agresse|agressait|a agresse\w*) sexuellement\b|\b(?:missbraucht|missbrauchte) mich\b|\bhat mich "
    r"(?:sexuell )?missbraucht\b",
]
