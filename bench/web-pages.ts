// The pages issue 20 puts a budget on, who looks at each, and how the demo company is made ready
// for them (the owner assigns the employee a policy to read).
import type { Browser, BrowserContext, Page } from "playwright-core";

export type Viewer = "visitor" | "owner" | "employee";

/** A budget on what a page loads until the network is idle (compressed KB, script files). */
export interface Budget {
  /** Issue 20's budget. */
  kb: number;
  scripts?: number;
}

export interface BudgetedPage {
  name: string;
  viewer: Viewer;
  /** The address, given the main site's and the demo company's site's origins. */
  url: (sites: Sites) => string;
  budget: Budget;
}

export interface Sites {
  main: string;
  company: string;
  /** The reading view of the policy assigned to the demo employee. */
  readingPath: string;
}

const publicBudget: Budget = { kb: 150, scripts: 30 };
const employeeBudget: Budget = { kb: 120 };
const companyBudget: Budget = { kb: 250 };

export const budgetedPages: BudgetedPage[] = [
  { name: "public home /", viewer: "visitor", url: (s) => `${s.main}/`, budget: publicBudget },
  {
    name: "/policies-procedures",
    viewer: "visitor",
    url: (s) => `${s.main}/policies-procedures`,
    budget: publicBudget,
  },
  {
    name: "/documentlibrary",
    viewer: "visitor",
    url: (s) => `${s.main}/documentlibrary`,
    budget: publicBudget,
  },
  {
    name: "package detail",
    viewer: "visitor",
    url: (s) => `${s.main}/package-detail/care-home-england`,
    budget: publicBudget,
  },
  {
    name: "employee: my policies",
    viewer: "employee",
    url: (s) => `${s.company}/employee/policies`,
    budget: employeeBudget,
  },
  {
    name: "employee: reading a policy",
    viewer: "employee",
    url: (s) => `${s.company}${s.readingPath}`,
    budget: employeeBudget,
  },
  {
    name: "company dashboard",
    viewer: "owner",
    url: (s) => `${s.company}/company/dashboard`,
    budget: companyBudget,
  },
  {
    name: "company documents",
    viewer: "owner",
    url: (s) => `${s.company}/company/documents`,
    budget: companyBudget,
  },
];

const password = "Demo-password-1";
const policyToRead = "Safeguarding Adults";

async function signIn(page: Page, loginUrl: string, email: string, landing: RegExp) {
  await page.goto(loginUrl);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(landing);
  await page.waitForFunction(() => localStorage.getItem("token") !== null);
}

/** A JSON call as the signed-in app makes it. */
async function callAs<T>(page: Page, path: string, body?: object): Promise<T> {
  const reply: unknown = await page.evaluate(
    async ([url, data]) => {
      const token = JSON.parse(localStorage.getItem("token") ?? '""');
      const reply = await fetch(`/api/${url}`, {
        method: data ? "POST" : "GET",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        ...(data ? { body: JSON.stringify(data) } : {}),
      });
      if (!reply.ok) throw new Error(`/api/${url} answered ${reply.status}: ${await reply.text()}`);
      return reply.json();
    },
    [path, body] as const,
  );
  return reply as T;
}

/** The owner makes a library document a staff policy and assigns it to the demo employee. */
async function assignPolicyToEmployee(owner: Page) {
  const found = await callAs<{ list: { _id: string; name: string }[] }>(owner, "user/get-document-lists", {
    value: policyToRead,
  });
  const document = found.list.find((item) => item.name === policyToRead);
  if (!document) throw new Error(`${policyToRead} is not in the demo library`);
  const policy = await callAs<{ data: { _id: string } }>(
    owner,
    `user/add/company/policy?fileId=${document._id}`,
  );
  const employees = await callAs<{ list: { _id: string; email: string }[] }>(owner, "user/employee/list", {});
  const employee = employees.list.find((person) => person.email === "employee@meadowbank.local");
  if (!employee) throw new Error("the demo employee is missing");
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await callAs(owner, "employee/assign/policy", {
    selectedDocuments: [policy.data._id],
    dueDate: due,
    userId: employee._id,
  });
}

export type SignedIn = Record<Viewer, Awaited<ReturnType<BrowserContext["storageState"]>> | undefined>;

/**
 * Signs the owner and the employee in (in throwaway contexts, so the measured loads start with an
 * empty cache) and returns their stored sessions and the employee's reading address.
 */
export async function prepareViewers(
  browser: Browser,
  main: string,
  company: string,
): Promise<{ signedIn: SignedIn; readingPath: string }> {
  const ownerContext = await browser.newContext();
  const employeeContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    await signIn(owner, `${main}/login`, "owner@meadowbank.local", /\/company\/dashboard/);
    await assignPolicyToEmployee(owner);
    const employee = await employeeContext.newPage();
    await signIn(employee, `${company}/employee/login`, "employee@meadowbank.local", /\/employee\/policies/);
    // "Read now" on a fresh server; "Acknowledge" once it has been opened.
    const reading = employee.getByRole("link", { name: new RegExp(`: ${policyToRead}$`) });
    const href = await reading.getAttribute("href");
    if (!href) throw new Error("the employee's policy has no reading link");
    return {
      signedIn: {
        visitor: undefined,
        owner: await ownerContext.storageState(),
        employee: await employeeContext.storageState(),
      },
      readingPath: href,
    };
  } finally {
    await ownerContext.close();
    await employeeContext.close();
  }
}
