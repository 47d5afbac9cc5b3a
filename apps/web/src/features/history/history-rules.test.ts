import { describe, expect, it } from "vitest";
import { compareLabel, isFiltered, sourceLabel } from "./history-rules";

describe("history rules", () => {
  it("names what wrote a version, and something sensible for a source it does not know", () => {
    expect(sourceLabel("save")).toBe("Edited");
    expect(sourceLabel("merge")).toBe("Library update merged");
    expect(sourceLabel("something-new")).toBe("Changed");
  });

  it("says which two versions a compare button compares", () => {
    expect(compareLabel("Safeguarding", 3, 2)).toBe("Compare Safeguarding version 3 with version 2");
  });

  it("counts a filter only when it has a value", () => {
    expect(isFiltered({ folderId: undefined, search: "" })).toBe(false);
    expect(isFiltered({ folderId: "f1" })).toBe(true);
  });
});
