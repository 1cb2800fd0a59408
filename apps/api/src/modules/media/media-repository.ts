import type { DbOrTx } from '../../db/client';
import { type MediaRendition, media, mediaFiles } from '../../db/schema';

export interface NewPhoto {
  /** the largest JPEG, which every browser can show */
  filePath: string;
  width: number;
  height: number;
  alt: string;
  renditions: MediaRendition[];
  createdAt: Date;
}

export interface NewMediaFile {
  filePath: string;
  contentType: string;
  body: Buffer;
}

/** Uploaded photos: the media row and the bytes of each rendition. */
export function createMediaRepository(db: DbOrTx) {
  /** Stores the photo's row and its files; answers the row's id. Run inside a transaction. */
  async function insertPhoto(photo: NewPhoto, files: NewMediaFile[]): Promise<number> {
    const [row] = await db
      .insert(media)
      .values({ ...photo, contentType: 'image/jpeg', body: null })
      .returning({ id: media.id });
    if (!row) throw new Error('media insert returned no row');
    await db.insert(mediaFiles).values(files.map((file) => ({ ...file, mediaId: row.id })));
    return row.id;
  }

  return { insertPhoto };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
