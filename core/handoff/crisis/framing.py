"""Sentences that frame crisis words as something that is not happening now: an episode that is over ("I was
assaulted two years ago; I'm doing well now and want to volunteer"), a training exercise ("in our RA training
we role-played a resident who wants to die") or a hypothetical ("what should I say if a student tells me
they're suicidal?"). The rules skip such a sentence; every other sentence of the message is still read, and a
word of the present ("again", "tonight", "still", "lately", "scared") keeps the sentence in.

Sentences are split on the raw text (the normaliser drops punctuation); the tests run on the normalised
text. Written for English, Spanish, French, German, Portuguese and Italian.
"""

from __future__ import annotations

import re

from core.handoff.crisis.normalise import normalise

_SENTENCE = re.compile(r"(?<=[.!?;:])\s+|\s+(?=so\s)|\n+|\s+(?=but\s)|\s+(?=pero\s)|\s+(?=mais\s)|\s+(?=aber\s)")

_PAST = re.compile(
    r"\b(?:(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|several|a few|few|many|some|a couple of|couple of)"
    r" (?:years?|months?) ago|last (?:year|spring|fall|autumn|summer|winter|semester|term)|in (?:high school|"
    r"middle school|secondary school|sixth form|my teens|undergrad|(?:19|20)\d\d)|as a (?:kid|child|teen|teenager)|"
    r"when i was (?:younger|a kid|little|a teen|a teenager|in high school|in school|\d+)|growing up|back in (?:high "
    r"school|(?:19|20)\d\d|the day)|years back|in the past|used to|last (?:month|summer)|over the summer|went through "
    r"(?:a|an) (?:\w+ )?(?:episode|phase|crisis|period|relapse)|(?:has|have|she s|he s|they ve) been through|"
    r"(?:\d+|two|three|four|five|six|many|several) (?:years?|months?) (?:clean|sober|free)|"
    r"hace (?:\d+|un|una|dos|tres|unos|varios|muchos) (?:anos|meses|ano|mes)|cuando (?:era|tenia)|en (?:el colegio|"
    r"la prepa|el instituto|la secundaria)|il y a (?:\d+|un|une|deux|trois|quelques|plusieurs) (?:ans|an|mois)|"
    r"quand j etais|au lycee|vor (?:\d+|einem|einigen|ein paar|zwei|drei|vielen) (?:jahren|monaten|jahr)|"
    r"als ich (?:\w+ )?(?:war|klein war)|in der schulzeit|ha (?:\d+|um|uma|dois|tres|alguns|varios) (?:anos|meses)|"
    r"quando eu era|no ensino medio|(?:\d+|un|due|tre|qualche|alcuni|molti) (?:anni|mesi) fa|quando ero|al liceo)\b")

# a statement that it is over now, not merely "no longer" ("i no longer want to live" is the opposite)
_RESOLVED = re.compile(
    r"\b(?:(?:i am|am|i feel|i have been|been|things are|everything is|life is) (?:doing )?(?:really |much |so |a lot |"
    r"totally |completely )?(?:well|better|fine|ok|okay|good|great|safe|stable|healthy|happy)(?: now| today| these days|"
    r" since| for (?:years|months|a long time)| again)?|(?:doing|feeling) (?:really |much |so |a lot )?(?:well|better|"
    r"fine|good|great)|(?:i am|am) (?:in recovery|recovered|safe now|out of (?:that|it|there))|(?:\d+|two|three|four|"
    r"five|six|many|several) (?:years?|months?) (?:clean|sober|free|seizure free|self harm free)|behind me|"
    r"(?:got|have had|had|found) (?:help|therapy|treatment|support)|(?:in|through|after|with) (?:therapy|counseling|"
    r"counselling|treatment)|moved on|have healed|(?:he|she|they) (?:is|are|was|were) (?:arrested|convicted|"
    r"in (?:jail|prison)|out of my life)|(?:have not|never) (?:since|done it since|felt that way since)|not since|"
    r"(?:is|are|fully|has|have|has fully) recovered|(?:is|are) (?:totally |completely |fully |perfectly |absolutely )?"
    r"(?:safe|fine|okay|ok|doing (?:well|fine|better)) now|"
    r"(?:therapy|counselling|counseling|treatment|medication) (?:really )?(?:helped|works|worked)|(?:it is|it was|"
    r"was|is|been|got) resolved|(?:person|guy|man|stalker|ex|abuser|attacker) (?:is|was|were|got|has been) "
    r"(?:arrested|convicted|charged|expelled|jailed)|"
    r"(?:ya )?estoy bien|lo supere|ya paso|je vais bien|ca va (?:mieux|bien)|c est derriere moi|geht es mir (?:jetzt |heute |wieder )?(?:gut|besser)|es geht mir (?:jetzt |"
    r"heute |wieder )?(?:gut|besser)|ist vorbei|estou bem|ja passou|superei|sto bene|e passato|l ho superato)\b")

