import { useId } from "react";
import classes from "./SegmentedChoice.module.css";

interface SegmentedChoiceProps<T extends string> {
  /** The id of the visible text that names the choice. */
  labelledBy: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}

/** One of a few options, as a row of segments: a native radio group (arrow keys move the choice). */
export function SegmentedChoice<T extends string>({
  labelledBy,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.root}>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
