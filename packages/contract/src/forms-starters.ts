/**
 * The starter web forms (issue 17): ready-made care forms a company copies into its own forms as
 * a draft and edits. Plain English for UK care services; the ids only need to be unique per form.
 * The fields are checked by the field schema when copied (forms.test.ts checks each too).
 */

export const starterFormKeys = [
  "incident-report",
  "compliment-or-complaint",
  "medication-error",
  "visitor-feedback",
  "monthly-audit",
] as const;
export type StarterFormKey = (typeof starterFormKeys)[number];

interface StarterField {
  id: string;
  type: string;
  label: string;
  help?: string;
  required?: boolean;
  options?: string[];
}

export interface StarterForm {
  key: StarterFormKey;
  title: string;
  description: string;
  fields: StarterField[];
}

const heading = (id: string, label: string): StarterField => ({ id, type: "heading", label });
const ask = (id: string, type: string, label: string, more: Partial<StarterField> = {}): StarterField => ({
  id,
  type,
  label,
  required: true,
  ...more,
});

const incidentReport: StarterForm = {
  key: "incident-report",
  title: "Incident report",
  description: "Record an accident, incident or near miss as soon as it is safe to do so.",
  fields: [
    heading("h-when", "When and where"),
    ask("date", "date", "Date of the incident"),
    ask("time", "time", "Time of the incident"),
    ask("location", "shortText", "Where did it happen?"),
    heading("h-what", "What happened"),
    ask("type", "singleChoice", "Type of incident", {
      options: ["Fall", "Injury", "Near miss", "Behaviour", "Safeguarding concern", "Other"],
    }),
    ask("people", "shortText", "Who was involved?", { help: "Use initials for the people you support." }),
    ask("account", "longText", "Describe what happened", { help: "Facts only: what you saw and heard." }),
    ask("action", "longText", "What did you do straight away?"),
    ask("injury", "yesNo", "Was anyone hurt?"),
    ask("medical", "yesNo", "Was medical help called?"),
    ask("photo", "file", "Photo of the scene (if safe and appropriate)", { required: false }),
    heading("h-report", "Your details"),
    ask("reporter", "shortText", "Your name"),
    ask("signature", "signature", "Your signature"),
  ],
};

const complimentOrComplaint: StarterForm = {
  key: "compliment-or-complaint",
  title: "Compliment or complaint",
  description: "Tell us what went well or what we should put right. Every complaint is answered.",
  fields: [
    ask("kind", "singleChoice", "Is this a compliment, a complaint or a suggestion?", {
      options: ["Compliment", "Complaint", "Suggestion"],
    }),
    ask("about", "shortText", "Who or what is it about?"),
    ask("details", "longText", "Please tell us more"),
    ask("date", "date", "When did it happen?", { required: false }),
    ask("contact", "yesNo", "Would you like us to contact you?"),
    ask("phoneOrEmail", "shortText", "Phone number or email address", { required: false }),
    {
      id: "privacy",
      type: "helpText",
      label: "We keep what you tell us confidential and use it only to look into it and improve our care.",
    },
  ],
};

const medicationError: StarterForm = {
  key: "medication-error",
  title: "Medication error",
  description: "Report a missed, wrong or late dose, or any other medicines error, the same day.",
  fields: [
    ask("date", "date", "Date of the error"),
    ask("time", "time", "Time it was found"),
    ask("person", "shortText", "Person's initials"),
    ask("medicine", "shortText", "Medicine, strength and dose"),
    ask("errorType", "multipleChoice", "What went wrong?", {
      options: [
        "Missed dose",
        "Wrong dose",
        "Wrong medicine",
        "Wrong time",
        "Wrong person",
        "Recording error",
      ],
    }),
    ask("account", "longText", "What happened?"),
    ask("gpInformed", "yesNo", "Was the GP, pharmacist or NHS 111 contacted?"),
    ask("advice", "longText", "Advice given and action taken", { required: false }),
    ask("harm", "singleChoice", "Harm to the person", {
      options: ["No harm", "Low harm", "Moderate harm", "Severe harm"],
    }),
    ask("reporter", "shortText", "Your name"),
    ask("signature", "signature", "Your signature"),
  ],
};

const visitorFeedback: StarterForm = {
  key: "visitor-feedback",
  title: "Visitor feedback",
  description: "Thank you for visiting. Your views help us improve.",
  fields: [
    ask("date", "date", "Date of your visit"),
    ask("welcome", "singleChoice", "How welcome did you feel?", {
      options: ["Very welcome", "Welcome", "Not very welcome"],
    }),
    ask("clean", "singleChoice", "How clean and tidy was the home?", {
      options: ["Very good", "Good", "Could be better", "Poor"],
    }),
    ask("staff", "singleChoice", "How helpful were the staff?", {
      options: ["Very helpful", "Helpful", "Not helpful"],
    }),
    ask("comments", "longText", "Anything else you would like to tell us?", { required: false }),
    ask("name", "shortText", "Your name (optional)", { required: false }),
  ],
};

const monthlyAudit: StarterForm = {
  key: "monthly-audit",
  title: "Monthly audit",
  description: "The manager's monthly check of records, medicines and the environment.",
  fields: [
    ask("month", "date", "Date of the audit"),
    ask("auditor", "shortText", "Audited by"),
    heading("h-records", "Care records"),
    ask("carePlans", "yesNo", "Are all care plans reviewed and signed in the last month?"),
    ask("riskAssessments", "yesNo", "Are risk assessments up to date?"),
    heading("h-medicines", "Medicines"),
    ask("mar", "yesNo", "Are MAR charts complete with no gaps?"),
    ask("storage", "yesNo", "Are medicines stored at the right temperature?"),
    ask("fridgeTemp", "number", "Medicines fridge temperature today (°C)", { required: false }),
    heading("h-environment", "Environment and staff"),
    ask("fireChecks", "yesNo", "Were the weekly fire alarm tests done?"),
    ask("training", "number", "Staff with overdue training"),
    ask("actions", "longText", "Actions needed, by whom and by when"),
    ask("signature", "signature", "Manager's signature"),
  ],
};

export const starterForms: readonly StarterForm[] = [
  incidentReport,
  complimentOrComplaint,
  medicationError,
  visitorFeedback,
  monthlyAudit,
];
