import { CrudScreen } from '../../../ui/CrudScreen';
import { studentsDeclaration } from './students.declaration';

/** /master/siswa */
export default function StudentsPage() {
  return <CrudScreen declaration={studentsDeclaration} />;
}
