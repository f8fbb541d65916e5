// Local ESLint rule: API modules (apps/api/src/modules/<name>/) talk to each other only through a
// module's public surface, its index.ts, which app.ts wires together (decision 013). Reaching into
// another module's repository, service internals or tables is an error; the one exception is a
// table definition referring to another module's table (a foreign key). The composition root,
// app.ts, takes from a module only its factory (`createXModule`), which makes its services and
// registers its routes (decision 024).
import path from 'node:path';

const MODULES = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}modules${path.sep}`;
const TABLES = /\.tables(\.ts)?$/;
const COMPOSITION_ROOT = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}app.ts`;
const MODULE_FACTORY = /^create[A-Z]\w*Module$/;

/** @param {string} file */
function moduleOf(file) {
  const index = file.indexOf(MODULES);
  if (index === -1) return undefined;
  const [name, ...rest] = file.slice(index + MODULES.length).split(path.sep);
  return { name, inside: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another API module's internals" },
    messages: {
      internals:
        "Import module '{{to}}' through its public surface ('modules/{{to}}'), not '{{inside}}'; pass what you need in app.ts.",
      compositionRoot:
        "app.ts takes only module factories (createXModule) from 'modules/{{to}}', not '{{name}}': let the module make and register it.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    /** @param {{ source?: { value?: unknown } | null } & import('eslint').Rule.Node} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(file), source));
      if (!to || to.name === from?.name) return;
      if (file.endsWith(COMPOSITION_ROOT) && 'specifiers' in node) {
        for (const specifier of node.specifiers ?? []) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported : specifier.local;
          const imported = name.type === 'Identifier' ? name.name : String(name.value);
          if (!MODULE_FACTORY.test(imported)) {
            context.report({ node: specifier, messageId: 'compositionRoot', data: { to: to.name, name: imported } });
          }
        }
      }
      if (to.inside === '' || to.inside === 'index' || to.inside === 'index.ts') return;
      if (TABLES.test(file) && TABLES.test(to.inside)) return;
      context.report({ node, messageId: 'internals', data: { to: to.name, inside: to.inside } });
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
