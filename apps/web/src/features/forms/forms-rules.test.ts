import { webFormFieldsSchema, webFormMessages } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { errorsByField, fillLink, missingAnswers, newField, unusedFieldId } from "./forms-rules";

describe("the builder's new fields", () => {
  it("get an unused id and pass the contract's field checks", () => {
    const first = newField("singleChoice", []);
    const second = newField("number", [first]);
    const third = newField("heading", [second]);
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);
    expect(
      webFormFieldsSchema.safeParse([first, second, newField("helpText", [first, second])]).success,
    ).toBe(true);
    expect(unusedFieldId([{ id: "q2", type: "heading", label: "A" }])).toBe("q3");
  });
});

describe("the builder's save errors", () => {
  it("are put beside the field they name", () => {
    const fields = [newField("yesNo", []), { ...newField("singleChoice", []), id: "b" }];
    const errors = {
      "fields.1.options": webFormMessages.optionsRequired,
      title: webFormMessages.titleRequired,
    };
    expect([...errorsByField(errors, fields)]).toEqual([["b", webFormMessages.optionsRequired]]);
  });
});

describe("the fill page", () => {
  it("names the required questions left unanswered, files included", () => {
    const fields = [
      { ...newField("shortText", []), id: "a", required: true },
      { ...newField("file", []), id: "b", required: true },
      { ...newField("yesNo", []), id: "c", required: true },
      { ...newField("longText", []), id: "d", required: false },
    ];
    expect(missingAnswers(fields, { a: "", c: false }, {})).toEqual({
      a: webFormMessages.answerRequired,
      b: webFormMessages.answerRequired,
    });
  });

  it("links to the fill page by token", () => {
    expect(fillLink("https://meadowbank.cloudoc.test", "abc_-1")).toBe(
      "https://meadowbank.cloudoc.test/webform/fill?token=abc_-1",
    );
  });
});
