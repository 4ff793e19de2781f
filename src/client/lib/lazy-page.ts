import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PAGE_LOAD_TIMEOUT_MS } from '../../shared/limits';
import { ChunkLoadError } from './chunk-error';

type PageModule<P> = { default: ComponentType<P> };

/**
 * `React.lazy` for a page module, giving up after the spec's page-code load timeout so a stalled
 * download on a flaky connection ends in the retry screen instead of an endless loading animation.
 */
export function lazyPage<P extends object>(
  load: () => Promise<PageModule<P>>,
  timeoutMs: number = PAGE_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(
    () =>
      new Promise<PageModule<P>>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
          timeoutMs,
        );
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
  );
}
