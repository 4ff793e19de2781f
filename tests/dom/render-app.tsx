/** Renders the whole app at a path, as main.tsx does, with an in-memory address bar. */
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/client/app/App';
import { AppToaster } from '../../src/client/app/AppToaster';

export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <App hook={location.hook} searchHook={location.searchHook} />
      <AppToaster />
    </Provider>,
  );
  return { ...view, location, store };
}
