/** The interactive checklist shown at /checklist-newprovider for organisations setting up a care service. */
export interface ChecklistItem {
  /** Stable id, used to remember ticked items in the browser. */
  id: string;
  text: string;
  detail: string;
}

export interface ChecklistSection {
  title: string;
  items: readonly ChecklistItem[];
}

export const newProviderChecklist: readonly ChecklistSection[] = [
  {
    title: "Know your service and your regulator",
    items: [
      {
        id: "define-service",
        text: "Decide exactly what service you will provide and to whom",
        detail:
          "Write down who you will support, where, and what help you will give. This decides whether your service needs registration and with whom, and shapes your statement of purpose.",
      },
      {
        id: "identify-regulator",
        text: "Identify the right regulator for each nation you operate in",
        detail:
          "Adult social care is regulated by CQC in England, Care Inspectorate Wales, the Care Inspectorate in Scotland and RQIA in Northern Ireland. Children's homes and supported accommodation for 16 and 17 year olds in England register with Ofsted.",
      },
      {
        id: "check-registration-needed",
        text: "Check whether your activities need registration",
        detail:
          "In England, providing personal care or accommodation with care is a regulated activity and must be registered with CQC before you start. An agency that only supplies staff to other providers does not usually register with CQC but must follow employment agency law.",
      },
      {
        id: "statement-of-purpose",
        text: "Prepare your statement of purpose",
        detail:
          "Your regulator will ask for a statement of purpose describing your aims, the services you provide, the people you support and your locations. Keep it up to date and tell your regulator when it changes.",
      },
    ],
  },
  {
    title: "Set up your organisation",
    items: [
      {
        id: "company-registration",
        text: "Register your company and open a business bank account",
        detail:
          "Most providers trade as a limited company registered at Companies House. Keep your registered office and director details current.",
      },
      {
        id: "hmrc-employer",
        text: "Register with HMRC as an employer",
        detail:
          "You must register for PAYE before your first payday. Set up payroll that pays at least the National Living Wage or National Minimum Wage for all working time, and plan for workplace pension auto-enrolment.",
      },
      {
        id: "ico-registration",
        text: "Pay the data protection fee to the Information Commissioner's Office",
        detail:
          "Organisations that process personal information, as every care provider does, must usually pay the fee and register with the ICO. Record your registration number in Cloudoc so that it appears in your data protection documents.",
      },
      {
        id: "accountant-vat",
        text: "Take advice on tax and VAT",
        detail:
          "Many care services supplied by regulated providers are exempt from VAT, but the rules depend on what you supply and to whom. Agree your position with an accountant before you set prices.",
      },
    ],
  },
  {
    title: "Appoint your key people",
    items: [
      {
        id: "registered-manager",
        text: "Recruit a suitably qualified manager and start their registration",
        detail:
          "Your service needs a manager with the right experience and qualifications to run it day to day. CQC, Ofsted and RQIA register the manager themselves; in Wales and Scotland the manager registers with Social Care Wales or the SSSC. Allow time for checks and interviews.",
      },
      {
        id: "nominated-individual",
        text: "Name your nominated individual or responsible individual",
        detail:
          "In England, an organisation registered with CQC names a nominated individual to supervise the management of the regulated activity. Ofsted and Care Inspectorate Wales use a responsible individual. Directors must meet the fit and proper person requirements.",
      },
      {
        id: "leads",
        text: "Decide who leads on safeguarding, data protection, health and safety and complaints",
        detail:
          "Name a lead for each area and enter them as business variables in Cloudoc so that your policies show the right people.",
      },
    ],
  },
  {
    title: "Put your policies in place",
    items: [
      {
        id: "choose-package",
        text: "Choose the policy package for your service and nation",
        detail:
          "Your regulator will expect to see policies covering safeguarding, medicines, infection prevention, complaints, recruitment, data protection, whistleblowing and health and safety, among others.",
      },
      {
        id: "personalise-policies",
        text: "Personalise every policy to how your service works",
        detail:
          "Complete your organisation details and business variables, then read each policy with your manager and change anything that does not match your practice.",
      },
      {
        id: "review-dates",
        text: "Set review dates and an annual review plan",
        detail:
          "Record who approved each policy and when it is next due for review. Review sooner when the law changes or after an incident.",
      },
      {
        id: "staff-acknowledge",
        text: "Make sure staff have read the policies that apply to them",
        detail:
          "Assign policies to staff in Cloudoc and keep their acknowledgements as evidence for inspection.",
      },
    ],
  },
  {
    title: "Recruit and train safely",
    items: [
      {
        id: "safer-recruitment",
        text: "Follow a safer recruitment process for every worker",
        detail:
          "Obtain a full employment history with gaps explained, satisfactory references including from previous care work, proof of identity and qualifications, and a record of your interview.",
      },
      {
        id: "dbs-checks",
        text: "Obtain the right criminal record checks",
        detail:
          "In England and Wales, staff in regulated activity need an enhanced DBS check with the relevant barred list. Scotland uses the PVG scheme through Disclosure Scotland, and Northern Ireland uses AccessNI.",
      },
      {
        id: "right-to-work",
        text: "Check every worker's right to work in the UK before they start",
        detail:
          "Follow the Home Office employer guidance, keep dated records of each check and diarise follow-up checks for anyone with time-limited permission.",
      },
      {
        id: "induction-training",
        text: "Plan induction and mandatory training",
        detail:
          "Give new care workers a structured induction, such as the Care Certificate in England, and the training the law requires, including learning disability and autism training in England. In Wales, Scotland and Northern Ireland, check the requirements of the workforce regulator for staff registration.",
      },
    ],
  },
  {
    title: "Insurance, premises and safety",
    items: [
      {
        id: "employers-liability",
        text: "Take out employers' liability insurance",
        detail:
          "This is a legal requirement once you employ staff, with cover of at least £5 million. Make the certificate available to staff.",
      },
      {
        id: "other-insurance",
        text: "Arrange public liability and professional indemnity cover",
        detail:
          "Commissioners and regulators usually expect public liability and professional indemnity insurance, including cover for the care tasks you provide. Check with a broker who understands care.",
      },
      {
        id: "fire-risk-assessment",
        text: "Complete a fire risk assessment for each building you control",
        detail:
          "Fire safety law requires a suitable risk assessment, kept under review. Care homes also need personal emergency evacuation plans for the people who live there.",
      },
      {
        id: "premises-checks",
        text: "Arrange gas, electrical, water and equipment safety checks",
        detail:
          "Keep certificates for gas safety, electrical installation, Legionella risk assessment and lifting equipment inspections where they apply.",
      },
      {
        id: "food-registration",
        text: "Register food premises with your local council if you serve food",
        detail: "Register at least 28 days before you start serving food, and train staff in food hygiene.",
      },
    ],
  },
  {
    title: "Records, data and resilience",
    items: [
      {
        id: "records-system",
        text: "Choose how you will keep care and staff records",
        detail:
          "Records must be accurate, complete, secure and available to those who need them. Decide your retention periods and who can access what.",
      },
      {
        id: "privacy-notices",
        text: "Write privacy notices for the people you support and your staff",
        detail:
          "Under the UK GDPR, explain what personal data you hold, why, your lawful basis, who you share it with and people's rights.",
      },
      {
        id: "dspt",
        text: "Consider completing the Data Security and Protection Toolkit",
        detail:
          "Providers in England that handle NHS data or hold NHS contracts are expected to complete the toolkit each year, and many commissioners ask for it.",
      },
      {
        id: "business-continuity",
        text: "Prepare a business continuity plan",
        detail:
          "Plan how you will keep people safe if you lose staff, power, premises or IT systems, and test the plan at least once a year.",
      },
    ],
  },
];
