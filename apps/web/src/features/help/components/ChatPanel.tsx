import { chatPollSeconds } from "@cloudoc/contract";
import { Badge, CloseButton, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { errorText } from "../../../lib/form-errors";
import { fetchChat, helpKeys, sendChatMessage } from "../help-api";
import { useChatLive } from "../use-chat-live";
import { useSender } from "../use-sender";
import { ChatOfflineForm } from "./ChatOfflineForm";
import classes from "./ChatPanel.module.css";
import { ChatThread, type ThreadSides } from "./ChatThread";

const visitorSides: ThreadSides = {
  mine: "visitor",
  names: { visitor: "You", team: "Cloudoc support" },
  composerLabel: "Your message",
  sendLabel: "Send",
};

/**
 * Live Chat (spec 000 §2 Get Help): a floating panel that reaches the platform team in the admin
 * console during support hours, and becomes a message form outside them.
 */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { visitor } = useSender();
  const [failure, setFailure] = useState<string | null>(null);
  const chat = useQuery({
    queryKey: [helpKeys.chat],
    queryFn: fetchChat,
    refetchInterval: chatPollSeconds * 1000,
  });
  const conversation = chat.data?.conversation ?? null;
  useChatLive(conversation?._id);

  const send = useMutation({
    mutationFn: (message: string) => sendChatMessage({ conversationId: conversation?._id, message }, visitor),
    onSuccess: (reply) => {
      setFailure(null);
      queryClient.setQueryData([helpKeys.chat], { ...chat.data, conversation: reply.data });
    },
    onError: (error) => {
      setFailure(errorText(error));
      void queryClient.invalidateQueries({ queryKey: [helpKeys.chat] });
    },
  });

  const online = chat.data?.online ?? false;
  return (
    <Paper
      className={classes.panel}
      shadow="xl"
      radius="md"
      withBorder
      p="md"
      role="dialog"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={2} size="h4" id={titleId}>
              Live Chat
            </Title>
            {chat.data && (
              <Badge color={online ? "teal" : "gray"} variant="filled">
                {online ? "We are online" : "Away"}
              </Badge>
            )}
          </Group>
          <CloseButton aria-label="Close live chat" onClick={onClose} />
        </Group>
        {chat.isPending && <Loader size="sm" aria-label="Loading the chat" />}
        {chat.isError && <Text c="red">{errorText(chat.error)}</Text>}
        {chat.data && (online || conversation) && (
          <>
            <Text size="xs" c="dimmed">
              Support hours: {chat.data.hours}
            </Text>
            <ChatThread
              messages={conversation?.messages ?? []}
              sides={visitorSides}
              sending={send.isPending}
              failure={failure}
              onSend={async (message) => {
                try {
                  await send.mutateAsync(message);
                  return true;
                } catch {
                  return false;
                }
              }}
            />
          </>
        )}
        {chat.data && !online && !conversation && (
          <ChatOfflineForm hours={chat.data.hours} visitor={visitor} />
        )}
      </Stack>
    </Paper>
  );
}
