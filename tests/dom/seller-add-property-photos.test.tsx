import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_PROPERTY_COPY } from '../../src/client/features/sellers/add-property/add-property.content';
import type { DraftPhoto, ListingDraft } from '../../src/client/features/sellers/add-property/listing-draft.storage';
import { MEDIA_UPLOAD_MESSAGES, photoNotYoursMessage } from '../../src/shared/media-upload';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { FakeXhr, next, renderAddProperty, stepHeading, uploadedPhoto } from '../helpers/seller-add-property-dom';
import {
  clearDrafts,
  draftPhoto,
  photoHash,
  putDraft,
  storedDraft,
  validFlatForm,
} from '../helpers/seller-add-property-drafts';

const photo = (name: string, type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });

/** Opens the page on the photos step (a restored draft), with `photos` already uploaded. */
async function openPhotos(photos: DraftPhoto[] = [], draft: Partial<ListingDraft> = {}) {
  await putDraft('new', { step: 'photos', photos, ...draft });
  renderAddProperty();
  await stepHeading('Photos');
}

const draftHashes = async () => (await storedDraft('new'))?.photos.map((p) => p.hash);

/** The photo step's own alert (the form has another, empty one for the server's answer). */
const notice = () => screen.getAllByRole('alert').find((alert) => alert.textContent)?.textContent ?? '';

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

/** The uploads sent once the photos were (not) resized: jsdom cannot decode, so the files go as they are. */
async function sent(count: number): Promise<FakeXhr[]> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  return FakeXhr.sent;
}

describe('the photos step', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => clearDrafts());

  it('uploads each photo with POST /api/media, showing its progress, and keeps its hash in the draft', async () => {
    storeSession(undefined, 'tok-3');
    await openPhotos();
    choose(photo('front.jpg'), photo('hall.png', 'image/png'));
    // Each photo is first made smaller in the browser, which the row shows.
    expect(screen.getByRole('progressbar', { name: ADD_PROPERTY_COPY.resizingLabel('front.jpg') })).toBeTruthy();
    const [first, second] = (await sent(2)) as [FakeXhr, FakeXhr];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/media');
    expect(first.headers.authorization).toBe('Bearer tok-3');
    expect((first.body as FormData).get('file')).toHaveProperty('name', 'front.jpg');
    act(() => first.progress(0.4));
    const bar = screen.getByRole('progressbar', { name: 'Uploading front.jpg' }) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.4);
    expect(within(rows()[0] as HTMLElement).getByText(ADD_PROPERTY_COPY.uploadedShare(40))).toBeTruthy();
    const [a, b] = [photoHash('a'), photoHash('b')];
    act(() => first.answer(201, { success: true, message: MEDIA_UPLOAD_MESSAGES.uploaded, data: uploadedPhoto(a) }));
    act(() => second.answer(201, { success: true, message: MEDIA_UPLOAD_MESSAGES.uploaded, data: uploadedPhoto(b) }));
    expect((await screen.findByRole('img', { name: 'Photo 1' })).getAttribute('src')).toBe(`/media/${a}-320.webp`);
    expect(within(rows()[0] as HTMLElement).getByText(ADD_PROPERTY_COPY.cover)).toBeTruthy();
    await waitFor(async () => expect(await draftHashes()).toEqual([a, b]));
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
    const [fake] = await sent(1);
    await act(async () => fake?.answer(415, { success: false, message: MEDIA_UPLOAD_MESSAGES.unsupportedType }));
    expect(within(rows()[0] as HTMLElement).getByText(MEDIA_UPLOAD_MESSAGES.unsupportedType)).toBeTruthy();
  });

  it('takes at most 10 photos', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => draftPhoto(String(i + 1), `p${i}.jpg`));
    await openPhotos(nine);
    choose(photo('ten.jpg'), photo('eleven.jpg'));
    await sent(1);
    expect(notice()).toBe(ADD_PROPERTY_COPY.tooManyPhotos);
    expect((screen.getByLabelText('Add photos') as HTMLInputElement).disabled).toBe(true);
  });

  it('puts photos in order with buttons that keep the focus; the first is the cover', async () => {
    await openPhotos([draftPhoto('a', 'front.jpg'), draftPhoto('b', 'hall.jpg'), draftPhoto('c', 'kitchen.jpg')]);
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
    await waitFor(async () => expect(await draftHashes()).toEqual([photoHash('b'), photoHash('a')]));
  });
});

describe('the photos of the listing sent', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => clearDrafts());

  const names = () => rows().map((row) => row.textContent?.match(/\w+\.jpg/)?.[0]);

  it('keeps the draft with its uploaded photos, in order, when the page is opened again', async () => {
    await putDraft('new', { step: 'photos', form: validFlatForm() });
    const first = renderAddProperty();
    await stepHeading('Photos');
    choose(photo('front.jpg'), photo('hall.jpg'));
    const [front, hall] = (await sent(2)) as [FakeXhr, FakeXhr];
    act(() => front.answer(201, { success: true, data: uploadedPhoto(photoHash('a')) }));
    act(() => hall.answer(201, { success: true, data: uploadedPhoto(photoHash('b')) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make cover: Photo 2 (hall.jpg)' }));
    await waitFor(async () => expect(await draftHashes()).toEqual([photoHash('b'), photoHash('a')]));
    first.unmount();

    renderAddProperty();
    await stepHeading('Photos');
    expect(screen.getByRole('status').textContent).toMatch(/^Your draft from .+ was restored\.$/);
    expect(names()).toEqual(['hall.jpg', 'front.jpg']);
    expect(within(rows()[0] as HTMLElement).getByText(ADD_PROPERTY_COPY.cover)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(`/media/${photoHash('b')}-320.webp`);
    next();
    await stepHeading('Review and submit');
    expect(within(screen.getByRole('region', { name: 'Basic details' })).getByText(validFlatForm().title)).toBeTruthy();
    const reviewed = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    expect(reviewed.map((img) => img.getAttribute('src'))).toEqual([
      `/media/${photoHash('b')}-320.webp`,
      `/media/${photoHash('a')}-320.webp`,
    ]);
  });

  it('sends the photos’ hashes in the order shown, the cover first', async () => {
    const api = stubFetch({ 'POST /api/seller/properties': { status: 201, body: { success: true, data: { id: 1 } } } });
    await openPhotos([draftPhoto('a', 'front.jpg'), draftPhoto('b', 'hall.jpg'), draftPhoto('c', 'kitchen.jpg')], {
      form: validFlatForm(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make cover: Photo 3 (kitchen.jpg)' }));
    next();
    await stepHeading('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { name: 'Submitted for review' })).toBeTruthy();
    expect(api.to('POST /api/seller/properties')[0]?.body).toMatchObject({
      title: validFlatForm().title,
      photos: [photoHash('c'), photoHash('a'), photoHash('b')],
    });
  });

  it('takes the seller back to the photos when the server refuses one of them', async () => {
    stubFetch({
      'POST /api/seller/properties': {
        status: 400,
        body: { success: false, message: photoNotYoursMessage('photos', 1) },
      },
    });
    await openPhotos([draftPhoto('a', 'front.jpg'), draftPhoto('b', 'hall.jpg')], { form: validFlatForm() });
    next();
    await stepHeading('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await stepHeading('Photos');
    expect(await screen.findByText('Photo 2 is not a photo you uploaded; upload it again')).toBeTruthy();
  });
});
