import { CrudScreen } from '../../../ui/CrudScreen';
import { accountsDeclaration } from './accounts.declaration';

/** /master/akun */
export default function AccountsPage() {
  return <CrudScreen declaration={accountsDeclaration} />;
}
