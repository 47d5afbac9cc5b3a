import type { ConversationKind, ConversationStatus } from "@cloudoc/contract";
import { Badge } from "@mantine/core";

const statusLooks: Record<ConversationStatus, { label: string; color: string }> = {
  open: { label: "Waiting", color: "orange" },
  answered: { label: "Answered", color: "#1e6b38" },
  closed: { label: "Closed", color: "gray" },
};

export const kindLabels: Record<ConversationKind, string> = {
  chat: "Live chat",
  offline: "Chat message (out of hours)",
  form: "Short Help Form",
};

/** Where a conversation stands, as a filled badge with its word (colour is never the only cue). */
export function SupportStatusBadge({ status }: { status: ConversationStatus }) {
  const look = statusLooks[status];
  return (
    <Badge color={look.color} variant="filled" radius="sm" style={{ minWidth: "max-content" }}>
      {look.label}
    </Badge>
  );
}
