import { ukToday } from "@cloudoc/contract";
import { ActionIcon, TextInput } from "@mantine/core";
import { IconCalendar } from "@tabler/icons-react";
import { useRef } from "react";
import { ukDate } from "../policy-rules";

interface DueDateInputProps {
  /** What the manager typed or picked, shown as DD/MM/YYYY. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  description?: string;
}

/**
 * A UK due date: typed as DD/MM/YYYY, or picked from the browser's calendar where past days are
 * disabled (the typed value is checked the same way, and the server checks it again).
 */
export function DueDateInput({
  value,
  onChange,
  error,
  label = "Due date",
  description = "DD/MM/YYYY, today or later",
}: DueDateInputProps) {
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };
  return (
    <TextInput
      label={label}
      description={description}
      placeholder="DD/MM/YYYY"
      inputMode="numeric"
      autoComplete="off"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        <span style={{ position: "relative", display: "inline-flex" }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={openPicker}
            aria-label="Choose the due date from a calendar"
          >
            <IconCalendar size={18} aria-hidden="true" />
          </ActionIcon>
          {/* The browser's own calendar (past days disabled), opened by the button; never focused by the keyboard. */}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            min={ukToday()}
            onChange={(event) => {
              const picked = ukDate(event.currentTarget.value);
              if (picked) onChange(picked);
            }}
            style={{
              position: "absolute",
              inset: 0,
              opacity: 0,
              pointerEvents: "none",
              width: "100%",
              border: 0,
            }}
          />
        </span>
      }
    />
  );
}
