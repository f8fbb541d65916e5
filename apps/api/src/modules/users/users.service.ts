import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_MINUTES,
  PRIVACY_POLICY_VERSION,
  USER_MESSAGES,
  type LoginInput,
  type RegisterInput,
  type UserStatus,
} from '@glowmarket/shared/users';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { digestsEqual, randomToken, sha256, sixDigitCode } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import type { LoginThrottle } from '../../lib/login-throttle';
import type { Mailer } from '../../lib/mail/mailer';
import { renderCodeMail } from '../../lib/mail/templates';
import { hashPassword, isCommonPassword, spendPasswordTime, verifyPassword } from '../../lib/passwords';
import type { Storage } from '../../lib/storage';
import { removeAvatar, storeAvatar } from './avatars';
import { presentSessionUser } from './users.presenters';
import * as repository from './users.repository';
import type { CodePurpose, UserCodeRow, UserRow } from './users.tables';

export interface UsersServiceDeps {
  mailer: Mailer;
  storage: Storage;
  publicUrl: string;
  /** Demo without SMTP: verification codes go back in the answer (never reset codes). */
  showCodes: boolean;
  sessionMaxMs: number;
  loginThrottle: LoginThrottle;
  /** The site module: the marketplace's name, for mails. */
  site: { portalName(ctx: RequestContext): Promise<string> };
}

const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;

/** Refuses a password from the list of most used ones, as a field problem of `field`. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('validation_failed', {
      fields: [{ field, reason: 'commonPassword', message: VALIDATION_MESSAGES.commonPassword }],
    });
  }
}

/** Whether a code of `purpose` was sent to the user less than a minute ago. */
async function coolingDown(ctx: RequestContext, userId: string, purpose: CodePurpose): Promise<boolean> {
  const last = await repository.findLatestCodeCreatedAt(ctx.db, userId, purpose);
  return last !== undefined && ctx.now().getTime() - last.getTime() < CODE_RESEND_COOLDOWN_SECONDS * 1000;
}

const later = (ctx: RequestContext, ms: number) => new Date(ctx.now().getTime() + ms);

/** A fresh code for `purpose`; earlier unused ones of the same purpose stop working. */
function issueCode(ctx: RequestContext, userId: string, purpose: CodePurpose): Promise<string> {
  return inTransaction(ctx, async (tx) => {
    await repository.retireCodes(tx.db, userId, purpose, tx.now());
    const code = sixDigitCode();
    await repository.insertCode(tx.db, {
      userId,
      purpose,
      codeHash: sha256(code),
      createdAt: tx.now(),
      expiresAt: later(tx, CODE_TTL_MS),
    });
    return code;
  });
}

/**
 * Checks an entered code against the newest one of its purpose. Every try is counted before the
 * comparison, in one conditional update, so guesses sent at once cannot pass the limit of five:
 * the sixth finds no try left. Answers the code row when it matches.
 */
async function checkCode(ctx: RequestContext, code: UserCodeRow | undefined, entered: string): Promise<UserCodeRow> {
  if (!code) throw new AppError('invalid_code');
  if (code.expiresAt.getTime() <= ctx.now().getTime()) throw new AppError('code_expired');
  // Its own statement, outside any transaction: a wrong guess must stay counted.
  const attempts = await repository.takeTry(ctx.db, code.id, CODE_MAX_ATTEMPTS);
  if (attempts === undefined) throw new AppError('code_exhausted');
  if (!digestsEqual(sha256(entered), code.codeHash)) {
    throw new AppError(attempts >= CODE_MAX_ATTEMPTS ? 'code_exhausted' : 'invalid_code');
  }
  return code;
}

