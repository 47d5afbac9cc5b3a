import type { DiffPart } from "@cloudoc/contract";
import { Loader, Modal, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../../ui/States";
import { type CompareTarget, fetchCompare, templateKeys } from "../queries/templates";

const partStyles: Record<DiffPart["kind"], { bg?: string; prefix: string; label: string }> = {
  same: { prefix: "", label: "" },
  added: { bg: "var(--mantine-color-green-light)", prefix: "+ ", label: "Added: " },
  removed: { bg: "var(--mantine-color-red-light)", prefix: "− ", label: "Removed: " },
};

const titleOf = (from: number | null, to: number | null) => {
  if (to === null) return from === null ? "The draft" : `The draft against version ${from}`;
  return from === null ? `Version ${to}` : `Version ${to} against version ${from}`;
};

/**
 * A version against the one before, or the draft against the published text: each changed field,
 * paragraphs added, removed and kept.
 */
export function CompareModal({
  templateId,
  version,
  onClose,
}: {
  templateId: string;
  version: CompareTarget | null;
  onClose: () => void;
}) {
  const compare = useQuery({
    queryKey: templateKeys.compare(templateId, version ?? "draft"),
    queryFn: () => fetchCompare(templateId, version ?? "draft"),
    enabled: version !== null,
  });
  const data = compare.data;
  return (
    <Modal
      opened={version !== null}
      onClose={onClose}
      title={data ? titleOf(data.from, data.to) : "Comparing"}
      size="xl"
      centered
    >
      {compare.isPending && <Loader size="sm" aria-label="Loading the comparison" />}
      {compare.isError && <LoadError title="The comparison could not be loaded" error={compare.error} />}
      {data && data.changes.length === 0 && <Text size="sm">Nothing changed.</Text>}
      {data && (
        <Stack gap="md">
          {data.changes.map((change) => (
            <Stack key={change.field} gap={4}>
              <Title order={3} size="h5">
                {change.label}
              </Title>
              {change.parts.map((part, index) => (
                <Text
                  // biome-ignore lint/suspicious/noArrayIndexKey: a diff is read-only; a paragraph's position is its identity
                  key={`${change.field}-${index}`}
                  size="sm"
                  px={6}
                  py={2}
                  style={{ background: partStyles[part.kind].bg, borderRadius: 4 }}
                  td={part.kind === "removed" ? "line-through" : undefined}
                >
                  <VisuallyHidden>{partStyles[part.kind].label}</VisuallyHidden>
                  <span aria-hidden="true">{partStyles[part.kind].prefix}</span>
                  {part.text}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
