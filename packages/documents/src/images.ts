import { Parser } from "htmlparser2";

/** An image a document may carry inline: a base64 PNG, JPEG, GIF or WebP. */
export const inlineImagePattern = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

/**
 * An image address that a browser or converter would fetch from another server: any scheme
 * but `data:` (http, https, ftp…), or a protocol-relative `//host` (browsers read `\` as `/`).
 * Control characters and spaces are ignored first, as browsers ignore them. A relative address
 * names the app itself.
 */
export function isRemoteImageSource(src: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these from URLs.
  const address = src.replace(/[\u0000-\u0020]+/g, "");
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(address)?.[1];
  if (scheme) return scheme.toLowerCase() !== "data";
  return /^[/\\]{2}/.test(address);
}

/** The HTML without the `<img>` tags whose source `keep` refuses (parsed, not matched by pattern). */
function keepImages(html: string, keep: (src: string) => boolean): string {
  if (!/<img/i.test(html)) return html;
  const drop: [number, number][] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "img" && !keep(attribs.src ?? "")) drop.push([parser.startIndex, parser.endIndex + 1]);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  let kept = html;
  for (const [start, end] of drop.reverse()) kept = kept.slice(0, start) + kept.slice(end);
  return kept;
}

/** For a page a browser shows: images from other servers removed (no tracking pixels). */
export const withoutRemoteImages = (html: string) => keepImages(html, (src) => !isRemoteImageSource(src));

/**
 * For an export: only inline images kept. PDF and Word never fetch anything, so an image must
 * travel inside the document (the company's own images are read from its storage as data: URLs).
 */
export const inlineImagesOnly = (html: string) => keepImages(html, (src) => inlineImagePattern.test(src));
