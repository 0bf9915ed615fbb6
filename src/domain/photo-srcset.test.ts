import { describe, expect, it } from "vitest";
import { buildPhotoSources } from "./photo-srcset.ts";

const NAME = "k3j9x2ab4q-1732371234567";

describe("buildPhotoSources", () => {
  it("offers the three webp copies of a library photo, the 960 one as src", () => {
    expect(buildPhotoSources(`/photos/${NAME}.jpg`)).toEqual({
      src: `/photos/${NAME}-w960.webp`,
      srcSet: `/photos/${NAME}-w480.webp 480w, /photos/${NAME}-w960.webp 960w, /photos/${NAME}-w1600.webp 1600w`,
      sizes: "100vw",
    });
  });

  it("keeps an absolute URL's origin, drops a query, and passes sizes and the src copy", () => {
    const sources = buildPhotoSources(`https://example.pt/photos/${NAME}.png?v=2`, { sizes: "(min-width: 640px) 33vw, 100vw", srcWidth: 480 });
    expect(sources.src).toBe(`https://example.pt/photos/${NAME}-w480.webp`);
    expect(sources.srcSet?.split(", ")[2]).toBe(`https://example.pt/photos/${NAME}-w1600.webp 1600w`);
    expect(sources.sizes).toBe("(min-width: 640px) 33vw, 100vw");
  });

  it("says each copy's real width when the original is narrower than a copy's width", () => {
    expect(buildPhotoSources(`/photos/${NAME}.webp`, { width: 1000 }).srcSet).toBe(
      `/photos/${NAME}-w480.webp 480w, /photos/${NAME}-w960.webp 960w, /photos/${NAME}-w1600.webp 1000w`,
    );
    // Every copy of a 300 px photo is 300 px wide: one candidate is enough.
    expect(buildPhotoSources(`/photos/${NAME}.webp`, { width: 300 }).srcSet).toBe(`/photos/${NAME}-w480.webp 300w`);
    expect(buildPhotoSources(`/photos/${NAME}.jpg`, { width: 4000 }).srcSet).toContain("-w1600.webp 1600w");
  });

  it.each([
    "https://images.example.com/lagos.jpg",
    "/photos/algarve.jpg",
    `/photos/${NAME}-w480.webp`,
    `/elsewhere/${NAME}.jpg`,
    "",
  ])("gives %j back as it is", (url) => {
    expect(buildPhotoSources(url)).toEqual({ src: url });
  });
});
