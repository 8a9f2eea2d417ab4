// The demo doctors' unavailable days and slots, so the scheduler shows some closed dates
// and times. Dates are relative to today, so on each start in development the demo
// doctors get a fresh set when they have none left in the bookable window.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { addDays, dateInZone } from '../domain/appointments/clinic-calendar';

/** Days from today and the slots then (null: the whole day). */
const PATTERN: Record<string, { inDays: number; time: string | null }[]> = {
  'demo.doctor': [
    { inDays: 3, time: null },
    { inDays: 5, time: '10:00' },
    { inDays: 5, time: '14:00' },
    { inDays: 9, time: '09:30' },
    { inDays: 9, time: '10:00' },
    { inDays: 9, time: '10:30' },
    { inDays: 9, time: '11:00' },
  ],
  'dr.wong': [
    { inDays: 2, time: null },
    { inDays: 6, time: '13:00' },
  ],
};

export async function seedDemoSchedule(prisma: PrismaClient, timeZone: string, now = new Date()) {
  const today = dateInZone(now, timeZone);
  const doctors = await prisma.user.findMany({
    where: { usernameKey: { in: Object.keys(PATTERN) }, role: 'DOCTOR' },
    select: { id: true, usernameKey: true },
  });
  for (const doctor of doctors) {
    const upcoming = await prisma.doctorUnavailability.count({
      where: { doctorId: doctor.id, date: { gt: today } },
    });
    if (upcoming) continue;
    await prisma.doctorUnavailability.createMany({
      data: PATTERN[doctor.usernameKey].map(({ inDays, time }) => ({
        doctorId: doctor.id,
        date: addDays(today, inDays),
        time,
      })),
    });
  }
}
