import { Loader, Modal, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../../ui/States";
import { DocumentPage } from "../../../editor/components/DocumentPage";
import { StoredHtml } from "../../../editor/components/StoredHtml";
import { fetchPreview, templateKeys } from "../queries/templates";

interface Props {
  templateId: string;
  /** null: the saved draft (else the published text). */
  version: number | null;
  opened: boolean;
  onClose: () => void;
}

/** The template as a company would read it, filled with the sample company's details. */
export function PreviewModal({ templateId, version, opened, onClose }: Props) {
  const preview = useQuery({
    queryKey: templateKeys.preview(templateId, version),
    queryFn: () => fetchPreview(templateId, version),
    enabled: opened,
  });
  const title = version === null ? "Preview of the saved draft" : `Preview of version ${version}`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      {preview.isPending && <Loader size="sm" aria-label="Loading the preview" />}
      {preview.isError && <LoadError title="The preview could not be made" error={preview.error} />}
      {preview.data && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Filled with the details of a sample company, {preview.data.company}.
          </Text>
          <DocumentPage
            orientation={preview.data.format}
            headerHtml={preview.data.header}
            footerHtml={preview.data.footer}
            label="Template filled with the sample company's details"
          >
            <StoredHtml html={preview.data.content} />
          </DocumentPage>
        </Stack>
      )}
    </Modal>
  );
}
