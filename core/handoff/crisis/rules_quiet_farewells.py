"""A farewell told only by how calmly things are settled, in six languages: counselling cancelled because a decision is
made, a handover denied every ordinary reason ("not transferring, not taking a break"), thanks said "while I still
can", life insurance that must pay "no matter what", the family kept from the bills if something happens, work left so
it "can go on without me", a scholarship or a place given up "effective immediately" with "I'll miss everyone", a
message scheduled for when the writer is "already gone". Written from a red-team of quiet farewells told through
arrangements (session 38, untrained/S38_quiet_farewells_redteam_crisis.txt), the class that blind sets 59-61 missed
most; the model layers read them as the requests they are wrapped in. Each is two cues at least, read as said
sideways; against the normalised text (accents folded, punctuation gone).
"""

from __future__ import annotations

from core.handoff.crisis.normalise import LAUGHTER
from core.handoff.crisis.rule_contexts import FICTION, JOKE, LEAVING, NOT_REAL, unless

# a move, an exchange, a graduation, a new job, a leave: an ordinary reason to hand things over
_AN_ORDINARY_REASON = (rf"{LEAVING}|graduat\w*|exchange|erasmus|abroad|intercambio|echange|austausch|scambio|"
                       r"new job|job offer|(?:start|starting|got|took|accepted) (?:a |my |the )?(?:new )?(?:\w+ )?(?:job|position|"
                       r"internship|role)|(?:full|part) time job|focus on (?:my )?(?:job|work|studies|degree|thesis)|"
                       r"work visa|internship|parental leave|maternity|paternity|baja por|conge|elternzeit|congedo|licenca|"
                       r"transfer(?:ring)? to|switching to|moving to|me mudo|demenage|umzug|trasloco|mudanca|retir\w*|"
                       r"nuevo trabajo|nouveau (?:travail|poste|job)|neue(?:n)? (?:job|stelle)|nuovo lavoro|novo emprego")

# --- help for the mind cancelled, a decision made ------------------------------------------------------------------
_HELP_CANCELLED = (r"(?:caps|counsel\w*|therapy|therapist|psych\w*) (?:\w+ ){0,3}(?:but )?i (?:cancel\w*|called off) (?:it|them)|"
                   r"(?:cancel\w*|called off|cancelled) (?:\w+ ){0,5}(?:caps|counsel\w*|therapy|therapist|psych\w*|crisis line|"
                   r"wellness|mental health)|(?:cancel\w*|anul\w*) (?:\w+ ){0,4}(?:bienestar|psicolog\w*|terapia|consejeria|"
                   r"salud mental)|(?:annul\w*|je libere) (?:\w+ ){0,6}(?:psy\w*|sante etudiante|bapu|therap\w*)|(?:beratung|"
                   r"therapie|psycholog\w*|psychotherap\w*) (?:\w+ ){0,3}(?:sag ich ab|abgesagt|absagen)|(?:sag|sage|sagen) (?:\w+ ){0,7}"
                   r"(?:beratung|therapie|therapeut\w*|psycholog\w*) ab|(?:annull\w*|disdic\w*) (?:\w+ ){0,3}(?:psicolog\w*|terapia|counseling|"
                   r"sportello)|(?:cancel\w*|desmarc\w*) (?:\w+ ){0,3}(?:psicolog\w*|terapia|atendimento psic\w*|apoio psic\w*)")
# (the decision said alone, not one "to go with a therapist near my parents" or "about grad school")
_DECIDED = (r"(?:(?:i have|i ve|i) (?:made|reached) (?:my|a|the) decision|(?:my )?(?:mind|decision) is made|i am past that point|"
            r"past that point|i have decided|i decided|(?:ya )?(?:esta|está) todo decidido|ya lo decidi|(?:j ai|jai) pris ma "
            r"decision|c est decide|(?:hab|habe) meine entscheidung getroffen|hat sich erledigt|ho deciso|ho preso la mia "
            r"decisione|ja decidi|tomei (?:a|minha) decisao|do not need (?:it|them|help) any ?more|i am done needing help)"
            r"(?! (?:to|about|on|de|di|que|zu|sobre|para|pour|ueber|su|of|with|con|avec|mit|com|i would|i d|that)\b)")
