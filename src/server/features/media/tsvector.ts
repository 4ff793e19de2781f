/** PostgreSQL's tsvector, which Drizzle has no built-in column type for. */
import { customType } from 'drizzle-orm/pg-core';

export const tsvectorType = customType<{ data: string }>({ dataType: () => 'tsvector' });
