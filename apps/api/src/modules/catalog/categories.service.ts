import type { CategoryInput, CategoryNode, ManagedCategory, categoryInputSchema } from '@glowmarket/shared/catalog';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { cacheTags, type ResponseCache } from '../../lib/response-cache';
import * as repository from './categories.repository';
import type { CategoryWithNames } from './categories.repository';

type CategoryValues = z.output<typeof categoryInputSchema>;

/** The name in `language`, else English, else any: a category always shows some name. */
export function categoryName(names: Record<string, string>, language: string): string {
  return names[language] ?? names['en-US'] ?? Object.values(names)[0] ?? '';
}

function isAdmin(ctx: RequestContext) {
  return ctx.actor.roles.includes('admin');
}

/** The operator changes every category; a seller only those its company added. */
function mayChange(ctx: RequestContext, category: { companyId: string | null }) {
  return isAdmin(ctx) || (category.companyId !== null && category.companyId === ctx.actor.companyId);
}

export interface CategoriesServiceDeps {
  cache: ResponseCache;
  /** The companies module: which companies are approved, whose categories may show and change. */
  sellers: { approvedAmong(ctx: RequestContext, companyIds: string[]): Promise<Set<string>> };
}

export function createCategoriesService(deps: CategoriesServiceDeps) {
  const approvedCompanyIds = (ctx: RequestContext, companyIds: string[]) => deps.sellers.approvedAmong(ctx, companyIds);

  /**
   * What a seller adds shows at once in the public tree, so only an approved company's seller
   * adds or changes categories; the operator always may.
   */
  async function requireApproved(ctx: RequestContext) {
    if (isAdmin(ctx)) return;
    const companyId = ctx.actor.companyId;
    if (!companyId || !(await approvedCompanyIds(ctx, [companyId])).has(companyId)) {
      throw new AppError('company_not_approved');
    }
  }

  async function checkParent(ctx: RequestContext, parentId: string | null, selfId?: string) {
    if (parentId === null) return;
    const parent = await repository.findCategory(ctx.db, parentId);
    // Two levels only: a subcategory hangs under a top category. A seller hangs its own under the
    // operator's or its own, never another seller's: that one could then neither delete nor move
    // its category. Another seller's answers 404, as if it did not exist.
    if (!parent || parent.parentId !== null || parent.id === selfId) throw new AppError('not_found');
    if (parent.companyId !== null && !mayChange(ctx, parent)) throw new AppError('not_found');
  }

  return {
    /**
     * The tree in the caller's language, for menus and filters: the operator's categories and those
     * of approved companies (a suspended company's go with it, and come back when it is reinstated).
     */
    async getTree(ctx: RequestContext): Promise<CategoryNode[]> {
      const every = await repository.listCategoriesWithNames(ctx.db);
      const approved = await approvedCompanyIds(
        ctx,
        every.flatMap((category) => (category.companyId === null ? [] : [category.companyId])),
      );
      const all = every.filter((category) => category.companyId === null || approved.has(category.companyId));
      const node = (category: CategoryWithNames): CategoryNode => ({
        id: category.id,
        name: categoryName(category.names, ctx.language),
        children: all.filter((child) => child.parentId === category.id).map(node),
      });
      return all.filter((category) => category.parentId === null).map(node);
    },

    async listManaged(ctx: RequestContext): Promise<ManagedCategory[]> {
      const all = await repository.listCategoriesWithNames(ctx.db);
      return all.map((category) => ({
        id: category.id,
        parentId: category.parentId,
        names: category.names,
        companyId: category.companyId,
        editable: mayChange(ctx, category),
      }));
    },

    async create(ctx: RequestContext, input: CategoryValues): Promise<ManagedCategory> {
      await requireApproved(ctx);
      await checkParent(ctx, input.parentId);
      const companyId = isAdmin(ctx) ? null : (ctx.actor.companyId ?? null);
      const category = await inTransaction(ctx, async (tx) => {
        const row = await repository.insertCategory(tx.db, {
          parentId: input.parentId,
          companyId,
          position: await repository.nextCategoryPosition(tx.db, input.parentId),
        });
        await repository.replaceCategoryNames(tx.db, row.id, input.names);
        return row;
      });
      // No product is in it yet: only the tree changed.
      deps.cache.invalidate([cacheTags.categories]);
      return { id: category.id, parentId: category.parentId, names: input.names, companyId, editable: true };
    },

    async update(ctx: RequestContext, id: string, input: CategoryValues): Promise<ManagedCategory> {
      await requireApproved(ctx);
      const category = await repository.findCategory(ctx.db, id);
      if (!category || !mayChange(ctx, category)) throw new AppError('not_found');
      await checkParent(ctx, input.parentId, id);
      if (input.parentId !== null && (await repository.categoryHasChildren(ctx.db, id))) {
        throw new AppError('category_has_children');
      }
      await inTransaction(ctx, async (tx) => {
        await repository.updateCategoryParent(tx.db, id, input.parentId);
        await repository.replaceCategoryNames(tx.db, id, input.names);
      });
      // Product pages show its name.
      deps.cache.invalidate();
      return { id, parentId: input.parentId, names: input.names, companyId: category.companyId, editable: true };
    },

    /** A category that products use, or that has subcategories, stays: 409. */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      const category = await repository.findCategory(ctx.db, id);
      if (!category || !mayChange(ctx, category)) throw new AppError('not_found');
      if (await repository.categoryHasChildren(ctx.db, id)) throw new AppError('category_has_children');
      if (await repository.categoryIsUsed(ctx.db, id)) throw new AppError('category_in_use');
      await repository.deleteCategory(ctx.db, id);
      // No product was in it: only the tree changed.
      deps.cache.invalidate([cacheTags.categories]);
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
export type { CategoryInput };
