// Accounts for the load runs, written straight into the database before the server
// starts (the embedded database belongs to one process at a time): doctors, each with
// their own patients, and a signed-in session for everyone.
import { hashPassword } from '../../../server/domain/accounts/passwords';
import { createSession } from '../../../server/domain/accounts/sessions';
import { openDatabase } from '../../../server/db/client';
import { applyMigrations } from '../../../server/db/migrate';

export type LoadAccounts = {
  doctors: Array<{ token: string; patients: string[] }>;
  patientTokens: string[];
};

/** `doctors` doctors with `patientsEach` patients each; returns their session tokens. */
export async function seedLoadAccounts(options: {
  dataDir: string;
  databaseUrl?: string;
  doctors: number;
  patientsEach: number;
}): Promise<LoadAccounts> {
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    await applyMigrations(db.adapterFactory);
    const { prisma } = db;
    const passwordHash = await hashPassword('bench-password-1');
    const clinic = await prisma.clinic.create({ data: { name: `Bench clinic ${Date.now()}` } });
    const run = Date.now().toString(36);
    const account = (username: string, role: 'DOCTOR' | 'PATIENT') => ({
      username,
      usernameKey: username,
      email: `${username}@bench.local`,
      passwordHash,
      role,
      clinicId: clinic.id,
      verifiedAt: new Date(),
    });
    const doctors: LoadAccounts['doctors'] = [];
    for (let d = 0; d < options.doctors; d++) {
      const doctor = await prisma.user.create({ data: account(`bd${run}${d}`, 'DOCTOR') });
      const patients: string[] = [];
      for (let p = 0; p < options.patientsEach; p++) {
        const patient = await prisma.user.create({
          data: {
            ...account(`bp${run}${d}x${p}`, 'PATIENT'),
            profile: {
              create: {
                fullName: `Bench Patient ${d}-${p}`,
                treatmentStatus: 'undergoing_treatment',
                assessmentStep: 9,
              },
            },
            doctors: { create: { doctorId: doctor.id } },
          },
        });
        patients.push(await createSession(prisma, patient.id));
      }
      doctors.push({ token: await createSession(prisma, doctor.id), patients });
    }
    return { doctors, patientTokens: doctors.flatMap((d) => d.patients) };
  } finally {
    await db.close();
  }
}
