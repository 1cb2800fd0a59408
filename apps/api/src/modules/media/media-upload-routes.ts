import multipart from '@fastify/multipart';
import {
  AdminMediaResponseSchema,
  AdminMediaUploadSchema,
  ErrorEnvelopeSchema,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
} from '@svarna/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors';
import { callerOf } from '../../plugins/access-control';
import type { MediaUploadService, PhotoUpload } from './media-upload-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/**
 * The desk's photo upload. Multipart parsing is registered in this route's scope only, so no other
 * route takes a form; the photo may be 20 MB while JSON bodies everywhere stay within 100 KiB.
 */
export const mediaUploadRoutes: FastifyPluginAsyncZod<{ uploads: MediaUploadService }> = async (
  app,
  { uploads },
) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 50 },
  });

  app.post(
    '/admin/media',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Upload a photo: it is turned upright, stripped of metadata and resized',
        description:
          'multipart/form-data with the photo in `file` and optional `alt` text. The type is read from the bytes: JPEG, PNG, WebP and AVIF are kept (HEIC is a 415 asking for JPEG, anything else a 415); over 20 MB is a 413. The photo is turned upright by its EXIF orientation, stripped of all metadata (GPS included) and resized to 320, 640, 960 and 1440 px wide (never enlarged), each in AVIF, WebP and JPEG; `url` is the widest JPEG. One photo is encoded at a time per process and four more may wait (a minute at most); beyond that a 429 says when to retry.',
        consumes: ['multipart/form-data'],
        body: AdminMediaUploadSchema,
        response: { 201: AdminMediaResponseSchema, ...errors },
      },
      // the form is read from the stream below; its schema is there for the API document
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const upload = await readUploadForm(request);
      const media = await uploads.uploadPhoto(callerOf(request).user.id, upload);
      return reply.code(201).send({ success: true as const, media });
    },
  );
};

/** The `file` part's bytes and the `alt` field; other parts are read past and left out. */
async function readUploadForm(request: FastifyRequest): Promise<PhotoUpload> {
  let bytes: Buffer | null = null;
  let alt: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') bytes = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'alt') {
        alt = part.value;
      }
    }
  } catch (error) {
    throw formRefusal(error);
  }
  if (!bytes || bytes.length === 0)
    throw badRequest('file', 'Choose a photo to upload (the form field file)');
  const altText = AdminMediaUploadSchema.shape.alt.safeParse(alt);
  if (!altText.success) throw badRequest('alt', altText.error.issues[0]?.message ?? 'alt must be text');
  return { bytes, alt: altText.data ?? '' };
}

/** multipart's and busboy's errors in the store's words; every one names the form field at fault. */
function formRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'PAYLOAD_TOO_LARGE', PHOTO_TOO_LARGE_MESSAGE, [
      { field: 'file', message: PHOTO_TOO_LARGE_MESSAGE },
    ]);
  if (code === 'FST_FILES_LIMIT') return badRequest('file', 'Send one photo at a time');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest('file', 'Send the photo as multipart/form-data, in the form field file');
  return badRequest('file', 'The upload could not be read: send the photo again');
}
