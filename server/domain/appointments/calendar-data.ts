// A doctor's calendar for the slot rules, read in two statements for all the dates asked.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { DoctorCalendar } from './slot-rules';

export async function doctorCalendar(
  prisma: PrismaClient,
  doctorId: string,
  dates: readonly string[],
): Promise<DoctorCalendar> {
  const [unavailable, booked] = await Promise.all([
    prisma.doctorUnavailability.findMany({
      where: { doctorId, date: { in: [...dates] } },
      select: { date: true, time: true },
    }),
    prisma.appointment.findMany({
      where: { doctorId, status: 'BOOKED', date: { in: [...dates] } },
      select: { id: true, date: true, time: true },
    }),
  ]);
  return { unavailable, booked };
}
