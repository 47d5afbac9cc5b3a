// @vitest-environment happy-dom
// What react-on-preact.js adds to Preact for the app's React 19 code (decision 037), in a DOM.
import { h, render } from "preact";
import { useEffect } from "preact/hooks";
import { afterEach, describe, expect, it } from "vitest";
import { Activity } from "./react-on-preact.js";

const root = () => {
  const element = document.createElement("div");
  document.body.append(element);
  return element;
};

afterEach(() => {
  document.body.innerHTML = "";
  document.head.querySelectorAll("link").forEach((link) => {
    link.remove();
  });
  document.title = "";
});

describe("React 19's head elements on Preact", () => {
  it("shows the newest page's <title> as the tab's title, and the one before when it goes", () => {
    document.title = "Cloudoc";
    const page = root();
    render(h("main", null, h("title", null, "Policies | Cloudoc")), page);
    expect(document.title).toBe("Policies | Cloudoc");
    expect(page.querySelector("title")).toBeNull();

    const dialog = root();
    render(h("section", null, h("title", null, ["Reading: ", "Safeguarding"])), dialog);
    expect(document.title).toBe("Reading: Safeguarding");
    render(null, dialog);
    expect(document.title).toBe("Policies | Cloudoc");

    render(h("main", null, h("title", null, "Bin | Cloudoc")), page);
    expect(document.title).toBe("Bin | Cloudoc");
  });

  it("puts a page's <link> in the head while the page is shown", () => {
    const page = root();
    render(h("article", null, h("link", { rel: "canonical", href: "/view/Document/abc" })), page);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "/view/Document/abc",
    );
    expect(page.querySelector("link")).toBeNull();
    render(null, page);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("<Activity> on Preact", () => {
  it("keeps hidden content mounted, out of sight, and shows it again as it was", () => {
    const page = root();
    const panel = (mode: "visible" | "hidden") =>
      h(Activity, { mode }, h("input", { "aria-label": "Release notes" }));
    render(panel("visible"), page);
    const input = page.querySelector("input");
    if (!input) throw new Error("no input");
    input.value = "typed before the tab was left";
    render(panel("hidden"), page);
    expect(page.querySelector("input")).toBe(input);
    expect((input.parentElement as HTMLElement).style.display).toBe("none");
    render(panel("visible"), page);
    expect(page.querySelector("input")?.value).toBe("typed before the tab was left");
    expect((input.parentElement as HTMLElement).style.display).toBe("contents");
  });
});

describe("effects on Preact", () => {
  it("run before the next task, as React runs them after a click (not a frame later)", async () => {
    const ran: string[] = [];
    function Noter() {
      useEffect(() => {
        ran.push("effect");
      }, []);
      return null;
    }
    render(h(Noter, null), root());
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    ran.push("next task");
    expect(ran).toEqual(["effect", "next task"]);
  });
});
