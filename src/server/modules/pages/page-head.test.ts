import { describe, expect, it } from "vitest";
import { pageHeadTags } from "./page-head.ts";

const SITE = "https://lusitania.example";

describe("a public page's head tags", () => {
  it("name the page in its language, with its canonical address and one alternate per language", () => {
    const tags = pageHeadTags({ title: "A nossa frota | Lusitania Chauffeur", description: "Viaturas <recentes> & seguras" }, "pt", "/fleet", SITE)!;
    expect(tags).toContain("<title>A nossa frota | Lusitania Chauffeur</title>");
    expect(tags).toContain('<meta name="description" content="Viaturas &lt;recentes&gt; &amp; seguras" />');
    expect(tags).toContain(`<link rel="canonical" href="${SITE}/fleet?lang=pt" />`);
    const alternates = [...tags.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ["en", `${SITE}/fleet`],
      ["pt-PT", `${SITE}/fleet?lang=pt`],
      ["fr", `${SITE}/fleet?lang=fr`],
      ["es", `${SITE}/fleet?lang=es`],
      ["zh-Hans", `${SITE}/fleet?lang=zh`],
      ["x-default", `${SITE}/fleet`],
    ]);
    expect(tags).toContain('<meta property="og:locale" content="pt_PT" />');
    expect(tags).toContain(`<meta property="og:url" content="${SITE}/fleet?lang=pt" />`);
  });

  it("gives link previews a photo but never a drawing, and nothing without a title", () => {
    expect(pageHeadTags({ title: "Tour", image: "/photos/benagil.webp" }, "en", "/tours/algarve", SITE)).toContain(
      `<meta property="og:image" content="${SITE}/photos/benagil.webp" />`,
    );
    expect(pageHeadTags({ title: "Tour", image: "/artwork/tours/algarve.svg" }, "en", "/tours/algarve", SITE)).not.toContain("og:image");
    expect(pageHeadTags({ description: "no title" }, "en", "/", SITE)).toBeUndefined();
  });
});
