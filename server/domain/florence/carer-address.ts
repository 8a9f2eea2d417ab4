// Florence speaking to a signed-in carer who checks in for the patient (docs/family-carers.md).
// The findings and the triage rules are the patient's, unchanged; what changes is who is
// greeted and how the patient is named in the questions a carer answers first ("How is your
// mum feeling today?"), and who the summary says reported the check-in. Later questions keep
// their words: the greeting says that "you" in them means the patient.
import { CARER_RELATIONSHIP_NAMES } from '#common/carers';
import type { Language, LocalizedText } from '../triage';
import type { CarerAddress, CarerRelationship } from './types';

type Gendered = Readonly<Record<'female' | 'male' | 'any', LocalizedText>>;

const PARENT: Gendered = {
  female: { en: 'your mum', 'zh-HK': '你阿媽' },
  male: { en: 'your dad', 'zh-HK': '你阿爸' },
  any: { en: 'your parent', 'zh-HK': '你屋企人' },
};
const SPOUSE: Gendered = {
  female: { en: 'your wife', 'zh-HK': '你太太' },
  male: { en: 'your husband', 'zh-HK': '你先生' },
  any: { en: 'your partner', 'zh-HK': '你伴侶' },
};
const CHILD: Gendered = {
  female: { en: 'your daughter', 'zh-HK': '你個女' },
  male: { en: 'your son', 'zh-HK': '你個仔' },
  any: { en: 'your child', 'zh-HK': '你嘅仔女' },
};
const SIBLING: Gendered = {
  female: { en: 'your sister', 'zh-HK': '你嘅姊妹' },
  male: { en: 'your brother', 'zh-HK': '你嘅兄弟' },
  any: { en: 'your sibling', 'zh-HK': '你嘅兄弟姊妹' },
};

/** Who the patient is to the carer, from who the carer is to the patient. */
const PATIENT_TO_CARER: Readonly<Partial<Record<CarerRelationship, Gendered>>> = {
  DAUGHTER: PARENT,
  SON: PARENT,
  WIFE: SPOUSE,
  HUSBAND: SPOUSE,
  PARTNER: SPOUSE,
  MOTHER: CHILD,
  FATHER: CHILD,
  SISTER: SIBLING,
  BROTHER: SIBLING,
};

const genderOf = (gender: string | undefined) =>
  gender === 'Female' ? 'female' : gender === 'Male' ? 'male' : 'any';

/** The patient as Florence names them to the carer: "your mum", or their name. */
export function patientForCarer(carer: CarerAddress, language: Language): string {
  const words = PATIENT_TO_CARER[carer.relationship];
  if (words) return words[genderOf(carer.patientGender)][language];
  return carer.patientName ?? (language === 'en' ? 'the person you care for' : '你照顧嘅人');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function carerGreeting(carer: CarerAddress, language: Language): string {
  const who = patientForCarer(carer, language);
  return language === 'en'
    ? `Hello ${carer.name}! I'm Florence, a nurse assistant. Let's check in on how ${who} has been. When I ask about "you", I mean ${who}.`
    : `${carer.name}，你好！我係護士助手 Florence，想了解吓${who}最近身體點樣。我問「你」嘅時候，即係問緊${who}。`;
}

/** The questions a carer answers first, asked about the patient by name. */
export function carerQuestion(
  topic: 'how_are_you' | 'temperature' | 'anything_else',
  carer: CarerAddress,
  language: Language,
): string {
  const who = patientForCarer(carer, language);
  const en = {
    how_are_you: `How is ${who} feeling today?`,
    temperature: `How is ${who}'s temperature? If you have taken it, what was the reading?`,
    anything_else: `Is there anything else that has been bothering ${who}?`,
  };
  const zh = {
    how_are_you: `${who}今日覺得點呀？`,
    temperature: `${who}體溫點呀？如果探過熱，幾多度？`,
    anything_else: `${who}仲有冇其他唔舒服，或者想話我知嘅嘢？`,
  };
  return language === 'en' ? capitalised(en[topic]) : zh[topic];
}

/** The summary's line: "Reported by Mei Chan, daughter." */
export function reportedByLine(carer: CarerAddress, language: Language): string {
  const relationship = CARER_RELATIONSHIP_NAMES[carer.relationship][language];
  return language === 'en'
    ? `Reported by ${carer.name}, ${relationship}.`
    : `由${carer.name}（${relationship}）報告。`;
}
