// `npm run bench`: runs every benchmark (or those named: `npm run bench -- home`) and writes docs/benchmarks.md.
import { benchApi } from "./api.bench";
import { benchExports } from "./exports.bench";
import { benchFanout } from "./fanout";
import { benchFill } from "./fill.bench";
import { benchHome } from "./home.bench";
import { benchLibrary } from "./library.bench";
import { benchPlatformCost } from "./platform-cost.bench";
import { benchPolicyAssign } from "./policy-assign";
import { benchPolicyMatrix } from "./policy-matrix";
import { benchScale } from "./scale.bench";
import { benchSockets } from "./sockets.bench";
import { benchWeb } from "./web.bench";
import { benchWordHealth } from "./word-health.bench";

const benchmarks: Record<string, () => Promise<void>> = {
  api: benchApi,
  home: benchHome,
  fill: benchFill,
  library: benchLibrary,
  exports: benchExports,
  word: benchWordHealth,
  platform: benchPlatformCost,
  scale: benchScale,
  fanout: benchFanout,
  policies: benchPolicyAssign,
  matrix: benchPolicyMatrix,
  sockets: benchSockets,
  web: benchWeb,
};
const chosen = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
