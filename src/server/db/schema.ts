/**
 * The Drizzle schema: each feature's tables are re-exported here so the client, migrations and queries
 * see one schema. The foundation has no tables of its own yet (the first migration enables extensions).
 */
export {};
