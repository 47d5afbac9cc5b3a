import { Checkbox, SegmentedControl, Stack, Text } from "@mantine/core";
import { useCallback } from "react";
import type { SignatureDraft } from "../signing-rules";
import { DrawnSignature } from "./DrawnSignature";
import { TypedSignature } from "./TypedSignature";

interface Props {
  draft: SignatureDraft;
  onChange: (change: Partial<SignatureDraft>) => void;
  companyName: string;
}

/** The signer adopts a signature, typed or drawn, and agrees to sign electronically. */
export function AdoptSignature({ draft, onChange, companyName }: Props) {
  const onDrawn = useCallback((image: string | null) => onChange({ drawnImage: image }), [onChange]);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fw={600} size="sm" id="signature-kind">
          Your signature
        </Text>
        <SegmentedControl
          aria-labelledby="signature-kind"
          value={draft.type}
          onChange={(value) => onChange({ type: value === "typed" ? "typed" : "drawn" })}
          data={[
            { value: "drawn", label: "Draw" },
            { value: "typed", label: "Type" },
          ]}
          fullWidth
        />
      </Stack>
      {draft.type === "drawn" ? (
        <DrawnSignature onChange={onDrawn} />
      ) : (
        <TypedSignature name={draft.typedName} onChange={(typedName) => onChange({ typedName })} />
      )}
      <Checkbox
        checked={draft.agree}
        onChange={(event) => onChange({ agree: event.currentTarget.checked })}
        label="I agree to sign this document electronically"
        description={`My electronic signature is as binding as my handwritten one. ${companyName} and I will each receive the signed document by email.`}
      />
    </Stack>
  );
}
