import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { rowsOf } from './db/client';

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing the database', async () => {
    const testApp: TestApp = await createTestApp();
    const { app } = testApp;
    let arrived: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/api/__slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const result = await app.db.execute(sql`select 42 as answer`);
      return { answer: rowsOf<{ answer: number }>(result)[0]?.answer };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${address.port}/api/__slow`);
    // Closing starts while the request is being answered, not before it arrived.
    await inHandler;
    // Closes the app (HTTP server, then the database) and drops the test database.
    const closing = testApp.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: 42 });
    await closing;
  });

  it('lets a handler whose caller hung up finish its queries before closing the database', async () => {
    const testApp: TestApp = await createTestApp();
    const { app } = testApp;
    let arrived: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let outcome: unknown;
    app.get('/api/__abandoned', async () => {
      arrived();
      // Still at work after the HTTP server has closed, which no answer being sent holds up.
      await new Promise((resolve) => app.server.once('close', resolve));
      await new Promise((resolve) => setTimeout(resolve, 100));
      try {
        const result = await app.db.execute(sql`select 42 as answer`);
        outcome = rowsOf<{ answer: number }>(result)[0]?.answer;
      } catch (error) {
        outcome = error;
      }
      return { answer: outcome };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const caller = new AbortController();
    const hungUp = fetch(`http://127.0.0.1:${address.port}/api/__abandoned`, { signal: caller.signal }).catch(
      () => 'hung up',
    );
    await inHandler;
    caller.abort();
    expect(await hungUp).toBe('hung up');
    await testApp.close();
    expect(outcome).toBe(42);
  });
});
