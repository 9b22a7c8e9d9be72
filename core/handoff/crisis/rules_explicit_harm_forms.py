"""Explicit forms of self-harm and of danger here and now in es/fr/de/it/pt that no rule read, found by an audit in
session 19 (each core expression written in a few grammatical forms per language, after blind writers' explicit
lines such as "grosse envie de me mutiler" and "tem um homem armado no predio" had reached no layer).

The gaps were again grammar and vocabulary the other rules had only in some languages: mutilation and "hurting
oneself" as verbs (French "me mutiler", "me faire du mal"; German "ich verletze mich", "hab mir absichtlich weh
getan"; Italian "farmi del male"; Portuguese "me automutilei"); an armed person inside in German, Italian and
Portuguese; someone trying to get in through a window or door; a jump from the top floor, a roof or a bridge; and
"if I fail again I'll kill myself" with the method already chosen, which the hyperbole guard had cleared. Then danger
told plainly, in all six languages: followed now and afraid, sleeping rough in the cold, fever with a stiff neck and
spots, waking in a stranger's bed with no memory, a passport taken for a forced marriage.

Most wishes to hurt oneself have an everyday sense too ("me faire mal au dos", "voglio farmi del male: pizza e
gelato"), so those rules need the means or the moment that makes the wish an act (a blade, blood, right now, a call
for help), and the ordinary contexts that rule a rule out anywhere in the message (rule_contexts.py) are only words a
crisis does not share. Two red-teams measured both sides: the first version alarmed on 118 of 150 ordinary messages
written against it, and a version with broad contexts cancelled real crises that mention a game, a bed or the sea
(docs/evaluation.md, seventeenth round). Written against the normalised text (accents folded, umlauts as ae/oe/ue,
punctuation gone, French elisions split).
"""

from __future__ import annotations

from itertools import permutations

from core.handoff.crisis.normalise import LAUGHTER
from core.handoff.crisis.rule_contexts import (ACCIDENT, FICTION, FIGURATIVE, HAIR_OR_NAILS, NEGATED_BEFORE, NOT_REAL,
                                               OVER_OR_DENIED, SAFE_LANDING, TRADITION, unless)

_BODY_ART = r"body ?mod\w*|artiste|tatou\w*|piercing\w*"
_BARBER = r"peluquer\w*|barber\w*"
# the means or the moment that makes a wish to hurt oneself an act: a blade, blood, right now. Not "tonight", "again"
# or "help" alone: "ce soir j'ai envie de me faire du mal : fondue", "adesso voglio farmi del male: apro i risultati"
_MEANS_NOW = (r"aiuto|vi prego|aiutatemi|ayuda\w*|aidez moi|aide moi|help me|hilfe|socorro|lame|lames|rasoir|compas|"
              r"couteau|cutter|coupures?|sang|tout de suite|la maintenant|j ai de quoi|lametta|lamette|lama|temperino|"
              r"rasoio|coltello|forbici|tagliarmi|tagli|sangue|cuchilla|navaja|sangre|ya mismo|klinge|rasierklinge|"
              r"blut\w*|sofort|lamina|gilete|estilete|agora mesmo")
# a sport, a craft or a tin that the hurt is "at": read next to the verb ("ich verletze mich wieder beim Tanzen",
# "hab mich geschnitten an der Konservendose")
_AT_SOMETHING = r"(?! (?:\w+ ){0,2}(?:beim|bei|am|an der|an dem|an einer|an einem|im training|mit dem cutter)\b)"

# a blade lying ready beside the writer or in their hand, in six languages ("klinge liegt schon neben mir", "tengo la
# cuchilla en la mano"); not shaving, a craft or a kitchen
_BLADE = (r"(?:klinge|rasierklinge|cuchilla|hoja de afeitar|lame|lame de rasoir|lametta|lama|gilete|lamina|blade|"
          r"razor|razor blade)")
_BESIDE_ME = (r"(?:liegt (?:schon |hier |direkt |gleich )?neben mir|neben mir|in (?:meiner|der) hand|(?:al|a mi) lado|"
              r"en (?:la|mi) mano|a cote de moi|dans (?:ma|la) main|accanto a me|qui accanto|in mano|(?:do|ao) meu lado|"
              r"na (?:minha )?mao|next to me|beside me|in my hand)")
_NOT_A_CRAFT = unless(ACCIDENT, r"maquet\w*|modell\w*|modellino|plastico|bastel\w*|manualidad\w*|"
                      r"bricolage|microscop\w*|mikrotom|microtom\w*|histo\w*|lamell\w*|laminula|parquet|"
                      r"escrime|fechten|scherma|esgrima|fencing|patin\w*|patins|schlittschuh\w*|pattin\w*|skates?|"
                      r"elden ring|barba|beard|bart|shaving|shave|afeito|afeitando|me rase|rasiere|barbear|radendo|"
                      r"dibujo|drawing|desenho|disegno|zeichnung")
