/** The document this tab is comparing, kept in sessionStorage so a reload stays on it. */
const key = "cloudoc.compare.fileId";

export const comparedFile = {
  get(): string {
    try {
      return sessionStorage.getItem(key) ?? "";
    } catch {
      return "";
    }
  },
  set(value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode): the address still carries the document this time.
    }
  },
};

/** Where the compare page opens a document. */
export const comparePath = (fileId: string) =>
  `/company/documents/compare?fileId=${encodeURIComponent(fileId)}`;
