// The clinic's calendar day. Patients are in Hong Kong, servers run on UTC and browsers
// anywhere: "today", "after today" and every daily figure mean the Hong Kong day.
export const CLINIC_TIME_ZONE = 'Asia/Hong_Kong';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of the instant in the clinic's time zone. */
export const clinicDay = (instant: Date) => dayFormat.format(instant);
