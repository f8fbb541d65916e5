import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from './paths';

/**
 * Files that import each other, however indirectly, cannot be read, tested or moved one at a time,
 * and what each finds at load depends on which was imported first. Type-only imports count too:
 * the compiler erases them, but they are part of how the code is put together.
 */

const repositoryRoot = path.join(API_ROOT, '../..');
const SOURCE_ROOTS = ['apps/api/src', 'apps/web/src', 'packages/shared/src', 'packages/sandboxes/src'];
const SOURCE_FILE = /\.tsx?$/;
/** How an import names a file: its own name, without the extension, or its folder (index.ts). */
const ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The source files `file` imports by a relative path: `import`, `import type`, `export … from`, `import()`. */
function importsOf(file: string, sourceFiles: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => path.resolve(path.dirname(file), fileName))
    .map((base) => ENDINGS.map((ending) => base + ending).find((candidate) => sourceFiles.has(candidate)))
    .filter((target) => target !== undefined);
  return [...new Set(targets)];
}

/** One cycle for each import that leads back to a file still being walked, as `a.ts -> b.ts -> a.ts`. */
function findCycles(imports: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const walking: string[] = [];
  const walked = new Set<string>();
  const visit = (file: string) => {
    if (walked.has(file)) return;
    const start = walking.indexOf(file);
    if (start !== -1) {
      cycles.push([...walking.slice(start), file].map((each) => path.relative(repositoryRoot, each)).join(' -> '));
      return;
    }
    walking.push(file);
    for (const target of imports.get(file) ?? []) visit(target);
    walking.pop();
    walked.add(file);
  };
  for (const file of imports.keys()) visit(file);
  return cycles;
}

describe('imports between source files', () => {
  it('never lead back to the file they start from', () => {
    const sourceFiles = new Set(SOURCE_ROOTS.flatMap((root) => sourceFilesUnder(path.join(repositoryRoot, root))));
    const imports = new Map([...sourceFiles].map((file) => [file, importsOf(file, sourceFiles)]));
    expect(findCycles(imports)).toEqual([]);
  });
});
