import { documentTemplates } from "../documents";
import type { Nation } from "../types";

/**
 * The new-provider checklist at /checklist-newprovider: per nation, the steps to register a new
 * care service with that nation's regulator, each naming the library documents (template slugs)
 * that support it. Steps common to every nation share an id, so a company's tick counts wherever
 * the step appears. `library.test.ts` checks every slug exists.
 */
export interface ChecklistItem {
  /** Stable id: ticks are kept by it (per company on the server, per browser for visitors). */
  id: string;
  text: string;
  detail: string;
  /** Slugs of the library documents that support the step. */
  documents: readonly string[];
}

export interface ChecklistSection {
  title: string;
  items: readonly ChecklistItem[];
}

export interface NationChecklist {
  nation: Nation;
  /** The nation's name, as the page shows it. */
  name: string;
  regulator: string;
  sections: readonly ChecklistSection[];
}

const setUpOrganisation: ChecklistSection = {
  title: "Set up your organisation",
  items: [
    {
      id: "company-registration",
      text: "Register your company and open a business bank account",
      detail:
        "Most providers trade as a limited company registered at Companies House. Keep your registered office and director details current.",
      documents: [],
    },
    {
      id: "hmrc-employer",
      text: "Register with HMRC as an employer",
      detail:
        "You must register for PAYE before your first payday. Pay at least the National Living Wage or National Minimum Wage for all working time, and plan for workplace pension auto-enrolment.",
      documents: [],
    },
    {
      id: "ico-registration",
      text: "Pay the data protection fee to the Information Commissioner's Office",
      detail:
        "Organisations that process personal information, as every care provider does, must usually pay the fee. Record your registration number in Cloudoc so that it appears in your data protection documents.",
      documents: ["data-protection-and-confidentiality-england"],
    },
    {
      id: "accountant-vat",
      text: "Take advice on tax and VAT",
      detail:
        "Many care services supplied by regulated providers are exempt from VAT, but the rules depend on what you supply and to whom. Agree your position with an accountant before you set prices.",
      documents: [],
    },
  ],
};

const insurancePremises: ChecklistSection = {
  title: "Insurance, premises and safety",
  items: [
    {
      id: "employers-liability",
      text: "Take out employers' liability insurance",
      detail:
        "This is a legal requirement once you employ staff, with cover of at least £5 million. Make the certificate available to staff.",
      documents: [],
    },
    {
      id: "other-insurance",
      text: "Arrange public liability and professional indemnity cover",
      detail:
        "Commissioners and regulators usually expect public liability and professional indemnity insurance, including cover for the care tasks you provide.",
      documents: [],
    },
    {
      id: "fire-risk-assessment",
      text: "Complete a fire risk assessment for each building you control",
      detail:
        "Fire safety law requires a suitable risk assessment, kept under review. Care homes also need personal emergency evacuation plans for the people who live there.",
      documents: ["fire-safety-england", "health-and-safety-england"],
    },
    {
      id: "premises-checks",
      text: "Arrange gas, electrical, water and equipment safety checks",
      detail:
        "Keep certificates for gas safety, electrical installation, Legionella risk assessment and lifting equipment inspections where they apply.",
      documents: ["premises-equipment-and-maintenance-england"],
    },
  ],
};

const recordsResilience: ChecklistSection = {
  title: "Records, data and resilience",
  items: [
    {
      id: "records-system",
      text: "Choose how you will keep care and staff records",
      detail:
        "Records must be accurate, complete, secure and available to those who need them. Decide your retention periods and who can access what.",
      documents: ["record-keeping-england"],
    },
    {
      id: "privacy-notices",
      text: "Write privacy notices for the people you support and your staff",
      detail:
        "Under the UK GDPR, explain what personal data you hold, why, your lawful basis, who you share it with and people's rights.",
      documents: ["data-protection-and-confidentiality-england"],
    },
    {
      id: "business-continuity",
      text: "Prepare a business continuity plan",
      detail:
        "Plan how you will keep people safe if you lose staff, power, premises or IT systems, and test the plan at least once a year.",
      documents: ["business-continuity-and-emergency-planning-england"],
    },
  ],
};

/** Policies in place before applying: the step is the same everywhere, the documents are the nation's. */
function policiesSection(documents: readonly string[]): ChecklistSection {
  return {
    title: "Put your policies in place",
    items: [
      {
        id: "core-policies",
        text: "Put your core policies in place before you apply",
        detail:
          "Your regulator will expect policies for safeguarding, medicines, infection prevention, complaints, recruitment, data protection, whistleblowing and health and safety, personalised to how your service works.",
        documents,
      },
      {
        id: "staff-acknowledge",
        text: "Make sure staff have read the policies that apply to them",
        detail:
          "Assign policies to staff in Cloudoc and keep their acknowledgements as evidence for inspection.",
        documents: [],
      },
    ],
  };
}

