import type { Orientation } from "@cloudoc/contract";
import { useElementSize, useLocalStorage } from "@mantine/hooks";
import type { CSSProperties, ReactNode } from "react";
import classes from "../editor.module.css";
import { fitZoom, type PageZoom, parseZoom } from "../page-zoom";
import { PageZoomBar } from "./PageZoomBar";
import { StoredHtml } from "./StoredHtml";

interface Props {
  orientation: Orientation;
  /** The header and footer as HTML (sanitised by the server, values filled where shown filled). */
  headerHtml: string;
  footerHtml: string;
  children: ReactNode;
  label: string;
}

/**
 * One A4 sheet, portrait or landscape, with the header above and the footer below the body, at
 * the zoom chosen (remembered on this device) or fitted to the space there is.
 */
export function DocumentPage({ orientation, headerHtml, footerHtml, children, label }: Props) {
  const pageClass = orientation === "landscape" ? `${classes.page} ${classes.landscape}` : classes.page;
  const [stored, setZoom] = useLocalStorage<PageZoom>({ key: "cloudoc.pageZoom", defaultValue: "fit" });
  const zoom = parseZoom(stored);
  // The room inside the desk's padding: a block box as wide as that, whatever the sheet's width.
  const room = useElementSize();
  const applied = zoom === "fit" ? fitZoom(room.width, orientation) : zoom;
  return (
    <div className={classes.desk}>
      <div ref={room.ref}>
        <PageZoomBar zoom={zoom} applied={applied} onZoom={setZoom} />
      </div>
      <article className={pageClass} aria-label={label} style={{ "--zoom": applied } as CSSProperties}>
        <SheetMargin html={headerHtml} className={classes.margin} placeholder="No header" />
        <div className={classes.content}>{children}</div>
        <SheetMargin html={footerHtml} className={classes.footerMargin} placeholder="No footer" />
      </article>
    </div>
  );
}

function SheetMargin({
  html,
  className,
  placeholder,
}: {
  html: string;
  className?: string;
  placeholder: string;
}) {
  if (!html.trim()) {
    return (
      <div className={className} aria-hidden="true">
        <span style={{ fontStyle: "italic" }}>{placeholder}</span>
      </div>
    );
  }
  return <StoredHtml html={html} className={`${className ?? ""} ${classes.content ?? ""}`} />;
}
