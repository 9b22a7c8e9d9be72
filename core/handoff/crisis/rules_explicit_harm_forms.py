"""Explicit forms of self-harm and of danger here and now in es/fr/de/it/pt that no rule read, found by an audit in
session 19 (each core expression written in a few grammatical forms per language, after blind writers' explicit
lines such as "grosse envie de me mutiler" and "tem um homem armado no predio" had reached no layer).

The gaps were again grammar and vocabulary the other rules had only in some languages: mutilation and "hurting
oneself" as verbs (French "me mutiler", "me faire du mal"; German "ich verletze mich", "hab mir absichtlich weh
getan"; Italian "farmi del male"; Portuguese "me automutilei"); an armed person inside in German, Italian and
Portuguese; someone trying to get in through a window or door; a jump from the top floor, a roof or a bridge; and
"if I fail again I'll kill myself" with the method already chosen, which the hyperbole guard had cleared. Written
against the normalised text (accents folded, umlauts as ae/oe/ue, punctuation gone, French elisions split).
"""

from __future__ import annotations

from core.handoff.crisis.normalise import LAUGHTER

# a hurt from sport, cooking or a fall is an accident, wherever it is said ("je me suis fait du mal au ski"). These
# guards stand after the rule's first \b, so match_rules reads them over the whole message (a contextual rule), not
# only after the match
_NOT_AN_ACCIDENT = (r"(?!.*\b(?:ski|foot|football|futbol|fussball|calcio|futebol|sport|deporte|esporte|palestra|gym|"
                    r"salle|fitness|allenamento|entrenamiento|training|treino|cuisine|cocina|kueche|kochen|cucina|"
                    r"cucinando|cozinha|cozinhando|tombant|tombe|caida|cai|sturz|gestuerzt|caduta|caduto|caduta|"
                    r"velo|bici|bicicleta|fahrrad|rollerblade|patins|accident\w*|unfall|incidente|acidente)\b)")
_LAUGH = (rf"(?!.*\b(?:{LAUGHTER}|scherzo|sto scherzando|es broma|je rigole|je plaisante|nur spass|brincadeira|"
          r"to brincando|just kidding|jk)\b)")

SELF_HARM = [
    # French: mutilation and scarification in the first person, the wish or need to hurt oneself
    # (not "je ne me mutile plus", "je me mutile pas": a past the writer tells as over)
    r"(?<!\bne )(?<!\bn )\b(?:(?:je|j|jme) (?:me )?(?:suis )?(?:mutil\w*|automutil\w*)|me (?:mutile|mutiler|suis "
    r"mutile\w*|automutil\w*))\b(?! (?:pas|plus|jamais)\b)",
    rf"\b{_NOT_AN_ACCIDENT}(?:envie|besoin|veux|vais) (?:de )?me faire (?:du )?mal\b(?! (?:a|en) (?:reviser|"
    r"travailler|bosser|revisant|travaillant)\b)",
    rf"\b{_NOT_AN_ACCIDENT}je me suis (?:encore |a nouveau |de nouveau )?fait du mal\b",
    # Spanish: "rajarse" the skin (not "me rajé", backing out of a plan)
    r"\b(?:rajarme|me estoy rajando|me rajo|me raje|rajandome) (?:los |las |la |el )?(?:brazos?|piernas?|munecas?|"
    r"piel|muslos?|antebrazos?)\b|\bganas de rajarme\b",
    # "cortarme" with nothing cut but oneself: not "cortarme el pelo", "las uñas", "el flequillo"
    r"\b(?:quiero|ganas de|necesito|voy a|tengo que) cortarme(?= (?:los brazos|las piernas|las munecas|los muslos|"
    r"otra vez|de nuevo|esta noche|hoy|ahora|ya)\b| *$)",
    # German: hurting or cutting oneself on purpose, again
    r"\bich verletze mich (?:selbst|absichtlich|wieder|immer wieder|jeden)\b|\bmich (?:selbst|absichtlich) "
    r"(?:zu )?verletzen\b",
    rf"\b{_NOT_AN_ACCIDENT}(?:hab|habe) mir (?:(?:gestern|heute|wieder|schon wieder|erneut) )*(?:absichtlich|extra|"
    r"mit absicht) (?:weh ?getan|"
    r"wehgetan)\b",
    rf"\b{_NOT_AN_ACCIDENT}(?:hab|habe|hatte) mich (?:gestern |heute |wieder |schon wieder |erneut |absichtlich )+"
    r"(?:geschnitten|geritzt)\b",
    # Italian: the need or wish to hurt oneself ("farmi del male", not the fear of getting hurt at football)
    rf"\b{_NOT_AN_ACCIDENT}(?:bisogno|voglia|voglio|devo) (?:di )?farmi del male\b",
    # Portuguese: self-mutilation in the first person
    r"\b(?:me automutil\w*|automutilei|eu me automutilo)\b",
    # a jump from the top floor, a roof, a bridge or a balcony, announced (not with a laugh)
    rf"\b{_LAUGH}(?:je vais|je vai|vais) me jeter (?:du|depuis le|depuis la|de la|d) (?:haut (?:du|de la) )?"
    r"(?:dernier etage|toit|pont|balcon|falaise|fenetre)\b",
    rf"\b{_LAUGH}(?:mi butto|mi lancio|mi getto|mi buttero) (?:giu )?(?:dall ?ultimo piano|dal tetto|dal ponte|"
    r"dal balcone|dal terrazzo)\b",
    rf"\b{_LAUGH}(?:ich spring|ich springe|spring ich|springe ich)(?: \w+){{0,2}} (?:vom dach|von der bruecke|"
    r"vom balkon|aus dem (?:\w+ )?stock)\b",
    rf"\b{_LAUGH}me voy a (?:tirar|lanzar|aventar) (?:desde|de|del) (?:el |la )?(?:ultimo piso|azotea|tejado|"
    r"puente|balcon)\b",
    # "if I fail again I'll kill myself" is everyday hyperbole, unless the method is already chosen
    # (decided or planned, not "I already know how my dad will react")
    rf"\b{_LAUGH}(?:me mato|je me tue|eu me mato|me suicido|mi ammazzo|bring ich mich um|i (?:will|am going to) kill "
    r"myself)\b.{0,60}\b(?:ya (?:tengo|lo tengo) (?:pensado|decidido|planeado) como|ja (?:decidi|pensei|planejei) "
    r"como|j ai deja (?:choisi|decide|prevu|trouve) comment|(?:hab|habe) (?:mir )?schon (?:ueberlegt|geplant) wie|"
    r"ho gia (?:deciso|pensato|scelto) come|already (?:decided|planned|chose|picked) how)\b",
]

