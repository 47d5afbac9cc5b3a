import { Button, Code, Group, SimpleGrid, Stack } from "@mantine/core";
import { IconCopy, IconDownload } from "@tabler/icons-react";
import { toast } from "../../../../lib/notify";
import { saveBlob } from "../../../../lib/save-file";

const asText = (codes: readonly string[]) =>
  `Cloudoc admin recovery codes. Each code works once.\n\n${codes.join("\n")}\n`;

async function copy(codes: readonly string[]) {
  try {
    await navigator.clipboard.writeText(codes.join("\n"));
    toast("Recovery codes copied.", "success");
  } catch {
    toast("The codes could not be copied. Select them and copy them by hand.", "error");
  }
}

/** The recovery codes as shown once, with Copy and Download. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="xs" component="ul" aria-label="Recovery codes" p={0} m={0}>
        {codes.map((code) => (
          <Code key={code} component="li" fz="md" p="xs" style={{ listStyle: "none", textAlign: "center" }}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconCopy size={18} aria-hidden="true" />}
          onClick={() => void copy(codes)}
        >
          Copy
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={() =>
            saveBlob(new Blob([asText(codes)], { type: "text/plain" }), "cloudoc-recovery-codes.txt")
          }
        >
          Download
        </Button>
      </Group>
    </Stack>
  );
}
