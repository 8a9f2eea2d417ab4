// What is read of the whole message once its clauses are read: where a temperature and the
// signs of a fever belong, blood said with stools, vomit or urine, and passing urine often as
// the complaint itself. Each is read the safe way: a red-level finding is never lowered here.
import { answerAfterEcho, hasDetails } from './clause-details';
import { BLOOD_SAID_LATER, MINOR_BLEEDING_SITE } from './detail-words';
import type { FindingDetails, SymptomMention } from './reading';
import { ON_TREATMENT_FEVER_C, type SymptomKey } from '../triage';
import { findAll } from './text-scan';

/** Passing urine often, said as such ("stinging all the time" is about the stinging). */
const PASSING_URINE_OFTEN = new RegExp(
  String.raw`(?<![a-z])(?:going|go|wee(?:ing)?|pee(?:ing)?|urinat\w*|pass(?:ing)? (?:water|urine)|to the (?:toilet|loo|bathroom))` +
    String.raw`(?:\s+(?:to the (?:toilet|loo|bathroom)|a lot))?\s+(?:a lot\s+)?more\s+(?:often|frequently)` +
    String.raw`|more often than usual|(?<![a-z])frequent(?:ly)?\s+(?:urinat\w*|pee\w*|wee\w*)` +
    String.raw`|成日(?:要)?(?:去廁所|去洗手間|屙尿)|(?:去廁所|屙尿|小便)(?:去)?得?(?:好|咁)?密|尿頻`,
);

/**
 * "Going more often than usual", 成日去廁所: how often a patient passes urine is the urinary
 * symptom itself, not how often the symptom comes, so it is no frequency rating (which would
 * make a moderate urinary problem grade 3 by section 1's frequency rule).
 */
function urinaryFrequencyIsTheSymptom(mention: SymptomMention, message: string): SymptomMention {
  if (mention.symptom !== 'urinary' || !mention.details.frequency) return mention;
  if (!PASSING_URINE_OFTEN.test(message)) return mention;
  const { frequency: _said, ...details } = mention.details;
  return { ...mention, details };
}

const BODY_OUTPUTS: readonly SymptomKey[] = ['vomiting', 'diarrhoea', 'urinary'];

/**
 * Blood said in a message about vomiting, diarrhoea or urine, with no other place
 * named ("I was sick twice and the second time there was blood in it"), is blood in
 * that output: red-level, so it is read the safe way.
 */
function bloodInOutput(mentions: SymptomMention[], message: string): SymptomMention[] {
  const bleeding = mentions.find((m) => m.symptom === 'bleeding' && !m.negated && !m.flagsOnly);
  // A topic word said to be normal (屙嘢正常，但係有血) still names where the blood is.
  const output = mentions.some(
    (m) => BODY_OUTPUTS.includes(m.symptom) && (!m.negated || m.neutral === true),
  );
  if (
    !bleeding ||
    !output ||
    bleeding.details.flags?.bloodIn !== undefined ||
    MINOR_BLEEDING_SITE.test(message)
  ) {
    return mentions;
  }
  bleeding.details = { ...bleeding.details, flags: { ...bleeding.details.flags, bloodIn: true } };
  return mentions;
}

/** Urine or vomit named, though not as a symptom ("diarrhoea 4 times, peeing blood"). */
const OTHER_OUTPUT_NAMED = /(?<![a-z])(?:urine|wee\w*|pee\w*|vomit\w*|sick)(?![a-z])|尿|嘔|吐/;

/**
 * "屙咗五六次 diarrhoea，啱啱去廁所見到有血": blood in an output, and diarrhoea the only
 * output said, is blood in the stool, and diarrhoea with blood is graded 3 (rulebook). It
 * was kept on the bleeding alone, and the diarrhoea stayed a grade 2.
 */
function bloodInTheStool(mentions: SymptomMention[], message: string): SymptomMention[] {
  if (OTHER_OUTPUT_NAMED.test(message)) return mentions;
  const blood = mentions.some(
    (m) => m.symptom === 'bleeding' && !m.negated && m.details.flags?.bloodIn === true,
  );
  const outputs = mentions.filter((m) => BODY_OUTPUTS.includes(m.symptom) && !m.negated);
  const diarrhoea = outputs.length === 1 && outputs[0]!.symptom === 'diarrhoea' ? outputs[0] : null;
  if (blood && diarrhoea && diarrhoea.details.flags?.bloodIn === undefined)
    diarrhoea.details = {
      ...diarrhoea.details,
      flags: { ...diarrhoea.details.flags, bloodIn: true },
    };
  return mentions;
}

/** An oxygen reading, with the percent sign shorthand.ts gives it: "sats 85%", 血氧88%. */
const OXYGEN_PERCENT =
  /(?<![a-z])(?:sats|saturations?|sat(?= \d)|oxygen|oximeter|pulse ox|血氧|含氧量)[^.!?。！？,;，；\d%]{0,15}(\d{2,3})\s*%/;
