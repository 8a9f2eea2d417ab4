// What an answer that stayed unclear after being asked twice leaves behind: the
// patient's words kept as an unreadable answer, so the triage engine reports low
// confidence, and the question closed so that it is not asked a third time.
import { POSSIBLY_RED_SYMPTOMS, type SymptomFinding } from '../triage';
import { findingFor, screenedFor, withFinding, withNote } from './findings';
import { MAX_KEPT_TEXT, type RecordInput, type Recorded } from './record';
import { ANSWER_UNCLEAR } from './messages';
import { questionText } from './question-texts';
import { isRatingTopic } from './ratings';
import { closedKey, isSymptomTopic, type SymptomTopic } from './symptom-plan';

/**
 * What stays on a finding whose question stayed unclear. A symptom that could be
 * red-level is marked, so the triage rules count it as amber and the care team is told;
 * a fever whose reading stayed unclear is a fever without a reading.
 */
function markedUnclear(finding: SymptomFinding, topic: string): SymptomFinding {
  if (!POSSIBLY_RED_SYMPTOMS.includes(finding.symptom)) return finding;
  const marked: SymptomFinding = { ...finding, unclearAnswer: true };
  return topic === 'temperature' && finding.temperatureC === undefined
    ? { ...marked, temperatureNotTaken: true }
    : marked;
}

/** The answers kept as text the triage engine cannot grade (it reports them as unclear). */
const UNREAD_ANSWERS: Readonly<
  Partial<Record<SymptomTopic, (text: string) => Partial<SymptomFinding>>>
> = {
  severity: (text) => ({ severity: { kind: 'text', text } }),
  frequency: (text) => ({ frequency: { kind: 'text', text } }),
};

/**
 * "Anything else?" answered with words naming no known symptom: kept as an 'other'
 * symptom in the patient's words. A screening question: the symptom recorded as 'not
 * sure'. A rating: kept as text the triage engine cannot grade.
 */
export function recordUnclearAnswer(input: Omit<RecordInput, 'reading'>): Recorded {
  const { awaiting, findings } = input;
  const text = input.text.trim().slice(0, MAX_KEPT_TEXT);
  const closed = [...input.closed];
  if (awaiting.topic === 'anything_else') {
    const other = findingFor(findings, 'other');
    if (!text) return { findings: [...findings], closed: [...closed, 'anything_else'] };
    const finding: SymptomFinding = other
      ? withNote(other, text)
      : { symptom: 'other', label: text };
    return { findings: withFinding(findings, finding), closed };
  }
  if (isRatingTopic(awaiting.topic))
    return { findings: [...findings], closed: [...closed, awaiting.topic] };
  if (awaiting.topic === 'screen' || awaiting.topic === 'red_flags') {
    // The red-flag screen is closed by any outcome: it is one question, asked at most twice.
    if (awaiting.topic === 'red_flags') closed.push('red_flags');
    const first = (awaiting.covers ?? []).find((symptom) => !screenedFor(findings, symptom));
    if (!first) return { findings: [...findings], closed };
    return {
      findings: withFinding(findings, markedUnclear({ symptom: first, notSure: true }, 'screen')),
      closed,
    };
  }
  const finding = awaiting.symptom ? findingFor(findings, awaiting.symptom) : undefined;
  if (!finding || !isSymptomTopic(awaiting.topic)) return { findings: [...findings], closed };
  closed.push(closedKey(finding.symptom, awaiting.topic));
  const unread = text ? UNREAD_ANSWERS[awaiting.topic]?.(text) : undefined;
  const note = withNote(
    finding,
    `${questionText(awaiting, input.context)} ${ANSWER_UNCLEAR[input.context.language]}`,
  );
  return {
    findings: withFinding(findings, markedUnclear({ ...note, ...unread }, awaiting.topic)),
    closed,
  };
}
