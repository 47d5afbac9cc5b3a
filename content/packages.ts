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

interface PackageInput extends PackageDefinition {
  serviceType: ServiceTypeSlug;
  regulator: RegulatorSlug;
  categories: readonly ServiceTypeSlug[];
}

function definePackage(input: Omit<PackageInput, "image">): PackageDefinition {
  return { ...input, image: `/content/packages/${input.slug}.svg` };
}

const allForms = numbers("FRM", 1, 10);

/** Care Delivery split into sub-folders; `except` drops documents a service does not need. */
function careDelivery(except: readonly number[] = []): PackageFolder {
  const pick = (ids: number[]) => numbers("ENG-CD", 1, 14, except).filter((n) => ids.includes(Number(n.slice(-2))));
  return {
    name: "Care Delivery",
    documents: [],
    folders: [
      { name: "Assessment and Care Planning", documents: pick([1, 2, 14]) },
      { name: "Health and Clinical Care", documents: pick([3, 4, 5, 6, 7, 9, 10, 13]) },
      { name: "Specialist Support", documents: pick([8, 11, 12]) },
    ],
  };
}

/** The folders every CQC-registered English adult-care package shares. */
function englandAdultFolders(options: {
  safeguardingExcept?: readonly number[];
  careExcept?: readonly number[];
  procedures: readonly string[];
}): PackageFolder[] {
  return [
    { name: "Safeguarding and Rights", documents: numbers("ENG-SR", 1, 12, options.safeguardingExcept) },
    careDelivery(options.careExcept),
    { name: "Governance", documents: numbers("ENG-GV", 1, 8) },
    { name: "Workforce and Premises", documents: numbers("ENG-WP", 1, 10) },
    { name: "Procedures", documents: options.procedures },
    { name: "Forms and Templates", documents: allForms },
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
    folders: englandAdultFolders({ procedures: ["ENG-PR-04"] }),
  }),
  definePackage({
    slug: "domiciliary-care-england",
    name: "Domiciliary Care Policies (England)",
    description:
      "Policies, procedures and forms for home care agencies in England registered with CQC for personal care. It includes procedures for missed and late visits, key holding and medication errors, alongside lone working and the full set of safeguarding, care and governance policies. Care-home visiting rules are left out because they do not apply to care in people's own homes.",
    licenseFeePence: 44900,
    country: "england",
    serviceType: "home-care",
    regulator: "cqc-england",
    categories: ["home-care"],
    folders: englandAdultFolders({
      safeguardingExcept: [12],
      procedures: ["ENG-PR-01", "ENG-PR-02", "ENG-PR-04"],
    }),
  }),
  definePackage({
    slug: "supported-living-england",
    name: "Supported Living Policies (England)",
    description:
      "Policies, procedures and forms for supported living services in England that provide personal care registered with CQC. It includes a procedure for keeping housing and support arrangements separate, so people keep control of their own home. Positive behaviour support, mental capacity and safeguarding policies sit alongside governance and workforce policies.",
    licenseFeePence: 44900,
    country: "england",
    serviceType: "supported-living",
    regulator: "cqc-england",
    categories: ["supported-living"],
    folders: englandAdultFolders({
      safeguardingExcept: [12],
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
    folders: [
      { name: "Children's Home Policies", documents: numbers("CHE", 1, 7) },
      { name: "Forms and Templates", documents: ["FRM-01", "FRM-02", "FRM-08", "FRM-10"] },
    ],
  }),
  definePackage({
    slug: "care-home-wales",
    name: "Care Home Policies (Wales)",
    description:
      "Core policies for care home services in Wales registered with Care Inspectorate Wales, written to the Regulation and Inspection of Social Care (Wales) Act 2016 and the Social Services and Well-being (Wales) Act 2014. It includes the full set of care records and forms.",
    licenseFeePence: 39900,
    country: "wales",
    serviceType: "care-home",
    regulator: "ciw-wales",
    categories: ["care-home"],
    folders: [
      { name: "Wales Policies", documents: numbers("WAL", 1, 6) },
      { name: "Forms and Templates", documents: allForms },
    ],
  }),
  definePackage({
    slug: "care-home-scotland",
    name: "Care Home Policies (Scotland)",
    description:
      "Core policies for care home services in Scotland registered with the Care Inspectorate, written to Scottish law and the Health and Social Care Standards. It includes the full set of care records and forms.",
    licenseFeePence: 39900,
    country: "scotland",
    serviceType: "care-home",
    regulator: "care-inspectorate-scotland",
    categories: ["care-home"],
    folders: [
      { name: "Scotland Policies", documents: numbers("SCO", 1, 6) },
      { name: "Forms and Templates", documents: allForms },
    ],
  }),
  definePackage({
    slug: "care-home-northern-ireland",
    name: "Care Home Policies (Northern Ireland)",
    description:
      "Core policies for nursing and residential care homes in Northern Ireland registered with RQIA, written to Northern Ireland legislation and the Department of Health's care standards. It includes the full set of care records and forms.",
    licenseFeePence: 39900,
    country: "northern-ireland",
    serviceType: "care-home",
    regulator: "rqia-northern-ireland",
    categories: ["care-home"],
    folders: [
      { name: "Northern Ireland Policies", documents: numbers("NIR", 1, 6) },
      { name: "Forms and Templates", documents: allForms },
    ],
  }),
  definePackage({
    slug: "temporary-staffing",
    name: "Temporary Staffing Agency Policies",
    description:
      "Policies for employment businesses that supply care workers and nurses to health and social care providers in England. It covers vetting and compliance, bookings, worker conduct, working time and pay, with core safeguarding and workforce policies. It suits agencies that only supply staff and so are not registered with CQC themselves.",
    licenseFeePence: 29900,
    country: "england",
    serviceType: "temporary-staffing",
    // Listed with the CQC England packages because its clients are CQC-registered providers; an agency
    // that only supplies workers does not register with CQC itself (see STF-01).
    regulator: "cqc-england",
    categories: ["temporary-staffing"],
    folders: [
      { name: "Agency Operations", documents: numbers("STF", 1, 4) },
      { name: "Safeguarding and Rights", documents: ["ENG-SR-01"] },
      { name: "Workforce and Premises", documents: ["ENG-WP-01", "ENG-WP-08"] },
      { name: "Forms and Templates", documents: ["FRM-02"] },
    ],
  }),
];
