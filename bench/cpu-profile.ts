import path from "node:path";

// Reads a V8 CPU profile (node --cpu-prof, or the inspector's Profiler.stop) as a table of self
// time by module: npm package, app folder, Node core or V8.

/** Self time of a V8 CPU profile by module (npm package, app folder, Node core, V8), and its top functions. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
}

function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "V8 built-ins and native";
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url);
  if (packageMatch) return packageMatch[1] ?? url;
  if (url.startsWith("node:")) return "Node core";
  const own = /\/(apps\/server\/src|packages\/[^/]+\/src|bench)\/(.*)$/.exec(url);
  if (own) return own[1] === "apps/server/src" ? `app ${path.dirname(own[2] ?? "")}` : (own[1] ?? url);
  return url;
}

export function profileTable(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<number, number>();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const modules = new Map<string, { samples: number; functions: Map<string, number> }>();
  let idle = 0;
  for (const [id, count] of counts) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === "(idle)") {
      idle += count;
      continue;
    }
    const name = moduleOf(frame.url, frame.functionName);
    const entry = modules.get(name) ?? { samples: 0, functions: new Map() };
    entry.samples += count;
    const fn = `${frame.functionName || "(anonymous)"}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
    entry.functions.set(fn, (entry.functions.get(fn) ?? 0) + count);
    modules.set(name, entry);
  }
  const busy = profile.samples.length - idle;
  const percent = (n: number) => `${((100 * n) / Math.max(1, busy)).toFixed(1)}%`;
  const ranked = [...modules.entries()].sort((a, b) => b[1].samples - a[1].samples);
  const lines = ranked.slice(0, 12).map(([name, entry]) => {
    const top = [...entry.functions.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([fn, n]) => `\`${fn}\` ${percent(n)}`)
      .join(", ");
    return `| ${name} | ${percent(entry.samples)} | ${top} |`;
  });
  const rest = ranked.slice(12).reduce((sum, [, entry]) => sum + entry.samples, 0);
  return {
    idleShare: idle / Math.max(1, profile.samples.length),
    table: [
      "| module | share of busy CPU | top functions (self) |",
      "|---|---|---|",
      ...lines,
      `| everything else (${ranked.length - 12} modules) | ${percent(rest)} | |`,
    ].join("\n"),
  };
}
