// Combines evaluated findings into the alert level (section 3 of the triage rulebook),
// the way the UKONS 24-hour triage combines colours: one amber is reviewed within a
// day, two escalate, three or any red need assessment now.
import {
  AMBER_GRADE,
  LIFE_THREATENING_GRADE,
  SEVERE_GRADE,
  type AlertLevel,
  type EvaluatedFinding,
  type FiredRule,
  type Language,
  type LocalizedText,
  type SymptomFinding,
} from './types';

/** Ambers that together are as serious as a red finding. */
export const AMBERS_FOR_RED = 3;
/** Ambers that together need same-day assessment. */
export const AMBERS_FOR_ORANGE = 2;

/** A finding that on its own makes the level RED: a red-level finding or any grade 4. */
export function makesLevelRed(evaluated: EvaluatedFinding): boolean {
  return evaluated.present && (evaluated.isRed || evaluated.grade === LIFE_THREATENING_GRADE);
}

/**
 * Ambers are counted per symptom, so a symptom recorded twice in one conversation is
 * not counted twice; 'other' symptoms are told apart by the patient's label.
 */
function symptomIdentity(finding: SymptomFinding): string {
  if (finding.symptom !== 'other') return finding.symptom;
  return `other:${finding.label?.trim().toLowerCase() ?? ''}`;
}

/**
 * Symptoms at grade 2 or above. A grade 3 counts too: counting only exact grade 2
 * would let a worse symptom lower the level (three grade 2s are RED, but a grade 3
 * and two grade 2s would only be ORANGE).
 */
export function countAmberSymptoms(evaluated: readonly EvaluatedFinding[]): number {
  const ambers = evaluated.filter((e) => e.present && e.grade !== null && e.grade >= AMBER_GRADE);
  return new Set(ambers.map((e) => symptomIdentity(e.finding))).size;
}

/** The rule that fired when several ambers together raised the level, if any. */
function combinationRule(amberCount: number): FiredRule | null {
  if (amberCount >= AMBERS_FOR_RED) {
    return {
      id: 'combine.three_or_more_ambers',
      symptom: null,
      effect: 'red',
      grade: null,
      rationale: {
        en: `${amberCount} symptoms at grade 2 or above together: escalated to RED.`,
        'zh-HK': `${amberCount} 項症狀同時達第 2 級或以上：提升至紅色級別。`,
      },
    };
  }
  if (amberCount === AMBERS_FOR_ORANGE) {
    return {
      id: 'combine.two_ambers',
      symptom: null,
      effect: 'grade',
      grade: SEVERE_GRADE,
      rationale: {
        en: 'Two symptoms at grade 2 or above together: escalated to ORANGE.',
        'zh-HK': '兩項症狀同時達第 2 級或以上：提升至橙色級別。',
      },
    };
  }
  return null;
}

export interface LevelDecision {
  level: AlertLevel;
  /** The combination rule that fired, for the audit trail; empty when none did. */
  combinationRules: FiredRule[];
}

export function decideAlertLevel(evaluated: readonly EvaluatedFinding[]): LevelDecision {
  const amberCount = countAmberSymptoms(evaluated);
  const combination = combinationRule(amberCount);
  const combinationRules = combination ? [combination] : [];
  if (evaluated.some(makesLevelRed) || amberCount >= AMBERS_FOR_RED) {
    return { level: 'RED', combinationRules };
  }
  const anySevere = evaluated.some((e) => e.present && e.grade === SEVERE_GRADE);
  if (anySevere || amberCount === AMBERS_FOR_ORANGE) return { level: 'ORANGE', combinationRules };
  return { level: amberCount === 1 ? 'YELLOW' : 'GREEN', combinationRules };
}

const RECOMMENDED_TIMELINES: Readonly<Record<AlertLevel, LocalizedText>> = {
  RED: {
    en: 'Immediately: call the emergency line or go to the emergency department.',
    'zh-HK': '立即：致電緊急熱線或前往急症室。',
  },
  ORANGE: {
    en: 'Same day: clinical assessment today.',
    'zh-HK': '即日：今日須接受臨床評估。',
  },
  YELLOW: {
    en: 'Within 24 hours: review by the care team; monitor closely.',
    'zh-HK': '24 小時內：由醫護團隊跟進；期間密切留意情況。',
  },
  GREEN: {
    en: 'Self-care advice; next check-in as usual.',
    'zh-HK': '按自我護理建議照顧自己；下次如常進行檢查。',
  },
};

export function recommendedTimeline(level: AlertLevel, language: Language): string {
  return RECOMMENDED_TIMELINES[level][language];
}
