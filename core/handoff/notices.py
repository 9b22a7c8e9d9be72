"""What the student is told after a handoff, in the language of the crisis reply it follows.

A crisis reply opens in the student's language where it is one of the six covered (``core.answering.crisis_reply``);
the notice that follows it says what happens next (a ticket, a person replying in the thread, nobody available yet,
or the advising office to contact), and a student in crisis must not be left to guess it in a language they did not
write in. French says "vous", as the crisis line before it does; the other languages the familiar form. The
configured office hours are inserted as written.
"""

from __future__ import annotations

LANGUAGES = ("en", "es", "fr", "de", "it", "pt")

# the advisers' categories as the student reads them (core.handoff.triggers.CATEGORIES, "general" and "wellbeing")
CATEGORY_LABELS: dict[str, dict[str, str]] = {
    "es": {"wellbeing": "bienestar", "financial_aid": "ayuda económica", "international": "estudiantes internacionales",
           "accessibility": "accesibilidad", "registration": "matrícula", "academic_standing": "situación académica",
           "records": "expedientes académicos", "it": "informática", "general": "consulta general"},
    "fr": {"wellbeing": "bien-être", "financial_aid": "aide financière", "international": "étudiants internationaux",
           "accessibility": "accessibilité", "registration": "inscriptions", "academic_standing": "situation académique",
           "records": "dossiers académiques", "it": "informatique", "general": "question générale"},
    "de": {"wellbeing": "Wohlbefinden", "financial_aid": "Studienfinanzierung", "international": "Internationales",
           "accessibility": "Barrierefreiheit", "registration": "Einschreibung", "academic_standing": "Studienstatus",
           "records": "Studienunterlagen", "it": "IT", "general": "allgemeine Frage"},
    "it": {"wellbeing": "benessere", "financial_aid": "aiuti economici", "international": "studenti internazionali",
           "accessibility": "accessibilità", "registration": "iscrizioni", "academic_standing": "situazione accademica",
           "records": "certificati e documenti", "it": "informatica", "general": "domanda generale"},
    "pt": {"wellbeing": "bem-estar", "financial_aid": "apoio financeiro", "international": "estudantes internacionais",
           "accessibility": "acessibilidade", "registration": "matrícula", "academic_standing": "situação acadêmica",
           "records": "histórico acadêmico", "it": "informática", "general": "dúvida geral"},
}

