import { issueKinds, reportIssueSchema } from "@cloudoc/contract";
import { Button, Group, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { IconFlag } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify";
import { reportIssue } from "../extras-api";
import { errorMessage } from "../ui/feedback";

const issueData = issueKinds.map((kind) => ({ value: kind, label: kind }));

/**
 * Report an issue with a document (POST /user/report/issue {issue, comments}): the platform's
 * team receives it by e-mail. Checked with the contract's rules before it is sent.
 */
export function ReportIssueButton({ fileId }: { fileId: string }) {
  const [opened, setOpened] = useState(false);
  const [issue, setIssue] = useState<string | null>(null);
  const [comments, setComments] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: () => reportIssue(fileId, issue ?? "", comments),
    onSuccess: (message) => {
      toast(message, "success");
      setOpened(false);
      setIssue(null);
      setComments("");
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const submit = () => {
    const checked = reportIssueSchema.safeParse({ fileId, issue: issue ?? "", comments });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    send.mutate();
  };
  return (
    <>
      <Button
        variant="light"
        color="orange"
        size="xs"
        leftSection={<IconFlag size={14} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        Report an issue
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Report an issue with this document"
        centered
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tell us what is wrong and our policy team will look at it. Your own copy is not changed.
          </Text>
          <Select
            label="What is the issue?"
            placeholder="Choose one"
            data={issueData}
            value={issue}
            onChange={(value) => {
              setIssue(value);
              setProblem(undefined);
            }}
            error={problem}
            required
            allowDeselect={false}
          />
          <Textarea
            label="Comments"
            description="Where in the document, and what it should say"
            autosize
            minRows={4}
            maxLength={5000}
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={submit} loading={send.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