const england: NationChecklist = {
  nation: "england",
  name: "England",
  regulator: "Care Quality Commission (CQC)",
  sections: [
    {
      title: "Register with the Care Quality Commission",
      items: [
        {
          id: "england-regulated-activities",
          text: "Work out which regulated activities you will carry on",
          detail:
            "Schedule 1 of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014 lists them: most care services carry on personal care, or accommodation for persons who require nursing or personal care. Carrying on a regulated activity without registration is an offence under section 10 of the 2008 Act.",
          documents: ["assessment-of-needs-and-admission-england", "person-centred-care-planning-england"],
        },
        {
          id: "england-statement-of-purpose",
          text: "Write your statement of purpose",
          detail:
            "Regulation 12 and Schedule 3 of the Care Quality Commission (Registration) Regulations 2009 say what it must contain: your aims and objectives, the services and the people you serve, your locations and your legal status. Send CQC any change within 28 days.",
          documents: ["quality-assurance-and-governance-england"],
        },
        {
          id: "england-nominated-individual",
          text: "Name your nominated individual",
          detail:
            "An organisation registering with CQC names a nominated individual to supervise the management of the regulated activities. Directors and the nominated individual must meet the fit and proper persons requirement (regulation 5), with an enhanced DBS check.",
          documents: ["duty-of-candour-england", "quality-assurance-and-governance-england"],
        },
        {
          id: "england-registered-manager",
          text: "Recruit a registered manager and start their application",
          detail:
            "Registration for regulated activities carries a condition to have a registered manager. The manager applies to CQC themselves, with an enhanced DBS check, and may be interviewed. Allow several weeks.",
          documents: ["supervision-and-appraisal-england", "training-and-development-england"],
        },
        {
          id: "england-apply",
          text: "Apply through the CQC provider portal",
          detail:
            "Create your provider portal account, complete the provider application with your statement of purpose, and answer CQC's questions. CQC may visit or interview you before deciding. Do not start the regulated activity until you are registered.",
          documents: ["safeguarding-adults-england", "infection-prevention-and-control-england"],
        },
        {
          id: "england-after-registration",
          text: "Be ready for your duties once registered",
          detail:
            "Pay CQC's annual fee, send statutory notifications (regulations 16 and 18 of the 2009 Regulations), display your rating once you have one (regulation 20A) and follow the duty of candour (regulation 20).",
          documents: ["statutory-notifications-to-cqc-england", "duty-of-candour-england"],
        },
      ],
    },
    setUpOrganisation,
    policiesSection([
      "safeguarding-adults-england",
      "medication-management-england",
      "infection-prevention-and-control-england",
      "complaints-concerns-and-compliments-england",
      "whistleblowing-and-freedom-to-speak-up-england",
      "health-and-safety-england",
      "mental-capacity-and-consent-england",
    ]),
    {
      title: "Recruit and train safely",
      items: [
        {
          id: "england-safer-recruitment",
          text: "Carry out the checks of Schedule 3 for every worker",
          detail:
            "Regulation 19 and Schedule 3 of the 2014 Regulations require proof of identity, an enhanced DBS check with the adults' barred list, a full employment history with gaps explained, satisfactory evidence of conduct in previous care work, and right-to-work checks.",
          documents: [
            "safer-recruitment-england",
            "staff-code-of-conduct-and-professional-boundaries-england",
          ],
        },
        {
          id: "england-induction",
          text: "Plan induction and mandatory training",
          detail:
            "Give new care workers a structured induction such as the Care Certificate, and the training the law requires, including the Oliver McGowan training on learning disability and autism.",
          documents: ["induction-and-the-care-certificate-england", "training-and-development-england"],
        },
      ],
    },
    insurancePremises,
    recordsResilience,
  ],
};

