import { MESSAGE_MAX_LENGTH, type ThreadDetail, type ThreadList } from '@glowmarket/shared/seller-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, productInput, sellerWithCompany } from '../../../test/catalog';
import { addToCart, checkout, placeOrder, prepareShop } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, mailDelivered, signUp, someIp } from '../../../test/users';
import { mailOutbox } from '../../lib/mail/mail.tables';
import { companies } from '../companies/companies.tables';
import { MESSAGE_RATE_LIMITS } from './messages.routes';

let testApp: TestApp;
let shop: Awaited<ReturnType<typeof prepareShop>>;

beforeAll(async () => {
  testApp = await createTestApp();
  shop = await prepareShop(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

type Answer<T> = { statusCode: number; json(): T; body: string; headers: Record<string, unknown> };

function call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown): Promise<Answer<T>> {
  // Each call from an address of its own: the per-address limit is tested on its own.
  return testApp.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'x-language': 'en-US' },
    payload: payload as Record<string, unknown> | undefined,
    remoteAddress: someIp(),
  });
}

/** A seller with one visible product. */
async function sellerWithProduct(title = 'Rose Hydrating Serum') {
  const seller = await sellerWithCompany(testApp.app);
  const input = productInput(shop.categoryId);
  const en = input.translations['en-US'];
  const productId = await addProduct(testApp.app, seller.token, {
    ...input,
    translations: { 'en-US': { ...en!, title } },
  });
  return { ...seller, productId };
}

async function contactEmailOf(companyId: string) {
  const [row] = await testApp.app.db
    .select({ email: companies.contactEmail })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.email ?? '';
}

