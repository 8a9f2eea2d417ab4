// What the understanding code reads from one patient message. It knows nothing of the
// interview: which question was asked decides later what a bare number means.
import type {
  FrequencyAnswer,
  LocalizedText,
  SeverityAnswer,
  SymptomFinding,
  SymptomKey,
} from '../triage';

/** Yes/no facts a message can state about a symptom, named as on SymptomFinding. */
export type FindingFlags = Partial<
  Pick<
    SymptomFinding,
    | 'atRest'
    | 'onExertion'
    | 'heavy'
    | 'ongoing'
    | 'bloodIn'
    | 'rigors'
    | 'generallyUnwell'
    | 'unableToKeepFluids'
  >
>;

export type FlagName = keyof FindingFlags;

/** What a message says about one symptom, or about the question asked. */
export interface FindingDetails {
  /** A rating with its scale ('7/10', '3 out of 5', '7分', 'Moderate (4-6)') or words. */
  severity?: SeverityAnswer;
  /** Numbers with no unit or scale: what they mean depends on the question. */
  bareNumbers?: number[];
  frequency?: FrequencyAnswer;
  temperatureC?: number;
  episodes?: number;
  duration?: string;
  location?: string;
  /** The chest was named: pain there is chest pain, which has its own red rule. */
  inChest?: true;
  flags?: FindingFlags;
}

export interface SymptomMention {
  symptom: SymptomKey;
  negated: boolean;
  details: FindingDetails;
  /**
   * A topic word ('temperature', 'appetite') rather than a complaint: with a reading
   * and no complaint, the reading decides whether it is a finding.
   */
  neutral?: boolean;
  /**
   * The phrase only states flags ('no chills', 'no blood in my urine'): when denied,
   * it clears those flags and does not deny the symptom itself.
   */
  flagsOnly?: boolean;
  /** An 'other' symptom's name ('swelling'), from the vocabulary. */
  label?: LocalizedText;
}

export type Feeling = 'well' | 'unwell';

export interface MessageReading {
  /** Symptoms named, in message order, each once. */
  mentions: SymptomMention[];
  /** Details said without naming a symptom: the answer to the question asked. */
  details: FindingDetails;
  /** A leading yes or no ("yes, 7/10", "冇"), when the message gives one. */
  reply: 'yes' | 'no' | null;
  /** A yes or no said elsewhere in the message ("the painkillers aren't helping", 冇用). */
  impliedReply: 'yes' | 'no' | null;
  /** Words beyond a greeting or punctuation: something was said, even if not understood. */
  hasContent: boolean;
  notSure: boolean;
  feeling: Feeling | null;
  /** A word of normality ('normal', 'as usual', 正常, 冇問題), not denied. */
  saysNormal: boolean;
  /** "Nothing else", "that's all", 冇喇. */
  nothingElse: boolean;
  /** What the message names is all there is: "only the nosebleed", 得流鼻血, "…其他冇". */
  onlyWhatIsNamed: boolean;
  /** The whole message asks to end the check-in ("stop", 結束). */
  wantsToStop: boolean;
  /** A symptom asked about ahead ("what do I do if I get a fever?"): no complaint of its own. */
  asksAhead: boolean;
}
