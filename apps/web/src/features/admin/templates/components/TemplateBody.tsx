import type { Orientation } from "@cloudoc/contract";
import { Button, Group, Stack } from "@mantine/core";
import { IconLayoutNavbar, IconPhoto } from "@tabler/icons-react";
import { type Editor, EditorContent } from "@tiptap/react";
import { useState } from "react";
import { DocumentPage } from "../../../editor/components/DocumentPage";
import { EditorToolbar } from "../../../editor/components/EditorToolbar";
import { HeaderFooterDialog } from "../../../editor/components/HeaderFooterDialog";
import { ImageLibrary } from "./ImageLibrary";

interface Props {
  editor: Editor;
  orientation: Orientation;
  header: string;
  footer: string;
  onMargins: (header: string, footer: string) => void;
}

/** The company editor's toolbar and page, with the template image library and the header and footer. */
export function TemplateBody({ editor, orientation, header, footer, onMargins }: Props) {
  const [dialog, setDialog] = useState<"images" | "margins" | null>(null);
  return (
    <Stack gap="sm">
      <EditorToolbar editor={editor} />
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPhoto size={16} aria-hidden="true" />}
          onClick={() => setDialog("images")}
        >
          Template images
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLayoutNavbar size={16} aria-hidden="true" />}
          onClick={() => setDialog("margins")}
        >
          Header and footer
        </Button>
      </Group>
      <DocumentPage
        orientation={orientation}
        headerHtml={header}
        footerHtml={footer}
        label="Template being edited"
      >
        <EditorContent editor={editor} />
      </DocumentPage>
      <ImageLibrary
        opened={dialog === "images"}
        onClose={() => setDialog(null)}
        onInsert={(src, alt) => {
          editor.chain().focus().setImage({ src, alt }).run();
          setDialog(null);
        }}
      />
      <HeaderFooterDialog
        opened={dialog === "margins"}
        header={header}
        footer={footer}
        pending={false}
        onClose={() => setDialog(null)}
        onSave={(newHeader, newFooter) => {
          onMargins(newHeader, newFooter);
          setDialog(null);
        }}
      />
    </Stack>
  );
}