# what makes a blade at hand a danger: wanting to cut, not holding out, wanting it all to stop, a call for help
_BLADE_INTENT = (r"(?:(?:want|wanna|going|need) to (?:cut|hurt|do it)|cut myself|cortarme|me voy a cortar|me couper|"
                 r"mich (?:zu )?(?:schneiden|ritzen)|tagliarmi|me cortar|this time|esta vez|cette fois|diesmal|stavolta|"
                 r"dessa vez|desta vez|(?:can not|don t want to) (?:stop|take)|no puedo mas|j en peux plus|halte (?:das|es) "
                 r"nicht (?:mehr )?aus|nicht mehr aus|non ce la faccio|nao aguento|everything (?:to )?stop|que todo se "
                 r"acabe|que tout s arrete|dass alles aufhoert|che finisca tutto|que tudo acabe|call me|llamadme|llamame|"
                 r"appelez moi|anrufen|chiamatemi|me liga|help me|ayuda|aidez moi|hilfe|aiuto|socorro|tonight|esta noche|"
                 r"ce soir|heute nacht|stanotte|hoje a noite|durchdrehen|freaking out|until it bleeds|hasta sangrar|"
                 r"jusqu au sang|bis es blutet|fino a sanguinare|ate sangrar|do it|hacerlo|le faire|es tun|farlo|"
                 r"(?:nao consigo|no puedo|kann nicht|non riesco a) (?:parar|aufhoeren|smettere|fermarmi)|je n arrive "
                 r"pas a m arreter|can not stop|me (?:estoy |to |estou )?cortando|je me coupe|ich ritze|mi taglio|"
                 r"aguantar|aguanto|aguentar|aguento|je tiens plus|durchhalten|halte nicht|resisto|resistere|"
                 r"hold on|for hours|toda la tarde|toda la noche|depuis des heures|seit stunden|da ore|ha horas|"
                 r"wieder angefangen|started again|relaps\w*|recaida|rechute|ricaduta|(?:weeks|months|days|wochen|monate|"
                 r"meses|mois|mesi) clean|clean (?:for|since|seit|desde|depuis|da)|rifacendo|lo sto facendo|"
                 r"right now|jetzt sofort|sofort|ahora mismo|la maintenant|agora mesmo|adesso|talk me out|convenceme|"
                 r"ausreden|convincimi|verletzen|hurt myself|hacerme dano|me faire du mal|farmi del male|me machucar|"
                 r"mi sto tagliando|tagliando|me estoy cortando|"
                 r"ate o fim|hasta el final|jusqu au bout|davvero|for real|de verdad|vraiment|wirklich)")
