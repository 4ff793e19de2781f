import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PAGE_LOAD_TIMEOUT_MS } from '../../shared/limits';
import { ChunkLoadError } from './chunk-error';

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the page's code ahead of its first render. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` for a page module, giving up after the 2-minute page-code timeout (docs/product-rules.md,
 * Limits and messages) so a stalled
 * download on a flaky connection ends in the retry screen instead of an endless loading animation.
 * A page whose code is already here (`preload()`, done for the first page before the app renders) renders
 * in the same pass, without a frame of the loading screen in between.
 */
export function lazyPage<P extends object>(
  load: () => Promise<PageModule<P>>,
  timeoutMs: number = PAGE_LOAD_TIMEOUT_MS,
): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const component = lazy(() => {
    const ready = loaded;
    if (ready) {
      // React reads a thenable that settles synchronously at once (react's lazyInitializer): no suspending.
      // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is what lets React skip the fallback.
      return { then: (resolve: (module: PageModule<P>) => void) => resolve(ready) } as unknown as Promise<
        PageModule<P>
      >;
    }
    return new Promise<PageModule<P>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      loadOnce().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  });
  return Object.assign(component, { preload: () => loadOnce().then(() => undefined) });
}
