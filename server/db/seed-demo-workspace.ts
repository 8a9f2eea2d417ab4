// Demo data for the doctor's workspace (diagnoses, and later prescriptions and messages),
// added to the demo accounts of seed-demo.ts. Runs at every start of a development
// server and does nothing once it has run, so an existing demo database gets it too.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { CancerTypeKey } from '#common/patients/cancer-types';
import type { StageKey } from '#common/patients/stages';

const DIAGNOSES: Record<string, { cancerType: CancerTypeKey; stage: StageKey }> = {
  'demo.patient': { cancerType: 'colorectal', stage: 'stage_iii' },
  'lee.siu.ming': { cancerType: 'breast', stage: 'stage_ii' },
  'wong.ka.yan': { cancerType: 'lung', stage: 'stage_iv' },
  'cheung.wai': { cancerType: 'lymphoma', stage: 'remission' },
  'ho.mei.ling': { cancerType: 'thyroid', stage: 'follow_up' },
};

export async function seedDemoWorkspace(prisma: PrismaClient): Promise<boolean> {
  const users = await prisma.user.findMany({
    where: { username: { in: Object.keys(DIAGNOSES) } },
    select: { id: true, username: true, diagnosis: { select: { patientId: true } } },
  });
  // Only on a demo database, and only once (a doctor may have changed the stages since).
  if (!users.length || users.some((user) => user.diagnosis)) return false;
  await prisma.$transaction(async (tx) => {
    for (const user of users)
      await tx.diagnosis.create({ data: { patientId: user.id, ...DIAGNOSES[user.username] } });
  });
  return true;
}
