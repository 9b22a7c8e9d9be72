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
    r"school|(?:19|20)\d\d|the day)|years back|in the past|used to|"
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
    r"(?:ya )?estoy bien|lo supere|ya paso|je vais bien|ca va (?:mieux|bien)|c est derriere moi|es geht mir (?:jetzt |"
    r"heute |wieder )?(?:gut|besser)|ist vorbei|estou bem|ja passou|superei|sto bene|e passato|l ho superato)\b")

# training, role-play and hypothetical questions about someone unnamed
_FRAMED = re.compile(
    r"\b(?:role ?play\w*|scenario|simulation|mock (?:call|session|interview)|case study|vignette|practice "
    r"(?:call|scenario|session)|training (?:exercise|scenario|session|module)|in (?:our |my |the )?training|during "
    r"(?:our |my |the )?training|first aid (?:course|training|class)|mental health first aid|qpr|asist|safetalk|"
    r"crisis line training|hotline training|we (?:practiced|practised|learned|learnt|were taught)|they taught us|"
    r"hypothetically|in theory|"
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
    r"\b(?:again|still|started|starting|back|lately|recently|tonight|right now|currently|keeps?|keeping|"
    r"just|scared|afraid|terrified|worried|urges?|relaps\w*|tempted|craving|can not stop|planning|going to|gonna|"
    r"this week|now (?:i|he|she|they) (?:want|is|are|am|have|has)|"
    r"otra vez|de nuevo|todavia|esta noche|encore|a nouveau|ce soir|toujours|wieder|immer noch|heute abend|"
    r"heute nacht|de novo|ainda|hoje a noite|di nuovo|ancora|stasera)\b"
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
