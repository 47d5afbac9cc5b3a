import type { MyFileWithContent } from "@cloudoc/contract";
import { DocumentPage } from "../../editor/components/DocumentPage";
import { StoredHtml } from "../../editor/components/StoredHtml";
import classes from "../../signing/components/signing.module.css";

/** The file as it reads: an uploaded PDF in the browser's viewer, a written file on its sheet. */
export function FilePreview({ file }: { file: MyFileWithContent }) {
  if (file.kind === "pdf" && file.link) {
    return <iframe src={file.link.url} title={`${file.fileName} (PDF)`} className={classes.documentFrame} />;
  }
  return (
    <DocumentPage
      orientation="potrait"
      headerHtml={file.headerContent}
      footerHtml={file.footerContent}
      label={file.fileName}
    >
      <StoredHtml html={file.innerContent} />
    </DocumentPage>
  );
}
