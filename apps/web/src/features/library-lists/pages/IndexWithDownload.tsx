import { IndexDownloadButton } from "../../exports/IndexDownloadButton";
import { IndexPage } from "./IndexPage";

/** /company/index with its PDF download (spec 001 §7 /user/download/index). */
export function IndexWithDownload() {
  return <IndexPage download={IndexDownloadButton} />;
}
