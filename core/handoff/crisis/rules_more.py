"""Portuguese and Italian crisis rules, romanised Chinese (pinyin without tones) for the commonest forms, the
everyday Spanish/German forms of "I can't take it, I want it all to stop" and "take them all", and abuse and
threats told in everyday words in all six languages (strangled, hit again, nudes threatened, trackers, a warning
to stay away from a building on a day, a list of who will pay).

Coverage here is the core classes only (wanting to die, killing oneself, not wanting to live, ending it,
self-harm, pills, abuse, danger); the four main languages are in ``rules_intl``. Written against the
normalised text (accents folded, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.normalise import IN_EARNEST, LAUGHTER
from core.handoff.crisis.rule_contexts import (A_SURPRISE, CUT_MISHAP, FIGURATIVE, NOT_A_TASK, NOT_CALLED_OFF,
                                              SAFE_LANDING, SELF_HARM_CUE, unless, unless_without)

SELF_HARM = [
    # a goodbye message from someone now unreachable (fr/es/de)
    r"\b(?:message|lettre|mot) d adieu\b|\b(?:mensaje|carta) de despedida\b|\babschiedsbrief\w*\b",
    # Portuguese
    r"\b(?:quero|vou|penso em|pensando em|preciso|tenho vontade de|queria|quer|vai) (?:me )?(?:morrer|"
    r"me matar|matar me|suicidar|me suicidar|tirar (?:a )?minha vida|acabar com (?:tudo|a minha vida|minha vida)|"
    r"sumir para sempre|desaparecer para sempre)\b",
    r"\b(?:me matar|matar me|me suicidar|suicidio|suicida|tirar a (?:minha )?(?:propria )?vida)\b",
    r"\bnao (?:quero|aguento) mais (?:viver|vida|existir)\b|\bnao quero (?:mais )?(?:viver|existir|acordar)\b",
    # (cutting oneself with a cutter over a model, lab glass or a haircut is a mishap unless a sign of self-harm is there)
    # (not cutting oneself off: "me cortando do grupo", "de gastos")
    rf"\b{unless_without(CUT_MISHAP, SELF_HARM_CUE)}(?:me cortar|me corto|me cortei|"
    r"me cortando(?! (?:do|da|dos|das)\b| de (?!novo\b)))\b",
    r"\b(?:me machucar|me machuco|automutilacao)\b",
    r"\b(?:tomei|tomar|vou tomar|engoli) (?:todos os|todas as|um monte de|a caixa de|a cartela de) "
    r"(?:meus |minhas )?(?:remedios|comprimidos|pilulas|calmantes)\b",
    # Italian
    r"\b(?:voglio|vorrei|penso di|sto pensando di|ho pensato di|ho voglia di|devo|vuole|vado a) (?:morire|"
    r"uccidermi|ammazzarmi|suicidarmi|togliermi la vita|farla finita|farmi del male|sparire per sempre)\b",
    r"\b(?:uccidermi|ammazzarmi|suicidarmi|togliermi la vita|farla finita|suicidio|suicida|autolesionismo)\b",
    r"\bnon (?:voglio|ce la faccio a) (?:piu )?(?:vivere|esistere|svegliarmi)\b",
    rf"\b{unless_without(CUT_MISHAP, SELF_HARM_CUE)}(?:mi taglio|tagliarmi|mi sono tagliat[oa])\b",
    r"\bmi faccio del male\b",
    r"\b(?:preso|prendere|prendo|ingoiato) (?:tutte le|tutti i|una scatola di|un sacco di) (?:mie |miei )?"
    r"(?:pillole|pastiglie|farmaci|medicine|compresse|sonniferi)\b",
    # romanised Chinese (pinyin): "I don't want to live", "want to die", "suicide", "kill myself"
    r"\b(?:bu xiang|buxiang) (?:huo|huozhe|huo le|huo xia qu)\b|\b(?:xiang|yao) (?:si|qu si|zisha)\b(?! (?:le ba|ma)\b)"
    r"|\bzi ?sha\b|\bsha (?:si )?wo ?zi ?ji\b|\bhuo bu xia ?qu\b",
    # Spanish and German everyday forms
    r"\b(?:me las|me los) (?:voy a|quiero) tomar todas?\b|\b(?:tomarmelas|tomarmelos) todas?\b",
    r"\b(?:tirarme|lanzarme|aventarme|tirarse|lanzarse|arrojarme|arrojarse) (?:de|del|desde|por|al|a) "
    r"(?:la|el|un|una)? ?(?:edificio|puente|ventana|balcon|azotea|techo|tren|metro|vias)\b",
    rf"\b{unless(SAFE_LANDING)}(?:se|me|te) (?:va|voy|vas|quiere|quiero) a? ?(?:tirar|lanzar|aventar) (?:de|del|"
    r"desde|por) (?:la|el|un|una)? ?(?:edificio|puente|ventana|balcon|azotea|techo|tren)\b",
    r"\b(?:will|moechte|wuensche mir),? (?:einfach |nur |dass )*(?:dass )?(?:alles|es) (?:aufhoert|vorbei ist|"
    r"endet)\b(?! (?:mit|bei|in|im)\b)|\bdass alles (?:aufhoert|vorbei ist)\b(?! (?:mit|bei|in|im)\b)",
]

# threats to others, the writer's own and reported, in es/fr/de/pt/it (rules_intl has the commonest es/fr/de
# first-person forms): "lo voy a matar", "il a dit qu'il allait tous les tuer", "er droht, ihn umzubringen",
# "vou matar ele", "li ammazzo tutti", "ha detto che porta una pistola in facoltà"
# a day of the week or tomorrow, in the six languages: what turns a warning or a grudge into a date
_DAY = (r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|lunes|martes|miercoles|jueves|viernes|"
        r"sabado|domingo|manana|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|montag|dienstag|mittwoch|"
        r"donnerstag|freitag|samstag|sonntag|morgen|segunda|terca|quarta|quinta|sexta|amanha|lunedi|martedi|"
        r"mercoledi|giovedi|venerdi|sabato|domenica|domani")
# Session 17: taking one's life said in the first person present or future ("hoy me quito la vida", "ich nehme mir
# das Leben", "mi tolgo la vita", "tiro a minha vida", "je mets fin à mes jours")
_TAKE_MY_LIFE = (r"(?:me quito la vida|me quitare la vida|me voy a quitar la vida|mi tolgo la vita|mi togliero la vita|"
                 r"mi uccido|ich nehme? mir(?: \w+){0,3} das leben|nehme? ich mir(?: \w+){0,3} das leben|ich werde mir das leben nehmen|tiro a "
                 r"(?:minha )?(?:propria )?vida|vou tirar (?:a )?(?:minha )?(?:propria )?vida|je mets fin a mes jours|je "
                 r"(?:vais )?me donner? la mort|je me donne la mort)")
# the everyday "I kill myself" is mostly hyperbole ("me mato estudiando", "si suspendo me mato", "je me tue au
# travail", "wenn ich durchfalle, bring ich mich um"): not with a verb or a place after it, a failure as its
# condition, or a laugh; the exclusion sits inside, so it is read anywhere in the message. Spanish "me mato" only
# where it cannot be the accent-folded "(el examen) me mató": first, or after yo/hoy/ya/a time word
_KILL_MYSELF_NOW = (r"(?:(?:(?<=^ )|(?<=\byo )|(?<=\bhoy )|(?<=\bya )|(?<=\bnoche )|(?<=\bmanana )|(?<=\bahora )|"
                    r"(?<=\bmejor )|(?<=\bentonces ))me mato|eu me mato|mi ammazzo|je me tue|ich bring(?:e)? mich um|"
                    r"bring(?:e)? ich mich um|ich "
                    r"toete mich)(?! (?:a|al|de|del|con|en|por|para|pa|estudiando|trabajando|corriendo|estudando|"
                    r"trabalhando|correndo|no|na|di|a studiare|a lavorare|per|au|aux|pour|a la|beim|mit|fuer|bei|vor|"
                    r"dafuer|damit|wegen)\b)")
# (unless the writer says it is meant: "se eu reprovar de novo eu me mato, sério, não tô brincando", session 33)
_HYPERBOLE = r"\b" + unless_without(
    r"si suspendo|si repruebo|si no apruebo|si pierdo|si me suspenden|si me ponen|wenn ich durchfall\w*|"
    r"falls ich durchfall\w*|wenn ich (?:die|das|den) (?:klausur|pruefung|test|kurs)|se non passo|se mi bocciano|"
    r"se boccio|se eu reprovar|se reprovar|se eu rodar|se rodar|se eu nao passar|si je rate|si je foire|si je loupe|"
    # or a laugh
    rf"{LAUGHTER}", IN_EARNEST)
SELF_HARM += [
    rf"\b{_TAKE_MY_LIFE}\b",
    rf"{_HYPERBOLE}{_KILL_MYSELF_NOW}",
    # a relapse told after the time without: "ça fait deux ans que je me suis pas scarifiée mais j'ai recommencé hier",
    # "llevaba un año sin cortarme y he vuelto a hacerlo" (session 23, read crisis lines)
    r"\b(?:scarifi\w*|me couper|me coupais|me coupait|me suis coupee?|cortarme|me corto|me cortaba|autolesion\w*|"
    r"tagliarmi|mi taglio|mi tagliavo|farmi del male|me cortar|me machucar|me ritzen|mich ritzen|mich geritzt|geritzt|"
    r"self harm\w*|cutting|cut myself)\b(?: \w+){0,10} (?:j ai recommence|je recommence|j ai rechute|he vuelto a hacerlo|"
    r"volvi a hacerlo|he recaido|recai|ho ricominciato|sono ricaduta?|ci sono ricascat[oa]|voltei a fazer|"
    r"hab wieder angefangen|habe wieder angefangen|rueckfall|relapsed|i did it again|started again)\b",
]

# who is on a list of people who "will die", and what rules such a list out: a story, a show, a death pool, a study, an
# exam, plants, a laugh
_LISTED = (r"people|persons|gente|personas|los|las|quienes|gens|personnes|ceux|celles|leuten|leute|menschen|persone|"
           r"quelli|quelle|pessoas|quem|those|names|nombres|noms|namen|nomi|nomes|classmates|companeros|camarades|"
           r"kommilitonen|compagni|colegas|professores|profesores|profs|professeurs|lehrer\w*|professori|dozenten")
_WILL_DIE = (r"(?:vont|va|van a|va a|are going to|are gonna|is going to|will|werden|wird|vao|vai) (?:y passer|mourir|"
             r"crever|morir|palmar|die|sterben|dran glauben|verrecken|morrer)")
_NOT_A_CAUSE = (r"(?! (?:if|si|wenn|se|falls|sin|without|sans|ohne|senza|sem|de|of|from|por|because|parce|weil|perche|"
                r"porque|an|a causa|di|da|du|des)\b)")
_NOT_A_HIT_LIST = (rf"{FIGURATIVE}|libro|livre|buch|book|novel|roman|romanzo|romance|livro|novela|serie|series|season|"
                   r"temporada|saison|staffel|stagione|tv show|on the show|episode|episodio|puntata|capitulo|anime|manga|"
                   r"porra|death pool|dead pool|iliad|iliade|iliada|odyssey|mare fuori|casa de papel|film|movie|pelicula|"
                   r"tome|chapter|video ?game|videojuego|jeu video|videospiel|videogioco|essay|ensayo|dissertation|"
                   r"aufsatz|saggio|redacao|hausarbeit|tesina|statistics|estadisticas|statistiques|statistik|statistiche|"
                   r"estatisticas|oral|orale|oraux|rattrapage|partiel|orgo|prova de|examen de|exam on|plants|pflanzen|"
                   r"plantas|piante|plantes|species|especies|especes|arten|specie|groceries|spotify|playlist|songs|"
                   r"reading list|restaurants?|bucket list|recipes|companies|internships")

HARM_TO_OTHERS = [
    r"\b(?:lo|la|los|las|le|les) (?:voy a|vamos a|va a|van a|quiero) (?:matar|apunalar|disparar|balear)\b|"
    r"\b(?:matarlo|matarla|matarlos|matarlas|dispararle|dispararles|apunalarlo|apunalarla)\b",
    r"\b(?:dijo|dice|escribio|publico|amenazo|amenaza) (?:que |con )?(?:va a |iba a |van a |iban a |quiere )?"
    r"(?:matar|disparar|apunalar|traer un arma|traer una pistola|llevar un arma|llevar una pistola|hacer una "
    r"masacre|volar)\b",
    r"\bje vais (?:le|la|les|tous les|toutes les) (?:tuer|buter|descendre|poignarder|flinguer)\b|"
    r"\bje vais l (?:egorger|abattre|assassiner)\b|"
    r"\b(?:a dit|dit|ecrit|menace|a menace) (?:qu il|qu elle|qu ils|de)? ?(?:allait|va|vont|allaient)? ?(?:les |le |la |"
    r"nous |tous les )?(?:tuer|buter|descendre|tirer sur|poignarder|ramener une arme|amener une arme|venir avec "
    r"une arme|faire un carnage)\b",
    r"\bich (?:bring|bringe) (?:ihn|sie|die|den|euch|alle|jemanden) (?:\w+ ){0,3}um\b|\b(?:droht|drohte|hat gedroht|"
    r"hat gesagt|sagt|schreibt|schrieb)(?: dass)?(?: er| sie)?(?: (?!sich\b|mich\b)\w+){0,4} (?:umzubringen|umbringt|umbringen|"
    r"zu erschiessen|erschiesst|abzustechen|absticht|eine waffe mitzubringen|mit einer waffe)\b",
    r"\bvou (?:matar|atirar em|esfaquear|dar um tiro em|meter bala em) (?:ele|ela|eles|elas|todo mundo|todos|esse|"
    rf"essa|esses|o|a|os|as|meu|minha|meus|minhas|alguem|aquele|aquela|aqueles|aquelas|este|esta|seu|sua|teu|tua)\b"
    rf"{NOT_A_TASK}|\b(?:vou|vamos|quero|vai) (?:mata lo|mata la|mata los|mata las)\b|\b(?:levar|trazer) (?:uma arma|um revolver|uma faca|uma pistola) (?:para|pra|na|no) (?:a |o )?"
    r"(?:faculdade|escola|aula|universidade|campus)\b|\b(?:disse|falou|escreveu|postou|ameacou|ameaca) (?:que )?"
    r"(?:vai |ia |quer )?(?:matar|atirar|trazer uma arma|levar uma arma|esfaquear|fazer um massacre)\b",
    r"\b(?:lo|la|li|le|l) (?:ammazzo|uccido|ammazzero|uccidero|ammazzo tutti|uccido tutti|accoltello)\b|"
    r"\b(?:ucciderlo|ucciderla|ucciderli|ammazzarlo|ammazzarla|ammazzarli|sparargli|accoltellarlo|accoltellarla)\b|"
    # a person named after the verb (the determiner's gap, session 33): "voglio ammazzare il prof", "ammazzo quel tipo";
    # killing time or boredom is an idiom ("ammazzare il tempo")
    # (a person: not a mosquito, a plant or a dragon, a review)
    r"\b(?:(?:voglio|vado a|sto per|ho voglia di|giuro che) (?:ammazzare|uccidere|accoltellare)|ammazzo|uccido|ammazzero|"
    r"uccidero|accoltello) (?:qualcuno|tutti|(?:il|la|lo|i|gli|le|mio|mia|miei|mie|quel|quella|quello|quei|questo|questa)"
    r" (?:\w+ )?(?:prof\w*|docente|relatore|relatrice|coinquilin[oa]|compagn[oa]|collega|capo|tizio|tizia|tipo|"
    r"ragazz[oa]|fidanzat[oa]|ex|fratello|sorella|padre|madre|amic[oa]|vicin[oa]|assistente|tutor|stronz[oa]|bastardo))\b|"
    r"\b(?:ammazzo|uccido|ammazzero|uccidero) (?:quello|quella) (?:del|della|di) \w+\b|"
    r"\b(?:porto|portare|porta|portera) (?:una pistola|un arma|un coltello|una bomba) (?:a |all ?|in |alla |al )"
    r"(?:scuola|universita|lezione|facolta|campus|aula)\b|\b(?:ha detto|dice|ha scritto|ha minacciato|minaccia) "
    r"(?:che |di )?(?:vuole |vuol |va a |andra a )?(?:ammazzare|uccidere|sparare|portare una pistola|portare un "
    r"arma|fare una strage)\b",
    # shooting or killing everyone, in five languages ("scrive di voler sparare a tutti in aula magna"); not in a game
    # (read anywhere: "no jogo tem que atirar em todos os zumbis")
    r"\b(?!.*\b(?:jogo|juego|jeu|spiel|gioco|game|zumbis|zombies|zombie|zombi|videogame|videojuego|fortnite|paintball|"
    r"airsoft)\b)(?:sparare|ammazzare|uccidere) (?:a )?tutti\b|\b(?:disparar|matar) a todos\b|\b(?:tirer sur|tuer) tout le "
    r"monde\b|\balle (?:erschiessen|abknallen|umbringen|toeten)\b|\b(?:atirar em|matar) (?:todos|todo mundo)\b",
    # a warning to stay away from a place on a day: "don't come to the engineering building friday", "giovedì non
    # venite in aula magna" (not a cancelled or moved class passed on)
    # (not a surprise being prepared: "tell sam not to come on friday, we're decorating it for her birthday")
    r"(?<!\bsaid )(?<!\bsays )(?<!\btold us )\b" + unless(A_SURPRISE) + r"(?:do not|dont|no|non|ne|nicht|nao) (?:come|go|"
    r"venite|vengan|vengais|venez|venez pas|kommt|geht|venham|vao|andate|vayan) (?:\w+ ){0,3}(?:building|hall|class|campus|aula|aula magna|"
    r"edificio|facultad|fac|amphi|bibli|hoersaal|uni|predio|faculdade|library|biblioteca|mensa|cafeteria|lab|"
    r"labor|dorm|residencia)\b" + NOT_CALLED_OFF + r"(?=.{0,60}\b(?:" + _DAY + r"|that is all|solo una volta|only once|"
    r"je dis rien de plus|eso es todo)\b)",
    r"\b" + unless(A_SURPRISE) + r"(?:stay away from|ne viens pas (?:a|au|en)|no vengas (?:a|al)|nao venha (?:a|ao|para)|"
    r"non venire (?:a|in|all)|komm (?:\w+ )?nicht (?:zur|in die|an die|ins))\b(?: \w+){0,3} (?:building|hall|class|campus|fac|facultad|faculdade|"
    r"uni|universidad|lezione|aula|cours|amphi|library|biblioteca|bibli|mensa|vorlesung|clase|school|lab)\b"
    + NOT_CALLED_OFF + r"(?=.{0,60}\b(?:" + _DAY + r"|trust me|fais moi confiance|vertrau mir|fidati|hazme caso|serio|"
    r"that is all)\b|.{0,5}$)|\bkomm (?:morgen|freitag|montag) nicht (?:zur|in die|an die|ins)\b",
    r"\b(?:" + _DAY + r") (?:non venite|no vengan|no vengais|venez pas|kommt nicht|nicht kommen|nao venham|don t come|"
    r"do not come)\b" + NOT_CALLED_OFF,
    # "they will regret how they treated me … thursday", "el jueves se van a acordar de mí"
    r"\b(?:regret|arrepentir\w*|regretter|bereuen|arrepender|pentir\w*)\b(?: \w+){0,3} (?:how|what|the way|como|lo "
    r"que|ce qu|wie|was|o que|come|quello che) (?:they|ils|ellos|sie|eles|loro)? ?(?:treated|did|tratado|trataron|"
    r"hicieron|traite|fait|behandelt|angetan|trataram|fizeram|trattato|fatto) (?:to )?(?:me|mi|moi|mich|mir|comigo|"
    r"a mi)\b(?=.{0,80}\b(?:" + _DAY + r"|see)\b)",
    r"\b(?:se van a acordar de mi|vont se souvenir de moi|werden sich an mich erinnern|vao se lembrar de mim|si "
    r"ricorderanno di me|will remember me)\b(?!.{0,60}\b(?:defensa|defense|soutenance|verteidigung|difesa|defesa|"
    r"presentacion|presentation|exposicion|concierto|concert|show|recital|audition|entrevista|interview|jurado|"
    r"jury)\b)(?=.{0,60}\b(?:lista|liste|list|" + _DAY + r")\b)|\b(?:lista|liste|list)\b.{0,80}\b(?:se van a acordar "
    r"de mi|vont se souvenir de moi|werden sich an mich erinnern|vao se lembrar de mim|si ricorderanno di me|will "
    r"remember me)\b",
    r"\b(?:se van a arrepentir|van a arrepentirse|vao se arrepender|se vao arrepender|vont le regretter|vont regretter|"
    r"werden es bereuen|werden das bereuen|se ne pentiranno|si pentiranno|they will regret it|they are going to "
    r"regret it|everyone will regret it)\b(?=.{0,60}\b(?:" + _DAY + r")\b)|\b(?:" + _DAY + r")\b.{0,20}\b(?:se van "
    r"a arrepentir|vao se arrepender|vont regretter|werden es bereuen|si pentiranno|they will regret it)\b|\b(?:vao|"
    r"van a|vont) (?:se )?(?:arrepender|arrepentir|regretter)\b(?= (?:na|el|le) (?:" + _DAY + r")\b)",
    # shoot them all, kill everyone (slang)
    r"\b(?:knall|knalle|knallen) (?:sie|euch|die|alle) (?:alle )?ab\b|\bmatar geral\b|\bmatar a todo el mundo\b",
    # a list of those who will pay
    r"\b(?:lista|liste|list)\b.{0,80}\b(?:van a pagar|vont payer|werden (?:dafuer )?bezahlen|vao pagar|pagheranno|will "
    r"pay|es verdient haben|se lo merecen|l ont merite|merecem|se lo meritano|deserve it)\b",
    # taking a parent's gun to campus
    r"\b(?:voy a llevar|llevo|llevare|je vais (?:apporter|amener)|j apporte|ich bringe|ich nehme|porto|portero|vou levar|"
    r"levo|i will bring|i am bringing|bringing) (?:la|el|une?|die|den|das|a|o|il|my|mi|mon|ma|meine?n?) (?:pistola|arma|"
    r"escopeta|rifle|pistolet|fusil|arme|pistole|waffe|gewehr|revolver|fucile|gun)\b(?: \w+){0,4} (?:a la|al|a l|zur|"
    r"in die|alla|all|para a|pra|to|to the|into|a) (?:facultad|universidad|uni|clase|fac|universite|cours|schule|"
    r"vorlesung|universita|lezione|faculdade|aula|campus|class|school|lecture)\b",
    # "i'll bring something to the presentation and end him"
    r"\bbring something\b.{0,40}\b(?:end|kill|hurt|finish|stab) (?:him|her|them)\b",
    # a list of people who deserve to suffer or die
    r"\b(?:lista|liste|list)\b(?!.{0,60}\b(?:characters?|personajes|personnages|figuren|personaggi|personagens|villains|"
    r"books?|movies|films|shows|songs|players|teams|series|season)\b).{0,80}\b(?:meritano di (?:soffrire|morire)|merecen (?:sufrir|morir)|meritent de "
    r"(?:souffrir|mourir)|verdienen (?:es )?(?:zu leiden|zu sterben)|merecem (?:sofrer|morrer)|deserve to "
    r"(?:suffer|die))\b",
    # a list of people who "will die" ("une liste des gens de ma promo qui vont y passer"): people, not characters,
    # species or classmates before an exam (a red-team: a death pool on a show, "y passer" at an oral, plants)
    rf"\b{unless(_NOT_A_HIT_LIST)}(?:lista|liste|list) (?:de|des|of|mit|di|das|dos|der|von|with|con|com|avec) (?:\w+ )"
    rf"{{0,2}}(?:{_LISTED})\b.{{0,60}}\b(?:qui|que|who|die|che|quem)? ?(?:{_WILL_DIE})\b{_NOT_A_CAUSE}",
    rf"\b{unless(_NOT_A_HIT_LIST)}(?:lista|liste|list)\b.{{0,60}}\b(?:los que|las que|quienes|ceux qui|celles qui|wer "
    rf"darauf|quelli che|quem|those who|everyone (?:who|on it)|alle darauf|tutti quelli|ils|elles|ellos|sie|eles|loro|"
    rf"they)\b.{{0,40}}\b(?:{_WILL_DIE}|"
    rf"moriranno|ci lasceranno la pelle)\b{_NOT_A_CAUSE}",
    rf"\b{unless(_NOT_A_HIT_LIST)}liste\b.{{0,60}}\b(?:{_LISTED})\b.{{0,30}}\b(?:die )?(?:\w+ )?(?:alle )?(?:sterben|"
    r"dran glauben|verrecken) (?:werden|muessen|sollen)\b",
    rf"\b{unless(_NOT_A_HIT_LIST)}liste\b.{{0,60}}\b(?:{_LISTED})\b.{{0,30}}\b(?:die )?werden (?:alle )?(?:sterben|"
    r"dran glauben|verrecken)\b",
    rf"\b{unless(_NOT_A_HIT_LIST)}lista\b.{{0,60}}\b(?:{_LISTED}|tutti)\b.{{0,30}}\b(?:moriranno|ci lasceranno la "
    r"pelle)\b",
    # "made a hit list"
    rf"\b{unless(_NOT_A_HIT_LIST)}(?:made|making|have|got|wrote|writing|finished|keep|keeping|i have) (?:a|my|the) "
    r"(?:hit|kill) list\b",
    # ammunition bought and people who will "understand"; a weapon brought to settle a score
    r"\b(?:comprei|compre|achete|gekauft|comprato|bought|buying|got|preso|consegui|bekommen|peguei)(?: \w+){0,2} (?:municao|municion|munitions?|"
    r"munizioni|ammo|ammunition|balas|proiettili|patronen|cartuchos|cartouches)\b"
    r"(?!.{0,80}\b(?:hunting|hunt|range|clay|caza|chasse|jagd|caccia|caca|tiro al blanco|schiessstand|poligono)\b)"
    r"(?=.{0,120}\b(?:understand|pay|regret|see|people|everyone|everybody|building|class|campus|pessoal|gente|todos|"
    r"todo mundo|tutti|alle|tout le monde|les gens|la gente|leute|entender|entendre|capiranno|verstehen|pagar|payer|"
    r"pagare|bezahlen|vai ver|vont voir|werden sehen|vedranno|veran)\b)",
    r"\b(?:levo|vou levar|llevo|voy a llevar|j apporte|je vais apporter|ich bringe|ich nehme|porto|portero|bring|"
    r"bringing) (?:um|uma|una|un|une|ein|eine|einen|a|an|my|mi|mon|meu|minha|il mio) (?:taco|bastao|faca|arma|"
    r"revolver|bate|cuchillo|navaja|pistola|batte|couteau|arme|flingue|schlaeger|baseballschlaeger|messer|waffe|"
    r"pistole|mazza|coltello|bat|knife|gun|crowbar)\b(?!.{0,40}\b(?:game|match|partido|spiel|partita|jogo|practice|"
    r"training|entrenamiento|entrainement|allenamento|treino|softball|baseball|beisbol|cricket|racha|streak)\b).{0,40}\b(?:acabo com|acabar con|acabo con|en finir|"
    r"fertigmachen|kaltmachen|la faccio pagare|gliela faccio pagare|vengarme|me venger|vingar|finish (?:him|her|"
    r"them|this|it)|teach (?:him|her|them) a lesson|make (?:him|her|them) pay)\b",
]

ASSAULT_ABUSE = [
    # strangled, in six languages ("hat mich gewürgt bis ich ohnmächtig wurde"); "choked me up" is a feeling
    r"\b(?:gewuergt|wuergt mich|wuergte mich|me (?:ahorco|ahorca|estrangulo|estrangula)|m a etrangle\w*|"
    r"m etrangle|me (?:enforcou|estrangulou|esganou|enforca|estrangula|esgana)|mi ha strangolat[oa]|mi strangola|"
    r"strangled me|strangles me)\b",
    # hit again: "mi novio me volvió a pegar anoche"
    r"\bme (?:volvio|vuelve|ha vuelto) a (?:pegar|golpear)\b(?! (?:el|la|los|las|un|una|su|sus)\b)|\bme (?:pego|"
    r"golpeo) (?:otra vez|de nuevo)\b(?! (?:el|la|los|las|un|una|su|sus)\b)|"
    # "il m'a frappée", not "ça m'a frappé que …" (it struck me)
    r"(?<!\bca )(?<!\bcela )(?<!\bqui )(?<!\bce )(?<!\bidee )\b(?:m a|me) (?:encore |de nouveau )?(?:frappe|frappee|"
    r"cogne)\b(?! (?:comme|par|que|qu|beaucoup|le plus|dans|au coeur)\b)|\bmi ha (?:di nuovo |"
    r"ancora )?(?:picchiat[oa]|colpit[oa])\b|\bme bateu (?:de novo|outra vez)\b|\bhat mich (?:wieder |schon "
    r"wieder )?geschlagen\b",
    # hands at the neck, slapped, beaten again, thrown: "il m'a serré le cou", "me dio otra paliza"
    r"\b(?:hands|mains|manos|haende|maos|mani) (?:around|autour de|alrededor de|um|em volta do|intorno al) (?:my|mon|mi|"
    r"meinen|meu|mio) (?:neck|cou|cuello|hals|pescoco|collo)\b|\bme (?:apreto|apretaba) el cuello\b|\bm a serre le cou\b|"
    r"\b(?:am|um den) hals (?:gepackt|gewuergt|zugedrueckt)\b|\bapertou (?:o )?meu pescoco\b|\bmi ha stretto (?:le mani "
    r"al|il) collo\b|\b(?:was|is|kept) (?:strangling|choking) me\b",
    r"\b(?:il|elle) m a (?:encore |de nouveau )?(?:gifle\w*|jete\w* contre)\b|\bme dio (?:otra|una) paliza\b|\bhat mich "
    r"(?:wieder |schon wieder )?verpruegelt\b|\bmi ha dato (?:un altro|uno) schiaffo\b|\bme deu (?:um|outro) tapa\b|"
    r"\bme empurrou (?:da|pela) escada\b|\bhat mich gegen (?:die wand|den schrank|die tuer) (?:gestossen|geschubst)\b",
    # threats to publish nudes: "amenaza con publicar fotos mías desnuda", "ele ameaça vazar meus nudes"
    r"\b(?:amenaza|amenazo|menace|droht|drohte|ameaca|ameacou|minaccia|threatens|threatened)\b.{0,60}\b(?:nudes|"
    r"nacktbilder|nacktfotos|desnud[oa]s?|nues?|nackt|foto hot|fotos intimas|photos intimes|foto intime|intimate)\b",
    # a tracker that is not one's own, or put there by someone
    r"\b(?:airtag|tracker|traceur|rastreador|peilsender|localizzatore|gps tracker)\b.{0,60}\b(?:que no es mio|che non "
    r"e mio|not mine|qui n est pas a moi|das nicht mir gehoert|que nao e meu)\b|\b(?:my ex|mi ex|mon ex|mein ex|meu ex|"
    r"he|she|someone|er|sie|il|elle)(?: \w+){0,2} (?:put|hid|placed|puso|escondio|a mis|a cache|hat \w+ versteckt|"
    r"colocou|ha messo) (?:an?|un|une|einen|um|uno)? ?(?:airtag|tracker|traceur|rastreador|peilsender|localizzatore)\b|"
    r"\b(?:peilsender|airtag|tracker)\b(?: \w+){0,3} (?:an|in|unter) (?:meinem|meiner) \w+ (?:entdeckt|gefunden)\b",
    # pushed against the wall: "mon copain m'a poussée contre le mur"
    r"\b(?:m a|me) (?:pousse|poussee|plaque|plaquee|projete|projetee) contre (?:le|un) mur\b|\bme (?:empujo|estampo|"
    r"aventó|avento) contra (?:la|una) pared\b|\bhat mich (?:gegen|an) die wand (?:gestossen|geschubst|gedrueckt|"
    r"geknallt)\b|\bmi ha (?:spint[oa]|sbattut[oa]) contro il muro\b|\bme (?:empurrou|jogou|prensou) contra a "
    r"parede\b|\b(?:he|she|they|him|her|my \w+)(?: \w+)? (?:pushed|slammed|shoved|threw) me (?:against|into) (?:the|a) (?:wall|door|floor)\b",
    # intimate photos threatened or posted, in es/fr/de/pt/it
    r"\b(?:sube|subir|subira|publica|publicar|manda|mandar|difunde|difundir|publier|publie|envoyer|diffuser|posten|"
    r"postet|verschicken|veroeffentlichen|pubblicare|pubblica|mandare|manda|postar|posta|vazar|vaza|espalhar)\b"
    r"(?: \w+){0,2} (?:mis|mes|meine|le mie|minhas|as minhas|mias) (?:fotos|photos|bilder|foto|nudes|nacktbilder|"
    r"nacktfotos|videos|video) (?:intimas|intimes|intime|nackt|desnud[oa]s?|nues?|nude|porno)\b|\b(?:sube|publica|"
    r"manda|difunde|publie|postet|pubblica|posta|vaza)\b(?: \w+){0,2} (?:mis|mes|meine|le mie|minhas) (?:nudes|"
    r"nacktbilder|nacktfotos)\b",
    # a tracker found on oneself: "j'ai trouvé un AirTag dans mon sac"
    r"\b(?:trouve|encontre|gefunden|trovato|achei|encontrei|found)(?: \w+){0,2} (?:un|une|einen|uno|um|an?) "
    r"(?:airtag|tracker|traceur|rastreador|gps tracker|peilsender|localizzatore|gps)\b(?: \w+){0,2} (?:in|on|under|"
    r"dans|sous|sur|en|na|no|nella|nel|an|unter|am) (?:my|mon|ma|mi|meinem|meiner|minha|meu|mia|mio|la mia|il mio) "
    r"(?:bag|car|backpack|coat|jacket|bike|purse|sac|voiture|manteau|velo|mochila|coche|carro|tasche|auto|rucksack|"
    r"jacke|fahrrad|borsa|zaino|macchina|bolsa|bici|bicicleta|cartera)\b",
    # German subordinate order: "weil mein Freund mich schlägt"
    r"\b(?:mein|meine) (?:\w+ )?(?:freund|freundin|partner|partnerin|mann|frau|vater|mutter|stiefvater|bruder|onkel|"
    r"ex|mitbewohner) mich (?:schlaegt|schlug|geschlagen hat|wuergt|gewuergt hat|verpruegelt|vergewaltigt hat)\b",
    r"\b(?:mi|el|su) (?:padrastro|padre|tio|primo|jefe|profesor|novio|ex|companero de piso) me "
    r"(?:toca|toco|manosea|manoseo|acosa|pega)\b",
    r"\b(?:mon|ma) (?:beau pere|oncle|cousin|prof|patron|ex) me (?:touche|tripote|harcele)\b",
    r"\b(?:me (?:bate|bateu|estuprou|violentou|agrediu|abusou)|fui (?:estuprad[oa]|violentad[oa]|abusad[oa]|"
    r"agredid[oa]))\b",
    r"\b(?:mi (?:picchia|ha picchiato|ha violentat[oa]|ha stuprat[oa]|ha aggredit[oa]|molesta)|"
    r"sono stat[oa] (?:violentat[oa]|stuprat[oa]|aggredit[oa]|molestat[oa]))\b",
]

IMMEDIATE_DANGER = [
    r"\b(?:ist|bin|sind) bewusstlos\b|\batmet (?:kaum|nicht mehr|nicht)\b",
    r"\b(?:esta|estan) inconsciente\b|\bno (?:respira|reacciona)\b|\b(?:est|sont) inconscient\w*\b|"
    r"\bne respire (?:plus|pas|presque plus)\b",
    # (a denial before: "não estou em perigo, só cansada", session 34)
    r"(?<!\bnao )\b(?:estou|estamos) em perigo\b|\balguem (?:esta )?me (?:seguindo|perseguindo)\b",
    r"(?<!\bnon )\b(?:sono|siamo) in pericolo\b|\bqualcuno mi (?:sta )?(?:seguendo|segue)\b",
]
