/** Marketing text of spec 000 §1 and the six feature tabs of spec 000 §2 "Home page". */
export const rating = "4.97/5";
export const reviewCount = "over 50 reviews";
export const trustedBy = "1000+ companies";

export interface FeatureTab {
  value: string;
  name: string;
  summary: string;
  points: readonly string[];
}

export const featureTabs: readonly FeatureTab[] = [
  {
    value: "quality",
    name: "Document Quality Management",
    summary:
      "Every policy is written for your service type and regulator, and reviewed on a schedule you control.",
    points: [
      "Review dates on every document, one year ahead by default",
      "Lists of documents needing review and up to date",
      "Version history with restore and compare",
    ],
  },
  {
    value: "editor",
    name: "Document Editor",
    summary: "Adapt any document in the browser: your organisation's details fill themselves in.",
    points: [
      "Business details such as your registered manager and address appear as variables",
      "Your logo, colours, header and footer on every page",
      "Export to PDF or Word, one document or a whole folder",
    ],
  },
  {
    value: "updates",
    name: "Updates Management",
    summary:
      "When legislation or guidance changes, we update the master documents and tell you what changed.",
    points: [
      "Live notification of each update",
      "See the changes, then accept, reject or restore",
      "Nothing you wrote is lost: a backup is kept first",
    ],
  },
  {
    value: "users",
    name: "User Management",
    summary: "Give managers and staff their own logins with exactly the permissions they need.",
    points: [
      "Permissions for documents, folders, users and subscriptions",
      "An activity history of who changed what, and when",
      "Your own web address for your organisation",
    ],
  },
  {
    value: "sharing",
    name: "Document Sharing",
    summary: "Share documents with inspectors, staff and the public without losing control of them.",
    points: [
      "Publish chosen policies on your public policy page",
      "Send documents for electronic signature",
      "Share files from your personal file area by email",
    ],
  },
  {
    value: "employees",
    name: "Employee Management",
    summary: "Assign policies to employees and groups with a due date, and see who has read them.",
    points: [
      "Employees sign in on your web address or the mobile app",
      "Optional quizzes before a policy is acknowledged",
      "Reminders for unread policies",
    ],
  },
];

export const examplePreview = [
  { name: "Safeguarding Adults Policy", status: "Up to date" },
  { name: "Medication Management Policy", status: "Review due" },
  { name: "Infection Prevention and Control", status: "Updated" },
  { name: "Complaints Procedure", status: "Up to date" },
] as const;

/**
 * The intro video's title (spec 000 §1: an embedded video player, toggled on click); its address
 * is the site settings' `intro_video_url`, and without one the poster opens the written tour.
 */
export const introVideo = { title: "Cloudoc in two minutes" } as const;

/** The written tour the poster opens while there is no video. */
export const introSteps: readonly { title: string; text: string }[] = [
  {
    title: "Choose your package",
    text: "Pick the policies for your type of service and the nation where you are registered.",
  },
  {
    title: "Add your details once",
    text: "Your organisation's name, managers and contacts fill themselves into every document.",
  },
  {
    title: "Share with your staff",
    text: "Assign policies to employees, who read and acknowledge them online or in the app.",
  },
  {
    title: "Stay up to date",
    text: "We update the master documents as guidance changes and tell you exactly what changed.",
  },
];
