// The closing summary: what was recorded, read back to the patient in the session
// language. It repeats the patient's answers and never names a level or a diagnosis;
// the care team's assessment comes from the triage engine.
import { evaluateFinding, symptomName, type Language, type SymptomFinding } from '../triage';
import { reportedByLine } from './carer-address';
import { triageContextFor } from './findings';
import {
  CLOSING,
  DENIED,
  ENDED_EARLY,
  NOTHING_REPORTED,
  QUICK_REPLIES,
  SUMMARY_INTRO,
  SUMMARY_REPORTED_BY_CARER,
  SUMMARY_WORDS,
  episodesText,
} from './messages';
import type { FlagName } from './reading';
import { RATING_TOPICS } from './ratings';
import type { CheckInRatings, InterviewState, RatingTopic } from './types';

const FLAGS_SHOWN: readonly FlagName[] = [
  'atRest',
  'onExertion',
  'heavy',
  'ongoing',
  'bloodIn',
  'rigors',
  'generallyUnwell',
  'unableToKeepFluids',
];

function severityWords(finding: SymptomFinding): string | undefined {
  const { severity } = finding;
  if (!severity) return undefined;
  if (severity.kind === 'text') return severity.text;
  return `${severity.value}/${severity.kind === 'ten_point' ? 10 : 5}`;
}

function frequencyWords(finding: SymptomFinding, language: Language): string | undefined {
  const { frequency } = finding;
  if (!frequency) return undefined;
  if (frequency.kind === 'text') return frequency.text;
  const label = QUICK_REPLIES.frequencyScale[language][Math.round(frequency.value) - 1];
  return label?.replace(/^\d+ - /, '').toLowerCase();
}

function detailsOf(finding: SymptomFinding, language: Language): string[] {
  const details = [
    finding.notSure ? SUMMARY_WORDS.notSure[language] : undefined,
    severityWords(finding),
    frequencyWords(finding, language),
    finding.temperatureC === undefined ? undefined : `${finding.temperatureC.toFixed(1)} °C`,
    finding.episodesPer24h === undefined
      ? undefined
      : episodesText[language](finding.episodesPer24h),
    finding.location,
    finding.duration,
    ...FLAGS_SHOWN.filter((flag) => finding[flag] === true).map(
      (flag) => SUMMARY_WORDS[flag][language],
    ),
  ];
  return details.filter((detail): detail is string => Boolean(detail));
}

function lineFor(finding: SymptomFinding, language: Language): string {
  const details = detailsOf(finding, language);
  const name = symptomName(finding, language);
  if (details.length === 0) return `- ${name}`;
  const { labelSeparator, listSeparator } = SUMMARY_WORDS;
  return `- ${name}${labelSeparator[language]}${details.join(listSeparator[language])}`;
}

const RATING_NAMES = {
  mood: { en: 'mood', 'zh-HK': '心情' },
  energy: { en: 'energy', 'zh-HK': '精神' },
  sleep_quality: { en: 'sleep', 'zh-HK': '睡眠' },
} satisfies Record<RatingTopic, Record<Language, string>>;

const hoursText = {
  en: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'} of sleep`,
  'zh-HK': (hours: number) => `瞓咗 ${hours} 個鐘`,
} satisfies Record<Language, (hours: number) => string>;

/** "- Mood 4/5, energy 3/5, sleep 2/5, 6 hours of sleep"; null when none was given. */
function ratingsLine(ratings: CheckInRatings | undefined, language: Language): string | null {
  if (!ratings) return null;
  const parts = RATING_TOPICS.flatMap((topic) => {
    const value = ratings[topic];
    if (value === undefined) return [];
    return [`${RATING_NAMES[topic][language]} ${value}/5`];
  });
  if (ratings.hours_slept !== undefined) parts.push(hoursText[language](ratings.hours_slept));
  if (parts.length === 0) return null;
  const line = parts.join(SUMMARY_WORDS.listSeparator[language]);
  return `- ${language === 'en' ? line.charAt(0).toUpperCase() + line.slice(1) : line}`;
}

export function summaryText(state: InterviewState, endedEarly: boolean): string {
  const { language, patientName } = state.context;
  const context = triageContextFor(state.context);
  const reported = state.findings.filter((finding) => evaluateFinding(finding, context).present);
  const denied = state.findings.filter((finding) => !reported.includes(finding));
  const names = denied.map((finding) => {
    const name = symptomName(finding, language);
    return language === 'en' ? name.toLowerCase() : name;
  });
  const lines = [SUMMARY_INTRO[language](patientName)];
  const { carer } = state.context;
  if (carer) lines.push(reportedByLine(carer, language));
  else if (state.context.reportedBy === 'carer') lines.push(SUMMARY_REPORTED_BY_CARER[language]);
  if (reported.length === 0 && !endedEarly) lines.push(NOTHING_REPORTED[language]);
  lines.push(...reported.map((finding) => lineFor(finding, language)));
  const ratings = ratingsLine(state.ratings, language);
  if (ratings) lines.push(ratings);
  if (names.length > 0)
    lines.push(DENIED[language](names.join(SUMMARY_WORDS.listSeparator[language])));
  if (endedEarly) lines.push(ENDED_EARLY[language]);
  lines.push(CLOSING[language]);
  return lines.join('\n');
}
