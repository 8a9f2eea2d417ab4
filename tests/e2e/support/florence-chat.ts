// The chat helpers shared by the Florence specs: the bot's bubbles, opening the chat as a
// patient, waiting for a live subscription to be sent, and the doctor watching follow-ups.
import type { Page } from '@playwright/test';
import { logIn } from './accounts';
import { expect } from './fixtures';
import { DEMO_DOCTOR, signInPatient, type Patient } from './patients';

export const florenceBubbles = (page: Page) => page.locator('[data-sender="bot"]');

/** Signs the patient in (landing on /home) and opens the chat from the tab bar. */
export async function openChat(page: Page, patient: Patient, lng: 'en' | 'zh-HK' = 'en') {
  const zh = lng === 'zh-HK';
  await signInPatient(page, patient, lng);
  await page
    .getByRole('navigation', { name: zh ? '主選單' : 'Main' })
    .getByRole('link', { name: 'Florence' })
    .click();
  await expect(page).toHaveURL(/\/chatbot$/);
  await expect(florenceBubbles(page)).toHaveCount(1);
}

/** Resolves once the page has sent a subscription whose document contains `name`. */
export function subscriptionSent(page: Page, name: string) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => String(frame.payload).includes(name) && resolve()),
    );
  });
}

/** The demo doctor signed in on the follow-ups, once their live subscription is sent. */
export async function doctorWatchingFollowUps(page: Page) {
  await page.goto('/login');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  const live = subscriptionSent(page, 'followUpAlerts');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Follow-ups' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible();
  await live;
}
