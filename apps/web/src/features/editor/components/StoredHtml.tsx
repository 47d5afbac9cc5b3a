import { useRef } from "react";
import { useFocusableOverflow } from "../use-focusable-overflow";

/** Server HTML (sanitised on every write; filled-in values escaped by the server) shown read-only. */
export function StoredHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusableOverflow(ref);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised document HTML (see above)
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
