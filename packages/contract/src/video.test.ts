import { describe, expect, it } from "vitest";
import { videoEmbedAddress } from "./video";

describe("the intro video's embedded player", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    [
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
  ])("plays %s from the allowed player", (address, embed) => {
    expect(videoEmbedAddress(address)).toBe(embed);
  });

  it.each([
    "",
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://example.com/video.mp4",
    "https://www.youtube.com/watch?v=<script>",
    "javascript:alert(1)",
  ])("refuses %s", (address) => {
    expect(videoEmbedAddress(address)).toBeNull();
  });
});
