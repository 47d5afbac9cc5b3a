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
  "Support and Independence",
  "Accommodation",
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
/** The English adult-care records every CQC-registered package uses, beyond the first ten. */
const englandAdultForms = [...numbers("FRM", 11, 17), "FRM-20"];
/** Records for care in people's own homes: missed or late visits and key holding. */
const homeCareForms = ["FRM-18", "FRM-19"];

/** The policies every CQC-registered English adult-care package shares, plus its procedures. */
function englandAdultDocuments(options: {
  safeguardingExcept?: readonly number[];
  procedures: readonly string[];
  forms?: readonly string[];
}): string[] {
  return [
    ...numbers("ENG-SR", 1, 13, options.safeguardingExcept),
    ...numbers("ENG-CD", 1, 14),
    ...numbers("ENG-GV", 1, 8),
    ...numbers("ENG-WP", 1, 10),
    ...options.procedures,
    ...allForms,
    ...englandAdultForms,
    ...(options.forms ?? []),
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
      forms: homeCareForms,
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
      "Policies, procedures and forms for children's homes in England registered with Ofsted, written to the Children's Homes (England) Regulations 2015 and the quality standards, Working Together to Safeguard Children 2023 and Ofsted's inspection framework. It covers safeguarding and allegations with the LADO, missing from care, exploitation, anti-bullying, searches, behaviour support and restraint, contact, admissions and matching, the statement of purpose and children's guide, regulation 40 notifications, regulation 44 and 45 monitoring, and a full HR set from safer recruitment to the Level 3 Diploma, with the records homes use every day.",
    licenseFeePence: 49900,
    country: "england",
    serviceType: "children-s-home",
    regulator: "ofsted-england",
    categories: ["children-s-home"],
    // FRM-01, 03, 05 and 08 are the shared forms that read right for a children's home.
    documents: [
      ...numbers("CHE", 1, 35),
      ...numbers("CHE-PR", 1, 11),
      ...numbers("CHE-FRM", 1, 13),
      "FRM-01",
      "FRM-03",
      "FRM-05",
      "FRM-08",
    ],
  }),
  definePackage({
    slug: "care-home-wales",
    name: "Care Home Policies (Wales)",
    description:
      "Policies for care home services in Wales registered with Care Inspectorate Wales, written to the Regulation and Inspection of Social Care (Wales) Act 2016, the Regulated Services (Service Providers and Responsible Individuals) (Wales) Regulations 2017 and the Social Services and Well-being (Wales) Act 2014. It covers safeguarding under the Wales Safeguarding Procedures, mental capacity and DoLS, restrictive practices, missing residents, falls, pressure damage, nutrition and allergens, end of life care, infection control, medication, the Welsh language Active Offer, an HR set with Social Care Wales registration and the All Wales Induction Framework, and governance from notifications to fit and proper persons, with care records and forms.",
    licenseFeePence: 39900,
    country: "wales",
    serviceType: "care-home",
    regulator: "ciw-wales",
    categories: ["care-home"],
    // WAL-27 to WAL-32, WAL-45 and WAL-FRM-05/06/13 are written for care in people's own homes.
    documents: [
      ...numbers("WAL", 1, 56, [27, 28, 29, 30, 31, 32, 45]),
      ...numbers("WAL-FRM", 1, 16, [5, 6, 13]),
      ...neutralForms,
    ],
  }),
  definePackage({
    slug: "domiciliary-support-wales",
    name: "Domiciliary Support Service Policies (Wales)",
    description:
      "Policies and procedures for domiciliary support services in Wales registered with Care Inspectorate Wales, written to the Regulation and Inspection of Social Care (Wales) Act 2016 and the 2017 Regulations, including the rules on visit schedules, travel time and contracts for domiciliary care workers. It includes call monitoring, missed and late visits, key holding, medicines support at home, live-in care, lone working and ending a service, with the shared safeguarding, mental capacity, HR and governance policies and the care records and forms.",
    licenseFeePence: 39900,
    country: "wales",
    serviceType: "home-care",
    regulator: "ciw-wales",
    categories: ["home-care"],
    // Written for care homes: WAL-02 (medicines), WAL-22 and WAL-FRM-07 (missing resident), WAL-42 to
    // WAL-44 (fire, kitchen, CCTV), WAL-52 and WAL-53 (visiting, moving in) and WAL-FRM-11 (PEEP).
    documents: [
      ...numbers("WAL", 1, 56, [2, 22, 42, 43, 44, 52, 53]),
      ...numbers("WAL-FRM", 1, 16, [7, 11]),
      ...neutralForms,
    ],
  }),
  definePackage({
    slug: "care-home-scotland",
    name: "Care Home Policies (Scotland)",
    description:
      "Policies for care home services in Scotland registered with the Care Inspectorate, written to Scottish law, the Health and Social Care Standards and the Care Inspectorate's quality framework for care homes. It covers adult support and protection, adults with incapacity, restraint, missing residents, falls, pressure care, nutrition and allergens, end of life care, infection control, medication, a full HR set with PVG scheme membership and SSSC registration, and governance from notifications to fit and proper persons, with care records and forms.",
    licenseFeePence: 39900,
    country: "scotland",
    serviceType: "care-home",
    regulator: "care-inspectorate-scotland",
    categories: ["care-home"],
    // SCO-28, SCO-29, SCO-45 and SCO-46 and four forms are written for care in people's own homes.
    documents: [
      ...numbers("SCO", 1, 50, [28, 29, 45, 46]),
      ...numbers("SCO-PR", 5, 5),
      ...numbers("SCO-FRM", 1, 15, [4, 5, 12, 13]),
      ...neutralForms,
    ],
  }),
  definePackage({
    slug: "care-at-home-scotland",
    name: "Care at Home Policies (Scotland)",
    description:
      "Policies and procedures for care at home services in Scotland registered with the Care Inspectorate, written to Scottish law, the Health and Social Care Standards and the Care Inspectorate's quality framework for support services. It includes call monitoring and visit scheduling, missed and late visits, key holding, medication support at home, lone working and ending a service, with the shared adult support and protection, incapacity, HR and governance policies and the care records and forms.",
    licenseFeePence: 39900,
    country: "scotland",
    serviceType: "home-care",
    regulator: "care-inspectorate-scotland",
    categories: ["home-care"],
    // SCO-04, SCO-22, SCO-40 to SCO-44 and the missing person profile are written for care homes.
    documents: [
      ...numbers("SCO", 1, 50, [4, 22, 40, 41, 42, 43, 44]),
      ...numbers("SCO-PR", 1, 5),
      ...numbers("SCO-FRM", 1, 15, [8]),
      ...neutralForms,
    ],
  }),
  definePackage({
    slug: "care-home-northern-ireland",
    name: "Care Home Policies (Northern Ireland)",
    description:
      "Policies for nursing and residential care homes in Northern Ireland registered with RQIA, written to the Residential Care Homes Regulations (Northern Ireland) 2005, the Nursing Homes Regulations (Northern Ireland) 2005 and the Department of Health's care standards, and mapped to RQIA's inspection domains. It covers adult safeguarding, mental capacity and deprivation of liberty, restrictive practice, missing residents, falls, pressure care, nutrition and food safety, end of life care, infection control, recognising deterioration, medicines, an HR set with AccessNI checks and NISCC registration, and governance from notifiable events to monthly monitoring and fitness of registered persons, with care records and forms.",
    licenseFeePence: 39900,
    country: "northern-ireland",
    serviceType: "care-home",
    regulator: "rqia-northern-ireland",
    categories: ["care-home"],
    // NIR-26 to NIR-28, NIR-30 to NIR-34, NIR-PR-01 to NIR-PR-04 and NIR-FRM-09 to NIR-FRM-13 are
    // written for care in people's own homes.
    documents: [
      ...numbers("NIR", 1, 52, [26, 27, 28, 30, 31, 32, 33, 34]),
      ...numbers("NIR-PR", 5, 5),
      ...numbers("NIR-FRM", 1, 16, [9, 10, 11, 12, 13]),
      ...neutralForms,
    ],
  }),
  definePackage({
    slug: "domiciliary-care-northern-ireland",
    name: "Domiciliary Care Policies (Northern Ireland)",
    description:
      "Policies and procedures for domiciliary care agencies in Northern Ireland registered with RQIA, written to the Domiciliary Care Agencies Regulations (Northern Ireland) 2007 and the Domiciliary Care Agencies Minimum Standards, and mapped to RQIA's inspection domains. It includes call monitoring and visit scheduling, missed and late visits, key holding, medication support at home, lone working, adult safeguarding in people's homes and ending a service, with the shared HR set, care policies, governance policies and forms.",
    licenseFeePence: 39900,
    country: "northern-ireland",
    serviceType: "home-care",
    regulator: "rqia-northern-ireland",
    categories: ["home-care"],
    // Written for care homes: NIR-01 to NIR-06, NIR-25, NIR-29, NIR-49 to NIR-52, NIR-FRM-01 to
    // NIR-FRM-03, NIR-FRM-15 and NIR-FRM-16.
    documents: [
      ...numbers("NIR", 7, 48, [25, 29]),
      ...numbers("NIR-PR", 1, 5),
      ...numbers("NIR-FRM", 4, 14),
      ...neutralForms,
    ],
  }),
  definePackage({
    slug: "temporary-staffing",
    name: "Temporary Staffing Agency Policies",
    description:
      "Policies, procedures and forms for employment businesses that supply care workers and nurses to health and social care providers in England, written to the Employment Agencies Act 1973, the Conduct of Employment Agencies and Employment Businesses Regulations 2003, the Agency Workers Regulations 2010 and the Working Time Regulations 1998. It covers candidate registration and vetting with DBS, right to work and NMC checks, compliance files, bookings and timesheets, agency worker induction, the 48-hour opt-out and the 12-week rule, conduct and incidents at client sites, safeguarding and allegations, and a full HR set. It suits agencies that only supply staff and so are not registered with CQC themselves, and maps each document to what their CQC-registered clients need under regulations 18 and 19 of the Regulated Activities Regulations 2014.",
    licenseFeePence: 29900,
    country: "england",
    serviceType: "temporary-staffing",
    // An agency that only supplies workers is not registered with any care regulator (see STF-01).
    regulator: null,
    categories: ["temporary-staffing"],
    documents: [...numbers("STF", 1, 27), ...numbers("STF-PR", 1, 21), ...numbers("STF-FRM", 1, 16)],
  }),
  definePackage({
    slug: "supported-accommodation-england",
    name: "Supported Accommodation Policies (England)",
    description:
      "Policies, procedures and forms for providers of supported accommodation for looked-after children and care leavers aged 16 and 17 in England, registered with Ofsted since 28 October 2023 under the Supported Accommodation (England) Regulations 2023 and their four quality standards: leadership and management, protection, accommodation and support. Written to the Department for Education's Guide to the regulations, Working Together to Safeguard Children 2023 and Ofsted's inspection framework for supported accommodation, it makes clear that the service provides support, not care. It covers single-occupancy and shared accommodation and supported lodgings with hosts, referrals and matching, support planning and key work, independence skills, education and training, moving on, missing from accommodation, exploitation and county lines, safeguarding and allegations with the LADO, behaviour support without restraint, medication self-administration, notifications to Ofsted, lone working and on-call, location assessments, a full HR set and governance, with the records providers use every day.",
    licenseFeePence: 44900,
    country: "england",
    serviceType: "supported-accommodation-for-young-people",
    regulator: "ofsted-england",
    categories: ["supported-accommodation-for-young-people"],
    // FRM-01 is the shared risk assessment form, which reads right for supported accommodation.
    documents: [
      ...numbers("SAE", 1, 31),
      ...numbers("SAE-PR", 1, 19),
      ...numbers("SAE-FRM", 1, 17),
      "FRM-01",
    ],
  }),
  definePackage({
    slug: "supported-living-wales",
    name: "Supported Living Policies (Wales)",
    description:
      "Policies, procedures and forms for supported living services in Wales, registered with Care Inspectorate Wales to provide care and support in people's own homes under the Regulation and Inspection of Social Care (Wales) Act 2016 and the 2017 Regulations, and written to the principles of the Social Services and Well-being (Wales) Act 2014. For people with a learning disability, autism or mental health needs who hold their own occupation contract under the Renting Homes (Wales) Act 2016, it keeps housing and support separate and covers person-centred active support, positive behaviour support and reducing restrictive practice in people's own homes, positive risk taking, community inclusion and relationships, money and benefits, shared houses, transitions, health action plans and health checks, communication passports and easy read, deprivation of liberty through the Court of Protection, and contact with the criminal justice system and mental health services, alongside the shared safeguarding, medicines at home, HR and governance policies and the records services use every day.",
    licenseFeePence: 39900,
    country: "wales",
    serviceType: "supported-living",
    regulator: "ciw-wales",
    categories: ["supported-living"],
    // The domiciliary support set without the care-home documents (as there) and live-in care (WAL-45).
    documents: [
      ...numbers("WAL", 1, 56, [2, 22, 42, 43, 44, 45, 52, 53]),
      ...numbers("WAL-SL", 1, 12),
      ...numbers("WAL-FRM", 1, 16, [7, 11]),
      ...numbers("WAL-SL-FRM", 1, 11),
      ...neutralForms,
    ],
  }),
  definePackage({
    slug: "supported-living-scotland",
    name: "Supported Living Policies (Scotland)",
    description:
      "Policies, procedures and forms for supported living services in Scotland, registered with the Care Inspectorate as housing support and care at home services under the Public Services Reform (Scotland) Act 2010, written to the Health and Social Care Standards and the Care Inspectorate's quality framework for support services. For people with a learning disability, autism or mental health needs in their own tenancy, it covers separating housing and support, person-centred active support, positive behaviour support and reducing restrictive practice at home, positive risk taking, community inclusion and relationships, money and benefits, shared houses, transitions, health action plans and annual health checks, communication passports and easy read, deprivation of liberty in the community under the Adults with Incapacity (Scotland) Act 2000, and mental health and criminal justice services, with the shared adult support and protection, medication support at home, HR and governance policies and the records services use every day.",
    licenseFeePence: 39900,
    country: "scotland",
    serviceType: "supported-living",
    regulator: "care-inspectorate-scotland",
    categories: ["supported-living"],
    // The care at home set less SCO-45 and SCO-46 (starting a care at home service, live-in care),
    // whose place SCO-SL-08 (transitions) takes.
    documents: [
      ...numbers("SCO", 1, 50, [4, 22, 40, 41, 42, 43, 44, 45, 46]),
      ...numbers("SCO-SL", 1, 12),
      ...numbers("SCO-PR", 1, 5),
      ...numbers("SCO-FRM", 1, 15, [8]),
      ...numbers("SCO-SL-FRM", 1, 7),
      ...neutralForms,
    ],
  }),
  definePackage({
    slug: "supported-living-northern-ireland",
    name: "Supported Living Policies (Northern Ireland)",
    description:
      "Policies, procedures and forms for supported living services in Northern Ireland, registered with RQIA as domiciliary care agencies of the supported living type under the Domiciliary Care Agencies Regulations (Northern Ireland) 2007 and the Domiciliary Care Agencies Minimum Standards, and mapped to RQIA's inspection domains. For people with a learning disability, autism or mental health needs who hold their own tenancy, it keeps housing and support separate and covers person-centred active support, positive behaviour support and reducing restrictive practice in people's own homes, positive risk taking, community inclusion and relationships, money and benefits, shared houses, transitions, health action plans and annual health checks, communication passports and easy read, capacity and deprivation of liberty under the Mental Capacity Act (Northern Ireland) 2016, and contact with the criminal justice system and mental health services, alongside the shared adult safeguarding, medication support at home, HR set with AccessNI checks and NISCC registration, governance policies and the records services use every day.",
    licenseFeePence: 39900,
    country: "northern-ireland",
    serviceType: "supported-living",
    regulator: "rqia-northern-ireland",
    categories: ["supported-living"],
    // The domiciliary care set less live-in care (NIR-30), with NIR-SL-01 to NIR-SL-14 written for
    // supported living and its forms NIR-SL-15 to NIR-SL-21.
    documents: [
      ...numbers("NIR", 7, 48, [25, 29, 30]),
      ...numbers("NIR-SL", 1, 14),
      ...numbers("NIR-PR", 1, 5),
      ...numbers("NIR-FRM", 4, 14),
      ...numbers("NIR-SL", 15, 21),
      ...neutralForms,
    ],
  }),
  definePackage({
    slug: "childrens-home-wales",
    name: "Children's Home Policies (Wales)",
    description:
      "Policies, procedures and forms for children's homes in Wales, registered with Care Inspectorate Wales as care home services for children under the Regulation and Inspection of Social Care (Wales) Act 2016 and the Regulated Services (Service Providers and Responsible Individuals) (Wales) Regulations 2017, and written to the Social Services and Well-being (Wales) Act 2014 and the Wales Safeguarding Procedures. It covers safeguarding and allegations against staff, children missing from care, exploitation, anti-bullying, searches, behaviour support and restraint, contact, admissions and matching, the statement of purpose and children's guide, education and health, moving on and leaving care, children's views and the National Approach to Statutory Advocacy, complaints by children and the Children's Commissioner for Wales, notifications to CIW, the responsible individual's visits and quality of care reviews, and a full HR set from safer recruitment to Social Care Wales registration, with the records homes use every day.",
    licenseFeePence: 39900,
    country: "wales",
    serviceType: "children-s-home",
    regulator: "ciw-wales",
    categories: ["children-s-home"],
    // FRM-01, 03, 05 and 08 are the shared forms that read right for a children's home.
    documents: [
      ...numbers("CHW", 1, 35),
      ...numbers("CHW-PR", 1, 11),
      ...numbers("CHW-FRM", 1, 13),
      "FRM-01",
      "FRM-03",
      "FRM-05",
      "FRM-08",
    ],
  }),
  definePackage({
    slug: "childrens-home-northern-ireland",
    name: "Children's Home Policies (Northern Ireland)",
    description:
      "Policies, procedures and forms for children's homes in Northern Ireland registered with RQIA under the Children's Homes Regulations (Northern Ireland) 2005 and the Minimum Standards for Children's Homes, written to the Children (Northern Ireland) Order 1995 and the Safeguarding Board for Northern Ireland's regional child protection policy and procedures, and mapped to RQIA's inspection domains. It covers the statement of purpose and children's guide, admissions and matching with the placing HSC Trust, safeguarding and allegations against staff, children missing from care and return discussions, sexual and criminal exploitation, online safety, anti-bullying, searches, behaviour support and physical intervention, contact, care planning and LAC reviews, education, health, medicines, self-harm, leaving care and pathway planning, children's views with VOYPIC advocacy and the Northern Ireland Commissioner for Children and Young People, complaints by children, notifications to RQIA, monthly monitoring visits, safer recruitment with AccessNI checks and NISCC registration, with the records homes use every day.",
    licenseFeePence: 39900,
    country: "northern-ireland",
    serviceType: "children-s-home",
    regulator: "rqia-northern-ireland",
    categories: ["children-s-home"],
    // Written for children's homes throughout: the adult-care NIR set names the adult regulations.
    documents: [...numbers("CHN", 1, 25), ...numbers("CHN-PR", 1, 20), ...numbers("CHN-FRM", 1, 16)],
  }),
  definePackage({
    slug: "temporary-staffing-scotland",
    name: "Nurse and Care Staffing Agency Policies (Scotland)",
    description:
      "Policies, procedures and forms for nurse agencies in Scotland, registered with the Care Inspectorate as a care service under the Public Services Reform (Scotland) Act 2010, that supply registered nurses and care staff to care homes, care at home services and other care services. Written to the Health and Social Care Standards, the Care Inspectorate's key questions, the Employment Agencies Act 1973, the Conduct of Employment Agencies and Employment Businesses Regulations 2003, the Agency Workers Regulations 2010 and the Working Time Regulations 1998, it covers registering and vetting workers with PVG scheme membership, SSSC registration checks for care staff and NMC checks and revalidation for nurses, compliance files, booking and placement, timesheets and pay, client feedback, worker induction and supervision, the 48-hour opt-out and the 12-week rule, conduct and incidents at client sites and who reports what, adult support and protection and referral duties, the agency's own registration and notifications to the Care Inspectorate, complaints, fitness of the registered manager, records and insurance.",
    licenseFeePence: 29900,
    country: "scotland",
    serviceType: "temporary-staffing",
    regulator: "care-inspectorate-scotland",
    categories: ["temporary-staffing"],
    // Written for the agency throughout: the SCO adult-care set names a nominated individual and care
    // delivery duties, so only the neutral records FRM-01, FRM-03 and FRM-09 are shared.
    documents: [
      ...numbers("STS", 1, 15),
      ...numbers("STS-PR", 1, 30),
      ...numbers("STS-FRM", 1, 17),
      "FRM-01",
      "FRM-03",
      "FRM-09",
    ],
  }),
  definePackage({
    slug: "temporary-staffing-wales",
    name: "Nurse and Care Staffing Agency Policies (Wales)",
    description:
      "Policies, procedures and forms for nurses agencies in Wales, registered with the Welsh Ministers under the Care Standards Act 2000 and the Nurses Agencies (Wales) Regulations 2003 and inspected by Care Inspectorate Wales, that also supply care workers to care services. Written to the Employment Agencies Act 1973, the Conduct of Employment Agencies and Employment Businesses Regulations 2003, the Agency Workers Regulations 2010, the Working Time Regulations 1998 and the Wales Safeguarding Procedures, it covers the agency's registration, statement of purpose and notices to CIW, fitness of the registered persons, registering and vetting workers with enhanced DBS checks, NMC checks and revalidation for nurses and Social Care Wales registration for care workers, compliance files, booking and placement, timesheets and pay, client feedback, worker induction and the All Wales Induction Framework, the 48-hour opt-out and the 12-week rule, conduct and incidents at client sites and who reports what, safeguarding and allegations, complaints, records, insurance and the Welsh language Active Offer.",
    licenseFeePence: 29900,
    country: "wales",
    serviceType: "temporary-staffing",
    regulator: "ciw-wales",
    categories: ["temporary-staffing"],
    // Written for the agency throughout: the WAL policies name the 2017 Regulations for regulated
    // services, so only records that name no regulation are shared.
    documents: [
      ...numbers("STW", 1, 16),
      ...numbers("STW-PR", 1, 30),
      ...numbers("STW-FRM", 1, 12),
      "WAL-FRM-04",
      "WAL-FRM-10",
      "WAL-FRM-12",
      "FRM-01",
      "FRM-03",
      "FRM-09",
    ],
  }),
  definePackage({
    slug: "temporary-staffing-northern-ireland",
    name: "Nurse and Care Staffing Agency Policies (Northern Ireland)",
    description:
      "Policies, procedures and forms for nursing agencies in Northern Ireland registered with RQIA under the Nursing Agencies Regulations (Northern Ireland) 2005 and the Nursing Agencies Minimum Standards, that supply registered nurses and care workers to hospitals, HSC Trusts and care homes. Written to the Employment (Miscellaneous Provisions) (Northern Ireland) Order 1981, the Conduct of Employment Agencies and Employment Businesses Regulations (Northern Ireland) 2005, the Agency Workers Regulations (Northern Ireland) 2011, the Working Time Regulations (Northern Ireland) 2016 and the regional adult safeguarding policy of 2015, and mapped to RQIA's inspection domains, it covers the agency's registration, statement of purpose and notifications to RQIA, fitness of the registered manager and provider, vetting workers with AccessNI enhanced checks and the adults' barred list, NMC checks and revalidation for nurses and NISCC registration for care workers, compliance files, booking and placement, timesheets and pay, client feedback, worker induction, the 48-hour opt-out and the 12-week rule, conduct and incidents at client sites and who reports what, adult safeguarding and allegations, complaints, records and insurance.",
    licenseFeePence: 29900,
    country: "northern-ireland",
    serviceType: "temporary-staffing",
    regulator: "rqia-northern-ireland",
    categories: ["temporary-staffing"],
    // Written for the agency throughout: the NIR policies name the care home and domiciliary care
    // regulations, so only the shared records that name no regulation are reused.
    documents: [
      ...numbers("STN", 1, 20),
      ...numbers("STN-PR", 1, 27),
      ...numbers("STN-FRM", 1, 14),
      "FRM-01",
      "FRM-03",
      "FRM-09",
    ],
  }),
  definePackage({
    slug: "childrens-home-scotland",
    name: "Children's Home Policies (Scotland)",
    description:
      "Policies, procedures and forms for care home services for children and young people in Scotland, registered with the Care Inspectorate under the Public Services Reform (Scotland) Act 2010 and the Social Care and Social Work Improvement Scotland (Requirements for Care Services) Regulations 2011, and written to the Health and Social Care Standards, The Promise, the National Guidance for Child Protection in Scotland 2021 (updated 2023), the Children (Scotland) Act 1995, the Looked After Children (Scotland) Regulations 2009, Getting it right for every child and the UNCRC as incorporated into Scots law. It covers child protection and allegations, children who go missing and return discussions, exploitation and trafficking, anti-bullying, online safety, searches and privacy, behaviour support and restraint following Holding Safely, family time, education, health and medicines, the child's plan and looked after reviews, continuing care, aftercare and moving on under the Children and Young People (Scotland) Act 2014, children's rights, views and advocacy, complaints by children, notifications to the Care Inspectorate, the duty of candour, incident reporting, equality and identity, professional boundaries, infection control, business continuity, provider monitoring visits, safer recruitment with PVG scheme membership for regulated work with children, SSSC registration and safe staffing, with the records homes use every day.",
    licenseFeePence: 49900,
    country: "scotland",
    serviceType: "children-s-home",
    regulator: "care-inspectorate-scotland",
    categories: ["children-s-home"],
    // Written for the home throughout: the SCO policies are written for adult services.
    documents: [...numbers("CHS", 1, 32), ...numbers("CHS-PR", 1, 20), ...numbers("CHS-FRM", 1, 15)],
  }),
];
