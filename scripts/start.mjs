// `npm start`: builds the web app when its sources are newer than the build, then runs the
// server (which migrates, seeds an empty database and serves http://localhost:3000).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "apps/web/dist/index.html");
const sources = ["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", "packages/contract/src"];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "@cloudoc/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
// Ctrl-C reaches the server directly (same process group); wait for it to finish closing.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
