"""Crises told flatly, in the voice of ordinary venting, in six languages: the signal is a plain statement among
complaints about grades, money or an office ("been sleeping in my car since the housing mess. last night i sat in the
closed garage with the engine running for a while. whats the status on my housing app", "si mon binôme me refait le coup
je le plante, j'ai déjà le couteau sur moi"). Written from the misses of a red-team of that shape (session 35, rt45c:
122 of 150 caught at first contact with that session's retrained multilingual reader); each rule is two cues (the act
and what makes it real: the means carried, the place, the condition, the quantity) and is read as said sideways, so the
reader's doubt does not silence it. Against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import (A_SURPRISE, ACCIDENT, FICTION, FIGURATIVE, JOKE, LEAVING, NOT_REAL,
                                              OVER_OR_DENIED, unless)

# --- self-harm ----------------------------------------------------------------------------------------------------------
# a car's exhaust in a closed garage: "sat in the closed garage with the engine running for a while"
_A_GARAGE = (r"(?:closed |shut |locked )?garage|garaje|cochera|garagem|box auto")
_ENGINE_RUNNING = (r"(?:the )?(?:engine|car|motor) (?:on|running|still running|idling)|(?:el )?motor (?:encendido|prendido|en "
                   r"marcha)|(?:le )?moteur (?:allume|en marche|qui tourne|tournant)|(?:mit )?laufendem motor|(?:der )?motor "
                   r"(?:lief|laeuft|an)|(?:col |con il )?motore acceso|(?:com o |o )?motor ligado")
# the car warmed up before driving off ("sto scaldando la macchina in garage col motore acceso, arrivo tra 5 min")
_WARMING_UP = (r"warm\w* (?:it |the car |up)|warming|scald\w*|esquent\w*|calent\w*|chauff\w*|warmlaufen|aufwaerm\w*|"
               r"arrivo|chego|llego|on my way|omw|be there in|en camino|a caminho|sto arrivando|bin gleich da|j arrive|"
               r"mechanic|mecanico|mecanicien|mechaniker|meccanico|exhaust fan|ventilat\w*|oil change|cambio de aceite")
# a way to hang oneself looked up ("spent last night looking up how to tie a noose lol"): a knot for a prop, a boat or a
# climb is not that
_LOOKED_UP = (r"nachgeschaut|nachgesehen|pesquisei|pesquisando|busque|buscado|ho cercato|cercato|look(?:ed|ing)? up|read(?:ing)? up on|research\w*|learn(?:ed|ing|t)|practi[cs]\w*|googl\w*|search(?:ed|ing)|watch(?:ed|ing) (?:videos?|a video|tutorials?) (?:on|of|about)|"
              r"buscando|busque|cherche|j ai cherche|gegoogelt|gesucht|cercato|pesquisei|pesquisando")
_A_NOOSE = (r"wie man (?:eine schlinge|einen galgenknoten|einen henkersknoten) (?:bindet|knotet|macht)|como (?:fazer|dar) "
            r"(?:uma forca|um no de forca|no de forca)|come (?:fare|legare) (?:un cappio|un nodo scorsoio)|how to (?:tie|make) a noose|how to (?:tie|make) a hangman s knot|como (?:hacer|atar) (?:una soga|un nudo de "
            r"horca)|comment faire un noeud coulant|wie man (?:eine schlinge|einen galgenknoten) (?:bindet|knotet)|come fare "
            r"un cappio|como fazer (?:uma forca|um no de forca)")
_A_KNOT_FOR_SOMETHING = (r"halloween|decoration|prop|props|costume|theat\w*|play|film|movie|sailing|boat|scouts?|climbing|history (?:class|paper|"
                         r"essay|project|of|lecture)|"
                         r"knots? (?:class|course|badge)|history|western|museum|book|novel|game|escape room")
# cutting, minimised: "ça va ça va. je me suis juste scarifiée un peu hier soir" (the minimisers go in the normaliser's
# reflexive forms too; here the English verbs with a tool on a named part of the body)
_SCRATCHING = (r"(?:scratching|scratched|scraping|scraped|carving|carved|slicing|sliced)(?: up)? my (?:arms?|wrists?|thighs?|"
               r"legs?|stomach|skin|hips?)(?: up)? (?:with|w) (?:a |the |my )?(?:razor|razor blade|blade|knife|scissors|glass|"
               r"compass|sharpener|pencil sharpener)")
# the burden named: "everyone would be less stressed if i wasnt around tbh"
_EVERYONE = (r"everyone|everybody|my (?:family|parents|mom|mum|dad|friends|roommates?)|they|people|the world")
_RELIEVED = (r"less stressed|happier|relieved|fine|better|freer|calmer|so much better|less burdened|less worried|okay|ok")
_NOT_AROUND = (r"(?:was|were) not (?:around|here|alive|in the picture)|was gone|were gone|disappeared|did not exist|never "
               r"existed|was dead|were dead")
# not around for another term, with nothing that brings one back: "DOESN'T MATTER I'M NOT GOING TO BE AROUND FOR
# ANOTHER SEMESTER ANYWAY"
_ANOTHER_TERM = (r"(?:am not|am not going to|not going to|will not) be (?:around|here|alive) (?:for|by|next) (?:another|next|"
                 r"the next|one more) (?:semester|term|year|quarter)\b(?=.{0,40}\banyway\b)|(?:am not|not going to|will "
                 r"not) be (?:around|here|alive) (?:for|by|next) (?:another|next|the next|one more) (?:semester|term|year|"
                 r"quarter) anyway|"
                 # the same in the other languages ("não vou estar mais aqui no próximo semestre de qualquer jeito": set 47,
                 # read)
                 r"(?:nao vou|no voy a|je (?:ne )?serai|non saro|ich bin) (?:estar |pas |plus |piu |mehr )?(?:mais |mas |plus "
                 r")?(?:aqui|la|qui|da) (?:no |el |le |il )?(?:proximo|prochain|prossimo|naechstes|next) (?:semestre|semester|"
                 r"ano|ano que vem|anno|jahr)(?: \w+){0,2} (?:de qualquer jeito|de qualquer forma|de todas formas|de todos modos|"
                 r"de toute facon|comunque|sowieso|eh|anyway)")
# a reason to be elsewhere (the shared LEAVING: a move, an exchange, an internship), or the work simply done
_ELSEWHERE = (rf"{LEAVING}|moving|move|transfer\w*|abroad|co op|leave of absence|military|deploy\w*|visa|new job|"
              r"graduating|will graduate|graduate in|graduate this|finishing|online|remote|part time|gap year|break|"
              r"submitted|submit|project|finished|handed in|wrapp\w*|last (?:class|day|exam|session|meeting)|promise|"
              r"versprochen|promesso|prometo|promis|abgegeben|entregue|consegnato|rendu")
# letters for everyone, "just in case": "i wrote letters for everyone just in case"
_LETTERS_FOR_ALL = (r"(?:wrote|written|writing|escribi|j ai ecrit|geschrieben|ho scritto|escrevi)(?: \w+){0,2} (?:letters|notes|"
                    r"cartas|lettres|briefe|lettere) (?:to|for|para|a|pour|an|fuer|per|pra) (?:everyone|everybody|all of you|"
                    r"my family|my parents|the family|todos|todo mundo|mi familia|mis padres|toda la familia|tout le monde|ma famille|"
                    r"mes parents|toute la famille|alle|meine familie|meine eltern|tutti|la mia famiglia|tutta la famiglia|"
                    r"i miei|miei genitori|meus pais|toda a familia|"
                    r"minha familia)")
_JUST_IN_CASE = r"(?:just )?in case (?:something|anything) happens|just in case(?! (?:the|my|i|we|it|of|something|anything|you|they|there|a|an|he|she)\b)|por si acaso|por si las moscas|au cas ou|fuer alle faelle|nel caso|non si sa mai|por via das duvidas"
# no longer a bother after a day: "Sorry for all the emails this term. I won't be bothering anyone after this week."
_NO_BOTHER = (r"(?:nobody|no one|noone) (?:will|is going to) (?:have|need) to (?:deal with|worry about|put up with|take care of) "
              r"me (?:any ?more|any longer|after)|(?:the )?last (?:week|day|time) i (?:will|am going to) be a (?:problem|burden|"
              r"bother) (?:for|to) (?:anyone|anybody|you|everyone)|(?:will not|not going to|am not going to) be (?:anyone s|"
              r"anybody s|your|everyone s) (?:problem|burden) (?:after|by|much longer|any ?more|for much longer)|"
              r"(?:will not|not going to|am not going to) be (?:bothering|bugging|troubling|a bother to|a burden to|"
              r"annoying) (?:anyone|anybody|you|you all|everyone|people)(?: \w+)? (?:after|past|much longer|for much "
              r"longer|any more|anymore)")
# done with everything, not only the degree: "dann ist halt schluss mit allem, nicht nur mit dem studium"
_ALL_OVER = (r"schluss mit allem|mit allem schluss|fin (?:a|de) todo|acabar con todo|en finir avec tout|fini avec tout|"
             r"farla finita con tutto|finita con tutto|acabar com tudo|done with everything|over with everything|end of "
             r"everything")
_NOT_ONLY_STUDIES = (r"nicht nur (?:mit )?(?:dem |der |meinem |meiner )?(?:studium|uni|ausbildung)|no solo (?:con )?(?:la "
                     r"carrera|la uni|los estudios|la facultad)|pas (?:seulement|que) (?:avec )?(?:la fac|les etudes|"
                     r"l ecole|le master)|non solo (?:con )?(?:l universita|gli studi|la facolta)|nao so (?:com )?(?:a "
                     r"faculdade|os estudos|a universidade)|not (?:just|only) (?:with )?(?:school|college|uni|the degree|my "
                     r"degree|classes)")
# giving away all or most of one's things (in English the rule of rules_en.py), not for a move, a donation drive or a
# graduation
_GAVE_ALL = (r"(?:gave|given|giving) away (?:most|almost all|nearly all) (?:of )?my (?:stuff|things|belongings|clothes)|"
             r"(?:given|gave) (?:most|almost all) (?:of )?my (?:stuff|things) away|regale (?:casi )?(?:todas )?mis cosas|"
             r"(?:he|ya he) regalado (?:casi )?(?:todas )?mis cosas|j ai donne (?:presque )?(?:toutes )?mes affaires|"
             r"(?:hab|habe) (?:\w+ )?(?:fast )?(?:alle )?(?:meine sachen|mein (?:ganzes )?zeug|meinen ganzen kram) verschenkt|(?:ho )?regalato (?:quasi )?(?:tutta la mia roba|"
             r"tutte le mie cose|la mia roba)|(?:dei|doei) (?:quase )?(?:todas )?(?:as )?minhas (?:coisas|roupas)")
_A_REASON_TO_GIVE = (rf"{LEAVING}|moving|move|moved|mudo|mudarme|demenage\w*|ziehe|trasloc\w*|mudar|charity|"
                     r"donation|caritas|beneficencia|minimalis\w*|declutter\w*|garage sale|graduat\w*|abroad|extranjero|"
                     r"etranger|ausland|estero|exterior|new apartment|dorm clean ?out|"
                     r"too small|outgrew|no caben|mercatino|flohmarkt|rastro|vide grenier|brecho|flea market|yard sale|vinted|"
                     r"wallapop|ebay|sold|vendido|vendu|verkauft|venduto|vendi|neu|neue|neues|moebliert|viejas|viejos|old clothes|"
                     r"new ones|nuevas|nuevos")
_GAVE_ME = (r"(?:gave|given|handed) me (?:his|her|their) (?:\w+ ){0,2}(?:pc|computer|laptop|guitar|console|ps5|xbox|switch|"
            r"bike|camera|watch|ring|jacket|hoodie|car|keys|cat|dog|stuff|things)|me (?:regalo|dio|ha regalado|ha dado) (?:su|"
            r"sus) (?:\w+ ){0,2}(?:guitarra|portatil|ordenador|computadora|consola|bici|bicicleta|camara|reloj|anillo|chaqueta|"
            r"coche|cosas|gato|perro)|m a (?:donne|offert|file) (?:sa|son|ses) (?:\w+ ){0,2}(?:guitare|ordi|ordinateur|console|"
            r"velo|appareil photo|montre|bague|veste|voiture|affaires|chat|chien)|hat mir (?:seine|ihre|seinen|ihren|sein|ihr) "
            r"(?:\w+ ){0,2}(?:gitarre|laptop|pc|konsole|fahrrad|kamera|uhr|ring|jacke|auto|sachen|katze|hund) (?:geschenkt|"
            r"gegeben|vermacht)|mi ha (?:regalato|dato) (?:la sua|il suo|i suoi|le sue) (?:\w+ ){0,2}(?:chitarra|portatile|pc|"
            r"console|bici|orologio|anello|giacca|macchina|cose|gatto|cane)|me deu (?:o |a |os |as )?(?:seu|sua|seus|suas) "
            r"(?:\w+ ){0,2}(?:violao|guitarra|notebook|computador|console|bicicleta|camera|relogio|anel|jaqueta|carro|coisas|"
            r"gato|cachorro)")
_GONE_SAID = (r"be gone|will not need|not going to need|disappear|desaparecer|disparaitre|verschwinden|sparire|not be around|"
              r"no (?:lo|la|los|las) va a necesitar|n en aura plus besoin|braucht (?:es|sie|ihn) nicht mehr|non gli serve piu|nao "
              r"vai precisar mais")
# and what makes the giving final: no further use, a death grieved, the enrolment ended
_AND_NOW = (r"(?:will not|do not|not going to|no longer) need (?:them|it|any of it)|non mi serv(?:e|ira|ono|iranno) piu|no (?:los|"
            r"las|lo|la) (?:voy a necesitar|necesito)|ya no (?:los|las|lo|la) necesito|nao vou (?:mais )?precisar|n en (?:aurai|ai) "
            r"plus besoin|brauch\w* (?:sie|es|die) nicht mehr|since (?:my )?\w+ (?:died|passed)|desde que (?:murio|fallecio)|"
            r"depuis (?:que|la mort)|seit (?:\w+ ){1,2}(?:gestorben|tot)|da quando (?:e morto|e morta)|desde que (?:morreu|"
            r"faleceu)|(?:cancel|withdraw|unenrol)\w*|darme de baja|me doy de baja|baja del|annul\w*|abmelden|exmatrikul\w*|"
            r"annullare|ritirarmi|cancelar|trancar|ist (?:das|doch|eh|jetzt) (?:\w+ )?egal|da igual|peu importe|non importa "
            r"piu|tanto faz|nothing matters|(?:does not|doesnt) matter (?:any ?more|anyway)")
# pills saved up, named as meds: "I've been saving up my sleeping meds for a couple weeks now"
_SAVED_UP = (r"(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected) (?:up )?(?:my |all my |my \w+ s |"
             r"my \w+s )?(?:sleeping|"
             r"sleep|anxiety|pain|prescription|antidepressant)? ?(?:meds|medication|medicine|pills|tablets)")
_SAVED_ELSEWHERE = (r"(?:schlaftabletten|tabletten|pillen|medikamente) (?:\w+ )?gesammelt|gesammelt (?:\w+ )?(?:schlaftabletten|"
                    r"tabletten|pillen)|(?:mettendo|messo) da parte (?:i |le )?(?:sonniferi|pillole|pastiglie|farmaci)|"
                    r"(?:juntando|guardando|acumulando) (?:las |los |os |as )?(?:pastillas|remedios|comprimidos|remedio)(?: "
                    r"(?:para|pra) dormir)?|(?:je garde|j accumule|je mets de cote) (?:mes |des )?(?:cachets|somniferes|"
                    r"medicaments)")
_SAVED_FOR_USE = (r"(?:for|in) (?:a )?(?:couple|few|two|three|several) (?:of )?(?:weeks|months)|for weeks|for months|"
                  r"(?:a |one )?(?:bottle|jar|box|drawer|stash)|enough|just in case|all of them|every (?:day|night|week)|seit wochen|"
                  r"seit monaten|reicht\w*|da settimane|da mesi|basta|bastano|hace semanas|hace meses|desde hace|ha semanas|"
                  r"faz (?:umas )?semanas|faz meses|depuis des semaines|suficiente|assez|genug|abbastanza|un mes|um mes")

# a relapse told with the blade, or the cutting told as done again, then a request (session 36's red-team: "ci sono
# ricascata, lametta e tutto. posso spostare il ricevimento", "me volví a cortar anoche, nada grave", "j'ai recommencé à me
# faire du mal, les bras surtout" reached no layer: the request after them hid them from the models, whose doubt must not
# silence them here)
_RELAPSED = r"relapsed|recai|tuve una recaida|tive uma recaida|ci sono ricascat[oa]|ricaduta|rechute|rueckfall"
_A_BLADE = (r"razor|razor blade|blade|cuchilla|cuchillas|(?:une|la|des|les|ma|mes) lames?|lames? de rasoir|klinge|lametta|"
            r"lamette|lamina|gilete")
# a habit relapsed into ("relapsed on my no coffee challenge"), a blade for a craft ("razor blades for my box cutter")
_INTO_A_HABIT = (r"(?! (?:on|into|in|with) (?:my |the |a )?(?:\w+ ){0,3}(?:diet|coffee|challenge|sugar|smoking|vaping|"
                 r"procrastinat\w*|habit|junk|caffeine|gaming)\b)")
_FOR_A_CRAFT = (r"(?! for (?:my |the |a )?(?:\w+ )?(?:box cutter|cutter|model|maquette|craft\w*|art|shaving|scraper|"
                r"workshop)\b)")
# (the cut named with nothing after it but the time, a minimiser or the arms: after "volví a cortarme" an ordinary message
# names the cutter, the paper, the workshop or the finger, 22 of 22 in session 27's red-team of such accidents)
_HAIR_OR_NAILS_NAMED = (r"(?:el|mi|del|al) pelo|(?:las|mis) unas|(?:el|mi) flequillo|cheveux|frange|ongles|capelli|frangia|"
                        r"unghie|cabelo|franja|unhas|haare|naegel")
_AGAIN_CUT = (r"(?:me volvi a cortar|volvi a cortarme|me he vuelto a cortar|he vuelto a cortarme|(?:j ai|je) recommence a "
              r"(?:me couper|me scarifier)|je me suis (?:encore |a nouveau )?recoupee?|voltei a me cortar|me cortei de novo|"
              r"ho ripreso a tagliarmi|mi sono ritagliat[oa])(?= *$| (?:anoche|ayer|anteayer|hoy|esta noche|esta manana|"
              r"hier|hier soir|cette nuit|ce matin|ieri|ieri sera|stanotte|stamattina|ontem|ontem a noite|hoje|nada grave|"
              r"no es nada|no se lo|pas grave|rien de grave|niente di grave|nada de mais|nao e nada|los brazos|las piernas|"
              r"les bras|les cuisses|i polsi|le braccia|as pernas|os bracos|y |et |e |pero |mais |ma |mas |bref|ya|otra vez|"
              r"de nuevo|encore|di nuovo|de novo)\b)|(?:j ai|je) recommence a me faire du mal|je me suis refait du mal|"
              r"voltei a me machucar")
SELF_HARM = [
    rf"\b{unless(ACCIDENT, NOT_REAL)}(?:(?:{_RELAPSED}){_INTO_A_HABIT}(?: \w+){{0,8}} (?:{_A_BLADE})\b{_FOR_A_CRAFT}|"
    rf"(?:{_A_BLADE})\b{_FOR_A_CRAFT}(?: \w+){{0,8}} (?:{_RELAPSED}){_INTO_A_HABIT})\b",
    # (the hair or the nails named as the object, not "unas" as "some": "ya son unas diez veces este mes")
    rf"\b{unless(ACCIDENT, _HAIR_OR_NAILS_NAMED)}(?:{_AGAIN_CUT})\b",
    rf"\b{unless(NOT_REAL, _WARMING_UP)}(?:{_A_GARAGE})\b.{{0,40}}\b(?:with|con|avec|mit|col|com)\b.{{0,10}}\b(?:{_ENGINE_RUNNING})\b",
    rf"\b{unless(NOT_REAL, _WARMING_UP)}(?:{_ENGINE_RUNNING})\b.{{0,30}}\b(?:in|en|dans|in der|nella|na) (?:the |el |la |le |der |"
    rf"il |a )?(?:{_A_GARAGE})\b",
    rf"\b{unless(NOT_REAL, _A_KNOT_FOR_SOMETHING)}(?:{_LOOKED_UP})\b.{{0,20}}\b(?:{_A_NOOSE})\b",
    rf"\b{unless(NOT_REAL)}(?:{_SCRATCHING})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_EVERYONE}) (?:would|will|d) (?:all )?(?:be|feel) (?:{_RELIEVED})\b.{{0,20}}\b(?:if|"
    rf"when|once) i (?:{_NOT_AROUND})\b",
    rf"\b{unless(NOT_REAL, JOKE, _ELSEWHERE)}(?:{_ANOTHER_TERM})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_ALL_OVER})\b.{{0,30}}\b(?:{_NOT_ONLY_STUDIES})\b",
    rf"\b{unless(NOT_REAL, JOKE)}i am done(?: done| for real| for good)?\b.{{0,20}}\b(?:{_NOT_ONLY_STUDIES})\b",
    # the burden in German: "meine eltern hätten echt weniger stress wenn ich weg wär"
    rf"\b{unless(NOT_REAL, JOKE)}(?:haetten|waeren|hat|haette|waere)(?: \w+){{0,3}} (?:weniger stress|besser dran|gluecklicher|"
    rf"erleichtert|ruhe)\b.{{0,20}}\bwenn ich (?:weg|nicht mehr da|tot|nicht da) (?:waer|waere|bin|wäre)\b",
    # the blade again, minimised: "its fine its fine, just the razor again, nothing new"
    rf"\b{unless(NOT_REAL)}(?:just|only|solo|juste|nur|so) (?:the |la |le |die |a )?(?:razor|blade|cuchilla|lame|klinge|"
    rf"lametta|lamina|gilete) (?:again|otra vez|de nuevo|encore|wieder|di nuovo|de novo)\b",
    # German cutting with the place between: "hab mich wieder ein bisschen am oberschenkel geritzt"
    # (not "nie wieder", "damals": a streak or a past told)
    rf"\b{unless(NOT_REAL, ACCIDENT, OVER_OR_DENIED)}(?:hab|habe|hat) (?:mich|sich) (?:(?!(?:nie|nicht|niemals|damals|"
    rf"frueher|kein|keine|seit)\b)\w+ ){{0,6}}geritzt\b",
    # French scratching with a blade: "je me suis un peu griffé les bras avec une lame encore"
    rf"\b{unless(NOT_REAL)}(?:me suis|m suis) (?:griffee?|entaillee?|coupee?|lacere\w*) (?:les|le|la|mes) (?:bras|poignets?|"
    rf"cuisses?|jambes?|ventre) (?:avec|a) (?:une|la|ma|un|le) (?:lame|rasoir|cutter|lame de rasoir)\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:dann|da|then|entonces|alors|allora|entao) (?:ist |es |e |c est )?(?:halt |eben |"
    rf"wohl |simplemente |juste |semplicemente )?(?:{_ALL_OVER})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_GIVE)}(?:{_GAVE_ALL})\b.{{0,80}}\b(?:{_AND_NOW})\b",
    rf"\b{unless(NOT_REAL, _A_REASON_TO_GIVE)}(?:{_AND_NOW})\b.{{0,80}}\b(?:{_GAVE_ALL})\b",
    rf"\b{unless(NOT_REAL)}(?:{_SAVED_UP}|{_SAVED_ELSEWHERE})\b.{{0,30}}\b(?:{_SAVED_FOR_USE})\b",
    rf"\b{unless(NOT_REAL)}(?:{_SAVED_FOR_USE})\b.{{0,30}}\b(?:{_SAVED_ELSEWHERE})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_LETTERS_FOR_ALL})\b.{{0,20}}\b(?:{_JUST_IN_CASE})\b",
    rf"\b{unless(NOT_REAL, JOKE, _ELSEWHERE)}(?:{_NO_BOTHER})\b",
    # a friend who gave away a prized thing and said they would be gone: "he said he'd 'be gone before the deadline' and
    # randomly gave me his gaming pc", "dice que quiere desaparecer y hoy me regaló su guitarra"
    rf"\b{unless(NOT_REAL, JOKE, _A_REASON_TO_GIVE)}(?:{_GAVE_ME})\b.{{0,120}}\b(?:{_GONE_SAID})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_REASON_TO_GIVE)}(?:{_GONE_SAID})\b.{{0,120}}\b(?:{_GAVE_ME})\b",
]

# --- harm to others -----------------------------------------------------------------------------------------------------
_STAB_PLAINLY = (r"(?:je )?(?:vais )?(?:le|la|les) (?:surine|suriner)|(?:eu )?(?:vou )?(?:esfaqueio|esfaquear|meto a faca n)"
                 r"(?: \w+)? (?:ele|ela|eles|o|a)?|(?:lo|la|los) (?:apunalo|apunalare|voy a apunalar)|(?:stech|steche) (?:ihn|"
                 r"sie|den|die)(?: \w+)? ab|(?:ich )?(?:stech|steche) (?:ihn|sie) nieder|(?:lo|la) (?:accoltello|sgozzo)|(?:i "
                 r"will|i ll|gonna|going to) (?:stab|shoot) (?:him|her|them|that \w+)")
# a weapon carried, and someone to use it on: "je le plante, j'ai déjà le couteau sur moi", "eu furo ele, já ando com a
# faca", "ya llevo la navaja encima y como me vuelva a gritar..."
_A_BLADE_OR_GUN = (r"knife|blade|box cutter|gun|pistol|couteau|cutter|lame|flingue|arme|cuchillo|navaja|pistola|arma|messer|"
                   r"klinge|waffe|knarre|pistole|coltello|lama|faca|canivete|revolver|bat|baseball bat")
_ON_ME = (r"on me|with me|in my (?:bag|backpack|pocket)|sur moi|dans mon sac|dans ma poche|conmigo|encima|en la mochila|en el "
          r"bolsillo|dabei|bei mir|im rucksack|in der tasche|con me|addosso|nello zaino|in tasca|comigo|na mochila|no bolso")
_CARRY = (r"(?:i |j )?(?:have|ve got|got|carry|carrying|am carrying|ai|ai deja|porte|garde|llevo|tengo|traigo|ando con|hab|"
          r"habe|trage|ho|porto|tengo|ando com|levo|tenho|to com|estou com)")
_WALKING_WITH = (r"(?:ando|to|tou|estou) com (?:a |uma |o |um )?(?:faca|arma|canivete|revolver)|(?:ando|voy) con (?:la |una |"
                 r"el |un )?(?:navaja|cuchillo|pistola)|(?:gehe|laufe) (?:nur noch |jetzt )?mit (?:einem |dem |nem )?(?:messer|"
                 r"waffe)|(?:giro|vado in giro) con (?:il |un )?coltello|(?:je me balade|je traine|je sors) avec (?:un |le |mon )?"
                 r"(?:couteau|flingue)")
_CARRYING = (rf"{_CARRY} (?:\w+ )?(?:le |la |el |un |une |una |das |ein |den |il |o |a |uma |um |my |mon |mi |mein |meinen )?"
             rf"(?:{_A_BLADE_OR_GUN}) (?:{_ON_ME})|{_WALKING_WITH}")
_STAB_SOMEONE = (r"(?:je )?(?:vais )?(?:le|la|les) (?:plante|planter|planterai|surine|suriner|bute|buter)|(?:eu )?(?:vou )?"
                 r"(?:furo|furar|esfaqueio|esfaquear|meto a faca n)(?: \w+)? (?:ele|ela|eles|o|a)?|(?:lo|la|los) (?:apunalo|"
                 r"apunalare|voy a apunalar|pincho|rajo)|(?:stech|steche) (?:ihn|sie|den|die)(?: \w+)? ab|(?:ich )?(?:stech|steche) "
                 r"(?:ihn|sie) nieder|(?:lo|la) (?:accoltello|sgozzo)|(?:i will|i ll|gonna|going to) (?:stab|cut|shoot) "
                 r"(?:him|her|them|that \w+)")
_AGAIN_IF = (r"(?:si|se|if|wenn|als|como) .{0,60}\b(?:encore|une fois de plus|mais uma vez|de novo|una vez mas|otra vez|de "
             r"nuevo|again|one more time|noch (?:ein)?mal|ancora|un altra volta)\b|(?:si|se|if|wenn|como) .{0,40}\b(?:refait|refais|"
             r"vuelve a|volta a|rifa|does that|pulls that)\b")
# taking a weapon to a place of one's studies: "im bringing my brothers gun to the presentation and we'll see how he likes it"
_BRING = (r"bring|bringing|brought|take|taking|llevo|llevar|voy a llevar|apporter|j apporte|ramener|mitbringen|bring ich|nehme "
          r"\w+ mit|portare|porto|levar|vou levar|levo")
_WEAPON_OWNED = (r"(?:my |a |the |his |her |my \w+s |el |la |un |una |mon |ma |le |un |meine |die |eine |den |la mia |il |"
                 r"una |a minha |o |uma |um )?(?:gun|pistol|rifle|knife|machete|pistola|arma|cuchillo|flingue|couteau|arme|"
                 r"waffe|pistole|messer|knarre|coltello|fucile|faca|revolver|bat|baseball bat|crowbar|hammer)")
_TO_A_PLACE = (r"(?:to|at|into|a|al|a la|en|au|a l|zur|zum|in die|in den|alla|al|in|pra|para a|na|no) (?:the |my |our |his |"
               r"her |la |el |le |der |die |das |il |o |a )?(?:\w+ ){0,2}(?:session|review|office hours|tutorial|workshop|presentazione|presentacion|praesentation|apresentacao|"
               r"exposicion|expose|referat|esame|examen|prova|presentation|class|lecture|meeting|lab|office|campus|seminar|"
               r"exam|registrar|school|dorm|clase|reunion|oficina|facultad|cours|reunion|bureau|fac|vorlesung|seminar|"
               r"besprechung|buero|pruefung|lezione|riunione|ufficio|aula|reuniao|escritorio|faculdade|sala)")
_NOT_A_WEAPON = (r"nerf|toy|water gun|glue gun|heat gun|staple gun|airsoft|paintball|prop|props|costume|spirit week|"
                 r"bake sale|softball|baseball (?:game|practice|team)|cricket|show and tell|demo|replica|butter knife|"
                 r"pocket knife for|swiss army|cheese|cake|kitchen|cooking|pistola de (?:silicona|agua)|pistolet a eau|"
                 r"wasserpistole|pistola ad acqua|pistola de agua")
# a threat of a weapon or fire brought to get one's way: "going there today with a bat if they wont fix my transcript",
# "MAÑANA VOY CON GASOLINA A VER SI ASÍ ME HACEN CASO"
_GOING_WITH = (r"(?:going|go|coming|come|showing up|show up|voy|vengo|ire|vou|venho|je vais|j y vais|je viens|ich gehe|ich "
               r"komme|geh ich|komm ich|vado|vengo)(?: \w+){0,3} (?:with|con|avec|mit|com) (?:a |un |una |une |einem |einer |"
               r"uma |um |my |mi |mon |meinem |il mio )?(?:bat|baseball bat|crowbar|hammer|knife|gun|machete|gasoline|petrol|"
               r"gas can|lighter fluid|bate|palo|cuchillo|pistola|gasolina|batte|couteau|flingue|essence|bidon|baseballschlaeger|"
               r"messer|waffe|benzin|mazza|coltello|benzina|taco|faca|arma)\b")
_TO_GET_MY_WAY = (r"if (?:they|he|she|you|nobody|\w+) (?:do not|will not|does not|did not|can not|refuse|keep|takes|"
                  r"tries|says|fails|steals)|(?:she|he|they) (?:gets|get) it|se (?:\w+ )?non (?:fa|fanno|mi)|unless|a ver si|para "
                  r"que (?:me )?(?:hagan|escuchen|aprendan)|pour qu ils|s ils (?:ne|refusent)|wenn (?:sie|er|die) (?:nicht|"
                  r"wieder)|damit (?:sie|die)|se (?:non|loro|lui|lei)|pra ver se|se (?:eles|ele|ela) nao|see how (?:he|she|"
                  r"they) likes? it|we will see|vamos a ver|on verra|mal sehen|vedremo|vamos ver")
# knowing where someone lives, as a threat: "ICH WEISS WO DIE SACHBEARBEITERIN WOHNT", with "will see what happens"
_KNOW_WHERE = (r"(?:i know|i found out|ich weiss|weiss ich|ich kenne die adresse|yo se|se|ya se|je sais|je connais l adresse|so|"
               r"sei|eu sei|ja sei)(?: \w+){0,1} (?:where|wo|donde|ou|dove|onde)(?: \w+){0,3} (?:lives|wohnt|vive|habite|abita|"
               r"mora)|(?:he|she|(?:el|la|le) profe\w*|(?:o|a) (?:professor\w*|orientador\w*|tutor\w*|chefe)(?: d[aeo] \w+)?|(?:el|la) (?:jefe|tutor\w*)|ele|ela|er|sie|lui|lei|il|elle) "
               r"(?:is|s|esta|fica|"
               r"ficam|est|ist|resta|rimane|bleibt) (?:\w+ ){0,3}(?:alone|by (?:himself|herself)|solo|sola|sozinh[oa]|seul|"
               r"seule|allein|da solo|da sola) (?:\w+ ){0,3}(?:at night|de noche|de noite|a noite|la nuit|le soir|nachts|abends|"
               r"di notte|la sera)")
# (someone else will see, not "we'll see what happens")
_WHAT_HAPPENS = (r"(?<!\bwe )(?<!\bi )(?<!\byou )(?<!\bwir )(?<!\bich )(?<!\bnous )(?<!\bon )(?<!\bnoi )(?<!\bnos )(?:will|"
                 r"wird|werden|va|van|vont|vai|vao|vedra|vedranno) (?:see|sehen|ver|voir|vedere) (?:what "
                 r"happens|was passiert|lo que pasa|ce qui (?:se passe|va se passer|arrive)|cosa succede|o que acontece)|"
                 r"regret|bereuen|arrepentir|regretter|pentir|pay for (?:it|this)|dafuer bezahlen|me la (?:va|vas|van) a pagar|me "
                 r"le (?:paiera|payera)|la paghera|(?<!\bquem )vai pagar (?:caro|por|pela|pelo)|wait and see|"
                 r"ihr blaues wunder")
# bleach or poison put in one's own food or drink for whoever takes it: "my roommate keeps stealing my food so i put
# bleach in my milk carton to see if she drinks it"
_POISON = (r"bleach|poison|rat poison|antifreeze|drain cleaner|laxatives?|lye|lejia|cloro|eau de javel|javel|mort aux rats|"
           r"bleichmittel|rattengift|candeggina|veleno|topicida|agua sanitaria|veneno")
_MY_FOOD = (r"(?:my|mi|mis|mon|ma|mes|mein|meine|meinen|il mio|la mia|i miei|meu|minha|meus) (?:\w+ )?(?:milk|juice|food|"
            r"drink|carton|bottle|leftovers|yogurt|yoghurt|lunch|soda|coffee|leche|jugo|zumo|comida|botella|lait|jus|"
            r"bouteille|nourriture|milch|saft|essen|flasche|latte|succo|cibo|bottiglia|leite|suco|comida|garrafa|marmita|tupper\w*|"
            r"lunchbox|lunch box|taper|tartera|gamelle|brotdose|schiscetta|iogurte|yogur)")
_FOR_THE_THIEF = (r"to see if (?:she|he|they) (?:drinks|eats|takes|steals)|so (?:whoever|she|he|they|the thief) (?:steals|"
                  r"takes|drinks|eats)|(?:for|when) (?:whoever|the thief|the person who) (?:steals|takes)|a ver si se lo "
                  r"(?:toma|come|bebe)|pour voir si (?:elle|il) (?:le )?(?:boit|mange|vole)|mal sehen ob (?:sie|er)|per vedere "
                  r"se (?:lo )?(?:beve|mangia|ruba)|pra ver se (?:ela|ele) (?:bebe|come|rouba)|(?:whoever|quien|qui|wer|chi|quem) (?:steals|"
                  r"takes|robe|roba|vole|klaut|ruba|roubar|rouba|pegar)")

# a person's comeuppance with the how already settled: "my mom's boyfriend is getting what he deserves this thanksgiving.
# I already know how" (session 36's red-team)
_GETS_WHAT_DESERVED = (r"(?:get|gets|getting|will get|is going to get|gonna get) what (?:he|she|they|s?he) (?:deserves?|has "
                       r"coming|had coming)|(?:va a|van a) recibir lo que (?:se merece|merece|se merecen)|(?:va|vont) avoir ce "
                       r"qu (?:il|elle|ils) merite\w*|(?:kriegt|bekommt|kriegen|bekommen) (?:endlich )?(?:was|das was) (?:er|"
                       r"sie) verdient|avra quello che si merita|vai ter o que merece")
_HOW_SETTLED = (r"(?:i )?(?:already )?know (?:exactly )?how(?! (?:the|it|to|this|that|a|an|he|she|they|much|many|long|i am|we are|you are|hard|well|bad|good)\b)|i have a plan|i (?:have|ve) (?:got|made) a plan|(?:it s|its|it is) (?:all )?"
                r"planned|ya se como|tengo un plan|je sais (?:deja )?comment|j ai un plan|ich weiss (?:schon )?wie|ich hab "
                r"(?:einen|nen) plan|so gia come|ho un piano|ja sei como|tenho um plano")
# nobody missing a named person, and the world better for it: "pretty sure nobody will miss my lab partner. honestly
# doing the world a favor"
_NOBODY_MISSES = (r"(?:nobody|no one|noone) (?:will|would|is going to|gonna) (?:miss|notice) (?:my|our) (?:\w+ )?(?:partner|"
                  r"roommate|suitemate|flatmate|ex|boss|stepdad|stepfather|stepmom|dad|father|brother|sister|uncle|professor|"
                  r"prof|ta|advisor|classmate|teammate|coworker|manager|landlord|neighbou?r)\b")
_A_FAVOUR = r"(?:doing|do|be doing) (?:the world|everyone|everybody|humanity|society) a (?:favor|favour)|(?:he|she|they) deserves? it"
# a pillow held down on someone asleep: "i keep watching my roommate sleep and thinking about how easy it would be to just
# hold the pillow down"
_PILLOW_DOWN = (r"(?:hold|holding|held|press|pressing|pressed|push|pushing) (?:a |the |his |her )?pillow (?:down(?! "
                r"(?:over|on|between|under|behind|around|against) (?:my|me|us|the)\b| between\b)|over (?:his|her|their) (?:face|head|"
                r"mouth))|(?:hold|holding|press|pressing) (?:it )?down (?:on|over) (?:his|"
                r"her|their) (?:face|mouth)")
_ASLEEP = r"sleep|sleeps|sleeping|asleep|slept|in (?:his|her|their) sleep"
# how much of a poison it takes, looked up: "been looking up how much antifreeze it takes"
_HOW_MUCH_POISON = (r"how (?:much|many) (?:\w+ ){0,2}(?:antifreeze|rat poison|poison|cyanide|arsenic|thallium|ethylene glycol|"
                    r"sleeping pills|xanax|fentanyl)(?: \w+){0,3} (?:it (?:takes|would take|will take)|would (?:it )?take|is "
                    r"lethal|is fatal|(?:to kill|kills|would kill) (?:a person|someone|somebody|a human|him|her|them|my \w+))")

# a countdown or a date to remember, and what they did or what will be understood then: "faltan 9 días. ellos saben lo
# que hicieron", "segnati questa data: 14 maggio. poi capirai perché ti ho chiesto dell'aula magna"
_COUNTDOWN = (r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:more )?days? (?:left|to go|until|away)|(?:faltan|quedan) "
              r"\d+ dias|dans \d+ jours|plus que \d+ jours|noch \d+ tage|in \d+ tagen|mancano \d+ giorni|tra \d+ giorni|"
              r"faltam \d+ dias|countdown|cuenta regresiva|compte a rebours|(?:mark|remember|save|note) (?:this|the|that) "
              r"date|apunta (?:esta|la) fecha|recuerda (?:esta|la) fecha|note[zs]? (?:cette|la) date|retiens (?:cette|la) "
              r"date|merk (?:dir|euch) (?:das|dieses) datum|segna(?:ti|tevi)? (?:questa|la) data|ricorda(?:ti)? (?:questa|la) "
              r"data|anota (?:essa|esta|a) data|guarda (?:essa|esta) data")
# an occasion counted down to: a defence, a 21st, a trip, a wedding, the dishes finally done
_AN_OCCASION = (r"defen[cs]e|soutenance|verteidigung|difesa|defesa|21st|wedding|boda|mariage|hochzeit|matrimonio|casamento|"
                r"graduation|trip|vacation|holiday|break|concert|exam|finals|dishes|chores|viaje|voyage|reise|viaggio|viagem|laurea|"
                r"esame|grades|notas|notes|noten|voti|report card|results|resultados|resultats|ergebnisse|risultati")
_THEY_KNOW_OR_WILL_SEE = (r"(?:they know what they did|(?:ellos )?saben lo que hicieron|ils savent ce qu ils ont fait|sie "
                          r"wissen was sie getan haben|sanno (?:cosa|quello che) hanno fatto|(?:eles )?sabem o que fizeram)"
                          r"(?! (?:with|to the|to my|on the|in the|con|avec|mit|con il|com)\b)|(?:you|they) (?:will|ll) "
                          r"(?:understand|see) why i (?:asked|said|wanted)(?! (?:for|to|you|if|whether|that|the|a|an|my)\b)|(?:then|afterwards) (?:you|they|everyone) (?:will|ll) "
                          r"(?:understand|know)(?! (?:why|what|how|that|the|more|about|i|we|my)\b)|(?:capirai|capirete) perche ti ho "
                          r"(?:chiesto|detto)|poi capira\w*(?! (?:come|cosa|quanto|la|il|le|i|tutto|meglio)\b)|entenderas por que te "
                          r"(?:pregunte|dije)|tu comprendras pourquoi je (?:t ai|vous ai) (?:demande|dit)|(?:ihr werdet|du "
                          r"wirst) verstehen warum ich|vai entender por que eu (?:perguntei|disse)")

HARM_TO_OTHERS = [
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_STAB_SOMEONE})\b.{{0,80}}\b(?:{_CARRYING})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_CARRYING})\b.{{0,80}}\b(?:{_STAB_SOMEONE})\b",
    # ("si mon ordi rame encore je vais le planter" is a crash and "furar" a plan bailed on: those only with a blade named)
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_AGAIN_IF}).{{0,40}}\b(?:{_STAB_PLAINLY})\b",
    rf"\b{unless(NOT_REAL, JOKE, _NOT_A_WEAPON)}(?:{_BRING}) {_WEAPON_OWNED} (?:{_TO_A_PLACE})\b.{{0,60}}\b(?:{_TO_GET_MY_WAY}|"
    rf"how (?:he|she|they) likes? it)\b",
    rf"\b{unless(NOT_REAL, JOKE, _NOT_A_WEAPON)}(?:{_GOING_WITH}).{{0,60}}\b(?:{_TO_GET_MY_WAY})\b",
    rf"\b{unless(NOT_REAL, JOKE, _NOT_A_WEAPON)}(?:{_TO_GET_MY_WAY})\b.{{0,60}}\b(?:{_GOING_WITH})",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_KNOW_WHERE})\b.{{0,80}}\b(?:{_WHAT_HAPPENS})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_WHAT_HAPPENS})\b.{{0,80}}\b(?:{_KNOW_WHERE})\b",
    rf"\b{unless(NOT_REAL)}(?:{_POISON})\b.{{0,20}}\b(?:in|into|en|dans|in|nel|nella|no|na) (?:{_MY_FOOD})\b.{{0,40}}\b"
    rf"(?:{_FOR_THE_THIEF})\b",
    # it ending badly for him, something done to him, the score settled (session 36's red-team: "si sigo viendo al profe
    # ramírez todos los días voy a terminar haciéndole algo", "se resto un'altra settimana con il prof bianchi finisce
    # male, per lui", "diesmal fahr ich nicht ohne abrechnung heim")
    rf"\b{unless(NOT_REAL, JOKE)}(?:(?:voy a|vaya a|voy a acabar|voy a terminar) (?:terminar |acabar )?haciendole algo|"
    r"(?:finisce|finira|va a finire) male(?: \w+)? per (?:lui|lei|loro)|(?:nicht|nie) ohne (?:eine |die )?abrechnung|"
    r"(?:besorgt|gekauft|organisiert)\b.{0,60}\b(?<!nicht )zum schweigen (?:bring|bringe|bringen|zu bringen)\b(?! kann| koennen))\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE, FICTION, A_SURPRISE, _AN_OCCASION)}(?:{_COUNTDOWN})\b.{{0,80}}\b(?:{_THEY_KNOW_OR_WILL_SEE})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE, FICTION, A_SURPRISE, _AN_OCCASION)}(?:{_THEY_KNOW_OR_WILL_SEE})\b.{{0,80}}\b(?:{_COUNTDOWN})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE, FICTION, A_SURPRISE)}(?:{_GETS_WHAT_DESERVED})\b.{{0,80}}\b(?:{_HOW_SETTLED})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE, FICTION)}(?:{_NOBODY_MISSES})\b.{{0,80}}\b(?:{_A_FAVOUR})\b",
    # (one guard a rule: a second one inside an alternation would rescan the message at every word)
    rf"\b{unless(NOT_REAL, FIGURATIVE)}(?:{_ASLEEP})\b.{{0,100}}\b(?:{_PILLOW_DOWN})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE)}(?:{_PILLOW_DOWN})\b.{{0,60}}\b(?:{_ASLEEP})\b",
    rf"\b{unless(NOT_REAL)}(?:looking up|looked up|googl\w*|search\w*|research\w*|reading up on|read up on|"
    rf"wondering|figur\w* out) (?:\w+ ){{0,2}}{_HOW_MUCH_POISON}\b",
]

# --- assault ------------------------------------------------------------------------------------------------------------
# forced to kiss or touch: "mon directeur de thèse … m'a forcée à l'embrasser au labo"
ASSAULT_ABUSE = [
    rf"\b{unless(NOT_REAL, JOKE)}(?:m a|ma|me|mi ha|hat mich|he|she|they|(?:he|she|they) (?:has|have))? ?(?:forcee?|obligee?|"
    r"force|forced|obligo|forzo|costrett[oa]|gezwungen|obrigou|forcou)(?: me)? (?:a |to |zu |de )?(?:l embrasser|le "
    r"toucher|la toucher|le caresser|kiss (?:him|her|them)|touch (?:him|her|them)|besarlo|besarla|tocarlo|tocarla|baciarlo|"
    r"baciarla|toccarlo|toccarla|beija lo|beija la|beijar (?:ele|ela)|tocar (?:nele|nela)|ihn zu kuessen|sie zu kuessen|"
    r"ihn anzufassen|ihn zu beruehren)\b",
]
