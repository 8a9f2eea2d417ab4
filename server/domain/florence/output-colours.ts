// What comes out of the body told by its colour, without the word blood: "my wee's gone dark
// red", "poo was maroon", "red streaks in the sick", 大便有啲暗紅色. One table of outputs and one
// of blood's colours, so a new way of naming either reaches every pairing; the word lists of
// detail-words.ts and symptom-words.ts keep what is said in other shapes.
import type { FindingFlags } from './reading';
import type { SymptomWord } from './symptom-words';

const pattern = (...parts: string[]) => new RegExp(parts.join(''));
const either = (...names: string[]) => `(?:${names.join('|')})`;

/** Stool, urine and vomit: blood seen in them is red by the bleeding row. */
const STOOL = either(
  'poos?',
  'poops?',
  'stools?',
  'bowel motions?',
  'motions?',
  'bowels?',
  'bms?',
  'number twos?',
  'big jobs?',
  'big ones?',
  'faeces',
  'feces',
  'diarrhoea',
  'diarrhea',
  '(?:stoma|colostomy|ileostomy) (?:bag|output)',
);
const URINE = either(
  'urine',
  'wees?',
  'pees?',
  'piss',
  '(?:my|his|her|their) water',
  '(?:catheter|urine|wee) bag',
);
// "came up" alone is also a rash; "what came up" is vomit
const VOMIT = either(
  'vomit',
  '(?:(?:the|her|his|my|their) |^\\s*)sick',
  'threw up',
  'thrown up',
  'throwing up',
  'brought up',
  'bringing up',
  'what (?:came|comes|is coming) up',
  'spewed',
  'chucked up',
);
/** Where the colour is seen when the output is not named: the pan, the paper after wiping. */
const TOILET = either(
  'toilet water',
  'water in the (?:toilet|pan|bowl|loo)',
  '(?:the |toilet )(?:pan|bowl)',
);
const TOILET_PAPER = either('(?:toilet )?paper', 'tissue', 'pad', 'toilet', 'pan', 'bowl', 'loo');

/** Things of blood's colour a stool or urine is likened to: "like cherry cordial", "like jam". */
const RED_LIKENESS = either(
  'cherry(?: cordial| juice)?',
  'cherries',
  'ribena',
  'raspberr(?:y|ies)(?: juice)?',
  'strawberr(?:y|ies)',
  '(?:strawberry |raspberry |redcurrant )?jam',
  'redcurrant jelly',
  '(?:red )?wine',
  'port',
  'tomato soup',
  'ketchup',
  'blood',
);
/** Blood's colours: bright red, dark red, pink, maroon, "rosé wine", reddish, pinkish. */
const RED =
  String.raw`(?:(?:bright|dark|deep|fresh|light|pale|blood|brick|brownish|brown|purplish)[- ]?)?` +
  String.raw`(?:red(?:dish)?|pink(?:ish)?|maroon|burgundy|claret|crimson|ros[eé](?: wine)?)` +
  String.raw`|like (?:a |an )?${RED_LIKENESS}`;
/** Old blood in the stool or vomit. */
const BLACK = String.raw`(?:(?:jet|pitch|really|very|all)[- ])?black|tarry|like tar|like liquorice|like licorice`;
/**
 * The few words that may stand between an output and its colour ("wee has gone a dark red
 * colour", "stools very dark almost black"): a word not among them ("wee stings and my skin is
 * red") keeps the two apart.
 */
const LINK = `(?:${either(
  ...['is', 'was', 'were', 'are', "'s", 's', 'has', 'have', 'had', 'been', 'gone', 'going', 'goes'],
  ...['went', 'turned', 'turning', 'turns', 'looks?', 'looked', 'looking', 'seems?', 'seemed'],
  ...['came', 'comes', 'coming', 'out', 'a', 'an', 'the', 'bit', 'abit', 'little', 'very', 'quite'],
  ...['really', 'kind', 'sort', 'of', 'kinda', 'slightly', 'all', 'totally', 'almost', 'nearly'],
  ...[
    'definitely',
    'this',
    'that',
    'morning',
    'today',
    'tonight',
    'again',
    'still',
    'with',
    'some',
  ],
  ...['in', 'it', 'and', 'dark', 'darker', 'more', 'rather', 'fairly', 'pretty', 'deep', 'proper'],
  ...['lot', 'colou?r(?:ed)?', 'tinged', 'streaked', 'streaky', 'streaks', 'funny', 'odd'],
  ...['strange', 'weird', 'horrible', 'first', 'thing', 'sticky'],
)}[\\s,]+){0,7}`;
const BITS = String.raw`(?:streaks?|bits?|spots?|flecks?|specks?|clots?|traces?)`;
const OWNER = String.raw`(?:(?:the|my|his|her|their|some)\s+)?`;

const OUTPUT_THEN_COLOUR = (outputs: string, colours: string) =>
  pattern(
    String.raw`(?<![a-z])${outputs}(?![a-z])(?:['’]s)?[\s,]+${LINK}(?:${colours})(?![a-z])`,
    // "brought up some pink phlegm" is phlegm's colour (COLOUR_BLEEDING_PATTERNS)
    String.raw`(?!\s+(?:phlegm|mucus|sputum|spit|rash|spots|skin)(?![a-z]))`,
  );
