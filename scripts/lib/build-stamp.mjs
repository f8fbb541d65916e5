// Whether a build is up to date with its sources: a content hash of the input files (tests left
// out) kept beside the output, so a fresh clone's file times do not matter.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} entry a file or folder, relative to the repository */
function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true })
    .map((name) => path.join(entry, String(name)))
    .filter((name) => statSync(path.join(root, name)).isFile() && !/\.test\.tsx?$/.test(name));
}

/** @param {string[]} inputs files and folders, relative to the repository */
function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * @param {{ inputs: string[]; stampFile: string; outputs: string[] }} build absolute stamp and outputs
 * @returns {{ fresh: boolean; markBuilt(): void }}
 */
export function buildStamp({ inputs, stampFile, outputs }) {
  const current = sourceHash(inputs);
  const fresh =
    [stampFile, ...outputs].every((file) => existsSync(file)) && readFileSync(stampFile, 'utf8').trim() === current;
  return { fresh, markBuilt: () => writeFileSync(stampFile, `${current}\n`) };
}