SELF_HARM = [
    rf"\b{_NOT_A_CRAFT}(?:la |die |the |a |my |mi |ma |meine |una |un |une |eine |o |il )?{_BLADE}(?: \w+){{0,3}} "
    rf"{_BESIDE_ME}\b.{{0,120}}\b{_BLADE_INTENT}\b",
    rf"\b{_NOT_A_CRAFT}{_BLADE_INTENT}\b.{{0,120}}\b(?:la |die |the |a |my |mi |ma |meine |una |un |une |eine |o |il )?"
    rf"{_BLADE}(?: \w+){{0,3}} {_BESIDE_ME}\b",
    # French: mutilation and scarification in the first person (not a thumb cut with a mandoline, "ce prof me mutile
    # les oreilles", "je me mutile à écouter ce prof", body-mod scarification)
    rf"\b{unless(ACCIDENT, OVER_OR_DENIED, _BODY_ART)}(?:je|j|jme) (?:me )?(?:suis )?(?:encore |a nouveau |de "
    r"nouveau )?(?:mutile\w*|mutiler|automutile\w*|automutiler|scarifie\w*|scarifier)\b(?! (?:pas|plus|jamais|le|la|"
    r"les|l|a|en)\b)",
    rf"\b{unless(ACCIDENT, OVER_OR_DENIED)}{NEGATED_BEFORE}(?:envie|besoin) de me (?:mutiler|scarifier)\b",
    # the wish or the act of hurting oneself, with the means or the moment that makes it one ("besoin de me faire mal
    # là maintenant, la lame est sur le bureau"); not "me faire mal au dos", a fondue, a tattoo
    *(rf"\b{unless(ACCIDENT, FIGURATIVE, OVER_OR_DENIED)}" + form for form in (
        rf"{NEGATED_BEFORE}(?:envie|besoin|veux) (?:de )?me (?:faire (?:du )?mal|blesser)\b(?! (?:au|aux|a la|a l|en|"
        rf"a) )(?=.*\b(?:{_MEANS_NOW})\b)",
        rf"(?:{_MEANS_NOW})\b.{{0,60}}\b{NEGATED_BEFORE}(?:envie|besoin|veux) (?:de )?me (?:faire (?:du )?mal|blesser)\b"
        r"(?! (?:au|aux|a la|a l|en|a) )",
        rf"je me (?:suis|fais) (?:encore |a nouveau |de nouveau )?(?:fait )?du mal\b(?! (?:au|aux|a la|a l|en|a) )"
        rf"(?=.*\b(?:{_MEANS_NOW}|expres|volontairement)\b)")),
    # Spanish: "rajarse" the skin in progress (not "ganas de rajarme de la fiesta", backing out; not cracked heels)
    rf"\b{unless(ACCIDENT, OVER_OR_DENIED)}(?:(?:quiero|voy a|necesito) rajarme|me estoy rajando|rajandome) "
    r"(?:los |las |el )?(?:brazos?|piernas?|munecas?|muslos?|antebrazos?)\b",
    # ... and the wish, with help called or "again" (not "ganas de rajarme de la fiesta", backing out of it)
    rf"\b{unless(ACCIDENT, OVER_OR_DENIED)}ganas de rajarme\b(?! (?:de|del|a|al)\b)(?=.*\b(?:ayuda\w*|otra vez|de "
    r"nuevo|brazos?|piernas?|munecas?)\b)",
    # "cortarme" with nothing cut but oneself: no hair, beard or nails in the words after it, no barber anywhere (hair
    # elsewhere in the message may be part of the crisis: "me tapo las marcas con el pelo largo")
    rf"\b{unless(OVER_OR_DENIED, _BARBER)}(?:quiero|ganas de|necesito|voy a|tengo que|kiero) "
    rf"cortarme\b(?!(?: \w+){{0,3}} (?:el |la |las |los |mi |mis )?(?:{HAIR_OR_NAILS})\b)(?= (?:los brazos|las piernas|"
    r"las munecas|los muslos|otra vez|de nuevo|esta noche)\b)",
    # German: hurting or cutting oneself on purpose, again, not "beim Volleyball", not "ohne mich selbst zu verletzen"
    rf"\b{unless(ACCIDENT, OVER_OR_DENIED)}{NEGATED_BEFORE}(?<!\bohne )(?:ich verletze mich (?:selbst|absichtlich|"
    rf"wieder|immer wieder|jeden abend|jede nacht)|mich (?:selbst|absichtlich) (?:zu )?verletzen)\b{_AT_SOMETHING}",
    rf"\b{unless(ACCIDENT, OVER_OR_DENIED)}(?:hab|habe) mir (?:(?:gestern|heute|wieder|schon wieder|erneut) )*"
    rf"(?:absichtlich|extra|mit absicht) (?:weh ?getan|wehgetan)\b{_AT_SOMETHING}",
    rf"\b{unless(ACCIDENT, OVER_OR_DENIED)}(?:hab|habe|hatte) mich (?:(?:gestern|heute|letzte nacht|gestern "
    rf"abend|wieder|schon wieder|erneut|absichtlich) )+geritzt\b{_AT_SOMETHING}",
    rf"\b{unless(ACCIDENT, OVER_OR_DENIED)}(?:hab|habe|hatte) mich (?:(?:gestern|heute|letzte nacht|gestern "
    rf"abend|wieder|schon wieder|erneut|absichtlich|mit absicht|extra) )+geschnitten\b{_AT_SOMETHING}",
    # Italian: the need or wish to hurt oneself with the means or the moment ("ho bisogno di farmi del male adesso, ho
    # la lametta qui"); "voglio farmi del male" alone is also a binge, a film marathon, a test result opened
    *(rf"\b{unless(ACCIDENT, FIGURATIVE, OVER_OR_DENIED)}" + form for form in (
        rf"{NEGATED_BEFORE}(?:bisogno|voglia|voglio|devo) (?:di )?(?:farmi|fare) (?:del )?male\b"
        rf"(?=.*\b(?:{_MEANS_NOW})\b)",
        rf"(?:{_MEANS_NOW})\b.{{0,60}}\b{NEGATED_BEFORE}(?:bisogno|voglia|voglio|devo) (?:di )?(?:farmi|fare) "
        r"(?:del )?male\b")),
    # Portuguese: self-mutilation in the first person, now (not "me automutilava", "nunca me automutilei", a book)
    rf"\b{unless(OVER_OR_DENIED, FICTION)}{NEGATED_BEFORE}me automutil(?:ei|o)\b",
    # a jump from the top floor, a roof, a bridge or a balcony, announced (not a laugh, a bungee jump, a game, a
    # village tradition or a scene)
    *(rf"\b{unless(FIGURATIVE, SAFE_LANDING, NOT_REAL, FICTION, TRADITION)}" + jump for jump in (
        r"(?:je vais|je vai|jvais|vais) me jeter (?:du|depuis le|depuis la|de la|d) (?:haut (?:du|de la) )?(?:dernier "
        r"etage|\d+e etage|toit|pont|balcon|falaise|fenetre)\b",
        r"(?:mi butto|mi lancio|mi getto|mi buttero|vado a buttarmi|voglio buttarmi) (?:giu )?(?:dall ?ultimo piano|"
        r"dal \w+ piano|dal tetto|dal ponte|dal balcone|dal terrazzo|dalla finestra)\b",
        r"(?:ich spring|ich springe|spring ich|springe ich)(?: \w+){0,2} (?:vom dach|von der bruecke|vom balkon|aus "
        r"dem (?:\w+ )?(?:stock|fenster))\b(?! in den (?:schnee|fluss|see|pool)\b)",
        r"(?:me voy a (?:tirar|lanzar|aventar)|me tiro) (?:desde|de|del) (?:el |la )?(?:ultimo piso|\w+ piso|azotea|"
        r"tejado|puente|balcon)\b(?! al (?:rio|agua|mar|lago)\b)",
        r"(?:vou pular|vou me jogar|vou me atirar) (?:do|da|de) (?:ultimo andar|\w+ andar|predio|telhado|ponte|"
        r"viaduto|sacada|janela)\b(?! (?:no|na) (?:rio|agua|mar|lago|piscina)\b)",
    )),
    # (on a height now with the jump in mind: rules_at_a_height.py)
    # "if I fail again I'll kill myself" is everyday hyperbole, unless the method is chosen (decided, planned how to
    # do it: not "already decided how and when to retake it", not a monologue)
    rf"\b{unless(FIGURATIVE, FICTION)}(?:me mato|je me tue|eu me mato|me suicido|mi ammazzo|bring ich mich um|i "
    r"(?:will|am going to) kill myself|im killing myself)\b(?! (?:de|del|a|al|di|da|con|per|por|estudiando|estudando|"
    r"studiando|trabajando|lavorando|a le|a la)\b).{0,60}\b(?:ya (?:tengo|lo tengo) (?:pensado|decidido|planeado) "
    r"como|ja (?:decidi|pensei|planejei) como|j ai deja (?:choisi|decide|prevu|tout prevu)(?: comment)?|(?:hab|habe) "
    r"(?:mir )?schon (?:ueberlegt|geplant) wie|ho gia (?:deciso|pensato|scelto) come|already (?:decided|planned|chose|"
    r"picked|know) how)(?= *$| (?:hacerlo|farlo|fazer|le faire|je vais le faire|es (?:zu )?machen|ich es mache|to do "
    r"it|where|donde|ou|wo|dove|onde)\b)",
]

# an armed person inside, and someone getting in: the rules had these in Spanish, French and English only. Not a
# film, a dream, a drill, a toy or water pistol, a knife at the butcher's, "armato di pazienza"
# (nor a security guard, a hunter, a painting, a statue, a trailer, a game)
_ON_DUTY_OR_ART = (r"guardia giurata|seguranca|segurata|sicherheitsdienst|security guard|vigilante|wachmann|jaeger|"
                   r"hochsitz|cacciatore|cazador|chasseur|cacador|hunter|quadro|pintura|painting|gemaelde|tableau|"
                   r"statue|estatua|statua|trailer|caravaggio|goya|fallout|lucca comics|comic ?con")
