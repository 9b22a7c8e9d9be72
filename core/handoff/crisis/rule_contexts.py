"""The ordinary contexts that rule a crisis rule out wherever they stand in the message: the mechanism of an accident
(a mandoline, shaving, a rose hedge), a laugh or a joke, a recovery told in so many words, a safe landing (bungee, a
parachute, a water slide), and what is not real (a film, a dream, a toy or water pistol, a knife at the butcher's).

Only words that a crisis message does not share: a second red-team, written as crises that mention a context, had
"non è un gioco", "keine Übung", "sur mon lit", "la mer est juste en dessous", "une série", "après la salle de sport"
and "el pelo largo" cancel real alarms when games, drills, beds, water, series, sport and hair were on these lists.
Hair and nails are read next to the verb instead (rules_explicit_harm_forms.py).

``unless`` builds the one guard a rule may hold. Placed after the rule's first ``\b`` (``rf"\b{unless(ACCIDENT)}…"``)
it is lifted by ``rules.match_rules`` into a contextual rule and read over the whole message; at the very start of a
rule it sees only what follows the match (``rule_guards.py``). Written against the normalised text.
"""

from __future__ import annotations

from core.handoff.crisis.benign_senses import TASK
from core.handoff.crisis.normalise import LAUGHTER

# a threat whose object is a piece of work, not a person: "je vais tuer ce dossier ce soir", "voy a matar este parcial",
# "vou matar esse trabalho" (session 33: a read look-alike of set 35). Placed right after the determiner.
# (the word skipped is never a preposition: "a ese del trabajo", "quelqu un au travail" are people at work, a review)
NOT_A_TASK = (r"(?! (?:(?!(?:del|de|du|des|da|do|della|dello|dei|von|vom|of|from|at|au|aux|al|no|na|nel|nella|im|"
              rf"in|en|a|dans|sul|sulla)\b)\w+ )?{TASK}\b)")


def unless(*words: str) -> str:
    """One guard ``(?!.*\b(?:…)\b)`` over the given alternations. Placed after a rule's first ``\b`` it is read over
    the whole message (match_rules lifts it into a contextual rule), not only after the match; a rule holds one."""
    return r"(?!.*\b(?:" + "|".join(words) + r")\b)"


def unless_without(words: str, cue: str) -> str:
    """A guard ruling a match out where ``words`` appear anywhere in the message and ``cue`` nowhere (lifted, as
    ``unless``, into a contextual rule whose exclusion reads the whole message: hence the ``^``)."""
    return r"(?!.*^(?!.*\b(?:" + cue + r")\b).*\b(?:" + words + r")\b)"


def unless_or_without(words: str, cue: str, *more_cues: str) -> str:
    """A guard ruling a match out where ``words`` appear anywhere in the message or ``cue`` appears nowhere: a form
    that counts only with its cue, read as cheaply as the form alone (the cue is looked for only where it matched).
    Each of ``more_cues`` is needed as well."""
    missing = "|".join(r"(?!.*\b(?:" + c + r")\b)" for c in (cue, *more_cues))
    return r"(?!.*^(?:" + missing + r"|.*\b(?:" + words + r")\b))"


# the mechanism of an accident, anywhere in the message: a mandoline, shaving, paper, a hedge, barbed wire
ACCIDENT = (r"mandoline|gemuese\w*|kuechenmesser|rasieren|rasierer|rasage|afeitar\w*|papierschnitt|papercut|paper cut|"
            r"hecke|rosenhecke|dornen|rama|alambre|valla|stacheldraht|barbed wire")
# a laugh or a joke
# a joke said (not the same words denied, which say the opposite: "je rigole pas", "non è uno scherzo", "não tô de
# brincadeira"); every rule's list of jokes reads this one
JOKE = (r"(?<!\bnon )(?<!\bnn )(?<!\bnon e uno )(?<!\bnon e un )scherzo|(?<!\bnon )(?<!\bnn )sto scherzando|(?<!\bno )es "
        r"broma|je rigole(?! pas\b| meme pas\b| plus\b)|je plaisante(?! pas\b| plus\b)|(?<!\bkein )nur spass|(?<!\bnao e )"
        r"(?<!\bsem )(?<!\bnao eh )(?<!\bnao e uma )(?<!\bnao to de )(?<!\bnao estou de )(?<!\bnao ta de )(?<!\bfora de )"
        r"brincadeira|(?<!\bnao )to brincando|(?<!\bnot )just kidding|jk")
