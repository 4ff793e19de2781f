import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_UI } from '../../src/client/features/reports/reports.content';
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from '../../src/shared/reports/report-contract';
import { PATHS } from '../../src/shared/routes';
import { storeSession } from '../fixtures/accounts';
import { fail, ok, propertyDetail } from '../fixtures/listing-detail';
import { type StubRoute, stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// The page and the dialog are lazy chunks: transform them once before the first test.
beforeAll(async () => {
  await import('../../src/client/features/listing-detail/pages/PropertyDetailPage');
  await import('../../src/client/features/reports/ReportDialog');
  await import('../../src/client/features/accounts/components/LoginDialog');
}, 30_000);

const TITLE = '1 BHK Flat for Sale in Hoshangabad Road, Bhopal';
const REPORT = 'POST /api/properties/2067/report';
const sent = { success: true, message: REPORT_MESSAGES.sent, data: { id: 1, kind: 'property', listingId: 2067 } };

function serve(routes: Record<string, StubRoute> = {}) {
  return stubFetch({
    'GET /api/properties/2067': ok(propertyDetail()),
    'GET /api/properties/2067/similar': ok([]),
    'GET /api/properties/2067/contact': fail(403, 'Send an enquiry first'),
    ...routes,
  });
}

async function openDialog() {
  renderApp(`${PATHS.propertyProfile}?id=2067`);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  fireEvent.click(await screen.findByRole('button', { name: REPORT_UI.button }));
  return screen.findByRole('dialog', { name: REPORT_UI.title });
}

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: REPORT_UI.send });

describe('reporting a listing from its page', { timeout: 15_000 }, () => {
  it('asks a visitor to log in first, without opening the report', async () => {
    const api = serve();
    renderApp(`${PATHS.propertyProfile}?id=2067`);
    await screen.findByRole('heading', { level: 1, name: TITLE });
    fireEvent.click(screen.getByRole('button', { name: REPORT_UI.button }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: REPORT_UI.title })).toBeNull();
    expect(api.to(REPORT)).toEqual([]);
  });

  it('needs a reason, and words for Other, before it sends anything', async () => {
    storeSession();
    const api = serve({ [REPORT]: { status: 201, body: sent } });
    const dialog = await openDialog();
    fireEvent.click(sendButton(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe(REPORT_MESSAGES.reasonRequired);
    fireEvent.click(within(dialog).getByLabelText(REPORT_REASON_LABELS.other));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(sendButton(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe(REPORT_MESSAGES.detailsRequired);
    expect(api.to(REPORT)).toEqual([]);
  });

  it('sends the reason and words, thanks the person and shows it as reported', async () => {
    storeSession();
    const api = serve({ [REPORT]: { status: 201, body: sent } });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText(REPORT_REASON_LABELS.fake));
    fireEvent.change(within(dialog).getByLabelText(REPORT_UI.detailsOptional), {
      target: { value: '  The same photos are on another site.  ' },
    });
    fireEvent.click(sendButton(dialog));
    await screen.findByText(REPORT_UI.reported);
    expect(api.to(REPORT)[0]?.body).toEqual({ reason: 'fake', details: 'The same photos are on another site.' });
    expect(api.to(REPORT)[0]?.headers.authorization).toBe('Bearer test-token');
    expect(screen.queryByRole('dialog', { name: REPORT_UI.title })).toBeNull();
    expect(screen.queryByRole('button', { name: REPORT_UI.button })).toBeNull();
  });

  it('shows the server’s message for refused words, and treats an earlier report as reported', async () => {
    storeSession();
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { success: false, code: 'validation_failed', message: 'Details must not contain a phone number' },
    };
    serve({ [REPORT]: () => answer });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText(REPORT_REASON_LABELS.sold));
    fireEvent.click(sendButton(dialog));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Details must not contain a phone number'),
    );
    answer = { status: 409, body: { success: false, code: 'conflict', message: REPORT_MESSAGES.alreadyReported } };
    fireEvent.click(sendButton(dialog));
    await screen.findByText(REPORT_UI.reported);
  });
});
