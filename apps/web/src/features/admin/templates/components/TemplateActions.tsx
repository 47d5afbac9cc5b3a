import type { TemplateDetail } from "@cloudoc/contract";
import { Button, Group } from "@mantine/core";
import type { useTemplateDraft } from "../hooks/use-template-draft";

interface Props {
  detail: TemplateDetail;
  draft: ReturnType<typeof useTemplateDraft>;
  onPreview: () => void;
  onCompare: () => void;
  onPublish: () => void;
}

/** Save draft, Discard, Preview, Compare draft, Publish…, and Withdraw or Put back. */
export function TemplateActions({ detail, draft, onPreview, onCompare, onPublish }: Props) {
  const hasDraft = detail.draft !== null || draft.dirty;
  const canWithdraw = detail.version > 0;
  return (
    <Group gap="xs">
      <Button onClick={() => draft.save.mutate()} loading={draft.save.isPending} disabled={!draft.dirty}>
        Save draft
      </Button>
      {detail.draft && (
        <Button variant="default" onClick={() => draft.discard.mutate()} loading={draft.discard.isPending}>
          Discard draft
        </Button>
      )}
      <Button variant="default" onClick={onPreview} disabled={draft.dirty}>
        Preview
      </Button>
      {detail.draft && (
        <Button variant="default" onClick={onCompare} disabled={draft.dirty}>
          Compare draft
        </Button>
      )}
      <Button color="teal" onClick={onPublish} disabled={!hasDraft}>
        Publish…
      </Button>
      {canWithdraw && (
        <Button
          variant="subtle"
          color={detail.status === "withdrawn" ? "blue" : "red"}
          loading={draft.withdraw.isPending}
          onClick={() => draft.withdraw.mutate(detail.status !== "withdrawn")}
        >
          {detail.status === "withdrawn" ? "Put back in the library" : "Withdraw"}
        </Button>
      )}
    </Group>
  );
}
