import { ARTICLES_API, articleBody, labelsOf, type ArticleListWire, type ArticleWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { ImageField } from '../../../ui/form/ImageField';
import { RichTextField } from '../../../ui/form/RichTextField';
import { ImageThumb } from '../../../ui/list/ImageThumb';
import { withoutUnchangedImage } from '../../../ui/form/imageFile';
import { ArticleDetail } from './ArticleDetail';
import { articles } from '../../../i18n/articles';
import { ui } from '../../../i18n/ui';

const t = articles;
const label = labelsOf(articleBody);

/** Articles are addressed by their uuid; lists carry the image as a URL, a record as base64. */
export const articlesDeclaration: CrudDeclaration<ArticleListWire, typeof articleBody> = {
  title: t.title,
  entity: t.entity,
  resource: ARTICLES_API,
  idOf: (a) => a.vcuuid,
  filters: { period: true },
  columns: [
    { key: 'vcnama', header: t.name, cellClassName: 'fw-medium' },
    {
      key: 'vcdeskripsi',
      header: label.vcdeskripsi,
      render: (a) => <span className="d-inline-block text-truncate text-body-secondary align-middle" style={{ maxWidth: '30rem' }} title={a.vcdeskripsi}>{a.vcdeskripsi}</span>,
    },
    { key: 'vcgambar_url', header: label.vcgambar, render: (a) => <ImageThumb src={a.vcgambar_url} alt={a.vcgambar_url ? t.imageAlt(a.vcnama) : ui.imageInput.absent} /> },
  ],
  fields: [
    { name: 'vcnama', type: 'text' },
    { name: 'vcdeskripsi', type: 'textarea', rows: 2, help: t.summaryHelp },
    { name: 'vcartikel', type: 'custom', component: RichTextField },
    { name: 'vcgambar', type: 'custom', component: ImageField },
  ],
  schema: articleBody,
  toBody: (values, mode, record) => withoutUnchangedImage(values, 'vcgambar', mode, record),
  renderDetail: (a) => <ArticleDetail article={a as unknown as ArticleWire} />,
  size: 'lg',
  describe: (a) => a.vcnama,
};
