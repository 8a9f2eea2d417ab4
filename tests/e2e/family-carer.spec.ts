// Family carers end to end (issue 26): a patient invites her daughter from Settings; the
// daughter opens the link, signs up with it (the token is the access code) and checks in
// with Florence for her mother; the doctor's red alert says who reported it; the patient
// sees the check-in in her history and the daughter in her access log; the patient revokes,
// and the daughter's open page says at once, without a reload, that the access ended. In
// English also: a grant taken back, and a signed-in carer accepting two people and switching.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { logIn, mailedCode, newPerson, typeCode, type Person } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { florenceBubbles } from './support/florence-chat';
import {
  createPatient,
  DEMO_DOCTOR,
  failOnPageErrors,
  signInPatient,
  type Patient,
} from './support/patients';

const WORDS = {
  en: {
    nav: 'Main',
    settings: 'Settings',
    familyCarers: 'Family carers',
    relationship: 'They are my',
    daughter: 'daughter',
    checkIn: 'Check in with Florence',
    wellness: 'See the health dashboard and reports',
    create: 'Create invitation',
    invites: (name: string) => `${name} invites you to help care for them as their daughter.`,
    createAccount: 'Create a carer account',
    register: {
      email: 'E-mail',
      accessCode: 'Access code',
      username: 'Username',
      password: 'Password',
    },
    confirm: 'Confirm password',
    signUp: 'Sign up',
    digit: (n: number) => `Digit ${n} of 6`,
    login: { username: 'Username', password: 'Password', button: 'Log in' },
    caringFor: (name: string) => `Caring for ${name}`,
    message: 'Message to Florence',
    suggestions: 'Suggested answers',
    doingFine: 'Doing fine',
    send: 'Send',
    complaint: 'Mum has a temperature of 38.3 and is shivery',
    takeForHelp: (name: string) => `Call 999 or take ${name} to the nearest Accident and Emergency`,
    endChat: 'End chat',
    endCheckIn: 'End check-in',
    reportedBy: /Reported by .+, daughter/,
    revoke: 'Revoke access',
    ended: (name: string) => `Your access to ${name} has ended.`,
    nobody: 'You are not caring for anyone yet',
  },
  'zh-HK': {
    nav: '主選單',
    settings: '設定',
    familyCarers: '家人照顧者',
    relationship: '對方是我的',
    daughter: '女兒',
    checkIn: '與 Florence 進行症狀評估',
    wellness: '查看健康概覽及報告',
    create: '建立邀請',
    invites: (name: string) => `${name}邀請你以女兒身份協助照顧對方。`,
    createAccount: '建立照顧者帳戶',
    register: { email: '電郵', accessCode: '登記碼', username: '用戶名稱', password: '密碼' },
    confirm: '確認密碼',
    signUp: '註冊',
    digit: (n: number) => `第 ${n} 位數字（共 6 位）`,
    login: { username: '用戶名稱', password: '密碼', button: '登入' },
    caringFor: (name: string) => `正在照顧：${name}`,
    message: '給 Florence 的訊息',
    suggestions: '建議回覆',
    doingFine: '佢幾好',
    send: '傳送',
    complaint: '媽媽發燒38.3度，仲有發冷',
    takeForHelp: (name: string) => `請立即致電 999 或陪同${name}前往最近的急症室`,
    endChat: '結束對話',
    endCheckIn: '結束評估',
    reportedBy: /由.+（女兒）報告/,
    revoke: '終止權限',
    ended: (name: string) => `你對${name}的照顧權限已經結束。`,
    nobody: '你暫時未有照顧任何人',
  },
} as const;

type Lng = keyof typeof WORDS;
type Words = (typeof WORDS)[Lng];

