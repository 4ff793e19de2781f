import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELLER_PHOTO_COPY as C, SELLER_AUTH_COPY } from '../../src/client/features/sellers/auth/seller-auth.content';
import { MEDIA_UPLOAD_MESSAGES, photoNotYoursMessage } from '../../src/shared/media-upload';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { accountUser, storeSession } from '../fixtures/accounts';
import { sellerMe, sellerUser, storeSeller } from '../fixtures/seller-accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';
import { FakeXhr, uploadedPhoto } from '../helpers/seller-add-property-dom';

// Lazy chunks (the seller area, its pages) load on first use: slow in a busy run of the whole suite.

const PATCH_ME = 'PATCH /api/sellers/me';
const HASH = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const saved = (hash: string | null) => sellerMe({ photo: hash, photoUrls: hash ? uploadedPhoto(hash).urls : null });
const patched = (hash: string | null) => ({
  status: 200,
  body: { success: true, message: SELLER_MESSAGES.profileUpdated, data: saved(hash) },
});

const file = (name = 'me.jpg', type = 'image/jpeg') => new File(['x'], name, { type });
const choose = (scope: HTMLElement, label: string, chosen = file()) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { files: [chosen] } });
const lastUpload = () => FakeXhr.sent.at(-1) as FakeXhr;

