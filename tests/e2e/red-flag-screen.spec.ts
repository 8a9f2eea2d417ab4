// The red-flag screen in the browser (issue 23, rulebook section 6): a new patient on
// treatment who opens with a mild complaint is still asked, in one question with a quick
// reply for each, about every red-level symptom; choosing one gives the 999 instruction and
// the doctor's open follow-ups show the critical alert within a second.
import { expect, test } from './support/fixtures';
import { doctorWatchingFollowUps, florenceBubbles, openChat } from './support/florence-chat';
import { createPatient, failOnPageErrors } from './support/patients';

const LANGUAGES = {
  en: {
    complaint: "I'm a bit tired today",
    replies: 'Suggested answers',
    message: 'Message to Florence',
    send: 'Send',
    no: 'No',
    screen: 'One last safety check',
    choices: ['Breathless', 'Chest pain', 'Bleeding', 'Confused or very drowsy', 'None of these'],
    chestPain: 'Chest pain',
    safety: '999',
  },
  'zh-HK': {
    complaint: '今日有少少攰',
    replies: '建議回覆',
    message: '給 Florence 的訊息',
    send: '傳送',
    no: '冇',
    screen: '最後做個安全檢查',
    choices: ['氣促', '心口痛', '出血', '神智混亂或者好眼瞓', '全部都冇'],
    chestPain: '心口痛',
    safety: '999',
  },
} as const;

for (const [lng, words] of Object.entries(LANGUAGES)) {
  test(`${lng}: a mild complaint is still asked the red-flag screen; "${words.chestPain}" reaches the doctor within a second`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const patient = await createPatient(request, `Lam Red Flag ${lng} ${Date.now().toString(36)}`);
    await doctorWatchingFollowUps(page);

    const context = await browser.newContext({ baseURL });
    const patientPage = await context.newPage();
    const errors: string[] = [];
    failOnPageErrors(patientPage, errors);
    await openChat(patientPage, patient, lng as 'en' | 'zh-HK');
    const bubbles = florenceBubbles(patientPage);
    const replies = patientPage.getByRole('group', { name: words.replies });
    const input = patientPage.getByLabel(words.message);
    const answered = async (count: number) => {
      await expect(bubbles).toHaveCount(count);
      await expect(bubbles.last()).not.toHaveAttribute('data-streaming');
      await expect(input).toBeEnabled();
    };

    await input.fill(words.complaint);
    await patientPage.getByRole('button', { name: words.send, exact: true }).click();
    await answered(2);
    // No to every question (the first quick reply where there is no "no") until the screen.
    for (let asked = 2; !(await bubbles.last().textContent())?.includes(words.screen);) {
      expect(asked, 'the red-flag screen is asked before the check-in ends').toBeLessThan(12);
      const no = replies.getByRole('button', { name: words.no, exact: true });
      await ((await no.count()) > 0 ? no : replies.getByRole('button').first()).click();
      asked += 1;
      await answered(asked);
    }
    await expect(replies.getByRole('button')).toHaveText([...words.choices]);

    // the doctor's list shows it live, within a second of the patient's choice (at desk
    // width the follow-ups are a table: one row per alert). waitFor watches the page itself,
    // so the time measured is the product's, not the test's polling interval.
    const row = page.getByRole('row').filter({ hasText: patient.fullName });
    const chosenAt = Date.now();
    await replies.getByRole('button', { name: words.chestPain, exact: true }).click();
    await row.waitFor({ state: 'visible', timeout: 5_000 });
    expect(Date.now() - chosenAt, 'milliseconds from the choice to the doctor’s row').toBeLessThan(
      1_000,
    );
    await expect(row.getByRole('cell', { name: 'Critical' })).toBeVisible();
    await expect(patientPage.getByRole('alert')).toBeVisible();
    await expect(bubbles.last()).toContainText(words.safety);
    expect(errors).toEqual([]);
    await context.close();
  });
}