_NOT_REAL = unless(NOT_REAL, _ON_DUTY_OR_ART, TRADITION)
_INSIDE = (r"(?:im|i am|in der|in dem|auf dem|nel|nell|nella|nello|no|na|em|dentro)")
_ARMED = (r"(?:(?:c e|ce) (?:un|uno) (?:uomo|tizio|ragazzo|tipo)? ?(?:armato|con (?:la|una) (?:pistola|"
          r"un fucile|un coltello))|(?:un|uno) (?:uomo|tizio) (?:armato|con (?:una pistola|un fucile|un coltello)))"
          r"(?! di )|"
          r"(?:ein|einen) bewaffnete\w* (?:mann|typ|kerl|person)|(?:typ|mann|kerl|einer) mit (?:ner |einer |einem )?"
          rf"(?:waffe|pistole|knarre|gewehr|messer) {_INSIDE}|(?:tem|ha) um (?:homem|cara|sujeito|atirador|maluco) "
          r"(?:armado(?! de )|com (?:uma )?(?:arma|pistola|faca|revolver))|homem armado (?:no|na|dentro)")
# someone locking the writer in, in six languages ("hoy me ha encerrado en el despacho", "il m'a enfermée dans sa
# chambre"); not oneself ("me encerré a estudiar"), not out, not into a lease; read only with a sign of coercion below
_LOCKED_ME_IN = (r"(?:me (?:ha |han |habia )?encerrad[oa]|me encerro|me encerraron|m (?:a|ont|avait) enferme\w*|"
                 r"(?:hat|haben|hatte) mich (?:\w+ ){0,3}eingesperrt|mi (?:ha|hanno|aveva) (?:chius[oa] dentro|"
                 r"rinchius[oa])|me (?:trancou|trancaram) (?:no|na|num|numa|dentro|em)|locked me in)"
                 r"(?! (?:fuera|afuera|dehors|fuori|fora|out|outside|aus)\b)(?! (?:to|into|for) (?:a|an|the|my)\b)")
# what makes being locked in coercion: the phone taken, not let out, hit, a threat if one tells, days, no food, hiding
_COERCED = (r"(?:took my (?:phone|keys|laptop)|taken my phone|won t let me (?:out|leave|eat)|will not let me (?:out|leave)|"
            r"(?:quitado|quito|rompio|roto) (?:el |mi )?(?:movil|celular|telefono)|no me deja (?:salir|comer|irme)|"
            r"pris mon (?:telephone|portable)|(?:me laisse|veut) pas (?:me laisser )?sortir|laisser sortir|"
            r"(?:handy|telefon) (?:weggenommen|kaputt)|laesst mich nicht (?:raus|gehen)|komme? nicht raus|"
            r"(?:preso|tolto) (?:il mio |il )?(?:telefono|cellulare)|non mi fa uscire|"
            r"(?:levou|pegou|tirou|quebrou) (?:o )?meu celular|nao me deixa sair|"
            r"hit me|hits me|me ha pegado|me pego|m a frappee?|hat mich geschlagen|mi ha picchiat[oa]|me bateu|"
            r"si lo cuento|if i tell|si je le dis|wenn ich (?:es )?(?:jemandem )?erzaehle|se lo dico|se eu contar|"
            r"for (?:two|three|\d+) days|since (?:friday|yesterday|last night)|desde (?:el viernes|ayer|anoche|hace)|"
            r"depuis (?:vendredi|hier|deux|trois)|seit (?:freitag|gestern|tagen|zwei)|da (?:venerdi|ieri|due)|"
            r"desde (?:sexta|ontem)|sin comer|sin comida|sans manger|ohne essen|senza (?:mangiare|cibo)|"
            r"sem (?:comer|comida)|secretly|in secret|a escondidas|en cachette|heimlich|di nascosto|escondid[oa]|"
            r"scared|afraid|tengo miedo|j ai peur|angst|ho paura|tenho medo|help me|ayuda|aidez moi|hilfe|aiuto|socorro|"
            r"all (?:day|night|weekend)|todo el (?:dia|finde|fin de semana)|toute la (?:nuit|journee)|tout le week ?end|"
            r"den ganzen tag|das ganze wochenende|tutto il (?:giorno|weekend)|o dia todo|o fim de semana|"
            r"phone (?:is )?at \d+|battery|bateria|batterie|akku|no me dej\w* salir|nao me deix\w* sair|won t let me|"
            r"(?:broke|rompio|rompieron|roto|quebrou|quebraram|casse|kaputt gemacht|rotto) (?:\w+ )?(?:phone|movil|"
            r"celular|telephone|portable|handy|telefono|cellulare)|for hours|durante horas|pendant des heures|"
            r"stundenlang|per ore|por horas|hasta que (?:le )?(?:pague|haga)|until i (?:pay|do)|jusqu a ce que je|bis ich|"
            r"finche non|ate que eu)")
# a habit told in the present is coercion by itself: "he locks me in the bedroom when he goes to work", "mon père
# m'enferme dans ma chambre quand…", "meu pai me tranca no quarto"
_LOCKS_ME_IN = (r"(?:locks me in|keeps me locked|me encierra\w* (?:en|cuando)|m enferme\w* (?:dans|quand)|sperrt\w* "
                r"mich (?:\w+ )?(?:im|in|wenn)|mi (?:chiude|rinchiude)\w* (?:in|dentro|quando)|me tranca\w* (?:no|na|em|"
                r"quando|dentro))\b")
# not a cat, a lift, a badge system or the weather
_NOT_A_THING = unless(r"cat|gato|gata|chat|katze|gatto|gatta|elevator|lift|ascensor|ascenseur|aufzug|fahrstuhl|"
                      r"ascensore|elevador|badge|snow|nieve|neige|schnee|neve|schneesturm|rain|lluvia|pluie|regen|"
                      r"pioggia|chuva|strike|huelga|greve|streik|sciopero|storm|tormenta|tempete|sturm|tempesta|tempestade")
