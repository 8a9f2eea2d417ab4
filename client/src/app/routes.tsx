// Every route of the app in one place. Areas that later releases build are placeholders
// here (e.g. /appointments, /doctor_patients): replace the element, keep the path.
// Each feature page is its own chunk that loads on first use (lazyPage). Router
// navigations are transitions, so the current page stays on screen until the next one's
// code is here; only the very first page shows nothing while it loads (RootLayout).
// Apollo loads with the first page below <BeyondFirstScreen>: the welcome, onboarding and
// sign-in screens do without it.
import { createElement, use, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { StepNumber } from '../features/assessment/lib/step-problem';
import { onboardingPath, SLIDES } from '../features/onboarding/slides';
import type { Role } from '../shared/auth/stored-user';
import { assessmentPath } from '../shared/paths';
import { EntryRedirect } from './guards/entry-redirect';
import { RequireAuth } from './guards/require-auth';
import { CenteredLayout } from './layouts/centered-layout';
import { RootLayout } from './layouts/root-layout';

type Preloadable = { preload(): Promise<unknown> };
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A page whose module loads on first render, or earlier with preload(). Unlike React.lazy,
 * a page already loaded renders at once: React's use() reads a settled promise's value
 * from these two fields, so there is no empty frame (and no ~300 ms Suspense reveal delay).
 */
function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let page: Settled<ComponentType<P>> | undefined;
  const preload = () =>
    (page ??= load().then((module) => {
      const component = pick(module);
      Object.assign(page!, { status: 'fulfilled', value: component });
      return component;
    }));
  const LazyPage = (props: P) => createElement(use(preload()), props);
  return Object.assign(LazyPage, { preload } satisfies Preloadable);
}

// The shell (navigation, icons) is for signed-in pages: the welcome and sign-in screens
// never download it.
const AppShell = lazyPage(
  () => import('./layouts/app-shell'),
  (m) => m.AppShell,
);

const BeyondFirstScreen = lazyPage(
  () => import('./providers/beyond-first-screen'),
  (m) => m.BeyondFirstScreen,
);

