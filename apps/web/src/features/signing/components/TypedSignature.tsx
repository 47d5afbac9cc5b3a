import { maxNameLength } from "@cloudoc/contract";
import { Stack, Text, TextInput } from "@mantine/core";
import classes from "./signing.module.css";

interface Props {
  name: string;
  onChange: (name: string) => void;
}

/**
 * The signer types their name and sees it as their signature; the server draws the same name on
 * the document in a script face.
 */
export function TypedSignature({ name, onChange }: Props) {
  return (
    <Stack gap="xs">
      <TextInput
        label="Type your name"
        value={name}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="name"
        maxLength={maxNameLength}
        required
      />
      <div className={classes.typedPreview} aria-hidden="true">
        {name.trim()}
      </div>
      <Text size="xs" c="dimmed">
        This is how your signature will appear on the document.
      </Text>
    </Stack>
  );
}
