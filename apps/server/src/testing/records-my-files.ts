import type { LibraryFixture } from "../modules/library/test-support";
import { pdfBytes, pdfPart } from "../modules/my-files/test-support";
import { postForm } from "../modules/profile/test-files";

/**
 * My Files (issue 16): a folder of company A's owner with an editor file in it, an uploaded PDF
 * and a send, so the cross-tenant walk sends their ids too.
 */
export async function makeMyFilesRecords(f: LibraryFixture) {
  const ok = async (label: string, reply: Promise<{ statusCode: number; body: string }>) => {
    const answered = await reply;
    if (answered.statusCode !== 200)
      throw new Error(`${label} failed: ${answered.statusCode} ${answered.body}`);
    return JSON.parse(answered.body).data as { _id: string };
  };
  const folder = await ok("my folder", f.post(f.ownerA, "user/create/myfole/folder", { folderName: "Mine" }));
  const file = await ok(
    "my file",
    f.post(f.ownerA, "create/new/myfiles/file", {
      fileName: "Notes",
      parentId: folder._id,
      innerContent: "<p>x</p>",
    }),
  );
  await ok(
    "my pdf",
    postForm(f.app, f.ownerA, "user/myfiles/upload", { parentId: folder._id }, [pdfPart(pdfBytes())]),
  );
  const share = { fileId: file._id, email: "someone@example.test", subject: "Notes", message: "For you" };
  await ok("my send", f.post(f.ownerA, "user/send/myfiles", share));
}
