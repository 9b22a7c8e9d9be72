"""The first line of a crisis reply, in the student's language where it is one of the six covered: students write in
their first language when distressed, and an English line first would tell them they were not understood. The
resources follow (``ADVISOR_CRISIS_RESOURCES``, or ``ADVISOR_CRISIS_RESOURCES_BY_LANGUAGE`` for that language).

When the crisis is someone else's (``third_party``) the line speaks to the student as the one who can help. The tag
can be wrong either way, so that line reads right for the writer's own crisis too ("if they (or you) …"). French says
"vous", as French crisis lines do; the other languages the familiar form students use with each other. Each check-in
line offers a person in words ``core.handoff.triggers`` recognises when the student asks for one."""

from __future__ import annotations

from collections.abc import Sequence

from core.handoff.crisis.rules import THIRD_PARTY

# language -> (the writer's own crisis, someone else's)
CRISIS_OPENINGS: dict[str, tuple[str, str]] = {
    "en": ("I'm really sorry you're going through this. You don't have to handle it alone.",
           "I'm really sorry, this sounds frightening, and you don't have to handle it alone. If they (or you) are in "
           "immediate danger, call your local emergency number now and, if it is safe, stay with them until help "
           "arrives."),
    "es": ("Siento mucho que estés pasando por esto. No tienes que afrontarlo a solas.",
           "Lo siento mucho, esto suena angustiante, y no tienes que afrontarlo a solas. Si esa persona (o tú) está en "
           "peligro inmediato, llama ahora al número de emergencias local y, si puedes hacerlo sin ponerte en peligro, "
           "quédate con ella hasta que llegue la ayuda."),
    "fr": ("Je suis vraiment désolé que vous traversiez cela. Vous n'avez pas à y faire face sans aide.",
           "Je suis vraiment désolé, cela semble très inquiétant, et vous n'avez pas à y faire face sans aide. Si cette "
           "personne (ou vous-même) est en danger immédiat, appelez maintenant le numéro d'urgence local et, si vous "
           "pouvez le faire sans danger, restez avec elle jusqu'à l'arrivée des secours."),
    "de": ("Es tut mir wirklich leid, dass du das gerade durchmachst. Du musst das nicht allein bewältigen.",
           "Das tut mir wirklich leid, das klingt beängstigend, und du musst das nicht allein bewältigen. Wenn die "
           "Person (oder du) in unmittelbarer Gefahr ist, ruf jetzt die Notrufnummer an und bleib, wenn es sicher "
           "ist, bei ihr, bis Hilfe da ist."),
    "it": ("Mi dispiace davvero che tu stia attraversando tutto questo. Non devi affrontarlo da solo o da sola.",
           "Mi dispiace davvero, sembra una situazione spaventosa, e non devi affrontarla da solo o da sola. Se questa "
           "persona (o tu) è in pericolo immediato, chiama subito il numero di emergenza locale e, se puoi farlo senza "
           "rischi, resta con lei finché non arrivano i soccorsi."),
    "pt": ("Sinto muito que você esteja passando por isso. Você não precisa enfrentar isso sozinho ou sozinha.",
           "Sinto muito, isso parece assustador, e você não precisa enfrentar isso sozinho ou sozinha. Se essa pessoa "
           "(ou você) estiver em perigo imediato, ligue agora para o número de emergência local e, se for seguro, "
           "fique com ela até a ajuda chegar."),
}


# language -> (before the resources, after them): the check-in line ending an ordinary answer to a message the
# detector doubted or leans to read as a crisis
CHECK_IN_LINES: dict[str, tuple[str, str]] = {
    "en": ("If something else is going on and you'd like support, you don't have to handle it alone:",
           "You can also ask me for an adviser."),
    "es": ("Si está pasando algo más y quieres apoyo, no tienes que afrontarlo a solas:",
           "También puedes pedirme que te ponga en contacto con un asesor o una asesora."),
    "fr": ("Si quelque chose d'autre se passe et que vous souhaitez du soutien, vous n'avez pas à y faire face sans aide :",
           "Vous pouvez aussi me demander de vous mettre en relation avec un conseiller ou une conseillère."),
    "de": ("Wenn noch etwas anderes los ist und du Unterstützung möchtest, musst du das nicht allein bewältigen:",
           "Du kannst mich auch bitten, dich mit einer Beraterin oder einem Berater zu verbinden."),
    "it": ("Se sta succedendo qualcos'altro e vuoi un supporto, non devi affrontarlo da solo o da sola:",
           "Puoi anche chiedermi di metterti in contatto con un consulente o una consulente."),
    "pt": ("Se está acontecendo mais alguma coisa e você quer apoio, não precisa enfrentar isso sozinho ou sozinha:",
           "Você também pode me pedir para falar com um orientador ou uma orientadora."),
}


def check_in_line(resources: str, language: str | None = None) -> str:
    """The check-in line in ``language`` (English when None or not covered) around ``resources``."""
    before, after = CHECK_IN_LINES.get(language or "en", CHECK_IN_LINES["en"])
    return f"{before} {resources} {after}"


def crisis_opening(categories: Sequence[str], language: str | None = None) -> str:
    """The first line of a crisis reply in ``language`` (English when None or not covered): to the helper when the
    crisis is someone else's."""
    own, someone_else = CRISIS_OPENINGS.get(language or "en", CRISIS_OPENINGS["en"])
    return someone_else if THIRD_PARTY in categories else own
