// Every screen in Traditional Chinese is Chinese: no visible English word except names,
// units and brand words (the list below), so nothing reads as half-translated
// (docs/glossary.md). Runs every route of the app at phone width.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { APP_ROUTES, WIDTHS } from './support/routes';
import { openAs, showRoute } from './support/visit';

/** Words that stay as they are in Chinese: brand, names, units, standard abbreviations. */
const ALLOWED = new Set(
  [
    // brand and product names ('Florence Care'), a language's own name in the language menu
    'Florence',
    'Care',
    'English',
    'AI',
    'Google',
    'Apple',
    'iOS',
    'Android',
    'WhatsApp',
    // people: the demo doctors' and test patients' names
    'Dr',
    'Chan',
    'Siu',
    'Ling',
    'Wong',
    'Lee',
    'Mei',
    'Ho',
    'Ka',
    'Yan',
    'Ming',
    'Tai',
    'Man',
    'Cheung',
    'Wai',
    'MC',
    // units and standard abbreviations
    'mg',
    'ml',
    'mL',
    'kg',
    'cm',
    'km',
    'am',
    'pm',
    'AM',
    'PM',
    'PDF',
    'API',
    'YYYY',
    'MM',
    'DD',
    'OK',
    'SMS',
    'XP',
    'MB',
    // picture formats
    'JPEG',
    'PNG',
    'WebP',
    'HEIC',
    'GIF',
    // blood groups
    'AB',
    'Rh',
    'App',
    'PIN',
    // a key's name on the keyboard ('press Enter')
    'Enter',
  ].map((word) => word.toLowerCase()),
);

/**
 * Latin words in the visible text, minus e-mail addresses, URLs, usernames ('demo.doctor')
 * what the page marks translate="no" (people's names and initials) and what people wrote
 * themselves (data-user-text: an appointment's reason, a key's name).
 */
function visibleEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        continue;
      if (parent.closest('[translate="no"], [data-user-text], code, kbd, input, textarea'))
        continue;
      const text = (node.textContent ?? '')
        .replace(/\S+@\S+/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(/[\w-]+\.[\w.-]+/g, ' ');
      words.push(...(text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []));
    }
    return words;
  });
}

for (const audience of ['visitor', 'patient', 'doctor'] as const) {
  test(`${audience} screens in zh-HK show no English beyond names, units and brands`, async ({
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
      WIDTHS[0],
      'zh-HK',
      consoleErrors,
    );
    const { page } = visitor;
    const problems: string[] = [];
    for (const route of APP_ROUTES.filter((r) => r.audience === audience)) {
      const url = route.path.replace('{patientId}', visitor.patientId);
      await showRoute(page, url);
      // the new patient's name ends in a made-up word that keeps it unique
      const name = visitor.patientName.toLowerCase().split(' ');
      const ofName = (word: string) => name.includes(word) || name.at(-1)!.includes(word);
      const english = (await visibleEnglish(page))
        .map((word) => word.toLowerCase())
        .filter((word) => !ALLOWED.has(word) && !ofName(word));
      if (english.length) problems.push(`${url}: ${[...new Set(english)].join(', ')}`);
    }
    await visitor.close();
    expect(problems).toEqual([]);
  });
}