# another helper named, a clash, a private therapist, insurance
_A_REPLACEMENT = (r"instead|new (?:therapist|psycholog\w*|counsel\w*)|another (?:therapist|counsel\w*|psycholog\w*)|private "
                  r"(?:therapist|practice|psycholog\w*)|(?:therapist|psycholog\w*|psy|terapeuta|therapeute) (?:near|closer to|"
                  r"pres de|perto d\w*|cerca de|vicino a|in der naehe) (?:\w+ ){0,3}(?:home|campus|parents|casa|maison|eltern)|"
                  r"closer to home|telehealth|exam (?:conflict|clash)|reschedul\w*|career (?:counsel\w*|advis\w*|center)|"
                  r"job offer|grad school|assessment (?:got|was) done|through my gp|insurance (?:covers|takes)|takes my insurance|"
                  r"otra psicologa|autre psy|andere therapeutin|altro psicologo|outra psicologa|continuar con (?:una|otra|un)|"
                  r"continuer avec (?:un|une)|continuare con|continuar com (?:uma|outra|um)|weiter bei")

# --- a handover denied every ordinary reason ------------------------------------------------------------------------
_NOT_FOR_A_REASON = (r"not (?:in a |a )?transfer(?:ring)?(?: way)?|not taking a break|not (?:just )?for a (?:semester|"
                     r"term|year)|not temporar\w*(?! (?:deactivat\w*|freez\w*|suspend\w*|hold|disabl\w*))|not postpone|no (?:es )?temporal|no (?:lo )?pospongan|pas temporairement|"
                     r"pas un report|nicht (?:nur )?voruebergehend|nicht verschieben|non (?:e )?temporane\w*|non rimandare|"
                     r"nao (?:e )?temporari\w*|nao adiar")
# a reason given after all: a switch, a purchase, a clash, a doctor's word
_A_REASON_GIVEN = (r"because|since|bc|cause|cuz|as i|switch\w*|bought|conflict\w*|surgeon|doctor|injur\w*|knee|finally|selling|"
                   r"sell|new (?:ra|job|position|advisor|major|program|apartment)|porque|parce que|weil|perche|pq|"
                   r"cambi\w*|change\w*|wechsel\w*|mud\w*")
_FOR_GOOD = (r"for good|forever|for ever|not coming back|just finishing things|pour de bon|definitivement|fuer "
             r"immer|endgueltig|per sempre|non torno|para siempre|no vuelvo|para sempre|nao volto|i am done|(?:i am|i will be) "
             r"(?:leaving|gone) permanently")

# --- thanks said while one still can; the only kind one, told -------------------------------------------------------
_WHILE_I_CAN = (r"(?:while i (?:still )?can|while i still have the chance|mientras (?:todavia )?(?:pueda|puedo)|tant que je (?:le )?"
                r"peux(?: encore)?|solange ich (?:es )?(?:noch )?kann|finche (?:ancora )?posso|enquanto (?:ainda )?posso)"
                r"(?! (?:catch|see|reach|find|ver|voir|sehen|vedere|encontrar|alcanzar|erreichen)\b)")
_THANKS = (r"thank\w*|grateful|gracias|agradec\w*|merci|remercie\w*|danke|dank|grazie|ringrazi\w*|obrigad[oa]|wanted to say|"
           r"quise decir|queria decir|voulais dire|wollte (?:das )?(?:\w+ )?sagen|volevo dir\w*|queria dizer")
# a thanks before a graduation, a move or a last class
_A_LAST_CLASS = (rf"{LEAVING}|graduat\w*|last (?:class|lecture|day of class|semester)|final lecture|ultima clase|dernier cours|"
                 r"letzte vorlesung|ultima lezione|ultima aula|retir\w*|jubil\w*|erasmus|exchange|sabbatical|maternity leave|"
                 r"(?:i am|i will be) leaving (?:for|to)|(?:library|building|lab|office|bib|biblioteca|bibliotheque|bibliothek) "
                 r"(?:\w+ ){0,3}(?:closes|is closing|ferme|schliesst|macht \w+ zu|chiude|fecha|cierra)|class ends|end of (?:term|"
                 r"the term|semester)|deactivat\w*|retraite|ruhestand|pensione|aposenta\w*|travaux|umbau|lavori|reforma|obras|"
                 r"meal plan|partez a|in den ruhestand|va in pensione|se aposenta|se jubila|sign (?:up|me up)|register|"
                 r"enrol\w*|iscriv\w*|inscrib\w*|inscri\w*|anmeld\w*|grab")

