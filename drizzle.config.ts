import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./app/platform/*.tables.ts', './app/domains/*/*.tables.ts'],
  out: './drizzle',
})