IMMEDIATE_DANGER = [
    rf"\b{_NOT_REAL}(?:{_ARMED})\b",
    rf"\b{_NOT_A_THING}{_LOCKED_ME_IN}\b.{{0,160}}\b{_COERCED}\b",
    rf"\b{_NOT_A_THING}{_COERCED}\b.{{0,160}}\b{_LOCKED_ME_IN}\b",
    rf"\b{_NOT_A_THING}{_LOCKS_ME_IN}\b",
]
# someone getting in, unless the message says who it was ("ah non c'est mon coloc", "era il gatto")
# (only a laugh, "false alarm", an animal or a game: naming who it is may name the danger, "ah non c'est mon ex")
_RESOLVED = (rf"{LAUGHTER}|falso allarme|fausse alerte|falsa alarma|falso alarme|fehlalarm|false alarm|never ?mind|nvm|"
             r"gato|gata|gatto|gatta|chat|chatte|katze|kater|nachbarskater|cat|kitten|perro|chien|hund|cane|cachorro|"
             r"dog|piccione|pigeon|paloma|taube|pombo|minecraft|paketbote|entregador|livreur|repartidor|fattorino|"
             r"courier|delivery")
_SOMEONE_TRIES = (r"(?:alguien|alguem|quelqu un|jemand|qualcuno|un tipo|un mec|un homme|ein typ|ein mann|un tizio|"
                  r"um cara|um homem|un hombre|un senor|un desconocido|un type|un inconnu|ein fremder|un uomo|uno sconosciuto|"
                  r"um estranho|um desconhecido) (?:que |qui |che |der |die |who )?(?:esta |est |sta |ta |esta a |)(?:intentando|tratando de|essaie d|essaye d|"
                  r"tente d|versucht|cerca di|sta cercando di|sta provando a|sta provando ad|prova a|tentando|"
                  r"ta tentando|tenta|forcando|forca|intenta|trata de|essaie|essaye|tente|cerca)")
_TO_GET_IN = (r"(?:entrar|rentrer|entrer|reinzukommen|einzubrechen|hereinzukommen|entrare|forcer|aufzubrechen|a porta|la "
              r"porte)")
_MY_PLACE = (r"(?:ventana|fenetre|fenster|finestra|janela|puerta|porte|tuer|porta|mi casa|mi piso|chez moi|ma chambre|"
             r"mein zimmer|meine wohnung|in camera|casa mia|meu quarto|meu ap\w*|minha casa)")
# getting into a group, a class or a programme is joining it ("qualcuno cerca di entrare nel nostro gruppo, la porta è aperta")
_NOT_JOINING = (r"(?! (?:en |in |dans |nel |nella |no |na |a |al |ao |in die |in den |ins |zur |zum )?(?:mi |mon |ma |notre |"
                r"nostro |nostra |nuestro |nuestra |nosso |nossa |unsere |unseren |unser |el |le |la |il |lo |o |a |die |den |das |l )?"
                r"(?:grupo|groupe|gruppo|gruppe|asso|association|associazione|associacao|asociacion|club|clube|verein|equipo|"
                r"equipe|team|squadra|curso|cours|corso|kurs|clase|classe|lezione|programa|programme|programma|master|"
                r"carrera|uni|universidad|universite|universita|universidade|politica|politique|politik)\b)")
IMMEDIATE_DANGER += [
    rf"\b{unless(_RESOLVED)}{_SOMEONE_TRIES} (?:de |d |di |a )?{_TO_GET_IN}\b{_NOT_JOINING}.{{0,30}}\b{_MY_PLACE}\b",
    # German verb-last: "jemand versucht durch mein Fenster reinzukommen"
    rf"\b{unless(_RESOLVED)}(?:jemand|ein typ|ein mann|einer) (?:versucht|rüttelt|ruettelt an meiner tuer und "
    r"versucht) (?:(?:gerade|grad|jetzt|schon|nachts) )*(?:(?:durch|ueber|in) (?:mein|meine|das|die|den) (?:\w+ )?"
    r"\w*(?:fenster|tuer|zimmer|wohnung|balkon) )?(?:reinzukommen|einzubrechen|hereinzukommen|reinzuklettern|"
    r"einzusteigen|aufzubrechen)\b",
]

# --- danger told plainly, in the six languages (session 19, from read blind lines that reached no layer) --------------
# Each needs two cues together (followed and afraid, a car and the cold), and the reader never learned these classes: like
# rules_veiled.py they are read as what is said sideways, so the reader's doubt does not silence them in English
# ("got kicked out tonight, sleeping in my car in lot C, it's -5": 0.006)
# followed now, and afraid: not on Instagram, not around a career fair by a recruiter
_FOLLOWED = (r"(?:(?:a|some|this) (?:guy|man|dude|stranger|person)|someone|somebody) (?:is |has been |keeps |kept )?"
             r"(?:following|followed|follow) me|(?:un tipo|un hombre|un senor|alguien|un desconocido) (?:me esta "
             r"siguiendo|me sigue(?! \w+ndo\b)|me viene siguiendo|me lleva siguiendo|esta siguiendome|siguiendome)|"
             r"(?:un type|un mec|un homme|quelqu un|un inconnu) (?:me suit|me suivait|me piste)|(?:ein typ|ein mann|jemand|ein fremder) "
             r"(?:verfolgt mich|folgt mir|laeuft mir (?:\w+ )?hinterher|geht mir (?:\w+ )?hinterher)|(?:un tizio|un uomo|"
             r"qualcuno|uno sconosciuto) mi (?:sta seguendo|segue|stava seguendo)|(?:um cara|um homem|alguem|um "
             r"estranho|um desconhecido) (?:ta |esta |tá )?me seguindo|(?:um cara|um homem|alguem) me segue")