describe('the seller photo', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = vi.fn(() => 'blob:chosen-photo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  describe('after becoming a seller', () => {
    /** A buyer becomes a seller; resolves with the photo step. */
    async function photoStep(routes: Parameters<typeof stubFetch>[0] = {}) {
      storeSession(accountUser());
      const api = stubFetch({
        'POST /api/sellers': {
          status: 201,
          body: { success: true, message: SELLER_MESSAGES.becameSeller, data: sellerMe() },
        },
        'GET /api/users/me': { status: 200, body: { success: true, data: sellerUser({ sellerType: 'Individual' }) } },
        ...routes,
      });
      const view = renderApp(PATHS.sellerSignup);
      const form = await screen.findByRole('form', { name: SELLER_AUTH_COPY.becomeTitle });
      for (const [label, value] of [
        ['Address', '12 MP Nagar'],
        ['City', 'Bhopal'],
        ['State', 'Madhya Pradesh'],
      ] as const)
        fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      fireEvent.submit(form);
      const step = await screen.findByRole('region', { name: C.stepTitle });
      return { api, step, view };
    }

    it('offers an optional photo: uploads it with a preview and progress, saves it, then goes on', async () => {
      const { api, step, view } = await photoStep({ [PATCH_ME]: patched(HASH) });
      expect(document.activeElement).toBe(within(step).getByRole('heading', { name: C.stepTitle }));
      expect(within(step).getByText(C.none)).toBeTruthy();
      expect(within(step).getByRole('button', { name: C.skip })).toBeTruthy();

      choose(step, C.choose, file('face.png', 'image/png'));
      const upload = lastUpload();
      expect(upload.url).toBe('/api/media');
      expect(upload.headers.authorization).toBe('Bearer test-token');
      expect((upload.body as FormData).get('file')).toHaveProperty('name', 'face.png');
      expect(within(step).getByRole('img', { name: C.previewAlt }).getAttribute('src')).toBe('blob:chosen-photo');
      expect(within(step).getByLabelText(C.choose)).toHaveProperty('disabled', true);
      act(() => upload.progress(0.45));
      expect((within(step).getByRole('progressbar', { name: C.uploading }) as HTMLProgressElement).value).toBe(45);
      expect(within(step).getByText('45%')).toBeTruthy();

      act(() =>
        upload.answer(201, { success: true, message: MEDIA_UPLOAD_MESSAGES.uploaded, data: uploadedPhoto(HASH) }),
      );
      expect(await screen.findByText(C.saved)).toBeTruthy();
      expect(api.to(PATCH_ME).map((request) => request.body)).toEqual([{ photo: HASH }]);
      expect(within(step).getByRole('img', { name: C.alt }).getAttribute('src')).toBe(`/media/${HASH}-320.webp`);
      expect(within(step).queryByRole('progressbar')).toBeNull();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen-photo');

      fireEvent.click(within(step).getByRole('button', { name: C.done }));
      await screen.findByRole('heading', { level: 1, name: ROUTES.sellerDashboard.title });
      expect(view.location.history.at(-1)).toBe(PATHS.sellerDashboard);
    });

    it('refuses a file that is not a photo before sending it', async () => {
      const { step } = await photoStep();
      choose(step, C.choose, file('deed.pdf', 'application/pdf'));
      expect(within(step).getByRole('alert').textContent).toBe(MEDIA_UPLOAD_MESSAGES.unsupportedType);
      expect(FakeXhr.sent).toHaveLength(0);
    });

    it('can be skipped, even mid-upload: the photo that arrives later is not saved', async () => {
      const { api, step } = await photoStep({ [PATCH_ME]: patched(HASH) });
      choose(step, C.choose);
      fireEvent.click(within(step).getByRole('button', { name: C.skip }));
      await screen.findByRole('heading', { level: 1, name: ROUTES.sellerDashboard.title });
      act(() => lastUpload().answer(201, { success: true, data: uploadedPhoto(HASH) }));
      await act(async () => {});
      expect(api.to(PATCH_ME)).toHaveLength(0);
    });
  });

  describe('on the profile page', () => {
    const photoCard = () => screen.findByRole('region', { name: C.title });

    it('changes the saved photo through an upload, then removes it', async () => {
      storeSeller();
      const api = stubFetch({
        'GET /api/sellers/me': { status: 200, body: { success: true, data: saved(HASH) } },
        [PATCH_ME]: patched(OTHER),
      });
      renderApp(PATHS.sellerUpdateProfile);
      const card = await photoCard();
      expect(within(card).getByRole('img', { name: C.alt }).getAttribute('src')).toBe(`/media/${HASH}-320.webp`);

      choose(card, C.change);
      act(() => lastUpload().progress(0.5));
      expect(within(card).getByText('50%')).toBeTruthy();
      expect(within(card).queryByRole('button', { name: C.remove })).toBeNull();
      act(() => lastUpload().answer(200, { success: true, data: uploadedPhoto(OTHER) }));
      expect(await screen.findByText(C.saved)).toBeTruthy();
      expect(api.to(PATCH_ME)[0]?.body).toEqual({ photo: OTHER });
      expect(within(card).getByRole('img', { name: C.alt }).getAttribute('src')).toBe(`/media/${OTHER}-320.webp`);

      api.routes[PATCH_ME] = patched(null);
      fireEvent.click(within(card).getByRole('button', { name: C.remove }));
      expect(await screen.findByText(C.removed)).toBeTruthy();
      expect(api.to(PATCH_ME)[1]?.body).toEqual({ photo: null });
      expect(within(card).getByText(C.none)).toBeTruthy();
      expect(within(card).queryByRole('img')).toBeNull();
      expect(within(card).getByLabelText(C.choose)).toBeTruthy();
      // The details form beside it is untouched.
      expect(screen.getByRole('form', { name: SELLER_AUTH_COPY.profileTitle })).toBeTruthy();
    });

    it("shows the upload's refusal and saves nothing", async () => {
      storeSeller();
      const api = stubFetch({ 'GET /api/sellers/me': { status: 200, body: { success: true, data: saved(null) } } });
      renderApp(PATHS.sellerUpdateProfile);
      const card = await photoCard();
      choose(card, C.choose);
      act(() => lastUpload().answer(413, { success: false, message: MEDIA_UPLOAD_MESSAGES.tooManyPixels }));
      expect((await within(card).findByRole('alert')).textContent).toBe(MEDIA_UPLOAD_MESSAGES.tooManyPixels);
      expect(api.to(PATCH_ME)).toHaveLength(0);
      expect(within(card).getByText(C.none)).toBeTruthy();
      expect(within(card).getByLabelText(C.choose)).toHaveProperty('disabled', false);
    });

    it("shows the server's refusal of the photo and keeps the one saved", async () => {
      storeSeller();
      stubFetch({
        'GET /api/sellers/me': { status: 200, body: { success: true, data: saved(HASH) } },
        [PATCH_ME]: { status: 400, body: { success: false, message: photoNotYoursMessage('photo') } },
      });
      renderApp(PATHS.sellerUpdateProfile);
      const card = await photoCard();
      choose(card, C.change);
      act(() => lastUpload().answer(201, { success: true, data: uploadedPhoto(OTHER) }));
      await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe(photoNotYoursMessage('photo')));
      expect(within(card).getByRole('img', { name: C.alt }).getAttribute('src')).toBe(`/media/${HASH}-320.webp`);
    });
  });
});