const WelcomePage = lazyPage(
  () => import('../features/welcome/welcome-page'),
  (m) => m.WelcomePage,
);
const OnboardingPage = lazyPage(
  () => import('../features/onboarding/onboarding-page'),
  (m) => m.OnboardingPage,
);
const RegisterPage = lazyPage(
  () => import('../features/auth/components/register-page'),
  (m) => m.RegisterPage,
);
const OtpPage = lazyPage(
  () => import('../features/auth/components/otp-page'),
  (m) => m.OtpPage,
);
const LoginPage = lazyPage(
  () => import('../features/auth/components/login-page'),
  (m) => m.LoginPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/components/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const PasswordLinkPage = lazyPage(
  () => import('../features/auth/components/password-link-page'),
  (m) => m.PasswordLinkPage,
);
const AssessmentStepPage = lazyPage(
  () => import('../features/assessment/components/assessment-step-page'),
  (m) => m.AssessmentStepPage,
);
const HomePage = lazyPage(
  () => import('../features/home/home-page'),
  (m) => m.HomePage,
);
const PatientNotifications = lazyPage(
  () => import('../features/notifications/components/patient-notifications'),
  (m) => m.PatientNotifications,
);
const MedicationPage = lazyPage(
  () => import('../features/medication/components/medication-page'),
  (m) => m.MedicationPage,
);
const MedicationDetailsPage = lazyPage(
  () => import('../features/medication/components/medication-details-page'),
  (m) => m.MedicationDetailsPage,
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/components/dashboard-page'),
  (m) => m.DashboardPage,
);
const ChatbotPage = lazyPage(
  () => import('../features/florence/components/chatbot-page'),
  (m) => m.ChatbotPage,
);
const VoiceChatPage = lazyPage(
  () => import('../features/florence/components/voice-chat-page'),
  (m) => m.VoiceChatPage,
);
const SettingsPage = lazyPage(
  () => import('../features/settings/components/settings-page'),
  (m) => m.SettingsPage,
);
const PasswordSecurityPage = lazyPage(
  () => import('../features/settings/components/password-security-page'),
  (m) => m.PasswordSecurityPage,
);
const DisplayLanguagePage = lazyPage(
  () => import('../features/settings/components/display-language-page'),
  (m) => m.DisplayLanguagePage,
);
const RecordAccessPage = lazyPage(
  () => import('../features/settings/components/record-access-page'),
  (m) => m.RecordAccessPage,
);
const AppointmentsPage = lazyPage(
  () => import('../features/appointments/components/appointments-screen'),
  (m) => m.AppointmentsPage,
);
const SchedulerPage = lazyPage(
  () => import('../features/appointments/components/scheduler-page'),
  (m) => m.SchedulerPage,
);
const ApiKeysPage = lazyPage(
  () => import('../features/api-keys/components/api-keys-page'),
  (m) => m.ApiKeysPage,
);
const DoctorAppointmentsPage = lazyPage(
  () => import('../features/appointments/components/appointments-screen'),
  (m) => m.DoctorAppointmentsPage,
);
const AvailabilityPage = lazyPage(
  () => import('../features/appointments/components/availability-page'),
  (m) => m.AvailabilityPage,
);
const AchievementsPage = lazyPage(
  () => import('../features/achievements/components/achievements-page'),
  (m) => m.AchievementsPage,
);
const AchievementsLibraryPage = lazyPage(
  () => import('../features/achievements/components/achievements-library-page'),
  (m) => m.AchievementsLibraryPage,
);
const BadgeDetailsPage = lazyPage(
  () => import('../features/achievements/components/badge-details-page'),
  (m) => m.BadgeDetailsPage,
);
const ArticlesPage = lazyPage(
  () => import('../features/library/components/articles-page'),
  (m) => m.ArticlesPage,
);
const ArticleDetailsPage = lazyPage(
  () => import('../features/library/components/article-details-page'),
  (m) => m.ArticleDetailsPage,
);
const HelpCenterPage = lazyPage(
  () => import('../features/help-center/components/help-center-page'),
  (m) => m.HelpCenterPage,
);
const HealthcareProviderPage = lazyPage(
  () => import('../features/care-team/components/healthcare-provider-page'),
  (m) => m.HealthcareProviderPage,
);
const ProfileManagementPage = lazyPage(
  () => import('../features/profile/components/profile-management-page'),
  (m) => m.ProfileManagementPage,
);
const DoctorHomePage = lazyPage(
  () => import('../features/doctor/home/components/doctor-home-page'),
  (m) => m.DoctorHomePage,
);
const PatientsPage = lazyPage(
  () => import('../features/doctor/patients/components/patients-page'),
  (m) => m.PatientsPage,
);
const PatientDetailsPage = lazyPage(
  () => import('../features/doctor/patient-details/components/patient-details-page'),
  (m) => m.PatientDetailsPage,
);
const AddMedicationPage = lazyPage(
  () => import('../features/doctor/prescriptions/components/add-medication-page'),
  (m) => m.AddMedicationPage,
);
const PatientInvitePage = lazyPage(
  () => import('../features/doctor/care-team/components/patient-invite-page'),
  (m) => m.PatientInvitePage,
);
const ConnectPage = lazyPage(
  () => import('../features/care-team/components/connect-page'),
  (m) => m.ConnectPage,
);
const CareTeamPanel = lazyPage(
  () => import('../features/care-team/components/care-team-panel'),
  (m) => m.CareTeamPanel,
);
const DoctorSettingsPage = lazyPage(
  () => import('../features/doctor/settings/components/doctor-settings-page'),
  (m) => m.DoctorSettingsPage,
);
const FollowUpsPage = lazyPage(
  () => import('../features/doctor/components/follow-ups-page'),
  (m) => m.FollowUpsPage,
);

const CareForFrame = lazyPage(
  () => import('../features/carers/components/care-for-frame'),
  (m) => m.CareForFrame,
);
const CarerHomePage = lazyPage(
  () => import('../features/carers/components/carer-home-page'),
  (m) => m.CarerHomePage,
);
const CarerMessagesPage = lazyPage(
  () => import('../features/carers/components/carer-messages-page'),
  (m) => m.CarerMessagesPage,
);
const CarerInvitePage = lazyPage(
  () => import('../features/carers/components/carer-invite-page'),
  (m) => m.CarerInvitePage,
);
const FamilyCarersPage = lazyPage(
  () => import('../features/carers/components/family-carers-page'),
  (m) => m.FamilyCarersPage,
);

const PatientCarersSection = lazyPage(
  () => import('../features/carers/components/patient-carers-section'),
  (m) => m.PatientCarersSection,
);

const ASSESSMENT_STEPS: StepNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// No Apollo here: these screens are what a first visit loads.
const firstScreens: RouteObject[] = [
  { path: '/welcome_screen', element: <WelcomePage /> },
  // keyed: each slide and step is a fresh page, not the previous one with new props
  ...SLIDES.map((_, index) => ({
    path: onboardingPath(index + 1),
    element: <OnboardingPage key={index} step={index + 1} />,
  })),
  { path: '/login', element: <LoginPage /> },
];

const accountScreens: RouteObject[] = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/otp', element: <OtpPage /> },
  { path: '/forgotPassword', element: <ForgotPasswordPage /> },
  { path: '/passwordLink', element: <PasswordLinkPage /> },
];

const assessment: RouteObject[] = ASSESSMENT_STEPS.map((step) => ({
  path: assessmentPath(step),
  element: <AssessmentStepPage key={step} step={step} />,
}));

/** Pages for a signed-in user (of one role, if given); Apollo loads once the guard lets them in. */
const signedIn = (role: Role | Role[] | undefined, children: RouteObject[]): RouteObject => ({
  element: <RequireAuth role={role} />,
  children: [{ element: <BeyondFirstScreen />, children }],
});

