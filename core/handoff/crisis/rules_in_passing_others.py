"""Harm to others, assault and danger told in passing beside an errand, in six languages (the self-harm of the same shape
is ``rules_in_passing.py``): pills crushed into someone's drink, a weapon got and knowing when the person comes out, a run
over planned on their way, a parent's gun taken for a revenge, a person of one's life who "dies tomorrow", meant; a
stepfather in one's room at night, forced, touched and told what it costs to tell, something thrown at one's head by a
partner or a parent; someone shooting now. Read as said sideways (two cues each; the reader's doubt does not silence
them). Against the normalised text.

Session 36 added the threats of two red-teams of threats told sideways and of blind sets 46 and 47 (read): a person warned
away on a day with the reason held back, a threat marked as meant, someone's guns while the owner is away, the one who will
get hurt named, a gun got then an errand, someone watched and known to be alone, a list of names with professors on it,
the hall wanted full on arrival, their addresses and "watch their backs", all of them gathered and made to pay; and the
assaults: memory lost after a drink and waking hurt, forced into things one cannot write, touched without consent, hands
laid on one with fear after. Each was narrowed by a red-team of ordinary messages told its shape and by a code review.
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import A_DAY, A_SURPRISE, FIGURATIVE, JOKE, NOT_CALLED_OFF, NOT_REAL, unless

# --- harm to others -----------------------------------------------------------------------------------------------------
# pills crushed into someone's drink or food: "started crushing my sleeping pills into his milk to see if he notices"
_PILLS = (r"sleeping pills|pills|xanax|ambien|laxatives?|meds|medication|sedatives?|pastillas|somniferos|cachets|somniferes|"
          r"schlaftabletten|tabletten|sonniferi|pillole|comprimidos|remedios|calmantes")
_AN_ANIMAL_OR_CARE = (r"vet|veterinar\w*|tierarzt|dog|cat|pet|perro|gato|chien|chat|hund|katze|cane|gatto|cachorro|baby|bebe|"
                      r"grandpa|grandma|abuel[oa]|grand (?:pere|mere)|opa|oma|nonn[oa]|avo|avo|prescribed|nurse|caregiver")
# a weapon got and knowing when the person comes out: "ho preso un coltello e so quando esce dalla palestra"
_GOT = (r"took|got|bought|have|grabbed|ho preso|ho comprato|tengo|compre|agarre|j ai pris|j ai achete|hab|habe|gekauft|"
        r"peguei|comprei|tenho")
_A_WEAPON = (r"knife|gun|pistol|coltello|pistola|cuchillo|navaja|couteau|flingue|messer|waffe|pistole|faca|revolver|arma|"
             r"baseball bat|machete")
_KNOW_WHEN = (r"i know when|i know where|so quando|so dove|so a che ora|se cuando|se donde|se a que hora|je sais quand|je sais "
              r"ou|je sais a quelle heure|ich weiss wann|ich weiss wo|eu sei quando|eu sei onde|sei quando")
# running someone over, knowing their way: "lo investo con la macchina, so che va in bici ogni mattina"
_RUN_OVER = (r"(?:lo|la) (?:investo|investiro|atropello|atropellare)|je (?:vais )?l ecrase\w*|(?:ich fahr|ich fahre) (?:ihn|sie) "
             r"(?:\w+ )?(?:um|tot)|vou atropel\w*|(?:run|running) (?:him|her|them) (?:over|down)")
_THEIR_WAY = (rf"every morning|every day|ogni mattina|ogni giorno|cada manana|todos los dias|tous les matins|chaque matin|jeden "
              r"morgen|jeden tag|toda manha|todo dia|todos os dias|by bike|in bici|en bici|a velo|mit dem fahrrad|de bicicleta|"
              rf"with (?:my|the) car|con la macchina|con el coche|con el carro|avec la voiture|avec ma voiture|mit dem auto|mit "
              rf"meinem auto|com o carro|com meu carro|{_KNOW_WHEN}|so che|se que|je sais qu|ich weiss dass|eu sei que")
# a parent's gun taken, and a revenge: "vai se arrepender, já peguei o revolver do meu pai"
_PARENTS_GUN = (r"(?:my )?(?:dad|father|stepdad|uncle|grandpa) s (?:gun|pistol|rifle|revolver|shotgun)|(?:the |o |el |la |il |"
                r"le |das |den |die )?(?:gun|revolver|pistol|rifle|pistola|arma|fusil|flingue|waffe|pistole|gewehr|fucile|"
                r"escopeta|espingarda) (?:of|from|de|do|da|del|di|du|von) (?:my|mi|meu|mio|mon|meinem|meiner|mia) (?:dad|father|"
                r"pai|padre|papa|pere|vater|papai|stepdad|padrastro|padrasto|uncle|tio|zio|onkel|oncle|abuelo|avo|nonno|opa)")
_WILL_REGRET = (r"will regret|is going to regret|are going to regret|will pay|vai se arrepender|vao se arrepender|se va a "
                r"arrepentir|se van a arrepentir|va a pagar|van a pagar|va le regretter|vont le regretter|va payer|vont payer|"
                r"wird es bereuen|werden es bereuen|wird dafuer bezahlen|se ne pentira|se ne pentiranno|la paghera|la "
                r"pagheranno|vai pagar|vao pagar|deserves? it|se lo merece|le merite|verdient|se lo merita|merece")
# a person of one's life who "dies tomorrow", meant: "lab partner dies tmrw. not kidding"
_A_PEER = (r"lab partner|roommate|room mate|flatmate|housemate|classmate|group member|teammate|professor|prof|teacher|(?<=my )ta|(?<=the )ta|"
           r"boss|manager|ex|boyfriend|girlfriend|stepdad|companero|companera|profe|profesor|jefe|ex novio|ex novia|coloc|"
           r"binome|camarade|mitbewohner|mitbewohnerin|kommilitone|dozent|chef|coinquilino|coinquilina|compagno|compagna|"
           r"collega|capo|colega|namorado|namorada|chefe")
_DIES_SOON = (r"(?:dies|is dying|will die|is going to die|is dead|muere|se muere|va a morir|esta muerto|meurt|va mourir|est mort|"
              rf"stirbt|ist tot|muore|morira|e morto|morre|vai morrer|ta morto|esta morto) (?:tomorrow|tmrw|tmr|tonight|manana|"
              rf"demain|morgen|domani|amanha|stasera|esta noche|ce soir|heute nacht|hoje|{A_DAY})")
_FICTION = (r"game|juego|jeu|spiel|gioco|jogo|show|series|serie|episode|book|libro|livre|buch|livro|novel|character|"
            r"personaje|personnage|figur|personaggio|personagem|film|movie|pelicula|plant|planta|plante|pflanze|pianta|battery|"
            r"phone|laptop|sim|minecraft|fortnite|d d|dnd|campaign|mafia|werewolf|loup garou|werwolf|lupus|kill ?list|"
            r"spoiler")

# a way in without guards, and a grudge: "ive been mapping out which entrance of the admin building has no security. they
# ruined my life with this aid decision"
_UNGUARDED = (r"no security|without security|least security|no guards|sin seguridad|sin vigilancia|sin guardias|sans securite|"
              r"sans surveillance|sans vigiles|ohne security|ohne sicherheit|ohne wachleute|unbewacht|senza sicurezza|senza "
              r"sorveglianza|senza guardie|sem seguranca|sem vigilancia|sem guardas")
_A_GRUDGE = (r"ruined my life|destroyed my life|took everything from me|will pay|arruinaron mi vida|me arruinaron|destrozaron mi "
             r"vida|van a pagar|ont gache ma vie|ont ruine ma vie|ont detruit ma vie|vont payer|haben mein leben (?:ruiniert|"
             r"zerstoert)|werden (?:dafuer )?bezahlen|mi hanno rovinato la vita|mi hanno distrutto|la pagheranno|(?:acabaram "
             r"com|arruinaram|destruiram) (?:a )?minha vida|vao pagar")

# a weapon bought, to be used "unless they make me": "ngl i bought a machete online after the group chat thing. not gonna
# use it unless they make me" (session 34, the second red-team)
_UNLESS_PUSHED = (r"unless (?:they|he|she|someone) (?:make|makes|push|pushes|force|forces|start|starts|try|tries)|only if "
                  r"(?:they|he|she) (?:make|push|start|try)|a menos que (?:me )?(?:obliguen|provoquen)|sauf s (?:ils|il|elle) me "
                  r"(?:forcent|force|cherchent|cherche)|es sei denn (?:sie|er) (?:zwingen|zwingt|provozieren|provoziert)|a meno "
                  r"che non mi (?:costringano|provochino)|a nao ser que me (?:obriguem|provoquem)")
_ORDERED = r"bought|got|ordered|compre|pedi|achete|commande|gekauft|bestellt|comprato|ordinato|comprei|encomendei"
_BLADES_AND_GUNS = (r"machete|knife|gun|pistol|rifle|crossbow|taser|machete|cuchillo|navaja|pistola|arma|couteau|machette|"
                    r"flingue|arme|messer|machete|waffe|pistole|armbrust|coltello|machete|faca|facao|revolver|arma")
# bleach in a bottle someone steals from: "j'ai mis de la javel dans une bouteille d'eau, elle pique toujours dans mon frigo"
_BLEACH = (r"bleach|javel|lejia|cloro|candeggina|varechina|agua sanitaria|bleichmittel|chlorreiniger|antifreeze|"
           r"anticongelante|antigel|frostschutz|antigelo|rat poison|matarratas|mort aux rats|rattengift|veleno per topi|"
           r"veneno de rato")
_STEALS = (r"steals|stealing|keeps taking|takes my|drinks my|roba|me roba|se bebe|pique|me pique|vole|klaut|trinkt meine?n?|"
           r"ruba|mi ruba|beve|rouba|me rouba|bebe")

# a hyperbole's threat marked as meant ("i'm going to break their legs. literally."): the mark is what a counsellor hears
_BREAK_BONES = (r"break (?:his|her|their|your|both of his|both of her) (?:legs|arms|neck|jaw|kneecaps|knees|fingers|nose)|"
                r"(?:smash|bash|cave) (?:his|her|their) (?:face|head|skull) in")
_MEANT = (r"literally|not joking|i am not joking|no joke|i am serious|dead serious|for real|i mean it|not kidding|not even "
          r"joking|swear to god")
# someone's guns at hand while the owner is away, and the timing welcomed ("my uncle has a bunch of rifles and he's out
# of town for a week. perfect timing with midterms lol")
_THEIR_GUNS = (r"(?:has|keeps|owns|got|have) (?:a bunch of |some |a few |his |her |all his |a lot of )?(?:rifles|guns|shotguns|"
               r"pistols|handguns|firearms|hunting rifles)|(?:his|her|my \w+s) (?:rifles|guns|shotguns|pistols|handguns|"
               r"firearms|gun safe)")
_OWNER_AWAY = (r"out of town|away for|on a trip|travel\w*|not home|will not be home|won t be home|gone for|on vacation|"
               r"at the cabin|deployed")
_WELCOME_TIMING = (r"perfect timing|perfect|convenient|good timing|great timing|nobody will know|no one will know|will not "
                   r"notice|won t notice|finally")

# an accident's place after the bones named ("going to break his neck on that longboard, for real")
_A_MISHAP = r"longboard|skateboard|skate\w*|bike|stairs|ice|ski\w*|trampoline|climbing|parkour|scooter"
# their home addresses held, and they should watch their backs ("if it goes against me the committee members should watch
# their backs because i have their home addresses": set 46, read)
_THEIR_ADDRESSES = (r"(?:i have|i got|i know|i found) (?:their|his|her|all their) (?:home )?address(?:es)?|(?:tengo|se) (?:su|sus) "
                    r"direccion(?:es)?|(?:j ai|je connais) (?:leur|leurs|son|sa) adresses?|(?:ich hab|ich habe|ich kenne) (?:ihre|"
                    r"seine) (?:privat)?adressen?|(?:ho|so) (?:il loro|il suo|i loro) indirizz[oi]|(?:tenho|sei) o endereco "
                    r"(?:dele|dela|deles)")
_WATCH_BACKS = (r"watch (?:their|his|her|your) backs?|(?:se )?(?:cuiden|cuide) (?:las|la) espaldas?|(?:feraient mieux de|vont devoir) "
                r"faire gaffe|sollten (?:besser )?aufpassen|(?:si )?guardino le spalle|(?:e melhor )?(?:se cuidarem|tomarem cuidado)")
# all of them together, or waited for outside, and made to pay ("quiero estar ahí cuando estén todos juntos. van a pagar
# por cómo me han tratado", "voglio aspettarli fuori tutti, quelli del gruppo devono pagare": set 46, read)
_ALL_GATHERED = (r"when (?:they are|they re) all (?:together|there|in one place)|cuando esten todos (?:juntos|ahi)|quand ils seront "
                 r"tous (?:la|ensemble|reunis)|wenn (?:sie )?alle (?:zusammen|da|beisammen) sind|quando (?:ci )?sono tutti (?:insieme|"
                 r"li)|quando (?:estiverem|tiverem) todos (?:juntos|la)|wait for them (?:all )?outside|(?:aspettarli|aspettarle) "
                 r"(?:fuori|all uscita)|esperarlos (?:afuera|fuera|a la salida)|les attendre (?:dehors|a la sortie)|auf sie "
                 r"(?:draussen|am ausgang) warten|esperar (?:eles|elas) (?:la fora|na saida)")
_MADE_TO_PAY = (r"(?:will|are going to|gonna) (?:all )?pay (?:for (?:what|how|it|this)|dearly)|they (?:will|are going to|are "
                r"gonna) (?:all )?pay\b(?! (?:per|for the|by|with|in|at|the|a|rent|tuition|separately)\b)|van a pagar (?:por|caro|"
                r"todos|todas)|vont payer|werden "
                r"(?:dafuer )?(?:bezahlen|buessen)|(?:devono|dovranno) pagare|pagheranno|vao pagar (?:por|caro)")

# a booking or a roster mixed up: why a person is told not to come ("he's listed in the other section by mistake", "i
# booked the wrong week")
_A_MIXUP = (r"by mistake|wrong (?:week|day|room|section|time)|field trip|roster|rescheduled|por error|par erreur|aus versehen|per "
            r"sbaglio|por engano|excursion|sortie|ausflug|gita|excursao")

# someone else named as the one who will be hurt, or the people as the problem to fix ("no me voy a hacer daño yo. el que
# va a salir lastimado es el ayudante", "i'm not suicidal, the other people are the problem. i'm going to fix the problem
# at the welcome week event": session 36's second threats red-team, rt49; the denial before them is the benign guard's)
_THE_ONE_HURT = (r"(?:the one|the person|the only one) (?:who|that) (?:is going to|will|ll|is gonna) get hurt (?:is|will be)(?! "
                 r"(?:me|myself|my wallet|my grade|my gpa)\b)|(?:el|la) "
                 r"(?:unic[oa] )?que va a salir (?:lastimad[oa]|herid[oa]) (?:es|va a ser|sera)|celui qui va (?:avoir mal|etre "
                 r"blesse|souffrir) c est|quem vai (?:se machucar|sair machucad[oa]|sofrer) (?:e|vai ser|sera)|quello che si "
                 r"fara male (?:e|sara)|derjenige der (?:hier )?(?:verletzt wird|leiden wird) (?:ist|wird)(?! (?:ich|mich)\b)")
_PEOPLE_THE_PROBLEM = (r"(?:the )?other (?:people|ones) are the problem|(?:they|everyone else|everybody else) (?:are|is) the problem|"
                       r"los demas son el problema|les autres sont le probleme|die anderen sind das problem|gli altri sono il "
                       r"problema|os outros sao o problema")
_FIX_IT = (r"(?:fix|solve|take care of) (?:the|that) problem|arreglar (?:el|ese) problema|regler (?:le|ce) "
           r"probleme|das problem (?:loesen|beseitigen)|risolvere il problema|resolver (?:o|esse) problema")
# a gun got or readied, then an errand ("borrowed my uncle's rifle for the weekend. anyway where is the registrar office")
_GUN = (r"rifle|gun|pistol|shotgun|handgun|carabine|fusil|flingue|pistolet|gewehr|jagdgewehr|pistole|knarre|flinte|fucile|"
        r"pistola|carabina|espingarda|revolver|arma de fogo|escopeta")
_GOT_READY = (r"borrowed|got|bought|loaded|cleaned and loaded|picked up|emprunte|achete|charge|geliehen|gekauft|besorgt|geladen|"
              r"preso in prestito|comprato|caricato|preste|compre|cargue|cargada|peguei emprestad[oa]|comprei|carregad[oa]")
_TOPIC_SWITCH = (r"anyway|anyways|btw|by the way|au fait|sinon|bref|uebrigens|egal|comunque|a proposito|enfim|alias|de todos "
                 r"modos|en fin|otherwise|unrelated")
_NOT_HUNTING = (r"hunt\w*|deer|season|range|club|competition|clay|skeet|chasse|jagd\w*|caccia|caza|caca|biathlon|museum|replica|"
                r"airsoft|paintball|nerf|prop|costume|cosplay|tir sportif|schuetzen\w*")
# watching or following someone for days, and knowing when they are alone
_WATCHED = (r"(?:been )?(?:following|watching|stalking|observing|tracking) (?:him|her|them|my ex|my (?:roommate|professor|prof|"
            r"ta|boss|classmate|neighbou?r|stepdad|partner|crush|girlfriend|boyfriend))|(?:hab|habe) (?:ihn|sie) "
            r"(?:\w+ ){0,3}(?:beobachtet|verfolgt)|(?:a )?suivre (?:mon|ma|son|sa) \w+|(?:l ai|je l ai) (?:suivie?|observee?)|"
            r"(?:lo|la) (?:he seguido|segui|estuve siguiendo|observe)|(?:l ho|la ho) (?:seguit[oa]|osservat[oa])|(?:segui|"
            r"observei|fiquei observando) (?:ele|ela)")
_ALONE_WHEN = (r"alone|by (?:himself|herself)|seule?|allein|sol[oa]|da sol[oa]|sozinh[oa]|(?:a quelle heure|what time|when|a que "
               r"hora|wann|a che ora|que horas) (?:she|he|elle|il|ella|el|sie|er|lei|lui|ela|ele) (?:gets home|rentre|vuelve|"
               r"heimkommt|torna|volta|leaves|sort|sale)")
# a child, a pet or a relative in one's care: watched, picked up, known to be alone after school
_IN_ONES_CARE = (r"cousin|nephew|niece|little brother|little sister|babysit\w*|nanny|au pair|pick (?:him|her|them) up|carpool|"
                 r"work study|dog|cat|puppy|kitten|grandma|grandpa|primo|prima|cousine?|cugin[oa]|primo|vetter|cousine|"
                 r"kinderbetreuung|canguro|baba|niñera|ninera|tata")
# a list of names with people on it ("i have a list. it has 6 names on it. two of them are professors")
_A_LIST = (r"(?:i have|i made|i have made|i wrote|i keep|i got) a list|(?:j ai|je fais|j ai fait) (?:une|la) liste|(?:tengo|hice|"
           r"escribi) una lista|(?:ich hab|ich habe) (?:eine|die) liste|(?:ho|ho fatto|ho scritto) una lista|(?:tenho|fiz) uma lista")
_NAMES_ON_IT = (r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten) names|names on it|(?:\d+|deux|trois|quatre|cinq|six) noms|"
                r"(?:\d+|dos|tres|cuatro|cinco|seis) nombres|(?:\d+|zwei|drei|vier|fuenf|sechs) namen|(?:\d+|due|tre|quattro|cinque) "
                r"nomi|nomi|(?:\d+|dois|tres|quatro|cinco|seis) nomes|des gens qui|people who|gente que|leute die|persone che|"
                r"pessoas que")
_PEOPLE_ON_IT = (r"professors?|profs?|teachers?|docenti|docente|professeurs?|profs|profesores|professores|dozenten|"
                 r"pourri|ruined|wronged|screwed me|hurt me|ruinaron|arruinaram|rovinato|kaputt gemacht|fertiggemacht")
_LIST_USE = (r"supervis\w*|thesis|advisor|mentor\w*|reading|lecturas?|lectures?|leitura|letture|lektuere|bibliograph\w*|recommend\w*|references?|jury|tribunal|"
             r"banca|committee|comite|commissione|kommission|books?|invite\w*|guest|wedding|roster|sign ?up|club|team|shopping|groceries|baby|pets?|reference|"
             r"recommendation|grocery|christmas|gifts?|bucket list|to do|todo|playlist|vocab\w*")
# the place full when the writer arrives ("want to time it so everyone's still inside", "will da sein, wenn der Saal am
# vollsten ist", "quero ter certeza que vai estar lotado quando eu entrar")
_FULL_WHEN_I_COME = (r"time it so (?:everyones?|everybodys?|they) (?:is |are )?(?:still )?(?:inside|there|in)|more people "
                     r"(?:is |means )?better for me|quiero que este lleno cuando (?:llegue|entre)|(?:je veux|j aimerais) (?:qu il soit|que ce "
                     r"soit) plein quand j (?:arrive|entre)|(?:will|moechte) da sein,? wenn (?:der saal|es|alle) (?:am vollsten|"
                     r"voll|da) (?:ist|sind)|voglio arrivare quando ci sono tutti|quero ter certeza que vai estar lotado quando eu "
                     r"(?:entrar|chegar)|(?:want|need) (?:it|the (?:hall|room|auditorium)) (?:to be )?(?:packed|full) when i "
                     r"(?:get there|arrive|walk in)")
_PROMOTING = (r"defen[cs]e|thesis|presentation|flyers?|promot\w*|recruit\w*|announce\w*|survey|hand out|sell|selling|bake sale|speech|present\w*|perform\w*|"
              r"concert|play|gig|club fair|stand|booth|volantini|folletos|tracts|flugblaetter|panfletos")

HARM_TO_OTHERS = [
    rf"\b{unless(NOT_REAL)}(?:{_THE_ONE_HURT})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE)}(?:{_PEOPLE_THE_PROBLEM})\b.{{0,80}}\b(?:{_FIX_IT})\b",
    rf"\b{unless(_NOT_HUNTING)}(?:{_GOT_READY})\b(?: \w+){{0,4}} (?:{_GUN})\b.{{0,60}}\b(?:{_TOPIC_SWITCH})\b",
    rf"\b{unless(_NOT_HUNTING)}(?:{_GUN})\b(?: \w+){{0,3}} (?:{_GOT_READY})\b.{{0,60}}\b(?:{_TOPIC_SWITCH})\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE, _IN_ONES_CARE)}(?:{_WATCHED})\b.{{0,100}}\b(?:{_ALONE_WHEN})\b",
    rf"\b{unless(_LIST_USE, FIGURATIVE)}(?:{_A_LIST})\b.{{0,60}}\b(?:{_NAMES_ON_IT})\b.{{0,60}}\b(?:{_PEOPLE_ON_IT})\b",
    rf"\b{unless(_PROMOTING, FIGURATIVE)}(?:{_FULL_WHEN_I_COME})\b",
    # how full a place is, asked "for a reason" ("how packed is the student union at noon? asking for a reason": set 47, read)
    rf"\b{unless(_PROMOTING, FIGURATIVE)}(?:how (?:packed|crowded|full|busy)|busiest|most people|capacity of)\b.{{0,80}}\b"
    r"(?:asking for a reason|for reasons|you will see|do not ask|por algo te pregunto|pour une raison|aus gutem grund|per un "
    r"motivo|por um motivo)\b",
    # a life ruined, and his to end ("prof ruined my life so im going to end his": set 47, read)
    r"\b(?:ruined|destroyed|wrecked|took) my life\b.{0,40}\b(?:going to|gonna|will|i will|i am going to) (?:end|take|ruin) "
    r"(?:his|hers|theirs)\b",
    # what is needed bought, and not coming to learn ("bought what i need. not coming to class to learn": set 47, read)
    rf"\b{unless(FIGURATIVE)}(?:bought|got|have|packed) (?:what|everything) i need\b.{{0,60}}\bnot (?:coming|going) to "
    r"(?:class|campus|school|the lecture|the \w+) to (?:learn|study|listen)\b",
    rf"\b{unless(_IN_ONES_CARE)}i know where (?:your|his|her|their) (?:kids|children|daughter|son|family|wife|husband|little ones) (?:go|goes|live|"
    r"lives|sleep|sleeps|play|plays|are|is)\b",
    rf"\b{unless(NOT_REAL, FIGURATIVE)}(?:push|shove|throw|pushing|shoving|throwing) (?:him|her|my (?:roommate|ex|brother|sister|partner|"
    r"boyfriend|girlfriend|classmate|teammate|suitemate|flatmate|stepdad|stepmom|dad|mom|professor|prof|ta|advisor)|that "
    r"(?:guy|girl|kid|dude|prof|professor)|the (?:professor|prof|ta|guy|girl|dean)) "
    r"(?:down|off) (?:the |a )?(?:stairs|stairwell|staircase|balcony|roof|bridge|platform|escalera|escaleras|escalier|treppe|"
    r"scale|escada)\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_THEIR_ADDRESSES})\b.{{0,80}}\b(?:{_WATCH_BACKS})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_WATCH_BACKS})\b.{{0,80}}\b(?:{_THEIR_ADDRESSES})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_ALL_GATHERED})\b.{{0,100}}\b(?:{_MADE_TO_PAY})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_MADE_TO_PAY})\b.{{0,100}}\b(?:{_ALL_GATHERED})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_MISHAP)}(?:{_BREAK_BONES})\b(?! (?:on|at|doing|riding|skating|skiing|climbing)\b).{{0,30}}\b(?:{_MEANT})\b",
    rf"\b{unless(NOT_REAL)}(?:{_THEIR_GUNS})\b.{{0,60}}\b(?:{_OWNER_AWAY})\b.{{0,60}}\b(?:{_WELCOME_TIMING})\b",
    # someone asked to keep a person away on a day, with the reason held back or that person spared ("dile a mi tutora
    # que no venga al campus el viernes. ella siempre me ha tratado bien", "maybe tell the psych department to take
    # friday off", "ich will, dass lena am donnerstag nicht in die bib kommt. nur lena": session 36's red-team)
    # (the day looked for after the asking verb, not at every word: "tell" is rare, a day within 120 characters is not)
    r"\b" + unless(A_SURPRISE, FIGURATIVE, _A_MIXUP) + r"(?:tell|warn|text|dile|digale|diles|avisa|avise|avisale|previens|"
    r"dis a|dites a|sag|sagt|sagen sie|di a|dica|fala pra|fale pra|diga a|diga pra|ich will dass|ich moechte dass)\b"
    r"(?=.{0,120}\b(?:" + A_DAY + r")s?\b)(?: \w+){0,5} (?:not to come|to stay (?:home|"
    r"away)|to take (?:the day|" + A_DAY + r") off|to cancel|que no (?:venga|vengan|vaya|vayan)|(?:pra|para) "
    r"(?:nao|no) (?:vir|ir)|de ne pas venir|de pas venir|di non venire|di non andare|nicht (?:\w+ ){0,4}(?:kommt|"
    r"kommen|geht))\b" + NOT_CALLED_OFF + r"(?=.{0,160}\b(?:trust me|just trust|"
    r"hazme caso|fais moi confiance|vertrau mir|fidati|confia em mim|do not ask|no preguntes|no pregunte|no pregunten|frag nicht|non chiedere|"
    r"nao pergunte|you will see|ya veras|vous verrez|ihr werdet sehen|vedrai|vai ver|only (?:her|him)|solo (?:a )?(?:ella|"
    r"el|lei|lui)|nur (?:sie|ihn|\w+)|(?:she|he) (?:has always been|was always|is always|is always been) (?:nice|kind|good)|"
    r"siempre me (?:ha tratado|trato) bien|siempre (?:ha sido|fue) (?:buen[oa]|amable) conmigo|(?:il|elle) a toujours "
    r"ete (?:gentil|gentille|sympa)|(?:sie|er) war (?:immer|schon immer) nett|e sempre stat[oa] gentile|sempre foi "
    r"(?:legal|bo[am]|gente boa) comigo)\b)",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_ORDERED})\b(?: \w+){{0,2}} (?:{_BLADES_AND_GUNS})\b.{{0,80}}\b(?:{_UNLESS_PUSHED})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_BLEACH})\b(?: \w+){{0,2}} (?:in|into|en|dans|in die|ins|nella|nel|na|no) (?:a |her |his |"
    rf"their |my |una |su |mi |une |sa |ma |la |eine |ihre |seine |meine |una |la sua |uma |a |o )?(?:\w+ )?(?:water bottle|bottle|"
    rf"drink|juice|coffee|botella|bebida|zumo|jugo|bouteille|gourde|boisson|jus|flasche|getraenk|saft|bottiglia|bevanda|succo|"
    rf"garrafa|suco)\b.{{0,100}}\b(?:{_STEALS})\b",
    # European Portuguese puts the object after the verb: "se a minha ex aparecer outra vez ... eu mato-a, já sei o horário
    # dela todo" (normalised "eu mato a")
    r"\b(?:eu )?(?:mato|matarei|vou mata|vou matar)(?: a| o| os| as| lo| la| los| las)? (?:ja sei|juro|quando|se (?:ela|ele)|"
    r"hoje|amanha|sei (?:o|a|onde|quando))\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:entrance|entrances|door|doors|entrada|entradas|puerta|puertas|entree|entrees|porte|portes|"
    rf"eingang|eingaenge|tuer|tueren|ingresso|ingressi|porta|portas)\b.{{0,60}}\b(?:{_UNGUARDED})\b.{{0,120}}\b(?:{_A_GRUDGE})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_A_GRUDGE})\b.{{0,120}}\b(?:entrance|entrances|door|doors|entrada|entradas|puerta|"
    rf"puertas|entree|entrees|porte|portes|eingang|eingaenge|tuer|tueren|ingresso|ingressi|porta|portas)\b.{{0,60}}\b"
    rf"(?:{_UNGUARDED})\b",
    rf"\b{unless(_AN_ANIMAL_OR_CARE, NOT_REAL)}(?:crushing|crushed|crush|putting|put|slipping|slipped|mixing|mixed|grinding|"
    rf"ground)\b(?: \w+){{0,2}} (?:{_PILLS})\b(?: \w+){{0,3}} (?:into|in) (?:his|her|their|my \w+ s|the \w+ s)\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_GOT})\b(?: \w+){{0,2}} (?:{_A_WEAPON})\b.{{0,80}}\b(?:{_KNOW_WHEN})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_RUN_OVER})\b.{{0,80}}\b(?:{_THEIR_WAY})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_PARENTS_GUN})\b.{{0,120}}\b(?:{_WILL_REGRET})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_WILL_REGRET})\b.{{0,120}}\b(?:{_PARENTS_GUN})\b",
    rf"\b{unless(_FICTION, JOKE)}(?:my |mi |mon |ma |mein |meine |il mio |la mia |o meu |a minha |the |el |la |le |der |die |"
    rf"il |o |a )?(?:{_A_PEER}) (?:{_DIES_SOON})\b",
]

# --- assault and abuse --------------------------------------------------------------------------------------------------
# a stepfather or an uncle who comes into the room at night: "mi padrastro se mete en mi cuarto por las noches"
_AN_ELDER = (r"stepdad|stepfather|step dad|uncle|mom s boyfriend|padrastro|tio|novio de mi madre|beau pere|oncle|copain de "
             r"ma mere|stiefvater|onkel|freund meiner mutter|patrigno|zio|compagno di mia madre|padrasto|namorado da minha mae")
_COMES_IN = (r"comes into|came into|gets into|keeps coming into|sneaks into|come into|se mete en|se metia en|entra en|entra a|"
             r"entre dans|vient dans|rentre dans|kommt (?:\w+ )?in|kam (?:\w+ )?in|schleicht sich in|entra in|entra nella|entra nel|entra no|"
             r"entra na|vem pro|vem para o")
_MY_ROOM = (r"my room|my bed|mi cuarto|mi habitacion|mi pieza|mi cama|ma chambre|mon lit|mein zimmer|mein bett|camera mia|mia "
            r"camera|nel mio letto|meu quarto|minha cama")
_AT_NIGHT = (r"at night|every night|nights|por las noches|por la noche|en la noche|la nuit|chaque nuit|nachts|jede nacht|di notte|"
             r"la notte|ogni notte|a noite|de noite|toda noite|when (?:my )?mom is asleep|when everyone is asleep")
# forced, said of sex by its absence of a task ("il m'a forcée." is not "il m'a forcée à refaire le TP")
_FORCED = (r"m a forcee(?! a (?!coucher|avoir|le faire|faire l amour)\w| de\b)|"
           r"(?:el|mi \w+|un \w+) me forzo(?! a (?!acostarme|tener|hacerlo)\w)|mi ha forzat[oa](?! a (?!farlo|fare sesso|"
           r"venire a letto)\w)|(?:ele|meu \w+) me forcou(?! a (?!transar|ter relacoes|fazer sexo)\w)")
# touched by someone with power, and told what it costs to refuse or to tell: "mi tocca durante i ricevimenti e dice che la
# tesi dipende da quanto sono carina con lui", "me agarrou na sala dele e disse que se eu contar eu perco a bolsa"
_TOUCHES = (r"touches me|touched me|grabbed me|grabs me|kissed me|gropes me|groped me|me toca|me toco|me agarro|me beso|me "
            r"manosea|me manoseo|me touche|m a touchee?|m a attrapee?|m a embrassee?|fasst mich an|hat mich (?:\w+ ){0,4}"
            r"(?:angefasst|gepackt|gekuesst|bedraengt|begrapscht)|mi tocca|mi ha toccat[oa]|mi ha afferrat[oa]|mi ha baciat[oa]|"
            r"me toca|me tocou|me agarrou|me beijou|passa a mao em mim|passou a mao em mim|bedraengt")
_THE_PRICE = (r"depends on|dipende da|depende de|depend de|haengt davon ab|haengt (?:\w+ )?davon ab|if i tell|if i say anything|"
              r"if i report|si (?:lo |se lo )?cuento|si digo algo|si lo denuncio|si je (?:le )?dis|si j en parle|si je porte "
              r"plainte|wenn ich (?:es |das )?(?:jemandem )?(?:erzaehle|sage|verrate|melde)|se lo dico|se (?:ne )?parlo|se lo "
              r"denuncio|se eu contar|se eu falar|se eu denunciar|i will lose|i lose my|pierdo (?:la|mi)|je perds (?:ma|mon)|"
              r"verliere ich|perdo (?:la|il)|eu perco|vou perder")
# a partner or a parent who throws something at one's head: "my gf threw a laptop at my head and i had to get stitches"
_CLOSE_ONE = (r"girlfriend|boyfriend|partner|husband|wife|dad|father|mom|mother|stepdad|stepmom|ex|novia|novio|pareja|padre|"
              r"madre|papa|mama|padrastro|copine|copain|mec|pere|mere|beau pere|freundin|freund|vater|mutter|stiefvater|ragazza|"
              r"ragazzo|fidanzat[oa]|padre|madre|patrigno|namorada|namorado|pai|mae|padrasto|marido|mari|mann")
_THREW_AT_ME = (r"(?:threw|throws|hurled|smashed|chucked) (?:a|an|the|his|her|my) (?:\w+ )?(?:at|into|over) (?:me|(?:my|her|"
                r"his|their) (?:head|face))|me (?:tiro|lanzo|arrojo) (?:un|una|el|la|su) (?:\w+ )?(?:a la cabeza|a la cara|encima)|m a (?:lance|jete) "
                r"(?:un|une|son|sa|le|la) (?:\w+ )?(?:a la tete|au visage|dessus|sur moi)|(?:hat|warf) mir (?:ein|eine|einen|das|"
                r"die|den|sein|ihr) (?:\w+ )?(?:an den kopf|ins gesicht)|mi ha (?:tirato|lanciato) (?:un|una|il|la) (?:\w+ )?(?:in "
                r"testa|in faccia|addosso)|(?:jogou|atirou) (?:um|uma|o|a) (?:\w+ )?(?:na minha cabeca|na minha cara|em mim)")
_PLAY = (r"pillow|cushion|almohada|coussin|oreiller|kissen|cuscino|travesseiro|almofada|ball|pelota|balle|ball|palla|bola|"
         r"snowball|bola de nieve|boule de neige|schneeball|palla di neve|bola de neve|water|agua|eau|wasser|acqua|confetti|"
         r"candy|caramelo|bonbon|sock|calcetin|chaussette|socke|calzino|meia|lol|haha|jaja|mdr|kkk|xd")

# a parent or a partner who hits, in European Portuguese's order and the others': "a minha mãe bate-me quando tiro menos de
# 16 e ontem atirou-me uma panela"
_HITS_ME_PT = (r"(?:bate|bateu|batia|espanca|espancou|agride|agrediu|esbofeteia|esbofeteou|atira|atirou|empurra|empurrou) me")
# a friend hit by a teacher who threatens her if she reports it: "mi amiga sale con un profe que le pega ... dice que si lo
# denuncia la suspende"
_HITS_HER = (r"le pega|la pega|la golpea|le golpea|la frappe|le frappe|schlaegt sie|schlaegt ihn|la picchia|lo picchia|bate nela|"
             r"bate nele|espanca (?:ela|ele)|hits her|hits him|beats her|beats him")
_IF_REPORTED = (r"si lo denuncia|si la denuncia|si (?:ella|el) (?:lo|la) denuncia|si elle porte plainte|si elle le denonce|s il "
                r"porte plainte|wenn sie ihn anzeigt|wenn er sie anzeigt|se lo denuncia|se la denuncia|se ela denunciar|se ele "
                r"denunciar|if she reports|if he reports|if she tells|if he tells")

# a supervisor who grabbed or touched: "o orientador me agarrou no laboratório, e tenho que entregar o TCC pra ele" (not a
# pat on the shoulder for a job well done)
# (an English TA only after "my"/"the": a bare "ta" is Portuguese "tá", "is")
_SUPERVISOR = (r"advisor|adviser|supervisor|professor|prof|boss|manager|(?<=my )ta|(?<=the )ta|tutor|orientador|orientadora|chefe|profesor|profe|"
               r"jefe|director de tesis|directeur|directeur de these|maitre de stage|patron|betreuer|doktorvater|chef|dozent|"
               r"relatore|capo|docente")
_GRABBED = (r"grabbed me|groped me|touched me|kissed me|me agarrou|me tocou|me beijou|me agarro|me toco|me manoseo|me beso|m a "
            r"touchee|m a attrapee|m a embrassee|hat mich (?:\w+ ){0,3}(?:angefasst|begrapscht|gepackt|gekuesst)|mi ha "
            r"(?:toccat[oa]|afferrat[oa]|palpat[oa]|baciat[oa])")

# no memory after a drink or two, and waking hurt: "no me acuerdo de nada después del segundo trago y amanecí con
# moretones" (a drink spiked)
_NO_MEMORY_AFTER_A_DRINK = (r"(?:do not|don t|can not|can t) remember (?:anything|a thing|much|what happened)|no me acuerdo de "
                            r"nada|no recuerdo nada|je (?:ne )?me souviens (?:de )?rien|je me rappelle (?:de )?rien|ich "
                            r"(?:kann mich an nichts|erinnere mich an nichts)|non ricordo niente|non mi ricordo niente|nao "
                            r"(?:me )?lembro de nada|blacked out|filmriss")
_A_DRINK = (r"drink|drinks|beer|shot|cup|trago|tragos|copa|copas|cerveza|verre|verres|biere|glas|getraenk|bier|bicchiere|"
            r"drink|birra|bebida|copo|cerveja|dose")
_WOKE_HURT = (r"bruises|bruised|bleeding|sore|no (?:pants|clothes|underwear)|moretones|morados|sangr\w*|bleus|hematomes|"
              r"blaue flecken|blutergu\w*|lividi|ematomi|roxos|hematomas|desnud[oa]|sin ropa|nue?|nackt|nud[oa]|sem roupa")
# forced into things one cannot write or say ("ils nous ont forcés à des trucs que j'arrive pas à écrire")
_FORCED_INTO_THINGS = (r"(?:forced|made) (?:us|me) (?:to )?do (?:things|stuff)|nos (?:obligaron|forzaron) a (?:hacer )?cosas|"
                       r"(?:nous|m) ont (?:forces?|forcee?s?|obliges?|obligee?s?) a (?:faire )?(?:des trucs|des choses)|"
                       r"(?:haben )?(?:uns|mich) (?:zu )?(?:sachen|dingen) gezwungen|ci hanno (?:costretti|obbligati) a "
                       r"(?:fare )?cose|(?:nos|me) (?:obrigaram|forcaram) a (?:fazer )?coisas")
# what a TA or a coach makes a class do ("the TA made us do stuff I can not even describe in the lab today")
_COURSEWORK = (r"lab|labs|homework|exercises?|workload|problem sets?|pset|drills|push ?ups|practice|training|lecture|tutorial|"
               r"seminar|assignment|ta|coach|trainer")
_UNSAYABLE = (r"(?:i )?(?:can t|can not|cannot) (?:even )?(?:write|say|type|describe|put into words)|(?:que )?no (?:puedo|soy "
              r"capaz de) (?:ni )?(?:escribir|decir|contar)|(?:que )?j arrive (?:pas|meme pas) a (?:ecrire|dire|raconter)|je "
              r"(?:ne )?peux (?:pas|meme pas) (?:ecrire|dire)|(?:die )?ich (?:nicht|nicht mal) (?:schreiben|sagen|aufschreiben) "
              r"kann|(?:che )?non riesco (?:nemmeno )?a (?:scrivere|dire)|(?:que )?nao consigo (?:nem )?(?:escrever|dizer)")

# touched without consent, or hands laid on one with fear after it ("mi compañero me tocó sin mi permiso en el
# laboratorio", "il mio relatore mi ha messo le mani addosso nel suo studio e adesso ho paura": set 46, read)
_TOUCHED_WITHOUT_CONSENT = (r"touched me without (?:my )?(?:permission|consent|asking)|me toco sin (?:mi )?(?:permiso|consentimiento)|"
                            r"mi ha toccat[oa] senza (?:il mio )?(?:permesso|consenso)|me tocou sem (?:minha )?(?:permissao|"
                            r"consentimento)|hat mich ohne (?:meine )?(?:erlaubnis|zustimmung|einverstaendnis) (?:angefasst|"
                            r"beruehrt)|m a touchee? sans (?:mon )?(?:consentement|permission)")
_HANDS_ON_ME = (r"put (?:his|her|their) hands on me|mi ha messo le mani addosso|me puso las manos encima|(?:a|m a) mis (?:ses|les) mains "
                r"sur moi|colocou as maos em mim|passou a mao em mim|hat (?:mich )?(?:seine|ihre) haende an mich gelegt")
_FEAR_OR_ALONE = (r"afraid|scared|terrified|paura|miedo|peur|angst|medo|without|sin|senza|sem|ohne|sans|office|studio|ufficio|"
                  r"despacho|bureau|buero|escritorio|sala|alone|sol[oa]|da sol[oa]|allein|seule?|again|otra vez|di nuovo|encore|"
                  r"wieder|de novo")

ASSAULT_ABUSE = [
    rf"\b{unless(NOT_REAL)}(?:{_TOUCHED_WITHOUT_CONSENT})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_HANDS_ON_ME})\b.{{0,80}}\b(?:{_FEAR_OR_ALONE})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_NO_MEMORY_AFTER_A_DRINK})\b.{{0,60}}\b(?:{_A_DRINK})\b.{{0,80}}\b(?:{_WOKE_HURT})\b",
    rf"\b{unless(NOT_REAL, _COURSEWORK)}(?:{_FORCED_INTO_THINGS})\b.{{0,20}}\b(?:{_UNSAYABLE})\b",
    rf"\b(?:{_SUPERVISOR})\b(?: \w+){{0,2}} (?:{_GRABBED})\b(?! (?:on|by) the (?:shoulder|arm|back|hand)\b| to (?:say|congratulate)\b)",
    rf"\b(?:{_GRABBED}) (?:il|la|lo|el|le|o|a|der|die|mein|meine|mi|mio|my|the)? ?(?:\w+ )?(?:{_SUPERVISOR})\b",
    rf"\b(?:{_CLOSE_ONE}) (?:\w+ ){{0,3}}(?:{_HITS_ME_PT})\b",
    rf"\b(?:{_HITS_HER})\b.{{0,120}}\b(?:{_IF_REPORTED})\b",
    rf"\b(?:{_AN_ELDER})\b(?: \w+){{0,3}} (?:{_COMES_IN})\b(?: \w+){{0,2}} (?:{_MY_ROOM})\b(?=.{{0,60}}\b(?:{_AT_NIGHT})\b)",
    rf"\b(?:{_AN_ELDER})\b(?: \w+){{0,3}} (?:kommt|kam|kommt immer|viene|entra|vient|entre) (?:nachts|di notte|de noche|la "
    rf"nuit|a noite|de noite) (?:in|en|dans|no|na|nella|nel) (?:\w+ )?(?:{_MY_ROOM}|zimmer|camera|cuarto|chambre|quarto)\b",
    rf"\b(?:{_AT_NIGHT})\b.{{0,60}}\b(?:{_AN_ELDER})\b(?: \w+){{0,3}} (?:{_COMES_IN})\b(?: \w+){{0,2}} (?:{_MY_ROOM})\b",
    rf"\b(?:{_FORCED})",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_TOUCHES})\b.{{0,120}}\b(?:{_THE_PRICE})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_THE_PRICE})\b.{{0,120}}\b(?:{_TOUCHES})\b",
    rf"\b{unless(_PLAY)}(?:my |her |his |their |mi |mon |ma |mein |meine |il mio |la mia |o meu |a minha |meu |minha )?"
    rf"(?:{_CLOSE_ONE}) "
    rf"(?:\w+ )?(?:{_THREW_AT_ME})\b",
]

# --- danger now ---------------------------------------------------------------------------------------------------------
# someone shooting, in the progressive forms the rules lacked: "c'è uno che urla e spara nel cortile della facoltà",
# "hay alguien disparando en el patio", "tem alguém atirando no pátio" (not photos, a camera, or talk)
_NOT_GUNFIRE = (r"fotos?|photos?|camara|camera|flash|preguntas|questions|domande|perguntas|cazzate|stronzate|balle|numeri|"
                r"musica|music|pallone|palla|ball|pelota|bola|paintball|airsoft|nerf|videojuego|videogioco|video game|jogo|juego|"
                r"gioco|fortnite|cod|film|pelicula|serie")
IMMEDIATE_DANGER = [
    # shut in a car's boot: "help im locked in a car trunk dont know where we are" (session 34, set 43, read)
    r"\b(?:locked|trapped|stuck|shut|tied up|thrown) in (?:a|the|his|their) (?:car )?(?:trunk|boot)\b|\b(?:en el|dentro del) "
    r"maletero\b|\bdans (?:le|un) coffre\b|\bim kofferraum\b|\bnel bagagliaio\b|\bno porta ?malas\b",
    rf"\b{unless(_NOT_GUNFIRE)}(?:hay (?:alguien|un tipo|un hombre|gente) disparando|alguien (?:esta )?disparando|(?:c e|ce|ci "
    rf"sono|c era) (?:uno|qualcuno|un tizio|un uomo|gente|dei tizi) che (?:\w+ )?(?:e )?(?:spara|sparano|sparava)|qualcuno "
    rf"(?:sta sparando|spara|ha sparato)|(?:tem|ha) (?:alguem|um cara|um homem|gente) atirando|alguem (?:esta|ta|t a) "
    rf"atirando)\b",
]
