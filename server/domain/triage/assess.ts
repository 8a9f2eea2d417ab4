// The triage engine's entry point: recorded findings in, a complete, reproducible
// triage assessment out. No clock, no I/O: the same findings always give the same result.
import { alertImportanceFor } from './alerts';
import { decideAlertLevel, recommendedTimeline } from './combine';
import { assessConfidence } from './confidence';
import { evaluateFindings } from './evaluate';
import { predictDiagnoses } from './predictions';
import { buildAlertRationale } from './rationale';
import { buildStructuredSymptoms, keySymptoms } from './structured';
import type { SymptomFinding, TriageAssessment, TriageContext } from './types';

export function assessTriage(
  findings: readonly SymptomFinding[],
  context: TriageContext,
): TriageAssessment {
  const { language } = context;
  const evaluated = evaluateFindings(findings, context);
  const { level, combinationRules } = decideAlertLevel(evaluated);
  const confidence = assessConfidence(evaluated, context);
  const firedRules = [...evaluated.flatMap((e) => e.firedRules), ...combinationRules];
  const denied = [...new Set(evaluated.filter((e) => !e.present).map((e) => e.finding.symptom))];
  return {
    alert_level: level,
    alert_rationale: buildAlertRationale(firedRules, confidence, language, context.reportedBy),
    recommended_timeline: recommendedTimeline(level, language),
    confidence_level: confidence,
    key_symptoms: keySymptoms(evaluated, language),
    diagnosis_predictions: predictDiagnoses(evaluated, context),
    structured_assessment: {
      symptoms: buildStructuredSymptoms(evaluated, language),
      ...(denied.length ? { denied } : {}),
      ...(context.reportedBy ? { reported_by: context.reportedBy } : {}),
    },
    fired_rules: firedRules,
    alert_importance: alertImportanceFor(level),
  };
}
