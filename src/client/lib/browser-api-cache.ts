import { PAGE_DATA_ELEMENT_ID } from '../../shared/page-head';
import type { EmbeddedAnswer } from '../../shared/page-render';
import { type ApiAnswer, ApiCache } from './api-cache';
import { http } from './http';

/**
 * How long a read waits for an answer before it counts as none (the product's fallback messages then show:
 * docs/product-rules.md, Limits and messages).
 */
export const API_READ_TIMEOUT_MS = 10_000;

/** The answers the server embedded in this page, or none (the offline shell, a private page). */
export function embeddedAnswers(): Record<string, EmbeddedAnswer> {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, EmbeddedAnswer>) : {};
  } catch {
    return {};
  }
}

/** The browser's cache: reads go through the service worker when it controls the page. */
export function createBrowserApiCache(onAnswer?: (path: string, answer: ApiAnswer) => void): ApiCache {
  return new ApiCache({
    fetcher: async (path, signal, { token }) => {
      const response = await http<unknown>(path, { token, signal, timeoutMs: API_READ_TIMEOUT_MS });
      return {
        status: response.status,
        body: response.body,
        savedAt: response.offline?.savedAt ?? null,
        offline: response.offline?.source,
      };
    },
    onAnswer,
  });
}