/** "bright red poo", "pink-tinged urine", "red streaks in the sick", "black tarry stools" */
const COLOUR_THEN_OUTPUT = (colours: string, outputs: string) =>
  pattern(
    String.raw`(?<![a-z])(?:${colours})(?:[- ]?(?:coloured|colored|tinged|streaked|and (?:sticky|shiny|tarry)))?\s+`,
    String.raw`(?:${BITS}\s+(?:of|in|on)\s+${OWNER})?${outputs}(?![a-z])`,
  );

/**
 * Blood's colours in stool, urine or vomit, in English and Cantonese: blood in them "however it
 * is said" (the bleeding row), whatever else the message names.
 */
export const RED_SIGN_PATTERNS: ReadonlyArray<readonly [RegExp, FindingFlags]> = [
  [OUTPUT_THEN_COLOUR(either(STOOL, URINE, VOMIT, TOILET), RED), { bloodIn: true }],
  // urine like cola: blood (or muscle) in it, either way for a doctor today
  [
    OUTPUT_THEN_COLOUR(URINE, 'like (?:coca[- ])?cola|like coke|cola[- ]colou?red'),
    { bloodIn: true },
  ],
  [COLOUR_THEN_OUTPUT(RED, either(STOOL, URINE, VOMIT)), { bloodIn: true }],
  // "my wee was red this morning", with more words between than LINK allows
  [
    /(?<![a-z])(?:urine|wee|pee|piss)(?![a-z])[^.;!?]{0,35}(?<![a-z])(?:red|pink|pinkish|bloody|rosy|rosé|rose wine)(?![a-z])/,
    { bloodIn: true },
  ],
  // "red on the paper when I wiped", "pink in the pan", "streaks of red in her wee"
  [
    pattern(
      String.raw`(?<![a-z])(?:${BITS}\s+of\s+)?(?:${RED})(?:\s+${BITS})?\s+(?:in|on)\s+${OWNER}`,
      `${either(STOOL, URINE, VOMIT, TOILET_PAPER)}(?![a-z])`,
    ),
    { bloodIn: true },
  ],
  // 大便有啲暗紅色, 小便粉紅色, 嘔出嚟啲嘢紅色, 啲尿紅紅哋 (血 itself: detail-words.ts)
  [
    new RegExp(
      '(?:尿|小便|大便|屎|便便|嘔|吐)(?:(?![冇唔無沒驗順方])[^，。,.!?；]){0,6}(?:紅色|啡色|粉紅|暗紅|鮮紅|啡紅)' +
        '|(?:尿|小便|大便)(?:啲|色|水)?(?:紅紅|紅咗|變紅|好紅)',
    ),
    { bloodIn: true },
  ],
];

/**
 * A clause that opens with a colour, after an output named in the sentence: "Mrs Lee go toilet
 * big one 2 times, colour very dark red like jam", "my water was a funny colour first thing,
 * like cherry cordial" (not "…, red face").
 */
const COLOUR_CLAUSE = pattern(
  String.raw`^[\s,;:-]*(?:(?:the|its|and|but)\s+)*(?:colou?r(?:ed)?[\s,:-]+)?${LINK}(?:${RED})(?![a-z])`,
  String.raw`(?!\s+(?:face|rash|skin|eyes?|cheeks?|spots|patch(?:es)?|marks?|lumps?|bumps?|nose)(?![a-z]))`,
);
const OUTPUT_NAMED = pattern(String.raw`(?<![a-z])${either(STOOL, URINE, VOMIT, TOILET)}(?![a-z])`);
/** The end of the sentence before: where the output the colour is of is named. */
const SENTENCE_BEFORE = /[^.!?。！？\n]{0,120}$/;

/** The span of a clause that gives the colour of an output named just before it, if any. */
export function colourOfOutputBefore(clause: string, before: string): RegExpExecArray | null {
  const colour = COLOUR_CLAUSE.exec(clause);
  if (!colour) return null;
  const sentence = SENTENCE_BEFORE.exec(before)?.[0] ?? '';
  return OUTPUT_NAMED.test(sentence) ? colour : null;
}

/** Black stool or vomit: old blood, unless iron or bismuth is named (IRON_OR_BISMUTH). */
export const BLACK_SIGN_PATTERNS: ReadonlyArray<readonly [RegExp, FindingFlags]> = [
  [OUTPUT_THEN_COLOUR(either(STOOL, VOMIT), BLACK), { bloodIn: true }],
  [COLOUR_THEN_OUTPUT(BLACK, either(STOOL, VOMIT)), { bloodIn: true }],
  // 屙咗啲好黑嘅嘢, 屙出嚟啲嘢黑色, 好似瀝青咁; 大便唔係黑色 denies the black
  [
    new RegExp(
      '屙(?:咗|出|出嚟|出來)?(?:啲|D)?(?:嘢)?(?:係)?(?:好|勁|超|非常)?黑' +
        '|(?:屙|大便|屎)(?:(?![唔冇無不])[^。！？]){0,12}(?:瀝青|柏油|黑色)' +
        '|大便[^，。,.!?；]{0,3}(?<!(?<!係)唔係|冇變|無變|沒有)黑',
    ),
    { bloodIn: true },
  ],
];

