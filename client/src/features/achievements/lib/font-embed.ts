// The page's web fonts for the share picture. A picture drawn from HTML sees no font the
// page loaded, so the faces the card's text needs (Noto Sans TC for Chinese, one file per
// range of characters) go into it as data. Font files' addresses are resolved with URL(),
// not html-to-image's <base> element, which the page's policy forbids (base-uri 'none').
import { rangeCovers } from './unicode-range';

const URL_IN_CSS = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

async function asDataUrl(address: string): Promise<string> {
  const blob = await (await fetch(address)).blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The face's CSS with each font file inlined. */
async function inlined(rule: CSSFontFaceRule, base: string): Promise<string> {
  let css = rule.cssText;
  for (const [whole, , address] of [...css.matchAll(URL_IN_CSS)]) {
    if (address!.startsWith('data:')) continue;
    css = css.replace(whole, `url("${await asDataUrl(new URL(address!, base).href)}")`);
  }
  return css;
}

/** @font-face rules of this origin's style sheets whose characters the text uses. */
function facesFor(text: string): Array<{ rule: CSSFontFaceRule; base: string }> {
  const faces: Array<{ rule: CSSFontFaceRule; base: string }> = [];
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not readable, and not ours
    }
    for (const rule of rules)
      if (
        rule instanceof CSSFontFaceRule &&
        rangeCovers(rule.style.getPropertyValue('unicode-range'), text)
      )
        faces.push({ rule, base: sheet.href ?? document.baseURI });
  }
  return faces;
}

/** The CSS that gives the picture the page's fonts for the text of `node`. */
export async function fontEmbedCss(node: HTMLElement): Promise<string> {
  const faces = facesFor(node.textContent ?? '');
  return (await Promise.all(faces.map(({ rule, base }) => inlined(rule, base)))).join('\n');
}
