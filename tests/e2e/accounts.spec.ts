// Accounts end to end, against the real server and the built client: sign-up with the
// e-mailed code, sign-in, the nine-step health profile, language, password reset.
import {
  createVerifiedAccount,
  logIn,
  mailedCode,
  newPerson,
  serverProfile,
  typeCode,
  type Person,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

async function fillRegistration(
  page: Page,
  person: Person,
  accessCode: string,
  labels = REGISTER_EN,
) {
  await page.getByLabel(labels.email).fill(person.email);
  await page.getByLabel(labels.accessCode).fill(accessCode);
  await page.getByLabel(labels.username).fill(person.username);
  await page.getByLabel(labels.password, { exact: true }).fill(person.password);
  await page.getByLabel(labels.confirm, { exact: true }).fill(person.password);
}

const REGISTER_EN = {
  email: 'E-mail',
  accessCode: 'Access code',
  username: 'Username',
  password: 'Password',
  confirm: 'Confirm password',
};
const REGISTER_ZH = {
  email: '電郵',
  accessCode: '登記碼',
  username: '用戶名稱',
  password: '密碼',
  confirm: '確認密碼',
};

test('a patient signs up, verifies the code, fills in the profile, keeps it after a reload and signs out', async ({
  page,
  request,
}) => {
  const person = newPerson('pt');

  // first visit: welcome, then the introduction
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome_screen$/);
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/onboarding01$/);
  await expect(page.getByRole('heading', { name: 'Personalised health' })).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'AI symptom logger' })).toBeVisible();
  await page.getByRole('link', { name: /Go back to step 1/ }).click();
  await expect(page).toHaveURL(/\/onboarding01$/);
  await page.getByRole('link', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);

  // sign-up
  await fillRegistration(page, person, 'DEMO-PATIENT');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account created successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/otp$/);
  const [local] = person.email.split('@');
  await expect(page.getByText(`${local[0]}***${local.at(-1)}@example.com`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

  const { code, mail } = await mailedCode(request, person.email);
  expect(mail.subject).toContain('verification code');
  await typeCode(page, code);
  await expect(page.getByText('Code verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('email'), localStorage.getItem('username')]),
  ).toEqual([null, null]);

  // sign-in opens the profile wizard at its first step
  await logIn(page, person);
  await expect(page).toHaveURL(/\/assessment01$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored).toMatchObject({ username: person.username, role: 'patient' });

  const progress = page.getByRole('progressbar');
  const continueButton = page.getByRole('button', { name: 'Continue' });

  // 1 full name: Continue pressed too early says what is missing (it is never greyed out)
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await continueButton.click();
  await expect(continueButton).toHaveAccessibleDescription('Full Name is required');
  await expect(page).toHaveURL(/\/assessment01$/);
  await page.getByLabel('Full name').fill('Chan Siu Ming');
  await continueButton.click();

  // 2 date of birth
  await expect(page).toHaveURL(/\/assessment02$/);
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await page.getByLabel('Month').selectOption({ label: 'Mar' });
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Year').selectOption('1968');
  await expect(page.getByText(/^I'm \d+ years of age$/)).toBeVisible();
  await continueButton.click();

  // 3 gender
  await expect(page).toHaveURL(/\/assessment03$/);
  await page.getByRole('radio', { name: 'Female' }).check();
  await continueButton.click();

  // 4 height: inches, one step up from the converted default
  await expect(page).toHaveURL(/\/assessment04$/);
  await expect(page.getByRole('link', { name: 'Skip for now' })).toBeVisible();
  await page.getByRole('radio', { name: 'inch' }).check();
  const height = page.getByRole('slider', { name: /Height/ });
  await expect(height).toHaveValue('65');
  await height.focus();
  await page.keyboard.press('ArrowRight');
  await expect(height).toHaveValue('66');
  await continueButton.click();

  // 5 weight: kg → lbs converts (60 kg = 132 lbs)
  await expect(page).toHaveURL(/\/assessment05$/);
  const weight = page.getByRole('slider', { name: /Weight/ });
  await expect(weight).toHaveValue('60');
  await page.getByRole('radio', { name: 'lbs' }).check();
  await expect(weight).toHaveValue('132');
  await continueButton.click();

  // 6 blood type: group and sign are both needed
  await expect(page).toHaveURL(/\/assessment06$/);
  await page.getByRole('radio', { name: 'AB' }).check();
  await expect(continueButton).toHaveAccessibleDescription(
    'Please select your full blood type (group and Rh sign).',
  );
  await page.getByRole('radio', { name: 'Negative (−)' }).check();
  await expect(page.getByText('Your blood type: AB-')).toBeVisible();
  await continueButton.click();

  // 7 fitness level
  await expect(page).toHaveURL(/\/assessment07$/);
  const fitness = page.getByRole('slider', { name: 'Fitness level' });
  await fitness.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('I exercise 4 times a week.')).toBeVisible();
  await continueButton.click();

  // 8 activities: None stands alone
  await expect(page).toHaveURL(/\/assessment08$/);
  await page.getByRole('checkbox', { name: 'Jogging' }).check();
  await page.getByRole('checkbox', { name: 'None' }).check();
  await expect(page.getByRole('checkbox', { name: 'Jogging' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Swimming' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'None' }).uncheck();
  await page.getByRole('checkbox', { name: 'Swimming' }).check();
  await page.getByRole('checkbox', { name: 'Walking' }).check();
  await continueButton.click();

  // 9 check-up frequency, then home
  await expect(page).toHaveURL(/\/assessment09$/);
  await page.getByRole('radio', { name: 'Monthly', exact: true }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: /^(Good (morning|afternoon|evening)|Hello), Chan Siu Ming$/,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page');

  // everything was saved on the server …
  expect((await serverProfile(page, request)).profile).toEqual({
    fullName: 'Chan Siu Ming',
    birthdate: '1968-03-14',
    gender: 'Female',
    heightValue: 66,
    heightUnit: 'in',
    weightValue: 132,
    weightUnit: 'lbs',
    bloodType: 'AB-',
    fitnessLevel: 4,
    activities: ['Swimming', 'Walking'],
    checkupFrequency: 'Monthly',
    assessmentStep: 9,
  });

  // … and survives a reload: the session and the pre-filled wizard come back
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Chan Siu Ming$/ })).toBeVisible();
  await page.goto('/assessment05');
  await expect(page.getByRole('radio', { name: 'lbs' })).toBeChecked();
  await expect(page.getByRole('slider', { name: /Weight/ })).toHaveValue('132');
  await page.goto('/assessment08');
  await expect(page.getByRole('checkbox', { name: 'Walking' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Jogging' })).not.toBeChecked();

  // sign out
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  // a returning visitor lands on the login page, not on the welcome screen
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up in Traditional Chinese, then switching the language on the settings page', async ({
  page,
  request,
}) => {
  const person = newPerson('zh');

  await page.goto('/register?lng=zh-HK');
  await expect(page.getByRole('heading', { name: '建立帳戶' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');

  // the server answers in Chinese too (the app sends Accept-Language)
  await fillRegistration(page, person, 'NOT-A-CODE', REGISTER_ZH);
  await page.getByRole('button', { name: '註冊' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '登記碼無效或已過期。' })).toBeVisible();

  await page.getByLabel('登記碼').fill('DEMO-PATIENT');
  await page.getByRole('button', { name: '註冊' }).click();
  await expect(page.getByText('帳戶已成功建立！正在跳轉...')).toBeVisible();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByRole('heading', { name: '輸入驗證碼' })).toBeVisible();

  const { code, mail } = await mailedCode(request, person.email);
  expect(mail.subject).toContain('驗證碼');
  await typeCode(page, code, (n) => `第 ${n} 位數字（共 6 位）`);
  await expect(page.getByText('驗證碼已成功驗證！')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, person, { username: '用戶名稱', password: '密碼', button: '登入' });
  await expect(page).toHaveURL(/\/assessment01$/);
  await expect(page.getByRole('heading', { name: '你的全名是？' })).toBeVisible();
  await page.getByLabel('全名').fill('陳小明');
  await page.getByRole('button', { name: '繼續' }).click();
  await expect(page).toHaveURL(/\/assessment02$/);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '第 2 步，共 9 步');

  // switch to English without a reload
  await page.goto('/display_language');
  await expect(page.getByRole('heading', { name: '顯示與語言' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { name: 'Display & language' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('en');
});

test('a doctor signs up with a doctor access code and lands on the doctor home', async ({
  page,
  request,
}) => {
  const person = newPerson('dr');

  await page.goto('/register');
  await fillRegistration(page, person, 'DEMO-DOCTOR');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  const { code } = await mailedCode(request, person.email);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, person);
  await expect(page).toHaveURL(/\/doctor_home$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Patients', 'Follow-ups', 'Settings']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe(
    'doctor',
  );

  // patient areas are not for doctors; the entry route knows the role
  await page.goto('/home');
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/doctor_home$/);
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/doctor_settings$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('bad input is explained: missing fields, mismatched passwords, a wrong access code, a wrong code, wrong credentials', async ({
  page,
  request,
}) => {
  const person = newPerson('bad');

  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' }),
  ).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();

  await fillRegistration(page, person, 'DEMO-PATIENT');
  await page.getByLabel('Confirm password', { exact: true }).fill(`${person.password}-typo`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByLabel('Access code').fill('WRONG-CODE');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This access code is not valid or has expired.' }),
  ).toBeVisible();

  await page.getByLabel('Access code').fill('DEMO-PATIENT');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/otp$/);

  // a wrong code: the boxes empty and the first one takes the focus again
  const { code } = await mailedCode(request, person.email);
  const wrong = code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
  await typeCode(page, wrong);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid OTP code. Please try again.' }),
  ).toBeVisible();
  for (let n = 1; n <= 6; n++) await expect(page.getByLabel(`Digit ${n} of 6`)).toHaveValue('');
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();

  // one digit per box; backspace on an empty box goes back to the one before
  await page.keyboard.type('12');
  await expect(page.getByLabel('Digit 3 of 6')).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page.getByLabel('Digit 2 of 6')).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page.getByLabel('Digit 2 of 6')).toHaveValue('');
  await page.keyboard.press('Backspace');
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('1');

  // Verify with one digit says what is missing (it is never greyed out)
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveAccessibleDescription(
    'Please enter the 6-digit code.',
  );

  // a pasted code fills all six boxes and is sent at once
  await page.getByLabel('Digit 1 of 6').evaluate((box, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, `code: ${wrong}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid OTP code. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue('');

  // signing in before the code is entered is refused with a reason
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter both username and password.' }),
  ).toBeVisible();
  await logIn(page, person);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please verify your e-mail with the 6-digit code before signing in.' }),
  ).toBeVisible();
  await logIn(page, { ...person, password: 'not-the-password' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset with the e-mailed code, then the new one signs in', async ({
  page,
  request,
}) => {
  const person = newPerson('fp');
  await createVerifiedAccount(request, person);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(`/passwordLink?email=${encodeURIComponent(person.email)}`);
  await expect(page.getByRole('link', { name: 'Open e-mail app' })).toHaveAttribute(
    'href',
    'mailto:',
  );
  await expect(page.getByRole('button', { name: /Send again in \d+s/ })).toBeDisabled();

  // mail 0 was the sign-up code; mail 1 is the reset code with a link to this page
  const { code, mail } = await mailedCode(request, person.email, 1);
  expect(mail.text).toContain(`/passwordLink?email=${encodeURIComponent(person.email)}`);
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);

  const newPassword = `${person.password}-new`;
  await page.getByLabel('Reset code (6 digits)').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}-x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been reset. Please log in with the new password.'),
  ).toBeVisible();
  await logIn(page, person);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }),
  ).toBeVisible();
  await logIn(page, { ...person, password: newPassword });
  await expect(page).toHaveURL(/\/assessment01$/);
});

test('a signed-in patient changes the password on /password_security', async ({
  page,
  request,
}) => {
  const person = newPerson('cp');
  await createVerifiedAccount(request, person);

  // a protected page asks for a sign-in, then opens
  await page.goto('/password_security');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, person);
  await expect(page).toHaveURL(/\/password_security$/);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Password & security' }).click();
  await expect(page).toHaveURL(/\/password_security$/);
  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The current password is not correct.' }),
  ).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(person.password);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  // "reset by e-mail" ends this session and opens the forgot-password page
  await page.getByRole('button', { name: 'Reset password by e-mail' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
