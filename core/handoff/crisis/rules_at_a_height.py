"""On a height now, with the jump in mind, in the five other languages (English: rules_en, "at a height, now"). From a
read blind miss of session 29 ("stehe grad auf der brücke über die autobahn und überlege ob ich spring"), which no
layer read: the rules had a jump announced from a roof or a bridge, not the writer standing there thinking of it.

Jump verbs are everyday verbs too, so a red-team's ordinary messages in this shape are ruled out by what follows the
verb, listed: a thing skipped ("sauter une étape", "saltare tutto l'Erasmus"), a figure ("sauter sur l'occasion", "mi
butto sulla tesi", "me tiro todo el día en el sofá", "vou pular carnaval"), joy, a pool; and by the place: a holiday
"bridge" ("el puente de mayo"), the top of the world, a ropes course. Not every article or preposition after the verb
(punctuation is gone, so the next sentence follows it: "je vais sauter, la vie n'a plus de sens") and not a river (a
review of session 29). And beside the railway with the next train's minutes counted (session 33), the writer there,
not on a platform nor late for a class. Normalised text (normalise.py).
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import FIGURATIVE, NOT_REAL, SAFE_LANDING, unless

# a long weekend is a "bridge" in four of the languages; the top of the world is a figure
_NOT_A_HEIGHT = (r"puente (?:de|del) (?:mayo|diciembre|noviembre|agosto|octubre|todos los santos|la constitucion|la "
                 r"inmaculada|el pilar|san jose|semana santa|pascua|\d+)|pont (?:de|du) (?:l ascension|la toussaint|mai|"
                 r"noel|\d+)|ponte (?:del|di|dell) (?:\d+|maggio|aprile|giugno|ognissanti|immacolata|natale|pasqua|"
                 r"primo maggio)|feriadao|ueber (?:meinen|seinen|deinen|ihren|den|unseren) schatten|ins kalte wasser|"
                 r"hochseilgarten|kletterpark|parque de aventuras?|accrobranche|parco "
                 r"avventura|arvorismo|ropes course|tetto del mondo|toit du monde|techo del mundo|dach der welt|teto do mundo|top "
                 r"of the world")
_WHERE = {
    "es": r"(?:estoy|toy|ando|me encuentro|sigo) (?:\w+ ){0,2}(?:en|sobre|encima de|en lo alto de) (?:el |la |un |una "
          r"|del )?(?:puente|azotea|tejado|techo|borde|cornisa|barandal|barandilla|ultimo piso|balcon|acantilado|"
          r"edificio)",
    "fr": r"(?:je suis|chuis|suis|j suis|je me trouve) (?:\w+ ){0,2}(?:sur|au bord du|au bord de|au bord d|en haut du|"
          r"en haut de) (?:le |la |l |un |une )?(?:pont|toit|rebord|parapet|balcon|corniche|falaise|dernier etage|"
          r"rambarde|immeuble|batiment)",
    "de": r"(?:stehe|steh|sitze|sitz|bin) (?:\w+ ){0,2}(?:auf|an) (?:der|dem|einer|einem) (?:\w*bruecke|\w*dach|"
          r"gelaender|bruestung|kante|klippe|balkon|dachkante|hochhaus)",
    "it": r"(?:sono|sto|mi trovo|seduto|seduta) (?:\w+ ){0,2}(?:sul|sulla|sopra il|sopra la|sul bordo del|in cima al) "
          r"(?:ponte|tetto|cornicione|parapetto|balcone|ringhiera|terrazzo|scogliera|ultimo piano|palazzo)",
    "pt": r"(?:estou|to|tou|ja estou) (?:\w+ ){0,2}(?:na|no|em cima da|em cima do|na beira da|na beira do|no alto do|"
          r"no alto da) (?:ponte|telhado|laje|beirada|parapeito|sacada|viaduto|penhasco|terraco|ultimo andar|predio)",
}
_JUMP = {
    "es": r"saltar|tirarme|lanzarme|aventarme|me avento|me voy a (?:aventar|tirar|lanzar)|brincar|dejarme caer|me tiro|"
          r"salto",
    "fr": r"sauter|me jeter|me lancer|me balancer|me laisser tomber|je saute|je me jette",
    "de": r"spring|springe|springen|runterspring\w*|herunterspring\w*|fallen lassen|fallen zu lassen|stuerzen",
    "it": r"buttarmi|buttare giu|saltare|lanciarmi|gettarmi|mi butto|mi lancio",
    "pt": r"pular|me jogar|me atirar|me lancar|eu pulo|me jogo",
}
# what makes the jump verb a skip, a figure or a jump for fun when it follows it: joy, water, a thing skipped ("sauter
# une étape", "saltarme la clase", "saltare tutto l'Erasmus"), a figure ("sauter sur l'occasion", "au plafond", "mi
# butto sulla tesi", "me jogar em iniciação científica", "me tiro todo el día en el sofá"). Listed, not every article or
# preposition: punctuation is gone, so the next sentence follows the verb ("je vais sauter, la vie n'a plus de sens")
_SKIPPED = (r"etapes?|cours|classe|clases?|lezion[ei]|aulas?|repas|pranzo|comida|almoco|almuerzo|dejeuner|tappa|paso|"
            r"passo|etapa|pagina|page|seite|tema|chapitre|capitulo|capitolo|kapitel|examen|esame|exame|turno|tour|"
            r"ligne|linea|semestre|semester|erasmus|carnaval|carnevale|karneval|fruehstueck|colazione|cafe da manha|"
            r"desayuno|petit dejeuner|tarea|devoirs|compiti|tarefa|td|tp|cm|seminaire|seminario|seminar|lecture|"
            r"lectures|vorlesung|uebung")
_AFTER_THE_JUMP = (r"(?! (?:de|di|vor|dalla|da|pela|pra) (?:alegria|joie|freude|gioia|felicidad|felicita|felicidade)\b)"
                   r"(?! (?:me |mi )?(?:(?:todo|toda|tout|toute|tutto|tutta|tudo) )?(?:(?:un|une|le|la|les|des|l|el|los|las|"
                   r"una|uno|il|lo|gli|i|o|a|os|as|um|uma|mon|ma|mes|mi|mis|meu|minha) )?(?:\w+ )?(?:" + _SKIPPED + r")\b)"
                   r"(?! (?:sur l occasion|sur (?:la|le|les) (?:occasion|offre|proposition)|au plafond|sulla tesi|sul "
                   r"lavoro|sullo studio|en los estudios|dans le travail|a corps perdu|em (?:iniciacao|pesquisa|projeto|"
                   r"estudos|estagio)|de cabeca|de cabeza|todo el dia|tutto il giorno|toute la journee|o dia todo|in "
                   r"alto|in lungo)\b)"
                   r"(?! (?:\w+ )?(?:a la|dans la|in den|in die|nella|na|en la|no) (?:piscina|piscine|pool|schwimmbad|"
                   r"pileta)\b)")
# a bungee jump, a film, a village custom, a scene: not FICTION and TRADITION whole ("galera" is everyone, "keine Rolle"
# no role)
_IN_PLAY = (r"tradicion|tradizione|tradicao|tradition|fiestas del pueblo|sagra|festa junina|parkour|scene|szene|"
            r"escena|scena|theatre|teatro|theater|obra de teatro|play|pelicula|film|filme|novela|roman|romanzo")

# Beside the railway, away from a platform, with the next train's minutes counted (session 33, a read miss of set 35: "je
# suis à côté des voies derrière le campus, le prochain train passe dans 10 min"); not on a platform or a station, nor
# late for a class: that is a commute
_BY_THE_TRACKS = (r"voies|rails|gleise|gleisen|schienen|bahngleise|binari|vias del tren|via del tren|las vias|trilhos|linha do "
                  r"trem|linha de comboio|train tracks|railway tracks|the tracks")
_NEXT_TRAIN = (r"prochain train|le train passe|train arrive|next train|train comes|train passes|(?:proximo|siguiente) tren|el "
               r"tren pasa|naechste zug|der zug kommt|zug kommt|prossimo treno|il treno passa|proximo (?:trem|comboio)|o trem "
               r"passa|o comboio passa")
_A_COMMUTE = (r"quai|gare|platform|station|anden|estacion|bahnsteig|bahnhof|banchina|binario \d+|stazione|plataforma|"
              # (late for something, not "it's too late": that is despair)
              r"estacao|en retard|late (?:for|to)|running late|(?:llego|voy|llegar|chego|vou chegar) tarde|atrasad[oa]|"
              r"verspaet\w*|in ritardo|cours|class|clase|vorlesung|lezione|aula|"
              r"shuttle|bus|schedule|timetable|horario|horaire|fahrplan|orario|ticket|billete|billet|biglietto|bilhete|"
              r"fahrkarte|commute|faster|quicker|"
              # filming, photographing or watching the trains (a review)
              r"foto\w*|photo\w*|fotograf\w*|film\w*|grabando|grabar|video\w*|vlog|corto|short film|watch|watching|"
              r"trainspotting|nephew|sobrino|neveu|neffe|nipote|sobrinho")
# the writer there now
_HERE = (r"je suis|suis|j suis|estoy|estou|tou|sono|ich (?:steh|stehe|bin|sitz|sitze|warte)|bin|i am|standing|sitting|"
         r"waiting")

SELF_HARM = [
    rf"\b{unless(FIGURATIVE, SAFE_LANDING, NOT_REAL, _IN_PLAY, _NOT_A_HEIGHT)}(?:{_WHERE[lang]})\b.{{0,80}}"
    rf"\b(?:{_JUMP[lang]})\b{_AFTER_THE_JUMP}"
    for lang in _WHERE
] + [
    rf"\b{unless(NOT_REAL, _IN_PLAY, _A_COMMUTE)}(?:{_HERE})(?: \w+){{0,4}} (?:{_BY_THE_TRACKS})\b.{{0,80}}\b"
    rf"(?:{_NEXT_TRAIN})\b",
]
