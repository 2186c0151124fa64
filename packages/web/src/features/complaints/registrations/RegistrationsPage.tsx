import { useMemo, useState } from 'react';
import type { RegistrationWire } from '@halte/contract';
import { CrudScreen } from '../../../ui/CrudScreen';
import { registrationsDeclaration } from './registrations.declaration';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';

/** /operasional/pendaftaran-siswa */
export default function RegistrationsPage() {
  const [approving, setApproving] = useState<RegistrationWire | null>(null);
  const [rejecting, setRejecting] = useState<RegistrationWire | null>(null);
  const declaration = useMemo(() => registrationsDeclaration({ approve: setApproving, reject: setRejecting }), []);

  return (
    <>
      <CrudScreen declaration={declaration} />
      <ApproveDialog registration={approving} onClose={() => setApproving(null)} />
      <RejectDialog registration={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
