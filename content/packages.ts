import { documentTemplates } from "./documents";
import type { RegulatorSlug, ServiceTypeSlug } from "./taxonomy";
import type { PackageDefinition, PackageFolder } from "./types";

/** Policy numbers PREFIX-01 to PREFIX-nn, e.g. numbers("ENG-SR", 1, 12). */
function numbers(prefix: string, from: number, to: number, except: readonly number[] = []): string[] {
  const result: string[] = [];
  for (let n = from; n <= to; n++) {
    if (!except.includes(n)) result.push(`${prefix}-${String(n).padStart(2, "0")}`);
  }
  return result;
}

interface PackageInput extends Omit<PackageDefinition, "image" | "folders"> {
  serviceType: ServiceTypeSlug;
  regulator: RegulatorSlug | null;
  categories: readonly ServiceTypeSlug[];
  /** The documents of the package, in the order they should appear. */
  documents: readonly string[];
}

/**
 * Each document names the folder it sits in inside a package (`DocumentTemplate.folder`), so a
 * package's tree is built from its documents. The prefix folders are a fallback for numbers whose
 * metadata is missing, which the library test then reports as dangling.
 */
const documentFolders = new Map(documentTemplates.map((d) => [d.policyNumber, d.folder]));

const fallbackFolders: readonly [prefix: string, folder: string][] = [
  ["ENG-SR", "Safeguarding and Rights"],
  ["ENG-CD", "Care Delivery"],
  ["ENG-GV", "Governance"],
  ["ENG-WP", "Workforce and Premises"],
  ["ENG-PR", "Procedures"],
  ["FRM", "Forms and Templates"],
  ["STF", "Agency Operations"],
];

function folderPathOf(policyNumber: string): string {
  const known = documentFolders.get(policyNumber);
  if (known) return known;
  return fallbackFolders.find(([prefix]) => policyNumber.startsWith(`${prefix}-`))?.[1] ?? "Policies";
}

/** Top-level folders are shown in this order; any others follow in order of first appearance. */
const folderOrder: readonly string[] = [
  "Agency Operations",
  "Safeguarding and Rights",
  "Safeguarding",
  "Care Delivery",
  "Care and Wellbeing",
  "Governance",
  "Workforce and Premises",
  "Workforce",
  "Procedures",
  "Forms and Templates",
];

function folderRank(name: string): number {
  const index = folderOrder.indexOf(name);
  return index === -1 ? folderOrder.length : index;
}

interface FolderDraft {
  name: string;
  documents: string[];
  folders: FolderDraft[];
}

/** Groups policy numbers into a folder tree, top-level folders in `folderOrder`, others by first document. */
export function buildFolders(policyNumbers: readonly string[]): PackageFolder[] {
  const root: FolderDraft[] = [];
  for (const policyNumber of policyNumbers) {
    let level = root;
    let folder: FolderDraft | undefined;
    for (const name of folderPathOf(policyNumber)
      .split("/")
      .map((part) => part.trim())) {
      folder = level.find((f) => f.name === name);
      if (!folder) {
        folder = { name, documents: [], folders: [] };
        level.push(folder);
      }
      level = folder.folders;
    }
    folder?.documents.push(policyNumber);
  }
  const finish = (drafts: FolderDraft[]): PackageFolder[] =>
    drafts.map((d) =>
      d.folders.length > 0 ? { ...d, folders: finish(d.folders) } : { name: d.name, documents: d.documents },
    );
  return finish(root.sort((x, y) => folderRank(x.name) - folderRank(y.name)));
}

function definePackage({ documents, ...input }: PackageInput): PackageDefinition {
  return { ...input, image: `/content/packages/${input.slug}.svg`, folders: buildFolders(documents) };
}

const allForms = numbers("FRM", 1, 10);
/** The shared forms that name no regulator, ombudsman, law or induction scheme, for every nation. */
const neutralForms = numbers("FRM", 1, 10, [2, 6, 7, 10]);

/** The policies every CQC-registered English adult-care package shares, plus its procedures. */
function englandAdultDocuments(options: {
  safeguardingExcept?: readonly number[];
  procedures: readonly string[];
}): string[] {
  return [
    ...numbers("ENG-SR", 1, 13, options.safeguardingExcept),
    ...numbers("ENG-CD", 1, 14),
    ...numbers("ENG-GV", 1, 8),
    ...numbers("ENG-WP", 1, 10),
    ...options.procedures,
    ...allForms,
  ];
}

