// Every text table of the app, merged into catalogs per language in two parts: what the
// first screens show (welcome, onboarding, sign-in and account pages, errors), which a
// first visit downloads, and the rest, which loads with the first page beyond them.
// Read at build time (client/vite/message-catalogs.ts) and by the catalog tests.
import { commonTexts } from '../i18n/common-texts';
import { mergeCatalogs } from '../i18n/define-texts';
import type { CatalogPart } from '../i18n/messages';
import { serverCatalogs } from '../i18n/server-catalogs';
import { inviteTexts } from '../shared/care-team/texts';
import { settingControlTexts } from '../shared/settings/texts';
import { alertLevelTexts } from '../shared/triage/alert-levels';
import { recordAccessTexts } from '../shared/record-access/texts';
import { achievementsTexts } from '../features/achievements/texts';
import { apiKeysTexts } from '../features/api-keys/texts';
import { appointmentsTexts } from '../features/appointments/texts';
import { assessmentTexts } from '../features/assessment/texts';
import { careTeamTexts } from '../features/care-team/texts';
import { authTexts } from '../features/auth/texts';
import { healthTexts } from '../features/dashboard/health-texts';
import { dashboardTexts, insightTexts } from '../features/dashboard/texts';
import { doctorTexts } from '../features/doctor/texts';
import { patientDetailsTexts } from '../features/doctor/patient-details/texts';
import { patientTexts } from '../features/doctor/patients/texts';
import { prescriptionTexts } from '../features/doctor/prescriptions/texts';
import { doctorHomeTexts } from '../features/doctor/home/texts';
import { florenceTexts } from '../features/florence/texts';
import { helpTexts } from '../features/help-center/texts';
import { homeTexts } from '../features/home/texts';
import { notificationTexts } from '../features/notifications/texts';
import { doctorCareTeamTexts } from '../features/doctor/care-team/texts';
import { doctorSettingsTexts } from '../features/doctor/settings/texts';
import { reportTexts } from '../shared/reports/texts';
import { libraryTexts } from '../features/library/texts';
import { medicationTexts } from '../features/medication/texts';
import { onboardingTexts } from '../features/onboarding/texts';
import { profileTexts } from '../features/profile/texts';
import { settingsTexts } from '../features/settings/texts';
import { welcomeTexts } from '../features/welcome/texts';
import { familyCarerTexts } from '../features/carers/texts';
import { carerTexts } from '../shared/carers/texts';
import { appTexts } from './app-texts';

export const catalogParts = {
  start: mergeCatalogs(
    ...serverCatalogs,
    commonTexts.catalogs,
    appTexts.catalogs,
    welcomeTexts.catalogs,
    onboardingTexts.catalogs,
    authTexts.catalogs,
  ),
  rest: mergeCatalogs(
    assessmentTexts.catalogs,
    homeTexts.catalogs,
    notificationTexts.catalogs,
    doctorCareTeamTexts.catalogs,
    doctorSettingsTexts.catalogs,
    settingControlTexts.catalogs,
    inviteTexts.catalogs,
    reportTexts.catalogs,
    settingsTexts.catalogs,
    doctorTexts.catalogs,
    apiKeysTexts.catalogs,
    patientTexts.catalogs,
    patientDetailsTexts.catalogs,
    prescriptionTexts.catalogs,
    doctorHomeTexts.catalogs,
    florenceTexts.catalogs,
    dashboardTexts.catalogs,
    healthTexts.catalogs,
    insightTexts.catalogs,
    alertLevelTexts.catalogs,
    appointmentsTexts.catalogs,
    libraryTexts.catalogs,
    medicationTexts.catalogs,
    helpTexts.catalogs,
    careTeamTexts.catalogs,
    profileTexts.catalogs,
    achievementsTexts.catalogs,
    recordAccessTexts.catalogs,
    carerTexts.catalogs,
    familyCarerTexts.catalogs,
  ),
} satisfies Record<CatalogPart, unknown>;

export const catalogs = mergeCatalogs(catalogParts.start, catalogParts.rest);
