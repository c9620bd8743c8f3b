import { defineConfig } from 'drizzle-kit';

// Used only to generate migrations (`npm run db:generate`); the server applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