/** A later reading in a message about oxygen: "now 86%", "dropped to 82%", "today 87%". */
const LATER_PERCENT =
  /(?<![a-z])(?:now|today|dropped to|down to|fell to|but (?:he's|she's|i'm|it's|its))\s+(\d{2,3})\s*%|(\d{2,3})\s*%(?=\s*(?:now|today|this morning)(?![a-z]))/;
const OXYGEN_WORD = /(?<![a-z])(?:sats|saturations?|oxygen|oximeter|pulse ox)(?![a-z])|血氧|含氧量/;
/** The CTCAE's hypoxia grade 3: a saturation of 88% or less. */
const LOW_OXYGEN = 88;

/**
 * "breathless, o2 sat 85%": breathlessness with a low oxygen reading is severe (grade 3, red
 * by the breathlessness row). The rulebook grades no reading; read as a rating, "sats 85" had
 * made it red by accident, and read as nothing it would wait on the "at rest?" question.
 */
function lowOxygen(mentions: SymptomMention[], message: string): SymptomMention[] {
  const breathless = mentions.find((m) => m.symptom === 'shortness_of_breath' && !m.negated);
  if (!breathless || !OXYGEN_WORD.test(message)) return mentions;
  // the lowest reading said: "sats 95% on oxygen earlier, now 86%"
  const readings = [...findAll(message, OXYGEN_PERCENT), ...findAll(message, LATER_PERCENT)];
  if (!readings.some((reading) => Number(reading[1] ?? reading[2]) <= LOW_OXYGEN)) return mentions;
  breathless.details = { ...breathless.details, severity: { kind: 'text', text: 'severe' } };
  return mentions;
}

/** 大便唔係黑色，係紅色: a stool said to be red, not black, across the comma. */
const RED_NOT_BLACK =
  /大便[^。.!?；]{0,3}(?:唔係|冇變|無變)黑色?[，,\s]*(?:係|但係|不過|而係)?(?:有啲|好|少少)?暗?紅/;

/** A stool not black but red is blood in it all the same: red-level, read the safe way. */
function redNotBlack(mentions: SymptomMention[], message: string): SymptomMention[] {
  return RED_NOT_BLACK.test(message) ? withBloodIn(mentions) : mentions;
}

/** Blood in the phlegm, said by colour or by name ("pink flem", 啲痰有血絲, "coughing up blood"). */
const BLOOD_IN_PHLEGM = new RegExp(
  String.raw`(?:phlegm|phlem|flem|sputum|mucus|痰)[^.。!?！？]{0,30}(?:red|pink|blood|血|紅)` +
    String.raw`|(?:red|pink|blood|血|紅)[^.。!?！？]{0,30}(?:phlegm|phlem|flem|sputum|mucus|痰)` +
    String.raw`|cough(?:ing|ed|s)? up (?:some |a bit of )?(?:blood|red|pink)|咳(?:出|到)?(?:啲)?血`,
);

/**
 * "Every time I cough" said of blood in the phlegm ("pink flem, bit of it every time I cough",
 * 每次咳都有) goes on with the bleeding, though the clause holds the cough's word.
 */
function ongoingIsTheBleeding(mentions: SymptomMention[], message: string): SymptomMention[] {
  if (!BLOOD_IN_PHLEGM.test(message)) return mentions;
  const bleeding = mentions.find((m) => m.symptom === 'bleeding' && !m.negated);
  const said = mentions.some((m) => m.symptom === 'cough' && m.details.flags?.ongoing === true);
  if (bleeding && said && bleeding.details.flags?.ongoing === undefined)
    bleeding.details = { ...bleeding.details, flags: { ...bleeding.details.flags, ongoing: true } };
  return mentions;
}

/**
 * Blood seen in an output said with no symptom word to carry it ("poo was maroon coloured",
 * 屙出嚟啲嘢黑色: output-colours.ts) is a bleeding of its own, so that the finding says so.
 */
function bloodSeen(mentions: SymptomMention[], details: FindingDetails): SymptomMention[] {
  const carried = mentions.some((m) => !m.negated && m.details.flags?.bloodIn === true);
  return details.flags?.bloodIn === true && !carried ? withBloodIn(mentions) : mentions;
}

/** 醫生問我大便有冇血，我話有: blood in an output, asked about in an echoed question. */
const BLOOD_ECHOED = /(?:大便|屎|尿|小便|嘔)(?:入面|度)?有冇(?:見到|見)?血/;

/** An echoed question about blood in an output, answered yes: blood in it, red-level. */
function echoedBloodIn(mentions: SymptomMention[], message: string): SymptomMention[] {
  const echo = BLOOD_ECHOED.exec(message);
  if (!echo || answerAfterEcho(message.slice(echo.index + echo[0].length)) !== 'yes')
    return mentions;
  return withBloodIn(mentions);
}

