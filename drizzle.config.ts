import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` compares server/db/schema/*.ts with the last snapshot in
// server/db/migrations and writes the next SQL migration there (see server/db/README.md).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./server/db/migrations",
});
