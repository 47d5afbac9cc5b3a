import { Group, Text, VisuallyHidden } from "@mantine/core";
import { useEffect, useState } from "react";
import { countdownBoxes, countdownParts, expiryTime, offerExpiredText } from "../countdown";
import classes from "./countdown.module.css";

const endFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * A live countdown to `expiry` in Days/Hours/Minutes/Seconds, then "Offer expired!". The ticking
 * boxes are hidden from screen readers, which hear the end date once instead of every second.
 */
export function Countdown({
  expiry,
  tone = "light",
}: {
  expiry: string | null | undefined;
  tone?: "light" | "dark";
}) {
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(expiry, now);
  const running = parts !== null && parts !== "expired";

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  if (parts === null) return null;
  if (parts === "expired") {
    return (
      <Text fw={700} role="status">
        {offerExpiredText}
      </Text>
    );
  }
  const at = expiryTime(expiry);
  return (
    <div className={classes.countdown} data-tone={tone}>
      <VisuallyHidden>Offer ends {at === null ? "" : endFormat.format(at)}</VisuallyHidden>
      <Group gap={6} wrap="nowrap" aria-hidden="true">
        {countdownBoxes(parts).map((box) => (
          <span key={box.label} className={classes.box}>
            <span className={classes.value}>{box.value}</span>
            <span className={classes.label}>{box.label}</span>
          </span>
        ))}
      </Group>
    </div>
  );
}