# training, role-play and hypothetical questions about someone unnamed
_FRAMED = re.compile(
    r"\b(?:role ?play\w*|scenario|simulation|mock (?:call|session|interview)|case study|vignette|practice "
    r"(?:call|scenario|session)|training (?:exercise|scenario|session|module)|in (?:our |my |the )?training(?= (?:we|they|i|you|the trainer|someone) (?:practiced|practised|learned|learnt|were "
    r"taught|role ?played|did a|had to))|in (?:our |my |the )?(?:crisis|first aid|suicide prevention|ra|peer|staff|hotline|"
    r"mentor|safety) training|during (?:our |my |the )?(?:crisis|first aid|suicide prevention|ra|peer|staff|hotline|mentor|"
    r"safety) training|first aid (?:course|training|class)|mental health first aid|qpr|asist|safetalk|"
    r"crisis line training|hotline training|we (?:practiced|practised|learned|learnt|were taught)|they taught us|"
    # (not "hypothetically" nor "in theory": "hypothetically, how many pills would it take" is a classic mask)
    r"(?:is|are|as) (?:a |the )?(?:warning signs?|red flags?|risk factors?)|(?:ra|orientation|mentor|peer|staff|"
    r"lifeguard|emt|resident assistant) (?:training|recertification|certification)|training (?:\w+ ){0,2}(?:was|is) "
    r"(?:about|on)|practi[sc](?:e|ing) (?:rescuing|on a (?:dummy|manikin|mannequin)|cpr|first aid|assessing)|"
    r"(?:formacion|formation|schulung|formacao|formazione) (?:de|des|fuer|para|per) \w+|nos ensenaron|"
    # what was practised in a placement and what one learns to do, in the five languages: "no estágio a gente treinou
    # acolhimento de paciente com tentativa de suicídio", "quiero aprender qué hacer ante una sobredosis" (a course's
    # name alone frames nothing: "ho fatto il corso di primo soccorso ma mio padre non respira")
    r"(?:a gente|nos|nosotros|on|wir|abbiamo) (?:treinou|treinamos|praticou|praticamos|simulou|simulamos|"
    r"entrenamos|practicamos|simulamos|a (?:appris|pratique|simule)|haben (?:geuebt|trainiert|simuliert)|"
    r"(?:fatto pratica|simulato|imparato))|"
    r"(?:aprender|apprendre|lernen|imparare|learn|learning|ensenan|ensenaron|ensinam|ensinaram|insegnano|insegnato|"
    r"beibringen|teach us|taught us) (?:a )?(?:que|quoi|was|cosa|o que|what) (?:hacer|faire|tun|fare|fazer|to do) "
    r"(?:ante|en caso de|en cas d|bei|in caso di|em caso de|diante de|in case of|with|si|se|wenn|if) (?:una|un|une|"
    r"einer|einem|uma|um|an?|alguien|alguem|quelqu un|jemand|qualcuno|someone)|"
    # fiction only with its character: a student's own poem about wanting to die is a warning sign, not fiction
    r"(?:story|novel|play|script|screenplay|thriller|fanfic|cuento|relato|novela|nouvelle|roman|kurzgeschichte|"
    r"conto|racconto|romanzo|opera|musical|obra|piece|oper|theaterstueck|stueck|pieza|peca|film|movie|ballet|peli|"
    r"pelicula|filme|serie|series|episode|episodio|folge|puntata|anime|manga|livre|libro|buch|livro|videojuego|jeu video)\b"
    r"(?: \w+){0,8} (?:character|narrator|protagonist|figur|personaje|personnage|personagem|personaggio|soprano|"
    r"tenor|baritone|mezzo|heroine|hero|villain|protagonista|heroina|heldin|eroina|lead|prota|protagoniste|hauptfigur|"
    r"protagonistin|heros|held)\b|"
    # what made someone choose a field: "my cousin overdosed in 2019 and that's why i'm studying addiction medicine"
    r"(?:that is why|which is why|is why|why) i (?:am|chose|want to|decided to) (?:studying|study|researching|research|"
    r"majoring|going into|work in|working in|volunteer\w*|becoming)\b|"
    # a role on stage: "i'm playing a character who dies by suicide in the spring play"
    r"(?:playing|play|cast as|portraying|portray|my role as|audition\w* for) (?:a|the) (?:character|role|part)\b|"
    # a practice question quoting a patient: "NCLEX prep: patient states 'I have a plan to hurt myself'"
    r"(?<!\bmy )(?<!\bour )(?:the |a )?(?:patient|client) (?:states|verbalizes|verbalises|reports to the nurse|"
    r"tells the nurse|says to the nurse)|(?:will|would|does|do) (?:it|this|that) (?:go on|show up on|appear on|"
    r"affect|be on|stay on) my (?:record|transcript|file)|(?:if|when) (?:a student|someone|somebody|a person|"
    r"students|a resident|a friend) (?:reports?|discloses?|tells?|says?|mentions?|writes?)|(?:rotation|placement|"
    r"clinical|practicum|internship|shift) (?:\w+ ){0,3}(?:had|with|saw|treated) (?:a|an) (?:patient|client)|"
    r"(?:what|how) (?:should|do|would|can|could|am i supposed to|are we supposed to) (?:i|we|you|staff|an? \w+|ras?|"
    r"tas?) (?:do|say|respond|react|handle|help|support|report|refer)\b(?: \w+){0,4} (?:if|when) (?:a|an|someone|"
    r"somebody|a student|one of my \w+|a resident|a friend|a classmate|a peer|a client|a patient|a caller|students?)|"
    r"what is the (?:policy|procedure|protocol|process) (?:if|when|for)|what happens (?:if|when) (?:a|an|someone|"
    r"somebody|a student|students)|que (?:debo|deberia|hago) (?:hacer |decir )?si (?:un|una|alguien)|que (?:dois|"
    r"devrais|faire) (?:je )?(?:faire |dire )?si (?:un|une|quelqu un)|was (?:soll|sollte) ich (?:tun|sagen),? wenn "
    r"(?:ein|eine|jemand)|o que (?:devo|deveria) (?:fazer |dizer )?se (?:um|uma|alguem)|cosa (?:devo|dovrei) "
    r"(?:fare |dire )?se (?:un|una|qualcuno))\b")

