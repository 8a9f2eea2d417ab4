// Layout that never breaks a word (issue 24): each run of Latin letters sits on one line,
// and no button or tab label spills out of its box. Chinese may break between characters,
// as it is written; a hyphen, a slash or a space is a place to break.
import type { Page } from '@playwright/test';

/** At the usual text size: every control, tab, link, label and heading keeps its words whole. */
export const EVERY_LABEL = 'button, [role="tab"], a, label, legend, th, h1, h2, h3, .stat__value';
/**
 * At 200 % text and the app's large size on a phone, a long word in a narrow card may have
 * to break rather than push the page sideways (WCAG reflow comes first); tabs still wrap
 * whole, and no button or tab label spills out of its box.
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
