import { CrudScreen } from '../../../ui/CrudScreen';
import { rolesDeclaration } from './roles.declaration';

/** application/roles */
export default function RolesPage() {
  return <CrudScreen declaration={rolesDeclaration} />;
}
