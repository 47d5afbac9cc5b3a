import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconFileText, IconFileTypePdf } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../../lib/format";
import { useOpenMyFile } from "../hooks/use-my-files-actions";
import type { MyFilesBase } from "../my-files-rules";
import { fetchRecentMyFiles, myFilesKeys } from "../queries/my-files-api";

/** The files last opened or changed, newest first, each opening where it is read. */
export function RecentFiles({ base }: { base: MyFilesBase }) {
  const recent = useQuery({ queryKey: [myFilesKeys.recent], queryFn: fetchRecentMyFiles });
  const openFile = useOpenMyFile(base);
  if (recent.isError || recent.data?.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-files">
      <Title order={2} size="h5" id="recent-files" mb="xs">
        Recent files
      </Title>
      {recent.isPending ? (
        <Skeleton height={24} />
      ) : (
        <Group gap="lg" wrap="wrap">
          {recent.data.map((file) => {
            const Icon = file.kind === "pdf" ? IconFileTypePdf : IconFileText;
            return (
              <Group key={file._id} gap={6} wrap="nowrap">
                <Icon size={18} aria-hidden="true" color="var(--mantine-color-brand-7)" />
                <Stack gap={0}>
                  <Anchor component="button" type="button" size="sm" fw={600} onClick={() => openFile(file)}>
                    {file.fileName}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDate(file.lastOpenedAt ?? file.updatedAt)}
                  </Text>
                </Stack>
              </Group>
            );
          })}
        </Group>
      )}
    </Paper>
  );
}
