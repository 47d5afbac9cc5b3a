import { buildWordDocument, type PrintInput } from "@cloudoc/documents";
import { renderWord } from "./word";

/**
 * Runs on a worker thread (platform/workers): the Word parts, the conversion and the zipping,
 * seconds of CPU for a long document, off the thread that serves requests.
 */
export async function wordTask(input: PrintInput): Promise<Uint8Array> {
  return renderWord(buildWordDocument(input));
}
