"""Where a Teams activity comes from and where its answer goes: the thread key for memory and the
conversation id (with ``;messageid=``) that keeps a reply in the channel's reply chain.

Teams conversation ids: a 1:1 or group chat is one id; a channel message carries
``19:…@thread.tacv2;messageid=<root message id>``, where the root is the post that started the reply
chain (for a new post, the post itself).
"""

from __future__ import annotations

from dataclasses import dataclass

from botbuilder.schema import Activity

from core.conversation.model import Asker, ConversationKey

_MESSAGE_ID = ";messageid="
CHAT_THREAD = "chat"  # 1:1 and group chats have no reply chains: the whole chat is one thread


@dataclass(frozen=True)
class TeamsAddress:
    tenant: str
    conversation: str  # without ;messageid=
    conversation_type: str  # personal | groupChat | channel
    root: str | None  # reply-chain root message id (channels only)

    @property
    def key(self) -> ConversationKey:
        return ConversationKey(platform="teams", workspace=self.tenant or "unknown", channel=self.conversation,
                               thread=self.root or CHAT_THREAD)

    @property
    def reply_conversation_id(self) -> str:
        """Post here to land in the same reply chain."""
        return f"{self.conversation}{_MESSAGE_ID}{self.root}" if self.root else self.conversation

    @property
    def is_personal(self) -> bool:
        return self.conversation_type == "personal"


def address_of(activity: Activity) -> TeamsAddress:
    conv = activity.conversation
    base, _, message_id = (conv.id or "").partition(_MESSAGE_ID)
    conversation_type = conv.conversation_type or ("channel" if "@thread" in base and message_id else "personal")
    root = None
    if conversation_type == "channel":
        # No ;messageid= means a new top-level post: it is the root of its own reply chain.
        root = message_id or activity.id
    return TeamsAddress(tenant=tenant_of(activity), conversation=base, conversation_type=conversation_type, root=root)


def tenant_of(activity: Activity) -> str:
    conv = activity.conversation
    if conv is not None:
        # Teams sends "tenantId"; botbuilder's schema maps "tenantID", so the Teams spelling ends up in
        # additional_properties.
        tenant = conv.tenant_id or (conv.additional_properties or {}).get("tenantId")
        if tenant:
            return str(tenant)
    channel_data = activity.channel_data if isinstance(activity.channel_data, dict) else {}
    return str((channel_data.get("tenant") or {}).get("id") or "")


def asker_of(activity: Activity) -> Asker:
    """The AAD object id is stable across chats and is what adviser groups list; fall back to the 29: id."""
    user = activity.from_property
    if user is None:
        return Asker()
    return Asker(id=user.aad_object_id or user.id or "anonymous", name=user.name or "")


def event_id_of(activity: Activity, suffix: str = "") -> str:
    """Dedup key: activity ids are unique per conversation, and Teams redelivers with the same id."""
    base = (activity.conversation.id or "").partition(_MESSAGE_ID)[0] if activity.conversation else ""
    return f"teams:{base}:{activity.id}{suffix}"


def message_key(conversation_id: str, message_id: str) -> str:
    """A bot message's name across replies of a reply chain (the feedback invoke names it by ``replyToId``)."""
    return f"teams:{(conversation_id or '').partition(_MESSAGE_ID)[0]}:{message_id}"
