// The built client runs under the strict Content-Security-Policy (every other spec
// fails on a console error, which is how Chromium reports a blocked script or style),
// and the policy really blocks what it is there to block.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const builtIndex = path.resolve(import.meta.dirname, '../../dist/client/index.html');

test('the built index.html has no inline script, style or event handler', () => {
  const html = fs.readFileSync(builtIndex, 'utf8');
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toMatch(/\bsrc=/);
  expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
});

test('the page is served with the policy, and an injected inline script does not run', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page).toHaveURL(/\/welcome_screen$/);

  const blocked = await page.evaluate(async () => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener(
        'securitypolicyviolation',
        (event) => resolve(event.effectiveDirective),
        { once: true },
      ),
    );
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return {
      directive: await violation,
      ran: (window as unknown as { injected?: boolean }).injected === true,
    };
  });
  expect(blocked).toEqual({ directive: 'script-src-elem', ran: false });
});

test('no other site may frame the app', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