# a word of the present keeps the sentence: "i was fine for years but lately it's back", "again tonight"
_PRESENT = re.compile(
    r"(?<!\bcan i )(?<!\bcould i )(?<!\bwill i )(?<!\bdo i )(?<!\bis it )(?<!\bam i )(?<!\bcan we )"
    r"\b(?:again|still|started|starting|back(?! in| when| then| home)|lately|i mean it|for real|not joking|no joke|recently|tonight|right now|currently|keeps? (?:on |\w+ing\b)|keeping|"
    r"just|scared|afraid|terrified|worried|urges?|relaps\w*|tempted|craving|can not stop|planning|going to|gonna|"
    r"this week|now (?:i|he|she|they) (?:want|wants|feel|feels|am|is|are) (?:to )?(?:die|end|kill|hurt|cut|"
    r"disappear|suicidal|hopeless|like (?:dying|ending))|"
    r"otra vez|de nuevo|todavia|esta noche|encore|a nouveau|ce soir|toujours|wieder|immer noch|heute abend|"
    r"heute nacht|de novo|ainda|hoje a noite|di nuovo|ancora|stasera|"
    # a frame broken by the present: "practicamos qué hacer si alguien intenta suicidarse, pero ahora soy yo"
    r"but (?:now|today)|pero (?:ahora|hoy)|mais (?:la|maintenant|aujourd hui)|aber (?:jetzt|heute)|ma (?:ora|oggi|adesso)|"
    r"mas (?:agora|hoje)|"
    # ... or by the writer meaning to do the same: "vi una serie donde la protagonista se suicida y yo quiero hacer lo
    # mismo" (a review of session 33)
    r"(?:hacer|hare|faire|fais|machen|mach|fare|faccio|fazer|faco|do) (?:lo mismo|pareil|la meme chose|das "
    r"gleiche|dasselbe|lo stesso|la stessa cosa|o mesmo|the same)|genau so werde ich|genauso werde ich|same thing|"
    r"ya tengo|j ai (?:les|le|la|deja)|ich hab (?:schon|die|den|das)|ho gia|ja tenho|i already have)\b"
    r"|\b(?:my|mi|mon|ma|meu|minha|mio|mia|mein|meine) (?:\w+ )?(?:friend|roommate|brother|sister|partner|"
    r"boyfriend|girlfriend|amig[oa]|copine?|freund\w*|amic[oa]) (?:is|has|just|took|wants|said|told|texted)\b")


