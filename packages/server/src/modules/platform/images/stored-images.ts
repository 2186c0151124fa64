import { eq } from 'drizzle-orm';
import { articles, sliders } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';

/** An image as stored with its record: the bytes, their checked type and the record's last change. */
export interface StoredImage { image: Buffer | null; imageType: string | null; updatedAt: Date }

const columns = (t: typeof articles | typeof sliders) => ({ image: t.image, imageType: t.imageType, updatedAt: t.updatedAt });

/** An article's image, by the article's uuid. */
export async function articleImage(db: Db, uuid: string): Promise<StoredImage | undefined> {
  const [row] = await db.select(columns(articles)).from(articles).where(eq(articles.uuid, uuid));
  return row;
}

/** A slider's picture, by the slider's id. */
export async function sliderImage(db: Db, id: number): Promise<StoredImage | undefined> {
  const [row] = await db.select(columns(sliders)).from(sliders).where(eq(sliders.id, id));
  return row;
}