# --- insurance that must pay out whatever happens, and the family provided for ----------------------------------------
# ("life insurance" itself is blanked by the benign guard, benign.py: the payout is what is read)
_PAYS_OUT = (r"pays? out (?:\w+ ){0,2}(?:no matter what|whatever happens|(?:even )?(?:if|for|on) (?:a )?suicide)|(?:paga|pagan|"
             r"cubre) (?:\w+ ){0,2}(?:pase lo que pase|aunque sea (?:un )?suicidio)|(?:verse|paie|couvre) (?:\w+ ){0,2}(?:quoi "
             r"qu il arrive|meme en cas de suicide)|zahlt (?:\w+ ){0,2}(?:egal was passiert|auch bei suizid)|paga (?:\w+ ){0,2}"
             r"(?:qualunque cosa succeda|anche in caso di suicidio)|paga (?:\w+ ){0,2}(?:aconteca o que acontecer|mesmo em "
             r"caso de suicidio)")
_PROVIDED_FOR = (r"(?:my )?(?:partner|family|kids|children|wife|husband|parents|son|daughter) (?:will|would) be (?:ok|okay|fine|"
                 r"taken care of|alright)|mi (?:familia|pareja|hijos?|hija) (?:va|van) a estar bien|(?:ma famille|mes enfants|"
                 r"mon conjoint) (?:ira|iront|sera|seront) bien|(?:meine familie|meine kinder) (?:wird|werden) versorgt|(?:la mia "
                 r"famiglia|i miei figli) (?:stara|staranno) bene|(?:minha familia|meus filhos) (?:vai|vao) ficar bem")
_A_COURSE = r"class|course|homework|assignment|finance|actuar\w*|econ\w*|case study|essay|quiz|exam"

# --- the family kept from the bills if something happens ------------------------------------------------------------
_FAMILY_KEPT_FROM_COSTS = (r"(?:do not|dont) want (?:my )?(?:family|parents|mom|dad|partner) (?:to be )?(?:stuck with|to pay|to "
                           r"have|paying|to deal with) (?:any )?(?:fees|costs|bills|expenses|debt)|so (?:that )?nothing "
                           r"(?:goes|falls|gets passed) (?:on )?to my (?:parents|family)|no quiero que mi familia (?:tenga|pague) "
                           r"(?:gastos|nada|deudas)|je ne veux pas que ma famille (?:ait|paie) (?:des frais|quoi que ce soit|de "
                           r"dettes)|(?:meine familie|meine eltern) (?:soll|sollen) keine kosten haben|non voglio che la mia "
                           r"famiglia (?:abbia|paghi) (?:spese|costi|debiti)|nao quero que minha familia tenha (?:despesa|gastos|"
                           r"dividas)")
_IF_SOMETHING_HAPPENS = (r"if something (?:happens|were to happen) to me|if i am not (?:around|here)|if anything happens to me|"
                         r"si me pasa algo|si ya no estoy|s il m arrive quelque chose|si je ne suis plus la|falls mir "
                         r"(?:was|etwas) passiert|wenn mir (?:was|etwas) passiert|se mi succede qualcosa|se acontecer alguma "
                         r"coisa comigo|se algo me acontecer|se eu nao estiver")

# --- work left so it can go on without the writer -------------------------------------------------------------------
_GOES_ON_WITHOUT_ME = (r"(?:go on|carry on|keep going|finish it) without me|(?:seguir|continuar|terminar)\w* (?:\w+ ){0,3}"
                       r"sin mi\b|(?:continuer|finir|terminer) (?:\w+ ){0,3}sans moi|ohne mich (?:\w+ ){0,3}(?:weitermachen|"
                       r"weiterfuehren|fertig machen)|(?:continuare|finire) (?:\w+ ){0,3}senza di me|(?:continuar|terminar) "
                       r"(?:\w+ ){0,3}sem mim|(?:she|he) (?:will )?finish(?:es)? (?:it )?better than me|termina melhor que eu|"
                       r"lo termina mejor que yo")
