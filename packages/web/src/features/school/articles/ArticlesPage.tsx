import { CrudScreen } from '../../../ui/CrudScreen';
import { articlesDeclaration } from './articles.declaration';

/** /master/artikel */
export default function ArticlesPage() {
  return <CrudScreen declaration={articlesDeclaration} />;
}