def without_framed_sentences(text: str) -> str:
    """``text`` without the sentences that place its crisis words in an episode that is over, a training or a
    hypothetical. A word of the present anywhere in the message keeps every sentence; an episode counts as
    over when the message says so in any sentence ("…two years ago. I'm doing much better now")."""
    whole = normalise(text)[-1]
    if _PRESENT.search(whole):
        return text
    resolved = bool(_RESOLVED.search(whole))
    sentences = [s for s in _SENTENCE.split(text) if s and s.strip()]
    kept = []
    for sentence in sentences:
        words = normalise(sentence)[-1]
        if _FRAMED.search(words) or (resolved and _PAST.search(words)):
            continue
        kept.append(sentence)
    return " ".join(kept)


# An incident that is over and left nobody hurt: "il y a eu un petit incendie au labo hier, personne n'est blessé,
# je dois remplir un rapport ?". The model layers read its fire and its "hurt" as an emergency (their neighbours are
# emergencies); the rules never alarm on it. Both halves are needed, and a word of the present keeps the alarm.
_ALL_CLEAR = re.compile(
    r"\b(?:(?:nobody|no one|noone) (?:was|got|is|were) (?:hurt|injured)|(?:everyone|everybody) (?:is|s|was|were) "
    r"(?:fine|ok|okay|safe|alright|all right)|nadie (?:salio|resulto|quedo|esta|ha salido|ha resultado) herido|"
    r"nadie se hizo (?:dano|nada)|todos estan bien|personne n (?:est|a ete) blesse\w*|personne ne s est blesse\w*|"
    r"tout le monde va bien|tout le monde est sain et sauf|niemand (?:wurde|ist|war|hat sich) (?:verletzt|was getan)|"
    r"allen geht es gut|alle sind wohlauf|ninguem (?:se machucou|ficou ferido|se feriu|saiu ferido|se machuc\w*)|"
    r"todos estao bem|todo mundo esta bem|nessuno (?:si e fatto male|si e fatto niente|e rimasto ferito|e ferito)|"
    r"stanno tutti bene)\b")
_BEFORE_NOW = re.compile(
    r"\b(?:yesterday|last (?:night|week|weekend)|earlier today|this morning|there was|there were|ayer|anoche|la semana "
    r"pasada|el finde pasado|hubo|hier (?:soir|matin|apres midi)|avant hier|la semaine derniere|il y a eu|gestern|"
    r"letzte woche|es gab|ieri|la settimana scorsa|c e stato|c e stata|ce stato|ce stata|ontem|semana passada|teve|"
    r"houve)\b")


# what someone means to do next is no incident that is over ("nobody was hurt, next time i'll burn it down")
_INTENT = re.compile(
    r"\b(?:next time|i ll|i will|i m going|i am going|i want|voy a|quiero|la proxima|je vais|je veux|la prochaine fois|"
    r"ich werde|ich will|naechstes mal|vou|quero|da proxima vez|la prossima volta|vado a|voglio)\b")


def reports_an_incident_over(text: str) -> bool:
    """Whether ``text`` reports an incident that is over and left nobody hurt, with no word of the present and
    nothing its writer means to do."""
    whole = normalise(text)[-1]
    return bool(_ALL_CLEAR.search(whole) and _BEFORE_NOW.search(whole) and not _PRESENT.search(whole)
                and not _INTENT.search(whole))


# crisis words that name a topic (nouns), not an event: a thesis on suicide prevention, a moot court case about
# a sexual assault, "violencia de género" in a criminology class. Not the nouns of an emergency happening now
# ("an active shooter in the lecture hall", "an overdose after class"): those are never a topic here.
_TOPIC = re.compile(
    r"(?:suicide|suicides|suicide attempts?|suicide prevention|suicidal|suicidal (?:thinking|ideation|thoughts|"
    r"behaviou?r|risk)|suicidaire|suicidario|suicida|self harm|self injury|non suicidal self injury|"
    r"sexual assaults?|sexual violence|sexual abuse|sexual misconduct|rape|domestic violence|domestic abuse|"
    r"intimate partner violence|dating violence|family violence|gender violence|abusive relationships?|stalking|"
    r"suicidio|suicidios|suicidi|suizid\w*|selbstmord\w*|selbstverletzung\w*|"
    r"violencia (?:de genero|domestica|sexual|intrafamiliar)|violences? (?:sexuelles?|conjugales?)|"
    r"haeusliche gewalt|sexualisierte gewalt|violenza (?:domestica|sessuale|di genere)|violencia domestica|"
    r"automutilation|autolesion\w*|autolesionismo|suicidalitaet|suizidalitaet|scarifications?|automutila\w*|"
    r"autoagressao|autoagresion|selbstverletzendes verhalten)")