_MY_WORK = (r"data|code|thesis|dissertation|samples|analysis|readme|drive|server|protocol|notebook|datos|muestras|"
            r"protocolo|cuaderno|tesis|donnees|echantillons|daten|promotion\w*|proben|dati|campioni|tesi|dados|"
            r"amostras|tese|mestrado|doutorado")

# --- a scholarship or a place given up now, with goodbye words ------------------------------------------------------
_GIVEN_UP = (r"(?:forward|give|release|pass|hand) (?:\w+ ){0,2}(?:my )?(?:scholarship|stipend|bursary|spot|place|seat|contract) "
             r"(?:\w+ ){0,3}(?:to|for) (?:the next|someone|whoever|another)|(?:releasing|giving up|passing on) my (?:scholarship|"
             r"stipend|bursary|spot|place|seat) (?:to|for) (?:someone|the next|whoever|another)|(?:la|mi) beca (?:\w+ )?(?:para|a) "
             r"(?:otra persona|el siguiente|la siguiente|quien)|(?:ma )?bourse (?:\w+ )?(?:a|pour) (?:quelqu un d autre|le suivant)|"
             r"(?:mein )?stipendium (?:\w+ ){0,2}(?:an|fuer) (?:jemand anderen|den naechsten)|(?:la mia )?borsa (?:\w+ ){0,3}(?:a|alla|"
             r"al) (?:prossim[oa]|qualcun altro)|(?:a )?bolsa (?:\w+ ){0,3}(?:pro|pra|para) (?:\w+ )?(?:outr[oa]|proxim[oa])")
_GOODBYE_WORDS = (r"i will miss (?:everyone|you all|all of you|y all)|effective immediately|i am done|non torno|da subito|"
                  r"(?:he|she) needs it more|ele precisa mais|ha bisogno dei soldi|it has been a privilege|echare de menos a "
                  r"todos|vous allez me manquer|ich werde euch vermissen|mi mancherete|vou sentir falta de todos")

# --- a message scheduled for when the writer is gone ----------------------------------------------------------------
_SCHEDULED = (r"scheduled (?:an? )?(?:email|message|text|post)|schedule (?:an? )?(?:email|message|text|post)|(?:deje|tengo) "
              r"programad[oa] (?:un|una) (?:correo|mensaje|mail)|(?:j ai )?programme (?:un|une) (?:message|mail|e mail)|(?:eine )?"
              r"(?:mail|nachricht) (?:\w+ )?(?:geplant|terminiert|zeitversetzt)|(?:ho )?programmato (?:una|un) (?:mail|messaggio|"
              r"email)|agendei (?:um|uma) (?:e ?mail|mensagem)")
_WHEN_GONE = (r"(?:when i am (?:already )?gone|after i am gone)(?! (?:for|on|to|until|till|over|at|in)\b)|(?:do not|dont) (?:go )?look(?:ing)? for it (?:early|before)|no se "
              r"asusten si (?:ya )?no (?:respondo|estoy|contesto)|no te asustes si (?:ya )?no (?:respondo|estoy|contesto)|ne paniquez pas|(?:je )?(?:previens|previens) juste|erschreckt nicht|non spaventatevi|"
              r"nao se assustem|pra nao estranharem|para nao estranharem|cuando ya no este|quand je ne serai plus la|wenn ich "
              r"nicht mehr da bin|quando non ci saro piu|quando eu nao estiver mais")
# a birthday, a newsletter, an out-of-office, an announcement planned
_AN_ANNOUNCEMENT = (rf"{LAUGHTER}|birthday|cumpleanos|anniversaire|geburtstag|compleanno|aniversario|newsletter|reminder|"
                    r"recordatorio|rappel|erinnerung|promemoria|lembrete|out of office|vacation|vacaciones|vacances|urlaub|"
                    r"ferie|ferias|announcement|anuncio|annonce|ankuendigung|annuncio|results|resultados|resultats|"
                    r"ergebnisse|risultati|surprise|sorpresa|ueberraschung|surpresa")
