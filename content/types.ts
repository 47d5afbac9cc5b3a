/** Shapes of the starter library. The seed loads these into the database on first start. */
export type Nation = "england" | "wales" | "scotland" | "northern-ireland";
export type DocumentKind = "policy" | "procedure" | "form";
export type Audience = "adult" | "children" | "staffing";

export interface DocumentTemplate {
  /** Unique across the library, e.g. ENG-SR-01. */
  policyNumber: string;
  title: string;
  slug: string;
  kind: DocumentKind;
  nation: Nation;
  audience: Audience;
  /** Folder path inside a package, "/"-separated, e.g. "Safeguarding and Rights". */
  folder: string;
  /** HTML body, relative to content/templates. */
  file: string;
  /** One plain sentence for lists and search results. */
  summary: string;
  /** CQC quality statement ids this document evidences (English adult-care policies). */
  cqcStatements?: readonly string[];
}

export interface PackageFolder {
  name: string;
  /** Policy numbers of the documents in this folder. */
  documents: readonly string[];
  folders?: readonly PackageFolder[];
}

export interface PackageDefinition {
  slug: string;
  name: string;
  description: string;
  /** Licence fee in pence. */
  licenseFeePence: number;
  image: string;
  country: Nation;
  serviceType: string;
  /** The regulator bundle it belongs to; null where no regulator registers the service. */
  regulator: string | null;
  categories: readonly string[];
  folders: readonly PackageFolder[];
}