# (fear or a call for help: "home", "now" or "the bus stop" alone are how a follower on Duolingo is told too)
_AFRAID_NOW = (r"(?:scared|afraid|terrified|help|home|dorm|door|outside now|right now|bus stop|metro|tengo miedo|miedo|"
               r"ayuda|ahora mismo|mi casa|resi|residencia|parada|j ai peur|peur|aidez moi|chez moi|arret|ich hab angst|"
               r"angst|hilfe|nach hause|wohnheim|haltestelle|ho paura|paura|aiuto|adesso|fermata|to com medo|medo|"
               r"socorro|agora|em casa|predio|ponto|nervios[oa]|panic\w*|panik)")
_ONLINE_OR_WORK = unless(r"instagram|insta|twitter|tiktok|online|linkedin|career fair|job fair|recruit\w*|"
                               r"spotify|github|twitch|youtube|en redes|sur insta|nos stories|auf insta|su instagram|duolingo|"
                         r"facebook|letterboxd|pinterest|vinted|strava|snapchat|reddit|discord|bereal|followed me back|"
                         r"follow back|followers?|seguidores|abonn\w*|spam|correos|emails?|mails?|tesi|relatore")
# sleeping rough with the cold, nowhere to go or a theft: not camping, a queue for tickets, the stars
_SLEEPING_ROUGH = (r"(?:sleeping|slept|sleep) in my car|(?:(?:i m|i am|i ve been|i have been|im|i|been) sleeping|i slept|i sleep|i have to sleep|i ll "
                   r"sleep) (?:in the car|in the car|outside|on the street|in a stairwell|under a bridge|in the park|at the "
                   r"(?:train |bus )?station)|(?:duermo|dormi|estoy durmiendo|llevo \w+ \w+ durmiendo|llevo \w+ "
                   r"durmiendo) (?:en el coche|en mi coche|en el carro|en la calle|en un portal|en la estacion)|(?:je dors|"
                   r"j ai dormi|je vais dormir) (?:dans ma voiture|dans la voiture|dehors|dans la rue|dans une cage d "
                   r"escalier|a la gare)|(?:ich schlafe|ich schlaf|hab (?:\w+ )?geschlafen|penne) (?:im auto|in meinem "
                   r"auto|auf der strasse|draussen|im treppenhaus|am bahnhof)|(?:dormo|ho dormito) (?:in macchina|in auto|"
                   r"per strada|in un sottoscala|in stazione)|(?:durmo|dormi|to dormindo|estou dormindo) (?:no carro|no "
                   r"meu carro|na rua|na rodoviaria|na estacao)|"
                   # living in a car, and the locks changed on one (session 37, a red-team of family crises: "my
                   # sibling is living in a car with my mother", "a minha mãe mudou a fechadura enquanto eu estava nas aulas")
                   r"(?:living|live|lives|is living|are living|been living) in (?:a|the|my|our|her|his|their) car|"
                   r"(?:vivo|vivimos|viviendo) en (?:el|un|mi) (?:coche|carro|auto)|(?:je vis|on vit) dans (?:ma|la|une) "
                   r"voiture|(?:wohne|wohnen) im auto|(?:vivo|viviamo) in (?:macchina|auto)|(?:moro|moramos|morando) no "
                   r"carro|(?:changed|change) the locks? on me|mudou a fechadura|mudaram a fechadura|cambio la cerradura|"
                   r"cambiaron la cerradura|a change la serrure|ont change la serrure|(?:hat|haben) das schloss "
                   r"(?:ausgetauscht|gewechselt)|ha cambiato la serratura|hanno cambiato la serratura")
_COLD_OR_NOWHERE = (r"(?:freezing|cold|below zero|minus|\d+ degrees|kicked out|thrown out|nowhere (?:else )?to go|no "
                    r"where to go|homeless|frio|congel\w*|me echaron|sin casa|no tengo donde|froid|gele|on m a vire|a la "
                    r"rue|nulle part|kalt|eiskalt|minusgrade|rausgeworfen|rausgeschmissen|obdachlos|nirgendwo|freddo|"
                    r"freddissimo|gelo|gela|helar|hiela|geler|cacciat[oa]|non so dove|nao tenho onde|me expulsaram|"
                    r"expuls\w*|no money|sin dinero|plus d argent|kein geld|senza soldi|sem dinheiro|acabou (?:o |meu )?"
                    r"dinheiro|(?:tried|trying) to (?:steal|take|rob)|ha provato a (?:prendermi|rubarmi)|intento quitar|"
                    r"essaye de (?:me prendre|voler)|tentaram (?:roubar|levar)|me echo|me corrio|me corrieron|"
                    r"(?:bajan|baja) (?:mucho )?las temperaturas|bajo cero|chovendo|a chover|raining|llueve|il pleut|"
                    r"es regnet|piove)")
_NOT_CAMPING = unless(r"camping|festival|road trip|roadtrip|campeggio|acampada|acampar|acampamento|zelten|"
                      r"sleep ?out|sleepout|queue|line for|cola|coda|schlange|fila|file d attente|tickets?|entradas|billets|"
                      r"biglietti|ingressos|concert\w*|konzert\w*|concierto|show|iphone|apple store|meteor\w*|stars|estrellas|"
                      r"etoiles|sterne|stelle|estrelas|perseid\w*|stargaz\w*|interrail|my train|mi tren|mon train|mein zug|"
                      r"il treno|o trem|flight|vuelo|vol|flug|volo|voo|esperando o onibus|waiting for the bus")
