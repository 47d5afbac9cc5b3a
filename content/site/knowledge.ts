/** How-to articles for the public knowledgebase. Bodies are HTML using h2, p, ol and ul only. */
export interface KnowledgeArticle {
  slug: string;
  title: string;
  summary: string;
  body: string;
}

export const knowledgeArticles: readonly KnowledgeArticle[] = [
  {
    slug: "signing-up-and-choosing-your-subdomain",
    title: "Signing up and choosing your company subdomain",
    summary: "Create your Cloudoc account, pick your packages and choose the web address your team will use.",
    body: `<h2>Before you start</h2>
<p>Have your organisation's legal name, your work email address and a payment card to hand. You can add more detail about your organisation later.</p>
<h2>Create your account</h2>
<ol>
<li>Go to the Policies page, choose your nation and service type, and add the packages you need to your basket.</li>
<li>Choose Monthly Access or the Annual Plan.</li>
<li>Enter your name, work email address and organisation name, and create a password.</li>
<li>Choose your company subdomain. This is the start of the web address you and your staff will use, such as yourcompany.cloudoc.co.uk.</li>
<li>Complete payment. We email you a link to confirm your email address.</li>
</ol>
<h2>Choosing a good subdomain</h2>
<ul>
<li>Use a short form of your organisation's name that staff will recognise.</li>
<li>Use lower-case letters, numbers and hyphens only.</li>
<li>Avoid names that belong to another organisation. We may refuse or change a subdomain that could mislead people.</li>
</ul>
<h2>After you sign up</h2>
<p>Sign in at your subdomain. Your dashboard guides you through completing your organisation details and business variables, which fill in your documents.</p>`,
  },
  {
    slug: "completing-your-organisation-details",
    title: "Completing your organisation details",
    summary:
      "Enter your company, address and registration details once so that they appear throughout your documents.",
    body: `<h2>Where to find them</h2>
<p>Open Settings in the side menu and choose Organisation Details.</p>
<h2>What to complete</h2>
<ol>
<li>Company name, trading name and company registration number.</li>
<li>Registered address and trading address.</li>
<li>Your regulator registration details, such as your CQC provider number, and the regulated activity you carry on.</li>
<li>Your ICO registration number.</li>
<li>Your logo, which appears on exported documents.</li>
<li>Contact email, telephone and website.</li>
</ol>
<p>Select Save when you have finished. Changes appear in your documents straight away, including those you have already edited.</p>
<h2>Tips</h2>
<ul>
<li>Use the exact legal name shown on your registration certificate.</li>
<li>If you run more than one location, enter each location's name and address so that documents can refer to the right one.</li>
<li>Check these details whenever your registration changes, for example a new registered manager or a change of address.</li>
</ul>`,
  },
  {
    slug: "using-business-variables",
    title: "Using business variables",
    summary:
      "Business variables put names, roles and contact details into every document and keep them consistent.",
    body: `<h2>What business variables are</h2>
<p>Business variables are placeholders in the documents for details such as your registered manager, nominated individual, safeguarding lead, local authority and out-of-hours phone number. In the editor they are highlighted so that you can see where they are.</p>
<h2>Setting them up</h2>
<ol>
<li>Open Settings and find the business variables section.</li>
<li>Work through each group: company, people and roles, locations and local contacts.</li>
<li>Enter each value once and select Save.</li>
</ol>
<h2>How they behave</h2>
<ul>
<li>Every document that uses a variable shows your value, including exports to PDF and Word.</li>
<li>When you change a value, for example after appointing a new safeguarding lead, every document updates at once.</li>
<li>A variable you have not completed shows its label, such as Registered manager, so that gaps are easy to spot.</li>
</ul>
<h2>Adding a variable to a document</h2>
<p>In the editor, place your cursor where the detail should appear and insert the variable from the variables list. Do not type names directly into policies; using the variable keeps them correct when people change role.</p>`,
  },
  {
    slug: "editing-documents-and-saving-versions",
    title: "Editing documents and saving versions",
    summary: "Adapt a policy in the online editor and keep a clear history of every change.",
    body: `<h2>Open a document</h2>
<ol>
<li>Select Documents in the side menu.</li>
<li>Browse the folders of your package or search by title or policy number.</li>
<li>Open the document to edit it in the online editor.</li>
</ol>
<h2>Make your changes</h2>
<ul>
<li>Change the wording so that it describes how your service really works.</li>
<li>Use headings, lists and tables from the toolbar. Keep the document-control table at the top.</li>
<li>Insert business variables rather than typing names and phone numbers.</li>
</ul>
<h2>Save a version</h2>
<ol>
<li>Select Save. Each save creates a new version with the date and the name of the person who saved it.</li>
<li>Add a short note describing the change, such as "Updated out-of-hours arrangements".</li>
</ol>
<h2>Version history</h2>
<p>Open the version history to see earlier versions, compare two versions side by side and restore an earlier version if you need to. Restoring creates a new version, so nothing is lost.</p>`,
  },
  {
    slug: "reviewing-documents",
    title: "Reviewing documents and setting review dates",
    summary: "Keep every policy under review and show inspectors when it was last checked.",
    body: `<h2>Why reviews matter</h2>
<p>Regulators expect policies to be current and to reflect practice. Most providers review each policy at least once a year, and sooner when the law, guidance or the service changes, or after an incident.</p>
<h2>Seeing what is due</h2>
<p>Your dashboard lists documents that are due for review in the coming weeks and any that are overdue. Each document also shows its review date in the document-control table.</p>
<h2>Completing a review</h2>
<ol>
<li>Open the document and read it against current practice.</li>
<li>Make any changes and save a new version, or confirm that no changes are needed.</li>
<li>Mark the document as reviewed and set the next review date, usually 12 months ahead.</li>
<li>If the changes affect how staff work, assign the new version to them for acknowledgement.</li>
</ol>
<h2>Good practice</h2>
<ul>
<li>Involve the staff who use the policy, and people who use your service where it affects them.</li>
<li>Spread reviews across the year rather than reviewing everything in one month.</li>
</ul>`,
  },
  {
    slug: "using-the-bin",
    title: "Using the Bin to restore deleted documents",
    summary: "Deleted documents go to the Bin first, so you can restore them if you change your mind.",
    body: `<h2>Deleting a document</h2>
<p>When you delete a document from Documents or My Documents, it moves to the Bin. It is no longer shown to staff or included in exports.</p>
<h2>Restoring a document</h2>
<ol>
<li>Select Bin in the side menu.</li>
<li>Find the document by title or policy number.</li>
<li>Select Restore. The document returns to its folder with its version history.</li>
</ol>
<h2>Deleting permanently</h2>
<p>Select Delete permanently to remove a document from the Bin. This cannot be undone, so check first that you have an exported copy if you need one for your records.</p>
<h2>Who can use the Bin</h2>
<p>Only users with permission to manage documents can delete, restore or permanently delete documents.</p>`,
  },
  {
    slug: "exporting-to-pdf-and-word",
    title: "Exporting documents to PDF and Word",
    summary: "Download personalised copies of your documents to share, print or keep offline.",
    body: `<h2>Exporting one document</h2>
<ol>
<li>Open the document.</li>
<li>Select Export and choose PDF or Word.</li>
<li>The file downloads with your business variables and logo filled in.</li>
</ol>
<h2>Which format to choose</h2>
<ul>
<li>PDF keeps the layout fixed. Use it for inspectors, commissioners and printed policy folders.</li>
<li>Word lets you keep an editable offline copy. Remember that changes made in Word do not flow back into Cloudoc.</li>
</ul>
<h2>Good practice</h2>
<ul>
<li>Export after saving, so that the file matches the latest version.</li>
<li>Keep printed copies to a minimum and replace them when a policy is updated, so that out-of-date copies do not stay in use.</li>
<li>Before a subscription ends, export any documents you want to keep.</li>
</ul>`,
  },
  {
    slug: "assigning-policies-to-employees",
    title: "Assigning policies to employees",
    summary: "Add your staff and give each person the policies they need to read.",
    body: `<h2>Add your employees</h2>
<ol>
<li>Select Employees in the side menu.</li>
<li>Add each employee with their name, work email address and job role, or import a list.</li>
<li>Put employees into groups, such as care staff, night staff or office staff, to assign policies quickly.</li>
</ol>
<h2>Assign policies</h2>
<ol>
<li>Select Staff Policies in the side menu.</li>
<li>Choose the documents to assign.</li>
<li>Choose the employees or groups, and set a date by which they should read them.</li>
<li>Confirm. Each employee receives an email inviting them to sign in at your company subdomain.</li>
</ol>
<h2>Choosing what to assign</h2>
<ul>
<li>Give new starters the policies in their induction, such as safeguarding, whistleblowing, code of conduct and health and safety.</li>
<li>Give role-specific policies to the people who need them, for example medication policies to staff who administer medicines.</li>
</ul>`,
  },
  {
    slug: "employee-acknowledgement",
    title: "How employees read and acknowledge policies",
    summary: "What your staff see when they sign in, and how you track who has read what.",
    body: `<h2>What employees do</h2>
<ol>
<li>Open the email invitation and set a password, or sign in at your company subdomain.</li>
<li>Open the list of policies assigned to them.</li>
<li>Read each policy in full, on a computer, tablet or phone.</li>
<li>Confirm that they have read and understood it. The date and time are recorded.</li>
</ol>
<p>Employees see only the policies assigned to them. They cannot edit them.</p>
<h2>Tracking acknowledgements</h2>
<ul>
<li>Staff Policies shows, for each document, who has acknowledged it and who has not.</li>
<li>You can send a reminder to those who have not yet acknowledged.</li>
<li>Acknowledgements stay linked to the version that was read, so your records remain accurate after updates.</li>
</ul>
<h2>When someone has questions</h2>
<p>Encourage staff to raise questions with their manager before acknowledging. Acknowledgement records show that a policy was read; supervision and observation show that it is understood and followed.</p>`,
  },
  {
    slug: "handling-template-updates",
    title: "Handling master template updates",
    summary: "Decide how to bring changes to our master templates into your own versions.",
    body: `<h2>Why templates change</h2>
<p>We update master templates when the law, regulation or national guidance changes, and after our yearly review. Each update comes with a short summary of what changed and why.</p>
<h2>When you are notified</h2>
<p>You receive a notification on your dashboard and by email when a template in one of your packages changes. The document is marked as having an update available.</p>
<h2>Deciding what to do</h2>
<ol>
<li>Open the document and view the update. You can compare the new master template with your current version.</li>
<li>If you have not edited the document, you can accept the update in full.</li>
<li>If you have edited it, copy across the changes you need into your version, or accept the update and then reapply your own changes.</li>
<li>Save. A new version is created and your earlier version stays in the history.</li>
<li>If the change affects practice, assign the new version to staff for acknowledgement.</li>
</ol>
<p>Updates are never applied to your edited documents without your agreement.</p>`,
  },
  {
    slug: "managing-system-users-and-permissions",
    title: "Managing system users and permissions",
    summary:
      "Give managers and office staff access to manage documents, with only the permissions they need.",
    body: `<h2>System users and employees</h2>
<p>System users help run your Cloudoc account, for example a deputy manager or administrator. Employees only read and acknowledge the policies assigned to them. One person can be both.</p>
<h2>Adding a system user</h2>
<ol>
<li>Select System Users in the side menu.</li>
<li>Add the person's name and work email address.</li>
<li>Choose their permissions, such as editing documents, managing employees, assigning policies, exporting, using the Bin or managing the subscription.</li>
<li>Save. They receive an email invitation to sign in at your company subdomain.</li>
</ol>
<h2>Good practice</h2>
<ul>
<li>Give each person only the permissions their role needs.</li>
<li>Never share logins. Each person should have their own account so that the version history shows who made each change.</li>
<li>Remove access on the day someone leaves, and review the list of system users every few months.</li>
</ul>`,
  },
];
