import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/sandboxes', 'apps/api', 'apps/web'],
  },
});
