import type { SynonymGroup, synonymGroupInputSchema } from '@glowmarket/shared/search-synonyms';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { cacheTags, type ResponseCache } from '../../lib/response-cache';
import { synonymEntry } from './search-query';
import type { SearchSync } from './search/sync';
import type { SynonymGroups } from './synonym-groups';
import * as repository from './synonyms.repository';

/**
 * The operator's search synonyms (/api/admin/search-synonyms; the guard admits the operator only).
 * With a search engine, each edit enqueues in its transaction the job that gives it the groups;
 * without one, this instance's groups in memory are reloaded before the edit answers, and the
 * other instances' through the cache.
 */
export function createSynonymsService(deps: {
  cache: ResponseCache;
  groups: SynonymGroups;
  searchSync?: SearchSync | undefined;
}) {
  /** Every search may now find more, or less. */
  async function changed() {
    await deps.groups.load();
    deps.cache.invalidate([cacheTags.lists, cacheTags.synonyms]);
  }

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
      await changed();
      return group;
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      await inTransaction(ctx, async (tx) => {
        if (!(await repository.deleteSynonymGroup(tx.db, id))) throw new AppError('not_found');
        await deps.searchSync?.synonymsChanged(tx);
      });
      await changed();
    },
  };
}

export type SynonymsService = ReturnType<typeof createSynonymsService>;
