import type { OpenApiDocument } from '../test/arbitraries/requests';
import type { Instance } from './cluster';

/** The API's own description of its routes, from which the isolation matrix and the fuzzing are generated. */
export async function readOpenApi(instance: Instance): Promise<OpenApiDocument> {
  const answer = await fetch(`${instance.url}/api/openapi.json`, { signal: AbortSignal.timeout(20_000) });
  if (!answer.ok) throw new Error(`GET /api/openapi.json answered ${answer.status}`);
  return (await answer.json()) as OpenApiDocument;
}
