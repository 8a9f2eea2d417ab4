// Every route, at a phone's and a desktop's width (360 and 1280 px), in English and
// Traditional Chinese: axe finds no serious or critical violation; and at the usual text
// size, at those widths and resized to 320 px (in English) and 1920 px (in Chinese;
// WIDTHS' `alsoAt`), no word in a control, tab, link, label, table header, heading or stat
// is broken across lines, no button or tab label spills out of its box, and the page never
// scrolls sideways (support/layout.ts). The main screens' screenshots are kept in
// test-results/screens for review (git-ignored).
import path from 'node:path';
import { seriousViolations, type Violation } from './support/axe';
import { expect, test } from './support/fixtures';
import { APP_ROUTES, LANGUAGES, WIDTHS, type Audience } from './support/routes';
import { reflowProblems, reflowProblemsAt } from './support/layout';
import { openAs, showRoute } from './support/visit';

const SCREENS = path.resolve(import.meta.dirname, '../../test-results/screens');
const AUDIENCES: Audience[] = ['visitor', 'patient', 'doctor'];

for (const audience of AUDIENCES) {
  for (const language of LANGUAGES) {
    for (const size of WIDTHS) {
      const alsoAt = size.alsoAt.language === language ? size.alsoAt.width : undefined;
      test(`axe: ${audience} routes at ${size.width} px${alsoAt ? ` (and ${alsoAt})` : ''} in ${language}`, async ({
        browser,
        request,
        baseURL,
        consoleErrors,
      }) => {
        test.setTimeout(180_000);
        const visitor = await openAs(
          browser,
          request,
          baseURL!,
          audience,
          size,
          language,
          consoleErrors,
        );
        const found: string[] = [];
        for (const route of APP_ROUTES.filter((r) => r.audience === audience)) {
          const url = route.path.replace('{patientId}', visitor.patientId);
          await showRoute(visitor.page, url);
          const violations: Violation[] = await seriousViolations(visitor.page);
          // and at the usual text size, no word broken across lines, no label spilling, no
          // sideways scrolling
          for (const problem of await reflowProblems(visitor.page))
            found.push(`${url}: ${problem}`);
          for (const v of violations)
            found.push(
              `${url} (${visitor.page.url()}): ${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`,
            );
          if (route.main) {
            const name = `${route.path.replace(/\W+/g, '_').replace(/^_/, '')}-${size.width}-${language}.png`;
            await visitor.page.screenshot({ path: path.join(SCREENS, name), fullPage: true });
          }
          if (alsoAt)
            for (const problem of await reflowProblemsAt(visitor.page, alsoAt))
              found.push(`${url}: ${problem}`);
        }
        await visitor.close();
        expect(
          found,
          'serious or critical axe violations, broken words, sideways scrolling',
        ).toEqual([]);
      });
    }
  }
}
