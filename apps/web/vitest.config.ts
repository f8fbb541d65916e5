import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Forms driven through jsdom take seconds on a 2-core machine busy with the API suite.
    testTimeout: 20_000,
  },
});