_CONTEXT = re.compile(
    r"\b(?:thesis|dissertation|research\w*|study|studies|studying|survey|dataset|data|paper|essay|reflections? (?:paper|papers|essay|essays|journal|about|on)|exam|"
    r"course|class|classes|lecture|seminar|module|textbook|chapter|readings?|moot court|law school|case law|"
    r"policy|policies|brief|training|workshop|certification|irb|ethics|participants|interviews?|transcripts|"
    r"literature|journal|article|bibliography|podcast|play|novel|film|documentary|posters?|campaign|awareness|"
    r"prevention|panel|volunteer\w*|hotline|club|newspaper|media|news|psych\w*|criminolog\w*|sociolog\w*|"
    r"nursing|social work|public health|tfg|tcc|tesis|tesi|memoire|bachelorarbeit|masterarbeit|hausarbeit|"
    r"referat|seminararbeit|ausbildung|pflegeausbildung|soziale arbeit|bibliografia|bibliographie|quellen|"
    r"comite|ethikvotum|comitato|projet|proyecto|projeto|progetto|cours|curso|corso|kurs|vorlesung|examen|"
    # a talk or slides to give, and the figures for it: "hago una presentacion sobre autolesiones, puedo usar
    # datos de la OMS?"
    r"presentation|presentations|presentacion|presentaciones|presentazione|apresentar|praesentation|slides|"
    r"diapositivas|datos|dados|dati|daten|chiffres|estadisticas|estatisticas|statistiche|statistiques|statistik|"
    r"prova|esame|klausur|trabajo|travail|trabalho|monografia|artigo|apresentacao|disciplina|title ix|orientation|trigger warning|content warning|statistics|"
    r"rates?|epidemiolog\w*|pharmacolog\w*|toxicolog\w*|debate|debating|moot court|mock trial|guest speaker|speaker|talk|umfrage|promotion|doktorarbeit|"
    r"ethikkommission|encuesta|enquete|sondaggio|pesquisa|questionario|questionnaire|voluntari[oa]s?|benevol\w*|"
    r"ehrenamt\w*|volontari\w*|linea|ligne|prevencion|praevention|prevenzione|prevencao|scena|escena|scene|"
    r"stage|buehne|opera|recital|saggio|libretto|chorus|coro|theatre|theater|teatro|theaterstueck|spettacolo|"
    r"roman|novela|romanzo|ifsi|pflege\w*|infermieristica|tirocinio|"
    r"enfermeria|soins infirmiers|enfermagem|sante publique|salud publica|saude publica|sanita pubblica|"
    # the fields and the citing of coursework in the other languages: "en psicología clínica analizamos un caso
    # de autolesiones, ¿hay que citar en APA?"
    r"psicolog\w*|psicopatolog\w*|psicoterap\w*|psiquiatr\w*|psichiatr\w*|aula|clase|lezione|lezioni|caso clinico|"
    r"cas clinique|case report|fallstudie|fallbeispiel|estudo de caso|estudio de caso|studio di caso|apa|abnt|"
    r"citar|citer|zitieren|citare|cite|"
    # a course, a talk or a campaign by its name in the other languages, and a law class's case (session 20: "a
    # disciplina de criminologia que fala de violencia domestica", "le webinaire parler du suicide sans tabou")
    r"seminario|seminaire|webinar|webinaire|webinario|trilha|optativa|eletiva|electiva|asignatura|matiere|fach|"
    r"essay\w*|dissert|philo|philosoph\w*|filosof\w*|etica|ethique|ethik|sensibilisation|sensibilizacion|"
    r"sensibilizzazione|conscientizacao|sensibilisierung|aufklaerung\w*|derecho|direito|droit|jura|"
    r"giurisprudenza|jurisprudencia|asso|association|associacao|associazione|caso practico|caso pratico|"
    r"cas pratique|fictici[oa]|fictif|fictive|fittizi[oa]|tesina|tesine|"
    # literature, and a simulated patient (session 30, read blind look-alikes: "en literatura toca analizar el suicidio en
    # la poesia de alfonsina storni", "la simulazione di un paziente dopo un tentato suicidio"); not poetry alone, which
    # a student's own poem is too ("mi poesia es sobre el suicidio, el mio": a review)
    r"literatura|litterature|literatur|letteratura|simulation|simulacion|simulazione|simulacao)\b")
