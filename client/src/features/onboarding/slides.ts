import type { TextDescriptor } from '../../i18n/define-texts';
import type { IconName } from '../../shared/ui/icon-paths';
import { onboardingTexts } from './texts';

const { t } = onboardingTexts;

export type Slide = { title: TextDescriptor; body: TextDescriptor; icon: IconName };

export const SLIDES: readonly Slide[] = [
  { title: t.personalTitle, body: t.personalBody, icon: 'users' },
  { title: t.loggerTitle, body: t.loggerBody, icon: 'chat' },
  { title: t.achievementsTitle, body: t.achievementsBody, icon: 'trophy' },
  { title: t.companionTitle, body: t.companionBody, icon: 'bell' },
];

export const onboardingPath = (step: number) => `/onboarding${String(step).padStart(2, '0')}`;
