import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import { projectRoot } from "../../project-root.ts";

/**
 * The receipt's fonts (decision 0030), each tried in turn for every character:
 * 1. Noto Sans (npm @expo-google-fonts/noto-sans, TTF): Latin with every accent, Greek, Cyrillic,
 *    Vietnamese, the euro sign; the look of the whole receipt.
 * 2. Noto Sans Math (npm @expo-google-fonts/noto-sans-math): the arrow of "Faro → Albufeira" and
 *    other symbols Noto Sans lacks.
 * 3. Noto Sans CJK from the system (Debian/Ubuntu package fonts-noto-cjk; Fedora and Arch paths
 *    too), when installed: Chinese, Japanese and Korean names. No npm package ships it at a
 *    reasonable size (one face is 16–20 MB); without it such characters are drawn as empty boxes
 *    and the customer's e-mail still identifies them.
 * Fonts are read once per process, the CJK one only when a receipt needs it.
 */

export type FontWeight = "regular" | "bold";

export interface ReceiptFont {
  /** A stable name for the PDF (one per face). */
  name: string;
  font: fontkit.Font;
}

/** Where each Linux distribution puts Noto Sans CJK (a collection of every region's face). */
const CJK_FONT_DIRS = [
  "/usr/share/fonts/opentype/noto", // Debian, Ubuntu: fonts-noto-cjk
  "/usr/share/fonts/noto-cjk", // Arch: noto-fonts-cjk
  "/usr/share/fonts/google-noto-cjk", // Fedora: google-noto-sans-cjk-fonts
  "/usr/share/fonts/google-noto-sans-cjk-ttc",
];
const CJK_FILES: Record<FontWeight, string> = { regular: "NotoSansCJK-Regular.ttc", bold: "NotoSansCJK-Bold.ttc" };

const requireFromRoot = createRequire(path.join(projectRoot, "package.json"));

function openFont(file: string, postscriptName?: string): fontkit.Font {
  const opened = fontkit.openSync(file, postscriptName);
  if (!("hasGlyphForCodePoint" in opened)) throw new Error(`${file} is a font collection: name one of its fonts`);
  return opened;
}

const cache = new Map<string, ReceiptFont | null>();

function cached(key: string, load: () => ReceiptFont | null): ReceiptFont | null {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key)!;
}

function packagedFont(name: string, specifier: string): ReceiptFont {
  return cached(name, () => ({ name, font: openFont(requireFromRoot.resolve(specifier)) }))!;
}

/** Noto Sans, the receipt's own font. */
export function mainFont(weight: FontWeight): ReceiptFont {
  return weight === "bold"
    ? packagedFont("NotoSans-Bold", "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf")
    : packagedFont("NotoSans-Regular", "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf");
}

function symbolFont(): ReceiptFont {
  return packagedFont("NotoSansMath-Regular", "@expo-google-fonts/noto-sans-math/400Regular/NotoSansMath_400Regular.ttf");
}

/** The installed Noto Sans CJK collection of a weight (the regular one for bold when only it is installed). */
export function findCjkFontFile(weight: FontWeight, dirs: readonly string[] = CJK_FONT_DIRS): string | null {
  const weights: FontWeight[] = weight === "bold" ? ["bold", "regular"] : ["regular"];
  for (const w of weights) {
    for (const dir of dirs) {
      const file = path.join(dir, CJK_FILES[w]);
      if (fs.existsSync(file)) return file;
    }
  }
  return null;
}

/** Japanese kana or Korean hangul pick that region's face; other CJK text the Simplified Chinese one. */
export function cjkRegionOf(text: string): "jp" | "kr" | "sc" {
  if (/[\u3040-\u30ff\u31f0-\u31ff]/u.test(text)) return "jp";
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u.test(text)) return "kr";
  return "sc";
}

function cjkFont(weight: FontWeight, region: "jp" | "kr" | "sc"): ReceiptFont | null {
  return cached(`cjk-${weight}-${region}`, () => {
    const file = findCjkFontFile(weight);
    if (!file) return null;
    const style = file.endsWith(CJK_FILES.bold) ? "Bold" : "Regular";
    const postscriptName = `NotoSansCJK${region}-${style}`;
    try {
      return { name: postscriptName, font: openFont(file, postscriptName) };
    } catch {
      return null;
    }
  });
}

const needsNoGlyph = (char: string) => /\s/u.test(char);

/**
 * The fonts that draw `text`, in order of preference. The CJK face is looked for only when a
 * character is in none of the packaged fonts.
 */
export function fontChainFor(text: string, weight: FontWeight): ReceiptFont[] {
  const chain = [mainFont(weight), symbolFont()];
  const missing = [...text].some((char) => !needsNoGlyph(char) && !chain.some((f) => f.font.hasGlyphForCodePoint(char.codePointAt(0)!)));
  if (missing) {
    const cjk = cjkFont(weight, cjkRegionOf(text));
    if (cjk) chain.push(cjk);
  }
  return chain;
}

export interface FontRun {
  text: string;
  font: ReceiptFont;
}

/**
 * Splits `text` into runs that one font draws: each character goes to the first font of the chain
 * that has it (spaces stay with the run they are in); a character no font has stays with the main
 * font (drawn as an empty box).
 */
export function splitIntoFontRuns(text: string, chain: readonly ReceiptFont[]): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font =
      needsNoGlyph(char) && last
        ? last.font
        : (chain.find((f) => f.font.hasGlyphForCodePoint(char.codePointAt(0)!)) ?? chain[0]!);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}
