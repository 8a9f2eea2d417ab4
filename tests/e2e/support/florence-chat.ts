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
 * and the socket can be dropped, or go silent as a dead connection does (nothing through,
 * no close). Call before the page opens its socket.
 */
export async function chatSocketInHand(page: Page) {
  const isChatMessage = (frame: string) =>
    frame.includes('"subscribe"') && frame.includes('SendCheckInMessage');
  const hand = {
    /** chat messages wait this long before they go on */
    holdMs: 0,
    /** chat messages wait until the socket is dropped, and are lost with it */
    holdUntilDropped: false,
    fail: false,
    /** every chat message the page sent over the socket (held, failed or passed on) */
    chatMessagesSent: 0,
    /** the page's newest socket has subscribed to its check-in's events: it is up */
    listening: false,
    close: () => {},
    silence: () => {},
  };
  await page.routeWebSocket('**/graphql', (socket) => {
    // a new connection (the first, or a reconnection): up once it subscribes again
    hand.listening = false;
    const server = socket.connectToServer();
    let isDropped = false;
    let dropped = () => {};
    const whenDropped = new Promise<void>((resolve) => (dropped = resolve));
    // both ends, as a lost connection does; 1012 (service restart) is a close the app's
    // socket recovers from, as from a server restart
    hand.close = () => {
      isDropped = true;
      dropped();
      server.close({ code: 1012, reason: 'dropped by the test' });
      socket.close({ code: 1012, reason: 'dropped by the test' });
    };
    let silent = false;
    hand.silence = () => (silent = true);
    socket.onMessage(async (message) => {
      if (silent) return;
      const frame = String(message);
      if (frame.includes('"subscribe"') && frame.includes('CheckInEvents')) hand.listening = true;
      if (isChatMessage(frame)) {
        hand.chatMessagesSent += 1;
        if (hand.fail) {
          const { id } = JSON.parse(frame) as { id: string };
          const errors = [{ message: 'down', extensions: { code: 'INTERNAL' } }];
          socket.send(JSON.stringify({ id, type: 'next', payload: { data: null, errors } }));
          socket.send(JSON.stringify({ id, type: 'complete' }));
          return;
        }
        if (hand.holdUntilDropped) await whenDropped;
        if (hand.holdMs) await new Promise((resolve) => setTimeout(resolve, hand.holdMs));
      }
      if (!isDropped) server.send(message);
    });
    server.onMessage((message) => silent || socket.send(message));
  });
  return hand;
}
