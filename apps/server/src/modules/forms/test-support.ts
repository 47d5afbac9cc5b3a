import type { WebFormField } from "@cloudoc/contract";
import { createTestApp, type TestApp } from "../../testing/app";
import { botPass } from "../../testing/botcheck";
import { getAs, loadCatalogue, postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { subscribeCompanies, subscribePackage } from "../../testing/subscribed";
import { openSession } from "../accounts/sessions";
import { testPackage } from "../library/test-support";
import { type FilePart, multipartBody } from "../profile/test-files";

/** A 1×1 PNG as a canvas would export it (a drawn signature). */
export const drawnSignature =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** A form with one of each kind of answer the tests need. */
export const testFields: WebFormField[] = [
  { id: "h1", type: "heading", label: "About the incident" },
  { id: "what", type: "shortText", label: "What happened?", help: "", required: true },
  { id: "count", type: "number", label: "People involved", help: "", required: false, min: 0, max: 20 },
  { id: "day", type: "date", label: "Date", help: "", required: true },
  {
    id: "kind",
    type: "singleChoice",
    label: "Kind",
    help: "",
    required: true,
    options: ["Fall", "Near miss"],
  },
  { id: "hurt", type: "yesNo", label: "Was anyone hurt?", help: "", required: true },
  { id: "photo", type: "file", label: "Photo", help: "", required: false },
  { id: "sign", type: "signature", label: "Signature", help: "", required: true },
];

export const goodAnswers = {
  what: "Slipped in the lounge",
  count: 2,
  day: "2026-11-20",
  kind: "Fall",
  hurt: false,
  sign: drawnSignature,
};

/**
 * Company A with the pro package (its owner, a staff user with Forms, one without, an employee),
 * company B with pro too, company C with a licence but no pro; request helpers, including a
 * visitor's multipart submission.
 */
export async function formsFixture(label: string) {
  const t: TestApp = await createTestApp();
  const { app } = t;
  const db = app.platform.db;
  const ids = await loadCatalogue(db);
  const [a, b, c] = [
    await createCompanyWithOwner(db, { subdomain: `fa${label}` }),
    await createCompanyWithOwner(db, { subdomain: `fb${label}` }),
    await createCompanyWithOwner(db, { subdomain: `fc${label}` }),
  ];
  await subscribeCompanies(db, [c.company.id]);
  for (const { company } of [a, b]) {
    await subscribePackage(db, company.id, ids.packageId(testPackage), { addOns: ["pro"] });
  }
  const tokenOf = async (user: { id: string; companyId: string | null }) =>
    (await openSession(db, user, { ip: null, userAgent: null })).token;
  const builder = await createUser(db, { companyId: a.company.id, role: "user", permissions: ["Forms"] });
  const outsider = await createUser(db, {
    companyId: a.company.id,
    role: "user",
    permissions: ["My Documents"],
  });
  const employee = await createUser(db, { companyId: a.company.id, role: "employee", firstname: "Robin" });
  const tokens = {
    ownerA: await tokenOf(a.owner),
    builderA: await tokenOf(builder),
    outsiderA: await tokenOf(outsider),
    employeeA: await tokenOf(employee),
    ownerB: await tokenOf(b.owner),
    ownerC: await tokenOf(c.owner),
  };
  const post = (url: string, payload: object = {}, token = tokens.ownerA) => postAs(app, token, url, payload);
  const get = (url: string, token = tokens.ownerA) => getAs(app, token, url);

  /** Makes and publishes a form with the test fields; answers its id and link token. */
  const publishedForm = async (settings: { allowPublic?: boolean; notifyUserIds?: string[] } = {}) => {
    const made = (await post("user/forms/create", { title: "Incident", description: "" })).json().data;
    const saved = await post("user/forms/save", {
      id: made._id,
      revision: made.revision,
      title: "Incident",
      description: "Tell us what happened",
      fields: testFields,
      allowPublic: settings.allowPublic ?? true,
      notifyUserIds: settings.notifyUserIds ?? [],
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    const published = await post("user/forms/publish", { id: made._id });
    if (published.statusCode !== 200) throw new Error(published.body);
    return published.json().data as { _id: string; publicToken: string; version: number; revision: number };
  };

  /** A submission's multipart form; a visitor's unless a session token is given. */
  const submit = async (fields: Record<string, string>, files: FilePart[] = [], session?: string) => {
    const { payload, contentType } = multipartBody(fields, files);
    return app.inject({
      method: "POST",
      url: "/api/public/forms/submit",
      headers: {
        "content-type": contentType,
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      payload,
      remoteAddress: "198.51.100.7",
    });
  };
  /** A visitor's submission with a fresh bot-check pass. */
  const submitPublic = async (
    token: string,
    answers: object,
    files: FilePart[] = [],
    more: Record<string, string> = {},
  ) =>
    submit(
      {
        token,
        version: "1",
        name: "Sam Visitor",
        answers: JSON.stringify(answers),
        captcha: await botPass(app),
        ...more,
      },
      files,
    );
  return {
    t,
    app,
    db,
    a,
    b,
    c,
    builder,
    outsider,
    employee,
    tokens,
    post,
    get,
    publishedForm,
    submit,
    submitPublic,
  };
}

export type FormsFixture = Awaited<ReturnType<typeof formsFixture>>;
