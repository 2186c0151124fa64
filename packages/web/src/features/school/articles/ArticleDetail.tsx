import { RICH_TEXT_HTML, articleBody, labelsOf, type ArticleWire } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { SafeHtml } from '../../../ui/SafeHtml';
import { DetailImage } from '../../../ui/form/ImageField';
import { imageSrcOf } from '../../../ui/form/imageFile';
import { articles } from '../../../i18n/articles';

const t = articles;
const label = labelsOf(articleBody);

/** An article as readers see it: the content is sanitised HTML, the image 30% wide. */
export function ArticleDetail({ article: a }: { article: ArticleWire }) {
  return (
    <DetailItems
      items={[
        { label: label.vcnama, value: a.vcnama },
        { label: label.vcdeskripsi, value: a.vcdeskripsi },
        {
          label: label.vcgambar,
          value: <DetailImage src={imageSrcOf(a.vcgambar, a.vcgambar_url)} alt={t.imageAlt(a.vcnama)} />,
        },
        { label: label.vcartikel, value: <SafeHtml html={a.vcartikel} list={RICH_TEXT_HTML} className="rich-text__view fw-normal article-content" /> },
      ]}
    />
  );
}
