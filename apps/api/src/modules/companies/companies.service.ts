import { randomUUID } from 'node:crypto';
import { normalizeBic, normalizeIban, normalizeNip, normalizeVatNumber } from '@glowmarket/shared/company-ids';
import {
  COMPANY_TRANSITIONS,
  companyActionsFrom,
  MAX_COMPANY_PHOTOS,
  postalAddress,
  type CompanyAction,
  type PrivateCompany,
  type PublicCompany,
  type companyInputSchema,
} from '@glowmarket/shared/companies';
import { MAX_COMPANY_FILE_BYTES, PAGE_SIZE } from '@glowmarket/shared/constants';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { reencodeImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { EventBus } from '../../lib/events';
import * as repository from './companies.repository';
import type { CompanyRow } from './companies.tables';

type CompanyInput = z.output<typeof companyInputSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toBasisPoints = (percent: number) => Math.round(percent * 100);
const toPercent = (basisPoints: number) => basisPoints / 100;

/** The stored form of the tax numbers and bank codes: no spaces, capitals, a NIP as ten digits. */
function columnsOf(input: CompanyInput) {
  return {
    name: input.companyName,
    shortName: input.companyNameShort,
    street: input.companyAddress.street,
    city: input.companyAddress.city,
    postalCode: input.companyAddress.postalCode,
    country: input.companyAddress.country,
    nipTax: input.companyAddress.country === 'PL' ? normalizeNip(input.nip_tax) : input.nip_tax.trim().toUpperCase(),
    vatNumber: input.id_Tax ? normalizeVatNumber(input.id_Tax) : null,
    webPage: input.webPage ?? null,
    bic: input.bic ? normalizeBic(input.bic) : null,
    iban: normalizeIban(input.iban),
    contactPerson: input.contactPerson,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone ?? null,
    publicEmail: input.publicEmail ?? null,
    publicPhone: input.publicPhone ?? null,
    defaultLanguage: input.defaultLanguage,
  };
}

/** The visitor's language when the company wrote one, else its own language, else any. */
function pickDescription(descriptions: Record<string, string>, language: string, defaultLanguage: string) {
  for (const candidate of [language, defaultLanguage]) {
    const description = descriptions[candidate];
    if (description) return { description, descriptionLanguage: candidate };
  }
  const [first] = Object.entries(descriptions);
  return first
    ? { description: first[1], descriptionLanguage: first[0] }
    : { description: '', descriptionLanguage: defaultLanguage };
}

function summaryOf(company: repository.CompanySummaryRow): SellerSummary {
  return {
    id: company.id,
    name: company.shortName,
    defaultLanguage: company.defaultLanguage,
    approved: company.status === 'approved',
    contactEmail: company.contactEmail,
    legalName: company.name,
    address: postalAddress(company),
  };
}

/** Whether the storefront shows the change: the short name on cards, the registered name or address on labels. */
function storefrontShowsChange(before: repository.CompanySummaryRow, after: repository.CompanySummaryRow): boolean {
  const [was, now] = [summaryOf(before), summaryOf(after)];
  return was.name !== now.name || was.legalName !== now.legalName || was.address !== now.address;
}

/** A seller reaches its own company; an admin reaches any; anyone else gets 404, as if it did not exist. */
function canManage(ctx: RequestContext, companyId: string): boolean {
  return ctx.actor.companyId === companyId || ctx.actor.roles.includes('admin');
}

/** What this module needs of others, passed in app.ts (their public surfaces satisfy these). */
export interface CompaniesServiceDeps {
  storage: Storage;
  events: EventBus;
  /** The users module: the user who registers a company becomes its seller. */
  accounts: { attachCompany(ctx: RequestContext, userId: string, companyId: string): Promise<boolean> };
  /** The site module: the marketplace-wide commission a company without its own pays. */
  site: {
    commissionBasisPoints(ctx: RequestContext): Promise<number>;
    setCommissionBasisPoints(ctx: RequestContext, basisPoints: number): Promise<number>;
  };
}

/** A company as other modules see it: enough to name it, write in its language and check it sells. */
export interface SellerSummary {
  id: string;
  name: string;
  defaultLanguage: string;
  approved: boolean;
  /** Where the marketplace writes to the company (new orders). */
  contactEmail: string;
  /** The registered name and postal address (the Responsible Person of its products by default). */
  legalName: string;
  address: string;
}

export function createCompaniesService(deps: CompaniesServiceDeps) {
  async function presentPublic(ctx: RequestContext, company: CompanyRow): Promise<PublicCompany> {
    const [descriptions, photos] = await Promise.all([
      repository.listDescriptions(ctx.db, company.id),
      repository.listPhotos(ctx.db, company.id),
    ]);
    return {
      id: company.id,
      companyNameShort: company.shortName,
      companyName: company.name,
      city: company.city,
      country: company.country,
      webPage: company.webPage,
      publicEmail: company.publicEmail,
      publicPhone: company.publicPhone,
      logoUrl: company.logoKey ? deps.storage.urlOf(company.logoKey) : null,
      photos: photos.map((photo) => ({ id: photo.id, url: deps.storage.urlOf(photo.key) })),
      ...pickDescription(descriptions, ctx.language, company.defaultLanguage),
    };
  }

  async function presentPrivate(ctx: RequestContext, company: CompanyRow): Promise<PrivateCompany> {
    const [publicView, descriptions, siteCommission] = await Promise.all([
      presentPublic(ctx, company),
      repository.listDescriptions(ctx.db, company.id),
      deps.site.commissionBasisPoints(ctx),
    ]);
    return {
      ...publicView,
      status: company.status,
      companyAddress: {
        street: company.street,
        city: company.city,
        postalCode: company.postalCode,
        country: company.country as PrivateCompany['companyAddress']['country'],
      },
      nip_tax: company.nipTax,
      id_Tax: company.vatNumber,
      bic: company.bic,
      iban: company.iban,
      contactPerson: company.contactPerson,
      contactEmail: company.contactEmail,
      contactPhone: company.contactPhone,
      defaultLanguage: company.defaultLanguage,
      descriptions,
      commission:
        company.commissionBasisPoints === null
          ? { percent: toPercent(siteCommission), source: 'site' }
          : { percent: toPercent(company.commissionBasisPoints), source: 'company' },
      createdAt: company.createdAt.toISOString(),
      approvedAt: company.approvedAt?.toISOString() ?? null,
    };
  }

  async function managedCompany(ctx: RequestContext, companyId: string): Promise<CompanyRow> {
    const company = canManage(ctx, companyId) ? await repository.findCompanyById(ctx.db, companyId) : undefined;
    if (!company) throw new AppError('not_found');
    return company;
  }

  async function storeCompanyImage(bytes: Buffer, folder: 'logos' | 'photos'): Promise<string> {
    const image = await reencodeImage(bytes, {
      maxBytes: MAX_COMPANY_FILE_BYTES,
      tooLarge: 'file_too_large_4mb',
      size: folder === 'logos' ? 512 : 1600,
    });
    const key = `companies/${folder}/${randomUUID()}.webp`;
    await deps.storage.put(key, image);
    return key;
  }

  return {
    /** A verified user without a company registers one and becomes its seller; it waits for approval. */
    async registerCompany(ctx: RequestContext, input: CompanyInput): Promise<PrivateCompany> {
      const userId = ctx.actor.userId;
      if (!userId) throw new AppError('unauthorized');
      if (ctx.actor.companyId) throw new AppError('company_exists');
      const columns = columnsOf(input);
      if (await repository.nipIsTaken(ctx.db, columns.nipTax)) throw new AppError('company_nip_taken');
      try {
        const company = await inTransaction(ctx, async (tx) => {
          const row = await repository.insertCompany(tx.db, columns);
          await repository.replaceDescriptions(tx.db, row.id, input.descriptions);
          // Only a user who has no company yet gets this one (two tabs submitting at once).
          if (!(await deps.accounts.attachCompany(tx, userId, row.id))) throw new AppError('company_exists');
          await deps.events.emit(tx, 'company.registered', { companyId: row.id });
          return row;
        });
        return await presentPrivate({ ...ctx, actor: { ...ctx.actor, companyId: company.id } }, company);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('company_nip_taken');
        throw error;
      }
    },

    async getCompany(ctx: RequestContext, companyId: string) {
      return presentPrivate(ctx, await managedCompany(ctx, companyId));
    },

    async updateCompany(ctx: RequestContext, companyId: string, input: CompanyInput) {
      const before = await managedCompany(ctx, companyId);
      const columns = columnsOf(input);
      if (await repository.nipIsTaken(ctx.db, columns.nipTax, companyId)) throw new AppError('company_nip_taken');
      try {
        const company = await inTransaction(ctx, async (tx) => {
          const row = await repository.updateCompany(tx.db, companyId, columns);
          await repository.replaceDescriptions(tx.db, companyId, input.descriptions);
          if (row && storefrontShowsChange(before, row)) {
            const { name, legalName, address } = summaryOf(row);
            await deps.events.emit(tx, 'company.changed', { companyId, name, legalName, address });
          }
          return row;
        });
        if (!company) throw new AppError('not_found');
        return await presentPrivate(ctx, company);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('company_nip_taken');
        throw error;
      }
    },

    async setLogo(ctx: RequestContext, companyId: string, bytes: Buffer) {
      const company = await managedCompany(ctx, companyId);
      const logoKey = await storeCompanyImage(bytes, 'logos');
      const updated = await repository.updateCompany(ctx.db, companyId, { logoKey });
      if (company.logoKey) await deps.storage.remove(company.logoKey);
      return presentPrivate(ctx, updated ?? company);
    },

    async removeLogo(ctx: RequestContext, companyId: string) {
      const company = await managedCompany(ctx, companyId);
      const updated = await repository.updateCompany(ctx.db, companyId, { logoKey: null });
      if (company.logoKey) await deps.storage.remove(company.logoKey);
      return presentPrivate(ctx, updated ?? company);
    },

    /**
     * At most MAX_COMPANY_PHOTOS, even when uploads arrive together: re-encoding is slow and runs
     * outside the transaction; the count and the insert run inside it with the company row
     * locked, so parallel uploads take their turns there.
     */
    async addPhoto(ctx: RequestContext, companyId: string, bytes: Buffer) {
      const company = await managedCompany(ctx, companyId);
      // Answers a full gallery before the costly re-encoding; the locked count below is the one that holds.
      if ((await repository.countPhotos(ctx.db, companyId)) >= MAX_COMPANY_PHOTOS) {
        throw new AppError('too_many_photos');
      }
      const key = await storeCompanyImage(bytes, 'photos');
      try {
        await inTransaction(ctx, async (tx) => {
          if (!(await repository.lockCompany(tx.db, companyId))) throw new AppError('not_found');
          if ((await repository.countPhotos(tx.db, companyId)) >= MAX_COMPANY_PHOTOS) {
            throw new AppError('too_many_photos');
          }
          await repository.insertPhoto(tx.db, companyId, key);
        });
      } catch (error) {
        await deps.storage.remove(key);
        throw error;
      }
      return presentPrivate(ctx, company);
    },

    async removePhoto(ctx: RequestContext, companyId: string, photoId: string) {
      const company = await managedCompany(ctx, companyId);
      const key = await repository.deletePhoto(ctx.db, companyId, photoId);
      if (!key) throw new AppError('not_found');
      await deps.storage.remove(key);
      return presentPrivate(ctx, company);
    },

    /** Whether /company/:id has something to show (for the page's HTTP status). */
    async isPublic(ctx: RequestContext, companyId: string): Promise<boolean> {
      if (!UUID.test(companyId)) return false;
      return (await repository.findCompanyById(ctx.db, companyId))?.status === 'approved';
    },

    /** Approved companies only: pending and suspended ones answer 404. */
    async getPublicCompany(ctx: RequestContext, companyId: string) {
      const company = UUID.test(companyId) ? await repository.findCompanyById(ctx.db, companyId) : undefined;
      if (company?.status !== 'approved') throw new AppError('not_found');
      return presentPublic(ctx, company);
    },

    async listPublicCompanies(ctx: RequestContext, query: { q?: string | undefined; page: number }) {
      const { rows, total } = await repository.searchCompanies(ctx.db, {
        q: query.q,
        statuses: ['approved'],
        order: 'name',
        page: query.page,
        pageSize: PAGE_SIZE,
      });
      return {
        items: rows.map((company) => ({
          id: company.id,
          companyNameShort: company.shortName,
          city: company.city,
          country: company.country,
          logoUrl: company.logoKey ? deps.storage.urlOf(company.logoKey) : null,
        })),
        page: query.page,
        pageSize: PAGE_SIZE,
        total,
      };
    },

    async listCompaniesForAdmin(
      ctx: RequestContext,
      query: { q?: string | undefined; status?: CompanyRow['status'] | undefined; page: number },
    ) {
      const { rows, total } = await repository.searchCompanies(ctx.db, {
        q: query.q,
        statuses: query.status ? [query.status] : ['pending', 'approved', 'suspended'],
        order: 'newest',
        page: query.page,
        pageSize: PAGE_SIZE,
      });
      return {
        items: rows.map((company) => ({
          id: company.id,
          companyNameShort: company.shortName,
          companyName: company.name,
          city: company.city,
          country: company.country,
          logoUrl: company.logoKey ? deps.storage.urlOf(company.logoKey) : null,
          nip_tax: company.nipTax,
          status: company.status,
          contactEmail: company.contactEmail,
          createdAt: company.createdAt.toISOString(),
        })),
        page: query.page,
        pageSize: PAGE_SIZE,
        total,
      };
    },

    async changeStatus(ctx: RequestContext, companyId: string, action: CompanyAction) {
      const transition = COMPANY_TRANSITIONS[action];
      const updated = await inTransaction(ctx, async (tx) => {
        // Locked, so two operators acting at once see each other's change, not the same old state.
        if (!(await repository.lockCompany(tx.db, companyId))) throw new AppError('not_found');
        const company = await repository.findCompanyById(tx.db, companyId);
        if (!company) throw new AppError('not_found');
        if (!companyActionsFrom(company.status).includes(action)) throw new AppError('company_status_conflict');
        const row = await repository.updateCompany(tx.db, companyId, {
          status: transition.to,
          approvedAt: transition.to === 'approved' ? (company.approvedAt ?? tx.now()) : company.approvedAt,
        });
        // The catalog hides or shows the company's products in the same transaction.
        await deps.events.emit(tx, 'company.statusChanged', { companyId, status: transition.to });
        return row ?? company;
      });
      ctx.log.info({ companyId, action, by: ctx.actor.userId }, 'company status changed');
      return presentPrivate(ctx, updated);
    },

    async setCompanyCommission(ctx: RequestContext, companyId: string, percent: number | null) {
      const company = await repository.findCompanyById(ctx.db, companyId);
      if (!company) throw new AppError('not_found');
      const updated = await repository.updateCompany(ctx.db, companyId, {
        commissionBasisPoints: percent === null ? null : toBasisPoints(percent),
      });
      return presentPrivate(ctx, updated ?? company);
    },

    async getSiteCommission(ctx: RequestContext) {
      return { percent: toPercent(await deps.site.commissionBasisPoints(ctx)) };
    },

    async setSiteCommission(ctx: RequestContext, percent: number) {
      return { percent: toPercent(await deps.site.setCommissionBasisPoints(ctx, toBasisPoints(percent))) };
    },

    // For other modules (passed to them in app.ts).

    /** The commission a company pays, in basis points: its own rate, else the marketplace's. */
    async commissionFor(ctx: RequestContext, companyId: string): Promise<number> {
      const company = await repository.findCompanyById(ctx.db, companyId);
      return company?.commissionBasisPoints ?? deps.site.commissionBasisPoints(ctx);
    },

    /** The commission on each of several sellers' items, by company id (an order per seller). */
    async commissionsFor(ctx: RequestContext, companyIds: string[]): Promise<Map<string, number>> {
      const own = new Map(
        (await repository.findCompaniesByIds(ctx.db, companyIds)).map((row) => [row.id, row.commissionBasisPoints]),
      );
      // The marketplace's rate is read only when a seller has none of its own.
      const siteRate = companyIds.some((id) => own.get(id) == null)
        ? await deps.site.commissionBasisPoints(ctx)
        : undefined;
      return new Map(companyIds.map((id) => [id, own.get(id) ?? siteRate ?? 0]));
    },

    async sellerOf(ctx: RequestContext, companyId: string): Promise<SellerSummary | undefined> {
      const company = await repository.findCompanySummary(ctx.db, companyId);
      return company && summaryOf(company);
    },

    /** Several sellers' summaries at once, by company id (the mails of a purchase). */
    async sellersOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, SellerSummary>> {
      const rows = companyIds.length > 0 ? await repository.findCompaniesByIds(ctx.db, companyIds) : [];
      return new Map(rows.map((row) => [row.id, summaryOf(row)]));
    },

    /** Short names of the given companies, by id (for lists of products). */
    async namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>> {
      const rows = await repository.findCompaniesByIds(ctx.db, companyIds);
      return new Map(rows.map((row) => [row.id, row.shortName]));
    },

    /** Every approved company, by name: the operator's lists of sellers that need something. */
    async approvedSellers(ctx: RequestContext) {
      const rows = await repository.listApprovedCompanies(ctx.db);
      return rows.map((row) => ({ id: row.id, name: row.shortName, email: row.contactEmail }));
    },

    /** Which of the given companies are approved, so that what they publish may show. */
    approvedAmong(ctx: RequestContext, companyIds: string[]): Promise<Set<string>> {
      return repository.findApprovedCompanyIds(ctx.db, companyIds);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
