import { describe, expect, it } from "vitest";
import { emptyLibraryQuery, libraryQueryFromState, libraryQueryToString } from "./library-query";

describe("document search state", () => {
  it("round-trips through the kept query string", () => {
    const query = { search: "medication", country: "wales", category: "care-home", page: 2 };
    const text = libraryQueryToString(query);
    expect(text).toBe("q=medication&country=wales&category=care-home&page=2");
    expect(libraryQueryFromState({ library: text })).toEqual(query);
  });

  it("starts from a link's { search, country, category }", () => {
    expect(libraryQueryFromState({ search: " bin ", country: "scotland" })).toEqual({
      ...emptyLibraryQuery,
      search: "bin",
      country: "scotland",
    });
  });

  it("ignores malformed state", () => {
    expect(libraryQueryFromState({ library: "country=Not A Slug&page=x" })).toEqual(emptyLibraryQuery);
    expect(libraryQueryFromState(null)).toEqual(emptyLibraryQuery);
  });
});
