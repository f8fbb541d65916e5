import { Agent, get } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { serverOptions } from '../server-options';
import { answerHeadersPlugin } from './answer-headers';

const agents: Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

/**
 * Fastify as the server runs it, with two answers the test finishes when it wants: `/slow` sends
 * its headers at once and its body as the test writes it, `/later` all of it when released.
 */
async function serverWithSlowAnswers() {
  const app = Fastify(serverOptions(loadConfig({ LOG_LEVEL: 'silent' }, false)));
  await app.register(answerHeadersPlugin);
  const body = new PassThrough();
  let release = (_text: string) => {};
  const released = new Promise<string>((resolve) => (release = resolve));
  app.get('/slow', async (_request, reply) => reply.type('text/plain').send(body));
  app.get('/later', async (_request, reply) => reply.type('text/plain').send(await released));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, body, release, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A GET on a keep-alive connection: its answer's headers at once, its whole body later. */
function keptAliveGet(url: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return new Promise<{ headers: Record<string, unknown>; socket: Socket; body: Promise<string> }>((resolve, reject) => {
    get(url, { agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const body = new Promise<string>((done) => response.on('end', () => done(text)));
      resolve({ headers: response.headers, socket: response.socket, body });
    }).on('error', reject);
  });
}

describe('closing the server', () => {
  it('closes a keep-alive connection whose answer had begun before closing as soon as that answer ends', async () => {
    const { app, body, origin } = await serverWithSlowAnswers();
    body.write('first part, ');
    const answer = await keptAliveGet(`${origin}/slow`);
    // The headers went out before closing began: they could not ask the client to close.
    expect(answer.headers.connection).toBe('keep-alive');
    const socketClosed = new Promise<'closed'>((resolve) => answer.socket.once('close', () => resolve('closed')));

    const closed = app.close().then(() => 'closed' as const);
    // Closing has reaped the connections idle at its start; this one was still answering.
    await expect.poll(() => app.server.listening).toBe(false);
    body.end('last part');
    expect(await answer.body).toBe('first part, last part');

    // Without it the connection would stay open, and the shutdown with it, until the keep-alive
    // timeout (72 s) or the client's own.
    const waited = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 3000).unref());
    expect(await Promise.race([socketClosed, waited])).toBe('closed');
    expect(await Promise.race([closed, waited])).toBe('closed');
  });

  it('asks the client to close the connection in an answer that begins while closing', async () => {
    const { app, release, origin } = await serverWithSlowAnswers();
    const answer = keptAliveGet(`${origin}/later`);
    await new Promise((resolve) => app.server.once('request', resolve));
    const closed = app.close();
    await expect.poll(() => app.server.listening).toBe(false);
    release('whole answer');
    const { headers, body: text } = await answer;
    expect(headers.connection).toBe('close');
    expect(await text).toBe('whole answer');
    await closed;
  });
});
