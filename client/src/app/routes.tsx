// Every route of the app in one place. Areas that later releases build are placeholders
// here (e.g. /appointments, /doctor_patients): replace the element, keep the path.
// Feature pages load on first use (route-level code splitting); the router waits for
// the code before it shows the page, so nothing flashes.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../shared/ui/coming-soon-page';
import type { StepNumber } from '../features/assessment/lib/step-problem';
import { doctorTexts } from '../features/doctor/texts';
import { onboardingPath, SLIDES } from '../features/onboarding/slides';
import { assessmentPath } from '../shared/paths';
import { appTexts } from './app-texts';
import { EntryRedirect } from './guards/entry-redirect';
import { RequireAuth } from './guards/require-auth';
import { CenteredLayout } from './layouts/centered-layout';
import { FullBleedLayout } from './layouts/full-bleed-layout';
import { RootLayout } from './layouts/root-layout';

/** A route's `lazy`: load a module, then pick (or wrap) the page component in it. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const auth = {
  register: page(() => import('../features/auth/components/register-page'), (m) => m.RegisterPage),
  otp: page(() => import('../features/auth/components/otp-page'), (m) => m.OtpPage),
  login: page(() => import('../features/auth/components/login-page'), (m) => m.LoginPage),
  forgot: page(() => import('../features/auth/components/forgot-password-page'), (m) => m.ForgotPasswordPage),
  passwordLink: page(() => import('../features/auth/components/password-link-page'), (m) => m.PasswordLinkPage),
};
const settings = {
  index: page(() => import('../features/settings/components/settings-page'), (m) => m.SettingsPage),
  password: page(() => import('../features/settings/components/password-security-page'), (m) => m.PasswordSecurityPage),
  display: page(() => import('../features/settings/components/display-language-page'), (m) => m.DisplayLanguagePage),
};

const florence = {
  chat: page(() => import('../features/florence/components/chatbot-page'), (m) => m.ChatbotPage),
  voice: page(() => import('../features/florence/components/voice-chat-page'), (m) => m.VoiceChatPage),
};

const { t } = appTexts;
const ASSESSMENT_STEPS: StepNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const publicCentered: RouteObject[] = [
  { path: '/welcome_screen', lazy: page(() => import('../features/welcome/welcome-page'), (m) => m.WelcomePage) },
  ...SLIDES.map((_, index) => ({
    path: onboardingPath(index + 1),
    lazy: page(() => import('../features/onboarding/onboarding-page'), (m) => () => <m.OnboardingPage step={index + 1} />),
  })),
  { path: '/register', lazy: auth.register },
  { path: '/otp', lazy: auth.otp },
  { path: '/login', lazy: auth.login },
  { path: '/forgotPassword', lazy: auth.forgot },
  { path: '/passwordLink', lazy: auth.passwordLink },
];

const assessment: RouteObject[] = ASSESSMENT_STEPS.map((step) => ({
  path: assessmentPath(step),
  lazy: page(() => import('../features/assessment/components/assessment-step-page'), (m) => () => <m.AssessmentStepPage step={step} />),
}));

const patientAreas: RouteObject[] = [
  { path: '/home', lazy: page(() => import('../features/home/home-page'), (m) => m.HomePage) },
  { path: '/dashboard', lazy: page(() => import('../features/dashboard/components/dashboard-page'), (m) => m.DashboardPage) },
  { path: '/chatbot', lazy: florence.chat },
  { path: '/chatbot_voice', lazy: florence.voice },
  { path: '/appointments', element: <ComingSoonPage title={t.appointments} /> },
  { path: '/appointment_scheduler', element: <ComingSoonPage title={t.appointmentScheduler} back /> },
  { path: '/achievements', element: <ComingSoonPage title={t.achievements} /> },
  { path: '/achievements_library', element: <ComingSoonPage title={t.achievementsLibrary} back /> },
  { path: '/badge_details/:variant', element: <ComingSoonPage title={t.badgeDetails} back /> },
  { path: '/medication', element: <ComingSoonPage title={t.medication} back /> },
  { path: '/medication_details', element: <ComingSoonPage title={t.medicationDetails} back /> },
  { path: '/articles', element: <ComingSoonPage title={t.articles} backTo="/home" /> },
  { path: '/articles_details', element: <ComingSoonPage title={t.articleDetails} back /> },
  { path: '/healthcare_provider', element: <ComingSoonPage title={t.healthcareProvider} backTo="/settings" /> },
  { path: '/settings', lazy: settings.index },
];

const signedInAreas: RouteObject[] = [
  { path: '/password_security', lazy: settings.password },
  { path: '/display_language', lazy: settings.display },
  { path: '/profile_management', element: <ComingSoonPage title={t.profileManagement} back /> },
];

const doctorAreas: RouteObject[] = [
  { path: '/doctor_home', lazy: page(() => import('../features/doctor/doctor-home-page'), (m) => m.DoctorHomePage) },
  { path: '/doctor_patients', element: <ComingSoonPage title={doctorTexts.t.patients} /> },
  { path: '/doctor_notifications', lazy: page(() => import('../features/doctor/components/follow-ups-page'), (m) => m.FollowUpsPage) },
  { path: '/doctor_settings', lazy: settings.index },
  { path: '/patient_details/:patientId', element: <ComingSoonPage title={doctorTexts.t.patientDetails} backTo="/doctor_patients" /> },
  { path: '/add_medication/:patientId', element: <ComingSoonPage title={doctorTexts.t.addMedication} back /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // the first page's code is still loading: show nothing rather than a spinner flash
    HydrateFallback: () => null,
    children: [
      { path: '/', element: <EntryRedirect /> },
      {
        element: <CenteredLayout />,
        children: [...publicCentered, { element: <RequireAuth role="patient" />, children: assessment }],
      },
      {
        element: <FullBleedLayout />,
        children: [
          { path: '/help_center', element: <ComingSoonPage title={t.helpCenter} back /> },
          { path: '/helpCenter', element: <Navigate to="/help_center" replace /> },
          { element: <RequireAuth role="patient" />, children: patientAreas },
          { element: <RequireAuth />, children: signedInAreas },
          { element: <RequireAuth role="doctor" />, children: doctorAreas },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
