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
  'pooed',
  'pooing',
  // not furniture: "two red stools for the kitchen"
  'stools?(?! for)',
  'bowel motions?',
  // not "motion sickness"
  'motions?(?! sick)',
  'bowels?',
  'bms?',
  'number (?:twos?|2)',
  'big jobs?',
  'big ones?',
  'faeces',
  'feces',
  'diarrhoea',
  'diarrhea',
  // not "the skin under the stoma bag"
  '(?<!(?:skin|area) (?:under|around|round|near|by) (?:the|my|her|his) )(?:stoma|colostomy|ileostomy) (?:bag|output)',
);
const URINE = either(
  'urine',
  // not the Scots "a wee pink cardigan", "my wee grandson"
  String.raw`wees?(?!\s+(?:pink|red|bit|grandson|granddaughter|boy|girl|lad|lass|one|ones|dog|cat)(?![a-z]))`,
  'pees?',
  'piss',
  '(?:catheter|urine|wee) bag',
);
/**
 * Urine in the British way, "my water": also what is drunk ("my water's gone pink, I put a bit of
 * ribena in it"), so only with a colour word or a likeness ("my water was a funny colour…, like
 * cherry cordial", "my water looks like ribena").
 */
const WATER = '(?:my|his|her|their) water';
// "came up" alone is also a rash; "what came up" is vomit
const VOMIT = either(
  'vomit(?:ed|ing|s)?',
  '(?:(?:the|her|his|my|their) |^\\s*)sick',
  'threw up',
  'thrown up',
  'throwing up',
  'brought up',
  'bringing up',
  'what (?:came|comes|is coming) up',
  'spewed(?: up)?',
  'chucked up',
  '(?:was|been|being) sick(?=\\s*,)',
);
/** Where the colour is seen when the output is not named: the pan, the paper after wiping. */
const TOILET = either(
  'toilet water',
  'water in the (?:toilet|pan|bowl|loo)',
  '(?:the |toilet )(?:pan|bowl)',
);
const TOILET_PAPER = either(
  '(?:toilet |loo )?paper',
  'toilet roll',
  'tissue',
  'pad',
  'toilet(?: bowl)?',
  'pan',
  'loo',
);

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
  // not "red wine at dinner", "red meat", "red tape", "red faced", "red raw"
  String.raw`(?![- ](?:wine|meat|tape|faced|raw|sore|hands?|cheeks?|pepper|onion|cabbage)(?![a-z]))` +
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
  ...['strange', 'weird', 'horrible', 'first', 'thing', 'sticky', 'full', 'filled'],
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
  [OUTPUT_THEN_COLOUR(either(STOOL, URINE, VOMIT), RED), { bloodIn: true }],
  [OUTPUT_THEN_COLOUR(WATER, `like (?:a |an )?${RED_LIKENESS}`), { bloodIn: true }],
  // urine like cola: blood (or muscle) in it, either way for a doctor today
  [
    OUTPUT_THEN_COLOUR(either(URINE, WATER), 'like (?:coca[- ])?cola|like coke|cola[- ]colou?red'),
    { bloodIn: true },
  ],
  [COLOUR_THEN_OUTPUT(RED, either(STOOL, URINE, VOMIT)), { bloodIn: true }],
  // "my wee was red this morning", with more words between than LINK allows
  [
    new RegExp(
      String.raw`(?<![a-z])(?:urine|wee|pee|piss)(?![a-z])(?!\s+(?:pink|red|bit|grandson|granddaughter|boy|girl))` +
        String.raw`(?:(?!\bnot\b|n't|\bisnt\b|\bno\b|\bnever\b)[^.;!?]){0,35}(?<![a-z])` +
        String.raw`(?:red|pink|pinkish|bloody|rosy|rosé|rose wine)(?![a-z])(?![- ](?:wine|meat|tape|faced|hands?|cheeks?))`,
    ),
    { bloodIn: true },
  ],
  // "red on the paper when I wiped", "pink in the pan", "streaks of red in her wee"
  [
    pattern(
      String.raw`(?<!(?:nothing|\bno|not any|without|never any)\s+)(?<![a-z])(?:${BITS}\s+of\s+)?(?:${RED})(?:\s+${BITS})?\s+`,
      String.raw`(?:in|on)\s+${OWNER}${either(STOOL, URINE, VOMIT)}(?![a-z])`,
    ),
    { bloodIn: true },
  ],
  // 大便有啲暗紅色, 小便粉紅色, 嘔出嚟啲嘢紅色, 啲尿紅紅哋 (血 itself: detail-words.ts)
  [
    new RegExp(
      '(?:尿(?!片)|小便|大便|屎|便便)(?:(?![冇唔無沒驗順方藥片用後巾])[^，。,.!?；]){0,6}(?:紅色|粉紅|暗紅|鮮紅|啡紅)' +
        // brown only of vomit (大便係啡色 is a normal stool)
        '|(?:嘔|吐)(?!藥)(?:(?![冇唔無沒驗順方藥片用後巾])[^，。,.!?；]){0,6}(?:紅色|啡色|粉紅|暗紅|鮮紅|啡紅)' +
        '|(?:尿|小便|大便|wee|pee|poo)\\s*(?:啲|色|水)?(?:紅紅|紅咗|變紅|好紅)',
    ),
    { bloodIn: true },
  ],
];

