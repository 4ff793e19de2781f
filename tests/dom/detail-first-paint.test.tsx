import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rememberFirstPaint } from '../../src/client/lib/first-paint';
import { listingFirstPaintHtml } from '../../src/server/features/client/listing-first-paint';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-constants';
import { DETAIL_UI } from '../../src/shared/listings/detail-ui';
import { galleryPhotoSrcSet } from '../../src/shared/listings/gallery-photo';
import { PATHS } from '../../src/shared/routes';
import { isolateFromNetwork, stubFetch } from '../helpers/fetch-stub';
import { fail, ok, propertyDetail } from './detail-fixtures';
import { renderApp } from './render-app';

beforeAll(async () => {
  await import('../../src/client/features/listings/pages/PropertyDetailPage');
}, 30_000);

const path = `${PATHS.propertyProfile}?id=2067`;
const detail = propertyDetail();
const first = detail.photos[0] ?? '';

/** The property's read waits until the test lets it answer: the page shows its skeleton meanwhile. */
function serveLate() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  stubFetch({
    'GET /api/properties/2067': async () => {
      await answered;
      return ok(detail);
    },
    'GET /api/properties/2067/similar': ok([]),
    'GET /api/properties/2067/contact': fail(403, ENQUIRY_MESSAGES.contactLocked),
  });
  return answer;
}

/** What main.tsx does before the first render, with the HTML the server wrote for `url`. */
function arriveFromServer(url: string) {
  window.history.replaceState(null, '', url);
  const root = document.createElement('div');
  root.innerHTML = listingFirstPaintHtml(first, detail.title);
  rememberFirstPaint(root);
}

const photosShowing = (hash: string) =>
  Array.from(document.querySelectorAll('img')).filter((img) => img.getAttribute('srcset') === galleryPhotoSrcSet(hash));

describe("the server-painted photo of a property's page", () => {
  isolateFromNetwork();
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stays in the skeleton while the listing loads, then the gallery shows the same photo', async () => {
    const answer = serveLate();
    arriveFromServer(path);
    renderApp(path);
    await screen.findByText(DETAIL_UI.loading);
    expect(photosShowing(first)).toHaveLength(1);

    answer();
    await screen.findByRole('heading', { level: 1, name: detail.title });
    await waitFor(() => expect(screen.queryByText(DETAIL_UI.loading)).toBeNull());
    const [gallery] = photosShowing(first);
    expect(gallery?.getAttribute('alt')).toBe(DETAIL_UI.gallery.alt(detail.title, 1, detail.photos.length));
  });

  it("shows the plain pulsing frame on any other listing's page", async () => {
    const answer = serveLate();
    arriveFromServer(`${PATHS.propertyProfile}?id=1`);
    window.history.replaceState(null, '', path);
    renderApp(path);
    await screen.findByText(DETAIL_UI.loading);
    expect(photosShowing(first)).toHaveLength(0);
    answer();
    await screen.findByRole('heading', { level: 1, name: detail.title });
  });
});
