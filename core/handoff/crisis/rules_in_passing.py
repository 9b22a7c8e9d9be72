"""Self-harm told in passing beside an errand, in six languages (harm to others, assault and danger of the same shape:
``rules_in_passing_others.py``): the signal is one clause of a message that is otherwise a request ("need an extension on
my thesis draft. been kinda rough, cut again last night for the first time in 2 yrs, its fine just need a week", "gave my
cat away. how do i unenroll"). Written from the misses of two red-teams of that shape (session 34,
untrained/S34_in_passing_redteam*_crisis.txt: 114 and 123 of 150 caught at first contact): the request dilutes the model
layers and the readers read the whole message as ordinary, so each rule here is two cues (the signal and what makes it
one: the moment, the means, the tie to a person or a place) and is read as said sideways — the reader's doubt does not
silence it. Against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import FIGURATIVE, JOKE, LEAVING, NOT_REAL, unless

# --- self-harm ----------------------------------------------------------------------------------------------------------
# never waking up, wished: "je voudrais juste m'endormir et plus jamais me réveiller", "just want to go to sleep and stay
# asleep forever" (not "sleep and not wake up until noon")
_WISH = (r"want|wanna|wish|wishing|hope|hoping|just want|quiero|quisiera|ojala|je voudrais|je veux|j aimerais|j ai envie de|"
         r"ich will|ich moechte|ich wuenschte|am liebsten|vorrei|voglio|spero di|quero|queria|gostaria de")
_NEVER_WAKE = (r"stay asleep forever|sleep forever and|never wake up again|not wake up again|no despertar(?:me)? (?:nunca|jamas|"
               r"mas)|no volver a despertar(?:me)?|(?:ne )?plus jamais me reveiller|ne (?:jamais|plus) me reveiller|nie (?:wieder|"
               r"mehr) aufwachen|nicht mehr aufwachen|non svegliarmi (?:piu|mai piu)|non risvegliarmi|nao acordar (?:mais|nunca "
               r"mais)|nunca mais acordar")
# hurting oneself with a lighter, cigarettes or a blade on a named part of the body, where the rules had gaps
_BURN_OR_CUT = (r"(?:ich verbrenne mich|verbrenne ich mich|me queimo|me queimando|me quemo|me estoy quemando|mi brucio|je me "
                r"brule)(?: \w+){0,3} (?:mit|com|con|avec|au|a la) (?:dem |der |den |o |a |el |la |l |le |un |une |una |uma |um )?"
                r"(?:zigarette\w*|feuerzeug|kerze|buegeleisen|cigarro\w*|isqueiro|vela|ferro|mechero|encendedor|cigarrillo\w*|"
                r"accendino|sigarett\w*|candela|briquet|cigarette\w*|bougie)|cortandome (?:los|las) (?:brazos|piernas|munecas|"
                r"muslos)|cortando(?:me)? (?:os|as) (?:bracos|pernas|pulsos|coxas)")
# a relapse: "cut again last night for the first time in 2 yrs"
_RELAPSE_CUE = (r"first time in|after \d+|clean|months|years|yrs|relapse\w*|last night|again tonight|since high school")
# not eating, on purpose (not a fast, a diet or a cut for a sport)
_STARVING = (r"skipping my insulin|not taking my insulin|stopped taking my insulin|stopped eating|not eating|have not eaten|deje de comer|no como nada|j ai arrete de manger|je ne mange plus|ich "
             r"esse nichts mehr|hab aufgehoert zu essen|habe aufgehoert zu essen|ho smesso di mangiare|non mangio piu|parei de "
             r"comer|nao como nada")
_ON_PURPOSE = (r"on purpose|a proposito|adrede|expres|absichtlich|mit absicht|apposta|di proposito|de proposito")
_A_FAST = (r"ramadan|ramadhan|fast|fasting|ayuno|jeune|fasten|digiuno|jejum|diet|dieta|regime|diaet|lent|cuaresma|careme|"
           r"weigh in|weight class|cutting weight|bulk|surgery|cirugia|chirurgie|operation|operazione|cirurgia|colonoscop\w*")
# giving away a pet or a prized thing, and leaving or no longer needing it (not for a reason that brings one back)
_GAVE_AWAY = (r"gave|giving|given|regale|regalado|regalando|di|he dado|donne|j ai donne|verschenkt|geschenkt|weggegeben|"
              r"regalato|ho dato|dei|doei|doado")
_A_PRIZED_THING = (r"cat|dog|pet|ps5|ps4|playstation|xbox|switch|guitar|gato|perro|mascota|chat|chien|katze|hund|gatto|cane|"
                   r"cachorro|gata|consola|console|gitarre|chitarra|violao|guitarra|guitare|plants|plantas|plantes|pflanzen|"
                   r"piante|bike|bici|velo|fahrrad|bicicleta")
_NO_LONGER_NEEDED = (r"will not need|do not need (?:it|him|her|them) anymore|no longer need|not going to need|ya no (?:lo |la |"
                     r"los |las )?(?:necesito|voy a necesitar)|no (?:lo|la|los|las) voy a necesitar|n en ai plus besoin|n en "
                     r"aurai plus besoin|brauch(?:e)? ich (?:eh |sowieso |ja )?nicht mehr|brauche? (?:ihn|sie|es) (?:eh |sowieso )?"
                     r"nicht mehr|non mi serve piu|non mi servira piu|nao vou precisar|nao preciso mais|unenroll|withdraw from "
                     r"(?:the university|school|everything|all)|drop out|darme de baja|desmatricul\w*|me desinscrire|"
                     r"exmatrikul\w*|wohnheimplatz|ritirarmi|trancar|desligamento|non mi serviranno piu|no los voy a "
                     r"necesitar|je n en aurai plus besoin|nao vou mais precisar|where i am going|a donde voy|la ou je vais|"
                     r"wo ich hingehe|dove vado|para onde vou")
_A_REASON = (r"because|since|cause|porque|parce que|car|weil|da ich|perche|visto che|pois|allerg\w*|moving|mudanza|mudo|"
             r"demenage\w*|umzug|ziehe|trasloc\w*|mudando|abroad|extranjero|etranger|ausland|estero|exterior|no pets|dorm "
             r"does not allow|landlord|casero|proprio|vermieter|padrone|senhorio|new one|nuevo|nouvelle?|neue|nuov[oa]|"
             r"nov[oa]|upgrade|sold|vendi|vendu|verkauft|venduto|vendido|shelter|refugio|refuge|tierheim|canile|abrigo")
_SHAVING_OR_CRAFT = (r"shav\w*|afeit\w*|rasage|raser|rasier\w*|barba|barbe|bart|art|arte|craft\w*|manualidades|"
                     r"bricolage|basteln|bastel\w*|model\w*|maquette|modellbau|modellismo|artesanato|box cutter|cutter|"
                     r"linoleum|lino|printmaking|grabado|gravure|incisione|gravura|dissection|diseccion|dissezione|lab kit")
# letters to everyone, and the room put in order or things cancelled: "j'ai écrit des lettres pour ma famille hier soir
# et j'ai rangé ma chambre", "já cancelei meu plano de celular e escrevi cartas pra todo mundo"
_LETTERS = (r"(?:wrote|written|writing|escribi|he escrito|escribiendo|j ai ecrit|ecrit des|geschrieben|ho scritto|scritto|"
            r"escrevi|escrevendo)(?: \w+){0,2} (?:letters|cartas|lettres|briefe|abschiedsbriefe|lettere|letters) (?:to|for|"
            r"para|a|pour|an|fuer|per|pra)(?: \w+){0,2} (?:family|everyone|everybody|familia|todos|todo mundo|famille|tout le "
            r"monde|tous|familie|alle|famiglia|tutti|parents|padres|eltern|genitori|pais)")
_IN_ORDER = (r"cleaned my room|tidied (?:my|up)|sorted my things|range ma chambre|j ai range|ordene mi cuarto|ordenado mi|"
             r"zimmer aufgeraeumt|aufgeraeumt|ho sistemato|ho messo in ordine|arrumei|cancel\w*|cancele|annule|gekuendigt|"
             r"disdetto|cancelei|deleted (?:all )?my|borre mis|supprime mes|geloescht|ho cancellato|apaguei|given away|"
             r"gave away|regale mis|verschenkt|regalato|doei")
# a will written, with the accounts deleted or a leaving ("deleted all my socials and wrote a will in my notes app")
_A_WILL = (r"(?:wrote|made|writing|written|did) (?:a|my) will(?! to\b| power\b)|hice (?:mi|un) testamento|escribi (?:mi|un) testamento|j ai "
           r"(?:fait|ecrit|redige) (?:mon|un) testament|(?:mein|ein) testament (?:geschrieben|gemacht|aufgesetzt)|ho (?:fatto|"
           r"scritto) (?:il mio|un) testamento|(?:fiz|escrevi) (?:meu|um) testamento")
_CLEARED = (r"deleted|delete|borre|borrado|supprime|geloescht|cancellato|apaguei|apagado|socials|redes|reseaux|insta|"
            r"instagram|accounts|cuentas|comptes|konten|account|contas|leaving|goodbye|adios|adieu|tschuess|addio|adeus|haha|"
            r"jaja|mdr|lol|dramatic|gave away|regale|donne|verschenkt|regalato|doei")
_WILL_A_TOPIC = (r"law|ley|droit|recht|diritto|direito|class|course|assignment|estate planning|probate|sucesiones|"
                 r"successions|erbrecht|successioni|sucessoes|grandma|grandpa|abuela|abuelo|grand mere|grand pere|oma|opa|"
                 r"nonna|nonno|avo|avo|parents|padres|eltern|genitori|pais|before (?:my |the )?(?:trip|surgery|deployment|"
                 r"flight)|antes del viaje|avant (?:le|mon) (?:voyage|depart)|vor der reise|prima del viaggio|antes da viagem")
# thanks for everything and a farewell for good: "grazie di tutto prof. addio" (not "adiós, nos vemos en enero")
_THANKS_ALL = (r"thanks for everything|thank you for everything|gracias por todo|merci pour tout|danke fuer alles|grazie di "
               r"tutto|grazie per tutto|obrigad[oa] por tudo|valeu por tudo")
_FOR_GOOD = r"addio|adieu|adios|goodbye forever|farewell|lebt wohl|leb wohl|adeus|goodbye everyone|bye forever"
_SEE_YOU = (r"see you|see ya|hasta|nos vemos|a bientot|a plus|au revoir et a|bis bald|bis dann|bis zum|ci vediamo|a presto|"
            r"ate logo|ate mais|ate a|next (?:year|term|semester|week)|proximo|prochain|naechst\w*|prossim\w*|vacances|"
            r"vacaciones|ferien|vacanze|ferias|summer|verano|ete|sommer|estate|verao|graduat\w*|gradu\w*|diplom\w*|laurea\w*|"
            r"formatura|exchange|erasmus|intercambio|echange|austausch|scambio|"
            # the last day of a job, an internship or a term (session 34: "hoy es mi último día de prácticas en la
            # empresa, muchas gracias por todo y adiós a todos")
            r"last day|ultimo dia|dernier jour|letzter tag|letzten tag|ultimo giorno|internship|practicas|stage|praktikum|"
            r"tirocinio|estagio|becari[oa]|bolsista|semestre|semester|term|torno a|vuelvo a|je rentre|volto para|equipe|"
            r"team|equipo|squadra|tarjeta|badge|cracha|job|trabajo|boulot|arbeit|lavoro|emprego|shift|turno")
# at a height, weighing it: "standing on my dorm balcony at 3am thinking how easy it would be", "ya miré cuánta altura hay
# desde el quinto piso", "ich fahr seit wochen nachts zur brücke ... heute war ich nah dran"
_A_HEIGHT = (r"balcony|roof|rooftop|ledge|bridge|window|top floor|tracks|balcon|azotea|tejado|puente|ventana|toit|pont|"
             r"fenetre|dach|bruecke|fenster|balkon|tetto|ponte|finestra|balcone|telhado|janela|sacada|varanda|quinto piso|"
             r"\w+ piso|\w+ etage|\w+ stock|\w+ piano|\w+ andar|floor|gleis\w*|vias del tren|rails|binari|trilhos")
_HOW_EASY = (r"how easy it would be|how easy it d be|lo facil que seria|que facil seria|seria tan facil|ce serait (?:si|tellement) "
             r"facile|comme ce serait facile|wie einfach es waere|wie leicht es waere|waere so einfach|quanto sarebbe facile|come "
             r"sarebbe facile|sarebbe cosi facile|como seria facil|o quao facil seria|seria tao facil")
_HOW_HIGH = (r"(?:mire|busque|calcule|checked|looked up|googled|measured|j ai regarde|j ai cherche|nachgeschaut|gegoogelt|"
             r"nachgesehen|ho controllato|ho cercato|ho guardato|pesquisei|olhei|vi)(?: \w+){0,2} (?:cuanta altura|how high|how "
             r"tall|how many floors|how far down|quelle hauteur|combien de metres|wie hoch|wie tief|quanto e alt[oa]|quanti metri|"
             r"que altura|qual a altura|a altura|quantos metros)")
_WAS_CLOSE = (r"i was (?:so |really )?close|i almost did it|i nearly did it|almost jumped|nearly jumped|war ich (?:so |ganz |"
              r"echt )?nah dran|ich war (?:so |ganz |echt )?nah dran|hab es fast getan|estuve (?:muy |tan )?cerca|casi lo hago|"
              r"casi salto|j ai failli|j etais a deux doigts|ci sono andat[oa] vicin[oa]|ero a un passo|stavo per farlo|quase fiz|"
              r"quase pulei|estive (?:muito |tao )?perto")
# on the roof, calling the day off: "on the library roof. cancel my 10am"
_ON_TOP = r"(?:on|at) (?:the |top of the )?(?:\w+ )?(?:roof|rooftop|bridge|ledge)"
_CALLING_OFF = (r"cancel|will not (?:be|make it)|not coming|goodbye|bye|tell (?:my|everyone)|sorry|for the last time|one last")
_A_PARTY_UP_THERE = (r"party|bar|club|astronomy|telescope|stargazing|view|sunset|sunrise|photo\w*|picnic|garden|drinks|event|"
                     r"tour|game|concert|fireworks")
# looked up how many pills or drops it takes: "ho cercato su google quante gocce di xanax servono"
_LOOKED_UP = (r"googled|googling|looked up|looking up|searched|searching|checked|busco|buscando|googleando|je cherche|"
              r"googel\w*|cerco|cercando|pesquiso|pesquisando|busque|he buscado|googlee|j ai cherche|j ai regarde|gegoogelt|nachgeschaut|"
              r"recherchiert|ho cercato|ho guardato|pesquisei|procurei|olhei")
_HOW_MANY_PILLS = (r"how many (?:\w+ )?(?:pills|tablets|drops|capsules)|how many of (?:my|these|those|the) (?:\w+ )?(?:meds|"
                   r"pills|tablets|antidepressants|sleeping pills)|cuantas (?:\w+ )?(?:pastillas|gotas|pildoras|"
                   r"capsulas)|combien de (?:\w+ )?(?:cachets|comprimes|gouttes|pilules)|wie viele (?:\w+ )?(?:tabletten|"
                   r"tropfen|pillen|kapseln)|quante (?:\w+ )?(?:pillole|gocce|compresse|pasticche|capsule)|quantas (?:\w+ )?"
                   r"(?:pilulas|gotas|comprimidos|capsulas)|quantos comprimidos")
_A_DOSE_FOR = (r"for (?:my |a )?(?:headache|sleep|cramps|pain|cold|flu|fever|allergy|migraine|dog|cat)|per dormire|para dormir|"
               r"pour dormir|zum schlafen|pra dormir|prescri\w*|doctor|medico|medecin|arzt|pharmac\w*|farmac\w*|apotheke|"
               r"dosage|dosis|dose|dosi|posologia|posologie|dosierung|label|prospecto|notice|beipackzettel|bugiardino|bula")

# tired of existing, said to set it apart from exam fatigue ("tô cansada de existir, sabe? não é cansaço de prova"; the
# English form is rules_en's)
_TIRED_OF_EXISTING = (r"cansad[oa] de (?:existir|vivir|viver|estar viv[oa])|"
                      r"fatiguee? d exister|(?:en ai marre|j en ai assez) d exister|(?:es )?leid,? zu (?:existieren|leben)|"
                      r"muede (?:vom|zu) (?:existieren|leben)|stanc[oa] di (?:esistere|vivere)|harto de (?:existir|vivir)")
# not here by a month or a season, and it does not matter ("how many credits do i need to graduate? not that it matters,
# i'm not going to be here by may")
_NOT_HERE_BY = (r"\bi (?:am not|am not going to|will not) be (?:here|around|alive) (?:by|until|past) (?:the "
                r"end of |next )?(?:january|february|march|april|may|june|july|august|september|october|november|december|"
                r"spring|summer|fall|autumn|winter|christmas|thanksgiving|graduation|finals|the end of the (?:year|term|"
                r"semester))(?! break\b)")
_A_REASON_AWAY = r"co op|coop|transfer\w*|abroad|exchange|retir\w*|graduat\w*|internship|deploy\w*"
_DOES_NOT_MATTER = r"not that it matters|(?:it )?does not matter|so whatever|no point|what is the point"
# withdrawing from everything, not needing it any more, with no reason given ("¿cómo me doy de baja de todo? total ya no
# voy a necesitar las clases")
_FROM_EVERYTHING = (r"drop (?:out of )?everything|withdraw from everything|de baja de todo|desmatricularme de todo|me desinscrire "
                    r"de tout|tout annuler|von allem abmelden|alles abmelden|ritirarmi da tutto|trancar tudo|cancelar tudo")
_A_SERVICE = (r"meal plan|gym|gimnasio|membership|subscription\w*|newsletter\w*|mailing|abo\w*|suscripci\w*|abonnement\w*|"
              r"palestra|academia|plan de comidas|mensa")
_WONT_NEED = (r"(?:will not|won t|not going to) need (?:them|it|any of it|classes|anything)|(?:ya )?no (?:voy a necesitar|"
              r"necesitare) (?:las clases|nada|eso)|n en aurai plus besoin|brauche? (?:ich )?(?:das )?(?:eh )?nicht mehr|non mi "
              r"servira piu|nao vou (?:mais )?precisar")

SELF_HARM = [
    rf"\b{unless(NOT_REAL, FIGURATIVE)}(?:{_TIRED_OF_EXISTING})\b(?! (?:of|de|di|dieser|this|these|questa|a base|so|cosi|assim|"
    r"asi|ainsi)\b)(?! (?:en|in|na|sur|auf|on) (?:la |der |a |the )?(?:lista|liste|warteliste|waitlist|wait list)\b)",
    rf"\b{unless(NOT_REAL, JOKE, LEAVING, _A_REASON_AWAY)}(?:{_DOES_NOT_MATTER})\b.{{0,40}}(?:{_NOT_HERE_BY})\b",
    rf"\b{unless(NOT_REAL, JOKE, LEAVING, _A_REASON_AWAY)}(?:{_NOT_HERE_BY})\b.{{0,40}}\b(?:{_DOES_NOT_MATTER})\b",
    rf"\b{unless(NOT_REAL, JOKE, LEAVING, _A_REASON, _A_SERVICE)}(?:{_FROM_EVERYTHING})\b.{{0,60}}\b(?:{_WONT_NEED})\b",
    rf"\b(?:{_WISH})\b(?: \w+){{0,6}} (?:{_NEVER_WAKE})\b(?! (?:until|till|hasta|jusqu|bis|fino|ate)\b)",
    rf"\b(?:{_BURN_OR_CUT})\b",
    rf"\b(?:cut|cutting|burned|burnt|burning|hurt myself|hurting myself|cut myself|burned myself)(?: myself)? again\b"
    rf"(?=.{{0,60}}\b(?:{_RELAPSE_CUE})\b)",
    rf"\b{unless(_A_FAST)}(?:{_STARVING})\b(?: \w+){{0,3}} (?:{_ON_PURPOSE})\b",
    rf"\b{unless(_A_REASON)}(?:{_GAVE_AWAY})\b(?: \w+){{0,2}} (?:my |mi |mis |mon |ma |mes |meine?n? |il mio |la mia |i miei |"
    rf"meu |minha |meus |minhas )?(?:\w+ )?(?:{_A_PRIZED_THING})\b.{{0,100}}\b(?:{_NO_LONGER_NEEDED})\b",
    rf"\b{unless(_A_REASON)}(?:{_A_PRIZED_THING})\b(?: \w+){{0,2}} (?:verschenkt|geschenkt|weggegeben|gegeben)\b.{{0,80}}\b"
    rf"(?:{_NO_LONGER_NEEDED})\b",
    # a blade kept at hand where no shaving is: "i keep a razor in my pencil case now lmao exams are going great"
    rf"\b{unless(_SHAVING_OR_CRAFT)}(?:keep|keeping|carry|carrying|have|tengo|llevo|je garde|j ai|je porte|ich habe|ich trage|"
    rf"tengo|porto|tenho|carrego|levo)(?: \w+){{0,2}} (?:razor|razor blade|blade|blades|cuchilla|cuchillas|lame de rasoir|"
    rf"lame|lames|rasierklinge|rasierklingen|klinge|lametta|lamette|lamina|gilete|gilette|lamina de barbear)\b(?: \w+){{0,2}} "
    rf"(?:in|en|dans|im|in der|nel|nella|no|na) (?:my |mi |ma |mon |meinem |meiner |il mio |la mia |meu |minha )?(?:pencil "
    rf"case|backpack|bag|wallet|desk|pocket|room|estuche|mochila|cartera|bolsillo|trousse|sac|portefeuille|poche|federmappe|"
    rf"maeppchen|rucksack|tasche|geldbeutel|astuccio|zaino|borsa|portafoglio|tasca|estojo|carteira|bolso)\b",
    # a student's death asked about as a question of money, "just curious": "if a student dies mid semester does the
    # family still owe the loan? Just curious"
    r"\bif (?:i|a student|someone|somebody|a person|you)(?: \w+)? (?:die|dies|died|were to die|was to die|passed away)\b"
    r".{0,80}\b(?:loan|loans|debt|owe|tuition|refund|insurance|pay it back|fees)\b(?=.{0,60}\b(?:just curious|asking "
    r"for a (?:friend|reason)|hypothetically|no reason|just wondering|random question)\b)",
    rf"\b(?:{_LETTERS})\b.{{0,120}}\b(?:{_IN_ORDER})\b",
    rf"\b(?:{_IN_ORDER})\b.{{0,120}}\b(?:{_LETTERS})\b",
    rf"\b{unless(_WILL_A_TOPIC)}(?:{_A_WILL})\b(?=.{{0,120}}\b(?:{_CLEARED})\b)",
    rf"\b{unless(_WILL_A_TOPIC)}(?:{_CLEARED})\b.{{0,120}}\b(?:{_A_WILL})\b",
    rf"\b{unless(_SEE_YOU)}(?:{_THANKS_ALL})\b(?: \w+){{0,4}} (?:{_FOR_GOOD})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_A_HEIGHT})\b.{{0,80}}\b(?:{_HOW_EASY})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_HOW_EASY})\b.{{0,60}}\b(?:{_A_HEIGHT})\b",
    rf"\b{unless(NOT_REAL)}(?:{_HOW_HIGH})\b(?: \w+){{0,4}} (?:desde|from|du|von|da|dal|dalla|do|de) (?:\w+ )?(?:{_A_HEIGHT})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_A_HEIGHT})\b.{{0,100}}\b(?:{_WAS_CLOSE})\b",
    rf"\b{unless(_A_PARTY_UP_THERE)}{_ON_TOP}\b.{{0,30}}\b(?:{_CALLING_OFF})\b",
    rf"\b{unless(_A_DOSE_FOR, NOT_REAL)}(?:{_LOOKED_UP})\b(?: \w+){{0,3}} (?:{_HOW_MANY_PILLS})\b",
]

# (session 34, a second red-team of that shape, read after its first contact: 124 of 150)
# hoping not to wake, without the sleep: "llevo semanas deseando no despertarme", "ogni sera spero di non svegliarmi",
# "de toute façon j'ai plus envie de me réveiller le matin"
_HOPE_NOT_TO_WAKE = (r"(?:hope|hoping|wish|wishing|pray|praying) (?:that )?i (?:do not|never|will not) wake up|(?:deseando|deseo|"
                     r"espero|ojala|quisiera|rezo por) no (?:volver a )?despertar(?:me)?|(?:j ai|je n ai) plus envie de me "
                     r"reveiller|j espere (?:ne pas|ne plus) me reveiller|(?:hoffe|hoffen|wuensche mir)(?: \w+){0,3} (?:nicht "
                     r"mehr aufzuwachen|dass ich nicht mehr aufwache)|(?:spero|sperando|vorrei|prego) di non (?:svegliarmi|"
                     r"risvegliarmi)|(?:espero|queria|quero|torco para) nao acordar")
# not alive by a date: "no creo que siga viva para los finales", "dont plan on being around for spring"
_NOT_ALIVE_BY = (r"(?:no creo que|dudo que) (?:siga|este|llegue) viv[oa]|je (?:ne )?serai (?:plus|pas) (?:en vie|vivante?)|"
                 r"glaube nicht dass ich (?:dann )?noch lebe|non credo (?:di essere|che saro) ancora viv[oa]|nao acho que (?:vou "
                 r"estar|estarei|ainda vou estar) viv[oa]|(?:do not|dont) plan on (?:being|still being) (?:around|alive|here)")
_ELSEWHERE = (r"transfer\w*|graduat\w*|study abroad|semester abroad|visit\w*|vacation|holiday|trip|job|summer session|"
              r"traslado|me cambio|je change|wechsle|cambio universita|transferencia|intern\w*|co ?op|military|service|"
              r"deploy\w*|leave of absence|gap year")
# the means kept at hand: "i have 40 of my antidepressants saved in a drawer", "só tô dormindo com a gilete debaixo do
# travesseiro", "ich schau nur jede nacht die tabletten an und rechne"
_PILLS_OR_MEDS = (r"pills|meds|medication|antidepressants|sleeping pills|tablets|pastillas|medicamentos|pildoras|cachets|"
                  r"medocs|comprimes|medicaments|tabletten|medikamente|pillen|pillole|farmaci|compresse|comprimidos|remedios")
_SAVED_UP = (r"saved|stashed|hoarded|hidden|collected|put aside|stockpiled|guardad[ao]s|escondid[ao]s|ahorrad[ao]s|de cote|"
             r"cachee?s|gespart|gesammelt|versteckt|gehortet|messe da parte|nascost[ei]|conservat[ei]|escondid[ao]s|juntad[ao]s")
_A_BLADE = (r"razor|razor blade|blade|knife|gilete|gilette|lamina|faca|cuchillo|navaja|cuchilla|couteau|lame|rasoir|messer|"
            r"klinge|rasierklinge|coltello|lametta")
_UNDER_MY_PILLOW = (r"under my pillow|debajo de (?:la|mi) almohada|bajo la almohada|sous (?:mon|l) oreiller|unter (?:meinem|dem) "
                    r"kissen|sotto il cuscino|debaixo do travesseiro|embaixo do travesseiro|debaixo da almofada")
_COUNTING = (r"count|counting|counted|cuento|contando|conte|compte|je compte|rechne|zaehle|gezaehlt|conto|contando|contei")
# a body part burned or cut, the verb before it in the other languages: "me he vuelto a quemar los brazos con el mechero",
# "mi faccio male alle braccia con le forbici"
_HURT_A_LIMB = (r"(?:quemar(?:me)?|quemado|me queme|me quemo|cortar(?:me)?|cortado|me corte|me corto|rayar(?:me)?|me raye) "
                r"(?:los|las|mis) (?:brazos|piernas|munecas|"
                r"muslos)|(?:mi faccio male|mi taglio|mi brucio|mi graffio|mi sono tagliat[oa]|mi sono bruciat[oa]) (?:alle|le|i|"
                r"sulle|sui) (?:braccia|gambe|polsi|cosce)|(?:je me brule|je me coupe|je me scarifie|je me fais du mal|je me "
                r"suis coupee?|je me suis brulee?) (?:les|aux|sur les) (?:bras|poignets|cuisses|jambes)|(?:ich ritze|ich "
                r"verbrenne|ich schneide|ich habe) (?:mir |mich )?(?:die |an den )?(?:arme|armen|handgelenke|oberschenkel|beine)"
                r"(?: \w+)?(?: geritzt| verbrannt)?|(?:me corto|me corte|me queimo|me queimei|me machuco|machuquei) (?:os|nos|"
                r"meus|nas|as) (?:bracos|pulsos|pernas|coxas)")
_A_TOOL = (r"mechero|encendedor|tijeras|cuchilla|forbici|accendino|lametta|briquet|ciseaux|lame|feuerzeug|schere|klinge|"
           r"isqueiro|tesoura|gilete|lamina|lighter|scissors|blade|razor|compass|compas|compasso|zirkel")
# no seatbelt, hoping to be hit: "ich fahr seit tagen ohne gurt und hoff dass mich einer rammt"
_NO_BELT = (r"without (?:a |my )?seat ?belt|no seat ?belt|sin (?:el )?cinturon|sans (?:la |ma )?ceinture|ohne (?:den )?gurt|"
            r"ohne anschnallen|senza (?:la )?cintura|sem (?:o )?cinto")
_HIT_ME = (r"hits me|hit me|crash|rams me|choque|me choque|me atropell\w*|me percute|percute|me rentre dedans|rammt|mich "
           r"rammt|crash\w*|mi investa|mi venga addosso|me bata|bata em mim|me atropel\w*")
# better off with the life insurance: "everyone would be better off with the life insurance money honestly"
_INSURANCE = (r"life insurance|seguro de vida|assurance (?:vie|deces)|lebensversicherung|assicurazione (?:sulla|di) vita")

SELF_HARM += [
    rf"\b(?:{_HOPE_NOT_TO_WAKE})\b(?! (?:until|till|hasta|jusqu|bis|fino|ate|before|antes|avant|vor|prima|late|early|on "
    rf"time|in time|with|to|feeling|sick|hungover|sore|tarde|temprano|en retard|tard|zu spaet|in ritardo|atrasad[oa])\b)",
    # (not where a reason to be elsewhere is named: "dont plan on being here next semester, im transferring")
    rf"\b{unless(LEAVING, _A_REASON, _ELSEWHERE)}(?:{_NOT_ALIVE_BY})\b",
    rf"\b{unless(NOT_REAL)}(?:\d+|all|todas|todos|toutes|tous|alle|tutte|tutti)(?: of)? (?:my |mis |mes |meine |le mie |"
    rf"meus |minhas )?(?:{_PILLS_OR_MEDS})\b(?: \w+){{0,2}} (?:{_SAVED_UP})\b",
    rf"\b(?:{_A_BLADE})\b(?: \w+){{0,2}} (?:{_UNDER_MY_PILLOW})\b",
    rf"\b(?:tabletten|pills|pastillas|cachets|pillole|comprimidos|meds)\b(?: \w+){{0,3}} (?:an |and |y |et |und |e )?(?:{_COUNTING})"
    rf"\b(?=.{{0,80}}\b(?:every night|each night|cada noche|todas las noches|chaque nuit|chaque soir|jede nacht|ogni notte|ogni "
    rf"sera|toda noite|todas as noites|again|otra vez|encore|wieder|di nuovo|de novo)\b)|\b(?:every night|cada noche|chaque "
    rf"nuit|jede nacht|ogni notte|toda noite)\b(?: \w+){{0,5}} (?:tabletten|pills|pastillas|cachets|pillole|comprimidos|"
    rf"meds)\b(?: \w+){{0,2}} (?:{_COUNTING})\b",
    rf"\b(?:{_HURT_A_LIMB})\b(?=.{{0,60}}\b(?:{_A_TOOL}|again|otra vez|de nuevo|encore|wieder|di nuovo|de novo|every|cada|"
    rf"chaque|jede|ogni|todo|toda|lol|jaja|kkk|mdr|haha)\b)",
    rf"\b(?:{_NO_BELT})\b.{{0,60}}\b(?:hope|hoping|hoff\w*|ojala|espero|j espere|spero|torco)\b.{{0,40}}\b(?:{_HIT_ME})",
    rf"\b(?:better off|mejor|mieux|besser dran|meglio|melhor)\b(?: \w+){{0,3}} (?:with|con|avec|mit|com) (?:the |my |el |mi |"
    rf"l |mon |der |meiner |la mia |o |meu )?(?:{_INSURANCE})\b",
    # a pet to be rehomed beside dropping everything, or things handed on "after this week"
    rf"\b{unless(_A_REASON)}(?:my (?:cat|dog|pet) (?:goes|gets|go|get) to a good home|find (?:a )?(?:good |new )?home for my "
    rf"(?:cat|dog|pet))\b(?=.{{0,80}}\b(?:drop(?:ping)? (?:all|out)|withdraw\w*|unenroll\w*|cancel\w*)\b)|\b(?:drop(?:ping)? "
    rf"all my classes|withdraw\w* from everything)\b.{{0,80}}\b(?:my (?:cat|dog|pet) (?:goes|gets) to a good home|find (?:a )?"
    rf"(?:good |new )?home for my (?:cat|dog|pet))\b",
    rf"\b{unless(_A_REASON)}(?:will not be needing|won t be needing|wont be needing) (?:them|it|these|those|my \w+)\b(?=.{{0,40}}"
    rf"\b(?:after|past|beyond) (?:this|next|the) (?:week|weekend|month|friday|term|semester)\b)",
]
# a friend's farewell posted, then silence: "my best friend posted 'see you never' on her private story and now her phone
# is off"
SELF_HARM += [
    r"\b(?:see you never|goodbye forever|bye forever|hasta nunca|adios para siempre|adieu pour toujours|a jamais|auf nimmer "
    r"wiedersehen|fuer immer tschuess|addio per sempre|adeus para sempre|ate nunca)\b.{0,100}\b(?:phone (?:is )?(?:off|dead)|"
    r"not answering|no answer|will not answer|does not answer|no contesta|apagado|ne repond (?:pas|plus)|eteint|geht nicht ran|"
    r"aus|ausgeschaltet|non risponde|spento|nao atende|desligado)\b",
]
# on a height most nights, looking down: "i stand on the bridge by the library most nights looking down"; and a
# registration cancelled with "won't need it. bye"
SELF_HARM += [
    rf"\b{unless(_A_PARTY_UP_THERE)}(?:stand|standing|sit|sitting|go|going|climb|climbing) (?:on|up to|to) (?:the |a |my )?"
    rf"(?:\w+ )?(?:bridge|roof|rooftop|ledge|balcony|parking garage)\b.{{0,60}}\b(?:looking down|look down|staring down|most nights|"
    rf"every night|at night|at \d+ ?am)\b",
    r"\b(?:cancel|withdraw|unenroll|drop)\w*\b.{0,40}\b(?:will not|won t|wont) need (?:it|them|anything)\b.{0,20}\b(?:bye|"
    r"goodbye|farewell)\b",
]
