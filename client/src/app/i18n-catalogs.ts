// Every text table of the app, merged into one catalog per language.
import { commonTexts } from '../i18n/common-texts';
import { mergeCatalogs } from '../i18n/define-texts';
import { serverCatalogs } from '../i18n/server-texts';
import { alertLevelTexts } from '../shared/triage/alert-levels';
import { assessmentTexts } from '../features/assessment/texts';
import { authTexts } from '../features/auth/texts';
import { dashboardTexts, insightTexts } from '../features/dashboard/texts';
import { doctorTexts } from '../features/doctor/texts';
import { florenceTexts } from '../features/florence/texts';
import { homeTexts } from '../features/home/texts';
import { onboardingTexts } from '../features/onboarding/texts';
import { settingsTexts } from '../features/settings/texts';
import { welcomeTexts } from '../features/welcome/texts';
import { appTexts } from './app-texts';

export const catalogs = mergeCatalogs(
  ...serverCatalogs,
  commonTexts.catalogs,
  appTexts.catalogs,
  welcomeTexts.catalogs,
  onboardingTexts.catalogs,
  authTexts.catalogs,
  assessmentTexts.catalogs,
  homeTexts.catalogs,
  settingsTexts.catalogs,
  doctorTexts.catalogs,
  florenceTexts.catalogs,
  dashboardTexts.catalogs,
  insightTexts.catalogs,
  alertLevelTexts.catalogs,
);
