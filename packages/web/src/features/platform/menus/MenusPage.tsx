import { CrudScreen } from '../../../ui/CrudScreen';
import { menusDeclaration } from './menus.declaration';

/** application/menus */
export default function MenusPage() {
  return <CrudScreen declaration={menusDeclaration} />;
}
