"""Crisis words as what is studied, in six languages: a coursework topic, a training exercise, how writers write of it.

A nursing student's "übung zu opioid überdosis und naloxon" and a literature student's "comparo cómo Plath y Woolf
escriben sobre querer morir" name an overdose and a wish to die as a subject, not as anyone's state. Each pattern blanks
its phrase only, and never where someone had or took something, or is in it now ("en clase mi amigo tuvo una
sobredosis"); the English forms are in benign.py ("an essay on suicide", "comparing how Plath and Woolf write about
wanting to die", "PSYC 340 Suicide and Self-Harm Prevention").
"""

from __future__ import annotations

PATTERNS = [
    # a coursework topic in es/fr/de/pt/it: "en farmacología estamos viendo sobredosis de opioides"
    # (never where someone had or took one, or is in it now: "en clase mi amigo tuvo una sobredosis")
    r"\b(?:farmacologia|pharmacologie|pharmakologie|toxicologia|toxicologie|toxikologie|enfermeria|medicina|"
    r"medecine|clase|curso|cours|vorlesung|seminar|lezione|aula|seminario|materia|modulo|tema|uebung|pflegeschule|"
    r"krankenpflege|pflegeausbildung|enfermagem|infermieristica|soins infirmiers|esercitazione|in der pflege)\b"
    # (read after the course word: a lookahead at every word of a long message cost 0.25 s at 5,000 characters)
    r"(?!.*\b(?:amig[oa]s?|companer[oa]s?|coloc\w*|mitbewohner\w*|freund\w*|kommiliton\w*|compagn[oa]|coinquilin\w*|"
    r"roommate|friend|classmate|chic[oa]|typ|mec|ragazz[oa]|cara|colega|tuvo|tiene|tomo|tomado|hatte|hat|genommen|"
    r"geschluckt|zusammengebrochen|pris|eu|avuto|preso|teve|tomou|tem|bewusstlos|inconscient\w*|incoscient\w*|"
    r"desmay\w*|evanoui\w*|desmai\w*|atmet|respira|reagiert|reacciona|reagit|reagisce|reage|ahora|jetzt|gerade|"
    r"maintenant|adesso|agora|"
    # nor where the writer means to take one, or tonight (a review: "ich schaff die Ausbildung nicht mehr, heute Abend
    # nehm ich eine Überdosis")
    r"nehm\w*|schluck\w*|einwerf\w*|will|werde|tomar|tomarme|voy|vou|quiero|quero|pienso|penso|faire|fais|vais|avaler|"
    r"prendre|prendo|prendere|ingoiare|voglio|heute|tonight|esta noche|ce soir|stasera|hoje|morgen|manana|domani|"
    r"amanha|compi|pote|kollegin|kollege)\b).{0,60}\b"
    r"(?:sobredosis|surdose|overdose|ueberdosis|sovradosaggio|overdoses)\b(?: de| des| di| von)?(?: \w+)?",
    # how writers write about it, as what a paper studies, in es/fr/de/pt/it: "comparo cómo Plath y Woolf escriben sobre
    # querer morir", "j'analyse comment Camus écrit sur le suicide" (session 33; English in benign.py)
    r"\b(?:comparo|comparar|comparando|compare|comparer|comparant|vergleiche|vergleichen|confronto|confrontare|analizo|"
    r"analizar|analyse|analyser|analysiere|analysieren|analizzo|analizzare|analiso|analisar|estudio|estudiar|etudie|"
    r"etudier|untersuche|untersuchen|studio|studiare|estudo|estudar) (?:como|comment|la maniere dont|la facon dont|wie|"
    r"come|il modo in cui|la forma en que|de que forma|o modo como) (?!(?:yo|je|ich|io|eu|mi|mis|ma|mon|mes|mein|meine|"
    r"meinem|meiner|la mia|il mio|mia|mio|minha|meu|su|sus|son|sa|sein|seine|ihr|ihre|sua|seu|tu|ton|ta|dein|deine)\b)"
    r"(?:\w+ ){1,6}"
    r"(?:escriben|escribe|escribio|escribieron|ecrivent|ecrit|ecrivait|schreiben|schreibt|schrieb|schrieben|scrivono|"
    r"scrive|scriveva|escrevem|escreve|escreveu|retratan|retrata|representan|representa|decrivent|decrit|darstellen|"
    r"darstellt|descrivono|descrive|retratam|retrata|descrevem|descreve) (?:sobre|sur|ueber|su|sul|sulla|di|de|del|da|"
    r"do|dos|das)(?: \w+){0,4}\b",
    # suicide prevention as a field or a training, in one word or three: "Ausbildung in Gesprächsführung und
    # Suizidprävention", "formación en prevención del suicidio" (session 33, a red-team of the rules)
    r"\bsuizid(?:praevention|prophylaxe|forschung|rate|raten|statistik|statistiken|praeventions\w*)\b|\b(?:prevencion|"
    r"prevention|prevenzione|prevencao) (?:del|du|de|dei|do|ao|al) (?:suicidio|suicide|suicidi)\b",
]
