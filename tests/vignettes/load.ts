// Reads every vignette file under cases/ (and held-out/) and checks each vignette's shape,
// so a typo in a file fails loudly instead of skipping a case.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Vignette } from './drive';

/**
 * cases/: the check-ins the understanding code was developed against. held-out/: check-ins
 * written by someone else and kept aside, measured before and after a change to the
 * reading code, so that agreement is known on cases nobody tuned to (README). unseen/: a
 * round nobody has looked at yet, measured (table only) by the next session before it changes
 * anything; not run by `npm test`, since its misreadings are not mended yet.
 */
export type VignetteSet = 'cases' | 'held-out' | 'unseen';
const SETS: readonly VignetteSet[] = ['cases', 'held-out'];
const LEVELS = ['GREEN', 'YELLOW', 'ORANGE', 'RED'];
const STATUSES = ['undergoing_treatment', 'in_remission', 'post_treatment'];

function filesUnder(folder: string): string[] {
  // unseen/ is there only while a round waits to be measured
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

function check(vignette: Vignette, file: string): void {
  const where = `${path.relative(import.meta.dirname, file)} ${vignette.id ?? '(no id)'}`;
  const ok =
    typeof vignette.id === 'string' &&
    (vignette.language === 'en' || vignette.language === 'zh-HK') &&
    STATUSES.includes(vignette.treatmentStatus) &&
    typeof vignette.narrative === 'string' &&
    typeof vignette.answers === 'object' &&
    typeof vignette.answers.how_are_you !== 'undefined' &&
    LEVELS.includes(vignette.expect?.level);
  if (!ok) throw new Error(`Malformed vignette: ${where}`);
}

export function loadVignettes(sets: readonly VignetteSet[] = SETS): Vignette[] {
  const vignettes = sets
    .flatMap((set) => filesUnder(path.join(import.meta.dirname, set)).sort())
    .flatMap((file) => {
      const list = JSON.parse(readFileSync(file, 'utf8')) as Vignette[];
      for (const vignette of list) check(vignette, file);
      return list;
    });
  const ids = new Set<string>();
  for (const { id } of vignettes) {
    if (ids.has(id)) throw new Error(`Vignette id used twice: ${id}`);
    ids.add(id);
  }
  return vignettes;
}