# a fever someone has (a temperature, "I have", "seit gestern"): not an exam question's or "Saturday night fever"
_FEVER = (r"(?:(?:i have|i ve got|i got|has|have|had|hab|habe|hat|hohes|tengo|tiene|j ai|il a|elle a|ho|ha|to com|tenho|"
          r"tem|estou com|seit \w+(?: \w+)?|since \w+|de|a|von|di|of|with|con|avec|mit|com) (?:a |an |une |un |una |"
          r"uma |ein |eine |einen |high |hohes |\d\d )?(?:fever|fiebre|fievre|fieber|febbre|febre|temperature)|"
          r"(?:fever|fiebre|fievre|fieber|febbre|febre) (?:of |de |a |di |von )?\d\d\d?|\d\d\d? (?:grad )?fieber)")
_STIFF_NECK = (r"(?:stiff neck|neck is (?:really |so |super )?stiff|nacken (?:ist )?(?:total |ganz |voll )?steif|steifen "
               r"nacken|pescoco (?:duro|rigido)|cuello rigido|nuque raide|collo rigido)")
_SPOTS = r"(?:spots|rash|blotches|manchas|taches|flecken|macchie|puntini)"
# the signs taught, asked about in a form, or a childhood illness told (not an exam: a student in danger names one)
_TAUGHT_OR_PAST = (r"sims?|game|gioco|juego|jeu|spiel|jogo|had meningitis|tuve meningitis|eu une meningite|hatte "
                   r"(?:eine )?meningitis|avuto la meningite|tive meningite|textbook|lehrbuch|manuel|manual|slides|"
                   r"diapositivas|folien|vaccin\w*|vacuna|impf\w*|vacina|"
                   r"if you get|si tienes|wenn man|case study|caso clinico|cas clinique|fallbeispiel|"
                   r"pharmacolog\w*|farmacolog\w*|infektiolog\w*|trabajo de|health form|formulario|formulaire|"
                   r"formular|modulo|de pequena|de pequeno|enfant|als kind|da piccol[oa]|crianca|in high school")
TWO_CUES_IMMEDIATE_DANGER = [
    rf"\b{_ONLINE_OR_WORK}(?:{_FOLLOWED})\b.{{0,80}}\b{_AFRAID_NOW}\b",
    rf"\b{_ONLINE_OR_WORK}{_AFRAID_NOW}\b.{{0,60}}\b(?:{_FOLLOWED})\b",
    rf"\b{_NOT_CAMPING}(?:{_SLEEPING_ROUGH})\b.{{0,80}}\b{_COLD_OR_NOWHERE}\b",
    rf"\b{_NOT_CAMPING}{_COLD_OR_NOWHERE}\b.{{0,80}}\b(?:{_SLEEPING_ROUGH})\b",
    # fever, a stiff neck and spots together, in any order: meningitis is told so (the match runs from the first sign to
    # the last, so the words before it say whose body it is)
    *(rf"\b{unless(FICTION, _TAUGHT_OR_PAST)}{first}\b.{{0,80}}\b{second}\b.{{0,80}}\b{third}\b" for first, second, third in permutations(
        (_FEVER, _STIFF_NECK, _SPOTS))),
]

# waking up in a stranger's place with no clothes or no memory
_WOKE_SOMEWHERE = (r"(?:woke up|wake up|i woke) (?:in|at) (?:a strangers?|some guys?|someones?|a random|an unknown|a "
                   r"strange)|me desperte en (?:un piso|una casa|la cama|un cuarto)|me desperte en casa de (?:un "
                   r"desconocido|alguien que no)|je me suis reveille\w* (?:chez (?:un inconnu|quelqu un que je|un mec)|dans "
                   r"un (?:appart|lit) que je)|(?:bin|bin ich) in (?:ner|einer) fremden (?:wohnung|bett|zimmer) "
                   r"aufgewacht|mi sono svegliat[oa] (?:a casa di (?:uno sconosciuto|un tizio)|in una casa che non)|acordei "
                   r"(?:na casa de (?:um desconhecido|um cara)|num (?:lugar|quarto) que nao)")
# (no clothes, or no memory of anything: not "don't remember the door code")
_NO_CLOTHES_OR_MEMORY = (r"(?:no clothes|without (?:my )?clothes|naked|undressed|no memory|(?:do not|don t|can not|can t) "
                         r"remember (?:anything|a thing|how i got)|blacked out|sin ropa|desnud[oa]|no recuerdo nada|sin "
                         r"recordar nada|sans (?:mes )?vetements|aucun souvenir|je me souviens de rien|ohne klamotten|"
                         r"ohne kleidung|nackt|keine erinnerung|null erinnerung|filmriss|senza vestiti|non ricordo niente|"
                         r"non ricordo nulla|sem roupa|nao lembro de nada|(?:do not|don t|dont) remember saying yes|no "
                         r"recuerdo haber dicho que si)")
# (forced: "marry me off", "forcing me to marry", "veulent me marier"; not "will you marry me", "quiero casarme")
_MARRY_ME = (r"(?:marry me off|(?:forc\w*|make|makes|making|want|wants|plan\w*|send\w*) (?:\w+ ){0,4}me "
             r"(?:\w+ ){0,3}(?:to )?marry|(?:quieren|van a|obligan a|obligar a) casarme|me (?:quieren|van a) casar|"
             r"(?:vogliono|vuole) (?:farmi )?sposar\w*|farmi sposare|(?:rimandano|rimandare|mandano|mandare|riportano) "
             r"(?:\w+ ){0,3}(?:a )?sposarmi|mich (?:\w+ )?(?:zu )?verheiraten|me (?:va|vont|"
             r"veulent|forcer a) (?:me )?marier|marier de force|(?:querem|vao|vai) me casar|me obrigar a casar)")
_PASSPORT_TAKEN = (r"(?:(?:took|taken|take|have|has|kept|keep|hid|hidden) my passport|(?:me )?(?:quitaron|han quitado|"
                   r"tienen|escondieron) (?:el|mi) pasaporte|(?:ont pris|a pris|confisque|garde) mon passeport|(?:meinen "
                   r"pass|meinen reisepass) (?:weggenommen|abgenommen|versteckt)|(?:preso|tolto|nascosto|sequestrato) il "
                   r"(?:mio )?passaporto|(?:pegaram|tomaram|esconderam|confiscaram) (?:o )?meu passaporte)")
