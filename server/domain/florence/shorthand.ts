// How people write in a hurry or dictate to the voice mode, written out before the message
// is read: medical shorthand ("N&V", "BM", "vom x4"), common misspellings, and numbers
// spelled out above twenty ("thirty-eight point two", "a hundred and one"). One table, one
// place: the rest of the reader sees the long form.
import { ENGLISH_NUMBERS } from './numbers';
import { findAll } from './text-scan';

/** Whole words (or marks) and what they stand for; matched without regard to case. */
const SHORTHAND: ReadonlyArray<readonly [RegExp, string]> = [
  // "no N&V" denies both: an "and" would end the denial's clause with the nausea (only where
  // the denial ends there: "no D&V relief" denies neither).
  [
    /(?<![a-z])no\s+n\s*(?:&|\+|\/|and)\s*v(?=\s*(?:[,.;!?]|$|and |or |but ))/g,
    'no nausea, no vomiting',
  ],
  [
    /(?<![a-z])no\s+d\s*(?:&|\+|\/)\s*v(?=\s*(?:[,.;!?]|$|and |or |but ))/g,
    'no diarrhoea, no vomiting',
  ],
  [/(?<![a-z])n\s*(?:&|\+|\/|and)\s*v(?![a-z])/g, 'nausea and vomiting'],
  [/(?<![a-z])d\s*(?:&|\+|\/)\s*v(?![a-z])/g, 'diarrhoea and vomiting'],
  [/(?<![a-z])vom(?:s|ming|ming|ited|d)?(?![a-z])/g, 'vomiting'],
  [/(?<![a-z])bms?(?![a-z])/g, 'bowel movement'],
  // a PR bleed is from the rectum
  [/(?<![a-z])pr (?=bleed|bled)/g, 'rectal '],
  [/(?<![a-z])(blood|bleeding|bled) pr(?![a-z])/g, '$1 from the back passage'],
  // "BNO x 3/7": three days, as nurses write it (nobody rates out of seven).
  [/(?<![a-z])(?:x|for|past|last)\s?([1-9])\s*\/\s*7(?![\d/])/g, 'for $1 days'],
  [/(?<![a-z])x\s?(\d{1,2})(?![\d.])/g, '$1 times'],
  [/(?<![a-z])(\d{1,2})\s?x(?![a-z])/g, '$1 times'],
  [/(?<![a-z])abt(?![a-z])/g, 'about'],
  // Scots: "nae pain, nae burning" (only right before a finding: "nae sleep wi the chest pain"
  // and "nae let up wi the pain" are complaints); "a wee bit" is a bit (a "wee" alone is urine)
  [
    /(?<![a-z])nae(?= (?:pain|fever|temp|temperature|blood|bleeding|burning|cough|sickness|vomiting|diarrhoea|bother)(?![a-z]))/g,
    'no',
  ],
  [/(?<![a-z])(?:a )?wee bit(?![a-z])/g, 'a bit'],
  [/(?<![a-z])awfy(?![a-z])/g, 'very'],
  [/(?<![a-z])oot o'?(?![a-z])/g, 'out of'],
  [/(?<![a-z])gie(?![a-z])/g, 'give'],
  // "cant", "dont", "isnt": the reader's negation and phrase lists hold the apostrophe.
  [
    /(?<![a-z])(can|don|doesn|didn|won|isn|aren|wasn|haven|hasn|couldn|wouldn|shouldn)t(?![a-z])/g,
    "$1't",
  ],
  [/(?<![a-z])w\/o(?![a-z])/g, 'without'],
  [/(?<![a-z])w\/(?=\s|[a-z])/g, 'with '],
  [/(?<![a-z])(?:sik|sicc)(?![a-z])/g, 'sick'],
  [/(?<![a-z])(?:nausous|nauseus|nausious|nauseos)(?![a-z])/g, 'nauseous'],
  [/(?<![a-z])(?:vomitting|vommiting|vomitin)(?![a-z])/g, 'vomiting'],
  [/(?<![a-z])(?:breathles|breathelss|brethless)(?![a-z])/g, 'breathless'],
  [/(?<![a-z])(?:temprature|tempreture|temperture)(?![a-z])/g, 'temperature'],
  // phonetic spelling: "feel quezy", "my bak has bin hurtin sins I finishd"
  [/(?<![a-z])(?:quezy|queezy|queazy|quesy)(?![a-z])/g, 'queasy'],
  [/(?<![a-z])(my|her|his|lower|upper) bak(?![a-z])/g, '$1 back'],
  [/(?<![a-z])hurtin(?![a-z'])/g, 'hurting'],
  [/(?<![a-z])(has|have|had) bin(?![a-z])/g, '$1 been'],
  [/(?<![a-z])(?:sp)?o2(?![a-z\d])/g, 'oxygen'],
  // Texting: "v tired 2day", "ulcers r back", "thru a straw", "since yday".
  [/(?<![a-z\d])2day(?![a-z])/g, 'today'],
  [/(?<![a-z\d])2ni(?:te|ght)(?![a-z])/g, 'tonight'],
  [/(?<![a-z\d])(?:2moro|2morrow|tmrw|tmr)(?![a-z])/g, 'tomorrow'],
  [/(?<![a-z])(?:yday|ystdy)(?![a-z])/g, 'yesterday'],
  // "n" between two words is "and"; alone ("n", "n, all good") it is the answer no.
  [/(?<=[a-z]\s)n(?=\s+[a-z])/g, 'and'],
  [/(?<![a-z'])v(?=\s+[a-z])/g, 'very'],
  [/(?<![a-z'])r(?=\s+[a-z])/g, 'are'],
  [/(?<![a-z'])u(?![a-z'])/g, 'you'],
  [/(?<![a-z'])ur(?![a-z'])/g, 'your'],
  [/(?<![a-z])thru(?![a-z])/g, 'through'],
  // The English euphemism: "blood when I spend a penny" is blood in the urine.
  [/(?<![a-z])(?:spend|spends|spent|spending) a penny(?![a-z])/g, 'pass urine'],
  [/(?<![a-z])(?:coz|cos|cuz|bc)(?![a-z])/g, 'because'],
  [/(?<![a-z\d])wks?(?![a-z])/g, 'weeks'],
  // "temp 38.2 hr 118": 'hr' before a number of its own is the heart rate, not hours (which
  // would make "38.2 hr" a duration and lose the temperature). After a whole number it is
  // hours ("24 hr 12 times", "1 hr 20"), and "6 hr 30 mins" is hours; a heart rate is 40-249.
  [
    /(?<![a-z\d])(?<!(?<![.\d])\d{1,3}\s*)hr\s*[:=]?\s*(?=(?:[4-9]\d|1\d\d|2[0-4]\d)(?![\d.])(?!\s*(?:mins?|minutes?|times|x)(?![a-z])))/g,
    'heart rate ',
  ],
  [/(?<![a-z\d])hrs?(?![a-z])/g, 'hours'],
  // Dictation's homophones: "been through up twice", "breathe less", "seven outta ten",
  // "had diary 5x" (diarrhoea; a diary to write in is "my diary", "a diary").
  [
    /(?<=(?:been|i|i've|he|she|has|have|had|just|keep|keeps|kept|and|then|twice|once)\s)(?:through|thru)\s+up(?![a-z])/g,
    'threw up',
  ],
  [/(?<![a-z])breathe\s+less(?![a-z])/g, 'breathless'],
  // "a chess pain", "short of breathe": the voice mode's spelling of chest pain and breath
  [/(?<![a-z])chess(?=\s+(?:pains?|tightness)(?![a-z]))/g, 'chest'],
  [/(?<![a-z])(short(?:ness)? of|out of) breathe(?![a-z])/g, '$1 breath'],
  // 新口痛: the input method's 心口 'chest' (新口 alone is no word; 新口味 is a new flavour)
  [/新口(?=(?:好|有啲|有少少|少少|勁|成日)?(?:痛|翳|悶|壓|赤))/g, '心口'],
  [/(?<![a-z])outta(?![a-z])/g, 'out of'],
  [
    new RegExp(
      String.raw`(?<![a-z])(?<!(?:my|a|the|her|his|in|food|symptom|pain|fluid)\s)diary(?=\s+(?:\d+\s*x|x\s*\d|\d+ times))` +
        String.raw`|(?<=(?:had|got|having|bad|some)\s)diary(?![a-z])`,
      'g',
    ),
    'diarrhoea',
  ],
  // "bit tired" is "a bit tired"; "I bit my tongue" is the verb.
  [
    /(?<![a-z])(?<!a )bit(?=\s+(?!(?:my|me|his|her|him|them|it|into|through|the|your|our|their)(?![a-z]))[a-z])/g,
    'a bit',
  ],
];

/** one … nine, from numbers.ts's table of number words. */
const UNITS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(ENGLISH_NUMBERS).filter(([, value]) => value >= 1 && value <= 9),
);
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const DIGIT_WORDS: Readonly<Record<string, number>> = { zero: 0, oh: 0, ...UNITS };
const UNIT = Object.keys(UNITS).join('|');
const DIGIT = Object.keys(DIGIT_WORDS).join('|');
/**
 * 'thirty-eight point two', 'ninety nine point five', 'a hundred and one': a whole number
 * from twenty up, with an optional spoken decimal. Below twenty numbers.ts reads the words.
 */
const SPELLED = new RegExp(
  String.raw`(?<![a-z])(?:(a|one) hundred(?: and)?\s*)?(?:(${Object.keys(TENS).join('|')})(?:[\s-]?(${UNIT}))?|(${UNIT}))?` +
    String.raw`(?:\s+point\s+(${DIGIT}))?(?![a-z])`,
  'g',
);

function spelledOut(
  whole: string,
  hundred?: string,
  tens?: string,
  unit?: string,
  alone?: string,
  decimal?: string,
): string {
  // Only numbers above twenty, or with a spoken decimal, are rewritten; the rest stay words.
  if (!hundred && !tens && decimal === undefined) return whole;
  if (!hundred && !tens && !alone) return whole;
  const value = (hundred ? 100 : 0) + (tens ? TENS[tens]! : 0) + (UNITS[unit ?? alone ?? ''] ?? 0);
  const fraction = decimal === undefined ? '' : `.${DIGIT_WORDS[decimal]}`;
  return `${value}${fraction}`;
}

/** The message with shorthand written out and spelled numbers as digits. */
export function expandShorthand(message: string): string {
  let text = withoutListNumbers(message)
    .replace(NURSES_WORD, (word) => NURSES_WORDS[word] ?? word)
    .replace(NIL_AFTER, 'no $1');
  for (const [pattern, longForm] of SHORTHAND) text = text.replace(pattern, longForm);
  return text
    .replace(SPELLED, (whole, ...groups: Array<string | undefined>) =>
      whole.trim() === '' ? whole : spelledOut(whole, ...(groups.slice(0, 5) as [])),
    )
    .replace(OXYGEN_READING, '$1%');
}

/**
 * Nurses' notes, written out in one pass before the table ("nil N&V" must be "no N&V" first):
 * "nil CP", BO 'bowels opened', BNO 'bowels not opened', "c/o" 'complaining of', "abdo".
 */
const NURSES_WORDS: Readonly<Record<string, string>> = {
  nil: 'no',
  bo: 'bowels opened',
  bno: 'bowels not opened',
  'c/o': 'complaining of',
  cp: 'chest pain',
  abdo: 'abdominal',
};
const NURSES_WORD = new RegExp(
  // "nil" only before a finding: "nil relief from GTN for chest pain" denies nothing
  String.raw`(?<![a-z])(?:nil(?= (?:cp|sob|n\s*&\s*v|d\s*&\s*v|pain|fever|temp|bleeding|blood|vomiting|nausea|diarrhoea|cough|confusion|` +
    String.raw`melaena|haematemesis|haematuria|haemoptysis)\s*(?:[,.;!?]|$))` +
    String.raw`|bno(?![a-z])|bo(?![a-z'])|c\/o(?![a-z])|cp(?![a-z])|abdo(?![a-z]))`,
  'g',
);

/** A nurse's "CP nil", "fever: nil", "blood PR neg": the finding first, then its absence. */
const NIL_AFTER = new RegExp(
  String.raw`(?<![a-z])(chest pain|fever|temp|pain|bleeding|blood(?: pr)?|n&v|d&v|sob|vomiting|nausea|diarrhoea|cough|confusion|` +
    String.raw`melaena|haematemesis|haematuria|haemoptysis|pv loss)` +
    // only where the clause ends: "chest pain - nil relief from GTN" is chest pain
    String.raw`\s*[:=-]?\s*(?:nil|neg|negative|none)(?=\s*(?:[,.;!?]|$))`,
  'g',
);

/** "1. tired 2. no appetite 3. …": a list's item numbers, each before a space. */
const LIST_NUMBER = /(?<=^|\s)([1-9])[.)](?=\s)/;

/**
 * A numbered list, "1. 口瘡返咗嚟，3分，食嘢會痛 2. 嘔咗四次": its numbers end items, not rate or
 * count them. Only numbers that run 1, 2, 3… in order are taken ("vomited 3. then…" in a
 * message without a list keeps its 3).
 */
function withoutListNumbers(message: string): string {
  const numbers = findAll(message, LIST_NUMBER);
  const inOrder: number[] = [];
  for (const match of numbers) {
    // the list starts the message, a line or follows a colon ("Vomited 1. Diarrhoea 2." counts)
    const starts = inOrder.length > 0 || /(?:^|[\n:：])\s*$/.test(message.slice(0, match.index));
    if (starts && Number(match[1]) === inOrder.length + 1) inOrder.push(match.index);
  }
  if (inOrder.length < 2) return message;
  let text = message;
  for (const at of inOrder.reverse()) text = `${text.slice(0, at)};${text.slice(at + 2)}`;
  return text;
}

/**
 * An oxygen reading said without its percent sign: "sats 91", "put the sats thing on my finger
 * and it says ninety one". The percent sign keeps it from being read as a rating (measurements.ts).
 */
const OXYGEN_READING = new RegExp(
  String.raw`((?<![a-z])(?:sats|saturations?|spo2|oxygen|oximeter|血氧)` +
    // not past a comma or a temperature ("on home oxygen, temp 100" is 100 °F)
    String.raw`(?:(?!temp|fever|thermometer|burning|hot|shiver|chill|rigor|sweat|體溫|探熱|度|燒|熱|冷|震)[^.!?\n。！？,;，；]){0,50}?(?<![\d.])(?:[7-9]\d|100))` +
    String.raw`(?![\d.%])(?!\s*(?:°|degrees?|度|f(?![a-z])))(?![^.,;!?。，]{0,20}(?:thermometer|temp|fever|體溫|探熱))`,
  'g',
);
