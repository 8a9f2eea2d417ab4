// Every route of the app (client/src/app/routes.tsx), by who may open it, for the tests
// that visit them all (axe, text size, screenshots). `main` marks the screens whose
// screenshots are kept for review.
export type Audience = 'visitor' | 'patient' | 'doctor';
export type AppRoute = { path: string; audience: Audience; main?: boolean };

const visitor = (path: string, main = false): AppRoute => ({ path, audience: 'visitor', main });
const patient = (path: string, main = false): AppRoute => ({ path, audience: 'patient', main });
const doctor = (path: string, main = false): AppRoute => ({ path, audience: 'doctor', main });

export const APP_ROUTES: AppRoute[] = [
  visitor('/welcome_screen', true),
  ...[1, 2, 3, 4].map((n) => visitor(`/onboarding0${n}`, n === 1)),
  visitor('/login', true),
  visitor('/register'),
  visitor('/otp'),
  visitor('/forgotPassword'),
  visitor('/passwordLink'),
  visitor('/help_center'),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => patient(`/assessment0${n}`, n === 1)),
  patient('/home', true),
  patient('/dashboard', true),
  patient('/chatbot', true),
  patient('/chatbot_voice'),
  patient('/appointments', true),
  patient('/appointment_scheduler'),
  patient('/achievements'),
  patient('/achievements_library'),
  patient('/badge_details/unlocked'),
  patient('/medication'),
  patient('/medication_details'),
  patient('/articles'),
  patient('/articles_details'),
  patient('/healthcare_provider'),
  patient('/settings', true),
  patient('/password_security'),
  patient('/display_language'),
  patient('/profile_management'),
  patient('/connect/not-a-token'),
  doctor('/doctor_home', true),
  doctor('/doctor_patients', true),
  doctor('/doctor_notifications', true),
  doctor('/doctor_appointments'),
  doctor('/doctor_availability'),
  doctor('/doctor_settings'),
  doctor('/doctor_api_keys'),
  doctor('/patient_details/{patientId}', true),
  doctor('/add_medication/{patientId}'),
  doctor('/patient_invite/not-a-token'),
];

/**
 * The widths every route is visited at. `alsoAt` is the narrowest and the widest screen
 * the layout must hold (issue 24: 320 px, WCAG's reflow width, and 1920 px), checked for
 * broken words, spilling labels and sideways scrolling by resizing the same page, in one
 * language each to spare CI's time: 320 px in English, whose long words are the ones that
 * can break, 1920 px in Chinese.
 */
export const WIDTHS = [
  { name: 'phone', width: 360, height: 740, alsoAt: { width: 320, language: 'en' } },
  { name: 'desktop', width: 1280, height: 800, alsoAt: { width: 1920, language: 'zh-HK' } },
] as const;

export const LANGUAGES = ['en', 'zh-HK'] as const;
