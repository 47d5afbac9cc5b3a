import { maxSigners } from "@cloudoc/contract";
import { ActionIcon, Badge, Button, Group, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { SendDraft } from "../signing-rules";

type SignerRow = SendDraft["signers"][number];

interface Props {
  signers: SignerRow[];
  /** Numbered in signing order (sequential), or not (parallel). */
  numbered: boolean;
  onChange: (signers: SignerRow[]) => void;
}

let nextKey = 0;
/** A blank signer row with a key of its own (rows are added and removed). */
export const blankSigner = (): SignerRow => {
  nextKey += 1;
  return { key: `signer-${nextKey}`, name: "", email: "" };
};

/** The signers: a name and an email each, in signing order, added and removed in place. */
export function SignersFields({ signers, numbered, onChange }: Props) {
  const update = (key: string, part: Partial<SignerRow>) =>
    onChange(signers.map((signer) => (signer.key === key ? { ...signer, ...part } : signer)));
  return (
    <Stack gap="sm" role="group" aria-label="Signers">
      {signers.map((signer, index) => {
        const who = `Signer ${index + 1}`;
        return (
          <Group key={signer.key} gap="xs" align="flex-end" wrap="nowrap">
            {numbered && (
              <Badge variant="light" size="lg" circle mb={6} aria-hidden="true">
                {index + 1}
              </Badge>
            )}
            <Group gap="xs" grow style={{ flex: 1 }} wrap="wrap" preventGrowOverflow={false}>
              <TextInput
                label={`${who}: name`}
                value={signer.name}
                onChange={(event) => update(signer.key, { name: event.currentTarget.value })}
                autoComplete="off"
                required
                miw={160}
              />
              <TextInput
                label={`${who}: email`}
                type="email"
                value={signer.email}
                onChange={(event) => update(signer.key, { email: event.currentTarget.value })}
                autoComplete="off"
                required
                miw={200}
              />
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={`Remove ${who.toLowerCase()}`}
              disabled={signers.length === 1}
              onClick={() => onChange(signers.filter((other) => other.key !== signer.key))}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={signers.length >= maxSigners}
          onClick={() => onChange([...signers, blankSigner()])}
        >
          Add a signer
        </Button>
      </Group>
    </Stack>
  );
}
