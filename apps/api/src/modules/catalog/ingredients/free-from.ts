import type { FreeFrom } from '@glowmarket/shared/cosmetics';
import { inciKey } from './inci';

/**
 * Which free-from groups an ingredient breaks, read from its INCI name. The names follow the
 * nomenclature's own patterns, so a rule per group covers every member the reference list may
 * hold, including ones added after this was written.
 */
const RULES: Record<FreeFrom, (key: string, allergen: boolean) => boolean> = {
  // A labelled fragrance allergen is there to scent the product, whatever the list calls it.
  fragrance: (key, allergen) => allergen || /^(?:PARFUM|FRAGRANCE|AROMA|FLAVOR|PERFUME)$/.test(key),
  parabens: (key) => /PARABEN$/.test(key),
  silicones: (key) => /(?:METHICONE|SILOXANE|SILOXANOL|METHICONOL|SILSESQUIOXANE|SILOXYSILICATE)\b/.test(key),
  // Ethanol: "ALCOHOL", "ALCOHOL DENAT.", "SD ALCOHOL 40-B"; fatty alcohols (CETEARYL ALCOHOL) are not.
  alcohol: (key) => /^(?:ALCOHOL|ALCOHOL DENAT\.?|SD ALCOHOL\b.*)$/.test(key),
  // The sulfated surfactants "sulfate-free" is about; mineral salts (MAGNESIUM SULFATE) are not.
  sulfates: (key) =>
    /(?:LAURYL|LAURETH|MYRISTYL|MYRETH|COCO|COCOYL|DECYL|OCTYL|CETYL|CETEARYL|TRIDECETH|PARETH|ALKYL|OLETH|TRIDECYL)[- ]SULFATE\b/.test(
      key,
    ),
};

const GROUPS = Object.keys(RULES) as FreeFrom[];

/** The groups a name belongs to; `allergen` says whether it is a labelled fragrance allergen. */
export function groupsOf(name: string, allergen: boolean): FreeFrom[] {
  const key = inciKey(name);
  return GROUPS.filter((group) => RULES[group](key, allergen));
}

/**
 * What a product is free from: every group none of its names breaks. A product without an
 * ingredient list claims nothing.
 */
export function freeFromOf(entries: { groups: readonly FreeFrom[] }[]): FreeFrom[] {
  if (entries.length === 0) return [];
  const broken = new Set(entries.flatMap((entry) => entry.groups));
  return GROUPS.filter((group) => !broken.has(group));
}
