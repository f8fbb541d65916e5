import type { SynonymGroup, synonymGroupInputSchema } from '@glowmarket/shared/search-synonyms';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { cacheTags, type ResponseCache } from '../../lib/response-cache';
import { synonymEntry } from './search-query';
import type { SearchSync } from './search/sync';
import * as repository from './synonyms.repository';

/**
 * The operator's search synonyms (/api/admin/search-synonyms; the guard admits the operator only).
 * With a search engine, each edit enqueues in its transaction the job that gives it the groups.
 */
export function createSynonymsService(deps: { cache: ResponseCache; searchSync?: SearchSync | undefined }) {
  return {
    list(ctx: RequestContext): Promise<SynonymGroup[]> {
      return repository.listSynonymGroups(ctx.db);
    },

    /** Stores the words as the search compares them; "SPF" and "spf" are one word. */
    async add(ctx: RequestContext, input: z.output<typeof synonymGroupInputSchema>): Promise<SynonymGroup> {
      const words = [...new Set(input.words.map(synonymEntry).filter((word) => word.length > 0))];
      if (words.length < 2) throw new AppError('synonym_group_too_small');
      const group = await inTransaction(ctx, async (tx) => {
        const inserted = await repository.insertSynonymGroup(tx.db, words);
        await deps.searchSync?.synonymsChanged(tx);
        return inserted;
      });
      // Every search may now find more.
      deps.cache.invalidate([cacheTags.lists]);
      return group;
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      await inTransaction(ctx, async (tx) => {
        if (!(await repository.deleteSynonymGroup(tx.db, id))) throw new AppError('not_found');
        await deps.searchSync?.synonymsChanged(tx);
      });
      deps.cache.invalidate([cacheTags.lists]);
    },
  };
}

export type SynonymsService = ReturnType<typeof createSynonymsService>;
