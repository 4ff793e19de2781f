/**
 * Reads a photo upload (multipart/form-data) as it arrives and writes the one file of the upload field
 * to a temporary file, so a 10 MB photo never sits whole in memory before sharp reads it from disk. Other
 * parts are read past and dropped. The body as a whole is held to `maxBodyBytes` and the file to
 * `maxFileBytes`, both counted as the bytes come in (a Content-Length over the limit is refused before
 * anything is read). Every refusal is an ApiFailure saying what is wrong (400 or 413).
 */
import type { FileHandle } from 'node:fs/promises';
import { MEDIA_UPLOAD_MESSAGES } from '../../../shared/media-upload';
import { ApiFailure } from '../../lib/errors';

export interface UploadBodyLimits {
  maxBodyBytes: number;
  maxFileBytes: number;
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
/** Part headers longer than this are not a browser's: the request is refused. */
const MAX_PART_HEADER_BYTES = 16 * 1024;

const fileRequired = () => new ApiFailure(400, MEDIA_UPLOAD_MESSAGES.fileRequired);
const tooManyBytes = () => new ApiFailure(413, MEDIA_UPLOAD_MESSAGES.tooManyBytes);

/** The multipart boundary of a Content-Type, or undefined when the body is not multipart/form-data. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The field name and file name of a part's Content-Disposition. */
function disposition(headers: string): { name?: string; filename?: string } {
  const line = headers.split('\r\n').find((h) => /^content-disposition\s*:/i.test(h)) ?? '';
  const param = (key: string) =>
    new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(line)?.[1] ??
    new RegExp(`;\\s*${key}=([^\\s;"]+)`, 'i').exec(line)?.[1];
  const name = param('name');
  const filename = param('filename');
  return { ...(name === undefined ? {} : { name }), ...(filename === undefined ? {} : { filename }) };
}

/** Pulls the body's chunks, counting them against the body limit. */
function chunksOf(body: ReadableStream<Uint8Array>, maxBodyBytes: number) {
  const reader = body.getReader();
  let total = 0;
  return {
    async next(): Promise<Buffer | undefined> {
      const { done, value } = await reader.read();
      if (done) return undefined;
      total += value.byteLength;
      if (total > maxBodyBytes) throw tooManyBytes();
      return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

/**
 * Writes the single file of `field` to `file`; answers its size in bytes. Throws 400 when the body is
 * not a well-formed form with exactly one non-empty file in `field`, 413 when a limit is passed.
 */
export async function saveUploadedFile(
  request: Request,
  field: string,
  file: FileHandle,
  limits: UploadBodyLimits,
): Promise<number> {
  const boundary = multipartBoundary(request.headers.get('Content-Type') ?? undefined);
  if (!boundary || !request.body) throw fileRequired();
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > limits.maxBodyBytes) throw tooManyBytes();
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const chunks = chunksOf(request.body, limits.maxBodyBytes);
  // The first boundary has no CRLF before it: one is put in front so every boundary reads the same.
  let buffer: Buffer = Buffer.from(CRLF);
  let ended = false;
  const more = async (): Promise<boolean> => {
    const chunk = ended ? undefined : await chunks.next();
    if (!chunk) {
      ended = true;
      return false;
    }
    buffer = Buffer.concat([buffer, chunk]);
    return true;
  };
  /** Waits until `buffer` holds `needle` or the body ends; answers where it is, or -1. */
  const find = async (needle: Buffer, limit = Number.POSITIVE_INFINITY): Promise<number> => {
    for (;;) {
      const at = buffer.indexOf(needle);
      if (at !== -1) return at;
      if (buffer.length > limit || !(await more())) return -1;
    }
  };

  let parts = 0;
  let size = 0;
  // A text value in the upload field rather than a file: no photo, said once the whole form is read.
  let textInField = false;
  try {
    // Browsers send no preamble before the first boundary; a long one is not a browser's form.
    if ((await find(delimiter, MAX_PART_HEADER_BYTES)) === -1) throw fileRequired();
    buffer = buffer.subarray(buffer.indexOf(delimiter) + delimiter.length);
    for (;;) {
      while (buffer.length < 2) if (!(await more())) throw fileRequired();
      if (buffer.subarray(0, 2).toString() === '--') break;
      const headersEnd = await find(HEADERS_END, MAX_PART_HEADER_BYTES);
      if (headersEnd === -1) throw fileRequired();
      const { name, filename } = disposition(buffer.subarray(0, headersEnd).toString('utf8'));
      buffer = buffer.subarray(headersEnd + HEADERS_END.length);
      const isOurs = name === field;
      if (isOurs) parts += 1;
      if (parts > 1) throw new ApiFailure(400, MEDIA_UPLOAD_MESSAGES.oneFileOnly);
      const keep = isOurs && filename !== undefined;
      // The part's content up to the next boundary; all but a possible start of it is written out at once.
      for (;;) {
        const at = buffer.indexOf(delimiter);
        const upTo = at === -1 ? Math.max(0, buffer.length - delimiter.length + 1) : at;
        if (keep && upTo > 0) {
          size += upTo;
          if (size > limits.maxFileBytes) throw tooManyBytes();
          await file.write(buffer.subarray(0, upTo));
        }
        buffer = buffer.subarray(upTo);
        if (at !== -1) break;
        if (!(await more())) throw fileRequired();
      }
      buffer = buffer.subarray(delimiter.length);
      if (isOurs && !keep) textInField = true;
    }
  } finally {
    await chunks.cancel();
  }
  if (parts === 0 || size === 0 || textInField) throw fileRequired();
  return size;
}
