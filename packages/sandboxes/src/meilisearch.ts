import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, pathBelow, plainHandler, readBody } from './http';
import { isObject, searchIndex, updateSettings, type StoredIndex } from './meilisearch-index';
import { defaultSettings, MeiliError, type StoredDocument } from './meilisearch-search';

/**
 * A Meilisearch (v1.x) server's side of the calls the marketplace makes, held in memory, for the
 * tests and for trying SEARCH_URL without an engine: `GET /health`; `POST /indexes`, `GET` and
 * `DELETE /indexes/{uid}`, `POST /swap-indexes`; `GET` and `PATCH /indexes/{uid}/settings`;
 * `POST /indexes/{uid}/documents` (add or replace), `GET` and `DELETE /indexes/{uid}/documents/{id}`,
 * `POST /indexes/{uid}/documents/delete-batch`; `POST /indexes/{uid}/search`; `GET /tasks/{uid}`.
 *
 * As in Meilisearch, every write answers 202 with a summarized task and happens later, one task
 * after another; `GET /tasks/{uid}` shows it `enqueued`, `processing`, then `succeeded` or `failed`
 * with Meilisearch's error object. With a master key, every route but `/health` wants
 * `Authorization: Bearer <key>` (401 `missing_authorization_header`, 403 `invalid_api_key`).
 * Matching, filters and ranking: meilisearch-search.ts.
 */

export interface MeilisearchSandboxOptions {
  /** Where the sandbox's paths start on its server: '' on a server of its own. */
  basePath: string;
  /** The master key; without one, every request is let in (as Meilisearch without a key). */
  masterKey: string | undefined;
  /** How long each task waits before it is processed; 0 by default. */
  taskDelayMs?: number;
}

interface Task {
  uid: number;
  indexUid: string | null;
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed';
  type: string;
  details: Record<string, unknown>;
  error: { message: string; code: string; type: string; link: string } | null;
  enqueuedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  apply: () => Record<string, unknown> | void;
}

