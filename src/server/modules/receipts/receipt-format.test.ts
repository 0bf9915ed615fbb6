import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cjkRegionOf, findCjkFontFile, fontChainFor, mainFont, splitIntoFontRuns } from "./receipt-fonts.ts";
import { paymentMethodText } from "./receipt-pdf.ts";

describe("the receipt's formats", () => {
  it("names the payment method", () => {
    expect(paymentMethodText({ provider: "stripe", testMode: false, amountCents: 1 })).toBe("Cartão, pagamento online via Stripe");
    expect(paymentMethodText({ provider: "test", testMode: true, amountCents: 1 })).toBe("Pagamento de teste (nenhum cartão foi cobrado)");
  });
});

describe("the receipt's fonts", () => {
  it("draw Latin with accents, Greek and Cyrillic in Noto Sans, the arrow in Noto Sans Math", () => {
    const chain = fontChainFor("Faro → Albufeira", "regular");
    const runs = splitIntoFontRuns("Faro → Albufeira", chain);
    expect(runs.map((r) => [r.text, r.font.name])).toEqual([
      ["Faro ", "NotoSans-Regular"],
      ["→ ", "NotoSansMath-Regular"],
      ["Albufeira", "NotoSans-Regular"],
    ]);
    const text = "Conceição Ωμέγα Ковалёва Łódź Nguyễn 1 234,56 €";
    expect(splitIntoFontRuns(text, fontChainFor(text, "bold"))).toEqual([{ text, font: mainFont("bold") }]);
  });

  it("draw CJK names with the system's Noto Sans CJK when it is installed, else keep the main font", () => {
    const text = "王小明 Wang";
    const runs = splitIntoFontRuns(text, fontChainFor(text, "regular"));
    if (findCjkFontFile("regular")) {
      expect(runs.map((r) => [r.text, r.font.name])).toEqual([
        ["王小明 ", "NotoSansCJKsc-Regular"],
        ["Wang", "NotoSans-Regular"],
      ]);
    } else {
      expect(runs.map((r) => r.font.name)).toEqual(["NotoSans-Regular"]);
    }
  });

  it("pick the Japanese or Korean face for kana or hangul", () => {
    expect(cjkRegionOf("山田 やまだ")).toBe("jp");
    expect(cjkRegionOf("김철수")).toBe("kr");
    expect(cjkRegionOf("王小明")).toBe("sc");
  });

  it("find Noto Sans CJK in the first folder that has it, the regular weight standing in for bold", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "cjk-"));
    const [first, second] = [path.join(root, "a"), path.join(root, "b")];
    fs.mkdirSync(first);
    fs.mkdirSync(second);
    expect(findCjkFontFile("regular", [first, second])).toBeNull();
    fs.writeFileSync(path.join(second, "NotoSansCJK-Regular.ttc"), "");
    expect(findCjkFontFile("regular", [first, second])).toBe(path.join(second, "NotoSansCJK-Regular.ttc"));
    expect(findCjkFontFile("bold", [first, second])).toBe(path.join(second, "NotoSansCJK-Regular.ttc"));
    fs.writeFileSync(path.join(first, "NotoSansCJK-Bold.ttc"), "");
    expect(findCjkFontFile("bold", [first, second])).toBe(path.join(first, "NotoSansCJK-Bold.ttc"));
    fs.rmSync(root, { recursive: true });
  });
});
