import { describe, expect, it } from "vitest";
import { backupReasonText } from "./backup-reasons";

describe("backupReasonText", () => {
  it("says why each backup was taken", () => {
    expect(backupReasonText("update-accepted")).toBe("Before accepting an update");
    expect(backupReasonText("admin-restore")).toBe("Before restoring to the library version");
    expect(backupReasonText("auto-update")).toBe("Before an automatic update");
    expect(backupReasonText("restore-all")).toBe("Before Restore All");
    expect(backupReasonText("overwrite")).toBe("Before overwrite");
  });

  it("never shows a raw code", () => {
    expect(backupReasonText("something-new")).toBe("Backup");
  });
});
