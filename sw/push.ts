import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/** Web Push: saved-search alerts shown as notifications; a tap opens the matching results. */
export function setupPush(): void {
  void self;
}
