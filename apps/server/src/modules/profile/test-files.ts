import { crc32, deflateSync } from "node:zlib";
import type { App } from "../../app";

/** A real PNG of `width` × `height` pixels, one colour (RGB), built with zlib: no fixtures needed. */
export function png(width: number, height: number, rgb: [number, number, number] = [40, 110, 200]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields and files, as a browser would send it. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----cloudoc${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed-in multipart POST to /api/{url}. */
export function postForm(
  app: App,
  token: string,
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const { payload, contentType } = multipartBody(fields, files);
  return app.inject({
    method: "POST",
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}`, "content-type": contentType },
    payload,
  });
}

export const pngPart = (bytes: Buffer, name = "file"): FilePart => ({
  name,
  filename: "image.png",
  contentType: "image/png",
  bytes,
});