export const packageDefinitions: readonly PackageDefinition[] = [
  definePackage({
    slug: "care-home-england",
    name: "Care Home Policies (England)",
    description:
      "A complete library of policies, procedures and forms for residential and nursing care homes registered with the Care Quality Commission. Every policy is mapped to the quality statements of CQC's single assessment framework. It covers safeguarding and rights, care delivery, governance, workforce and premises, with ready-to-use records.",
    licenseFeePence: 49900,
    country: "england",
    serviceType: "care-home",
    regulator: "cqc-england",
    categories: ["care-home"],
    // ENG-SR-13 is the community route (Court of Protection); a care home uses DoLS (ENG-SR-03).
    documents: englandAdultDocuments({ safeguardingExcept: [13], procedures: ["ENG-PR-04"] }),
  }),
  definePackage({
    slug: "domiciliary-care-england",
    name: "Domiciliary Care Policies (England)",
    description:
      "Policies, procedures and forms for home care agencies in England registered with CQC for personal care. It includes procedures for missed and late visits, key holding and medication errors, alongside lone working and the full set of safeguarding, care and governance policies. Care-home visiting rules are left out because they do not apply to care in people's own homes. Deprivation of liberty is covered by the Court of Protection route that applies in people's own homes.",
    licenseFeePence: 44900,
    country: "england",
    serviceType: "home-care",
    regulator: "cqc-england",
    categories: ["home-care"],
    documents: englandAdultDocuments({
      safeguardingExcept: [3, 12],
      procedures: ["ENG-PR-01", "ENG-PR-02", "ENG-PR-04"],
    }),
  }),
  definePackage({
    slug: "supported-living-england",
    name: "Supported Living Policies (England)",
    description:
      "Policies, procedures and forms for supported living services in England that provide personal care registered with CQC. It includes a procedure for keeping housing and support arrangements separate, so people keep control of their own home. Deprivation of liberty is covered by the Court of Protection route that applies in the community. Positive behaviour support, mental capacity and safeguarding policies sit alongside governance and workforce policies.",
    licenseFeePence: 44900,
    country: "england",
    serviceType: "supported-living",
    regulator: "cqc-england",
    categories: ["supported-living"],
    documents: englandAdultDocuments({
      safeguardingExcept: [3, 12],
      procedures: ["ENG-PR-03", "ENG-PR-04"],
    }),
  }),
  definePackage({
    slug: "childrens-home-england",
    name: "Children's Home Policies (England)",
    description:
      "Policies for children's homes in England registered with Ofsted, written around the Children's Homes (England) Regulations 2015 and the quality standards. It comes with the risk assessment, incident report, body map and safeguarding concern forms that homes use every day.",
    licenseFeePence: 49900,
    country: "england",
    serviceType: "children-s-home",
    regulator: "ofsted-england",
    categories: ["children-s-home"],
    documents: [...numbers("CHE", 1, 7), "FRM-01", "FRM-08", "CHE-FRM-01", "CHE-FRM-02"],
  }),
  definePackage({
    slug: "care-home-wales",
    name: "Care Home Policies (Wales)",
    description:
      "Core policies for care home services in Wales registered with Care Inspectorate Wales, written to the Regulation and Inspection of Social Care (Wales) Act 2016 and the Social Services and Well-being (Wales) Act 2014. It covers safeguarding, medication, complaints, the Welsh language Active Offer, responsible individual duties and staff registration with Social Care Wales, with the full set of care records and forms.",
    licenseFeePence: 39900,
    country: "wales",
    serviceType: "care-home",
    regulator: "ciw-wales",
    categories: ["care-home"],
    documents: [...numbers("WAL", 1, 6), ...numbers("WAL-FRM", 1, 3), ...neutralForms],
  }),
  definePackage({
    slug: "care-home-scotland",
    name: "Care Home Policies (Scotland)",
    description:
      "Core policies for care home services in Scotland registered with the Care Inspectorate, written to Scottish law and the Health and Social Care Standards. It covers adult support and protection, adults with incapacity, complaints, medication, SSSC registration and notifications to the Care Inspectorate, with the full set of care records and forms.",
    licenseFeePence: 39900,
    country: "scotland",
    serviceType: "care-home",
    regulator: "care-inspectorate-scotland",
    categories: ["care-home"],
    documents: [...numbers("SCO", 1, 6), ...numbers("SCO-FRM", 1, 3), ...neutralForms],
  }),
  definePackage({
    slug: "care-home-northern-ireland",
    name: "Care Home Policies (Northern Ireland)",
    description:
      "Core policies for nursing and residential care homes in Northern Ireland registered with RQIA, written to Northern Ireland legislation and the Department of Health's care standards. It covers adult safeguarding, mental capacity, complaints, medicines, NISCC registration and notifiable events, with the full set of care records and forms.",
    licenseFeePence: 39900,
    country: "northern-ireland",
    serviceType: "care-home",
    regulator: "rqia-northern-ireland",
    categories: ["care-home"],
    documents: [...numbers("NIR", 1, 6), ...numbers("NIR-FRM", 1, 3), ...neutralForms],
  }),
  definePackage({
    slug: "temporary-staffing",
    name: "Temporary Staffing Agency Policies",
    description:
      "Policies for employment businesses that supply care workers and nurses to health and social care providers in England. It covers vetting and compliance, bookings, worker conduct, working time and pay, and safeguarding written for agency workers on placement, with an incident and concern report. It suits agencies that only supply staff and so are not registered with CQC themselves.",
    licenseFeePence: 29900,
    country: "england",
    serviceType: "temporary-staffing",
    // An agency that only supplies workers is not registered with any care regulator (see STF-01).
    regulator: null,
    categories: ["temporary-staffing"],
    documents: [...numbers("STF", 1, 5), "STF-FRM-01"],
  }),
];
