// When the care team is alerted and how loudly (sections 3 and 5). A red-level finding
// is acted on the moment it is recognised, so the chat checks each finding as it is
// recorded instead of waiting for the end of the session.
import { IMPORTANCE_BY_LEVEL } from '#common/alerts';
import { makesLevelRed } from './combine';
import { evaluateFinding } from './evaluate';
import {
  SEVERE_GRADE,
  type AlertImportance,
  type AlertLevel,
  type EvaluatedFinding,
  type SymptomFinding,
  type TriageContext,
} from './types';

/**
 * The importance of the level's alert (common/alerts.ts); null for GREEN, which alerts
 * nobody: the finished check-in is only recorded for the doctor as an info item.
 */
export function alertImportanceFor(level: AlertLevel): AlertImportance | null {
  const importance = IMPORTANCE_BY_LEVEL[level];
  return importance === 'INFO' ? null : (importance.toLowerCase() as AlertImportance);
}

/** True when this finding alone makes the level RED: interrupt the chat at once. */
export function isRedFinding(finding: SymptomFinding, context: TriageContext): boolean {
  return makesLevelRed(evaluateFinding(finding, context));
}

/** The findings that alone make the level RED, with the rules that fired on them. */
export function findRedFindings(
  findings: readonly SymptomFinding[],
  context: TriageContext,
): EvaluatedFinding[] {
  return findings.map((finding) => evaluateFinding(finding, context)).filter(makesLevelRed);
}

/**
 * The alert to raise at once, mid-session, for a newly recorded finding: critical for
 * a red-level finding, urgent for a grade 3 (section 5), otherwise null (wait for the
 * end of the session).
 */
export function immediateAlertFor(
  finding: SymptomFinding,
  context: TriageContext,
): AlertImportance | null {
  const evaluated = evaluateFinding(finding, context);
  if (makesLevelRed(evaluated)) return 'critical';
  return evaluated.present && evaluated.grade === SEVERE_GRADE ? 'urgent' : null;
}
