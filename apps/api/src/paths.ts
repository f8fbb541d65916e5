import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's folder (apps/api), found alike from its TypeScript (src/paths.ts) and from the compiled
 * server (dist/server.js): both sit one level below it. Files the server reads at run time
 * (migrations, mail texts, sample data) are named from here, so they are found either way.
 */
export const API_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** A file or folder of the API's sources, e.g. `apiSource('db/migrations')`. */
export const apiSource = (relative: string) => path.join(API_ROOT, 'src', relative);
