/**
 * An intro or guide video's address as the embedded player's (spec 000 §1): a YouTube or Vimeo
 * page or embed address becomes youtube-nocookie.com's or player.vimeo.com's, the only frame
 * sources the site's CSP allows; anything else is null.
 */
export function videoEmbedAddress(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^www\./, "");
  const youtubeId =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? (url.searchParams.get("v") ?? url.pathname.match(/^\/embed\/([\w-]+)$/)?.[1] ?? "")
        : "";
  if (/^[\w-]{6,20}$/.test(youtubeId)) return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeoId =
    host === "vimeo.com" || host === "player.vimeo.com" ? url.pathname.match(/(\d{5,12})$/)?.[1] : "";
  return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null;
}