const patientAreas: RouteObject[] = [
  {
    path: '/home',
    element: (
      <HomePage
        panels={
          <>
            <PatientNotifications />
            <CareTeamPanel />
          </>
        }
      />
    ),
  },
  { path: '/connect/:token', element: <ConnectPage /> },
  { path: '/achievements', element: <AchievementsPage /> },
  { path: '/achievements_library', element: <AchievementsLibraryPage /> },
  // a badge's id; the spec's old links /badge_details/unlocked and /locked still open one
  { path: '/badge_details/:badgeId', element: <BadgeDetailsPage /> },
  { path: '/articles', element: <ArticlesPage /> },
  { path: '/articles_details/:id', element: <ArticleDetailsPage /> },
  // without an id (the spec passed it in navigation state): 'Article not found'
  { path: '/articles_details', element: <ArticleDetailsPage /> },
  { path: '/healthcare_provider', element: <HealthcareProviderPage /> },
  { path: '/settings', element: <SettingsPage /> },
  { path: '/record_access', element: <RecordAccessPage /> },
  { path: '/family_carers', element: <FamilyCarersPage /> },
];

// A family carer opens these for the person they care for, as granted (CareForFrame,
// shared/carers/grant-pages.ts); the X-Care-For header makes the same calls act for them.
const sharedWithCarers: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/chatbot', element: <ChatbotPage /> },
  { path: '/chatbot_voice', element: <VoiceChatPage /> },
  { path: '/appointments', element: <AppointmentsPage /> },
  { path: '/appointment_scheduler', element: <SchedulerPage /> },
  { path: '/medication', element: <MedicationPage /> },
  { path: '/medication_details/:id', element: <MedicationDetailsPage /> },
  // the spec passed the medication in navigation state: an old link without an id goes to the list
  { path: '/medication_details', element: <Navigate to="/medication" replace /> },
];

const carerAreas: RouteObject[] = [
  { path: '/carer_home', element: <CarerHomePage /> },
  // the carer's own account: notifications, password, language (the patient's page's tabs)
  { path: '/carer_settings', element: <SettingsPage /> },
  {
    path: '/carer_messages',
    element: (
      <CarerMessagesPage>
        <PatientNotifications />
      </CarerMessagesPage>
    ),
  },
];

const signedInAreas: RouteObject[] = [
  { path: '/password_security', element: <PasswordSecurityPage /> },
  { path: '/display_language', element: <DisplayLanguagePage /> },
  { path: '/profile_management', element: <ProfileManagementPage /> },
];

const doctorAreas: RouteObject[] = [
  { path: '/doctor_home', element: <DoctorHomePage /> },
  { path: '/doctor_patients', element: <PatientsPage /> },
  { path: '/doctor_notifications', element: <FollowUpsPage /> },
  { path: '/doctor_appointments', element: <DoctorAppointmentsPage /> },
  { path: '/doctor_availability', element: <AvailabilityPage /> },
  { path: '/doctor_settings', element: <DoctorSettingsPage /> },
  { path: '/doctor_api_keys', element: <ApiKeysPage /> },
  {
    path: '/patient_details/:patientId',
    element: <PatientDetailsPage carers={<PatientCarersSection />} />,
  },
  { path: '/add_medication/:patientId', element: <AddMedicationPage /> },
  { path: '/patient_invite/:token', element: <PatientInvitePage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <EntryRedirect /> },
      {
        element: <CenteredLayout />,
        children: [
          ...firstScreens,
          { element: <BeyondFirstScreen />, children: accountScreens },
          signedIn('patient', assessment),
        ],
      },
      {
        element: <AppShell />,
        children: [
          // open to anyone (the status and answers); sending a report needs signing in
          {
            element: <BeyondFirstScreen />,
            children: [{ path: '/help_center', element: <HelpCenterPage /> }],
          },
          { path: '/helpCenter', element: <Navigate to="/help_center" replace /> },
          // open to anyone: what the invitation offers, then sign up, sign in or accept
          {
            element: <BeyondFirstScreen />,
            children: [{ path: '/carer_invite/:token', element: <CarerInvitePage /> }],
          },
          signedIn('patient', patientAreas),
          signedIn(
            ['patient', 'carer'],
            [
              {
                element: <CareForFrame />,
                children: [
                  ...sharedWithCarers,
                  { element: <RequireAuth role="carer" />, children: carerAreas },
                ],
              },
            ],
          ),
          signedIn(undefined, signedInAreas),
          signedIn('doctor', doctorAreas),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Downloads the code of the pages at `pathname` (those a guard lets this visitor see). */
export async function preloadPage(pathname: string, signedIn: boolean) {
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = (route.element as ReactElement | undefined)?.type;
    if (type === RequireAuth && !signedIn) break;
    const preload = (type as Partial<Preloadable> | undefined)?.preload;
    if (preload) loads.push(preload());
  }
  await Promise.all(loads);
}

export function AppRoutes() {
  return useRoutes(routes);
}
