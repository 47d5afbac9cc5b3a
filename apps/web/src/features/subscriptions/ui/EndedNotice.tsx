import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconFileZip, IconInfoCircle } from "@tabler/icons-react";
import { formatDate } from "../../../lib/format";
import { useDownloadAll } from "../use-subscription-actions";

/**
 * While the company has nothing live (issue 22): its documents are kept, and for 90 days it may
 * download them all (PDF and Word, through the bulk export).
 */
export function EndedNotice({ downloadUntil }: { downloadUntil: string }) {
  const download = useDownloadAll();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title="Your subscription has ended"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Nothing you wrote has been deleted, and renewing restores everything as it was. Until{" "}
          <strong>{formatDate(downloadUntil)}</strong> you can also download all your documents, as PDF and
          Word files.
        </Text>
        <Group gap="sm">
          <Button
            size="sm"
            variant="white"
            color="orange"
            leftSection={<IconFileZip size={16} aria-hidden="true" />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            Download all documents
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
