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

/**
 * The page's GraphQL socket, passed through a hand the test controls: chat messages (which
 * the app sends over the open socket) can be held for a while or answered with a failure,
 * and the socket can be dropped. Call before the page opens its socket.
 */
export async function chatSocketInHand(page: Page) {
  const isChatMessage = (frame: string) =>
    frame.includes('"subscribe"') && frame.includes('SendCheckInMessage');
  const hand = {
    holdMs: 0,
    fail: false,
    /** every chat message the page sent over the socket (held, failed or passed on) */
    chatMessagesSent: 0,
    close: () => {},
  };
  await page.routeWebSocket('**/graphql', (socket) => {
    const server = socket.connectToServer();
    let dropped = false;
    // both ends, as a lost connection does; 1012 (service restart) is a close the app's
    // socket recovers from, as from a server restart
    hand.close = () => {
      dropped = true;
      server.close({ code: 1012, reason: 'dropped by the test' });
      socket.close({ code: 1012, reason: 'dropped by the test' });
    };
    socket.onMessage(async (message) => {
      const frame = String(message);
      if (isChatMessage(frame)) {
        hand.chatMessagesSent += 1;
        if (hand.fail) {
          const { id } = JSON.parse(frame) as { id: string };
          const errors = [{ message: 'down', extensions: { code: 'INTERNAL' } }];
          socket.send(JSON.stringify({ id, type: 'next', payload: { data: null, errors } }));
          socket.send(JSON.stringify({ id, type: 'complete' }));
          return;
        }
        if (hand.holdMs) await new Promise((resolve) => setTimeout(resolve, hand.holdMs));
      }
      if (!dropped) server.send(message);
    });
    server.onMessage((message) => socket.send(message));
  });
  return hand;
}
