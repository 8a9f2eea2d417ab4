// After a red-level finding on a phone: the full warning once, then a one-line bar that
// keeps the call one tap away while the conversation keeps most of the screen; Florence
// goes on answering what the patient says. Also: the voice link's name holds its visible
// word, and the code page puts the cursor in the first box.
import type { Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createPatient } from './support/patients';

const florenceBubbles = (page: Page) => page.locator('[data-sender="bot"]');
const PHONE = { width: 360, height: 740 };

test('the emergency warning shrinks to a bar with a one-tap call, and Florence keeps listening', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Lau Ka Yan ${Date.now().toString(36)}`);
  await page.setViewportSize(PHONE);
  await page.goto('/login?lng=zh-HK');
  await logIn(page, patient, { username: '用戶名稱', password: '密碼', button: '登入' });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/chatbot');
  await expect(florenceBubbles(page)).toHaveCount(1);
  const input = page.getByLabel('給 Florence 的訊息');
  const say = async (text: string, replies: number) => {
    await input.fill(text);
    await input.press('Enter');
    await expect(florenceBubbles(page)).toHaveCount(replies);
    await expect(florenceBubbles(page).last()).not.toHaveAttribute('data-streaming');
  };

  await say('我心口好痛', 2);
  const full = page.getByRole('alert').filter({ hasText: '請立即求助' });
  await expect(full).toContainText('請立即致電 999');
  await expect(florenceBubbles(page).last()).toContainText('打 999');

  // the next message: the warning is read, the bar stays with the call button
  await say('仲有啲咳', 3);
  await expect(florenceBubbles(page).last()).toContainText('記低你講嘅咳嗽');
  const bar = page.getByRole('region', { name: '緊急求助' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '請立即致電 999' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: '致電 999' })).toHaveAttribute('href', 'tel:999');
  const barHeight = (await bar.boundingBox())!.height;
  const conversation = (await page.locator('.chat__conversation').boundingBox())!;
  expect(barHeight).toBeLessThanOrEqual(64);
  expect(conversation.height).toBeGreaterThan(PHONE.height * 0.4);
  expect(await seriousViolations(page)).toEqual([]);

  await say('我已經叫咗白車', 4);
  await expect(florenceBubbles(page).last()).toContainText('咁做就啱喇');

  // the details open again on request
  await bar.getByRole('button', { name: '請立即求助', expanded: false }).click();
  await expect(page.getByText('你告訴 Florence 的情況需要緊急處理')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the voice link is named by its visible word (zh-HK)', async ({ page, request }) => {
  const patient = await createPatient(request, `Lau Ka Yan ${Date.now().toString(36)}`);
  await page.goto('/login?lng=zh-HK');
  await logIn(page, patient, { username: '用戶名稱', password: '密碼', button: '登入' });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/chatbot');
  const link = page.locator('a[href="/chatbot_voice"]');
  const visible = (await link.innerText()).trim();
  expect(visible).toBe('語音');
  const name = await link.getAttribute('aria-label');
  expect(name ?? visible).toContain(visible);
});

test('the code page focuses its first box, so typing goes straight in', async ({ page }) => {
  await page.goto('/welcome_screen');
  await page.evaluate(() => {
    localStorage.setItem('email', 'ka.yan@example.com');
    localStorage.setItem('username', 'kayan');
  });
  await page.goto('/otp');
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await page.keyboard.type('12');
  await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('1');
  await expect(page.getByLabel('Digit 2 of 6')).toHaveValue('2');
});
