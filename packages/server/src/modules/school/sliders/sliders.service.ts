import { eq, sql } from 'drizzle-orm';
import type { SliderBody, SliderListWire, SliderWire } from '@halte/contract';
import { sliders } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { listOf } from '../../../lib/data/list.js';
import { hasImageOf, imageAuditNote, imageBase64, imageColumns } from '../../../lib/http/image.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { sliderImageUrl } from '../../platform/images/image-urls.js';

const listColumns = {
  id: sliders.id,
  title: sliders.title,
  description: sliders.description,
  createdBy: sliders.createdBy,
  createdAt: sliders.createdAt,
  updatedAt: sliders.updatedAt,
  hasImage: hasImageOf(sliders.image),
};
type SliderRow = { id: number; title: string; description: string; createdBy: number | null; createdAt: Date; updatedAt: Date; hasImage: boolean };

const toListWire = (s: SliderRow): SliderListWire => ({
  intid: s.id,
  vcnama: s.title,
  vcdeskripsi: s.description,
  vcimage_url: s.hasImage ? sliderImageUrl(s.id, s.updatedAt) : '',
  user_id: s.createdBy,
  dtadd: s.createdAt.toISOString(),
});

export async function getSlider(db: Db, id: number): Promise<SliderWire | undefined> {
  const [row] = await db.select({ ...listColumns, image: sliders.image }).from(sliders).where(eq(sliders.id, id));
  return row && { ...toListWire(row), vcimage: imageBase64(row.image) };
}

const columnsOf = (body: SliderBody) => ({
  title: body.vcnama,
  description: body.vcdeskripsi,
  ...imageColumns(body.vcimage, 'vcimage'),
});

export const slidersList = listOf({
  table: sliders,
  id: sliders.id,
  columns: listColumns,
  search: [sliders.title, sliders.description],
  order: [{ desc: sliders.createdAt }],
  map: (row: SliderRow) => toListWire(row),
});

/** Slider pictures of the member app, under `/articles/slider`, the path the member app calls. */
export const slidersResource: CrudResource<SliderWire, SliderBody> = {
  entity: 'slider',
  list: slidersList,
  get: getSlider,
  async create(db, body, user) {
    const [row] = await db.insert(sliders).values({ ...columnsOf(body), createdBy: user.userId }).returning({ id: sliders.id });
    return (await getSlider(db, row.id))!;
  },
  async update(db, id, body) {
    await db.update(sliders).set({ ...columnsOf(body), updatedAt: sql`now()` }).where(eq(sliders.id, id));
    return (await getSlider(db, id))!;
  },
  async remove(db, id) {
    await db.delete(sliders).where(eq(sliders.id, id));
  },
  auditView: (s) => ({ ...s, vcimage: imageAuditNote(s.vcimage) }),
};
