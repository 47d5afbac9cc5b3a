import type { Employee, StaffImportRow } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  addRequestOf,
  arrivalNotice,
  canInvite,
  cellText,
  detailsOf,
  emptyEmployeeForm,
  fieldError,
  formOf,
  importButtonLabel,
  importTemplate,
  inviteLabel,
  previewSummary,
  registrationView,
  rowsForPreview,
  ukDate,
} from "./employee-rules";

const employee: Employee = {
  _id: "e1",
  firstname: "Ann",
  lastname: "Smith",
  email: "ann@example.com",
  jobRole: "Senior carer",
  startDate: "2024-09-01",
  groups: [{ _id: "g1", name: "Night staff" }],
  registration: "invited",
  invitationExpiresAt: "2024-09-08T10:00:00.000Z",
  deactivatedAt: null,
  createdAt: "2024-09-01T10:00:00.000Z",
};

const row = (n: number, errors: StaffImportRow["errors"] = []): StaffImportRow => ({
  row: n,
  firstname: "Ann",
  lastname: "Smith",
  email: "ann@example.com",
  jobRole: "",
  startDate: "01/09/2024",
  groups: ["Night staff", "Seniors"],
  errors,
});

describe("registrationView", () => {
  it("names every state in words", () => {
    expect(registrationView("registered").label).toBe("Registered");
    expect(registrationView("invited").label).toBe("Invited");
    expect(registrationView("expired").label).toBe("Invitation expired");
    expect(registrationView("none").label).toBe("Not yet invited");
  });
});

describe("invitations", () => {
  it("offers an invitation until the employee registers, never to a deactivated one", () => {
    expect(canInvite(employee)).toBe(true);
    expect(canInvite({ ...employee, registration: "registered" })).toBe(false);
    expect(canInvite({ ...employee, deactivatedAt: "2024-10-01T00:00:00.000Z" })).toBe(false);
  });

  it("says send the first time and resend after", () => {
    expect(inviteLabel({ registration: "none" })).toBe("Send invitation");
    expect(inviteLabel({ registration: "expired" })).toBe("Resend invitation");
  });
});

describe("the employee form", () => {
  it("shows a stored date as DD/MM/YYYY and nothing for none", () => {
    expect(ukDate("2024-09-01")).toBe("01/09/2024");
    expect(ukDate(null)).toBe("");
    expect(ukDate("not a date")).toBe("");
  });

  it("fills the form from an employee, with the group ids", () => {
    expect(formOf(employee)).toMatchObject({ startDate: "01/09/2024", groupIds: ["g1"], setup: "invite" });
  });

  it("sends an empty start date as none", () => {
    expect(detailsOf({ ...emptyEmployeeForm, startDate: "  " }).startDate).toBeNull();
    expect(detailsOf({ ...emptyEmployeeForm, startDate: " 01/09/2024 " }).startDate).toBe("01/09/2024");
  });

  it("sends a password only when the manager sets one now", () => {
    const values = { ...emptyEmployeeForm, password: "Secret-1", confirmpassword: "Secret-1" };
    expect(addRequestOf(values)).not.toHaveProperty("password");
    expect(addRequestOf({ ...values, setup: "password" })).toMatchObject({
      setup: "password",
      password: "Secret-1",
      confirmpassword: "Secret-1",
    });
  });
});

describe("the import preview", () => {
  it("offers a template whose header the server reads", () => {
    expect(importTemplate.split("\r\n")[0]).toBe("First name,Last name,Email,Job role,Start date,Groups");
  });

  it("joins a field's errors and leaves good fields alone", () => {
    const bad = row(2, [
      { field: "email", message: "Email is missing." },
      { field: "email", message: "Also wrong." },
    ]);
    expect(fieldError(bad, "email")).toBe("Email is missing. Also wrong.");
    expect(fieldError(bad, "firstname")).toBeUndefined();
    expect(cellText(bad, "groups")).toBe("Night staff; Seniors");
  });

  it("puts rows with errors first, each group in file order", () => {
    const rows = [
      row(2),
      row(3, [{ field: "email", message: "x" }]),
      row(4),
      row(5, [{ field: "lastname", message: "y" }]),
    ];
    expect(rowsForPreview(rows).map((r) => r.row)).toEqual([3, 5, 2, 4]);
  });

  it("sums up what will and will not be imported", () => {
    expect(previewSummary({ valid: 12, invalid: 0 })).toBe("12 rows are ready to import.");
    expect(previewSummary({ valid: 1, invalid: 1 })).toBe(
      "1 row is ready to import; 1 row has errors and will be left out.",
    );
    expect(previewSummary({ valid: 0, invalid: 3 })).toBe(
      "No rows are ready to import; 3 rows have errors and will be left out.",
    );
    expect(importButtonLabel(1)).toBe("Import 1 employee");
    expect(importButtonLabel(12)).toBe("Import 12 employees");
  });
});

describe("arrivalNotice", () => {
  it("reads the notice an assignment leaves in the navigation state", () => {
    expect(arrivalNotice({ notice: "Policies have been assigned to the group" })).toBe(
      "Policies have been assigned to the group",
    );
    expect(arrivalNotice({ message: " Done " })).toBe("Done");
    expect(arrivalNotice({ assigned: { message: "Assigned" } })).toBe("Assigned");
  });

  it("shows nothing for any other state", () => {
    expect(arrivalNotice(null)).toBeNull();
    expect(arrivalNotice({ id: "e1" })).toBeNull();
    expect(arrivalNotice({ notice: "  " })).toBeNull();
  });
});
