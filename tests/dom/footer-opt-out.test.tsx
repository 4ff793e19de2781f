import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PublicLayout } from '../../src/client/app/layouts/PublicLayout';
import { createStore, Provider } from '../../src/client/app/store';
import { useHideFooter } from '../../src/client/app/use-hide-footer';

function FullScreenMap() {
  useHideFooter();
  return <h1>Map</h1>;
}

function renderLayout(page: ReactElement) {
  const { hook } = memoryLocation({ path: '/properties' });
  const store = createStore();
  const tree = (child: ReactElement) => (
    <Provider store={store}>
      <Router hook={hook}>
        <PublicLayout>{child}</PublicLayout>
      </Router>
    </Provider>
  );
  const view = render(tree(page));
  return { ...view, show: (child: ReactElement) => view.rerender(tree(child)) };
}

describe('footer opt-out', () => {
  it('a page can hide the common footer while it is shown', async () => {
    const { show } = renderLayout(<FullScreenMap />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    show(<h1>List</h1>);
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });
});
