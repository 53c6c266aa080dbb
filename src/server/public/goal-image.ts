/**
 * The preview picture of a public goal (issue 15 item 12): a 1200×630 PNG, the size the big
 * platforms show as a large card, with the goal's title, its owner and a progress ring.
 * Drawn as SVG and rendered by resvg (decision 019) with DejaVu Sans from the npm registry,
 * since a server may have no system fonts (it covers Latin, Greek, Cyrillic, Arabic, Hebrew…),
 * and Noto Sans JP / KR Bold for the Han, kana and Hangul DejaVu lacks (issue 15 item 12:
 * "日本語の目標" drew boxes): resvg takes each character DejaVu has not from the next font that
 * has it. renderAsync runs on libuv's thread pool: one render takes ~25 ms there and under
 * 1 ms of the event loop.
 */
import { createRequire } from "node:module";
import { PRODUCT_NAME } from "../../core/constants.js";
import { PREVIEW_IMAGE_SIZE } from "../site/head-html.js";

const require = createRequire(import.meta.url);
const DEJAVU = [require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"), require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")];
/**
 * The CJK fonts are 5.5 and 6.2 MB, and resvg reads every font it is given on each render (a
 * Latin title took 114 ms instead of 27 with them): each is given only to a picture whose text
 * needs it, in one weight (titles are bold; a rare CJK username is drawn bold too).
 */
const CJK_FONTS = [
  {
    file: require.resolve("@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf"),
    needed: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u,
  },
  { file: require.resolve("@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf"), needed: /\p{Script=Hangul}/u },
];

/** The font files for a picture of this text: DejaVu, and each CJK font the text needs. */
export function fontFilesFor(text: string): string[] {
  return [...DEJAVU, ...CJK_FONTS.filter((f) => f.needed.test(text)).map((f) => f.file)];
}

export interface GoalImageFacts {
  title: string;
  username: string;
  progress: number;
}

const { width: W, height: H } = PREVIEW_IMAGE_SIZE;
const TITLE_SIZE = 60;
const TITLE_WIDTH = 660;
const TITLE_LINES = 3;

/** XML 1.0 allows neither most control characters nor lone surrogates: they would fail the parse. */
function xmlText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
  );
}

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFF60]/u;

/** A bold character's width in em, near enough to break lines before they overflow. */
function charWidth(ch: string): number {
  if (WIDE.test(ch)) return 1;
  if (/[ilj.,:;'!|]/.test(ch)) return 0.34;
  if (/[mwMW@]/.test(ch)) return 0.95;
  if (/[A-Z0-9]/.test(ch)) return 0.74;
  return 0.64;
}

const emOf = (text: string) => [...text].reduce((sum, c) => sum + charWidth(c), 0);

/**
 * The title in at most three lines that fit the text column: broken between words, inside a
 * word only when it alone is wider than a line (a 2,000-letter word, or text without spaces
 * such as Japanese), and ended with "…" when it does not fit.
 */
export function titleLines(title: string, maxEm = TITLE_WIDTH / TITLE_SIZE, maxLines = TITLE_LINES): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.replace(/\s+/g, " ").trim().split(" ")) {
    const joined = line ? `${line} ${word}` : word;
    if (emOf(joined) <= maxEm) {
      line = joined;
      continue;
    }
    if (line && emOf(word) <= maxEm) {
      lines.push(line);
      line = word;
      continue;
    }
    // The word does not fit a line of its own: fill this line with it, letter by letter.
    let rest = line ? `${line} ` : "";
    for (const ch of word) {
      if (rest && emOf(rest + ch) > maxEm) {
        lines.push(rest.trimEnd());
        rest = "";
      }
      rest += ch;
    }
    line = rest;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const last = [...(lines[maxLines - 1] as string)];
  while (last.length > 0 && emOf(last.join("")) + 0.7 > maxEm) last.pop();
  return [...lines.slice(0, maxLines - 1), `${last.join("").trimEnd()}…`];
}

/** The picture as SVG text. */
export function goalImageSvg(goal: GoalImageFacts): string {
  const progress = Math.max(0, Math.min(100, Math.round(Number.isFinite(goal.progress) ? goal.progress : 0)));
  const lines = titleLines(goal.title || "Untitled goal");
  const lineHeight = TITLE_SIZE * 1.2;
  const titleTop = H / 2 - ((lines.length - 1) * lineHeight) / 2;
  const ring = { cx: 940, cy: H / 2, r: 150, stroke: 34 };
  const circumference = 2 * Math.PI * ring.r;
  const title = lines.map((l, i) => `<tspan x="72" y="${(titleTop + i * lineHeight).toFixed(1)}">${xmlText(l)}</tspan>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#f8fafc"/>
  <rect width="${W}" height="14" fill="#0f766e"/>
  <text x="72" y="96" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#0f766e">${xmlText(PRODUCT_NAME)}</text>
  <text font-family="DejaVu Sans" font-weight="bold" font-size="${TITLE_SIZE}" fill="#0f172a">${title}</text>
  <text x="72" y="${H - 72}" font-family="DejaVu Sans" font-size="34" fill="#334155">@${xmlText(goal.username)}</text>
  <circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="#ccfbf1" stroke-width="${ring.stroke}"/>
  <circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="#0f766e" stroke-width="${ring.stroke}"
    stroke-linecap="${progress > 0 && progress < 100 ? "round" : "butt"}"
    stroke-dasharray="${((circumference * progress) / 100).toFixed(2)} ${circumference.toFixed(2)}"
    transform="rotate(-90 ${ring.cx} ${ring.cy})"/>
  <text x="${ring.cx}" y="${ring.cy + 26}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="76" fill="#0f172a">${progress}%</text>
</svg>`;
}

/** Renders the picture off the event loop; resolves to PNG bytes. */
export async function renderGoalImage(goal: GoalImageFacts): Promise<Buffer> {
  // resvg's native library loads with the first picture, not with the server (idle RSS, issue 16).
  const { renderAsync } = await import("@resvg/resvg-js");
  const rendered = await renderAsync(goalImageSvg(goal), {
    fitTo: { mode: "original" },
    font: { fontFiles: fontFilesFor(`${goal.title} ${goal.username}`), loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
  });
  return rendered.asPng();
}