_A_STAY_OR_A_STORY = FICTION + r"|escape room|plot|story|airbnb|hostel|hotel|auberge|jugendherberge|ostello|albergue"
_PAPERWORK = r"visa|visado|titre de sejour|permesso|renewal|renouvellement|verlaengerung|rinnovo|renovacao|consulat\w*"
TWO_CUES_ASSAULT_ABUSE = [
    rf"\b{unless(_A_STAY_OR_A_STORY)}(?:{_WOKE_SOMEWHERE})\b.{{0,80}}\b{_NO_CLOTHES_OR_MEMORY}\b",
    rf"\b{unless(_A_STAY_OR_A_STORY)}{_NO_CLOTHES_OR_MEMORY}\b.{{0,80}}\b(?:{_WOKE_SOMEWHERE})\b",
    # a passport taken and a marriage arranged for the writer: forced marriage (the match holds "me" or "my passport",
    # so it is the writer's, whoever took it)
    rf"\b{unless(FICTION, _PAPERWORK)}{_MARRY_ME}\b.{{0,120}}\b{_PASSPORT_TAKEN}\b",
    rf"\b{unless(FICTION, _PAPERWORK)}{_PASSPORT_TAKEN}\b.{{0,120}}\b{_MARRY_ME}\b",
]

# English forms of the same plainness the read blind sets showed unread (session 19)
_NOT_SCARS = r"tattoo\w*|mosquito\w*|stretch marks?|scratch\w*|cat|kitten|sunburn|tan lines?"
_BY_ACCIDENT = r"clumsy|accident\w*|oops|ouch|by mistake"
SELF_HARM += [
    # "barcode" arms or thighs: self-harm scars in students' slang (not tattoos, stretch marks or a cat's scratches)
    rf"\b{unless(_NOT_SCARS)}(?:arms?|thighs?|"
    r"legs?|wrists?|hips?|stomach|skin)(?: \w+){0,2} (?:look like|looks like|are|is|like)(?: \w+)? (?:a )?barcodes?\b",
    # hurting a hand or the head on purpose when it gets bad (not a door slammed by accident)
    rf"\b{unless(_BY_ACCIDENT)}(?:slam|slammed|slamming|bang|banged|"
    r"banging|punch|punched|punching) my (?:fingers|hand|hands|head|fists?) (?:in|into|against|on) (?:the |a )?(?:drawer|"
    r"door|wall|desk|table)\b.{0,60}\b(?:on purpose|when (?:it|the anxiety|things|everything) (?:gets?|get) (?:bad|too "
    r"much)|to feel something|did it (?:\w+ )?(?:today|again|twice)|every time)\b",
]
TWO_CUES_IMMEDIATE_DANGER += [
    # trapped in a lift with a sign that it is getting dangerous now
    r"\b(?:trapped|stuck) in (?:the |an |a )?(?:lift|elevator)\b.{0,100}\b(?:alarm (?:button )?(?:does not|doesnt|is not|"
    r"isnt|will not|won t) work|(?:is )?getting (?:really |very |so )?hot|can not breathe|cant breathe|no air|running out "
    r"of air|panic attack|nobody (?:is )?answer\w*)",
    # (lost outdoors as night or the battery runs out: rules_outdoors.py)
]


# a blow to the head and the signs of a bleed after it (session 37, a read blind miss: "hit my head hard at practice,
# threw up twice, seeing double, coach said to sleep it off. is that ok"); not a story of years ago
_HEAD_HIT = (r"hit my head|hit (?:his|her|their) head|head injury|concussion|(?:me )?(?:golpee|pegue) (?:en )?la cabeza|golpe "
             r"(?:fuerte )?en la cabeza|(?:je )?me suis cogne\w* la tete|(?:ich )?(?:hab|habe) mir (?:\w+ )?den kopf "
             r"(?:angeschlagen|gestossen)|ho (?:sbattuto|battuto) la testa|bati (?:com )?a cabeca")
_BLEED_SIGNS = (r"(?<!\bno )(?<!\bnot )(?<!\bwithout )(?<!\bsin )(?<!\bsans )(?<!\bohne )(?<!\bsenza )(?<!\bsem )"
                r"(?:threw up|throwing up|vomit\w*|seeing double|double vision|blurry vision|passed out|blacked out|can not "
                r"remember|slurr\w*|vision doble|veo doble|je vois double|vision trouble|doppelt sehen|doppelbilder|"
                r"erbroch\w*|vedo doppio|vista annebbiata|vendo dobrado|vista embacada|vomitei|desmaiei|me desmaye|"
                r"ohnmaechtig|svenut\w*|evanoui\w*)")
# told as over and cleared (a red-team: "got a concussion in rugby last spring ... doctor cleared me months ago")
_HEALED = (r"years? ago|when i was (?:a kid|little|younger)|as a kid|last (?:year|season|spring|fall|autumn|winter|summer|"
           r"semester|month)|months ago|weeks ago|cleared|checked (?:it|me)|said i (?:am|was) fine|dio el alta|temporada "
           r"pasada|hace meses|la saison derniere|il y a \w+ mois|letzte saison|vor \w+ monaten|la stagione scorsa|mesi fa|"
           r"temporada passada|me liberou|faz meses|ha meses|waiver|formulario|formulaire|formular|modulo")
TWO_CUES_IMMEDIATE_DANGER += [
    rf"\b{unless(NOT_REAL, _HEALED)}(?:{_HEAD_HIT})\b.{{0,120}}\b(?:{_BLEED_SIGNS})\b",
    rf"\b{unless(NOT_REAL, _HEALED)}(?:{_BLEED_SIGNS})\b.{{0,120}}\b(?:{_HEAD_HIT})\b",
]
