import { useMemo, useState } from 'react';
import type { RegistrationWire } from '@halte/contract';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CrudScreen } from '../../ui/CrudScreen';
import { registrations } from '../../i18n/registrations';
import { registrationsDeclaration } from './registrations.declaration';
import { RejectDialog } from './RejectDialog';
import { useDecision } from './useDecision';

const t = registrations;

/** /operasional/pendaftaran-siswa */
export default function RegistrationsPage() {
  const [approving, setApproving] = useState<RegistrationWire | null>(null);
  const [rejecting, setRejecting] = useState<RegistrationWire | null>(null);
  const approve = useDecision('approve');
  const declaration = useMemo(() => registrationsDeclaration({ approve: setApproving, reject: setRejecting }), []);

  const yes = async () => {
    if (!approving) return;
    try {
      await approve.mutateAsync({ id: approving.intid });
      setApproving(null);
    } catch {
      // The client has shown the server's reason (a NISN already taken); the question stays.
    }
  };

  return (
    <>
      <CrudScreen declaration={declaration} />
      <ConfirmDialog
        show={approving !== null}
        question={t.approveQuestion}
        subject={approving ? `${approving.vckode} — ${approving.vcnama}. ${t.approveHint}` : undefined}
        variant="primary"
        icon="bi-person-check"
        busy={approve.isPending}
        onYes={yes}
        onNo={() => setApproving(null)}
      />
      <RejectDialog registration={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
