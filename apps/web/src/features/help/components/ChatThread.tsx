import { type ChatMessage, maxChatMessageLength } from "@cloudoc/contract";
import { Alert, Box, Button, Group, ScrollArea, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import classes from "./ChatPanel.module.css";

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });

/** Who is who in a thread: the visitor's chat panel and the console's Support area both show one. */
export interface ThreadSides {
  /** The side writing here: their messages sit on the right. */
  mine: ChatMessage["from"];
  names: Record<ChatMessage["from"], string>;
  composerLabel: string;
  sendLabel: string;
}

/** The conversation so far, newest at the bottom, and the box to write the next message. */
export function ChatThread({
  messages,
  sides,
  sending,
  failure,
  onSend,
}: {
  messages: readonly ChatMessage[];
  sides: ThreadSides;
  sending: boolean;
  failure: string | null;
  /** Absent: the thread is only read (a closed conversation). */
  onSend?: (message: string) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState("");
  const bottom = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) bottom.current?.scrollIntoView({ block: "end" });
  }, [count]);

  const submit = async () => {
    const message = draft.trim();
    if (message === "" || sending || !onSend) return;
    if (await onSend(message)) setDraft("");
  };

  return (
    <Stack gap="xs">
      <ScrollArea.Autosize mah={300} type="auto" aria-live="polite" aria-label="Messages">
        <Stack gap={6} p={2}>
          {count === 0 && (
            <Text size="sm" c="dimmed">
              Ask us anything about policies, subscriptions or your account.
            </Text>
          )}
          {messages.map((message) => (
            <Box key={message._id} className={message.from === sides.mine ? classes.mine : classes.theirs}>
              <Text size="xs" fw={600}>
                {sides.names[message.from]} · {timeOf(message.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {message.body}
              </Text>
            </Box>
          ))}
          <div ref={bottom} />
        </Stack>
      </ScrollArea.Autosize>
      {failure && (
        <Alert color="red" variant="light" p="xs">
          {failure}
        </Alert>
      )}
      {onSend && (
        <>
          <Textarea
            label={sides.composerLabel}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={maxChatMessageLength}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) {
                event.preventDefault();
                void submit();
              }
            }}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={() => void submit()} loading={sending} disabled={draft.trim() === ""}>
              {sides.sendLabel}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