const wales: NationChecklist = {
  nation: "wales",
  name: "Wales",
  regulator: "Care Inspectorate Wales (CIW)",
  sections: [
    {
      title: "Register with Care Inspectorate Wales",
      items: [
        {
          id: "wales-regulated-service",
          text: "Confirm your service is a regulated service",
          detail:
            "Under the Regulation and Inspection of Social Care (Wales) Act 2016, care home services, domiciliary support services and others must be registered with CIW for each place they are provided from before they start.",
          documents: ["responsible-individual-duties-and-quality-of-care-review"],
        },
        {
          id: "wales-statement-of-purpose",
          text: "Write your statement of purpose",
          detail:
            "The Regulated Services (Service Providers and Responsible Individuals) (Wales) Regulations 2017 require a statement of purpose for each service, kept under review. It forms part of your registration.",
          documents: ["responsible-individual-duties-and-quality-of-care-review"],
        },
        {
          id: "wales-responsible-individual",
          text: "Designate your responsible individual",
          detail:
            "An organisation designates a responsible individual, named in its registration, who oversees the service, visits it and reviews the quality of care at least every six months.",
          documents: ["responsible-individual-duties-and-quality-of-care-review"],
        },
        {
          id: "wales-service-manager",
          text: "Appoint a manager registered with Social Care Wales",
          detail:
            "The manager of a regulated service must be registered with Social Care Wales as a service manager. Check their registration, or the time they have to complete it.",
          documents: ["staff-registration-supervision-and-development-wales"],
        },
        {
          id: "wales-apply",
          text: "Apply through CIW Online",
          detail:
            "Create your CIW Online account and submit the application for registration with your statement of purpose and supporting documents. CIW assesses fitness and may visit before deciding.",
          documents: ["safeguarding-adults-at-risk-wales", "complaints-and-representations-wales"],
        },
        {
          id: "wales-active-offer",
          text: "Plan the Welsh language active offer",
          detail:
            "Offer services in Welsh without people having to ask, as the More than just words framework expects, and describe how in your statement of purpose.",
          documents: ["welsh-language-and-the-active-offer"],
        },
        {
          id: "wales-notifications",
          text: "Be ready to notify CIW of events once registered",
          detail:
            "The 2017 Regulations list the events you must notify to CIW, such as deaths, serious injuries and safeguarding concerns. Keep a record of every notification.",
          documents: ["incident-and-notification-record-wales"],
        },
      ],
    },
    setUpOrganisation,
    policiesSection([
      "safeguarding-adults-at-risk-wales",
      "medication-management-wales",
      "complaints-and-representations-wales",
    ]),
    {
      title: "Recruit and train safely",
      items: [
        {
          id: "wales-checks",
          text: "Obtain an enhanced DBS check with the barred list for every worker",
          detail:
            "Obtain full employment history, references, proof of identity and right-to-work checks as well, before anyone starts work.",
          documents: [],
        },
        {
          id: "wales-workforce-registration",
          text: "Register care workers with Social Care Wales and follow the induction framework",
          detail:
            "Domiciliary care workers and adult care home workers in Wales must be registered with Social Care Wales. New workers complete the All Wales Induction Framework for Health and Social Care.",
          documents: [
            "staff-registration-supervision-and-development-wales",
            "induction-record-all-wales-induction-framework",
          ],
        },
      ],
    },
    insurancePremises,
    recordsResilience,
  ],
};

const scotland: NationChecklist = {
  nation: "scotland",
  name: "Scotland",
  regulator: "Care Inspectorate",
  sections: [
    {
      title: "Register with the Care Inspectorate",
      items: [
        {
          id: "scotland-care-service",
          text: "Identify the type of care service you will register",
          detail:
            "Under the Public Services Reform (Scotland) Act 2010, care home services, support services and housing support services, among others, must be registered with the Care Inspectorate before they start.",
          documents: ["adult-support-and-protection"],
        },
        {
          id: "scotland-aims-and-objectives",
          text: "Write your aims and objectives",
          detail:
            "Your application describes the service's aims and objectives and how it will meet the Health and Social Care Standards. Keep them current once registered.",
          documents: ["adults-with-incapacity-and-consent-scotland"],
        },
        {
          id: "scotland-manager",
          text: "Appoint a manager registered with the SSSC",
          detail:
            "The manager must register with the Scottish Social Services Council in the right part of the register, or do so within the time the SSSC allows for a new manager.",
          documents: ["sssc-registration-supervision-and-learning"],
        },
        {
          id: "scotland-apply",
          text: "Apply for registration with the Care Inspectorate",
          detail:
            "Submit the registration application online with your policies and fee. The Care Inspectorate assesses your fitness, may visit and interview you, and sets the conditions of registration.",
          documents: ["medication-management-scotland", "complaints-scotland"],
        },
        {
          id: "scotland-notifications",
          text: "Be ready to notify the Care Inspectorate of events once registered",
          detail:
            "Notify events such as deaths, serious accidents, adult protection referrals and changes of manager through the Care Inspectorate's online notifications, within the times its guidance sets.",
          documents: ["notifications-to-the-care-inspectorate", "incident-and-notification-record-scotland"],
        },
      ],
    },
    setUpOrganisation,
    policiesSection([
      "adult-support-and-protection",
      "adults-with-incapacity-and-consent-scotland",
      "medication-management-scotland",
      "complaints-scotland",
    ]),
    {
      title: "Recruit and train safely",
      items: [
        {
          id: "scotland-pvg",
          text: "Obtain PVG scheme membership checks for every worker",
          detail:
            "Staff doing regulated work with adults must be members of the Protecting Vulnerable Groups scheme, checked through Disclosure Scotland, before they start.",
          documents: [],
        },
        {
          id: "scotland-workforce-registration",
          text: "Make sure care workers register with the SSSC within six months",
          detail:
            "Workers in registered roles must apply to the SSSC within six months of starting, and gain the qualifications their part of the register requires.",
          documents: ["sssc-registration-supervision-and-learning", "induction-record-scotland"],
        },
      ],
    },
    insurancePremises,
    recordsResilience,
  ],
};