/** The mentions with blood in an output: on the bleeding said, or as a bleeding of its own. */
function withBloodIn(mentions: SymptomMention[]): SymptomMention[] {
  const bleeding = mentions.find((m) => m.symptom === 'bleeding' && !m.negated);
  if (bleeding) {
    bleeding.details = { ...bleeding.details, flags: { ...bleeding.details.flags, bloodIn: true } };
    return mentions;
  }
  return [
    ...mentions,
    { symptom: 'bleeding', negated: false, details: { flags: { bloodIn: true } } },
  ];
}

/**
 * "feel awful and feverish": feeling generally unwell, or shivering, said in a clause of its
 * own is a sign of the fever named in the same message (rulebook: with a fever on treatment,
 * red-level), not a detail left without a symptom.
 */
function routeFeverSigns(read: { mentions: SymptomMention[]; details: FindingDetails }) {
  const { mentions, details } = read;
  const fever = mentions.find((m) => m.symptom === 'fever' && !m.negated);
  const signs = details.flags;
  if (!fever || !signs || (signs.generallyUnwell !== true && signs.rigors !== true)) return read;
  const { flags: _moved, ...rest } = details;
  fever.details = { ...fever.details, flags: { ...fever.details.flags, ...signs } };
  return { mentions, details: rest };
}

/** A temperature with a unit is about fever wherever it was said. */
function routeTemperature(
  mentions: SymptomMention[],
  details: FindingDetails,
): { mentions: SymptomMention[]; details: FindingDetails } {
  const holder = [details, ...mentions.map((m) => m.details)].find(
    (d) => d.temperatureC !== undefined,
  );
  if (!holder || holder.temperatureC === undefined) return { mentions, details };
  const temperatureC = holder.temperatureC;
  delete holder.temperatureC;
  let fever = mentions.find((m) => m.symptom === 'fever');
  if (!fever) {
    fever = { symptom: 'fever', negated: false, neutral: true, details: {} };
    mentions.push(fever);
  } else if (fever.flagsOnly || (fever.negated && temperatureC >= ON_TREATMENT_FEVER_C)) {
    // "37.7, no shivers": the denial is of the shivering; the reading decides the fever. So
    // it does after "no fever. actually wait I just checked, 38.1": a raised reading is never
    // no fever.
    delete fever.flagsOnly;
    fever.negated = false;
    fever.neutral = true;
  }
  fever.details = { ...fever.details, temperatureC };
  return { mentions, details: hasDetails(details) ? details : {} };
}

/** "no blood" said alone, as a clause of its own: 冇血, "no blood at all". */
const BARE_NO_BLOOD = new RegExp(
  String.raw`^\s*(?:and\s+|but\s+)?(?:(?:he|she|they|mum|dad) says?\s+)?` +
    String.raw`(?:no blood(?: at all| seen| in it| in (?:my|his|her|the) (?:poo|stools?|motions?))?|冇血|無血|冇見(?:到|有)?血)` +
    String.raw`\s*(?:呀|啊|喎)?\s*[.!。！]?\s*$`,
);
/** "no blood in my poo" answers for the stool only. */
const OF_THE_STOOL = /(?<![a-z])(?:poo|stools?|motions?)(?![a-z])/;

/**
 * "diarrhoea 7 times, no blood", 屙咗七次水，冇血: a bare "no blood" right after an output
 * (stools, vomit, urine) answers whether there was blood in it, so it is not asked again.
 * Only bare: "no blood from my nose", 痰冇血, 唔知有冇血 answer nothing about the stool.
 */
export function noBloodInOutput(
  clause: { text: string },
  index: number,
  clauseTexts: readonly string[],
  earlier: readonly SymptomMention[],
): void {
  if (!BARE_NO_BLOOD.test(clause.text)) return;
  if (clauseTexts.slice(index + 1).some((text) => BLOOD_SAID_LATER.test(text))) return;
  const output = earlier.at(-1);
  if (!output || output.negated || !BODY_OUTPUTS.includes(output.symptom)) return;
  if (OF_THE_STOOL.test(clause.text) && output.symptom !== 'diarrhoea') return;
  if (output.details.flags?.bloodIn === undefined)
    output.details = { ...output.details, flags: { ...output.details.flags, bloodIn: false } };
}

/**
 * The message's mentions and details settled: urinary frequency, blood seen with no symptom
 * word, a bleeding said to go on, a stool red not black, blood in an output (and in the stool,
 * when diarrhoea is the only output), the temperature and the fever's signs (in that order).
 */
export function settleWholeMessage(
  mentions: SymptomMention[],
  details: FindingDetails,
  message: string,
): { mentions: SymptomMention[]; details: FindingDetails } {
  const read = lowOxygen(
    mentions.map((mention) => urinaryFrequencyIsTheSymptom(mention, message)),
    message,
  );
  const bloody = bloodInTheStool(
    bloodInOutput(
      echoedBloodIn(
        redNotBlack(ongoingIsTheBleeding(bloodSeen(read, details), message), message),
        message,
      ),
      message,
    ),
    message,
  );
  return routeFeverSigns(routeTemperature(bloody, details));
}
