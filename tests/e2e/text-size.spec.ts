// Text that scales (WCAG 1.4.4 and 1.4.10), on every route at 360 and 1280 px in both
// languages (the visitor's screens, one column at any width, at 360 px in English only:
// their Chinese had nothing to break):
// - with the browser's text at 200 % (what a phone's large-text setting does), no word in
//   a control, tab, link, label, table header, heading or stat is broken across lines
//   (EVERY_LABEL in support/layout.ts), no button or tab label spills out of its box, and
//   no screen scrolls sideways;
// - with the app's own large size on top (225 %), every navigation label is whole (never
//   'Flore…'), no tab label is broken inside a word nor any button or tab label spills
//   (TABS_ONLY: there a long word in a narrow card, 'Dexamethasone' or 'Troubleshooting'
//   on a phone, may break rather than push the page sideways), and no screen scrolls
//   sideways.
// Each route is loaded once, at 225 %; the app's size is its root's `data-font-size`
// (shared/preferences/font-size-store.ts), so switching it to 'medium' redraws the same
// page at plain 200 % without a second visit (trying both by loading cost CI four minutes).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { APP_ROUTES, LANGUAGES, WIDTHS, type Audience } from './support/routes';
import {
  EVERY_LABEL,
  layoutProblems,
  reflowProblems,
  sidewaysScroll,
  TABS_ONLY,
} from './support/layout';
import { openAs, showRoute } from './support/visit';

const AUDIENCES: Audience[] = ['visitor', 'patient', 'doctor'];

/** Labels cut by their box, or poking out of their link or the screen. */
function cutLabels(page: Page) {
  return page.locator('.app-nav__label').evaluateAll((labels) =>
    labels
      .filter((label) => {
        const box = label.getBoundingClientRect();
        const link = label.closest('a')!.getBoundingClientRect();
        return (
          label.scrollWidth > label.clientWidth + 1 ||
          box.left < link.left - 1 ||
          box.right > link.right + 1 ||
          box.right > window.innerWidth ||
          getComputedStyle(label).textOverflow === 'ellipsis'
        );
      })
      .map((label) => label.textContent),
  );
}

/** Sets the app's text size on the page as drawn, and waits for the new layout. */
async function appSize(page: Page, size: 'medium' | 'large') {
  await page.evaluate(async (value) => {
    document.documentElement.dataset.fontSize = value;
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  }, size);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    size === 'large' ? '36px' : '32px',
  );
}

for (const audience of AUDIENCES) {
  for (const language of LANGUAGES) {
    for (const size of audience === 'visitor' ? [WIDTHS[0]] : WIDTHS) {
      if (audience === 'visitor' && language !== 'en') continue;
      test(`text at 200 %, and the app set to large: ${audience} screens at ${size.width} px in ${language}`, async ({
        browser,
        request,
        baseURL,
        consoleErrors,
      }) => {
        test.setTimeout(120_000);
        const visitor = await openAs(
          browser,
          request,
          baseURL!,
          audience,
          size,
          language,
          consoleErrors,
        );
        const { page } = visitor;
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
        await page.evaluate(() => localStorage.setItem('fontSize', 'large'));
        const problems: string[] = [];
        for (const route of APP_ROUTES.filter((r) => r.audience === audience)) {
          const url = route.path.replace('{patientId}', visitor.patientId);
          await showRoute(page, url);
          // 225 %: labels in the navigation and tabs whole, nothing spills nor scrolls sideways
          await appSize(page, 'large');
          const cut = await cutLabels(page);
          if (cut.length) problems.push(`${url}: navigation labels cut: ${cut.join(', ')}`);
          const sideways = await sidewaysScroll(page);
          if (sideways > 0) problems.push(`${url}: scrolls ${sideways} px sideways at 225 %`);
          for (const problem of await layoutProblems(page, TABS_ONLY))
            problems.push(`${url}: at 225 %: ${problem}`);
          // 200 %: every label's words whole
          await appSize(page, 'medium');
          for (const problem of await reflowProblems(page, EVERY_LABEL))
            problems.push(`${url}: at 200 %: ${problem}`);
        }
        await visitor.close();
        expect(problems).toEqual([]);
      });
    }
  }
}
