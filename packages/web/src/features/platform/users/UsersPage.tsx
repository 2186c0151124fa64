import { CrudScreen } from '../../../ui/CrudScreen';
import { usersDeclaration } from './users.declaration';

/** application/users */
export default function UsersPage() {
  return <CrudScreen declaration={usersDeclaration} />;
}
