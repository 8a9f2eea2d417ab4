// The doctor's alert card: the type said once (its tag), the actions on one row, the state
// shown once (a done action goes, the focus moves on), the patient's name a link to their
// record, and in Chinese the texts lead with the alert, not the romanised name.
import type { APIRequestContext } from '@playwright/test';
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient, DEMO_DOCTOR, type Patient } from './support/patients';

/** The patient tells Florence about chest pain: a critical alert for their doctor. */
async function raiseRedAlert(request: APIRequestContext, patient: Patient) {
  const headers = { authorization: `Bearer ${patient.token}` };
  const started = await request.post('/florence/start_session', {
    headers,
    data: { language: 'en', input_mode: 'keyboard', treatment_status: 'undergoing_treatment' },
  });
  const { session_id } = await started.json();
  await request.post('/florence/send_message', {
    headers,
    data: { session_id, message: 'I have chest pain' },
  });
}

async function patientId(request: APIRequestContext, patient: Patient) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${patient.token}` },
    data: { query: '{ me { id } }' },
  });
  return (await response.json()).data.me.id as string;
}

test('one type label, actions whole in their buttons, the state once, and the name links to the patient', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Yip Wai Man ${Date.now().toString(36)}`);
  await raiseRedAlert(request, patient);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_notifications');
  const item = page
    .locator('[data-importance="CRITICAL"]')
    .getByRole('listitem')
    .filter({ hasText: patient.fullName });
  await expect(item).toBeVisible();

  // the type once: in its tag, not again in the headline
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(
    'Symptom SpikeUrgent care (during check-in)',
  );
  expect((await item.innerText()).match(/Symptom Spike/g)).toHaveLength(1);

  // the actions: every label whole inside its button (issue 24: 'Acknowledge' spilled out of
  // a fixed-width column); on a 360 px phone the first two share a row, the third takes the next
  const buttons = item.locator('.follow-up__actions').getByRole('button');
  await expect(buttons).toHaveCount(3);
  const boxes = await buttons.evaluateAll((all) =>
    all.map((button) => ({
      top: Math.round(button.getBoundingClientRect().top),
      spills: button.scrollWidth > button.clientWidth + 1,
    })),
  );
  expect(boxes.map((box) => box.spills)).toEqual([false, false, false]);
  expect(boxes[0]!.top).toBe(boxes[1]!.top);

  // acknowledging: the button goes, the status says it once, the focus moves to Resolve
  await item.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(item).toContainText('Status: Acknowledged');
  await expect(item.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Resolve' })).toBeFocused();
  await item.getByRole('button', { name: 'Resolve' }).click();
  await expect(item).toContainText('Status: Resolved');
  await expect(item.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Override level' })).toBeFocused();

  // the name opens the patient's record
  const link = item.getByRole('link', { name: patient.fullName });
  await expect(link).toHaveAttribute(
    'href',
    `/patient_details/${await patientId(request, patient)}`,
  );

  // in Chinese the override dialog leads with the alert, the name follows
  await page.goto('/doctor_notifications?lng=zh-HK');
  const zhItem = page.getByRole('listitem').filter({ hasText: patient.fullName });
  await zhItem.getByRole('button', { name: '更改級別' }).click();
  const dialog = page.getByRole('dialog', { name: '更改警示級別' });
  await expect(
    dialog.getByText(/^症狀加劇：需要緊急護理（症狀評估期間）（病人：Yip Wai Man/),
  ).toBeVisible();
});
