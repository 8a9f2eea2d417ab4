// Layout that never breaks a word (issue 24): each run of Latin letters sits on one line,
// no button or tab label spills out of its box, and no page scrolls sideways. Chinese may
// break between characters, as it is written; a hyphen, a slash or a space is a place to
// break. Where it is checked: accessibility.spec.ts (EVERY_LABEL at the usual text size
// at 360 and 1280 px, resized to 320 px in English and 1920 px in Chinese) and
// text-size.spec.ts (EVERY_LABEL with the browser's text at 200 % at 360 and 1280 px;
// TABS_ONLY with the app's large size on top).
import type { Page } from '@playwright/test';

/**
 * At the usual text size from 320 to 1920 px, and with the browser's text at 200 % at 360
 * and 1280 px: every control, tab, link, label, table header, heading and stat keeps its
 * words whole.
 */
export const EVERY_LABEL = 'button, [role="tab"], a, label, legend, th, h1, h2, h3, .stat__value';
/**
 * At 200 % text with the app's large size on top (225 %), a long word in a narrow card
 * ('Dexamethasone', 'Troubleshooting' on a 360 px phone) may have to break rather than push
 * the page sideways (WCAG reflow comes first); tabs still wrap whole, and no button or tab
 * label spills out of its box.
 */
export const TABS_ONLY = '[role="tab"]';

/** One line per problem: a word broken across lines (in `wordsIn`), or a label that spills. */
export function layoutProblems(page: Page, wordsIn = EVERY_LABEL): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems = new Set<string>();
    const visible = (list: Iterable<HTMLElement>) =>
      [...list].filter((e) => e.checkVisibility() && e.getClientRects().length > 0);
    for (const element of visible(document.querySelectorAll<HTMLElement>(selector))) {
      const label = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        for (const word of text.data.matchAll(/[A-Za-z'’]{3,}/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) problems.add(`"${word[0]}" broken across lines in "${label}"`);
        }
      }
    }
    for (const control of visible(document.querySelectorAll<HTMLElement>('button, [role="tab"]'))) {
      const label = (control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      if (control.scrollWidth > control.clientWidth + 1)
        problems.add(`"${label}" spills out of its ${control.tagName.toLowerCase()}`);
    }
    return [...problems];
  }, wordsIn);
}

/** How far the page scrolls sideways (0 when it reflows into the screen's width). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** `layoutProblems` and sideways scrolling on the page as drawn. */
export async function reflowProblems(page: Page, wordsIn = EVERY_LABEL): Promise<string[]> {
  const sideways = await sidewaysScroll(page);
  return [
    ...(sideways > 0 ? [`scrolls ${sideways} px sideways`] : []),
    ...(await layoutProblems(page, wordsIn)),
  ];
}

/**
 * The same checks with the page resized to `width` (no new visit: a second width costs a
 * reflow, not a page load), then back to its size.
 */
export async function reflowProblemsAt(
  page: Page,
  width: number,
  wordsIn = EVERY_LABEL,
): Promise<string[]> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width, height: size.height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const problems = await reflowProblems(page, wordsIn);
  await page.setViewportSize(size);
  return problems.map((problem) => `at ${width} px: ${problem}`);
}