# an insurance, a refund, an illness, a trip, a delay: an ordinary worry about bills
_AN_ORDINARY_BILL = (r"insurance|seguro|assurance|versicherung|assicurazione|refund|reembolso|remboursement|rueckerstattung|"
                     r"rimborso|withdraw\w*|delayed|retrasad\w*|retarde|verspaet\w*|ritard\w*|atrasad\w*|mono|(?:medical|"
                     r"hospital|er) bills?|emergency room|(?:the|in the|to the) er|hiking|evacuat\w*|travel|viaje|voyage|reise|"
                     r"viaggio|viagem|cosign\w*|co sign\w*|erasmus|exchange")
# away for a while: fieldwork, a surgery, part-time, a conference
_AWAY_A_WHILE = (r"while i am (?:away|on leave|at|in|doing)|(?:parental|medical|research|maternity|paternity) leave|leave of "
                 r"absence|field ?work|part time|surgery|sabbatical|conference|mientras (?:estoy|este)|pendant (?:mon|ma|que je)|"
                 r"waehrend (?:ich|meine\w*)|mentre (?:sono|saro)|enquanto (?:estou|estiver)|cirugia|operation|operazione|"
                 r"cirurgia|congreso|congres|konferenz|congresso|today|late|running late|fever|sick")

# --- a method and a date chosen; logged off or uninstalled "irl"; someone "ending it" if an exam is failed (session 38,
# read misses of set 64: "not being dramatic, i have a method and a date picked", "logging off permanently, not slack,
# like irl", "my roommate said if he fails the qual he's ending it") ---------------------------------------------------
_METHOD_AND_DATE = (r"(?:have|got|picked|chose|chosen|decided on|settled on) (?:a|the|my) (?:method|way)(?: to do it)? (?:and|&) "
                    r"(?:a|the) (?:date|day|time)(?: picked| chosen| set)?|tengo (?:el|un) metodo y (?:la|una) fecha|(?:j ai|jai) "
                    r"(?:la|une) methode et (?:la|une) date|(?:ich )?(?:habe|hab) (?:die|eine) methode und (?:das|ein) datum|ho "
                    r"(?:il|un) metodo e (?:la|una) data|tenho (?:o|um) metodo e (?:a|uma) data")
_A_STUDY = (r"thesis|experiment|study|research|analysis|survey|data|defen[cs]e|presentation|paper|lab|project|tesis|these|"
            r"these|arbeit|tesi|tese|interview|wedding|boda|hochzeit|matrimonio|casamento|proposal")
_LOGGED_OFF_IRL = (r"(?:log\w* off|logout|log out|uninstall\w*|alt f4\w*|delete\w*) (?:\w+ ){0,4}(?:irl|in real life|"
                   r"from life|from existence)(?! (?:to|and|see|for|until|till)\b)|(?:uninstall|delete|alt f4) myself")
_IF_HE_FAILS = (r"if (?:he|she|they) (?:fails?|loses?|does not (?:pass|get)|do not (?:pass|get)|gets? rejected|flunks?)|si "
                r"(?:reprueba|suspende|no aprueba|pierde)|s (?:il|elle) (?:rate|echoue|perd)|wenn (?:er|sie) (?:durchfaellt|nicht "
                r"besteht|verliert)|se (?:non passa|fallisce|perde|viene bocciat[oa])|se (?:ele|ela) (?:reprovar|nao passar|perder)")
_ENDING_IT = (r"(?:he|she|they) (?:is|are|will|would) (?:going to )?(?:end|ending) it all\b|(?:he|she|they) (?:is|are|will|"
              r"would) (?:going to )?(?:end|ending) (?:his|her|their) life")

