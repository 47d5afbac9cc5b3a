import { describe, expect, it } from "vitest";
import { contactMail, mailTemplate, signupCodeMail } from "./templates";

describe("mail templates", () => {
  it("escapes a value in the HTML body, so typed markup is shown, not run", () => {
    const mail = signupCodeMail("grace@example.test", { name: "<script>alert(1)</script>", code: "1234" });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("<strong>1234</strong>");
  });

  it("keeps the text body and subject as typed, on one line for the subject", () => {
    const mail = contactMail("office@example.test", {
      name: "Seán O'Brien\r\nBcc: x@example.test",
      email: "sean@example.test",
      phone: "",
      companyName: "A & B Care",
      topic: "Prices",
      message: "Line one\nLine <two>",
    });
    expect(mail.subject).toBe("Contact form: Prices from Seán O'Brien Bcc: x@example.test");
    expect(mail.text).toContain("Organisation: A & B Care");
    expect(mail.text).toContain("Phone: not given");
    expect(mail.text).toMatch(/Line one\nLine <two>$/);
    expect(mail.html).toBeUndefined();
  });

  it("refuses to send a mail with a value missing", () => {
    const mail = mailTemplate<{ code?: string }>({
      subject: "Code",
      text: "{{code}}",
      html: "<p>{{code}}</p>",
    });
    expect(() => mail("a@example.test", {})).toThrow();
  });
});
