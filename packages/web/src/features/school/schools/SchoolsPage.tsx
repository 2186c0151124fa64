import { CrudScreen } from '../../../ui/CrudScreen';
import { schoolsDeclaration } from './schools.declaration';

/** /master/sekolah */
export default function SchoolsPage() {
  return <CrudScreen declaration={schoolsDeclaration} />;
}
