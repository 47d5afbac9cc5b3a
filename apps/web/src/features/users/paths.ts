/** The system users screens (spec 000 §2) and the public page an invitation opens. */
export const userPaths = {
  list: "/company/users",
  add: "/company/users/add",
  edit: "/company/users/edit",
  view: "/company/users/view",
  activity: "/company/users/activity",
  deleted: "/company/users/deleted-list",
  /** On the company's own site; the e-mailed link carries ?token=… (taken off at start). */
  setPassword: "/set-password",
} as const;

/** The navigation state a details or edit page reads its record from (no query string, spec 000 §2). */
export const recordState = (id: string) => ({ id });

/** Where a details or edit page opened without a user sends the person. */
export const usersList = { name: "users", to: userPaths.list, pronoun: "them" } as const;
