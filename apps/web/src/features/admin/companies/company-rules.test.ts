import { describe, expect, it } from "vitest";
import { formatBytes } from "./company-rules";

describe("formatBytes", () => {
  it("reads as bytes, KB, MB and GB", () => {
    expect([0, 1023, 1536, 15_000, 3 * 1024 * 1024, 5 * 1024 ** 3].map(formatBytes)).toEqual([
      "0 bytes",
      "1023 bytes",
      "1.5 KB",
      "15 KB",
      "3.0 MB",
      "5.0 GB",
    ]);
  });
});
