import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/api/src/modules/*/*.tables.ts', './apps/api/src/lib/*/*.tables.ts'],
  out: './apps/api/src/db/migrations',
});