FIGURATIVE = rf"{LAUGHTER}|{JOKE}"
# told as over, in so many words: "N years clean" (not "after N months clean", nor with "again"), "as a teenager". Not
# "the psychologist asked if" ("… and I lied, I do it almost every day"), nor a bare "never",
# "ya no" or "nicht mehr", which distress uses as often ("ich kann nicht mehr, hab mich wieder geritzt"); a denial next
# to the verb is read by each rule (NEGATED_BEFORE, and "pas"/"plus" after the French verb)
_AGAIN = (r"(?!.*\b(?:again|relaps\w*|recai\w*|voltei|volvi|de novo|otra vez|de nuevo|wieder|rueckfall|encore|rechute|"
          r"di nuovo|ricadut\w*|ricascat\w*)\b)")
# a clean streak counts as over only where no relapse word is anywhere in the message, before it too ("hab mich gestern
# wieder geritzt, war 2 jahre clean"): the alternative starts at the message's start ("(?<!..)": the normalised text
# opens with one space), which works because match_rules reads every guard over the whole message
_STREAK = (r"(?<!\bafter )(?<!\bdepois de )(?<!\bdespues de )(?<!\bapres )(?<!\bnach )(?<!\bdopo )"
           r"\d+ (?:years|anos|anni|ans|jahre|jahren|mois|meses|mesi|monate|months) (?:clean|limpa|limpo|limpia|"
           r"limpio|pulit[oa]|sober)|clean (?:for|since) (?:\d+|a|two|three|over)")
OVER_OR_DENIED = (rf"(?<!..){_AGAIN}.*\b(?:{_STREAK})|(?:ca fait|il y "
                  r"a) (?:des|\d+) ans que c est fini|c est fini depuis|depuis (?:\d+ ans|longtemps) (?:ca va|je vais "
                  r"bien)|ca va beaucoup mieux depuis|(?:llevo|faz|ha|hace|seit|da) (?:\d+|dos|tres|zwei|drei|due|tre|"
                  r"dois|tres) (?:anos|jahren|anni) (?:limpia|limpio|limpa|limpo|clean|pulit[oa]|bien|bem|bene|gut)|"
                  r"faz \d+ anos que (?:to|estou) bem|(?:a l|durant l|pendant l|en la|na|nell|in der) adolescen\w*|"
                  r"als teenager|as a teen(?:ager)?|quand j etais (?:ado|jeune|petite?)")

# a film, a video game, a dream, a toy or water pistol, paintball, cosplay, a knife at the butcher's (not "toy que",
# Spanish chat for "estoy que")
NOT_REAL = (r"film|filme|movie|pelicula|tatort|videospiel|videogioco|videojuego|jeu video|videogame|video game|gta|"
            r"fortnite|assassin s creed|minecraft|sognato|sonhei|sone|getraeumt|dreamt|dreamed|brinquedo|giocattolo|"
            r"spielzeug|juguete|jouet|toy(?! que\b)|pistola ad acqua|pistola de agua|wasserpistole|water ?gun|pistolet a eau|"
            r"doener\w*|salumi|macelleria|butcher|carnicer\w*|boucher\w*|metzger\w*|acougue|paintball|airsoft|nerf|cosplay")
# despair in so many words, in the six languages: what makes a rope made ready a crisis (rules_short_forms) and a
# hyperbole real (benign_unless_serious.SERIOUS)
DESPAIR = (r"no puedo mas|ya no puedo|en peux plus|kann (?:\w+ )?nicht mehr|ce la faccio piu|aguento mais|can not do "
           r"this (?:any|no) ?more")
# a game or a contest in which one "sticht ab" (a red-team's Among Us, a werewolf night, a knife round, a tournament)
# (only a game's own name: "Revanche", "Turnier", "Quiz" or "Skatepark" are where a real grudge starts too)
A_GAME_DE = (r"among us|impostor|werwolf|fifa|counter strike|lasertag|armdruecken|mario kart|tischkicker|pubquiz|"
             r"killerspiel|messerrunde")
# a jump on a rope, under a canopy, down a slide or onto a trampoline
SAFE_LANDING = (r"bungee|puenting|saut a l elastique|elastique|paracaidas|parachute|fallschirm|paraquedas|paracadute|"
                r"parapente|paraglid\w*|gleitschirm|acquapark|aquapark|scivolo|tobogan|rutsche|zipline|tirolesa|"
                r"hotelpool|trampolin\w*")
