import { Typography } from "@mantine/core";

/**
 * HTML that the server has already passed through its document sanitiser (legal pages, help
 * articles, blog excerpts: decision 008, apps/server/src/seed/library.ts). Never use this for
 * anything else.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  // Safe only because the server sanitised this HTML before storing or sending it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (see above)
  return <Typography className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
