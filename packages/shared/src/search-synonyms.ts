import { z } from 'zod';

/** How many words or phrases one group holds at most, and how long each is. */
export const MAX_SYNONYM_WORDS = 60;
export const MAX_SYNONYM_LENGTH = 60;

/**
 * A group of words a search treats as one ("sunscreen", "spf", "krem z filtrem"): a search for
 * any of them finds products that use any other. Stored normalised as search words are (lower
 * case, no diacritics), so the group reads as the search compares it.
 */
export const synonymGroupSchema = z.object({ id: z.string(), words: z.array(z.string()) }).meta({ id: 'SynonymGroup' });
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

/** A new group: at least two different words or phrases once normalised (else 400 synonym_group_too_small). */
export const synonymGroupInputSchema = z.object({
  words: z.array(z.string().trim().min(1).max(MAX_SYNONYM_LENGTH)).max(MAX_SYNONYM_WORDS),
});
export type SynonymGroupInput = z.input<typeof synonymGroupInputSchema>;
