import type { InvoiceDetailsInput, ShippingAddressInput, UpdateProfileInput } from '@glowmarket/shared/users';
import { USER_MESSAGES } from '@glowmarket/shared/users';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Storage } from '../../lib/storage';
import { removeAvatar, storeAvatar } from './avatars';
import { presentProfile } from './users.presenters';
import * as repository from './users.repository';
import { refuseCommonPassword, requireUserId } from './users.service';
import type { invoiceDetails, shippingAddresses, UserRow } from './users.tables';

const presentAddress = (row: typeof shippingAddresses.$inferSelect) => ({
  id: row.id,
  street: row.street,
  city: row.city,
  postalCode: row.postalCode,
  region: row.region,
  country: row.country as ShippingAddressInput['country'],
});

const presentInvoiceDetails = (row: typeof invoiceDetails.$inferSelect) => ({
  id: row.id,
  entityName: row.entityName,
  taxId: row.taxId,
  street: row.street,
  city: row.city,
  postalCode: row.postalCode,
  country: row.country as InvoiceDetailsInput['country'],
});

/** The logged-in user's own data: profile, password, avatar, address book, export. */
export function createAccountService(deps: { storage: Storage }) {
  async function currentUser(ctx: RequestContext): Promise<UserRow> {
    const user = await repository.findUserById(ctx.db, requireUserId(ctx));
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  return {
    async getProfile(ctx: RequestContext) {
      return presentProfile(await currentUser(ctx), deps.storage);
    },

    async updateProfile(ctx: RequestContext, input: UpdateProfileInput) {
      const user = await repository.updateUser(ctx.db, requireUserId(ctx), input);
      if (!user) throw new AppError('unauthorized');
      return presentProfile(user, deps.storage);
    },

    /** Asks the current password; other devices are logged out, this one stays. */
    async changePassword(ctx: RequestContext, input: { currentPassword: string; newPassword: string }) {
      const user = await currentUser(ctx);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('wrong_password');
      refuseCommonPassword(input.newPassword, 'body.newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await inTransaction(ctx, async (tx) => {
        await repository.updateUser(tx.db, user.id, { passwordHash });
        await repository.deleteOtherSessions(tx.db, user.id, ctx.actor.sessionId);
      });
      return { message: USER_MESSAGES.passwordChanged };
    },

    async setAvatar(ctx: RequestContext, dataUrl: string) {
      const user = await currentUser(ctx);
      const avatarKey = await storeAvatar(deps.storage, dataUrl);
      const updated = await repository.updateUser(ctx.db, user.id, { avatarKey });
      await removeAvatar(deps.storage, user.avatarKey);
      return presentProfile(updated ?? user, deps.storage);
    },

    async removeAvatar(ctx: RequestContext) {
      const user = await currentUser(ctx);
      const updated = await repository.updateUser(ctx.db, user.id, { avatarKey: null });
      await removeAvatar(deps.storage, user.avatarKey);
      return presentProfile(updated ?? user, deps.storage);
    },

    async listShippingAddresses(ctx: RequestContext) {
      const rows = await repository.listShippingAddresses(ctx.db, requireUserId(ctx));
      return { items: rows.map(presentAddress) };
    },

    async addShippingAddress(ctx: RequestContext, input: ShippingAddressInput) {
      const row = await repository.insertShippingAddress(ctx.db, { ...input, userId: requireUserId(ctx) });
      return presentAddress(row);
    },

    /** Someone else's address answers 404, exactly like one that does not exist. */
    async updateShippingAddress(ctx: RequestContext, id: string, input: ShippingAddressInput) {
      const row = await repository.updateShippingAddress(ctx.db, requireUserId(ctx), id, input);
      if (!row) throw new AppError('not_found');
      return presentAddress(row);
    },

    async removeShippingAddress(ctx: RequestContext, id: string) {
      if (!(await repository.deleteShippingAddress(ctx.db, requireUserId(ctx), id))) throw new AppError('not_found');
    },

    async listInvoiceDetails(ctx: RequestContext) {
      const rows = await repository.listInvoiceDetails(ctx.db, requireUserId(ctx));
      return { items: rows.map(presentInvoiceDetails) };
    },

    async addInvoiceDetails(ctx: RequestContext, input: InvoiceDetailsInput) {
      const row = await repository.insertInvoiceDetails(ctx.db, { ...input, userId: requireUserId(ctx) });
      return presentInvoiceDetails(row);
    },

    async updateInvoiceDetails(ctx: RequestContext, id: string, input: InvoiceDetailsInput) {
      const row = await repository.updateInvoiceDetails(ctx.db, requireUserId(ctx), id, input);
      if (!row) throw new AppError('not_found');
      return presentInvoiceDetails(row);
    },

    async removeInvoiceDetails(ctx: RequestContext, id: string) {
      if (!(await repository.deleteInvoiceDetails(ctx.db, requireUserId(ctx), id))) throw new AppError('not_found');
    },

    /** Everything stored about the user, as one JSON document (GDPR Art. 20). */
    async exportData(ctx: RequestContext) {
      const user = await currentUser(ctx);
      const [addresses, invoices, sessions] = await Promise.all([
        repository.listShippingAddresses(ctx.db, user.id),
        repository.listInvoiceDetails(ctx.db, user.id),
        repository.listSessions(ctx.db, user.id),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        profile: presentProfile(user, deps.storage),
        verifiedAt: user.verifiedAt?.toISOString() ?? null,
        shippingAddresses: addresses.map(presentAddress),
        invoiceDetails: invoices.map(presentInvoiceDetails),
        sessions: sessions.map((session) => ({
          createdAt: session.createdAt.toISOString(),
          lastUsedAt: session.lastUsedAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          userAgent: session.userAgent,
        })),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
