// Local ESLint rule: a file in apps/web/src/features/<name>/ may not import from another
// feature's folder. Shared pieces belong in components/ or lib/ (bulletproof-react's rule).
import path from 'node:path';

const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

/** @param {string} file */
function featureOf(file) {
  const index = file.indexOf(FEATURES);
  if (index === -1) return undefined;
  return file.slice(index + FEATURES.length).split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid one web feature importing another' },
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import from feature '{{to}}'. Move the shared part to src/components or src/lib.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    /** @param {{ source?: { value?: unknown } | null } & import('eslint').Rule.Node} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
