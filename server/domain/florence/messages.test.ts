import { describe, expect, it } from 'vitest';
import { SYMPTOM_KEYS, type Language } from '../triage';
import { QUICK_REPLIES } from './messages';
import { questionText } from './question-texts';
import { redFindingReply, stillUrgentReply, summaryReply } from './replies';
import { SLOT_TYPES, SYMPTOM_PLANS } from './symptom-plan';
import { converse, interviewContext } from './test-helpers';
import type { Awaiting } from './types';

const CHINESE = /[\u4e00-\u9fff]/;

/** Every question the interview can ask. */
function everyQuestion(): Awaiting[] {
  const perSymptom = SYMPTOM_KEYS.flatMap((symptom) => {
    const plan = SYMPTOM_PLANS[symptom];
    const slots = plan.slots.map((topic): Awaiting => ({
      type: SLOT_TYPES[topic],
      topic,
      symptom,
    }));
    const followUp: Awaiting[] = plan.followUp
      ? [{ type: 'follow_up', topic: plan.followUp.topic, symptom }]
      : [];
    return [
      { type: 'yes_no', topic: 'screen', symptom, covers: [symptom] } as Awaiting,
      ...slots,
      ...followUp,
    ];
  });
  return [
    { type: 'symptoms', topic: 'how_are_you' },
    { type: 'symptoms', topic: 'anything_else' },
    { type: 'yes_no', topic: 'screen', symptom: 'nausea', covers: ['nausea', 'vomiting'] },
    ...perSymptom,
  ];
}

describe('every question has a text in both languages', () => {
  it.each(
    everyQuestion().map(
      (awaiting) => [`${awaiting.topic} ${awaiting.symptom ?? ''}`, awaiting] as const,
    ),
  )('%s', (_name, awaiting) => {
    for (const treatmentStatus of ['undergoing_treatment', 'in_remission'] as const) {
      const en = questionText(awaiting, interviewContext({ treatmentStatus }));
      const zh = questionText(awaiting, interviewContext({ treatmentStatus, language: 'zh-HK' }));
      expect(en).toMatch(/^[A-Z].*[?.]$/);
      expect(zh).toMatch(CHINESE);
      expect(zh).not.toMatch(/[a-z]{2,}/i);
    }
  });
});

describe('how bad: the verb agrees with the English name of the symptom', () => {
  it.each([
    ['mouth_sores', 'how bad are your mouth sores?'],
    ['skin', 'how bad are your skin problems?'],
    ['fatigue', 'how bad is your fatigue?'],
    ['pain', 'how bad is your pain?'],
  ] as const)('%s', (symptom, ending) => {
    const severity: Awaiting = { type: SLOT_TYPES.severity, topic: 'severity', symptom };
    const text = questionText(severity, interviewContext({}));
    expect(text.endsWith(ending)).toBe(true);
  });
});

describe('safety texts name 999 in both languages', () => {
  it.each<Language>(['en', 'zh-HK'])('%s', (language) => {
    const { state } = converse([], { language });
    for (const reply of [
      redFindingReply(language),
      stillUrgentReply({ language, text: 'ok', recorded: [], turn: 3 }),
      stillUrgentReply({ language, text: 'ok', recorded: [], turn: 4 }),
      summaryReply(state, false),
    ]) {
      expect(reply.text).toContain('999');
    }
  });
});

describe('quick-reply labels', () => {
  it('have the same number of options in both languages', () => {
    for (const labels of Object.values(QUICK_REPLIES)) {
      const en = labels.en;
      const zh = labels['zh-HK'];
      expect(typeof en === 'string' ? 1 : en.length).toBe(typeof zh === 'string' ? 1 : zh.length);
    }
  });
});
