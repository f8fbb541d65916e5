import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import type { ProductInput } from '@glowmarket/shared/catalog';
import type { FastifyInstance } from 'fastify';
import { createCompany } from '../src/db/factories/companies';
import { createUser } from '../src/db/factories/users';
import { bearer, logIn } from './users';

/** Names in all 11 languages, from one base name. */
export function namesOf(base: string): Record<string, string> {
  return Object.fromEntries(LANGUAGE_CODES.map((language) => [language, `${base} (${language})`]));
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  const admin = await createUser(app.db, { isAdmin: true });
  return logIn(app, admin.user.email, admin.password);
}

/** A seller with an approved company (unless said): token and company id. */
export async function sellerWithCompany(app: FastifyInstance, status: 'approved' | 'pending' = 'approved') {
  const seller = await createUser(app.db);
  const company = await createCompany(
    app.db,
    { status, approvedAt: status === 'approved' ? new Date() : null, defaultLanguage: 'en-US' },
    seller.user.id,
  );
  return { token: await logIn(app, seller.user.email, seller.password), companyId: company.id };
}

export async function createCategoryTree(app: FastifyInstance, token: string, base = 'Face care') {
  const category = await app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    headers: bearer(token),
    payload: { names: namesOf(base) },
  });
  const categoryId = category.json<{ id: string }>().id;
  const subcategory = await app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    headers: bearer(token),
    payload: { parentId: categoryId, names: namesOf(`${base} serums`) },
  });
  return { categoryId, subcategoryId: subcategory.json<{ id: string }>().id };
}

export function productInput(categoryId: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    translations: {
      'en-US': {
        title: 'Rose Hydrating Serum',
        description: 'A light serum with rose water for every skin type.',
        action: 'Hydrates and smooths the skin.',
        howToUse: 'Apply two drops morning and evening.',
        composition: 'Aqua, Rosa Damascena Flower Water, Glycerin, Sodium Hyaluronate',
        specialOffer: '',
      },
    },
    price: 3900,
    lastPrice: null,
    categoryId,
    subcategoryId: null,
    condition: 'new',
    stock: 12,
    deliveryDays: 2,
    netContent: 30,
    netUnit: 'ml',
    active: true,
    ...overrides,
  };
}

export async function addProduct(app: FastifyInstance, token: string, input: ProductInput) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/seller/products',
    headers: bearer(token),
    payload: input,
  });
  if (response.statusCode !== 201) throw new Error(`product: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}
