// Text that scales (WCAG 1.4.4 and 1.4.10): with the browser's text at 200 % (what a
// phone's large-text setting does) and the app's own large size on top, every navigation
// label is whole (never 'Flore…'), no tab label is broken inside a word nor any button or
// tab label spills out of its box (support/layout.ts), and no screen scrolls sideways.
// Only the larger of the two sizes is tried: the layout's breakpoints follow the browser's
// size alone, so the app's size on top sets bigger text into the same layout, and a screen
// that holds it holds plain 200 % too (trying both cost CI four minutes).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { APP_ROUTES, LANGUAGES, WIDTHS } from './support/routes';
import { layoutProblems, TABS_ONLY } from './support/layout';
import { openAs, showRoute } from './support/visit';

const SETTINGS = [{ name: 'text at 200 % and the app set to large', appSize: 'large' }] as const;

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

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const setting of SETTINGS) {
  for (const audience of ['patient', 'doctor'] as const) {
    for (const language of LANGUAGES) {
      for (const size of WIDTHS) {
        test(`${setting.name}: ${audience} screens at ${size.width} px in ${language}`, async ({
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
          if (setting.appSize)
            await page.evaluate(
              (value) => localStorage.setItem('fontSize', value),
              setting.appSize,
            );
          const problems: string[] = [];
          for (const route of APP_ROUTES.filter((r) => r.audience === audience)) {
            const url = route.path.replace('{patientId}', visitor.patientId);
            await showRoute(page, url);
            expect(
              await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
            ).toBe(setting.appSize ? '36px' : '32px');
            const cut = await cutLabels(page);
            if (cut.length) problems.push(`${url}: navigation labels cut: ${cut.join(', ')}`);
            const sideways = await sidewaysScroll(page);
            if (sideways > 0) problems.push(`${url}: scrolls ${sideways} px sideways`);
            for (const problem of await layoutProblems(page, TABS_ONLY))
              problems.push(`${url}: ${problem}`);
          }
          await visitor.close();
          expect(problems).toEqual([]);
        });
      }
    }
  }
}