# an armed person inside, and someone getting in: the rules had these in Spanish, French and English only
_NOT_ON_SCREEN = (r"(?!.*\b(?:film|filme|movie|pelicula|serie|series|spiel|videospiel|gioco|jogo|juego|jeu|game|"
                  r"teatro|theater|theatre|fiktion|romanzo|romance|roman|novela|livro|buch|libro|episode|episodio|"
                  r"folge)\b)")
_INSIDE = (r"(?:im|i am|in der|in dem|auf dem|nel|nell|nella|nello|no|na|em|dentro)")
# (not "armato di pazienza", armed with patience)
_ARMED = (r"(?:(?:c e|ce) un (?:uomo|tizio|ragazzo|tipo) armato|(?:un|uno) (?:uomo|tizio) (?:armato|con (?:una pistola|"
          r"un fucile|un coltello)))(?! di (?:pazienza|santa pazienza|buona volonta|buone intenzioni|coraggio))|(?:"
          r"(?:ein|einen) bewaffnete\w* (?:mann|typ|kerl|person)|(?:typ|mann|kerl) mit (?:ner |einer |einem )?(?:waffe|"
          rf"pistole|knarre|gewehr|messer) {_INSIDE}|(?:tem|ha) um (?:homem|cara|sujeito|atirador) (?:armado|com "
          r"(?:uma )?(?:arma|pistola|faca|revolver))|homem armado (?:no|na|dentro))")
_SOMEONE_TRIES = (r"(?:alguien|alguem|quelqu un|jemand|qualcuno|un tipo|un mec|un homme|ein typ|ein mann|un tizio|"
                  r"um cara|um homem) (?:esta |est |sta |ta |esta a |)(?:intentando|tratando de|essaie d|essaye d|"
                  r"tente d|versucht|cerca di|sta cercando di|sta provando a|prova a|tentando|ta tentando|tenta)")
_TO_GET_IN = (r"(?:entrar|rentrer|entrer|reinzukommen|einzubrechen|hereinzukommen|entrare|forcer|aufzubrechen)")
_MY_PLACE = (r"(?:ventana|fenetre|fenster|finestra|janela|puerta|porte|tuer|porta|mi casa|mi piso|chez moi|ma chambre|"
             r"mein zimmer|meine wohnung|in camera|casa mia|meu quarto|meu ap\w*|minha casa)")
IMMEDIATE_DANGER = [
    rf"\b{_NOT_ON_SCREEN}{_ARMED}\b",
    rf"\b{_NOT_ON_SCREEN}{_SOMEONE_TRIES} (?:de |d |di )?{_TO_GET_IN}\b.{{0,30}}\b{_MY_PLACE}\b",
    # German verb-last: "jemand versucht durch mein Fenster reinzukommen"
    rf"\b{_NOT_ON_SCREEN}(?:jemand|ein typ|ein mann|einer) versucht (?:(?:gerade|grad|jetzt|schon|nachts) )*"
    r"(?:durch|ueber|in) (?:mein|meine|das|die|den) (?:\w+ )?\w*(?:fenster|tuer|zimmer|wohnung|balkon) "
    r"(?:reinzukommen|einzubrechen|hereinzukommen|reinzuklettern|"
    r"einzusteigen|aufzubrechen)\b",
]
