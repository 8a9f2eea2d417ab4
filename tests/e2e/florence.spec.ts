// Florence end to end, against the real server and the built client: the check-in chat
// (streaming, quick replies, ending it), the live follow-ups on the doctor's side, two tabs
// of one patient, bad input, the dashboard's triage card and the voice screen's fallback.
import type { Page, Route } from '@playwright/test';
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  doctorWatchingFollowUps,
  florenceBubbles,
  chatSocketInHand,
  openChat,
  subscriptionSent,
} from './support/florence-chat';
import { createPatient, DEMO_DOCTOR, failOnPageErrors, signedInContext } from './support/patients';

async function gql(
  page: Page,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

test('a red finding reaches the doctor live: critical group, acknowledged, overridden with a reason', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const patient = await createPatient(request, `Chan Tai Man ${Date.now().toString(36)}`);

  // the doctor's follow-ups are open before the patient checks in (on a phone, where they
  // are cards in groups; shell.spec.ts covers the wide screen's table)
  await page.setViewportSize({ width: 390, height: 844 });
  await doctorWatchingFollowUps(page);
  for (const group of ['Critical', 'Urgent', 'Caution', 'Info'])
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${group}`) }),
    ).toBeVisible();

  const patientErrors: string[] = [];
  const { context, page: patientPage } = await signedInContext(
    browser,
    baseURL!,
    patient,
    patientErrors,
  );
  await patientPage.goto('/chatbot');
  await expect(florenceBubbles(patientPage)).toHaveCount(1);
  await patientPage.getByLabel('Message to Florence').fill('I have chest pain');
  await patientPage.getByRole('button', { name: 'Send' }).click();
  await expect(
    patientPage.getByRole('alert').filter({ hasText: 'Please get help now' }),
  ).toBeVisible();
  await expect(patientPage.getByRole('link', { name: 'Call 999' })).toHaveAttribute(
    'href',
    'tel:999',
  );
  await expect(florenceBubbles(patientPage).last()).toContainText('999');

  // the alert arrives without a reload, in the critical group, with the patient's name
  const critical = page.locator('[data-importance="CRITICAL"]');
  const item = critical.getByRole('listitem').filter({ hasText: patient.fullName });
  await expect(item).toBeVisible();
  await expect(item).toContainText('just now');
  await expect(item).toContainText('Symptom Spike');
  await expect(item).toContainText('Status: Open');
  await expect(
    page.getByRole('status').filter({ hasText: `New alert for ${patient.fullName}` }),
  ).toHaveCount(1);

  await item.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(item).toContainText('Status: Acknowledged');

  await item.getByRole('button', { name: 'Override level' }).click();
  const dialog = page.getByRole('dialog', { name: 'Override alert level' });
  await expect(dialog).toContainText('Level from triage: Red');
  await dialog.getByRole('radio', { name: /^Orange/ }).check();
  await dialog.getByRole('button', { name: 'Save new level' }).click();
  await expect(dialog.getByText('Please give a reason for the new level.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Known angina, reviewed by phone');
  await dialog.getByRole('button', { name: 'Save new level' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText(
    'Level changed from Red to Orange: Known angina, reviewed by phone',
  );
  await expect(item.getByRole('button', { name: 'Override level' })).toBeFocused();

  // the server keeps the triage level beside the override
  const { access_token: doctorToken } = await (
    await page.request.post('/token', {
      data: { username: DEMO_DOCTOR.username, password: DEMO_DOCTOR.password },
    })
  ).json();
  const { followUps } = await gql(
    page,
    doctorToken,
    'query($f: FollowUpFilter) { followUps(filter: $f) { level overrideLevel overrideReason status } }',
    { f: { search: patient.fullName } },
  );
  expect(followUps).toEqual([
    {
      level: 'RED',
      overrideLevel: 'ORANGE',
      overrideReason: 'Known angina, reviewed by phone',
      status: 'ACKNOWLEDGED',
    },
  ]);

  // search (on the server) and the importance filter
  await page.getByLabel('Search by patient or description').fill(patient.fullName);
  await expect(page.locator('.follow-up')).toHaveCount(1);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'Info' }).check();
  await expect(critical).toContainText('No critical alerts.');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(item).toBeVisible();

  await context.close();
  expect(patientErrors).toEqual([]);
});

test('Florence’s reply streams in: typing bubble first, then growing text, the input disabled until it is done', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Lee Ka Yan');
  const chatSocket = await chatSocketInHand(page);
  await openChat(page, patient);
  await expect.poll(() => chatSocket.listening).toBe(true);
  await expect(florenceBubbles(page).first()).toContainText("I'm Florence");

  // Every text the newest Florence bubble shows while it streams, with the input's state.
  await page.evaluate(() => {
    const list = document.querySelector('.chat__messages')!;
    const seen: Array<{ text: string; streaming: boolean; inputDisabled: boolean }> = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const bubbles = list.querySelectorAll('[data-sender="bot"]');
      if (bubbles.length < 2) return;
      const last = bubbles[bubbles.length - 1];
      const input = document.getElementById('chat-message') as HTMLInputElement;
      seen.push({
        text: last.querySelector('.bubble__text')?.textContent ?? '',
        streaming: last.getAttribute('data-streaming') === 'true',
        inputDisabled: input.disabled,
      });
    }).observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  // Hold the message on its way for a moment, so the typing bubble shows before the first chunk.
  chatSocket.holdMs = 1_000;

  const input = page.getByLabel('Message to Florence');
  await input.fill('I have been feeling quite nauseous and very tired');
  await input.press('Enter');
  const typing = page.getByRole('status').filter({ hasText: 'Florence is typing…' });
  await expect(typing).toHaveCount(1);
  await expect(input).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.locator('[data-sender="user"]').last()).toHaveText(
    'You: I have been feeling quite nauseous and very tired',
  );

  const reply = florenceBubbles(page).nth(1);
  await expect(reply).toBeVisible();
  await expect(typing).toHaveCount(0);
  await expect(reply).not.toHaveAttribute('data-streaming');
  await expect(input).toBeEnabled();
  await expect(
    page.getByRole('group', { name: 'Suggested answers' }).getByRole('button').first(),
  ).toBeVisible();

  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          seen: Array<{ text: string; streaming: boolean; inputDisabled: boolean }>;
        }
      ).seen,
  );
  const streamed = seen.filter((s) => s.streaming);
  const lengths = [...new Set(streamed.map((s) => s.text.length))];
  expect(lengths.length, 'distinct texts read while streaming').toBeGreaterThanOrEqual(2);
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  expect(streamed.every((s) => s.inputDisabled)).toBe(true);

  // the shown text is the whole stored reply
  const finalText = await reply.locator('.bubble__text').textContent();
  expect(finalText!.length).toBeGreaterThan(lengths[0]);
  const { activeCheckIn } = await gql(
    page,
    patient.token,
    '{ activeCheckIn { messages { sender text } } }',
  );
  expect(activeCheckIn.messages.at(-1)).toEqual({ sender: 'BOT', text: finalText });
});

test('a whole check-in in Traditional Chinese ends on the dashboard with the triage card', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, '陳小明');
  await openChat(page, patient, 'zh-HK');
  await expect(page.getByRole('heading', { level: 1, name: '與 Florence 對話' })).toBeVisible();
  await expect(florenceBubbles(page).first()).toContainText('Florence');

  const replies = page.getByRole('group', { name: '建議回覆' });
  const input = page.getByLabel('給 Florence 的訊息');
  const answered = async (count: number) => {
    await expect(florenceBubbles(page)).toHaveCount(count);
    await expect(florenceBubbles(page).last()).not.toHaveAttribute('data-streaming');
    await expect(input).toBeEnabled();
  };
  await replies.getByRole('button', { name: '我幾好' }).click();
  await answered(2);
  await replies.getByRole('button', { name: '冇', exact: true }).click();
  await answered(3);
  await input.fill('冇');
  await input.press('Enter');
  await answered(4);

  await page.getByRole('button', { name: '結束對話' }).click();
  const dialog = page.getByRole('alertdialog', { name: '結束今次症狀評估？' });
  await expect(dialog.getByRole('button', { name: '繼續對話' })).toBeFocused();
  await dialog.getByRole('button', { name: '結束評估' }).click();
  await expect(page.getByText('多謝你完成症狀評估，正在開啟你的健康概覽…')).toBeVisible();
  await expect(florenceBubbles(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: '處理中…' })).toBeDisabled();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: '健康概覽' })).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toContainText('你最近一次症狀評估');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    /^(一切良好|密切留意|需要關注|需要緊急護理)$/,
  );
  await expect(page.getByRole('heading', { name: '最近的症狀評估' })).toBeVisible();
  // the day's figures follow in the dashboard's tabs
  for (const tab of ['今日', '本週', '每月'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
});

test('two tabs of one patient show the same conversation live', async ({ page, request }) => {
  const patient = await createPatient(request, 'Ho Wing Sze');
  await openChat(page, patient);

  const errors: string[] = [];
  const second = await page.context().newPage();
  failOnPageErrors(second, errors);
  const following = subscriptionSent(second, 'CheckInEvents');
  await second.goto('/chatbot');
  await expect(florenceBubbles(second)).toHaveCount(1);
  await expect(florenceBubbles(second).first()).toHaveText(
    (await florenceBubbles(page).first().textContent())!,
  );
  await following;

  await page.getByLabel('Message to Florence').fill('I have had a cough since yesterday');
  await page.getByLabel('Message to Florence').press('Enter');
  await expect(second.locator('[data-sender="user"]')).toHaveText([
    'You: I have had a cough since yesterday',
  ]);
  await expect(florenceBubbles(page)).toHaveCount(2);
  await expect(florenceBubbles(page).last()).not.toHaveAttribute('data-streaming');
  await expect(florenceBubbles(second).last()).toHaveText(
    (await florenceBubbles(page).last().textContent())!,
  );

  // and back the other way, with a quick reply
  const secondInput = second.getByLabel('Message to Florence');
  await expect(secondInput).toBeEnabled();
  const choice = second
    .getByRole('group', { name: 'Suggested answers' })
    .getByRole('button')
    .first();
  const choiceText = (await choice.textContent())!;
  await choice.click();
  await expect(page.locator('[data-sender="user"]').last()).toHaveText(`You: ${choiceText}`);
  await expect(florenceBubbles(page)).toHaveCount(3);
  await expect(florenceBubbles(second)).toHaveCount(3);
  await expect(florenceBubbles(page).last()).not.toHaveAttribute('data-streaming');
  await expect(florenceBubbles(second).last()).not.toHaveAttribute('data-streaming');
  const everything = (tab: Page) => tab.locator('.chat__messages li').allTextContents();
  expect(await everything(second)).toEqual(await everything(page));
  await second.close();
  expect(errors).toEqual([]);
});

test('bad input and failures: an empty message is not sent, Escape leaves the end-chat dialog, server failures are explained', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Cheung Mei');
  const chatSocket = await chatSocketInHand(page);
  await openChat(page, patient);
  await expect.poll(() => chatSocket.listening).toBe(true);
  const input = page.getByLabel('Message to Florence');
  const send = page.getByRole('button', { name: 'Send' });

  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(page.locator('[data-sender="user"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Florence is typing…' })).toHaveCount(0);
  await expect(input).toBeEnabled();

  const endChat = page.getByRole('button', { name: 'End chat' });
  await endChat.click();
  const dialog = page.getByRole('alertdialog', { name: 'End this check-in?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'End check-in' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Keep chatting' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(endChat).toBeFocused();
  await expect(page).toHaveURL(/\/chatbot$/);

  // the server fails to take a message (sent over the page's open socket, as the app sends
  // chat messages): Florence says so and the text comes back to the box
  chatSocket.fail = true;
  await input.fill('Hello Florence');
  await input.press('Enter');
  const troubleResponding =
    "Florence: I'm sorry, I'm having trouble responding right now. Please try again.";
  await expect(florenceBubbles(page).last()).toHaveText(troubleResponding);
  await expect(input).toHaveValue('Hello Florence');
  await expect(page.locator('[data-sender="user"]')).toHaveCount(0);
  chatSocket.fail = false;

  // the socket drops while a message is on its way: it fails as above, and it is not sent
  // again once the socket is back (the server may already have stored it)
  chatSocket.holdUntilDropped = true;
  const sentBefore = chatSocket.chatMessagesSent;
  await input.press('Enter');
  await expect.poll(() => chatSocket.chatMessagesSent).toBe(sentBefore + 1);
  chatSocket.close();
  const troubleNotes = florenceBubbles(page).filter({ hasText: troubleResponding });
  await expect(troubleNotes).toHaveCount(2);
  await expect(input).toHaveValue('Hello Florence');
  chatSocket.holdUntilDropped = false;
  await input.press('Enter');
  await expect(page.locator('[data-sender="user"]')).toHaveText(['You: Hello Florence']);
  await expect(florenceBubbles(page).last()).not.toHaveAttribute('data-streaming');

  // the connection dies without closing (no answers, no pongs): the next message fails once
  // a ping goes unanswered, rather than waiting forever
  await expect(input).toBeEnabled();
  await expect.poll(() => chatSocket.listening).toBe(true);
  chatSocket.silence();
  await input.fill('Still there?');
  await input.press('Enter');
  await expect(florenceBubbles(page).last()).toHaveText(troubleResponding, { timeout: 20_000 });
  await expect(input).toHaveValue('Still there?');

  await page.reload();
  await expect(florenceBubbles(page)).toHaveCount(2);
  await expect(page.locator('[data-sender="user"]')).toHaveText(['You: Hello Florence']);

  // no session can be opened: Florence says so; Restart tries again
  const failing = (operations: string[]) => (route: Route) =>
    operations.some((name) => route.request().postData()?.includes(name))
      ? route.fulfill({
          json: { data: null, errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] },
        })
      : route.continue();
  await page.route('**/graphql', failing(['ActiveCheckIn', 'StartCheckIn']));
  await page.reload();
  await expect(florenceBubbles(page)).toHaveText([
    "Florence: I'm having trouble connecting right now. Please try again later.",
  ]);
  await expect(endChat).toBeDisabled();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(florenceBubbles(page)).toHaveCount(1);
  await expect(florenceBubbles(page).first()).toContainText("I'm Florence");
  await expect(endChat).toBeEnabled();
});

test('the voice screen without speech recognition says so and still takes typed answers', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Lam Chi Keung');
  // This Chromium has a recognition object (that cannot reach a speech service here); take it
  // away to stand for a browser that has none.
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });
  await page.goto('/login');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/chatbot_voice');
  await expect(page.getByRole('heading', { level: 1, name: 'Talk with Florence' })).toBeVisible();
  await expect(florenceBubbles(page)).toHaveCount(1);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Speech recognition is not supported in this browser.' }),
  ).toBeVisible();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Start speaking' }).click();
  await expect.poll(() => alerts).toEqual(['Speech recognition is not supported in this browser.']);

  const input = page.getByLabel('Message to Florence');
  await input.fill('I feel fine today');
  await input.press('Enter');
  await expect(florenceBubbles(page)).toHaveCount(2);
  await expect(florenceBubbles(page).last()).not.toHaveAttribute('data-streaming');
  await expect(input).toBeEnabled();

  // leaving asks first, and says the answers so far are kept
  await page.getByRole('button', { name: 'Exit' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave the voice check-in?' });
  await expect(leave).toContainText('you can continue this check-in later in the chat');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await page.getByRole('button', { name: 'Exit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('basic mode: large option buttons, then the timed processing dialog and the report', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Yip Siu Fong');
  await openChat(page, patient);
  await page.getByRole('radio', { name: 'Basic' }).check();
  // a new session in basic mode: its greeting and the answers as large buttons
  const options = page.getByRole('group', { name: 'Suggested answers' });
  await expect(options).toHaveClass(/quick-replies--large/);
  await expect(page.getByLabel('Message to Florence')).toHaveCount(0);
  await options.getByRole('button', { name: 'Tired' }).click();
  await expect(florenceBubbles(page)).toHaveCount(2);
  await expect(florenceBubbles(page).last()).not.toHaveAttribute('data-streaming');

  // Add More opens a text box for the patient's own words
  await page.getByRole('button', { name: 'Add More' }).click();
  await expect(page.getByLabel('Message to Florence')).toBeFocused();

  await page.getByRole('button', { name: 'End Check-In' }).click();
  const processing = page.getByRole('dialog', { name: 'Saving your check-in' });
  await expect(processing.getByRole('status')).toHaveText('Analysing Chat...');
  await expect(processing.getByRole('status')).toHaveText('Organising Assessment...', {
    timeout: 4_000,
  });
  const done = page.getByRole('dialog', { name: 'Well done!' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  await done.getByRole('button', { name: 'See Report' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('article')).toContainText('Your latest check-in');
});

test('a reply whose live stream was lost is read from the server', async ({ page, request }) => {
  const patient = await createPatient(request, 'Tsang Ka Ho');
  // This page's check-in subscription never reaches the server.
  await page.routeWebSocket('**/graphql', (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (!String(message).includes('CheckInEvents')) server.send(message);
    });
    server.onMessage((message) => socket.send(message));
  });
  await openChat(page, patient);
  const input = page.getByLabel('Message to Florence');
  await input.fill('I feel fine');
  await input.press('Enter');
  await expect(florenceBubbles(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(input).toBeEnabled();
  await expect(page.getByRole('group', { name: 'Suggested answers' })).toBeVisible();
});

test('a Cantonese patient writing numbers as Hong Kong does: the doctor’s one alert is raised in place when it gets worse', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const patient = await createPatient(request, `Lee Siu Ming ${Date.now().toString(36)}`);
  // the follow-ups as a phone shows them: cards in importance groups
  await page.setViewportSize({ width: 390, height: 844 });
  await doctorWatchingFollowUps(page);

  const patientErrors: string[] = [];
  const { context, page: patientPage } = await signedInContext(
    browser,
    baseURL!,
    patient,
    patientErrors,
  );
  await patientPage.goto('/chatbot?lng=zh-HK');
  await expect(florenceBubbles(patientPage)).toHaveCount(1);
  const input = patientPage.getByLabel('給 Florence 的訊息');
  const say = async (text: string, replies: number) => {
    await input.fill(text);
    await input.press('Enter');
    await expect(florenceBubbles(patientPage)).toHaveCount(replies);
    await expect(florenceBubbles(patientPage).last()).not.toHaveAttribute('data-streaming');
  };

  // Breathlessness with its warning sign left unknown: a caution alert, and advice to call.
  await say('有啲氣促', 2);
  await say('唔知呀', 3);
  await expect(florenceBubbles(patientPage).last()).toContainText('999');
  const caution = page
    .locator('[data-importance="CAUTION"]')
    .getByRole('listitem')
    .filter({ hasText: patient.fullName });
  await expect(caution).toBeVisible();

  // A temperature in Chinese numerals on treatment: red, and the same alert is raised.
  await say('仲有發燒，探到三十七度八', 4);
  await expect(patientPage.getByRole('alert').filter({ hasText: '請立即求助' })).toBeVisible();
  const critical = page
    .locator('[data-importance="CRITICAL"]')
    .getByRole('listitem')
    .filter({ hasText: patient.fullName });
  await expect(critical).toBeVisible();
  await expect(critical).toContainText('Earlier in this check-in');
  await expect(critical).toContainText('Raised from Caution');
  await expect(caution).toHaveCount(0);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Alert for ${patient.fullName} raised to Critical` }),
  ).toHaveCount(1);

  await context.close();
  expect(patientErrors).toEqual([]);
});