/** Batches of documents are large; this bounds one request. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const INDEX_UID = /^[a-zA-Z0-9_-]{1,400}$/;
const DOCUMENT_ID = /^[a-zA-Z0-9_-]{1,511}$/;

const linkOf = (code: string) => `https://docs.meilisearch.com/errors#${code}`;

function errorBody(error: MeiliError) {
  return { message: error.message, code: error.code, type: error.type, link: linkOf(error.code) };
}

const indexNotFound = (uid: string) => new MeiliError(404, 'index_not_found', `Index \`${uid}\` not found.`);

export type MeilisearchSandbox = ReturnType<typeof createMeilisearchSandbox>;

export function createMeilisearchSandbox(options: MeilisearchSandboxOptions) {
  const indexes = new Map<string, StoredIndex>();
  const tasks: Task[] = [];
  let nextOrder = 0;
  let working = false;

  const send = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  /** Runs the enqueued tasks one after another, each a moment after it was enqueued, as the engine's queue does. */
  function work() {
    if (working) return;
    const task = tasks.find((candidate) => candidate.status === 'enqueued');
    if (!task) return;
    working = true;
    setTimeout(() => {
      task.status = 'processing';
      task.startedAt = new Date();
      try {
        task.details = { ...task.details, ...(task.apply() ?? {}) };
        task.status = 'succeeded';
      } catch (error) {
        const refusal =
          error instanceof MeiliError
            ? error
            : new MeiliError(500, 'internal', 'An internal error occurred.', 'internal');
        task.status = 'failed';
        task.error = errorBody(refusal);
      }
      task.finishedAt = new Date();
      working = false;
      work();
    }, options.taskDelayMs ?? 0);
  }

  function enqueue(
    response: ServerResponse,
    indexUid: string | null,
    type: string,
    details: Record<string, unknown>,
    apply: Task['apply'],
  ) {
    const task: Task = {
      uid: tasks.length,
      indexUid,
      status: 'enqueued',
      type,
      details,
      error: null,
      enqueuedAt: new Date(),
      startedAt: null,
      finishedAt: null,
      apply,
    };
    tasks.push(task);
    work();
    send(response, 202, {
      taskUid: task.uid,
      indexUid,
      status: 'enqueued',
      type,
      enqueuedAt: task.enqueuedAt.toISOString(),
    });
  }

  function taskView(task: Task) {
    const { apply: _apply, ...view } = task;
    const duration =
      task.startedAt && task.finishedAt ? `PT${(task.finishedAt.getTime() - task.startedAt.getTime()) / 1000}S` : null;
    return {
      ...view,
      batchUid: task.status === 'enqueued' ? null : task.uid,
      canceledBy: null,
      duration,
      enqueuedAt: task.enqueuedAt.toISOString(),
      startedAt: task.startedAt?.toISOString() ?? null,
      finishedAt: task.finishedAt?.toISOString() ?? null,
    };
  }

  function indexView(index: StoredIndex) {
    return {
      uid: index.uid,
      primaryKey: index.primaryKey,
      createdAt: index.createdAt.toISOString(),
      updatedAt: index.updatedAt.toISOString(),
    };
  }

  function requireIndex(uid: string): StoredIndex {
    const index = indexes.get(uid);
    if (!index) throw indexNotFound(uid);
    return index;
  }

  /** The index, made as a document addition or a settings update makes a missing one. */
  function indexOrNew(uid: string, primaryKey: string | null = null): StoredIndex {
    let index = indexes.get(uid);
    if (!index) {
      index = {
        uid,
        primaryKey,
        createdAt: new Date(),
        updatedAt: new Date(),
        settings: defaultSettings(),
        documents: new Map(),
      };
      indexes.set(uid, index);
    }
    return index;
  }

  async function jsonBody(request: IncomingMessage): Promise<unknown> {
    if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
      throw new MeiliError(
        415,
        'invalid_content_type',
        'The Content-Type `' +
          (request.headers['content-type'] ?? '') +
          '` is invalid. Accepted values for the Content-Type header are: `application/json`.',
      );
    let bytes: Buffer;
    try {
      bytes = await readBody(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        throw new MeiliError(413, 'payload_too_large', 'The provided payload reached the size limit.');
      throw error;
    }
    if (bytes.length === 0) throw new MeiliError(400, 'missing_payload', 'A json payload is missing.');
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new MeiliError(400, 'malformed_payload', 'The json payload provided is malformed.');
    }
  }

  function checkKey(request: IncomingMessage) {
    if (options.masterKey === undefined) return;
    const header = request.headers.authorization;
    if (!header)
      throw new MeiliError(
        401,
        'missing_authorization_header',
        'The Authorization header is missing. It must use the bearer authorization method.',
        'auth',
      );
    if (header !== `Bearer ${options.masterKey}`)
      throw new MeiliError(403, 'invalid_api_key', 'The provided API key is invalid.', 'auth');
  }

  function addDocuments(index: StoredIndex, documents: unknown[], primaryKey: string | null) {
    index.primaryKey ??=
      primaryKey ??
      (documents.length > 0 && isObject(documents[0])
        ? (Object.keys(documents[0]).find((key) => /id$/i.test(key)) ?? null)
        : null);
    const key = index.primaryKey;
    if (!key)
      throw new MeiliError(
        400,
        'index_primary_key_no_candidate_found',
        'The primary key inference failed as the engine did not find any field ending with `id` in its name.',
      );
    for (const document of documents) {
      const id = isObject(document) ? document[key] : undefined;
      if (typeof id !== 'string' && typeof id !== 'number')
        throw new MeiliError(
          400,
          'missing_document_id',
          `Document doesn't have a \`${key}\` attribute: \`${JSON.stringify(document)}\`.`,
        );
      if (!DOCUMENT_ID.test(String(id)))
        throw new MeiliError(400, 'invalid_document_id', `Document identifier \`${String(id)}\` is invalid.`);
    }
    for (const document of documents as StoredDocument[]) {
      const id = JSON.stringify(document[key]).replace(/^"|"$/g, '');
      index.documents.set(id, { order: index.documents.get(id)?.order ?? nextOrder++, document });
    }
    index.updatedAt = new Date();
    return { indexedDocuments: documents.length };
  }

  async function route(request: IncomingMessage, response: ServerResponse, path: string) {
    const method = request.method ?? 'GET';
    if (path === '/health' && method === 'GET') return send(response, 200, { status: 'available' });
    checkKey(request);
    const parts = path
      .split('/')
      .filter((part) => part !== '')
      .map(decodeURIComponent);
    const [root, uid, sub, id] = parts;

    if (root === 'tasks' && uid !== undefined && parts.length === 2 && method === 'GET') {
      const task = tasks[Number(uid)];
      if (!/^\d+$/.test(uid) || !task) throw new MeiliError(404, 'task_not_found', `Task \`${uid}\` not found.`);
      return send(response, 200, taskView(task));
    }
    if (root === 'swap-indexes' && parts.length === 1 && method === 'POST') {
      const body = await jsonBody(request);
      if (
        !Array.isArray(body) ||
        !body.every((swap) => isObject(swap) && Array.isArray(swap.indexes) && swap.indexes.length === 2)
      )
        throw new MeiliError(
          400,
          'invalid_swap_indexes',
          'Invalid value at `[0].indexes`: expected an array of two index uids.',
        );
      const swaps = (body as { indexes: [string, string] }[]).map((swap) => swap.indexes);
      return enqueue(response, null, 'indexSwap', { swaps: body }, () => {
        // All or nothing, as Meilisearch swaps.
        for (const pair of swaps) for (const name of pair) requireIndex(name);
        for (const [a, b] of swaps) {
          const first = requireIndex(a);
          const second = requireIndex(b);
          indexes.set(a, { ...second, uid: a, updatedAt: new Date() });
          indexes.set(b, { ...first, uid: b, updatedAt: new Date() });
        }
      });
    }
    if (root !== 'indexes') throw new MeiliError(404, 'not_found', 'Not found.');

    if (uid === undefined) {
      if (method !== 'POST') throw new MeiliError(405, 'method_not_allowed', 'Method not allowed.');
      const body = await jsonBody(request);
      if (!isObject(body) || typeof body.uid !== 'string' || !INDEX_UID.test(body.uid))
        throw new MeiliError(
          400,
          'invalid_index_uid',
          '`uid` is not a valid index uid. Index uid can be an integer or a string containing only alphanumeric characters, hyphens (-) and underscores (_).',
        );
      const newUid = body.uid;
      const primaryKey = typeof body.primaryKey === 'string' ? body.primaryKey : null;
      return enqueue(response, newUid, 'indexCreation', { primaryKey }, () => {
        if (indexes.has(newUid))
          throw new MeiliError(409, 'index_already_exists', `Index \`${newUid}\` already exists.`);
        indexOrNew(newUid, primaryKey);
      });
    }
    if (sub === undefined) {
      if (method === 'GET') return send(response, 200, indexView(requireIndex(uid)));
      if (method === 'DELETE')
        return enqueue(response, uid, 'indexDeletion', {}, () => {
          const deleted = requireIndex(uid).documents.size;
          indexes.delete(uid);
          return { deletedDocuments: deleted };
        });
      throw new MeiliError(405, 'method_not_allowed', 'Method not allowed.');
    }
    if (sub === 'settings' && id === undefined) {
      if (method === 'GET') return send(response, 200, requireIndex(uid).settings);
      if (method !== 'PATCH') throw new MeiliError(405, 'method_not_allowed', 'Method not allowed.');
      const body = await jsonBody(request);
      if (!isObject(body)) throw new MeiliError(400, 'bad_request', 'Invalid value type: expected an object.');
      // Checked now, as Meilisearch refuses a malformed setting before enqueuing it.
      updateSettings({ ...indexOrNewPreview(uid) }, body);
      return enqueue(response, uid, 'settingsUpdate', body, () => {
        updateSettings(indexOrNew(uid), body);
      });
    }
    if (sub === 'search' && id === undefined && method === 'POST') {
      const body = await jsonBody(request);
      if (!isObject(body)) throw new MeiliError(400, 'bad_request', 'Invalid value type: expected an object.');
      return send(response, 200, searchIndex(requireIndex(uid), body));
    }
    if (sub === 'documents') {
      if (id === undefined && method === 'POST') {
        const body = await jsonBody(request);
        const documents = Array.isArray(body) ? body : [body];
        const primaryKey = new URL(request.url ?? '/', 'http://sandbox.invalid').searchParams.get('primaryKey');
        return enqueue(response, uid, 'documentAdditionOrUpdate', { receivedDocuments: documents.length }, () =>
          addDocuments(indexOrNew(uid), documents, primaryKey),
        );
      }
      if (id === 'delete-batch' && method === 'POST') {
        const body = await jsonBody(request);
        if (!Array.isArray(body))
          throw new MeiliError(400, 'invalid_document_ids', 'Invalid value type: expected an array of document ids.');
        const ids = body.map(String);
        return enqueue(response, uid, 'documentDeletion', { providedIds: ids.length }, () => {
          const index = requireIndex(uid);
          const deleted = ids.filter((documentId) => index.documents.delete(documentId)).length;
          return { deletedDocuments: deleted };
        });
      }
      if (id !== undefined && parts.length === 4 && method === 'GET') {
        const entry = requireIndex(uid).documents.get(id);
        if (!entry) throw new MeiliError(404, 'document_not_found', `Document \`${id}\` not found.`);
        return send(response, 200, entry.document);
      }
      if (id !== undefined && parts.length === 4 && method === 'DELETE') {
        return enqueue(response, uid, 'documentDeletion', { providedIds: 1 }, () => {
          const deleted = requireIndex(uid).documents.delete(id) ? 1 : 0;
          return { deletedDocuments: deleted };
        });
      }
    }
    throw new MeiliError(404, 'not_found', 'Not found.');
  }

  /** Settings as they would be, to check a change before it is enqueued. */
  function indexOrNewPreview(uid: string): StoredIndex {
    const index = indexes.get(uid);
    const settings = structuredClone(index?.settings ?? defaultSettings());
    return { uid, primaryKey: null, createdAt: new Date(), updatedAt: new Date(), settings, documents: new Map() };
  }

  /**
   * Answers the request and returns true when it is under the sandbox's base path; returns
   * false, touching nothing, for every other request.
   */
  function handle(request: IncomingMessage, response: ServerResponse): boolean {
    const target = request.url ?? '/';
    const question = target.indexOf('?');
    const path = pathBelow(question < 0 ? target : target.slice(0, question), options.basePath);
    if (path === undefined) return false;
    plainHandler(
      async (req, res) => {
        try {
          await route(req, res, path);
        } catch (error) {
          if (!(error instanceof MeiliError) && !(error instanceof URIError)) throw error;
          const refusal =
            error instanceof MeiliError ? error : new MeiliError(400, 'bad_request', 'The path is malformed.');
          if (!res.headersSent) send(res, refusal.status, errorBody(refusal));
        }
      },
      (res, status) =>
        send(res, status, errorBody(new MeiliError(status, 'internal', 'An internal error occurred.', 'internal'))),
    )(request, response);
    return true;
  }

  return {
    handle,
    /** The documents of an index by id, for tests to look at; undefined when there is no such index. */
    documentsOf(uid: string): Map<string, StoredDocument> | undefined {
      const index = indexes.get(uid);
      return index && new Map([...index.documents].map(([id, entry]) => [id, entry.document]));
    },
    /** The settings of an index, for tests to look at. */
    settingsOf: (uid: string) => indexes.get(uid)?.settings,
    /** The uids of the indexes. */
    indexUids: () => [...indexes.keys()],
    /** No task waits or runs. */
    isIdle: () => !working && tasks.every((task) => task.status === 'succeeded' || task.status === 'failed'),
  };
}
