// What an answer that stayed unclear after being asked twice leaves behind: the
// patient's words kept as an unreadable answer, so the triage engine reports low
// confidence, and the question closed so that it is not asked a third time.
import { POSSIBLY_RED_SYMPTOMS, type SymptomFinding } from '../triage';
import { findingFor, screenedFor, withFinding, withNote } from './findings';
import { MAX_KEPT_TEXT, type RecordInput, type Recorded } from './record';
import { ANSWER_UNCLEAR } from './messages';
import { questionText } from './question-texts';
import { isRatingTopic } from './ratings';
import { SYMPTOM_PLANS, closedKey, isSymptomTopic, type SymptomTopic } from './symptom-plan';

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
 * The red-flag screen left unclear ("yes", twice, without saying which): the first symptom
 * it asked about is kept as 'not sure', so the care team is told (a caution alert, amber);
 * its detail questions are closed, since the patient never said they had it, and the note
 * carries the question that was asked. The screen is closed: it is one question.
 */
function unclearRedFlags(input: Omit<RecordInput, 'reading'>): Recorded {
  const { awaiting, findings, context } = input;
  const closed = [...input.closed, 'red_flags'];
  const first = (awaiting.covers ?? []).find((symptom) => !screenedFor(findings, symptom));
  if (!first) return { findings: [...findings], closed };
  const plan = SYMPTOM_PLANS[first];
  const topics = [...plan.slots, ...(plan.followUp ? [plan.followUp.topic] : [])];
  const note = `${questionText(awaiting, context)} ${ANSWER_UNCLEAR[context.language]}`;
  const finding = withNote(markedUnclear({ symptom: first, notSure: true }, 'screen'), note);
  return {
    findings: withFinding(findings, finding),
    closed: [...closed, ...topics.map((topic) => closedKey(first, topic))],
  };
}

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
  if (awaiting.topic === 'screen') {
    const first = (awaiting.covers ?? []).find((symptom) => !screenedFor(findings, symptom));
    if (!first) return { findings: [...findings], closed };
    return {
      findings: withFinding(findings, markedUnclear({ symptom: first, notSure: true }, 'screen')),
      closed,
    };
  }
  if (awaiting.topic === 'red_flags') return unclearRedFlags(input);
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
