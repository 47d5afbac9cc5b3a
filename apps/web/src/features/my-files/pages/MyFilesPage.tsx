import { Stack, Tabs } from "@mantine/core";
import { IconFiles, IconMail, IconSignature, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { PageHeading } from "../../../ui/PageHeading";
import { EnvelopesPanel } from "../../signing/components/EnvelopesPanel";
import { SendForSignatureDialog } from "../../signing/components/SendForSignatureDialog";
import { useCanSign } from "../../signing/hooks/use-can-sign";
import { FilesBrowser } from "../components/FilesBrowser";
import { RecentFiles } from "../components/RecentFiles";
import { SentFilesPanel } from "../components/SentFilesPanel";
import { myFilesBaseOf } from "../my-files-rules";

type Tab = "files" | "sent" | "bin" | "signatures";

const isTab = (value: string | null): value is Tab =>
  value === "files" || value === "sent" || value === "bin" || value === "signatures";

/**
 * /company/myDocuments and /company/myfiles (spec 001 §2, spec 000 §2 side menu "My Documents" and
 * "DocuSign (myfiles)"): the user's own files and folders, what they sent, their bin, and (with the
 * pro package) their signature requests, which the DocuSign entry opens on.
 */
export function MyFilesPage() {
  const { pathname } = useLocation();
  const base = myFilesBaseOf(pathname);
  const canSign = useCanSign();
  const docuSign = base === "/company/myfiles";
  const [chosen, setTab] = useState<Tab | null>(null);
  const [sending, setSending] = useState(false);
  const tab: Tab = chosen ?? (docuSign && canSign ? "signatures" : "files");
  const title = docuSign ? "DocuSign" : "My Documents";

  return (
    <Stack gap="lg">
      <PageHeading
        title={title}
        description={
          canSign
            ? "Your own files and folders: write, upload, share and send them for signature."
            : "Your own files and folders: write, upload, organise and share them."
        }
      />
      <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="files" leftSection={<IconFiles size={16} aria-hidden="true" />}>
            Files
          </Tabs.Tab>
          {canSign && (
            <Tabs.Tab value="signatures" leftSection={<IconSignature size={16} aria-hidden="true" />}>
              Signature requests
            </Tabs.Tab>
          )}
          <Tabs.Tab value="sent" leftSection={<IconMail size={16} aria-hidden="true" />}>
            Sent
          </Tabs.Tab>
          <Tabs.Tab value="bin" leftSection={<IconTrash size={16} aria-hidden="true" />}>
            Bin
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="files" pt="lg">
          <Stack gap="lg">
            <RecentFiles base={base} />
            <FilesBrowser base={base} canSign={canSign} />
          </Stack>
        </Tabs.Panel>
        {canSign && (
          <Tabs.Panel value="signatures" pt="lg">
            <EnvelopesPanel onNew={() => setSending(true)} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="sent" pt="lg">
          <SentFilesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="bin" pt="lg">
          <FilesBrowser base={base} bin canSign={false} />
        </Tabs.Panel>
      </Tabs>
      <SendForSignatureDialog opened={sending} document={null} onClose={() => setSending(false)} />
    </Stack>
  );
}