/**
 * Red seen in the toilet, on the paper or a pad, without the output named: blood from the bowel
 * or the bladder, unless a period is named (TIME_OF_THE_MONTH).
 */
const RED_IN_THE_TOILET: ReadonlyArray<readonly [RegExp, FindingFlags]> = [
  [OUTPUT_THEN_COLOUR(TOILET, RED), { bloodIn: true }],
  // "red on the paper when I wiped", "pink in the pan", "red when I wipe"
  [
    pattern(
      String.raw`(?<!(?:nothing|\bno|not any|without|never any)\s+)(?<![a-z])(?:${BITS}\s+of\s+)?(?:${RED})(?:\s+${BITS})?\s+`,
      String.raw`(?:(?:in|on)\s+${OWNER}${TOILET_PAPER}|(?:when|after) (?:i|she|he|they) (?:wipes?|wiped|wiping))(?![a-z])`,
      // "loo paper had pink on it", "the pan was red" (not "the toilet roll is pink")
      String.raw`|(?<![a-z])(?:(?:toilet |loo )?paper|tissue)\s+(?:had|has|went|turned)\s+(?:a bit of\s+|some\s+)?(?:${RED})(?![a-z])`,
      String.raw`|(?<![a-z])(?:the (?:pan|toilet|loo|bowl)|(?<=(?:poo\w*|wee\w*|pee\w*|toilet|loo|bowels?)[^.!?]{0,40})the water)`,
      String.raw`\s+(?:was|went|turned|is)\s+(?:a bit\s+|all\s+)?(?:${RED})(?![a-z])`,
    ),
    { bloodIn: true },
  ],
  // "bright red blood on the toilet paper" (not a tissue, which may be a nose's)
  [
    pattern(
      String.raw`(?<![a-z])(?:(?:${RED})\s+)?blood\s+on\s+(?:the\s+)?(?:toilet |loo )(?:paper|roll|tissue)(?![a-z])`,
    ),
    { bloodIn: true },
  ],
  // 廁紙有紅色, 抹完屁股廁紙有啲粉紅, 馬桶啲水紅咗
  [
    /(?:廁紙|厠紙|馬桶水|馬桶啲水)(?:(?![冇唔無沒])[^，。,.!?；]){0,4}(?:紅|粉紅)/,
    { bloodIn: true },
  ],
];
const TIME_OF_THE_MONTH =
  /(?<![a-z])(?:period|periods|menstrua\w*|time of the month|spotting)(?![a-z])|月經|經期|嚟M|M到|大姨媽/i;

/**
 * A clause that gives the colour of an output named before it in the sentence: it says "colour"
 * or "it was" ("Mrs Lee go toilet big one 2 times, colour very dark red like jam", "went for a
 * wee, it was bright red", "I pooed and the water went red"), or likens it after a
 * sentence that did ("my water was a funny colour first thing, like cherry cordial"). A bare
 * colour after an output is often something else ("went for a wee, red wine last night").
 */
const COLOUR_CLAUSE = pattern(
  String.raw`^[\s,;:-]*(?:(?:the|its|and|but)\s+)*(?:colou?r(?:ed)?[\s,:-]+|(?:it|they|that)(?:['’]s|\s+(?:was|is|were|are|looked|looks))` +
    String.raw`|(?:the )?water\s+(?:went|turned|was|is))`,
  String.raw`[\s,:-]*${LINK}(?:${RED})(?![a-z])`,
  String.raw`(?!\s+(?:down there|round|around|on (?:the|my|her|his)|and (?:sore|itchy|raw|swollen))(?![a-z]))`,
);
const LIKENESS_CLAUSE = pattern(
  String.raw`^[\s,;:-]*(?:(?:and|but|kind of|sort of)\s+)*like (?:a |an )?${RED_LIKENESS}(?![a-z])`,
);
const COLOUR_WORD = /(?<![a-z])colou?r(?:ed)?(?![a-z])/;
const OUTPUT_NAMED = pattern(String.raw`(?<![a-z])${either(STOOL, URINE, VOMIT, TOILET)}(?![a-z])`);
const OUTPUT_OR_WATER_NAMED = pattern(
  String.raw`(?<![a-z])${either(STOOL, URINE, VOMIT, TOILET, WATER)}(?![a-z])`,
);
/** The end of the sentence before: where the output the colour is of is named. */
const SENTENCE_BEFORE = /[^.!?。！？\n]{0,120}$/;

/** The span of a clause that gives the colour of an output named just before it, if any. */
export function colourOfOutputBefore(clause: string, before: string): RegExpExecArray | null {
  const sentence = SENTENCE_BEFORE.exec(before)?.[0] ?? '';
  if (OUTPUT_NAMED.test(sentence)) return COLOUR_CLAUSE.exec(clause);
  // "my water" only when the sentence said "colour" and the clause likens it
  if (OUTPUT_OR_WATER_NAMED.test(sentence) && COLOUR_WORD.test(sentence))
    return LIKENESS_CLAUSE.exec(clause);
  return null;
}

