// Demo data for the doctor's workspace, added to the demo accounts of seed-demo.ts:
// diagnoses, prescriptions (the spec's five sample medications for Lee Siu Ming, a
// similar set for the other demo patients), eight weeks of dose marks for Chan Tai Man, the
// doctors' departments and a first message from Dr. Mei Chan.
// Runs at every start of a development server; each part is added once (when its table
// holds nothing for the demo patients), so an existing demo database gets new parts too.
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { CancerTypeKey } from '#common/patients/cancer-types';
import type { StageKey } from '#common/patients/stages';
import type { DepartmentKey } from '#common/doctors/departments';
import { clinicDay } from '#common/clinic-day';
import { addDays } from '../domain/wellness/clinic-days';
import { scheduledDoses } from '../domain/wellness/adherence';
import { DEMO_PRESCRIPTIONS, type DemoPrescription } from './seed-demo-prescriptions';
import { HISTORY_DAYS } from './seed-demo-history';

const DIAGNOSES: Record<string, { cancerType: CancerTypeKey; stage: StageKey }> = {
  'demo.patient': { cancerType: 'colorectal', stage: 'stage_iii' },
  'lee.siu.ming': { cancerType: 'breast', stage: 'stage_ii' },
  'wong.ka.yan': { cancerType: 'lung', stage: 'stage_iv' },
  'cheung.wai': { cancerType: 'lymphoma', stage: 'remission' },
  'ho.mei.ling': { cancerType: 'thyroid', stage: 'follow_up' },
};

type Demo = { ids: Record<string, string>; doctorOf: Record<string, string>; now: Date };

export async function seedDemoWorkspace(prisma: PrismaClient, now = new Date()): Promise<boolean> {
  const patients = await prisma.user.findMany({
    where: { username: { in: Object.keys(DIAGNOSES) }, role: 'PATIENT' },
    select: { id: true, username: true, doctors: { select: { doctorId: true }, take: 1 } },
  });
  if (!patients.length) return false;
  const demo: Demo = {
    ids: Object.fromEntries(patients.map((p) => [p.username, p.id])),
    doctorOf: Object.fromEntries(patients.map((p) => [p.username, p.doctors[0]?.doctorId])),
    now,
  };
  const ids = Object.values(demo.ids);
  let seeded = false;
  if (!(await prisma.diagnosis.count({ where: { patientId: { in: ids } } }))) {
    await seedDiagnoses(prisma, demo);
    seeded = true;
  }
  if (!(await prisma.prescription.count({ where: { patientId: { in: ids } } }))) {
    await seedPrescriptions(prisma, demo);
    seeded = true;
  }
  if (await seedDepartments(prisma)) seeded = true;
  if (!(await prisma.patientMessage.count({ where: { patientId: { in: ids } } }))) {
    await seedMessages(prisma, demo);
    seeded = true;
  }
  return seeded;
}

const DEPARTMENTS: Record<string, DepartmentKey> = {
  'demo.doctor': 'clinical_oncology',
  'dr.wong': 'medical_oncology',
};

async function seedDepartments(prisma: PrismaClient) {
  let changed = 0;
  for (const [username, department] of Object.entries(DEPARTMENTS)) {
    const { count } = await prisma.profile.updateMany({
      where: { user: { username }, department: null },
      data: { department },
    });
    changed += count;
  }
  return changed > 0;
}

async function seedMessages(prisma: PrismaClient, { ids, doctorOf, now }: Demo) {
  const patientId = ids['demo.patient'];
  if (!patientId || !doctorOf['demo.patient']) return;
  await prisma.patientMessage.create({
    data: {
      patientId,
      doctorId: doctorOf['demo.patient'],
      type: 'appointment',
      title: 'Blood test before your next cycle',
      description:
        'Please have your blood test at the clinic two days before your next chemotherapy cycle. Bring your medication list.',
      createdAt: ago(now, 1),
    },
  });
}

async function seedDiagnoses(prisma: PrismaClient, { ids }: Demo) {
  await prisma.diagnosis.createMany({
    data: Object.entries(ids).map(([username, patientId]) => ({
      patientId,
      ...DIAGNOSES[username],
    })),
  });
}

const dayOffset = (now: Date, days: number) => addDays(clinicDay(now), days);
const ago = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

function prescriptionRow(demo: Demo, username: string, rx: DemoPrescription) {
  const { now } = demo;
  const { startedDaysAgo, expiresInDays, ended, ...fields } = rx;
  const doctorId = demo.doctorOf[username];
  const endedAt = ended ? ago(now, ended.daysAgo) : null;
  return {
    ...fields,
    id: randomUUID(),
    patientId: demo.ids[username],
    prescribedById: doctorId,
    updatedById: doctorId,
    startDate: dayOffset(now, -startedDaysAgo),
    startedAt: ago(now, startedDaysAgo),
    expirationDate: dayOffset(now, expiresInDays),
    status: ended?.status ?? ('ACTIVE' as const),
    endedAt,
    endedById: ended ? doctorId : null,
    discontinueReason: ended?.reason ?? null,
  };
}

/** Every row built first, then written in three statements: start-up stays quick. */
async function seedPrescriptions(prisma: PrismaClient, demo: Demo) {
  const prescriptions: ReturnType<typeof prescriptionRow>[] = [];
  const events: Prisma.PrescriptionEventCreateManyInput[] = [];
  const doses: Prisma.DoseLogCreateManyInput[] = [];
  for (const [username, list] of Object.entries(DEMO_PRESCRIPTIONS)) {
    if (!demo.ids[username] || !demo.doctorOf[username]) continue;
    for (const rx of list) {
      const row = prescriptionRow(demo, username, rx);
      prescriptions.push(row);
      const event = {
        prescriptionId: row.id,
        patientId: row.patientId,
        actorId: row.prescribedById,
      };
      events.push({ ...event, kind: 'PRESCRIBED', createdAt: row.startedAt });
      if (rx.ended && row.endedAt)
        events.push({
          ...event,
          kind: rx.ended.status,
          reason: row.discontinueReason,
          createdAt: row.endedAt,
        });
      if (username === 'demo.patient' && row.status === 'ACTIVE')
        doses.push(...demoDoseMarks(row, demo.now));
    }
  }
  await prisma.$transaction([
    prisma.prescription.createMany({ data: prescriptions }),
    prisma.prescriptionEvent.createMany({ data: events }),
    prisma.doseLog.createMany({ data: doses }),
  ]);
}

/**
 * Eight weeks of marks up to yesterday (as far back as the demo's history of check-ins):
 * nearly every dose taken, now and then one skipped or left unmarked (missed), in a fixed
 * pattern so the demo reads the same every time.
 */
function demoDoseMarks(
  prescription: { id: string; patientId: string; scheduleTimes: string[]; startDate: string },
  now: Date,
) {
  const from = dayOffset(now, -HISTORY_DAYS);
  const doses = scheduledDoses(
    { times: prescription.scheduleTimes, startDate: prescription.startDate },
    from,
    dayOffset(now, -1),
  );
  return doses.flatMap((dose, index) => {
    if (index % 11 === 5) return [];
    const status = index % 13 === 7 ? ('SKIPPED' as const) : ('TAKEN' as const);
    return [
      {
        prescriptionId: prescription.id,
        patientId: prescription.patientId,
        scheduledFor: dose.at,
        status,
        markedAt: new Date(dose.at.getTime() + 10 * 60_000),
      },
    ];
  });
}
