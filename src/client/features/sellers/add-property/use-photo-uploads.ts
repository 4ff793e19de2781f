import { useRef, useState } from 'react';
import { MAX_PHOTOS_PER_LISTING } from '../../../../shared/listings/vocabulary';
import { readToken } from '../../accounts/accounts.storage';
import { ADD_PROPERTY_COPY } from './add-property.content';
import type { DraftPhoto } from './listing-draft.storage';
import { resizeForUpload } from './photo-resize';
import { photoFileProblem, thumbnailUrl, uploadPhoto } from './photo-upload';

export interface PhotoItem {
  key: string;
  name: string;
  /** 0..1 while uploading. */
  progress: number;
  /** Resized in the browser first (a few hundred kB instead of megabytes), then uploaded. */
  status: 'resizing' | 'uploading' | 'done' | 'failed';
  hash?: string;
  url?: string;
  error?: string;
}

const fromDraft = (photo: DraftPhoto): PhotoItem => ({ key: photo.hash, ...photo, progress: 1, status: 'done' });

/**
 * The listing's photos in order (the first is the cover): uploads one request per file with progress,
 * refuses files by type and size before sending, and keeps at most MAX_PHOTOS_PER_LISTING.
 */
export function usePhotoUploads(initial: DraftPhoto[]) {
  const [items, setItems] = useState<PhotoItem[]>(() => initial.map(fromDraft));
  const [notice, setNotice] = useState<string | null>(null);
  const counter = useRef(0);
  const update = (key: string, patch: Partial<PhotoItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const addFiles = (files: File[]) => {
    const room = MAX_PHOTOS_PER_LISTING - items.filter((item) => item.status !== 'failed').length;
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = photoFileProblem(file);
      if (problem) problems.push(`${file.name}: ${problem}`);
      else if (accepted.length < room) accepted.push(file);
      else if (!problems.includes(ADD_PROPERTY_COPY.tooManyPhotos)) problems.push(ADD_PROPERTY_COPY.tooManyPhotos);
    }
    setNotice(problems.length ? problems.join(' ') : null);
    const token = readToken();
    for (const file of accepted) {
      counter.current += 1;
      const key = `upload-${counter.current}`;
      setItems((list) => [
        ...list.filter((item) => item.status !== 'failed'),
        { key, name: file.name, progress: 0, status: 'resizing' },
      ]);
      resizeForUpload(file)
        .then((small) => {
          update(key, { status: 'uploading' });
          return uploadPhoto(small, token, (progress) => update(key, { progress }));
        })
        .then(
          (photo) =>
            setItems((list) =>
              // The same picture uploaded twice is one photo.
              list.some((item) => item.hash === photo.hash)
                ? list.filter((item) => item.key !== key)
                : list.map((item) =>
                    item.key === key
                      ? { ...item, status: 'done', progress: 1, hash: photo.hash, url: thumbnailUrl(photo) }
                      : item,
                  ),
            ),
          (error: Error) => update(key, { status: 'failed', error: error.message }),
        );
    }
  };

  const move = (key: string, by: -1 | 1) =>
    setItems((list) => {
      const from = list.findIndex((item) => item.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to] as PhotoItem, next[from] as PhotoItem];
      return next;
    });

  const makeCover = (key: string) =>
    setItems((list) => [...list.filter((item) => item.key === key), ...list.filter((item) => item.key !== key)]);
  const remove = (key: string) => setItems((list) => list.filter((item) => item.key !== key));
  const reset = (photos: DraftPhoto[]) => {
    setItems(photos.map(fromDraft));
    setNotice(null);
  };

  const done: DraftPhoto[] = items.flatMap((item) =>
    item.status === 'done' && item.hash && item.url ? [{ hash: item.hash, name: item.name, url: item.url }] : [],
  );
  return {
    items,
    done,
    busy: items.some((item) => item.status === 'uploading' || item.status === 'resizing'),
    notice,
    addFiles,
    move,
    makeCover,
    remove,
    reset,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