# what one cuts of oneself at a hairdresser's
HAIR_OR_NAILS = r"pelo|cabello|flequillo|unas|barba|puntas|melena|pelito|fleco|patillas"
# a denial just before the verb (a lookbehind: placed before a rule's first word)
NEGATED_BEFORE = (r"(?<!\bne )(?<!\bn )(?<!\bnon )(?<!\bnao )(?<!\bnicht )(?<!\bpas )(?<!\bno )(?<!\bnunca )"
                  r"(?<!\bjamais )")


# not being there, in the six languages, as the normaliser writes it: "no voy a estar", "je serai plus la", "ich bin dann
# nicht mehr da", "nn ci saro", "nao vou estar", "i won't be around". One list for the rule that reads it as a farewell
# (rules_body: no point enrolling for a term one will not be there for) and the guard that clears it when a reason to
# be elsewhere is named (benign_unless_serious)
NOT_THERE = (r"(?:i (?:will not|am not going to|am not|not going to) be (?:here|around|there|back)|(?:ya )?no (?:voy a "
             r"(?:estar|seguir)|estare)(?: aqui| aca| mas)?|ya no estar\w*|(?:je|j) (?:ne )?serai (?:plus|pas) la|"
             r"(?:ich )?(?:bin|werde) (?:ich )?(?:dann |eh |sowieso |da )*nicht mehr (?:da|hier)(?: sein)?|ich bin (?:dann "
             r"|eh |sowieso )*nicht (?:mehr )?da|(?:non|nn) ci saro(?: piu)?|nao vou (?:mais )?estar(?: aqui| mais)?|nao "
             r"estarei(?: aqui)?)")
# where cutting oneself (again) is a mishap: a cutter over a model, lab glassware, cooking, a can opener, a sheet of
# paper, a haircut or nails, a sculpture gouge, a knife that slipped, a haircut done to save money. Never words a
# self-harm message shares: a kitchen knife, glass, a mirror, being alone, a razor blade or a scalpel (a review found
# "pelo" as Portuguese "by the", "unas" as "some", "tp", "cozinha", "vidro", "specchio", "sozinha" in real crises)
CUT_MISHAP = (r"cuter|cutter|estilete|maqueta|maquette|maquete|modellbau|probeta|pipette|verrerie|provetta|tubo de "
              r"ensaio|reagenzglas|depil\w*|barba|barbe|bart|barberia|peluquer\w*|coiffeur\w*|friseur\w*|"
              r"parrucchier\w*|cabeleireir\w*|(?:el|mi|del|al) pelo|cheveux|haare|capelli|cabelo|flequillo|frange|"
              r"frangia|franja|(?:las|mis) unas|ongles|naegel|unghie|unhas|(?:las|les|die|le|as) (?:puntas|pointes|"
              r"spitzen|punte|pontas)|patatas|cebolla|oignon|zwiebel|cipolla|cebola|cocinando|en cuisinant|beim "
              r"kochen|cucinando|cozinhando|abrelatas|folio|(?:con|com) (?:un|el|uma|o|a) (?:papel|folha)|papier|"
              r"dissection|gubia|escultura|sculpture|carton|karton|escorreg\w*|resbal\w*|glisse|abgerutscht|"
              r"scivolat\w*|risparmi\w*|economiz\w*|ahorrar|economiser|geld sparen|affettando|affettare|il pane")