_PERSONAL = re.compile(r"\b(?:report|reporting|reported|disclose|disclosing|tell someone about|denunciar|signaler|"
                       r"anzeigen|melden|denunciare)\b|"
                       # a thought or a plan without its subject: "been thinking about suicide a lot"
                       r"\b(?:thinking|thought|think|thoughts|considering|contemplating|planning|plan|want|wanting|"
                       r"urges?|attempt|attempted|tried|trying|pensando|pienso|pense|denke|penso|sto pensando)\b"
                       r"(?: \w+){0,3} (?:suicid\w*|self harm\w*|selbstmord\w*|suizid\w*)|"
                       r"\b(?:i am|i have been|been|am|we are|she is|he is|they are) (?:in|stuck in|trapped in|living "
                       r"in|leaving|trying to leave|still in) (?:an? |this |my )?(?:abusive|violent|toxic|controlling)\b|"
                       # (not through a study noun: "il me faut les taux de suicide", "mi servono i tassi di suicidio")
                       r"\b(?:i|me|myself|yo|je|ich|eu|io)\b(?: (?!(?:taux|tasa|tasas|taxa|taxas|tasso|tassi|rates?|"
                       r"prevention|prevencion|prevenzione|prevencao|praevention|factores|facteurs|fatores|fattori|"
                       r"statistics|statistiques|estadisticas|statistiche)\b)\w+){0,4} "
                       r"(?:suicid\w*|self harm\w*|cut\w*|"
                       r"raped|assaulted|abused|stalked|overdos\w*|kill\w*|die|dying)\b|\bit happened\b|happened to me|"
                       r"\b(?:me paso|m est arrive|mir passiert|aconteceu comigo|mi e successo)\b|"
                       # thoughts of it had ("ho pensieri di suicidio da quando studio letteratura": a review)
                       r"\b(?:ho|tengo|j ai|tenho|ich habe|hab|i have|i ve had|i had) (?:\w+ ){0,2}(?:pensieri|pensamientos|"
                       r"ideas|idees|pensees|pensamentos|gedanken|thoughts) (?:di|de|of|an|about)\b|"
                       # the writer a patient, or the poem one's own (a review of session 30)
                       r"\b(?:soy|sono|je suis|ich bin|sou|i am|as an?|como|come|comme|als) (?:\w+ )?(?:paciente|patient|"
                       r"paziente|patiente|patientin)\b|\b(?:mi|my|la mia|ma|mein|meu|minha) (?:\w+ )?(?:poesia|poem|poema|"
                       r"poeme|gedicht|poesie)\b|\b(?:escribi|wrote|ho scritto|j ai ecrit|geschrieben|escrevi) (?:una|a|un|"
                       r"une|ein|um|uma) (?:poesia|poem|poema|poeme|gedicht)\b|"
                       # the study noun as one's own, in languages that drop the pronoun: "tengo todos los
                       # factores de riesgo de suicidio", "j'ai tous les signes"
                       r"\b(?:i have|i meet|i tick|i check|i fit|i show|tengo|cumplo|presento|j ai|je coche|je "
                       r"presente|ich habe|ich erfuelle|ich zeige|tenho|cumpro|apresento|ho|soddisfo)\b"
                       r"(?: \w+){0,3} (?:factores|facteurs|fatores|fattori|risikofaktoren|risk factors|warning "
                       r"signs|signs|signos|senales|signes|sinais|segnali|anzeichen|warnsignale|sintomas|symptomes|"
                       r"symptome|sintomi|symptoms)\b|\b(?:forces?|forced|"
                       r"hurts?|hits?|beats?|threatens?|threatened|touch\w*|follows?|followed|rapes?|raped) (?:me|us)\b|"
                       # someone close is in it: "my roommate told me about her suicide plan — is there a policy?"
                       r"\b(?:my|our|mi|mon|ma|mein|meine|meu|minha|mio|mia) (?:\w+ )?(?:friend|roommate|flatmate|"
                       r"housemate|suitemate|sister|brother|cousin|mom|mum|mother|dad|father|partner|boyfriend|"
                       r"girlfriend|husband|wife|son|daughter|classmate|teammate|student|resident|amig[oa]|"
                       r"companer[oa]|hermana|hermano|amie?|copine?|soeur|frere|freund\w*|schwester|bruder|"
                       r"amic[oa]|sorella|fratello|irma|irmao|novio|novia|copain|copine|ragazzo|ragazza|namorad[oa]|"
                       r"pareja|marido|mari|esposo|esposa|marito|moglie|ehemann|partnerin)s?\b|"
                       # what someone does to the writer, and a way out "for me": "es igualito a lo que me hace mi
                       # novio", "tout ce que mon copain me fait subir", "o unico caminho pra mim"
                       r"\b(?:lo|ce|das|was|quello|cio|o|what|that) (?:que |qu |che |er |sie )?(?:\w+ ){0,3}?"
                       r"(?:me hace|me hizo|me fait|m a fait|me faz|me fez|mi fa|mi ha fatto|mir antut|mir angetan|"
                       r"does to me|did to me|puts me through)\b|\b(?:unico|unica|seule?|einzige|only) (?:\w+ )?"
                       r"(?:caminho|camino|salida|saida|solution|loesung|ausweg|soluzione|via|way out|way|option|"
                       r"opcion|opcao)\b(?: \w+){0,2} (?:pra mim|para mi|para mim|pour moi|fuer mich|per me|for me)\b|"
                       r"\b(?:pra mim|para mi|para mim|pour moi|fuer mich|per me|for me)(?: \w+){0,3} (?:unico|unica|"
                       r"seule?|einzige|only)\b")


