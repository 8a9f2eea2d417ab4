// Appointment constants shared by the server (rules, e-mails) and the client (scheduler,
// cards). The values are the product spec's (part 2, section 9).
import type { Language } from './language';

/** The clinic's bookable slots, as HH:MM in 24 hours (the spec writes them 09:30 AM … 03:00 PM). */
export const APPOINTMENT_SLOTS = [
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '13:00',
  '14:00',
  '15:00',
] as const;
export type AppointmentSlot = (typeof APPOINTMENT_SLOTS)[number];

/** Bookable dates: this many days, starting tomorrow in the clinic's time zone. */
export const BOOKABLE_DAYS = 13;

/** The clinic's time zone unless CLINIC_TIME_ZONE says otherwise. */
export const DEFAULT_CLINIC_TIME_ZONE = 'Asia/Hong_Kong';

/** What the patient sees: stored BOOKED turns COMPLETED once its time has passed. */
export const APPOINTMENT_TABS = ['UPCOMING', 'COMPLETED', 'CANCELLED'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

/** Doctors' specialties, stored as keys and translated where shown. */
export const SPECIALTIES = {
  clinical_oncology: { en: 'Clinical Oncology', 'zh-HK': '臨床腫瘤科' },
  medical_oncology: { en: 'Medical Oncology', 'zh-HK': '內科腫瘤科' },
  surgical_oncology: { en: 'Surgical Oncology', 'zh-HK': '外科腫瘤科' },
  haematology: { en: 'Haematology', 'zh-HK': '血液科' },
  palliative_care: { en: 'Palliative Care', 'zh-HK': '紓緩治療科' },
  oncology_nursing: { en: 'Oncology Nursing', 'zh-HK': '腫瘤科護理' },
} as const satisfies Record<string, Record<Language, string>>;
export type Specialty = keyof typeof SPECIALTIES;

export const specialtyName = (key: string | null | undefined, language: Language) =>
  key && key in SPECIALTIES ? SPECIALTIES[key as Specialty][language] : '';

/**
 * A slot as people and older clients write it ('09:30 AM', '9:30am', '下午3:00', '15:00',
 * '0930') in the canonical HH:MM form, or the text unchanged when it is no time at all.
 */
export function normaliseSlotTime(value: string): string {
  const match =
    /^\s*(上午|下午)?\s*(\d{1,2})\s*[:：.]?\s*(\d{2})\s*(am|pm|a\.m\.|p\.m\.)?\s*$/i.exec(value);
  if (!match) return value;
  const [, zhHalf, h, m, enHalf] = match;
  let hour = Number(h);
  const afternoon = zhHalf === '下午' || enHalf?.[0]?.toLowerCase() === 'p';
  const half = zhHalf || enHalf ? (afternoon ? 'pm' : 'am') : undefined;
  if (half && (hour < 1 || hour > 12)) return value;
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  if (hour > 23 || Number(m) > 59) return value;
  return `${String(hour).padStart(2, '0')}:${m}`;
}

const timeFormats = new Map<Language, Intl.DateTimeFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** '09:30' as the spec shows it: '09:30 AM' in English, '上午09:30' in Chinese. */
export function formatSlotTime(time: string, language: Language): string {
  const [hour, minute] = time.split(':').map(Number);
  let format = timeFormats.get(language);
  if (!format)
    timeFormats.set(
      language,
      (format = new Intl.DateTimeFormat(language === 'zh-HK' ? 'zh-HK' : 'en-US', {
        hour: '2-digit',
        minute: '2-digit',
        hour12: true,
        timeZone: 'UTC',
      })),
    );
  return format.format(Date.UTC(2000, 0, 1, hour, minute));
}

/** '2026-11-25' as 'Wed, 25 Nov 2026' or '2026年11月25日星期三' (a calendar date: no time zone). */
export function formatClinicDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  let format = dateFormats.get(language);
  if (!format)
    dateFormats.set(
      language,
      (format = new Intl.DateTimeFormat(language === 'zh-HK' ? 'zh-HK' : 'en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })),
    );
  return format.format(Date.UTC(year, month - 1, day));
}
