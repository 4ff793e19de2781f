import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MESSAGES as M, type SavedSearch } from '../../src/shared/alerts/saved-search-constants';
import { formatDateTime } from '../../src/shared/date-format';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

const search = (overrides: Partial<SavedSearch>): SavedSearch => ({
  id: 1,
  query: 'city=Bhopal&transactionType=Buy',
  label: 'Flats for sale in Bhopal',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-01T10:00:00.000Z',
  paused: false,
  delivery: 'push',
  lastFiredAt: '2026-11-20T04:30:00.000Z',
  ...overrides,
});

const pushed = search({});
const texted = search({ id: 2, label: 'Plots in Indore', query: 'city=Indore', delivery: 'sms', lastFiredAt: null });
const silent = search({ id: 3, label: 'Shops in Pune', query: 'city=Pune', delivery: 'none', lastFiredAt: null });

describe('the saved searches page', () => {
  it('asks a visitor to log in', async () => {
    stubFetch();
    renderApp(PATHS.savedSearches);
    await screen.findByRole('heading', { level: 1, name: ROUTES.savedSearches.title });
    expect(await screen.findByText(M.loginPrompt)).toBeTruthy();
  });

  it('lists each search with how it alerts and when it last did; pauses and deletes', async () => {
    storeSession();
    const api = stubFetch({
      'GET /api/me/saved-searches': { status: 200, body: { success: true, data: [pushed, texted, silent] } },
      'PATCH /api/me/saved-searches/1': { status: 200, body: { success: true, data: { ...pushed, paused: true } } },
      'DELETE /api/me/saved-searches/3': { status: 200, body: { success: true } },
    });
    renderApp(PATHS.savedSearches);
    const first = await screen.findByRole('listitem', { name: pushed.label });
    expect(within(first).getByText(M.deliveries.push)).toBeTruthy();
    expect(within(first).getByText(M.lastFired(formatDateTime(pushed.lastFiredAt)))).toBeTruthy();
    const second = screen.getByRole('listitem', { name: texted.label });
    expect(within(second).getByText(M.deliveries.sms)).toBeTruthy();
    expect(within(second).getByText(M.neverFired)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: silent.label })).getByText(M.deliveries.none)).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: `${M.pause}: ${pushed.label}` }));
    expect(await screen.findByText(M.paused)).toBeTruthy();
    expect(within(first).getByText(M.pausedState)).toBeTruthy();
    expect(within(first).getByRole('button', { name: `${M.resume}: ${pushed.label}` })).toBeTruthy();
    expect(api.to('PATCH /api/me/saved-searches/1')[0]?.body).toEqual({ paused: true });

    fireEvent.click(screen.getByRole('button', { name: `${M.delete}: ${silent.label}` }));
    expect(await screen.findByText(M.deleted)).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: silent.label })).toBeNull();
    expect(api.to('DELETE /api/me/saved-searches/3')).toHaveLength(1);
  });

  it('is in the account menu', async () => {
    storeSession();
    stubFetch({ 'GET /api/me/saved-searches': { status: 200, body: { success: true, data: [] } } });
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    fireEvent.click(await within(header).findByRole('button', { name: 'Asha Verma' }));
    fireEvent.click(within(header).getByRole('link', { name: ROUTES.savedSearches.title }));
    expect(await screen.findByText(M.noSearches)).toBeTruthy();
  });
});
