import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Finding = AxeResults["violations"][number];

/** The impacts a journey may not show: moderate and minor findings are for audits, not for tests. */
const failing = new Set(["serious", "critical"]);

/**
 * Waits for the page's finite animations (a dialog or menu fading in, a notice sliding up) to end:
 * axe measures colours as drawn, and a half-faded control reads as low contrast. Endless ones
 * (spinners) are left running.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.allSettled(finite.map((a) => a.finished));
  });
}

/** One finding as a line a reader can act on: rule, what it wants, and each element with axe's reason. */
function readable(name: string, finding: Finding): string {
  const nodes = finding.nodes.map((node) => {
    const reason = [...node.any, ...node.all, ...node.none][0]?.message ?? "";
    return `\n    ${node.html.slice(0, 160)}\n      at ${node.target.join(" ")}${reason ? ` — ${reason}` : ""}`;
  });
  return `${name}: ${finding.id} (${finding.impact}): ${finding.help}${nodes.join("")}`;
}

/** Serious and critical axe-core findings on the page as it is drawn after its animations. */
async function findingsNow(page: Page): Promise<Finding[]> {
  await settled(page);
  // Legacy mode runs axe inside the page: the default finishes in a new blank tab, which a journey
  // waiting for a popup or a download's tab would take for its own (cross-origin frames, the
  // embedded video or scheduling widget, are someone else's pages and are not checked).
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations.filter((finding) => failing.has(finding.impact ?? ""));
}

/**
 * Serious and critical findings on the page at rest. A notice that starts to fade out while axe
 * reads the page (its timer ran out) reads as low contrast for that moment; so findings are
 * confirmed by a second reading once it has settled, and only what both show is reported.
 */
async function seriousViolations(page: Page, name: string): Promise<string[]> {
  const first = await findingsNow(page);
  if (first.length === 0) return [];
  const again = new Set(
    (await findingsNow(page)).flatMap((finding) =>
      finding.nodes.map((node) => `${finding.id} ${node.target.join(" ")}`),
    ),
  );
  return first
    .map((finding) => ({
      ...finding,
      nodes: finding.nodes.filter((node) => again.has(`${finding.id} ${node.target.join(" ")}`)),
    }))
    .filter((finding) => finding.nodes.length > 0)
    .map((finding) => readable(name, finding));
}

/**
 * Checks the page as it is now (a page, an open dialog or menu, a state) with axe-core: no serious
 * or critical violation. The check is soft: the journey goes on, so one run lists every page's
 * findings, and the test still fails at its end.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  expect.soft(await seriousViolations(page, name), `accessibility of ${name}`).toEqual([]);
}