# not here to hand the work in ("the extension deadline can be whenever, I won't be here to turn it in")
_NOT_HERE_TO_HAND_IN = (r"(?:will not|wont|probably will not|probably wont) (?:even )?be (?:here|around|alive) (?:anymore |any more )?to (?:turn|hand) (?:it|them|this) in|"
                        r"(?:no|ya no) (?:voy a |estare )?(?:estar )?(?:aqui )?para entregar\w*|(?:ne )?serai plus la pour le "
                        r"rendre|nicht mehr da (?:bin|sein werde),? um (?:es|sie) abzugeben|non ci saro piu per consegnar\w*|nao "
                        r"vou estar (?:mais )?aqui (?:pra|para) entregar")

# someone's writing about ending things that did not read as fiction (session 40, a read blind miss of set 72: "one of my
# students wrote in his reflection essay about ending things after finals and it did not read like fiction")
_SOMEONE_WROTE = (r"(?:wrote|writes|written|posted|journal\w*|essay|reflection|story|poem|assignment)\b.{0,80}\b(?:about|that)"
                  r"|(?:escribio|ha escrito|a ecrit|hat (?:\w+ )?geschrieben|ha scritto|escreveu)")
_OF_ENDING_IT = (r"ending (?:things|it all|it|his life|her life|their life|everything)|killing (?:himself|herself|themselves)|"
                 r"suicide|taking (?:his|her|their) (?:own )?life|not (?:wanting to )?(?:be|being) (?:here|around|alive)|(?:is|"
                 r"was|s) done (?:being (?:here|around|alive)|living)|(?:does not|doesnt|did not) want to (?:be here|be "
                 r"around|live|be alive)|quitarse la vida|suicidarse|matarse|se tuer|se suicider|sich (?:\w+ )?umzubringen|"
                 r"sich das leben zu nehmen|togliersi la vita|uccidersi|suicidarsi|se matar|tirar a propria vida|se suicidar")
_NOT_FICTION = (r"(?:did|does|do) not (?:read|sound|seem|feel|look) like (?:fiction|a story|an assignment|a joke|creative "
                r"writing|a prompt)|(?:felt|feels|seemed|seems|sounded|sounds|read|reads) (?:very |really |too |so |a lot |more )?"
                r"like (?:a goodbye|a plan|a (?:suicide )?note|a farewell)|i (?:think|am worried|worry) (?:he|she|they) (?:meant|"
                r"means|mean) it|no (?:parecia|sonaba a) ficcion|ne (?:ressemblait|sonnait) pas (?:a|comme) (?:de la |une )?"
                r"fiction|(?:klang|wirkte) nicht (?:nach|wie) fiktion|non sembrava (?:finzione|fiction)|nao parecia ficcao|"
                r"(?:parecia|sonaba a|ressemblait a|klang wie|sembrava) (?:una |un |ein |uma )?(?:despedida|adieu|abschied|addio)")

