// Appointment e-mails, in the recipient's language: the patient's confirmation, change
// and cancellation notices, and the same news for the doctor. Dates and times are the
// clinic's, written as the app writes them.
import { formatClinicDate, formatSlotTime } from '#common/appointments';
import type { Language } from '#common/language';

export type AppointmentChange = 'BOOKED' | 'RESCHEDULED' | 'CANCELLED';

export type AppointmentMailFacts = {
  change: AppointmentChange;
  recipient: 'PATIENT' | 'DOCTOR';
  doctorName: string;
  patientName: string;
  date: string;
  time: string;
  reason: string;
  /** Before a reschedule. */
  previous?: { date: string; time: string };
  /** Who cancelled, when the other side did. */
  cancelledByOther?: boolean;
  link: string;
};

const when = (date: string, time: string, language: Language) =>
  language === 'zh-HK'
    ? `${formatClinicDate(date, language)} ${formatSlotTime(time, language)}`
    : `${formatClinicDate(date, language)} at ${formatSlotTime(time, language)}`;

function english(f: AppointmentMailFacts) {
  const at = when(f.date, f.time, 'en');
  const other = f.recipient === 'PATIENT' ? f.doctorName : f.patientName;
  const before = f.previous ? ` (was ${when(f.previous.date, f.previous.time, 'en')})` : '';
  const subject = {
    BOOKED:
      f.recipient === 'PATIENT'
        ? `Appointment confirmed: ${at}`
        : `New appointment: ${other}, ${at}`,
    RESCHEDULED: `Appointment rescheduled: ${other}, ${at}`,
    CANCELLED: `Appointment cancelled: ${other}, ${at}`,
  }[f.change];
  const lead = {
    BOOKED:
      f.recipient === 'PATIENT'
        ? `Your appointment with ${other} is confirmed for ${at}.`
        : `${other} has booked an appointment with you for ${at}.`,
    RESCHEDULED: `Your appointment with ${other} is now on ${at}${before}.`,
    CANCELLED: f.cancelledByOther
      ? `${other} cancelled your appointment on ${at}.`
      : `You cancelled your appointment with ${other} on ${at}.`,
  }[f.change];
  const calendarLine =
    f.change === 'CANCELLED'
      ? 'The attached calendar file removes it from your calendar.'
      : 'The attached calendar file adds it to your calendar.';
  return {
    subject,
    text: `${lead}\nReason for the visit: ${f.reason}\nTimes are the clinic's local time.\n${calendarLine}\nSee your appointments: ${f.link}`,
  };
}

function chinese(f: AppointmentMailFacts) {
  const at = when(f.date, f.time, 'zh-HK');
  const other = f.recipient === 'PATIENT' ? f.doctorName : f.patientName;
  const before = f.previous ? `（原定 ${when(f.previous.date, f.previous.time, 'zh-HK')}）` : '';
  const subject = {
    BOOKED: f.recipient === 'PATIENT' ? `預約已確認：${at}` : `新預約：${other}，${at}`,
    RESCHEDULED: `預約已改期：${other}，${at}`,
    CANCELLED: `預約已取消：${other}，${at}`,
  }[f.change];
  const lead = {
    BOOKED:
      f.recipient === 'PATIENT'
        ? `你與${other}的預約已確認，時間為 ${at}。`
        : `${other}已預約你 ${at} 的時段。`,
    RESCHEDULED: `你與${other}的預約已改為 ${at}${before}。`,
    CANCELLED: f.cancelledByOther
      ? `${other}已取消你於 ${at} 的預約。`
      : `你已取消於 ${at} 與${other}的預約。`,
  }[f.change];
  const calendarLine =
    f.change === 'CANCELLED'
      ? '附上的日曆檔案會從你的日曆刪除此預約。'
      : '附上的日曆檔案可把預約加入你的日曆。';
  return {
    subject,
    text: `${lead}\n求診原因：${f.reason}\n時間以診所當地時間為準。\n${calendarLine}\n查看你的預約：${f.link}`,
  };
}

export function appointmentMail(facts: AppointmentMailFacts, language: Language) {
  return language === 'zh-HK' ? chinese(facts) : english(facts);
}

/** The calendar event's title and notes, in the recipient's language. */
export function appointmentEventText(facts: AppointmentMailFacts, language: Language) {
  const other = facts.recipient === 'PATIENT' ? facts.doctorName : facts.patientName;
  return language === 'zh-HK'
    ? { summary: `與${other}的預約`, description: `求診原因：${facts.reason}` }
    : {
        summary: `Appointment with ${other}`,
        description: `Reason for the visit: ${facts.reason}`,
      };
}
