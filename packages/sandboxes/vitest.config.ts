import { defineProject } from 'vitest/config';

export default defineProject({
  // Read workspace packages from their TypeScript source, as the api project does (its config says why).
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'sandboxes', include: ['src/**/*.test.ts'], environment: 'node' },
});
