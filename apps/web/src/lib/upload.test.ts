import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { authState, authToken, signIn } from './auth';
import { uploadFile } from './upload';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** Stands in for the browser's XMLHttpRequest: records the request, answers when a test says so. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private listeners: Record<string, (() => void)[]> = {};
  private progressListeners: Listener[] = [];
  upload = {
    addEventListener: (_name: 'progress', listener: Listener) => this.progressListeners.push(listener),
  };

  constructor() {
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(name: string, listener: () => void) {
    (this.listeners[name] ??= []).push(listener);
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.emit('abort');
  }

  progress(loaded: number, total: number) {
    for (const listener of this.progressListeners) listener({ lengthComputable: true, loaded, total });
  }

  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.emit('load');
  }

  fail() {
    this.emit('error');
  }

  private emit(name: string) {
    for (const listener of this.listeners[name] ?? []) listener();
  }
}

function lastRequest(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
}

const answerSchema = z.object({ id: z.string() });
const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signIn({
    tokenUser: 'session-token',
    user: {
      _id: 'u-1',
      username: 'anna@example.com',
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Nowak',
      companyId: 'c-1',
      permissions: ['user', 'seller'],
      status: 'available',
      avatarUrl: null,
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('uploadFile', () => {
  it('posts the file as multipart field "file" with the bearer token and reports progress', async () => {
    const progress: number[] = [];
    const done = uploadFile('/api/seller/companies/c-1/logo', png, {
      schema: answerSchema,
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = lastRequest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/seller/companies/c-1/logo');
    expect(xhr.headers.authorization).toBe('Bearer session-token');
    expect(xhr.headers['x-language']).toBeTruthy();
    expect(xhr.body).toBeInstanceOf(FormData);
    const sent = (xhr.body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('logo.png');

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(200, { id: 'c-1' });
    await expect(done).resolves.toEqual({ id: 'c-1' });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('turns an error answer into ApiError with its code, as apiRequest does', async () => {
    const done = uploadFile('/api/seller/companies/c-1/photos', png, { schema: answerSchema });
    lastRequest().answer(413, { error: 'File size exceeds 4 MB', code: 'file_too_large_4mb' });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'file_too_large_4mb', message: 'File size exceeds 4 MB' });
  });

  it('keeps the details of a refusal', async () => {
    const done = uploadFile('/api/seller/companies/c-1/photos', png, { schema: answerSchema });
    lastRequest().answer(422, {
      error: 'A company can show at most 8 photos.',
      code: 'too_many_photos',
      details: { max: 8 },
    });
    await expect(done).rejects.toMatchObject({ code: 'too_many_photos', details: { max: 8 } });
  });

  it('names a too-large refusal from a proxy that answers with a page of its own', async () => {
    const done = uploadFile('/api/seller/companies/c-1/photos', png, { schema: answerSchema });
    lastRequest().answer(413, '<html>Request Entity Too Large</html>', 'Payload Too Large');
    await expect(done).rejects.toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('reports an unreachable server as network_error', async () => {
    const done = uploadFile('/api/seller/companies/c-1/logo', png, { schema: answerSchema });
    lastRequest().fail();
    await expect(done).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('ends the session here when the server says it has ended', async () => {
    const done = uploadFile('/api/seller/companies/c-1/logo', png, { schema: answerSchema });
    lastRequest().answer(401, { error: 'Please log in.', code: 'unauthorized' });
    await expect(done).rejects.toMatchObject({ code: 'unauthorized' });
    expect(authToken()).toBeNull();
    expect(authState().isLoggedIn).toBe(false);
  });

  it('refuses an answer that does not fit the schema', async () => {
    const done = uploadFile('/api/seller/companies/c-1/logo', png, { schema: answerSchema });
    lastRequest().answer(200, { unexpected: true });
    await expect(done).rejects.toMatchObject({ code: 'internal_error' });
  });

  it('stops the upload when its signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadFile('/api/seller/companies/c-1/logo', png, { schema: answerSchema, signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastRequest().aborted).toBe(true);
  });
});
