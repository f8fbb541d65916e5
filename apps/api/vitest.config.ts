import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages built for production (@glowmarket/sandboxes) are read from their TypeScript
  // source. Tests run in Vite's SSR environment, which takes its conditions from `ssr.resolve`, not
  // `resolve`; Vitest adds these to its own ('node', 'development') and passes them to node too.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database; PGlite needs a moment to start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