/** An invitation of the patient's for a daughter who may check in (through the API). */
async function invitePath(request: APIRequestContext, patient: Patient) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${patient.token}` },
    data: {
      query: 'mutation($input: InviteCarerInput!) { inviteCarer(input: $input) { path } }',
      variables: { input: { relationship: 'DAUGHTER', grants: ['CHECK_IN'] } },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.inviteCarer.path as string;
}

/** The patient opens Settings → Family carers (keeps the page there). */
async function openFamilyCarers(page: Page, words: Words) {
  await page
    .getByRole('navigation', { name: words.nav })
    .getByRole('link', { name: words.settings })
    .click();
  await page.getByRole('link', { name: words.familyCarers }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.familyCarers })).toBeVisible();
}

/** Invites a daughter who may check in and see the dashboard; answers the invitation's link. */
async function inviteDaughter(page: Page, words: Words) {
  await page.getByLabel(words.relationship).selectOption({ label: words.daughter });
  await page.getByRole('checkbox', { name: words.checkIn }).check();
  await page.getByRole('checkbox', { name: words.wellness }).check();
  await page.getByRole('button', { name: words.create }).click();
  const link = page.getByRole('link', { name: /\/carer_invite\// });
  await expect(link).toBeVisible();
  await expect(page.locator('.carer-invitation img.qr-code')).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );
  return (await link.getAttribute('href'))!;
}

/** The daughter, signed out, opens the link and signs up with it; ends signed in on her home. */
async function daughterSignsUp(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
  link: string,
  words: Words,
  lng: Lng,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  failOnPageErrors(page, errors);
  const daughter: Person = newPerson('carer');
  await page.goto(`${new URL(link).pathname}?lng=${lng}`);
  await page.getByRole('link', { name: words.createAccount }).click();
  await expect(page).toHaveURL(/\/register\?invite=/);
  const token = new URL(link).pathname.split('/').at(-1)!;
  await expect(page.getByLabel(words.register.accessCode)).toHaveValue(token);
  await page.getByLabel(words.register.email).fill(daughter.email);
  await page.getByLabel(words.register.username).fill(daughter.username);
  await page.getByLabel(words.register.password, { exact: true }).fill(daughter.password);
  await page.getByLabel(words.confirm, { exact: true }).fill(daughter.password);
  await page.getByRole('button', { name: words.signUp }).click();
  await expect(page).toHaveURL(/\/otp$/);
  const { code } = await mailedCode(request, daughter.email);
  await typeCode(page, code, words.digit);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, daughter, words.login);
  await expect(page).toHaveURL(/\/carer_home$/);
  return { context, page, errors, daughter };
}

for (const lng of ['en', 'zh-HK'] as const) {
  const words = WORDS[lng];
  test(`${lng}: a daughter invited as a carer checks in for her mother, the doctor sees who reported it, and revoking ends her access at once`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const mother = await createPatient(request, `Chan Tai Man ${lng} ${Date.now().toString(36)}`);

    // the patient invites her daughter
    await signInPatient(page, mother, lng);
    await openFamilyCarers(page, words);
    const link = await inviteDaughter(page, words);
    if (lng === 'en') expect(await seriousViolations(page), 'Family carers').toEqual([]);

    // the daughter opens it signed out, sees what it offers, and signs up with it
    const preview = await browser.newPage({ baseURL });
    await preview.goto(`${new URL(link).pathname}?lng=${lng}`);
    await expect(preview.getByText(words.invites(mother.fullName))).toBeVisible();
    await expect(preview.getByText(words.checkIn)).toBeVisible();
    if (lng === 'en') expect(await seriousViolations(preview), 'the invitation').toEqual([]);
    await preview.close();
    const carer = await daughterSignsUp(browser, baseURL!, request, link, words, lng);
    const daughterPage = carer.page;
    await expect(daughterPage.getByText(words.caringFor(mother.fullName)).first()).toBeVisible();
    const nav = daughterPage.getByRole('navigation', { name: words.nav });
    // only what the mother granted: Florence and the dashboard, no visits or medicines
    await expect(nav.getByRole('link')).toHaveCount(3);
    if (lng === 'en') expect(await seriousViolations(daughterPage), 'the carer’s home').toEqual([]);

    // she checks in for her mother
    await nav.getByRole('link', { name: 'Florence' }).click();
    await expect(daughterPage).toHaveURL(/\/chatbot$/);
    await expect(florenceBubbles(daughterPage)).toHaveCount(1);
    // she is offered "doing fine" for her mother, not the patient's own "I feel fine"
    const suggestions = daughterPage.getByRole('group', { name: words.suggestions });
    await expect(suggestions.getByRole('button', { name: words.doingFine })).toBeVisible();
    const input = daughterPage.getByLabel(words.message);
    await input.fill(words.complaint);
    await daughterPage.getByRole('button', { name: words.send, exact: true }).click();
    await expect(florenceBubbles(daughterPage)).toHaveCount(2);
    await expect(florenceBubbles(daughterPage).last()).not.toHaveAttribute('data-streaming');
    // the red warning speaks to her about her mother, whom she takes for help
    await expect(
      daughterPage.getByRole('alert').filter({ hasText: words.takeForHelp(mother.fullName) }),
    ).toBeVisible();

    // the doctor sees the red alert, and who reported it
    const doctor = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const doctorPage = await doctor.newPage();
    const doctorErrors: string[] = [];
    failOnPageErrors(doctorPage, doctorErrors);
    await doctorPage.goto(`/login?lng=${lng}`);
    await logIn(doctorPage, DEMO_DOCTOR, words.login);
    await expect(doctorPage).toHaveURL(/\/doctor_home$/);
    await doctorPage.goto('/doctor_notifications');
    const alert = doctorPage
      .locator('[data-importance="CRITICAL"]')
      .getByRole('listitem')
      .filter({ hasText: mother.fullName });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(words.reportedBy);

    // she ends the check-in: the finish screen says who reported it
    await daughterPage.getByRole('button', { name: words.endChat }).click();
    await daughterPage
      .getByRole('alertdialog')
      .getByRole('button', { name: words.endCheckIn })
      .click();
    // (Florence's own summary says it too, in her words)
    await expect(daughterPage.locator('.chat__reporter')).toHaveText(words.reportedBy);

    // the mother sees the check-in in her history, reported by her daughter
    await page.goto('/dashboard');
    await expect(page.getByText(words.reportedBy).first()).toBeVisible();
    if (lng === 'en') {
      // and her daughter among those who viewed her record
      await page.goto('/record_access');
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Family carer' }).first(),
      ).toBeVisible();
      // the doctor's record of the patient lists the daughter as a carer
      await doctorPage.goto('/doctor_patients');
      await doctorPage.getByRole('link', { name: mother.fullName }).click();
      const carers = doctorPage.getByRole('region', { name: 'Carers' });
      await expect(carers).toContainText(/, daughter/);
      await expect(carers).toContainText('Check in with Florence');
    }

    // the daughter keeps her mother's dashboard open; the mother changes, then revokes, her access
    await daughterPage
      .getByRole('navigation', { name: words.nav })
      .getByRole('link')
      .nth(2)
      .click();
    await expect(daughterPage).toHaveURL(/\/dashboard$/);
    await page.goto('/family_carers');
    if (lng === 'en') {
      // the mother takes the dashboard back: the daughter's open dashboard gives way to her
      // home, and its link goes; then she keeps Florence open
      const access = page.getByRole('group', { name: /^What .+ may do$/ });
      await access.getByRole('checkbox', { name: words.wellness }).uncheck();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Saved.')).toBeVisible();
      await expect(daughterPage).toHaveURL(/\/carer_home$/);
      const links = daughterPage.getByRole('navigation', { name: words.nav }).getByRole('link');
      await expect(links).toHaveCount(2);
      await links.nth(1).click();
      await expect(daughterPage).toHaveURL(/\/chatbot$/);
    }
    await page.getByRole('button', { name: words.revoke }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.revoke }).click();
    await expect(page.getByRole('button', { name: words.revoke })).toHaveCount(0);

    // her open page leaves at once and says so, without a reload
    await expect(
      daughterPage.getByRole('alert').filter({ hasText: words.ended(mother.fullName) }),
    ).toBeVisible();
    await expect(daughterPage).toHaveURL(/\/carer_home$/);
    await expect(daughterPage.getByText(words.nobody)).toBeVisible();

    if (lng === 'en') {
      // invited again, and by her father too, she accepts each signed in, and switches
      const father = await createPatient(request, `Chan Siu Ming ${Date.now().toString(36)}`);
      for (const parent of [mother, father]) {
        await daughterPage.goto(await invitePath(request, parent));
        await daughterPage.getByRole('button', { name: 'Accept' }).click();
        await expect(daughterPage).toHaveURL(/\/carer_home$/);
        await expect(
          daughterPage.getByText(words.caringFor(parent.fullName)).first(),
        ).toBeVisible();
      }
      await daughterPage.getByLabel('Switch to').selectOption({ label: mother.fullName });
      await expect(daughterPage.getByText(words.caringFor(mother.fullName)).first()).toBeVisible();
      await expect(
        daughterPage.getByRole('listitem').filter({ hasText: father.fullName }),
      ).toContainText('You are their daughter');
      // her own e-mails follow her own settings
      await daughterPage.getByRole('link', { name: 'Your settings and e-mails' }).click();
      await expect(daughterPage).toHaveURL(/\/carer_settings$/);
      await daughterPage.getByRole('tab', { name: 'Notifications' }).click();
      await expect(daughterPage.getByText('Appointment e-mails')).toBeVisible();
      await expect(daughterPage.getByText('Doctor messages')).toBeVisible();
      await expect(daughterPage.getByRole('link', { name: 'Family carers' })).toHaveCount(0);
    }

    expect(carer.errors).toEqual([]);
    expect(doctorErrors).toEqual([]);
    await carer.context.close();
    await doctor.close();
  });
}
