import { chatPollSeconds, type SupportConversation } from "@cloudoc/contract";
import { Alert, Anchor, Button, Drawer, Group, Loader, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../../lib/form-errors";
import { ChatThread, type ThreadSides } from "../../../help/components/ChatThread";
import { Fact } from "../../requests/components/StatusDrawer";
import { closeConversation, fetchConversation, replyToConversation, supportKeys } from "../queries/support";
import { kindLabels, SupportStatusBadge } from "./SupportStatusBadge";

const sidesFor = (conversation: SupportConversation): ThreadSides => ({
  mine: "team",
  names: { visitor: conversation.name || "Visitor", team: "Support team" },
  composerLabel: "Your reply",
  sendLabel: "Send reply",
});

function Facts({ conversation }: { conversation: SupportConversation }) {
  return (
    <Group gap="xl" align="flex-start">
      <Fact label="From">
        {conversation.name || "A visitor"}
        {conversation.email && (
          <>
            {" "}
            (<Anchor href={`mailto:${conversation.email}`}>{conversation.email}</Anchor>)
          </>
        )}
        {conversation.phone ? `, ${conversation.phone}` : ""}
      </Fact>
      <Fact label="Company">{conversation.companyName || "Visitor"}</Fact>
      <Fact label="Through">{kindLabels[conversation.kind]}</Fact>
      <div>
        <SupportStatusBadge status={conversation.status} />
      </div>
    </Group>
  );
}

/**
 * One conversation: the messages, the team's reply (shown live in the visitor's panel, and emailed
 * when they wrote through a form) and closing it.
 */
export function ConversationDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const conversation = useQuery({
    queryKey: supportKeys.conversation(id ?? ""),
    queryFn: () => fetchConversation(id ?? ""),
    enabled: id !== null,
    refetchInterval: chatPollSeconds * 1000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.all });
  const reply = useMutation({
    mutationFn: (message: string) => replyToConversation(id ?? "", message),
    onSuccess: () => {
      setFailure(null);
      void refresh();
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const close = useMutation({
    mutationFn: () => closeConversation(id ?? ""),
    onSuccess: () => void refresh(),
    onError: (error) => setFailure(errorText(error)),
  });

  const data = conversation.data;
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title="Conversation">
      {conversation.isLoading && <Loader size="sm" aria-label="Loading the conversation" />}
      {conversation.isError && <Alert color="red">{errorText(conversation.error)}</Alert>}
      {data && (
        <Stack gap="md">
          <Facts conversation={data} />
          {data.status === "closed" ? (
            <>
              <ChatThread messages={data.messages} sides={sidesFor(data)} sending={false} failure={null} />
              <Text size="sm" c="dimmed">
                This conversation is closed.
              </Text>
            </>
          ) : (
            <>
              <ChatThread
                messages={data.messages}
                sides={sidesFor(data)}
                sending={reply.isPending}
                failure={failure}
                onSend={async (message) => {
                  try {
                    await reply.mutateAsync(message);
                    return true;
                  } catch {
                    return false;
                  }
                }}
              />
              <Group justify="flex-start">
                <Button
                  variant="default"
                  color="gray"
                  onClick={() => close.mutate()}
                  loading={close.isPending}
                >
                  Close conversation
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
