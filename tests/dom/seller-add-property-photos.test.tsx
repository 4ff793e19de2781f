import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FORM } from '../../src/client/features/sellers/add-property/listing-form';
import { MEDIA_UPLOAD_MESSAGES } from '../../src/shared/media-upload';
import { ADD_PROPERTY_COPY } from '../../src/shared/sellers/seller-ui-add-property';
import { storeSession } from '../fixtures/accounts';
import { isolateFromNetwork } from '../helpers/fetch-stub';
import { memoryDrafts } from './seller-add-property-drafts';
import { FakeXhr, renderAddProperty, stepHeading, uploadedPhoto } from './seller-add-property-support';

configure({ asyncUtilTimeout: 5000 });

vi.mock(
  '../../src/client/features/sellers/add-property/listing-draft.storage',
  () => import('./seller-add-property-drafts'),
);

const photo = (name: string, type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });

/** Opens the page on the photos step (a restored draft), with `photos` already uploaded. */
async function openPhotos(photos: { hash: string; name: string; url: string }[] = []) {
  memoryDrafts.set('new', { version: 1, savedAt: Date.now(), step: 'photos', form: { ...EMPTY_FORM }, photos });
  renderAddProperty();
  await stepHeading('Photos');
}

/** The photo step's own alert (the form has another, empty one for the server's answer). */
const notice = () => screen.getAllByRole('alert').find((alert) => alert.textContent)?.textContent ?? '';

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('the photos step', () => {
  isolateFromNetwork();
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => memoryDrafts.clear());

  it('uploads each photo with POST /api/media, showing its progress, and keeps its hash in the draft', async () => {
    storeSession(undefined, 'tok-3');
    await openPhotos();
    choose(photo('front.jpg'), photo('hall.png', 'image/png'));
    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/media');
    expect(first.headers.authorization).toBe('Bearer tok-3');
    expect((first.body as FormData).get('file')).toHaveProperty('name', 'front.jpg');
    act(() => first.progress(0.4));
    const bar = screen.getByRole('progressbar', { name: 'Uploading front.jpg' }) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.4);
    act(() =>
      first.answer(201, { success: true, message: MEDIA_UPLOAD_MESSAGES.uploaded, data: uploadedPhoto('aaa') }),
    );
    act(() =>
      second.answer(201, { success: true, message: MEDIA_UPLOAD_MESSAGES.uploaded, data: uploadedPhoto('bbb') }),
    );
    expect((await screen.findByRole('img', { name: 'Photo 1' })).getAttribute('src')).toBe('/media/aaa-320.webp');
    expect(within(rows()[0] as HTMLElement).getByText(ADD_PROPERTY_COPY.cover)).toBeTruthy();
    await waitFor(() => expect(memoryDrafts.get('new')?.photos.map((p) => p.hash)).toEqual(['aaa', 'bbb']));
  });

  it("refuses other types and oversized files with the upload contract's messages, before sending", async () => {
    await openPhotos();
    choose(photo('plan.gif', 'image/gif'), photo('huge.jpg', 'image/jpeg', 11 * 1024 * 1024));
    expect(FakeXhr.sent).toHaveLength(0);
    const alert = notice();
    expect(alert).toContain(`plan.gif: ${MEDIA_UPLOAD_MESSAGES.unsupportedType}`);
    expect(alert).toContain(`huge.jpg: ${MEDIA_UPLOAD_MESSAGES.tooManyBytes}`);
  });

  it("shows the server's refusal of a photo", async () => {
    await openPhotos();
    choose(photo('fake.jpg'));
    await act(async () =>
      FakeXhr.sent[0]?.answer(415, { success: false, message: MEDIA_UPLOAD_MESSAGES.unsupportedType }),
    );
    expect(within(rows()[0] as HTMLElement).getByText(MEDIA_UPLOAD_MESSAGES.unsupportedType)).toBeTruthy();
  });

  it('takes at most 10 photos', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({
      hash: `h${i}`,
      name: `p${i}.jpg`,
      url: `/media/h${i}-320.webp`,
    }));
    await openPhotos(nine);
    choose(photo('ten.jpg'), photo('eleven.jpg'));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(notice()).toBe(ADD_PROPERTY_COPY.tooManyPhotos);
    expect((screen.getByLabelText('Add photos') as HTMLInputElement).disabled).toBe(true);
  });

  it('puts photos in order with buttons that keep the focus; the first is the cover', async () => {
    await openPhotos([
      { hash: 'aaa', name: 'front.jpg', url: '/media/aaa-320.webp' },
      { hash: 'bbb', name: 'hall.jpg', url: '/media/bbb-320.webp' },
      { hash: 'ccc', name: 'kitchen.jpg', url: '/media/ccc-320.webp' },
    ]);
    const up = screen.getByRole('button', { name: 'Move Photo 3 (kitchen.jpg) up' });
    up.focus();
    fireEvent.click(up);
    expect(rows().map((row) => row.textContent?.match(/\w+\.jpg/)?.[0])).toEqual([
      'front.jpg',
      'kitchen.jpg',
      'hall.jpg',
    ]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Photo 2 (kitchen.jpg) up');
    fireEvent.click(screen.getByRole('button', { name: 'Make cover: Photo 3 (hall.jpg)' }));
    expect(within(rows()[0] as HTMLElement).getByText(ADD_PROPERTY_COPY.cover)).toBeTruthy();
    expect(rows()[0]?.textContent).toContain('hall.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo 3 (kitchen.jpg)' }));
    await waitFor(() => expect(memoryDrafts.get('new')?.photos.map((p) => p.hash)).toEqual(['bbb', 'aaa']));
  });
});