/**
 * What turns stool black without blood, named anywhere in the message and not denied: iron
 * tablets and bismuth ("she's on iron so her poo's black", 食緊鐵丸). "Not on iron" is no reason.
 */
const IRON_OR_BISMUTH = new RegExp(
  String.raw`(?<!(?:\bno|\bnot|n't|never|nor|without|any)\s+(?:\w+\s+){0,3})(?<![a-z])` +
    `${either('iron', 'ferrous', 'feroglobin', 'spatone', 'bismuth', 'pepto', 'bismol')}(?![a-z])` +
    '|(?<![冇唔未無沒])(?:鐵丸|補鐵|鐵質|鐵劑|補血丸)',
);

/** The colour signs to read in a message: black is no sign when iron or bismuth is named. */
export const colourSignsIn = (message: string) =>
  IRON_OR_BISMUTH.test(message)
    ? RED_SIGN_PATTERNS
    : [...RED_SIGN_PATTERNS, ...BLACK_SIGN_PATTERNS];

const bleeding = (flags?: FindingFlags): SymptomWord => ({ symptom: 'bleeding', flags });

const PHLEGM = either(
  'phlegm',
  'phlem',
  'flem',
  'fleghm',
  'sputum',
  'mucus',
  'spit',
  'spittle',
  'what (?:i|she|he) coughs? up',
);
const WOUND = either(
  'wound',
  'dressing',
  'bandage',
  'scar',
  'stitches',
  'incision',
  'line site',
  'picc(?: line)?',
  'port site',
);
const DRAIN = either('drain', 'drain (?:bag|bottle)', 'drainage');
const SOAKED = either('soaked', 'soaking', 'pouring', 'gushing', 'filling(?: up)?', 'full');
const SEEPING = either('seeping', 'oozing', 'leaking', 'dripping', 'coming through');

/**
 * Blood told by its colour where it is no red sign by itself: phlegm (asked whether it goes
 * on), a wound or a drain soaked or filling with red (heavy). A wound that is red is skin.
 */
export const COLOUR_BLEEDING_PATTERNS: ReadonlyArray<readonly [RegExp, SymptomWord]> = [
  [OUTPUT_THEN_COLOUR(PHLEGM, RED), bleeding()],
  [
    pattern(
      String.raw`(?<![a-z])(?:${RED})(?:[- ]?(?:tinged|streaked|coloured|colored))?\s+`,
      String.raw`(?:${BITS}\s+(?:of|in)\s+${OWNER})?${PHLEGM}(?![a-z])`,
      String.raw`|(?<![a-z])${BITS}\s+of\s+(?:${RED})\s+in\s+${OWNER}${PHLEGM}(?![a-z])`,
      // "spitting up bright red when I cough"
      String.raw`|(?<![a-z])(?:coughing|coughed|coughs?|spitting|spat|spits?|hacking)\s+up\s+`,
      String.raw`(?:(?:some|a bit of|bits of|a little)\s+)?(?:${RED})(?![a-z])(?!\s+(?:rash|spots|skin))`,
    ),
    bleeding(),
  ],
  [
    pattern(
      String.raw`(?<![a-z])${either(WOUND, DRAIN)}(?![a-z])(?:['’]s)?[\s,]+${LINK}${SOAKED}\s+(?:through\s+)?(?:with\s+)?(?:${RED}|blood)(?![a-z])`,
    ),
    bleeding({ heavy: true }),
  ],
  [
    pattern(
      String.raw`(?<![a-z])${either(WOUND, DRAIN)}(?![a-z])(?:['’]s)?[\s,]+${LINK}${SEEPING}\s+(?:(?:some|a bit of)\s+)?(?:${RED}|blood)(?![a-z])`,
      // the drain's contents gone red: "the drain bag is dark red now"
      String.raw`|(?<![a-z])${DRAIN}(?![a-z])(?:['’]s)?[\s,]+${LINK}(?:${RED})(?![a-z])`,
    ),
    bleeding(),
  ],
  // "my gums keep oozing": gums ooze blood
  [
    /(?<![a-z])gums?\s+(?:keep|keeps|are still|still|have been|has been|been|are|is)?\s*(?:oozing|seeping)(?![a-z])/,
    bleeding({ ongoing: true }),
  ],
  // 痰係粉紅色, 痰有啲紅; 個傷口一直滲紅色嘅水, 引流樽好多鮮紅色
  [/(?:痰|phlegm|flem|sputum)(?:(?![冇唔無沒])[^，。,.!?；]){0,4}(?:粉紅|紅)/, bleeding()],
  [
    /(?:傷口|紗布|引流|喉管|膠布)(?:(?![冇唔無沒])[^，。,.!?；]){0,6}(?:滲|流|漏|濕晒|浸)[^，。,.!?；]{0,4}(?:紅|血)/,
    bleeding(),
  ],
];