# {name} an adviser's name, {ticket} a ticket id, {category} its label, {hours} the configured office hours
NOTICES: dict[str, dict[str, str]] = {
    "en": {
        "claimed": "{name} is already looking after this conversation.",
        "an_adviser": "An adviser",
        "no_queue": "I can't pass this conversation to an adviser from here. Please contact the advising office "
                    "directly{hours_in_brackets}; they can help you in person.",
        "ticket_opened": "I've opened an adviser ticket ({ticket}, {category}) with the advising team; an adviser "
                         "will contact you.{hours_sentence}",
        "passed": "I've passed this conversation to the advising team ({category}). An adviser will reply here in "
                  "this thread; I'll stay quiet while they help you.",
        "passed_nobody_available": "I've passed this conversation to the advising team ({category}), but nobody for "
                                   "this topic is available right now, so a reply may take a while.{hours_sentence} "
                                   "An adviser will reply here in this thread.",
        "no_handoffs": "Please contact the advising office{hours_in_brackets}; an adviser can help you in person.",
        "queue_failed": "I couldn't reach the advisers' queue just now. Please contact the advising office"
                        "{hours_in_brackets} directly.",
        "hours_sentence": " Office hours: {hours}.",
        "hours_in_brackets": " (office hours: {hours})",
    },
    "es": {
        "claimed": "{name} ya se está ocupando de esta conversación.",
        "an_adviser": "Un asesor o una asesora",
        "no_queue": "Desde aquí no puedo pasar esta conversación a un asesor. Ponte en contacto directamente con la "
                    "oficina de asesoría{hours_in_brackets}; allí pueden ayudarte en persona.",
        "ticket_opened": "He abierto una solicitud ({ticket}, {category}) al equipo de asesoría; un asesor o una "
                         "asesora se pondrá en contacto contigo.{hours_sentence}",
        "passed": "He pasado esta conversación al equipo de asesoría ({category}). Un asesor te responderá aquí, en "
                  "este hilo; yo no intervendré mientras te ayudan.",
        "passed_nobody_available": "He pasado esta conversación al equipo de asesoría ({category}), pero ahora mismo "
                                   "no hay nadie disponible para este tema, así que la respuesta puede tardar."
                                   "{hours_sentence} Un asesor te responderá aquí, en este hilo.",
        "no_handoffs": "Ponte en contacto con la oficina de asesoría{hours_in_brackets}; un asesor puede ayudarte en "
                       "persona.",
        "queue_failed": "No he podido acceder a la cola de asesores en este momento. Ponte en contacto directamente "
                        "con la oficina de asesoría{hours_in_brackets}.",
        "hours_sentence": " Horario de atención: {hours}.",
        "hours_in_brackets": " (horario de atención: {hours})",
    },
    "fr": {
        "claimed": "{name} s'occupe déjà de cette conversation.",
        "an_adviser": "Un conseiller ou une conseillère",
        "no_queue": "D'ici, je ne peux pas transmettre cette conversation à un conseiller. Contactez directement le "
                    "service d'orientation{hours_in_brackets} ; l'équipe pourra vous aider en personne.",
        "ticket_opened": "J'ai ouvert une demande ({ticket}, {category}) auprès de l'équipe des conseillers ; un "
                         "conseiller ou une conseillère vous contactera.{hours_sentence}",
        "passed": "J'ai transmis cette conversation à l'équipe des conseillers ({category}). Un conseiller vous "
                  "répondra ici, dans ce fil ; je n'interviendrai pas pendant qu'il vous aide.",
        "passed_nobody_available": "J'ai transmis cette conversation à l'équipe des conseillers ({category}), mais "
                                   "personne n'est disponible pour ce sujet en ce moment, la réponse peut donc prendre "
                                   "un peu de temps.{hours_sentence} Un conseiller vous répondra ici, dans ce fil.",
        "no_handoffs": "Contactez le service d'orientation{hours_in_brackets} ; un conseiller peut vous aider en "
                       "personne.",
        "queue_failed": "Je n'ai pas pu accéder à la file d'attente des conseillers pour le moment. Contactez "
                        "directement le service d'orientation{hours_in_brackets}.",
        "hours_sentence": " Horaires d'ouverture : {hours}.",
        "hours_in_brackets": " (horaires d'ouverture : {hours})",
    },
    "de": {
        "claimed": "{name} kümmert sich bereits um dieses Gespräch.",
        "an_adviser": "Eine Beraterin oder ein Berater",
        "no_queue": "Von hier aus kann ich dieses Gespräch nicht an die Beratung weitergeben. Wende dich bitte direkt "
                    "an die Studienberatung{hours_in_brackets}; dort hilft man dir persönlich.",
        "ticket_opened": "Ich habe eine Anfrage an die Studienberatung gestellt ({ticket}, {category}); jemand aus "
                         "der Beratung meldet sich bei dir.{hours_sentence}",
        "passed": "Ich habe dieses Gespräch an die Studienberatung weitergegeben ({category}). Jemand aus der "
                  "Beratung antwortet dir hier in diesem Thread; ich halte mich zurück, solange dir geholfen wird.",
        "passed_nobody_available": "Ich habe dieses Gespräch an die Studienberatung weitergegeben ({category}), aber "
                                   "gerade ist für dieses Thema niemand verfügbar, daher kann eine Antwort etwas "
                                   "dauern.{hours_sentence} Jemand aus der Beratung antwortet dir hier in diesem "
                                   "Thread.",
        "no_handoffs": "Wende dich bitte an die Studienberatung{hours_in_brackets}; dort hilft man dir persönlich.",
        "queue_failed": "Ich konnte die Warteschlange der Beratung gerade nicht erreichen. Wende dich bitte direkt an "
                        "die Studienberatung{hours_in_brackets}.",
        "hours_sentence": " Sprechzeiten: {hours}.",
        "hours_in_brackets": " (Sprechzeiten: {hours})",
    },
    "it": {
        "claimed": "{name} si sta già occupando di questa conversazione.",
        "an_adviser": "Un consulente o una consulente",
        "no_queue": "Da qui non posso passare questa conversazione a un consulente. Contatta direttamente l'ufficio "
                    "di orientamento{hours_in_brackets}; lì possono aiutarti di persona.",
        "ticket_opened": "Ho inviato una richiesta ({ticket}, {category}) al team di orientamento; un consulente ti "
                         "contatterà.{hours_sentence}",
        "passed": "Ho passato questa conversazione al team di orientamento ({category}). Un consulente ti risponderà "
                  "qui, in questo thread; io non interverrò mentre ti aiutano.",
        "passed_nobody_available": "Ho passato questa conversazione al team di orientamento ({category}), ma in "
                                   "questo momento non c'è nessuno disponibile per questo argomento, quindi la "
                                   "risposta potrebbe richiedere un po' di tempo.{hours_sentence} Un consulente ti "
                                   "risponderà qui, in questo thread.",
        "no_handoffs": "Contatta l'ufficio di orientamento{hours_in_brackets}; un consulente può aiutarti di persona.",
        "queue_failed": "In questo momento non riesco a raggiungere la coda dei consulenti. Contatta direttamente "
                        "l'ufficio di orientamento{hours_in_brackets}.",
        "hours_sentence": " Orari di ricevimento: {hours}.",
        "hours_in_brackets": " (orari di ricevimento: {hours})",
    },
    "pt": {
        "claimed": "{name} já está cuidando desta conversa.",
        "an_adviser": "Um orientador ou uma orientadora",
        "no_queue": "Daqui não consigo passar esta conversa para um orientador. Entre em contato diretamente com o "
                    "setor de orientação{hours_in_brackets}; lá podem ajudar você pessoalmente.",
        "ticket_opened": "Abri um chamado ({ticket}, {category}) para a equipe de orientação; um orientador ou uma "
                         "orientadora vai entrar em contato com você.{hours_sentence}",
        "passed": "Passei esta conversa para a equipe de orientação ({category}). Um orientador vai responder aqui, "
                  "nesta conversa; não vou interferir enquanto ajudam você.",
        "passed_nobody_available": "Passei esta conversa para a equipe de orientação ({category}), mas agora não há "
                                   "ninguém disponível para este assunto, então a resposta pode demorar um pouco."
                                   "{hours_sentence} Um orientador vai responder aqui, nesta conversa.",
        "no_handoffs": "Entre em contato com o setor de orientação{hours_in_brackets}; um orientador pode ajudar você "
                       "pessoalmente.",
        "queue_failed": "Não consegui acessar a fila dos orientadores agora. Entre em contato diretamente com o setor "
                        "de orientação{hours_in_brackets}.",
        "hours_sentence": " Horário de atendimento: {hours}.",
        "hours_in_brackets": " (horário de atendimento: {hours})",
    },
}


def student_notice(kind: str, language: str | None = None, *, hours: str = "", name: str = "", ticket: str = "",
                   category: str = "") -> str:
    """The notice ``kind`` (a key of ``NOTICES``) in ``language`` (English when it is not covered)."""
    lang = language if language in NOTICES else "en"
    texts = NOTICES[lang]
    label = CATEGORY_LABELS.get(lang, {}).get(category, category.replace("_", " "))
    return texts[kind].format(
        name=name or texts["an_adviser"], ticket=ticket, category=label,
        hours_sentence=texts["hours_sentence"].format(hours=hours) if hours else "",
        hours_in_brackets=texts["hours_in_brackets"].format(hours=hours) if hours else "")
