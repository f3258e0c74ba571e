import { defineConfig } from 'drizzle-kit';

// drizzle-kit alone aggregates the schema: each feature owns its tables, `server/db` knows none of them.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/features/*/*.{table,tables}.ts', './server/lib/rate-limit.table.ts'],
  out: './server/db/migrations',
  casing: 'snake_case',
});
