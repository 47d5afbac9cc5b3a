/** Questions for the public FAQ page, grouped by category. */
export interface FaqEntry {
  question: string;
  answer: string;
  category: FaqCategory;
}

export type FaqCategory =
  | "Getting started"
  | "Policies and updates"
  | "Editing and exporting"
  | "Staff and acknowledgements"
  | "Subscriptions and billing"
  | "Regulation"
  | "Data and security";

export const faqCategories: readonly FaqCategory[] = [
  "Getting started",
  "Policies and updates",
  "Editing and exporting",
  "Staff and acknowledgements",
  "Subscriptions and billing",
  "Regulation",
  "Data and security",
];

export const faqs: readonly FaqEntry[] = [
  {
    category: "Getting started",
    question: "What is Cloudoc?",
    answer:
      "Cloudoc is an online library of policies, procedures and forms for care providers in England, Wales, Scotland and Northern Ireland. You personalise the documents with your organisation's details, edit them in your browser, share them with staff and keep them under review, all in one place.",
  },
  {
    category: "Getting started",
    question: "Which package should I choose?",
    answer:
      "Choose the package for the type of service you run and the nation where it is registered, for example Domiciliary Care Policies (England) for a home care agency registered with CQC. If you run more than one type of service, you can add more than one package to the same account.",
  },
  {
    category: "Getting started",
    question: "What is my company subdomain?",
    answer:
      "When you sign up you choose a short web address for your organisation, such as yourcompany.cloudoc.co.uk. You and your staff sign in there, and it is where employees read and acknowledge the policies you assign to them.",
  },
  {
    category: "Getting started",
    question: "How long does it take to get set up?",
    answer:
      "Most providers have their account, organisation details and business variables completed within an hour. Reading and adapting each policy to fit how your service works takes longer, and that step is important: plan time for it with your registered manager.",
  },
  {
    category: "Policies and updates",
    question: "Are the documents written for my nation?",
    answer:
      "Yes. Each package is written for the law, regulator and guidance of one nation. English adult-care policies are mapped to the quality statements of CQC's single assessment framework, and the Welsh, Scottish and Northern Irish packages refer to the legislation and standards that apply there.",
  },
  {
    category: "Policies and updates",
    question: "How are policies kept up to date?",
    answer:
      "We review every master template at least once a year and sooner when the law, regulation or national guidance changes. When a template in one of your packages changes, you get a notification explaining what has changed.",
  },
  {
    category: "Policies and updates",
    question: "Will an update overwrite the changes I have made?",
    answer:
      "No. Your edited version stays as it is until you decide what to do. You can compare your version with the updated master template, then accept the update, copy across the parts you need, or keep your own wording.",
  },
  {
    category: "Policies and updates",
    question: "What are business variables?",
    answer:
      "Business variables are placeholders for details such as your company name, registered manager, safeguarding lead and local authority. You enter each detail once in your organisation settings and it appears in every document, so a change of manager updates all your policies at once.",
  },
  {
    category: "Editing and exporting",
    question: "Can I change the wording of a policy?",
    answer:
      "Yes. Every document opens in the online editor, where you can change text, add sections and tables, and save. Each save creates a new version, so you can see what changed and go back to an earlier version if needed.",
  },
  {
    category: "Editing and exporting",
    question: "Can I export policies to Word or PDF?",
    answer:
      "Yes. Any document can be exported to PDF or Word with your business details filled in. PDF suits sharing with inspectors and commissioners; Word suits providers who also keep an offline copy.",
  },
  {
    category: "Editing and exporting",
    question: "What happens if I delete a document by mistake?",
    answer:
      "Deleted documents go to the Bin, where you can restore them. Documents stay in the Bin until you empty it or delete them permanently.",
  },
  {
    category: "Editing and exporting",
    question: "How do I set review dates?",
    answer:
      "Each document has a review date, shown in its document-control table and on your dashboard. When you complete a review, you record it and set the next date, usually a year ahead. The dashboard shows documents that are due or overdue.",
  },
  {
    category: "Staff and acknowledgements",
    question: "How do staff read our policies?",
    answer:
      "You add employees and assign them policies, singly or in groups. They sign in on your company subdomain, on a computer or phone, read each policy and confirm that they have read and understood it.",
  },
  {
    category: "Staff and acknowledgements",
    question: "Can I see who has acknowledged a policy?",
    answer:
      "Yes. For each assigned policy you can see who has acknowledged it, when, and who still needs to. This gives you a clear record to show inspectors that staff know your policies.",
  },
  {
    category: "Staff and acknowledgements",
    question: "What happens when I update a policy that staff have already acknowledged?",
    answer:
      "You can reassign the new version so that staff read and acknowledge it again. The earlier acknowledgements stay on record against the earlier version.",
  },
  {
    category: "Staff and acknowledgements",
    question: "Can office staff help manage documents?",
    answer:
      "Yes. You can add system users, such as a deputy manager or administrator, and choose what each may do, for example edit documents, manage employees or view only.",
  },
  {
    category: "Subscriptions and billing",
    question: "What is the difference between Monthly Access and the Annual Plan?",
    answer:
      "Both give the same features. Monthly Access is paid each month and can be cancelled at the end of any month. The Annual Plan is paid once a year and costs less overall.",
  },
  {
    category: "Subscriptions and billing",
    question: "What happens to my documents if I cancel?",
    answer:
      "You keep full access until the end of the period you have paid for. Export any documents you want to keep before then. Copies exported during your subscription may still be used within your own organisation, but they will no longer receive updates.",
  },
  {
    category: "Subscriptions and billing",
    question: "Can I share my subscription with another company?",
    answer:
      "No. The licence covers your own organisation only. Other companies, including others in the same group, need their own subscription.",
  },
  {
    category: "Regulation",
    question: "Will using Cloudoc guarantee a good inspection rating?",
    answer:
      "No product can promise that. Inspectors look at how care is delivered, what people say about it and the evidence you hold. Clear, current policies that staff know and follow are an important part of that evidence.",
  },
  {
    category: "Regulation",
    question: "Do temporary staffing agencies need to register with CQC?",
    answer:
      "An agency that only supplies workers who then work under the direction of a care provider does not carry on a regulated activity itself, so it does not register with CQC. It must follow the Employment Agencies Act 1973 and the Conduct Regulations 2003. An agency that arranges and directs care for people itself may need to register, so take advice if that applies to you.",
  },
  {
    category: "Regulation",
    question: "Do I need to adapt the policies before I use them?",
    answer:
      "Yes. The templates are a strong starting point, but each must describe how your service really works. Read every policy, complete the business variables and change anything that does not match your practice.",
  },
  {
    category: "Data and security",
    question: "Where is our data stored?",
    answer:
      "Your documents and staff records are stored securely, encrypted in transit and at rest, and kept separate from other customers' data. Our Privacy Policy explains how we handle personal data under the UK GDPR.",
  },
  {
    category: "Data and security",
    question: "Who is responsible for our employees' data?",
    answer:
      "Your organisation is the controller of the staff data you add to Cloudoc, and Cloudoc Ltd processes it on your behalf under the data processing terms in our Terms and Conditions.",
  },
];