# what makes a cut self-harm's: its place on the body, scars, a broken streak, the bleeding, on purpose, hiding it
SELF_HARM_CUE = (r"brazos?|piernas?|munecas?|muslos?|antebrazos?|bras|cuisses?|poignets?|jambes?|ventre|arme|beine|"
                 r"handgelenke?|oberschenkel|unterarme?|bauch|braccia|braccio|gambe|polsi|cosce|pancia|bracos?|pernas|"
                 r"pulsos?|coxas?|barriga|cicatri\w*|narben?|marcas|marques|segni|traces|(?:llevaba|despues de|tras|"
                 r"depuis|apres|nach|seit|dopo|depois de|faz|hace|ha) (?:(?:unas|unos|casi|environ|presque|etwa|fast|"
                 r"circa|quasi|umas|uns|quase) )?(?:(?:\d+|dos|tres|deux|trois|zwei|drei|due|tre|dois|varios|varias|"
                 r"plusieurs|mehreren|parecchi) )?(?:dias|semanas|meses|jours|semaines|mois|tagen|"
                 r"wochen|monaten|giorni|settimane|mesi)|(?:llevaba|llevo|hace|faz|ha|seit|depuis|da) (?:\d+|un|una|dos|"
                 r"tres|deux|trois|zwei|drei|due|tre|dois|um|uma|ein|einem) (?:anos?|ans?|jahren?|anni|anno)|(?:meses|"
                 r"mois|monate|mesi|anos|ans|jahre|anni) (?:limpia|limpio|limpa|limpo|"
                 r"clean|pulit[oa])|sangr\w*|saign\w*|blut\w*|sanguin\w*|sangue|a proposito|de proposito|expres|"
                 r"absichtlich|apposta|adrede|nadie (?:se entere|lo sepa)|personne (?:le sait|sait)|no puedo parar|j "
                 r"arrive pas a m arreter|kann nicht aufhoeren|non riesco a smettere|nao consigo parar|lametta|"
                 r"cuchilla|gilete|rasierklinge|lame")
# a village custom or a club outing: "me tiro del puente al rio en las fiestas del pueblo, es tradicion"
TRADITION = (r"tradicion|tradizione|tradicao|tradition|jeden sommer|every summer|todo verano|ogni estate|todo verao|"
             r"scout\w*|pfadfinder|asso|galera|fiestas del pueblo|sagra|festa junina|parkour")
# a scene, a book, a class or a quotation: "in the play my character goes …", "no livro a protagonista diz …"
FICTION = (r"play|monologue|drama class|character|scene|script|novel|book|podcast|song|lyrics|piece de theatre|"
           r"theatre|perso|personnage|roman|obra|personaje|guion|libro|cancion|theaterstueck|figur|rolle|buch|"
           r"recita|personaggio|copione|romanzo|canzone|peca|personagem|livro|protagonista|musica|aula de|"
           r"prof perguntou|role ?play|rollenspiel|juego de rol|gioco di ruolo")
# leaving for a reason named: a move home, a trip, an exchange ending ("one last time before I move home", "no estaré
# aquí el lunes porque me voy de viaje con la uni"): a second red-team's ordinary messages in these shapes
# (not "volver a", "tornare a": again; not a "last trip", which is how death is said too)
LEAVING = (r"(?<!\bnever )(?<!\bnot )(?:move|moving|going|go|head|heading|fly|flying) (?:back )?home|move out(?! of this\b)|"
           r"moving out(?! of this\b)|"
           r"zieh\w* (?:um|aus|zurueck)|zurueck (?:zu meinen eltern|nach)|umzug|zuegl\w*|zuegel\w*|me mudo|mudanza|vuelvo a (?:casa|mi "
           r"pais)|volver a (?:casa|mi pais)|me voy de viaje con|je demenage|demenagement|rentrer (?:au|en|chez)|trasloco|"
           r"tornare (?:a casa|in italia)|torno a casa|mi trasferisco|voltar (?:pro|pra|para) (?:casa|o brasil|portugal)|"
           r"volto pra casa|mudanca|erasmus|exchange|intercambio|echange|austausch\w*|scambio|internship|praktikum|"
           r"tirocinio|estagio|practicas|conference|congreso|konferenz|convegno|congresso")
# whether a weapon is allowed, asked with no one to use it on and no fear (rules_en.py, session 31: "can i bring a pocket
# knife on campus or is that against policy?")
# (a question, not a bare "allowed": "nobody is allowed to treat me like this anymore", a review)
_ALLOWED = (r"(?:can i|can we|may i|am i allowed to|are we allowed to|are students allowed to|is it (?:ok|okay|legal|"
            r"allowed) to) (?:bring|carry|have|keep|take) (?:a |an |my |our |the )?(?:\w+ )?(?:gun|guns|knife|knives|rifle|pistol|weapon|weapons|machete|blade)|(?:is|s) (?:that|it|this) (?:against (?:the )?(?:policy|"
            r"rules?|law))|(?:is|are) (?:\w+ ){0,6}(?:gun|guns|knife|knives|rifle|pistol|weapon|weapons)s? (?:\w+ ){0,3}(?:allowed|permitted|legal) (?:on|in|at|for)|concealed "
            r"carry|carry permit|permit to carry")
