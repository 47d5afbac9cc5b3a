// Reports the gzipped JavaScript the public home page loads on first load: the entry chunk, the
// chunks index.html preloads, and the public shell and home page chunks with their static imports.
// Usage (after `npm run build -w @cloudoc/web`): node apps/web/scripts/first-load-size.mjs [--max-kb 200]
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const html = readFileSync(join(dist, "index.html"), "utf8");

/** The chunk plus everything it imports statically. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const findKey = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`No chunk for ${suffix} in the manifest`);
  return key;
};

const htmlFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const groups = [
  ["entry + preloads (index.html)", [...withStaticImports("index.html")]],
  ["public shell", [...withStaticImports(findKey("src/app/shells/public/PublicShell.tsx"))]],
  ["home page", [...withStaticImports(findKey("src/features/home/HomePage.tsx"))]],
];

const counted = new Set();
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
let total = 0;
console.log("file\tgzip bytes\tgroup");
for (const [name, keys] of groups) {
  for (const key of keys) {
    const file = manifest[key].file;
    if (counted.has(file)) continue;
    counted.add(file);
    const size = gz(file);
    total += size;
    console.log(`${file}\t${size}\t${name}`);
  }
}
for (const file of htmlFiles) {
  if (!counted.has(file)) throw new Error(`index.html loads ${file}, which the manifest walk missed`);
}
const deferred = manifest[findKey("src/app/Overlays.tsx")];
console.log(`\nfirst-load JS: ${(total / 1024).toFixed(1)} KiB gzipped in ${counted.size} files`);
console.log(
  `(loaded later, when idle: toasts and modals ${(gz(deferred.file) / 1024).toFixed(1)} KiB + shared chunks)`,
);

const maxIndex = process.argv.indexOf("--max-kb");
if (maxIndex > 0) {
  const max = Number(process.argv[maxIndex + 1]) * 1024;
  if (total > max) {
    console.error(`first-load JS is over the ${process.argv[maxIndex + 1]} KiB budget`);
    process.exit(1);
  }
}