export function createUsersService(deps: UsersServiceDeps) {
  async function sendCodeMail(
    ctx: RequestContext,
    user: UserRow,
    kind: 'verification' | 'passwordReset',
    code: string,
  ) {
    const link =
      kind === 'verification'
        ? `${deps.publicUrl}/verify?username=${encodeURIComponent(user.username)}&code=${code}`
        : `${deps.publicUrl}/forgot?email=${encodeURIComponent(user.email)}&code=${code}`;
    const mail = renderCodeMail({
      kind,
      to: user.email,
      language: user.language,
      firstName: user.firstName,
      portalName: await deps.site.portalName(ctx),
      code,
      link,
      minutes: CODE_TTL_MINUTES,
    });
    // Queued with the code in one transaction: a code is never saved without its mail, nor mailed unsaved.
    await deps.mailer.send(ctx, mail);
  }

  const devCode = (code: string) => (deps.showCodes ? { ConfirmationCode: code } : {});

  return {
    async register(ctx: RequestContext, input: RegisterInput) {
      refuseCommonPassword(input.password, 'body.password');
      if (await repository.emailIsTaken(ctx.db, input.email)) throw new AppError('account_exist');

      const avatarKey = input.avatar ? await storeAvatar(deps.storage, input.avatar) : null;
      const passwordHash = await hashPassword(input.password);
      let created: { user: UserRow; code: string };
      try {
        created = await inTransaction(ctx, async (tx) => {
          const user = await repository.insertUser(tx.db, {
            username: input.email,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            passwordHash,
            language: input.language ?? ctx.language,
            avatarKey,
            policyAcceptedAt: tx.now(),
            policyVersion: PRIVACY_POLICY_VERSION,
          });
          const code = await issueCode(tx, user.id, 'email_verification');
          await sendCodeMail(tx, user, 'verification', code);
          return { user, code };
        });
      } catch (error) {
        await removeAvatar(deps.storage, avatarKey);
        if (isUniqueViolation(error)) throw new AppError('account_exist');
        throw error;
      }
      return { username: { username: created.user.username, ...devCode(created.code) } };
    },

    async resendVerificationCode(ctx: RequestContext, username: string) {
      const message = 'If this account is waiting for verification, a new code is on its way.';
      const user = await repository.findUserByLogin(ctx.db, username);
      if (!user || user.verifiedAt) return { message };
      // Within the cooldown nothing is sent, and the answer is the same as for an unknown name.
      if (await coolingDown(ctx, user.id, 'email_verification')) return { message };
      const code = await inTransaction(ctx, async (tx) => {
        const issued = await issueCode(tx, user.id, 'email_verification');
        await sendCodeMail(tx, user, 'verification', issued);
        return issued;
      });
      return { message, ...devCode(code) };
    },

    /** An unknown name answers as a wrong code does, so the answer does not tell who has an account. */
    async verifyEmail(ctx: RequestContext, input: { username: string; confirmationCode: string; password: string }) {
      const user = await repository.findUserByLogin(ctx.db, input.username);
      if (!user) throw new AppError('invalid_code');
      const latest = await repository.findLatestCode(ctx.db, user.id, 'email_verification');
      if (user.verifiedAt && !latest) {
        // Verifying twice (a second click on the e-mail link) is not an error.
        if (await verifyPassword(user.passwordHash, input.password))
          return { user: presentSessionUser(user, deps.storage) };
        throw new AppError('invalid_code');
      }
      // Past the code only the mailbox's owner gets here; a wrong password has used its try.
      const code = await checkCode(ctx, latest, input.confirmationCode);
      if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('invalid_verification');
      const verified = await inTransaction(ctx, async (tx) => {
        if (!(await repository.useCode(tx.db, code.id, tx.now()))) throw new AppError('invalid_code');
        return repository.updateUser(tx.db, user.id, { verifiedAt: user.verifiedAt ?? tx.now() });
      });
      return { user: presentSessionUser(verified ?? user, deps.storage) };
    },

    /**
     * Known and unknown names are throttled and refused alike (see LoginThrottle): too many tries
     * from one address slow that address down, they never lock the account.
     */
    async login(ctx: RequestContext, input: LoginInput, userAgent: string | undefined) {
      const login = input.email || input.username || '';
      const gate = await deps.loginThrottle.begin(login, ctx.ip);
      if (!gate.allowed) throw new AppError('rate_limited', { retryAfterSeconds: gate.retryAfterSeconds });
      const user = await repository.findUserByLogin(ctx.db, login);
      if (!user) {
        await spendPasswordTime(input.password);
        throw new AppError('Error_login_info');
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('Error_login_info');
      await deps.loginThrottle.succeeded(login, ctx.ip);
      if (!user.verifiedAt) throw new AppError('account_not_verified', { username: user.username });
      const token = randomToken();
      await repository.insertSession(ctx.db, {
        userId: user.id,
        tokenHash: sha256(token),
        createdAt: ctx.now(),
        lastUsedAt: ctx.now(),
        expiresAt: later(ctx, deps.sessionMaxMs),
        userAgent: userAgent?.slice(0, 300),
      });
      return { tokenUser: token, user: presentSessionUser(user, deps.storage) };
    },

    async getStatus(ctx: RequestContext) {
      const user = await repository.findUserById(ctx.db, requireUserId(ctx));
      if (!user) throw new AppError('unauthorized');
      return { isLoggedIn: true as const, user: presentSessionUser(user, deps.storage) };
    },

    /** For the companies module: makes the user the seller of `companyId`, unless the user has a company. */
    attachCompany(ctx: RequestContext, userId: string, companyId: string): Promise<boolean> {
      return repository.assignCompany(ctx.db, userId, companyId);
    },

    /** For the orders module: whom to write to about a buyer's orders, and in which language. */
    async mailContactOf(ctx: RequestContext, userId: string) {
      const user = await repository.findUserById(ctx.db, userId);
      return user && { email: user.email, firstName: user.firstName, language: user.language };
    },

    /** For the messages module: how a buyer shows to the sellers it writes to. */
    async buyerCardsOf(ctx: RequestContext, userIds: string[]) {
      const rows = userIds.length > 0 ? await repository.findUsersByIds(ctx.db, userIds) : [];
      return new Map(
        rows.map((user) => [
          user.id,
          {
            firstName: user.firstName,
            lastName: user.lastName,
            status: user.status,
            avatarUrl: user.avatarKey ? deps.storage.urlOf(user.avatarKey) : null,
          },
        ]),
      );
    },

    async logout(ctx: RequestContext) {
      if (ctx.actor.sessionId) await repository.deleteSession(ctx.db, ctx.actor.sessionId);
      return { message: USER_MESSAGES.loggedOut };
    },

    async requestPasswordReset(ctx: RequestContext, email: string) {
      const user = await repository.findUserByLogin(ctx.db, email);
      // The answer is the same either way, so nobody learns whether the address has an account.
      if (user && !(await coolingDown(ctx, user.id, 'password_reset'))) {
        await inTransaction(ctx, async (tx) => {
          await sendCodeMail(tx, user, 'passwordReset', await issueCode(tx, user.id, 'password_reset'));
        });
      }
      return { message: USER_MESSAGES.recoverySent };
    },

    /**
     * The code is checked against the named account's newest reset code only, so a guess can hit
     * one account, and each guess uses one of its five tries (the route also limits the address).
     */
    async exchangeResetCode(ctx: RequestContext, input: { confirmationCode: string; email: string }) {
      const user = await repository.findUserByLogin(ctx.db, input.email);
      const latest = user ? await repository.findLatestCode(ctx.db, user.id, 'password_reset') : undefined;
      const code = await checkCode(ctx, latest, input.confirmationCode);
      // The code is used up and the token made together, or neither.
      const token = await inTransaction(ctx, async (tx) => {
        if (!(await repository.useCode(tx.db, code.id, tx.now()))) throw new AppError('invalid_code');
        const fresh = randomToken();
        await repository.insertCode(tx.db, {
          userId: code.userId,
          purpose: 'reset_token',
          codeHash: sha256(fresh),
          createdAt: tx.now(),
          expiresAt: later(tx, CODE_TTL_MS),
        });
        return fresh;
      });
      return { token, message: 'Code accepted.' };
    },

    async resetPassword(ctx: RequestContext, input: { token: string; newPassword: string }) {
      refuseCommonPassword(input.newPassword, 'body.newPassword');
      const resetToken = await findResetToken(ctx, input.token);
      const passwordHash = await hashPassword(input.newPassword);
      await inTransaction(ctx, async (tx) => {
        if (!(await repository.useCode(tx.db, resetToken.id, tx.now()))) throw new AppError('invalid_token');
        const user = await repository.findUserById(tx.db, resetToken.userId);
        if (!user) throw new AppError('invalid_token');
        // Reading the code proved the mailbox, so an unverified account becomes verified too.
        await repository.updateUser(tx.db, user.id, {
          passwordHash,
          verifiedAt: user.verifiedAt ?? tx.now(),
        });
        await repository.deleteSessionsOfUser(tx.db, user.id);
      });
      return { message: USER_MESSAGES.passwordReset };
    },

    /** Like the password reset, the token works once. */
    async resetAvatar(ctx: RequestContext, input: { token: string; AvatarLogin: string | null }) {
      const resetToken = await findResetToken(ctx, input.token);
      const avatarKey = input.AvatarLogin ? await storeAvatar(deps.storage, input.AvatarLogin) : null;
      let previousKey: string | null;
      try {
        previousKey = await inTransaction(ctx, async (tx) => {
          if (!(await repository.useCode(tx.db, resetToken.id, tx.now()))) throw new AppError('invalid_token');
          const user = await repository.findUserById(tx.db, resetToken.userId);
          if (!user) throw new AppError('invalid_token');
          await repository.updateUser(tx.db, user.id, { avatarKey });
          return user.avatarKey;
        });
      } catch (error) {
        await removeAvatar(deps.storage, avatarKey);
        throw error;
      }
      await removeAvatar(deps.storage, previousKey);
      return { message: USER_MESSAGES.avatarReset };
    },

    async updateStatus(ctx: RequestContext, status: UserStatus) {
      await repository.updateUser(ctx.db, requireUserId(ctx), { status });
      return { message: USER_MESSAGES.statusUpdated };
    },

    /**
     * Erases what identifies the person and keeps an anonymous row, so that orders placed by the
     * account keep their history without personal data.
     */
    async deleteAccount(ctx: RequestContext) {
      const userId = requireUserId(ctx);
      const user = await repository.findUserById(ctx.db, userId);
      if (!user) throw new AppError('unauthorized');
      const placeholder = `deleted-${user.id}@deleted.invalid`;
      await inTransaction(ctx, async (tx) => {
        await repository.updateUser(tx.db, user.id, {
          username: placeholder,
          email: placeholder,
          firstName: '',
          lastName: '',
          phone: '',
          passwordHash: '',
          avatarKey: null,
          isAdmin: false,
          status: 'available',
          deletedAt: tx.now(),
        });
        await repository.deleteSessionsOfUser(tx.db, user.id);
        await repository.deleteCodesOfUser(tx.db, user.id);
        await repository.deletePersonalRecords(tx.db, user.id);
      });
      await removeAvatar(deps.storage, user.avatarKey);
      return { message: USER_MESSAGES.accountDeleted };
    },
  };
}

async function findResetToken(ctx: RequestContext, token: string): Promise<UserCodeRow> {
  const [row] = await repository.findLiveCodesByHash(ctx.db, 'reset_token', sha256(token), ctx.now());
  if (!row) throw new AppError('invalid_token');
  return row;
}

/** The caller's user id; routes behind requireUser always have one. */
export function requireUserId(ctx: RequestContext): string {
  if (!ctx.actor.userId) throw new AppError('unauthorized');
  return ctx.actor.userId;
}

export type UsersService = ReturnType<typeof createUsersService>;
