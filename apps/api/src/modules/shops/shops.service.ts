import { postalAddress } from '@glowmarket/shared/companies';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import {
  MAX_SHOP_PHOTOS,
  openingStatus,
  timeZoneOf,
  type GeocodeResult,
  type SellerShop,
  type ShopDetail,
  type shopInputSchema,
  type shopsQuerySchema,
  type ShopSummary,
} from '@glowmarket/shared/shops';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import type { DomainEvents } from '../../lib/events';
import { imageUrls, removeImageWidths, storeImageWidths } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { Geocoder } from './geocoder';
import * as repository from './shops.repository';
import type { ShopRow } from './shops.tables';

type ShopValues = z.output<typeof shopInputSchema>;
type ShopsQuery = z.output<typeof shopsQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** With "open now", the locator looks at this many nearest shops before filtering by the clock. */
const OPEN_NOW_CANDIDATES = 500;

export interface ShopsServiceDeps {
  storage: Storage;
  geocoder: Geocoder;
  /** The companies module: who sells, in which language it writes, whether it is approved. */
  sellers: {
    sellerOf(
      ctx: RequestContext,
      companyId: string,
    ): Promise<{ defaultLanguage: string; approved: boolean } | undefined>;
    namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>>;
  };
}

/** The visitor's language when the seller wrote it, else the shop's own, else any. */
function pickTranslation(rows: repository.TranslationRow[], language: string, fallback: string) {
  return (
    rows.find((row) => row.language === language && row.title) ??
    rows.find((row) => row.language === fallback && row.title) ??
    rows.find((row) => row.title)
  );
}

function columnsOf(input: ShopValues) {
  // The schema refuses a missing location; the type still allows null.
  if (!input.location) throw new AppError('validation_failed');
  return {
    street: input.address.street,
    postalCode: input.address.postalCode,
    city: input.address.city,
    country: input.address.country,
    latitude: input.location.latitude,
    longitude: input.location.longitude,
    timeZone: timeZoneOf(input.address.country),
    hours: input.hours,
    showOnMap: input.showOnMap,
    pickup: input.pickup,
    phone: input.phone ?? null,
    email: input.email ?? null,
  };
}

function translationRows(translations: ShopValues['translations']) {
  return LANGUAGE_CODES.flatMap((language) => {
    const text = translations[language];
    return text && (text.title || text.description) ? [{ language, ...text }] : [];
  });
}