SELF_HARM = [
    # "cancelen mi cita en bienestar estudiantil, ya no la necesito, ya está todo decidido", "den Termin bei der
    # psychosozialen Beratung sag ich ab. hat sich erledigt, hab meine Entscheidung getroffen"
    rf"\b{unless(NOT_REAL, LAUGHTER, _A_REPLACEMENT)}(?:{_HELP_CANCELLED})\b.{{0,100}}\b(?:{_DECIDED})\b",
    rf"\b{unless(NOT_REAL, LAUGHTER, _A_REPLACEMENT)}(?:{_DECIDED})\b.{{0,100}}\b(?:{_HELP_CANCELLED})\b",
    # "pls take me off the spring registration list. not coming back. and not in a transfer way", "Inès peut prendre ma
    # paillasse au labo? pas temporairement. pour de bon"
    rf"\b{unless(NOT_REAL, JOKE, _AN_ORDINARY_REASON, _A_REASON_GIVEN)}(?:{_NOT_FOR_A_REASON})\b.{{0,80}}\b(?:{_FOR_GOOD})\b",
    rf"\b{unless(NOT_REAL, JOKE, _AN_ORDINARY_REASON, _A_REASON_GIVEN)}(?:{_FOR_GOOD})\b.{{0,80}}\b(?:{_NOT_FOR_A_REASON})\b",
    # "Obrigado, professora, por não ter desistido de mim no primeiro ano. Queria dizer isso enquanto posso."
    rf"\b{unless(NOT_REAL, JOKE, _A_LAST_CLASS)}(?:{_THANKS})\b.{{0,120}}\b(?:{_WHILE_I_CAN})\b",
    # "does the grad union life insurance still pay out no matter what? just need to know my partner will be ok"
    rf"\b{unless(NOT_REAL, JOKE, _A_COURSE)}(?:{_PAYS_OUT})\b.{{0,120}}\b(?:{_PROVIDED_FOR})\b",
    rf"\b{unless(NOT_REAL, JOKE, _A_COURSE)}(?:{_PROVIDED_FOR})\b.{{0,120}}\b(?:{_PAYS_OUT})\b",
    # "who handles my visa paperwork if i'm not around? i don't want my family stuck with fees from the university"
    rf"\b{unless(NOT_REAL, JOKE, _AN_ORDINARY_REASON, _AN_ORDINARY_BILL)}(?:{_FAMILY_KEPT_FROM_COSTS})\b.{{0,120}}"
    rf"\b(?:{_IF_SOMETHING_HAPPENS})\b",
    rf"\b{unless(NOT_REAL, JOKE, _AN_ORDINARY_REASON, _AN_ORDINARY_BILL)}(?:{_IF_SOMETHING_HAPPENS})\b.{{0,120}}"
    rf"\b(?:{_FAMILY_KEPT_FROM_COSTS})\b",
    # "I documented everything in a README so it can go on without me", "os dados do mestrado ficam com a Bia. ela termina
    # melhor que eu"
    rf"\b{unless(NOT_REAL, JOKE, FICTION, _AN_ORDINARY_REASON, _AWAY_A_WHILE)}(?:{_MY_WORK})\b.{{0,120}}"
    rf"\b(?:{_GOES_ON_WITHOUT_ME})",
    # "I'll miss everyone. Can you forward my scholarship to the next person on the waitlist"
    rf"\b{unless(NOT_REAL, JOKE, _AN_ORDINARY_REASON)}(?:{_GIVEN_UP})\b.{{0,100}}\b(?:{_GOODBYE_WORDS})\b",
    rf"\b{unless(NOT_REAL, JOKE, _AN_ORDINARY_REASON)}(?:{_GOODBYE_WORDS})\b.{{0,100}}\b(?:{_GIVEN_UP})\b",
    rf"\b{unless(NOT_REAL, _A_STUDY)}(?:{_METHOD_AND_DATE})\b",
    rf"\b{unless(NOT_REAL, JOKE, _AN_ORDINARY_REASON, _AWAY_A_WHILE)}(?:{_NOT_HERE_TO_HAND_IN})\b",
    rf"\b{unless(NOT_REAL, FICTION)}(?:{_LOGGED_OFF_IRL})\b",
    rf"\b{unless(NOT_REAL, JOKE)}(?:{_IF_HE_FAILS})\b.{{0,80}}\b(?:{_ENDING_IT})",
    # the one who fails is the one ending it (not "if he fails the bar she is ending it", a breakup)
    r"\bif he (?:fails?|loses?|does not (?:pass|get)|gets? rejected|flunks?)\b.{0,80}\bhe (?:is|will) (?:going to )?(?:end|"
    r"ending) it(?=\W*$| (?:the|this|that|tomorrow|tonight|after|before)\b)",
    r"\bif she (?:fails?|loses?|does not (?:pass|get)|gets? rejected|flunks?)\b.{0,80}\bshe (?:is|will) (?:going to )?(?:end|"
    r"ending) it(?=\W*$| (?:the|this|that|tomorrow|tonight|after|before)\b)",
    # "is there a way to schedule a message on Teams? want something to go to my cohort on Monday when i'm already gone"
    rf"\b{unless(NOT_REAL, JOKE, _AN_ANNOUNCEMENT, _AN_ORDINARY_REASON)}(?:{_SCHEDULED})\b.{{0,120}}\b(?:{_WHEN_GONE})\b",
    rf"\b(?:{_SOMEONE_WROTE})\b.{{0,60}}\b(?:{_OF_ENDING_IT})\b.{{0,80}}\b(?:{_NOT_FICTION})\b",
]
