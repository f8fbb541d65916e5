import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../test/catalog';
import { signUp } from '../../test/users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The database refuses states the code does not know, whatever a query tries. */
describe('states as data', () => {
  const refuses = (statement: ReturnType<typeof sql>) => expect(testApp.app.db.execute(statement)).rejects.toThrow();

  it('refuses an unknown user status and a company id that does not exist', async () => {
    const { email } = await signUp(testApp.app);
    await refuses(sql`update users set status = 'sleeping' where email = ${email}`);
    await refuses(sql`update users set company_id = gen_random_uuid() where email = ${email}`);
  });

  it('refuses an unknown company status, product condition, code purpose and report reason', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const { categoryId } = await createCategoryTree(testApp.app, await adminToken(testApp.app));
    const productId = await addProduct(testApp.app, seller.token, productInput(categoryId));
    await refuses(sql`update companies set status = 'archived' where id = ${seller.companyId}`);
    await refuses(sql`update products set condition = 'vintage' where id = ${productId}`);
    await refuses(sql`insert into user_codes (user_id, purpose, code_hash, expires_at)
      select id, 'magic_link', 'x', now() from users limit 1`);
    await refuses(sql`insert into abuse_reports (reason, description, reporter_email, language)
      values ('boredom', 'A report for no reason at all.', 'a@example.com', 'en-US')`);
  });
});
