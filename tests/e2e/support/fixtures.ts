// Every test fails on an uncaught page error or a console error: a screen that "works"
// while logging errors is not working.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors logged in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
