// A patient's report as a PDF: the text drawn in it (extracted with pdf.js, as a reader
// would) holds the period's figures, the same as the patient record shows, in the
// language asked for, Chinese included. Only the patient and their own doctors get it; a
// period against the rules is refused with the spec's message and no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDay } from '../../common/clinic-day';
import { startTestServer, type TestServer } from './harness';
import {
  finishedCheckIn,
  newDoctor,
  newPatientOf,
  prescribedOn,
  type Person,
} from './workspace-fixtures';

let server: TestServer;
let doctor: Person;
let patient: Person;

const daysAgo = (days: number) => clinicDay(new Date(Date.now() - days * 86_400_000));

async function download(query: string, token?: string, language = 'en') {
  const response = await fetch(`${server.url}/reports/patients/${patient.id}?${query}`, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': language,
    },
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

/** Every piece of text on every page, in drawing order, as one string. */
async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  let text = '';
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('') + '\n';
  }
  return text;
}

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
  patient = await newPatientOf(server, doctor, { fullName: '陳大文' });
  const { data } = await server.gql(
    `mutation A($id: ID!, $input: PrescriptionInput!) { addPrescription(patientId: $id, input: $input) { id } }`,
    {
      id: patient.id,
      input: {
        name: 'Capecitabine',
        strength: '500mg',
        quantity: '84',
        medicationType: 'tablet',
        expirationDate: '2099-01-01',
        dosageInstructions: 'Three tablets twice a day',
        usedFor: 'Chemotherapy',
        scheduleTimes: ['08:00'],
        intakeTiming: 'with_food',
        startDate: daysAgo(3),
      },
    },
    { token: doctor.token },
  );
  await prescribedOn(server, data.addPrescription.id, daysAgo(3));
  for (const days of [3, 2])
    await server.services.prisma.doseLog.create({
      data: {
        prescriptionId: data.addPrescription.id,
        patientId: patient.id,
        scheduledFor: new Date(`${daysAgo(days)}T08:00:00+08:00`),
        status: 'TAKEN',
      },
    });
  await finishedCheckIn(server, patient.token, ['I have a cough, moderate', 'since yesterday']);
});
afterAll(() => server.stop());

/** The record's own figures for the same days: the week so far and the adherence. */
async function recordFigures() {
  const { data } = await server.gql(
    `query O($id: ID!) { patientOverview(patientId: $id) { weekly { wellness } } }`,
    { id: patient.id },
    { token: doctor.token },
  );
  const hongKongHour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Hong_Kong',
    }).format(new Date()),
  );
  const due = 3 + (hongKongHour >= 8 ? 1 : 0);
  return { wellness: data.patientOverview.weekly.wellness, adherence: Math.round(200 / due) };
}

describe('patient report', () => {
  it('is a PDF of the last week, in Chinese for a doctor who reads Chinese', async () => {
    const { response, body } = await download('kind=weeks&count=1', doctor.token, 'zh-HK');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(body);
    const figures = await recordFigures();
    expect(text).toContain('病人報告: 陳大文');
    expect(text).toContain(`期間: ${daysAgo(6)} 至 ${daysAgo(0)}`);
    expect(text).toContain(`健康分數（0-100）: ${figures.wellness}`);
    expect(text).toContain(`服藥依從度: ${figures.adherence}%`);
    expect(text).toContain(`Capecitabine 500mg (使用中): 服藥依從度 ${figures.adherence}%`);
    expect(text).toContain('每日症狀');
    // the symptom lines too: the English check-in's cough and severity read in Chinese
    expect(text).toMatch(new RegExp(`${daysAgo(0)} \\(指數 [\\d.]+\\): .*咳嗽 – 中等`));
    expect(text).toContain('分流評估結果');
    // the check-in was held in English; its rationale reads in the reader's Chinese
    expect(text).toMatch(/密切留意: 咳嗽程度中等/);
    expect(text).not.toMatch(/Cough is moderate|moderate cough/i);
  });

  it('says so when a period has no records, in English', async () => {
    const from = daysAgo(300);
    const to = daysAgo(200);
    const { response, body } = await download(`kind=custom&from=${from}&to=${to}`, patient.token);
    expect(response.status).toBe(200);
    const text = await pdfText(body);
    expect(text).toContain(`Period: ${from} to ${to}`);
    expect(text).toContain('Wellness score (0-100): no data');
    expect(text).toContain('No data for this period.');
  });

  it.each([
    ['kind=weeks&count=0', 'select at least 1 week'],
    ['kind=weeks&count=二', 'select at least 1 week'],
    ['kind=month&count=', 'select at least 1 month'],
    [`kind=custom&from=${daysAgo(5)}&to=${daysAgo(0)}`, 'select at least 7 days'],
    [`kind=custom&from=${daysAgo(0)}&to=${daysAgo(9)}`, 'Please choose a valid range of dates.'],
    [`kind=custom&from=${daysAgo(3)}&to=${daysAgo(-5)}`, 'Please choose a valid range of dates.'],
    ['kind=custom&from=2026-02-01&to=2026-02-30', 'Please choose a valid range of dates.'],
    ['kind=weeks&count=60', 'A report covers one year at the most.'],
  ])('refuses %s with “%s”', async (query, message) => {
    const { response, body } = await download(query, doctor.token);
    expect(response.status).toBe(422);
    expect(JSON.parse(body.toString()).detail).toBe(message);
  });

  it('is for the patient and their own doctors only', async () => {
    const other = await newDoctor(server);
    const otherPatient = await newPatientOf(server, other);
    const status = async (token?: string) => {
      const { response, body } = await download('kind=weeks&count=1', token);
      return [response.status, response.ok ? 'pdf' : JSON.parse(body.toString()).code];
    };
    expect(await status()).toEqual([401, 'UNAUTHENTICATED']);
    expect(await status(patient.token)).toEqual([200, 'pdf']);
    expect(await status(doctor.token)).toEqual([200, 'pdf']);
    expect(await status(otherPatient.token)).toEqual([404, 'NOT_FOUND']);
    expect(await status(other.token)).toEqual([404, 'NOT_FOUND']);
  });
});
