// Two server instances on one real PostgreSQL run the job runner at the same moment: each
// patient's reminder is planned once and e-mailed once (unique job keys, rows claimed with
// FOR UPDATE SKIP LOCKED). Runs when TEST_DATABASE_URL points at a server where it may
// create databases.
import { describe, expect, it } from 'vitest';
import { addDays, clinicInstant, localDay } from '../../server/domain/wellness/clinic-days';
import { adminUrl, twoInstancesOnPostgres } from './postgres-instances';

describe.runIf(adminUrl)('scheduled e-mails with two instances on PostgreSQL', () => {
  const instances = twoInstancesOnPostgres('florence_jobs');

  it('plans and sends each patient’s reminder once', async () => {
    const now = clinicInstant(addDays(localDay(new Date()), 2), '09:30');
    await Promise.all([...instances, ...instances].map((app) => app.services.jobs.runNow(now)));
    const { prisma } = instances[0].services;
    const patients = await prisma.user.count({
      where: { role: 'PATIENT', verifiedAt: { not: null } },
    });
    const reminders = await prisma.outboxMessage.groupBy({
      by: ['to'],
      where: { subject: 'Time for your check-in' },
      _count: true,
    });
    expect(patients).toBeGreaterThan(0);
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((row) => row._count === 1)).toBe(true);
    expect(await prisma.job.count({ where: { kind: 'check-in-reminder', doneAt: null } })).toBe(0);
  });
});
