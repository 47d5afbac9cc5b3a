import classes from "./compare.module.css";

/**
 * A block or section of a document as the server sends it for comparing: the stored HTML, which
 * the server sanitises on every write (DESIGN §7), with business variables left as their spans so
 * they show as {{Label}} chips. Read-only; never used for anything else.
 */
export function DiffHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised document HTML (see above)
  return <div className={classes.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