def names_only_topics(phrases: tuple[str, ...], normalised: str) -> bool:
    """Whether every crisis phrase the rules found names a topic of study, training or policy (and the message
    is about one), with no person in it now: "my thesis is on suicide prevention" — not "i feel suicidal"."""
    return (bool(phrases) and all(_TOPIC.fullmatch(p) for p in phrases) and bool(_CONTEXT.search(normalised))
            and all(_marked_as_topic(p, normalised) for p in phrases)
            and not _PERSONAL.search(normalised) and not _PRESENT.search(normalised)
            and not _FOLLOWING_OR_MEANS.search(normalised))


# the writer following the person studied, the means at hand, or the person one's own: "Pavese e il suo suicidio… ho
# già messo da parte le pillole", "Romain Gary et son suicide… je pense à faire pareil", "kurt cobain and his suicide.
# i'm next" (a red-team and a review of session 29)
_FOLLOWING_OR_MEANS = re.compile(
    r"\b(?:pills|pastillas|pilules|cachets|tabletten|pillole|comprimidos|remedios|rope|noose|corde|cuerda|soga|seil|"
    r"strick|corda|gun|pistola|flingue|waffe|knife|cuchillo|couteau|messer|coltello|faca|blade|cuchilla|klinge|lametta|"
    r"lamina|do the same|the same way|like (?:him|her|them)|faire pareil|faire de meme|finir comme|hacer lo mismo|acabar "
    r"igual|como (?:el|ella|ele)|genauso|das gleiche|fare lo stesso|finire come|come (?:lui|lei)|fazer o mesmo|acabar "
    r"igual|como ela|my own (?:note|letter)|mi propia (?:nota|carta)|ma propre (?:lettre|note)|meinen eigenen "
    r"(?:brief|abschiedsbrief)|la mia (?:lettera|nota)|minha propria (?:carta|nota)|(?:planning|planejando|planeando|"
    r"prevois|plane|pianificando) (?:mine|o meu|el mio|le mien|meinen|il mio)|(?<!\best )ce qu il faut|what i need|lo que "
    r"necesito|was ich brauche|quello che serve|o que preciso|messo da parte|mis de cote|beiseite gelegt|this weekend|"
    r"este finde|este fin de semana|ce week end|dieses wochenende|questo weekend|este fim de semana|"
    # (not the question "est-ce qu'il faut", session 39)
    # the next one, joining them; and one's own family or friend ("mon père et son suicide" is no topic)
    r"i am next|im next|i will be next|je veux (?:le|la) rejoindre|quiero (?:ir con|reunirme con) (?:el|ella)|ich will "
    r"zu (?:ihm|ihr)|voglio raggiungerl[oa]|quero (?:ir com|encontrar) (?:ele|ela)|(?:my|mi|mon|ma|mein|meine|meinem|"
    r"meiner|il mio|la mia|mio|mia|meu|minha) (?:father|mother|dad|mom|mum|brother|sister|friend|padre|madre|papa|mama|"
    r"hermano|hermana|amig[oa]|pere|mere|frere|soeur|ami|amie|vater|mutter|bruder|schwester|freund|freundin|fratello|"
    r"sorella|amic[oa]|pai|mae|irmao|irma))\b")