/** Black vomit: old blood, whatever tablets are taken (iron does not blacken vomit). */
const BLACK_VOMIT_PATTERNS: ReadonlyArray<readonly [RegExp, FindingFlags]> = [
  [OUTPUT_THEN_COLOUR(VOMIT, BLACK), { bloodIn: true }],
  [COLOUR_THEN_OUTPUT(BLACK, VOMIT), { bloodIn: true }],
];

/** Black stool: old blood, unless iron or bismuth is taken (IRON_OR_BISMUTH). */
const BLACK_STOOL_PATTERNS: ReadonlyArray<readonly [RegExp, FindingFlags]> = [
  [OUTPUT_THEN_COLOUR(STOOL, BLACK), { bloodIn: true }],
  [COLOUR_THEN_OUTPUT(BLACK, STOOL), { bloodIn: true }],
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
 * What turns stool black without blood, taken now and not denied: iron tablets and bismuth
 * ("she's on iron so her poo's black", 食緊鐵丸). Not a blood test's iron level or a question
 * about iron (no tablets named), iron given into a vein, stopped or forgotten; and not beside
 * feeling faint or dizzy or a bleed before, which make the black a sign again.
 */
const IRON_OR_BISMUTH = new RegExp(
  String.raw`(?<!(?:\bno|\bnot|n't|never|nor|without|any)\s+(?:\w+\s+){0,3})(?<![a-z])` +
    either(
      String.raw`(?:on|taking|takes|take|started(?: on)?|put (?:me|her|him) on|had|having|given)\s+(?:(?:the|my|her|his|some)\s+)?iron`,
      String.raw`iron\s+(?:tablets?|pills?|supplements?|sulphate|sulfate)`,
      String.raw`(?<!(?:checked|tested|test)\s+)(?:my|her|his) iron(?!\s+(?:levels?|infusions?|drip|tests?|was|is|were|count|results?))`,
      'ferrous',
      'feroglobin',
      'spatone',
      'bismuth',
      'pepto',
      'bismol',
    ) +
    '(?![a-z])|(?<![冇唔未無沒停]食?)(?:鐵丸|補鐵|鐵劑|補血丸)',
);
const NOT_TAKEN_NOW = new RegExp(
  String.raw`(?<![a-z])(?:stopped|forgot|forgotten|infusion|drip|last year|not sure|faint|dizzy|light-?headed|a bleed)(?![a-z])` +
    '|停咗|唔記得|打鐵|吊鐵|頭暈',
);

/** The colour signs to read in a message: black stool is no sign when iron or bismuth is taken. */
export const colourSignsIn = (message: string) => [
  ...RED_SIGN_PATTERNS,
  ...(TIME_OF_THE_MONTH.test(message) ? [] : RED_IN_THE_TOILET),
  ...BLACK_VOMIT_PATTERNS,
  ...(IRON_OR_BISMUTH.test(message) && !NOT_TAKEN_NOW.test(message) ? [] : BLACK_STOOL_PATTERNS),
];

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
// a surgical drain, not the shower's or the sink's
const DRAIN = String.raw`(?<!(?:shower|sink|bath|kitchen|bathroom|basin)\s)${either('drain', 'drain (?:bag|bottle)', 'drainage')}`;
const SOAKED = either('soaked', 'soaking', 'pouring', 'gushing', 'filling(?: up)?', 'full');
const SEEPING = either('seeping', 'oozing', 'leaking', 'dripping', 'draining', 'coming through');

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
      String.raw`|(?<![a-z])(?:${BITS}\s+of\s+)?(?:${RED})(?:\s+${BITS})?\s+in\s+${OWNER}${PHLEGM}(?![a-z])`,
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
  // "my gums keep oozing": gums ooze blood, still going on when they keep at it
  [
    /(?<![a-z])gums?\s+(?:keep|keeps|are still|still)\s*(?:oozing|seeping)(?![a-z])/,
    bleeding({ ongoing: true }),
  ],
  [
    /(?<![a-z])gums?\s+(?:have been|has been|been|are|is)?\s*(?:oozing|seeping)(?![a-z])/,
    bleeding(),
  ],

  // 痰係粉紅色, 痰有啲紅; 個傷口一直滲紅色嘅水, 引流樽好多鮮紅色
  // (not 有痰喉嚨紅, a red throat)
  [/(?:痰|phlegm|flem|sputum)(?:(?![冇唔無沒喉面眼])[^，。,.!?；]){0,4}(?:粉紅|紅)/, bleeding()],
  [
    /(?:傷口|紗布|引流|喉管|膠布)(?:(?![冇唔無沒])[^，。,.!?；]){0,6}(?:滲|流|漏|濕晒|浸)[^，。,.!?；]{0,4}(?:紅|血)|引流(?:樽|袋|喉)?[^，。,.!?；]{0,4}(?:鮮紅|深紅|紅色|好紅)/,
    bleeding(),
  ],
];
