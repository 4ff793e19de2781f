/** Rows of a raw `db.execute` query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];
