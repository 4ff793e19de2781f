/** The envelope of every API error: `{ success: false, message }`. */
export interface ApiError {
  success: false;
  message: string;
}

export interface HealthResponse {
  success: true;
  status: 'ok';
  uptimeSeconds: number;
}

export interface ReadyResponse {
  success: true;
  status: 'ready';
  database: 'pglite' | 'postgres';
  /** Present only when REDIS_URL is configured (and Redis answered). */
  redis?: 'ok';
}
