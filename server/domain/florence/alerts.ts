// The doctor alerts raised mid-conversation (rulebook sections 3 and 5): critical for a
// red-level finding, urgent for a grade 3, caution for a possibly red-level symptom whose
// answers stayed unclear. The triage engine decides the first two; this file only makes
// sure each symptom raises each alert once, not on every later message.
import {
  evaluateFinding,
  findRedFindings,
  immediateAlertFor,
  type SymptomFinding,
} from '../triage';
import type { InterviewEvent, InterviewState } from './types';
import { triageContextFor } from './findings';

export interface NewAlerts {
  events: InterviewEvent[];
  alerted: InterviewState['alerted'];
}

export function newAlerts(
  findings: readonly SymptomFinding[],
  state: Pick<InterviewState, 'alerted' | 'context'>,
): NewAlerts {
  const context = triageContextFor(state.context);
  const { red, grade3, caution = [] } = state.alerted;
  const newRed = findRedFindings(findings, context).filter((e) => !red.includes(e.finding.symptom));
  const redNow = [...red, ...newRed.map((e) => e.finding.symptom)];
  // A symptom already raised as red needs no urgent alert on top.
  const newGrade3 = findings
    .filter((f) => !redNow.includes(f.symptom) && !grade3.includes(f.symptom))
    .filter((f) => immediateAlertFor(f, context) === 'urgent')
    .map((f) => evaluateFinding(f, context));
  const raised = [...redNow, ...grade3, ...newGrade3.map((f) => f.finding.symptom)];
  const newCaution = findings
    .filter((f) => f.unclearAnswer && !raised.includes(f.symptom) && !caution.includes(f.symptom))
    .map((f) => evaluateFinding(f, context));
  const events: InterviewEvent[] = [];
  if (newRed.length > 0)
    events.push({ type: 'red_finding', importance: 'critical', findings: newRed });
  if (newGrade3.length > 0)
    events.push({ type: 'grade3_finding', importance: 'urgent', findings: newGrade3 });
  if (newCaution.length > 0)
    events.push({ type: 'unclear_possibly_red', importance: 'caution', findings: newCaution });
  return {
    events,
    alerted: {
      red: redNow,
      grade3: [...grade3, ...newGrade3.map((e) => e.finding.symptom)],
      caution: [...caution, ...newCaution.map((e) => e.finding.symptom)],
    },
  };
}
