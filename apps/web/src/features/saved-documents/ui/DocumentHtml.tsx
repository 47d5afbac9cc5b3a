import { Typography } from "@mantine/core";
import classes from "./extras.module.css";

/**
 * A document's HTML as the server sends it for viewing: sanitised on every write, with the
 * company's values filled in and escaped by the server. Read-only; never used for anything else.
 */
export function DocumentHtml({ html, label }: { html: string; label: string }) {
  return (
    <section aria-label={label} className={classes.document}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised document HTML (see above) */}
      <Typography dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