# the noun is what something is about: "a thesis on suicide prevention", "the exam covers self-injury",
# "estamos viendo violencia de género", "geht um Suizidprävention" — not "suicide seems like the only way out"
_TOPIC_MARKER = (r"\b(?:on|about|of|regarding|whether|assisted|euthanasia and|covers?|covering|describes?|describing|discuss\w*|analy[sz]\w*|"
                 r"explores?|exploring|examin\w*|stud(?:y|ies|ied|ying)|research\w*|viendo|estudiando|sobre|acerca de|"
                 # studying it, in the other languages ("studiamo il suicidio nella poesia di pavese": a red-team's)
                 # (only "we study" and a study under way or planned: "ya no puedo estudiar, el suicidio es mi unica
                 # salida" is no topic, a review; "pro tcc vou estudar ideação suicida" is one)
                 r"studiamo|estudiamos|etudions|estudamos|(?:vou|vamos|voy a|vamos a|je vais|on va|i will|we will) "
                 r"(?:estudar|estudiar|etudier|study)|(?:estou|estamos|estoy|estamos|sto|stiamo|i am|we are) "
                 r"(?:estudando|estudiando|studiando|studying)|estamos a estudar|"
                 r"sur|porte sur|ueber|uber|geht um|zu|zur|zum|von|sulla|sul|sui|su|della|del|di|da|do|dos|das|"
                 r"like|such as|including|called|titled|named|behandelt|behandeln|handelt von|dreht sich um|traite|trata|"
                 r"tratta|aborda|affronta|analisa|survived|survivors?|sobrevivio|sobreviviente|survecu|survivant\w*|"
                 r"ueberlebt\w*|sopravvissut\w*|sobreviveu|sobrevivente|evaluer|evaluar|valutare|valutazione|"
                 r"avaliar|einschaetzen|assess\w*|screening|ueben|practicing|practising|analiz\w*|analis\w*|"
                 r"analys\w*|discut\w*|diskut\w*|caso de|caso di|caso do|caso da|cas de|cas d|case of|fall von|"
                 # the study nouns that take it as their complement: "le taux de suicide", "los factores de riesgo
                 # de suicidio", "la prévention du suicide", "der Unterschied zwischen passiven und aktiven
                 # Suizidgedanken", "assistierter Suizid"
                 r"taux|tasa|tasas|taxa|taxas|tasso|tassi|casos|casi|faelle|factores|facteurs|fatores|fattori|"
                 # a risk assessed, and a character in a play or a novel: "l'évaluation du risque suicidaire", "je
                 # joue un perso qui se suicide à l'acte III"
                 r"risque|riesgo|rischio|risco|risk|evaluation|evaluacion|valutazione|avaliacao|perso|personnage|"
                 r"personaje|personaggio|personagem|character|figur|rolle|papel|ruolo|"
                 # a patient in a case or a simulation, with an article ("un paziente dopo un tentato suicidio": _CONTEXT
                 # needs the course; not "como paciente psiquiátrica", the writer: _PERSONAL)
                 r"(?:un|una|a|an|une|um|uma|einen|eine|ein|the|el|il|le|o|der|die) (?:simulated |simulad[oa] |simule\w* |"
                 r"simulat[oa] |fiktive\w* |standardi[sz]ed )?(?:paziente|paciente|patient|patiente|patientin|patienten)|"
                 r"risikofaktoren|prevencion|prevention|prevenzione|prevencao|praevention|"
                 # a difference between two kinds, not "between" alone ("estoy entre el suicidio y dejar la carrera")
                 r"difference between|differences between|unterschied zwischen|diferencia entre|difference entre|"
                 r"differenza tra|diferenca entre|"
                 r"assistierter|assistiertem|asistido|assiste|assistido|assistito|"
                 # a course or a talk by its title, and what a class or a case "talks of" (session 20)
                 r"disciplina|asignatura|materia|matiere|trilha|optativa|webinaire|webinar|webinario|seminario|"
                 r"seminaire|seminar|modulo|taller|atelier|oficina|palestra|conferencia|charla|workshop|"
                 r"fala de|fala sobre|habla de|habla sobre|parle de|parle du|parler du|parler de|parla di|"
                 r"parlare di|spricht ueber|sensibilisation aux|sensibilisation a|sensibilizacion sobre|"
                 r"ficticio de|ficticia de|practico de|pratico de|pratique de|fictif de|"
                 # a named person's own, as studied: "la tesina è su Pavese e il suo suicidio" (session 29)
                 r"(?:e|y|et|und|and) (?:il |la |le |el |o |a )?(?:suo|sua|su|son|sa|seinen|seinem|seinen|ihren|"
                 r"ihrem|his|her|their|seu))\b"
                 r"(?: \w+){0,3} ")


# a German compound holds its study noun: "Suizidraten nach Bundesland", "Suizidprävention"
_STUDY_COMPOUND = re.compile(r"(?:suizid|selbstmord)(?:rate|raten|praevention|forschung|statistik\w*|risiko\w*|zahlen|"
                             r"praevalenz|epidemiologie|haeufigkeit)")


def _marked_as_topic(phrase: str, normalised: str) -> bool:
    return (_STUDY_COMPOUND.fullmatch(phrase) is not None
            or re.search(_TOPIC_MARKER + re.escape(phrase) + r"\b", normalised) is not None
            # the Portuguese possessive follows: "o tcc é sobre a Sylvia Plath e o suicídio dela"
            or re.search(r"\b(?:e|y|et|und|and) (?:o|el|le|der|the|il) " + re.escape(phrase) + r" (?:dela|dele|deles|"
                         r"delas)\b", normalised) is not None)
