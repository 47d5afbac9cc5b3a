// `npm run bench`: runs every benchmark and writes docs/benchmarks.md.
import { benchApi } from "./api.bench";

await benchApi();
