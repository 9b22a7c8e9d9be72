"""A word-for-word English gloss of Spanish, French, German, Portuguese and Italian messages, for the
semantic layer only (the MiniLM model reads English).

Only the vocabulary of distress, harm, means, people and time is glossed; every other word is dropped, so
"tengo las pastillas aqui y esta noche me las voy a tomar todas" reads "i have the pills here and tonight me
them going to take all" → "have pills tonight going take all". Crude, but a paraphrase that no rule names
still lands near the English crisis exemplars, while an ordinary question ("cuando es el examen final")
glosses to almost nothing and is not scored. Written against the normalised text (accents folded).
"""

from __future__ import annotations

import re

_GLOSS_GROUPS = {
    "i": "yo je ich eu io",
    "me": "me moi mich mir mi",
    "myself": "matarme suicidarme tuer_me",
    "my": "mi mis mon ma mes mein meine meinen meu minha meus minhas mio mia miei mie",
    "he": "el il er ele lui",
    "she": "ella elle sie ela lei",
    "friend": "amigo amiga ami amie copain copine freund freundin amico amica pote",
    "roommate": "companero companera coloc colocataire mitbewohner mitbewohnerin coinquilino coinquilina",
    "boyfriend": "novio namorado ragazzo",
    "girlfriend": "novia namorada ragazza",
    "father": "padre papa pere vater pai",
    "stepfather": "padrastro beau_pere stiefvater padrasto patrigno",
    "not": "no ne pas nicht kein keine keinen nao non nunca jamais nie mai",
    "want": "quiero quiere quieres veux veut voglio vuole quero quer will moechte",
    "can": "puedo peux kann posso",
    "more": "mas plus mehr mais piu",
    "anymore": "ya",
    "die": "morir morirme muero muerto muerta mourir mort morte meurs sterben tot morrer morro morto morta morire muoio",
    "dead": "muerte tod morte",
    "kill": "matar tuer umbringen toeten uccidere ammazzare",
    "kill myself": "matarme suicidarme suicider suicidar suicidarmi uccidermi ammazzarmi",
    "suicide": "suicidio suicide selbstmord suizid",
    "life": "vida vie leben vita",
    "live": "vivir vivre viver vivere",
    "living": "viviendo",
    "end": "acabar acaba acabe termina termine terminar finir fini finit beenden endet aufhoeren aufhoert schluss "
    "finire finisce finita",
    "bought": "compre compro achete gekauft comprei comprato",
    "threaten": "amenaza amenazo amenazan menace menacee menace bedroht droht ameaca ameacou minaccia",
    "everything": "todo tout alles tudo tutto",
    "nothing": "nada rien nichts niente",
    "nobody": "nadie personne niemand ninguem nessuno",
    "alone": "solo sola seul seule allein sozinho sozinha",
    "tired": "cansado cansada fatigue epuise muede cansado stanco stanca",
    "hopeless": "desesperado desesperada desespere hoffnungslos disperato",
    "pain": "dolor douleur schmerz dor dolore",
    "pills": "pastillas pildoras cachets comprimes pilules tabletten pillen comprimidos remedios pillole pastiglie",
    "medication": "medicamentos medicaments medikamente farmaci",
    "take": "tomar tomo prendre prends nehmen genommen prendere preso",
    "all": "todas todos toutes tous alle tutte tutti",
    "tonight": "esta_noche ce_soir heute_nacht heute_abend hoje_a_noite stanotte stasera",
    "today": "hoy aujourd_hui heute hoje oggi",
    "jump": "saltar tirarme sauter jeter springen pular saltare buttarmi",
    "bridge": "puente pont bruecke ponte",
    "roof": "techo azotea toit dach telhado tetto",
    "window": "ventana fenetre fenster janela finestra",
    "cut": "cortar cortarme corto couper coupe schneiden ritzen cortei tagliare taglio",
    "hurt": "lastimar herir blesser verletzen machucar ferire",
    "blood": "sangre sang blut sangue",
    "hit": "pega golpea frappe schlaegt bate picchia",
    "scared": "miedo peur angst medo paura",
    "danger": "peligro danger gefahr perigo pericolo",
    "help": "ayuda aide hilfe ajuda aiuto",
    "goodbye": "adios adieu abschied tchau addio",
    "disappear": "desaparecer disparaitre verschwinden sumir sparire",
    "exist": "existir exister existieren esistere",
    "sleep": "dormir schlafen dormire",
    "wake": "despertar reveiller aufwachen acordar svegliarmi",
    "forever": "siempre toujours immer sempre",
    "point": "sentido sens sinn senso",
    "worth": "vale vaut valor valeur wert valore",
    "burden": "carga fardeau last peso",
    "gun": "pistola arma pistolet waffe",
    "knife": "cuchillo couteau messer faca coltello",
    "rope": "cuerda soga corde strick seil corda",
}
_GLOSS = {word: english for english, words in _GLOSS_GROUPS.items() for word in words.split()}
_PHRASES = [(re.compile(r"\b(?:esta noche|ce soir|heute (?:nacht|abend)|hoje a noite)\b"), "tonight"),
            (re.compile(r"\baujourd hui\b"), "today"), (re.compile(r"\bbeau pere\b"), "stepfather"),
            (re.compile(r"\bme tuer\b"), "kill myself"), (re.compile(r"\bn en peux plus\b"), "can not anymore")]


# words that carry no risk by themselves: a gloss made only of these and one other word says too little
FUNCTION_WORDS = frozenset("i me my he she not can more anymore all want everything nothing".split())


def gloss(normalised: str) -> str:
    """The English gloss of a normalised non-English message (empty when nothing is glossable)."""
    text = normalised
    for pattern, english in _PHRASES:
        text = pattern.sub(english.replace(" ", "_"), text)
    out = [_GLOSS.get(w, w.replace("_", " ") if w in _KEPT else "") for w in text.split()]
    return " ".join(w for w in out if w)


_KEPT = frozenset(english.replace(" ", "_") for _, english in _PHRASES)
