import type { LibraryFixture } from "../modules/library/test-support";

/** Get Help (issue 21): a live chat of company A's owner, so the walk knows its conversation. */
export async function makeHelpRecords(f: LibraryFixture) {
  const reply = await f.post(f.ownerA, "help/chat/send", { message: "Where is the Ofsted bundle?" });
  if (reply.statusCode !== 200) throw new Error(`help chat failed: ${reply.statusCode} ${reply.body}`);
}
