import { parseReviewDate } from "@cloudoc/contract";
import { TextInput } from "@mantine/core";
import { useState } from "react";
import { formatDate } from "../../../lib/format";

/**
 * A day typed as DD/MM/YYYY (spec 000 §9): the filter follows once the text is a real date (as
 * YYYY-MM-DD), or is cleared; anything else is pointed out and left unapplied.
 */
export function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  /** YYYY-MM-DD, or undefined. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const [text, setText] = useState(value ? formatDate(value) : "");
  const trimmed = text.trim();
  const day = trimmed === "" ? undefined : parseReviewDate(trimmed);
  // Said only once the text is long enough to be a whole date, not while it is being typed.
  const invalid = day === undefined && trimmed.length >= 8;
  return (
    <TextInput
      label={label}
      placeholder="DD/MM/YYYY"
      inputMode="numeric"
      value={text}
      error={invalid ? "Enter a date as DD/MM/YYYY." : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = next.trim() === "" ? undefined : parseReviewDate(next);
        if (next.trim() === "" || parsed) onChange(parsed);
      }}
    />
  );
}
