// What an answer that stayed unclear after being asked twice leaves behind: the
// patient's words kept as an unreadable answer, so the triage engine reports low
// confidence, and the question closed so that it is not asked a third time.
import type { SymptomFinding } from '../triage';
import { findingFor, withFinding, withNote } from './findings';
import { MAX_KEPT_TEXT, type RecordInput, type Recorded } from './record';
import { closedKey, isSymptomTopic, type SymptomTopic } from './symptom-plan';

/** The answers kept as text the triage engine cannot grade (it reports them as unclear). */
const UNREAD_ANSWERS: Readonly<Partial<Record<SymptomTopic, (text: string) => Partial<SymptomFinding>>>> = {
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
    const finding: SymptomFinding = other ? withNote(other, text) : { symptom: 'other', label: text };
    return { findings: withFinding(findings, finding), closed };
  }
  if (awaiting.topic === 'screen') {
    const first = (awaiting.covers ?? []).find((symptom) => !findingFor(findings, symptom));
    if (!first) return { findings: [...findings], closed };
    return { findings: withFinding(findings, { symptom: first, notSure: true }), closed };
  }
  const finding = awaiting.symptom ? findingFor(findings, awaiting.symptom) : undefined;
  if (!finding || !isSymptomTopic(awaiting.topic)) return { findings: [...findings], closed };
  closed.push(closedKey(finding.symptom, awaiting.topic));
  const unread = UNREAD_ANSWERS[awaiting.topic]?.(text);
  return { findings: withFinding(findings, { ...finding, ...unread }), closed };
}
