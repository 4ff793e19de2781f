// drizzle-kit's configuration (`npm run db:generate`); it lives here because the top level is fixed.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