export function createShopsService(deps: ShopsServiceDeps) {
  const presentPhoto = (photo: repository.PhotoRow) => imageUrls(deps.storage, photo);
  const removePhotoFiles = (keyPrefix: string) => removeImageWidths(deps.storage, keyPrefix);

  async function summaries(
    ctx: RequestContext,
    rows: (ShopRow & { distanceKm: number | null })[],
  ): Promise<ShopSummary[]> {
    const ids = rows.map((row) => row.id);
    const [translations, photos, names] = await Promise.all([
      repository.listTranslations(ctx.db, ids),
      repository.listPhotos(ctx.db, ids),
      deps.sellers.namesOf(
        ctx,
        rows.map((row) => row.companyId),
      ),
    ]);
    return rows.map((row) => {
      const text = pickTranslation(
        translations.filter((translation) => translation.shopId === row.id),
        ctx.language,
        row.defaultLanguage,
      );
      const photo = photos.find((candidate) => candidate.shopId === row.id);
      return {
        id: row.id,
        title: text?.title ?? '',
        address: { street: row.street, postalCode: row.postalCode, city: row.city, country: row.country },
        location: { latitude: row.latitude, longitude: row.longitude },
        timeZone: row.timeZone,
        hours: row.hours,
        pickup: row.pickup,
        photo: photo ? presentPhoto(photo) : null,
        company: { id: row.companyId, name: names.get(row.companyId) ?? '' },
        distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
      };
    });
  }

  async function presentSellerShop(ctx: RequestContext, shop: ShopRow): Promise<SellerShop> {
    const [translations, photos] = await Promise.all([
      repository.listTranslations(ctx.db, [shop.id]),
      repository.listPhotos(ctx.db, [shop.id]),
    ]);
    return {
      id: shop.id,
      translations: Object.fromEntries(
        translations.map((row) => [row.language, { title: row.title, description: row.description }]),
      ),
      title: pickTranslation(translations, ctx.language, shop.defaultLanguage)?.title ?? '',
      address: { street: shop.street, postalCode: shop.postalCode, city: shop.city, country: shop.country },
      location: { latitude: shop.latitude, longitude: shop.longitude },
      timeZone: shop.timeZone,
      hours: shop.hours,
      showOnMap: shop.showOnMap,
      pickup: shop.pickup,
      phone: shop.phone,
      email: shop.email,
      photos: photos.map(presentPhoto),
      updatedAt: shop.updatedAt.toISOString(),
    };
  }

  /** The caller's company's shop; another company's or an unknown id answers 404. */
  async function ownShop(ctx: RequestContext, id: string): Promise<ShopRow> {
    const companyId = ctx.actor.companyId;
    const shop = companyId && UUID.test(id) ? await repository.findCompanyShop(ctx.db, companyId, id) : undefined;
    if (!shop) throw new AppError('not_found');
    return shop;
  }

  /** The company behind the caller, and the rule that a title is needed in its language. */
  async function prepare(ctx: RequestContext, input: ShopValues) {
    const companyId = ctx.actor.companyId;
    const company = companyId ? await deps.sellers.sellerOf(ctx, companyId) : undefined;
    if (!companyId || !company) throw new AppError('forbidden');
    const language = company.defaultLanguage as keyof ShopValues['translations'];
    if (!input.translations[language]?.title) {
      throw new AppError('validation_failed', {
        fields: [
          { field: `body.translations.${language}.title`, reason: 'required', message: VALIDATION_MESSAGES.required },
        ],
      });
    }
    return { companyId, company };
  }

  return {
    // For visitors

    async list(ctx: RequestContext, query: ShopsQuery): Promise<ShopSummary[]> {
      const near =
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude }
          : undefined;
      const rows = await repository.searchVisibleShops(ctx.db, {
        near,
        radiusKm: query.radiusKm,
        companyId: query.company,
        pickup: query.pickup,
        limit: query.openNow ? OPEN_NOW_CANDIDATES : query.limit,
      });
      const now = ctx.now();
      const open = query.openNow ? rows.filter((row) => openingStatus(row.hours, row.timeZone, now).open) : rows;
      return summaries(ctx, open.slice(0, query.limit));
    },

    async get(ctx: RequestContext, id: string): Promise<ShopDetail> {
      const shop = UUID.test(id) ? await repository.findShop(ctx.db, id) : undefined;
      if (!shop || !repository.isVisible(shop)) throw new AppError('not_found');
      const [[summary], translations, photos] = await Promise.all([
        summaries(ctx, [{ ...shop, distanceKm: null }]),
        repository.listTranslations(ctx.db, [id]),
        repository.listPhotos(ctx.db, [id]),
      ]);
      if (!summary) throw new AppError('not_found');
      const text = pickTranslation(translations, ctx.language, shop.defaultLanguage);
      return {
        ...summary,
        language: text?.language ?? shop.defaultLanguage,
        description: text?.description ?? '',
        photos: photos.map(presentPhoto),
        phone: shop.phone,
        email: shop.email,
      };
    },

    // For the seller

    async listOwn(ctx: RequestContext): Promise<SellerShop[]> {
      const companyId = ctx.actor.companyId;
      if (!companyId) return [];
      const rows = await repository.listCompanyShops(ctx.db, companyId);
      return Promise.all(rows.map((row) => presentSellerShop(ctx, row)));
    },

    async getOwn(ctx: RequestContext, id: string): Promise<SellerShop> {
      return presentSellerShop(ctx, await ownShop(ctx, id));
    },

    async create(ctx: RequestContext, input: ShopValues): Promise<SellerShop> {
      const { companyId, company } = await prepare(ctx, input);
      const shop = await inTransaction(ctx, async (tx) => {
        const row = await repository.insertShop(tx.db, {
          ...columnsOf(input),
          companyId,
          defaultLanguage: company.defaultLanguage,
          companyApproved: company.approved,
          createdAt: tx.now(),
          updatedAt: tx.now(),
        });
        await repository.replaceTranslations(tx.db, row.id, translationRows(input.translations));
        return row;
      });
      return presentSellerShop(ctx, shop);
    },

    async update(ctx: RequestContext, id: string, input: ShopValues): Promise<SellerShop> {
      const existing = await ownShop(ctx, id);
      const { company } = await prepare(ctx, input);
      const shop = await inTransaction(ctx, async (tx) => {
        const row = await repository.updateShop(tx.db, existing.companyId, id, {
          ...columnsOf(input),
          defaultLanguage: company.defaultLanguage,
          updatedAt: tx.now(),
        });
        if (!row) throw new AppError('not_found');
        await repository.replaceTranslations(tx.db, id, translationRows(input.translations));
        return row;
      });
      return presentSellerShop(ctx, shop);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      const existing = await ownShop(ctx, id);
      const photos = await repository.deleteShop(ctx.db, existing.companyId, id);
      if (!photos) throw new AppError('not_found');
      await Promise.all(photos.map(removePhotoFiles));
    },

    /**
     * Re-encodes a photo to WebP in three widths, at most 8 a shop even when uploads arrive
     * together: the count and the insert run with the shop's row locked.
     */
    async addPhoto(ctx: RequestContext, id: string, bytes: Buffer): Promise<SellerShop> {
      const shop = await ownShop(ctx, id);
      if ((await repository.countPhotos(ctx.db, id)) >= MAX_SHOP_PHOTOS) throw new AppError('too_many_shop_photos');
      const keyPrefix = await storeImageWidths(deps.storage, 'shops', bytes);
      try {
        await inTransaction(ctx, async (tx) => {
          if (!(await repository.lockCompanyShop(tx.db, shop.companyId, id))) throw new AppError('not_found');
          if ((await repository.countPhotos(tx.db, id)) >= MAX_SHOP_PHOTOS) throw new AppError('too_many_shop_photos');
          await repository.insertPhoto(tx.db, id, keyPrefix);
        });
      } catch (error) {
        await removePhotoFiles(keyPrefix);
        throw error;
      }
      return presentSellerShop(ctx, shop);
    },

    async removePhoto(ctx: RequestContext, id: string, photoId: string): Promise<SellerShop> {
      const shop = await ownShop(ctx, id);
      const keyPrefix = await repository.deletePhoto(ctx.db, id, photoId);
      if (!keyPrefix) throw new AppError('not_found');
      await removePhotoFiles(keyPrefix);
      return presentSellerShop(ctx, shop);
    },

    /** The photos in the order given; the first is the shop's main photo. */
    async reorderPhotos(ctx: RequestContext, id: string, photoIds: string[]): Promise<SellerShop> {
      const shop = await ownShop(ctx, id);
      const current = await repository.listPhotos(ctx.db, [id]);
      const known = new Set(current.map((photo) => photo.id));
      if (photoIds.length !== known.size || !photoIds.every((photoId) => known.has(photoId))) {
        throw new AppError('validation_failed', {
          fields: [{ field: 'body.photoIds', reason: 'choose', message: VALIDATION_MESSAGES.choose }],
        });
      }
      await inTransaction(ctx, async (tx) => {
        for (const [position, photoId] of photoIds.entries()) {
          await repository.setPhotoPosition(tx.db, id, photoId, position);
        }
      });
      return presentSellerShop(ctx, shop);
    },

    /** Where an address is. Nothing found (422) and a failing geocoder (502) both read 'Error fetching geocode'. */
    async geocode(ctx: RequestContext, query: string): Promise<GeocodeResult> {
      let result: GeocodeResult | undefined;
      try {
        result = await deps.geocoder.locate(ctx, query);
      } catch (error) {
        ctx.log.warn({ err: error }, 'geocoder failed');
        throw new AppError('geocode_failed');
      }
      if (!result) throw new AppError('geocode_not_found');
      return result;
    },

    /** For checkout: one of the company's pickup shops, as an order keeps it; undefined when it is not one. */
    async pickupShopOf(ctx: RequestContext, companyId: string, shopId: string) {
      const shop = UUID.test(shopId) ? await repository.findCompanyShop(ctx.db, companyId, shopId) : undefined;
      if (!shop?.pickup) return undefined;
      const [summary] = await summaries(ctx, [{ ...shop, distanceKm: null }]);
      return {
        id: shop.id,
        title: summary?.title ?? '',
        address: postalAddress(shop),
      };
    },

    /** For the logistics module: a company with a pickup shop offers store pickup. */
    pickupShopCount(ctx: RequestContext, companyId: string): Promise<number> {
      return repository.countPickupShops(ctx.db, companyId);
    },

    /** For the delivery quotes of several sellers at once: how many pickup shops each has. */
    pickupShopCounts(ctx: RequestContext, companyIds: string[]): Promise<Map<string, number>> {
      return repository.countPickupShopsOf(ctx.db, companyIds);
    },

    /** The companies module's event: an approved company's shops show, others' do not. */
    async companyStatusChanged(ctx: RequestContext, event: DomainEvents['company.statusChanged']) {
      await repository.setCompanyShopsApproved(ctx.db, event.companyId, event.status === 'approved');
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