async function mailsTo(to: string) {
  await mailDelivered(testApp.app);
  return testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

describe('writing to a seller', () => {
  it('refuses a visitor with the message that an account is needed', async () => {
    const seller = await sellerWithProduct();
    const response = await call('POST', '/api/messages/threads', undefined, {
      companyId: seller.companyId,
      productId: seller.productId,
      text: 'Is it good for dry skin?',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'message_login_required',
      error: 'You must be logged in to send a message.',
    });
    expect((await call('GET', '/api/messages/unread')).statusCode).toBe(401);
  });

  it('refuses an empty message and one longer than the limit', async () => {
    const seller = await sellerWithProduct();
    const buyer = await signUp(testApp.app);
    for (const text of ['   ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      const response = await call('POST', '/api/messages/threads', buyer.token, {
        companyId: seller.companyId,
        productId: seller.productId,
        text,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const atTheLimit = await call('POST', '/api/messages/threads', buyer.token, {
      companyId: seller.companyId,
      productId: seller.productId,
      text: 'x'.repeat(MESSAGE_MAX_LENGTH),
    });
    expect(atTheLimit.statusCode).toBe(201);
  });

  it('keeps one thread per product, tells the seller by e-mail with the text escaped, and counts unread messages on both sides', async () => {
    const seller = await sellerWithProduct('Peony Night Cream');
    const buyer = await signUp(testApp.app, { firstName: 'Maja', lastName: 'Nowak' });
    const about = { companyId: seller.companyId, productId: seller.productId };

    const first = await call<ThreadDetail>('POST', '/api/messages/threads', buyer.token, {
      ...about,
      text: 'Is it <b>fragrance-free</b>?',
    });
    expect(first.statusCode).toBe(201);
    const thread = first.json();
    expect(thread).toMatchObject({ subject: 'Peony Night Cream', productId: seller.productId, unread: 0 });
    const again = await call<ThreadDetail>('POST', '/api/messages/threads', buyer.token, {
      ...about,
      text: 'And is it vegan?',
    });
    expect(again.json().id).toBe(thread.id);
    expect(again.json().messages.map((message) => message.text)).toEqual([
      'Is it <b>fragrance-free</b>?',
      'And is it vegan?',
    ]);

    const mail = (await mailsTo(await contactEmailOf(seller.companyId))).find((item) =>
      item.text.includes(`/seller/messages/${thread.id}`),
    );
    expect(mail?.subject).toBe('New message from Maja Nowak: Peony Night Cream');
    expect(mail?.html).toContain('Is it &lt;b&gt;fragrance-free&lt;/b&gt;?');
    expect(mail?.html).not.toContain('<b>fragrance-free');

    expect((await call('GET', '/api/seller/messages/unread', seller.token)).json()).toEqual({ unread: 2 });
    const inbox = (await call<ThreadList>('GET', '/api/seller/messages/threads', seller.token)).json();
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({
      id: thread.id,
      unread: 2,
      buyer: { firstName: 'Maja', lastName: 'Nowak', status: 'available' },
      lastMessage: { text: 'And is it vegan?', fromSeller: false },
    });

    const opened = await call<ThreadDetail>('GET', `/api/seller/messages/threads/${thread.id}`, seller.token);
    expect(opened.json()).toMatchObject({ unread: 0, messages: [{ fromSeller: false }, { fromSeller: false }] });
    expect((await call('GET', '/api/seller/messages/unread', seller.token)).json()).toEqual({ unread: 0 });

    const answer = await call<ThreadDetail>(
      'POST',
      `/api/seller/messages/threads/${thread.id}/messages`,
      seller.token,
      {
        text: 'Yes to both.',
      },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().messages.at(-1)).toMatchObject({ text: 'Yes to both.', fromSeller: true });
    expect((await call('GET', '/api/messages/unread', buyer.token)).json()).toEqual({ unread: 1 });
    const buyerMails = await mailsTo(buyer.email);
    const notice = buyerMails.find((item) => item.text.includes('Yes to both.'));
    expect(notice?.text).toContain(`/messages/${thread.id}`);

    const mine = (await call<ThreadList>('GET', '/api/messages/threads', buyer.token)).json();
    expect(mine.items[0]).toMatchObject({ id: thread.id, unread: 1, company: { id: seller.companyId } });
    await call('GET', `/api/messages/threads/${thread.id}`, buyer.token);
    expect((await call('GET', '/api/messages/unread', buyer.token)).json()).toEqual({ unread: 0 });

    const followUp = await call<ThreadDetail>('POST', `/api/messages/threads/${thread.id}/messages`, buyer.token, {
      text: 'Thank you!',
    });
    expect(followUp.json().messages).toHaveLength(4);
    expect((await call('GET', '/api/seller/messages/unread', seller.token)).json()).toEqual({ unread: 1 });
  });

  it('starts a general thread from the company page and one about an order from the orders page', async () => {
    const seller = await shop.sellerSelling({ price: 2000, stock: 5, delivery: 'dpd', fee: 500 });
    const buyer = await signUp(testApp.app);
    const general = await call<ThreadDetail>('POST', '/api/messages/threads', buyer.token, {
      companyId: seller.companyId,
      text: 'Do you ship to Norway?',
    });
    expect(general.statusCode).toBe(201);
    expect(general.json()).toMatchObject({ subject: '', productId: null, orderId: null });

    await addToCart(testApp.app, buyer.token, seller.productId, 1);
    const placed = await placeOrder(
      testApp.app,
      buyer.token,
      checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]),
    );
    const order = placed.json<{ orders: { id: string; number: string }[] }>().orders[0];
    const aboutOrder = await call<ThreadDetail>('POST', '/api/messages/threads', buyer.token, {
      companyId: seller.companyId,
      orderId: order?.id,
      text: 'When will it ship?',
    });
    expect(aboutOrder.statusCode).toBe(201);
    expect(aboutOrder.json()).toMatchObject({ subject: order?.number, orderId: order?.id });

    // Another buyer cannot write about that order.
    const stranger = await signUp(testApp.app);
    const foreign = await call('POST', '/api/messages/threads', stranger.token, {
      companyId: seller.companyId,
      orderId: order?.id,
      text: 'Where is it?',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 404 for a product of another company and refuses a seller writing to its own company', async () => {
    const seller = await sellerWithProduct();
    const other = await sellerWithProduct();
    const buyer = await signUp(testApp.app);
    const mismatched = await call('POST', '/api/messages/threads', buyer.token, {
      companyId: other.companyId,
      productId: seller.productId,
      text: 'Hello',
    });
    expect(mismatched.statusCode).toBe(404);
    const own = await call('POST', '/api/messages/threads', seller.token, {
      companyId: seller.companyId,
      productId: seller.productId,
      text: 'Hello me',
    });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ code: 'message_own_company' });
  });
});

describe('a thread outliving its subject', () => {
  it('lets the seller delete a product a buyer asked about, and keeps the conversation apart from the general one', async () => {
    const seller = await sellerWithProduct('Camellia Cleansing Oil');
    const buyer = await signUp(testApp.app);
    const general = await call<ThreadDetail>('POST', '/api/messages/threads', buyer.token, {
      companyId: seller.companyId,
      text: 'Do you make gift sets?',
    });
    const aboutProduct = await call<ThreadDetail>('POST', '/api/messages/threads', buyer.token, {
      companyId: seller.companyId,
      productId: seller.productId,
      text: 'Does it remove waterproof mascara?',
    });
    expect(aboutProduct.json()).toMatchObject({ about: 'product' });

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/seller/products/${seller.productId}`,
      headers: bearer(seller.token),
    });
    expect(removed.statusCode).toBe(204);

    const kept = await call<ThreadDetail>('GET', `/api/messages/threads/${aboutProduct.json().id}`, buyer.token);
    expect(kept.json()).toMatchObject({ about: 'product', productId: null, subject: 'Camellia Cleansing Oil' });
    const again = await call<ThreadDetail>('POST', '/api/messages/threads', buyer.token, {
      companyId: seller.companyId,
      text: 'And gift wrapping?',
    });
    expect(again.json().id).toBe(general.json().id);
  });
});

describe('who reads a thread', () => {
  it('lets a seller read and answer only its own company’s threads, and a buyer only its own', async () => {
    const seller = await sellerWithProduct();
    const otherSeller = await sellerWithProduct();
    const buyer = await signUp(testApp.app);
    const otherBuyer = await signUp(testApp.app);
    const thread = (
      await call<ThreadDetail>('POST', '/api/messages/threads', buyer.token, {
        companyId: seller.companyId,
        productId: seller.productId,
        text: 'Private question',
      })
    ).json();

    expect((await call('GET', `/api/seller/messages/threads/${thread.id}`, otherSeller.token)).statusCode).toBe(404);
    const foreignReply = await call('POST', `/api/seller/messages/threads/${thread.id}/messages`, otherSeller.token, {
      text: 'Not mine',
    });
    expect(foreignReply.statusCode).toBe(404);
    expect((await call<ThreadList>('GET', '/api/seller/messages/threads', otherSeller.token)).json().items).toEqual([]);

    expect((await call('GET', `/api/messages/threads/${thread.id}`, otherBuyer.token)).statusCode).toBe(404);
    const intruder = await call('POST', `/api/messages/threads/${thread.id}/messages`, otherBuyer.token, {
      text: 'Hi',
    });
    expect(intruder.statusCode).toBe(404);
    expect((await call('GET', '/api/seller/messages/threads', buyer.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/messages/threads/${thread.id}`, buyer.token)).statusCode).toBe(200);
  });
});

describe('sending limits', () => {
  it('answers 429 with a clear message once a person sends too many messages', async () => {
    const seller = await sellerWithProduct();
    const buyer = await signUp(testApp.app);
    const about = { companyId: seller.companyId, productId: seller.productId };
    for (let sent = 0; sent < MESSAGE_RATE_LIMITS.perUser.limit; sent += 1) {
      const response = await call('POST', '/api/messages/threads', buyer.token, { ...about, text: `Question ${sent}` });
      expect(response.statusCode).toBe(201);
    }
    const refused = await call('POST', '/api/messages/threads', buyer.token, { ...about, text: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'messages_rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
