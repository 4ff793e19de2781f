/**
 * The seller's photo: a chosen file is checked, uploaded (POST /api/media, with progress) and then set on
 * the profile (PATCH /api/sellers/me `{ photo: hash }`); removing sets `photo: null`. Shared by the
 * profile page and the sign-up's photo step.
 */
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import type { SellerMe } from '../../../../shared/sellers/seller-constants';
import { serverMessage } from '../../../lib/server-message';
import { readToken } from '../../accounts/accounts.storage';
import { photoFileProblem, uploadPhoto } from '../add-property/photo-upload';
import { SELLER_PHOTO_COPY as C } from './seller-auth.content';
import { updateSellerMeRequest } from './seller-profile.api';
import { useSellerSessionLost } from './seller-session';

export type SellerPhotoState =
  | { step: 'idle' }
  | { step: 'uploading'; progress: number }
  | { step: 'saving' }
  | { step: 'removing' };

/** A local preview of the chosen file while it uploads (jsdom and old browsers may not have object URLs). */
const previewOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

export function useSellerPhoto(onSaved: (profile: SellerMe) => void) {
  const sessionLost = useSellerSessionLost();
  const [state, setState] = useState<SellerPhotoState>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A seller who skips the sign-up step mid-upload has moved on: nothing is saved or shown after that.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const save = async (photo: string | null, done: string) => {
    try {
      const { status, body } = await updateSellerMeRequest({ photo });
      if (!mounted.current || sessionLost(status)) return;
      if (status === 200 && body?.success && body.data) {
        toast.success(done);
        onSaved(body.data);
      } else {
        setError(serverMessage(body) ?? C.failed);
      }
    } catch {
      if (mounted.current) setError(C.failed);
    }
  };

  const choose = async (file: File) => {
    const problem = photoFileProblem(file);
    setError(problem);
    if (problem) return;
    setPreview(previewOf(file));
    setState({ step: 'uploading', progress: 0 });
    try {
      const uploaded = await uploadPhoto(file, readToken(), (progress) => {
        if (mounted.current) setState({ step: 'uploading', progress });
      });
      if (!mounted.current) return;
      setState({ step: 'saving' });
      await save(uploaded.hash, C.saved);
    } catch (failure) {
      if (mounted.current) setError(failure instanceof Error ? failure.message : C.failed);
    }
    if (!mounted.current) return;
    setState({ step: 'idle' });
    setPreview(null);
  };

  const remove = async () => {
    setError(null);
    setState({ step: 'removing' });
    await save(null, C.removed);
    if (mounted.current) setState({ step: 'idle' });
  };

  return { state, error, preview, busy: state.step !== 'idle', choose, remove };
}
