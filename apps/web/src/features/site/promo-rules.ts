/**
 * The promo banner's rules (spec 000 §2 Banners, §3 Promo settings): when it shows, where its
 * button goes, and readable colours whatever the administrator chose.
 */
export const defaultPromoButton = "Let's Get Festive";
/** A dismissed banner is remembered for the session (spec 000 §2 Banners). */
export const promoDismissedKey = "cloudoc.promoDismissed";

export function isPromoShown(offer: { offerActive?: boolean; promonotice?: number } | undefined): boolean {
  return offer?.offerActive === true && offer.promonotice === 1;
}

export type PromoTarget =
  | { kind: "route"; to: string; state?: { country: string } }
  | { kind: "external"; href: string };

/** A link containing /policies-procedures opens that route with country england. */
export function promoTarget(link: string | undefined | null): PromoTarget | null {
  const value = (link ?? "").trim();
  if (value === "") return null;
  if (value.includes("/policies-procedures")) {
    return { kind: "route", to: "/policies-procedures", state: { country: "england" } };
  }
  if (/^https?:\/\//i.test(value)) return { kind: "external", href: value };
  if (value.startsWith("/") && !value.startsWith("//")) return { kind: "route", to: value };
  return null;
}

export function promoButtonText(text: string | undefined | null): string {
  const value = (text ?? "").trim();
  return value === "" ? defaultPromoButton : value;
}

// ---- colour contrast (WCAG 2) ----

function parseHex(colour: string): [number, number, number] | null {
  const hex = colour.trim().replace(/^#/, "");
  const full =
    hex.length === 3
      ? hex
          .split("")
          .map((c) => c + c)
          .join("")
      : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const fallbackBackground = "#0b5f63";

/**
 * The banner's background and text colours: the administrator's when they reach 4.5:1, else the
 * background with whichever of white or near-black reads better (and a safe background when the
 * colour is not a hex value).
 */
export function promoColours(
  background: string | undefined,
  font: string | undefined,
): {
  background: string;
  color: string;
} {
  const bg = background && parseHex(background) ? background : fallbackBackground;
  const fg = font ?? "";
  const ratio = contrastRatio(bg, fg);
  if (ratio !== null && ratio >= 4.5) return { background: bg, color: fg };
  const white = contrastRatio(bg, "#ffffff") ?? 0;
  const dark = contrastRatio(bg, "#1b2430") ?? 0;
  return { background: bg, color: white >= dark ? "#ffffff" : "#1b2430" };
}
