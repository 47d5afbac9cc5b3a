import { otpLength } from "@cloudoc/contract";
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from "react";
import { backspaceAt, moveFocus, type OtpChange, type OtpDigits, pasteAt, typeInto } from "../../lib/otp";
import classes from "./Auth.module.css";

interface OtpInputProps {
  value: OtpDigits;
  onChange: (digits: string[]) => void;
  label?: string;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The code boxes of spec 000 §5: one letter or digit each (shown in capitals); typing moves
 * forward, Backspace moves back, arrows move between boxes, and pasting the whole code fills them
 * all. The rules are in lib/otp.
 */
export function OtpInput({
  value,
  onChange,
  label = "Verification code",
  error,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();

  const apply = (change: OtpChange) => {
    onChange(change.digits);
    const target = refs.current[change.focus];
    target?.focus();
    target?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      apply(backspaceAt(value, index));
      return;
    }
    const next = moveFocus(value, index, event.key);
    if (next !== index) {
      event.preventDefault();
      refs.current[next]?.focus();
      refs.current[next]?.select();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteAt(value, index, event.clipboardData.getData("text")));
  };

  return (
    <fieldset className={classes.otpGroup} style={{ flexDirection: "column", gap: 0 }}>
      <legend className={classes.otpLegend}>{label}</legend>
      <div className={classes.otpGroup}>
        {Array.from({ length: value.length || otpLength }, (_, index) => (
          <input
            // The boxes never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a box
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            className={classes.otpBox}
            value={value[index] ?? ""}
            onChange={(event) => apply(typeInto(value, index, event.currentTarget.value))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.currentTarget.select()}
            inputMode="text"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Character ${index + 1} of ${value.length || otpLength}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this step
            autoFocus={autoFocus && index === 0}
          />
        ))}
      </div>
      {error && (
        <div id={errorId} className={classes.otpError} role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