const northernIreland: NationChecklist = {
  nation: "northern-ireland",
  name: "Northern Ireland",
  regulator: "Regulation and Quality Improvement Authority (RQIA)",
  sections: [
    {
      title: "Register with RQIA",
      items: [
        {
          id: "ni-establishment-or-agency",
          text: "Confirm your service is an establishment or agency RQIA registers",
          detail:
            "Under the Health and Personal Social Services (Quality, Improvement and Regulation) (Northern Ireland) Order 2003, residential care homes, nursing homes and domiciliary care agencies, among others, must be registered with RQIA before they start.",
          documents: ["adult-safeguarding-northern-ireland"],
        },
        {
          id: "ni-statement-of-purpose",
          text: "Write your statement of purpose and service user guide",
          detail:
            "The regulations for your type of service require a statement of purpose, and a guide for the people who use the service, kept under review.",
          documents: ["complaints-northern-ireland"],
        },
        {
          id: "ni-registered-persons",
          text: "Name your registered provider, responsible individual and registered manager",
          detail:
            "The provider registers with RQIA (an organisation through its responsible individual), and the manager registers separately. Each is assessed for fitness, with AccessNI checks.",
          documents: ["niscc-registration-and-staff-supervision"],
        },
        {
          id: "ni-apply",
          text: "Apply to RQIA through its online portal",
          detail:
            "Submit the applications with the fee and supporting documents. RQIA reviews them against the Department of Health's minimum standards, and usually inspects the premises before registering.",
          documents: [
            "medicines-management-northern-ireland",
            "mental-capacity-and-deprivation-of-liberty-northern-ireland",
          ],
        },
        {
          id: "ni-notifications",
          text: "Be ready to notify RQIA of events once registered",
          detail:
            "Notify RQIA of notifiable events, such as deaths, serious injuries and allegations of abuse, within the times its guidance sets.",
          documents: ["notifiable-events-to-rqia", "incident-and-notification-record-northern-ireland"],
        },
      ],
    },
    setUpOrganisation,
    policiesSection([
      "adult-safeguarding-northern-ireland",
      "medicines-management-northern-ireland",
      "complaints-northern-ireland",
      "mental-capacity-and-deprivation-of-liberty-northern-ireland",
    ]),
    {
      title: "Recruit and train safely",
      items: [
        {
          id: "ni-accessni",
          text: "Obtain enhanced AccessNI checks for every worker",
          detail:
            "Staff working with adults in regulated settings need an enhanced AccessNI check with the barred list, as well as references, employment history and right-to-work checks.",
          documents: [],
        },
        {
          id: "ni-workforce-registration",
          text: "Register care workers with NISCC and follow the induction standards",
          detail:
            "Social care workers in Northern Ireland must register with the Northern Ireland Social Care Council, and new workers complete the NISCC Induction Standards.",
          documents: [
            "niscc-registration-and-staff-supervision",
            "induction-record-niscc-induction-standards",
          ],
        },
      ],
    },
    insurancePremises,
    recordsResilience,
  ],
};

/**
 * A nation's checklist with each step's documents as the library names them, keeping only that
 * nation's documents (the shared steps name England's; another nation shows its own or none).
 */
export function checklistFor(nation: Nation) {
  const list = newProviderChecklists.find((entry) => entry.nation === nation) ?? england;
  const titles = new Map(
    documentTemplates.filter((doc) => doc.nation === list.nation).map((doc) => [doc.slug, doc.title]),
  );
  return {
    ...list,
    sections: list.sections.map((section) => ({
      ...section,
      items: section.items.map((item) => ({
        ...item,
        documents: item.documents.flatMap((slug) => {
          const title = titles.get(slug);
          return title ? [{ slug, title }] : [];
        }),
      })),
    })),
  };
}

export const newProviderChecklists: readonly NationChecklist[] = [england, wales, scotland, northernIreland];

/** Every item id of every nation's checklist (a tick names one of these). */
export const checklistItemIds: ReadonlySet<string> = new Set(
  newProviderChecklists.flatMap((list) =>
    list.sections.flatMap((section) => section.items.map((item) => item.id)),
  ),
);