_SOMEONE_TO_USE_IT_ON = (r"use it on|on (?:him|her|them)|scare (?:him|her|them)|teach (?:him|her|them) a lesson|kill|hurt|shoot|stab|revenge|pay|deserves?|"
                         r"laugh\w*|protect|defend|afraid|scared|following|followed|stalk\w*|threat\w*|ex|bull\w*|regret|"
                         r"pushed|hiding|finally|sorry|someone|somebody|there is|theres|leave|evacuat\w*|hide|shooter|shooting|shots|right now|lockdown|tomorrow|monday|friday|ignore\w*|end this")
NOT_ASKED_IF_ALLOWED = unless_without(_ALLOWED, _SOMEONE_TO_USE_IT_ON)
# a deed denied just before its verb: "nobody would ever bring a gun onto campus obviously" (a sport-shooting club's
# request, session 39's red-team of long messages), "we would never bring a knife to school" (not a bare "not": "why
# not bring a gun to class tomorrow")
DENIED_BEFORE = (r"(?<!\bnever )(?<!\bnobody would ever )(?<!\bno one would ever )(?<!\bnobody would )"
                 r"(?<!\bno one would )(?<!\bnobody will )(?<!\bno one will )")
# a day or an evening named, in the six languages: the moment a plan or a farewell is set for (rules_attack_plans.py,
# rules_farewells.py)
A_DAY = (r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|weds|thurs|tonight|tomorrow|this weekend|lunes|martes|"
         r"miercoles|jueves|viernes|sabado|domingo|esta noche|manana|este finde|lundi|mardi|mercredi|jeudi|vendredi|"
         r"samedi|dimanche|ce soir|demain|ce week end|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|"
         r"heute abend|morgen|wochenende|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|stasera|domani|"
         r"weekend|segunda|terca|quarta|quinta|sexta|sabado|domingo|hoje a noite|amanha|fim de semana")
# a class cancelled, moved online or simply crowded, passed on: not a warning
NOT_CALLED_OFF = (r"(?!.{0,60}\b(?:cancel\w*|cancelad\w*|annule\w*|annullat\w*|suspendid\w*|closed|cerrad[oa]|ferme|"
                  r"geschlossen|chius[oa]|fechad[oa]|ausfall|faellt aus|no class|no hay|pas de cours|kein(?:e)? (?:kurs|vorlesung|"
                  r"uebung|unterricht|seminar|strom|internet|wlan|wasser)|non c e|nao tem|"
                  r"holiday|feriado|festivo|ferie|maintenance|renovat\w*|construction|obras|travaux|baustelle|lavori|"
                  r"flooded|power|online|en ligne|teams|zoom|remote|a distancia|a distanza|remoto|crowded|busy|full|packed|"
                  r"lleno|plein|voll|pieno|cheio|moved|verlegt|deplace\w*|spostat\w*|trasladad\w*|sick|malade|enfermo|"
                  r"krank|malato|doente|chiud\w*|pulizi\w*|cleaning|limpieza|nettoyage|reinigung|limpeza|fumigat\w*|desinfec\w*)\b)")
# a surprise or a celebration being prepared: why a person is kept away on a day, or what someone "gets" ("we're decorating
# it for her birthday", "le stiamo organizzando una festa a sorpresa", a scholarship won)
A_SURPRISE = (r"surprise|surprised|sorpresa|sorpresas|ueberraschung\w*|surpresa|birthday|bday|cumpleanos|anniversaire|geburtstag|"
              r"compleanno|aniversario|decorat\w*|decorar|dekorier\w*|brunch|throwing (?:her|him|them) a|celebrat\w*|feiern|"
              r"festeggia\w*|comemora\w*|celebrar|feter|scholarship|beca|bourse|stipendium|borsa di studio|bolsa de estudos|"
              r"bolsa integral|award|congrat\w*|felicidades|felicitations|glueckwunsch|auguri|parabens")

# thanks for everything, in six languages: a farewell's words (rules_farewells.py, rules_last_arrangements.py)
THANKS_FOR_ALL = (r"thanks for everything|thank you for everything|thank (?:you|u) for all|thanks for all (?:the|your)|"
                  r"gracias por toda (?:la|tu)|merci pour toute (?:l|ton|votre)|danke fuer (?:all|die ganze)|grazie per tutto|"
                  r"gracias por todo|merci pour tout|merci pour "
                  r"tout ce|danke fuer alles|grazie di tutto|grazie per tutto|valeu por tudo|obrigad[oa] por tudo")
