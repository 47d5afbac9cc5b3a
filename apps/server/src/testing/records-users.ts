import { permissions } from "@cloudoc/contract";
import type { LibraryFixture } from "../modules/library/test-support";

/**
 * System users (issue 15): a staff user of company A, added and invited as the owner would, so the
 * cross-tenant walk sends a staff user's id too, and the invitation's code exists.
 */
export async function makeUsersRecords(f: LibraryFixture) {
  const reply = await f.post(f.ownerA, "users/add", {
    firstname: "Dana",
    lastname: "Deputy",
    email: "dana.deputy.records@example.test",
    permission: [permissions.documents, permissions.addDocument],
  });
  if (reply.statusCode !== 200) throw new Error(`users/add failed: ${reply.statusCode} ${reply.body}`);
}
