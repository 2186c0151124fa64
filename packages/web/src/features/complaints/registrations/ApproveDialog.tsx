import { useEffect, useMemo } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LISTS_API, registrationApproveForm, type RegistrationWire } from '@halte/contract';
import { StaticModal } from '../../../ui/StaticModal';
import { SubmitFooter } from '../../../ui/SubmitFooter';
import { declaredFields } from '../../../ui/form/declaredFields';
import { FormFields } from '../../../ui/form/FormFields';
import type { Values } from '../../../ui/form/types';
import { registrations } from '../../../i18n/registrations';
import { ui } from '../../../i18n/ui';
import { useDecision } from './useDecision';

const t = registrations;
const fields = declaredFields(registrationApproveForm, [
  { name: 'intrute', type: 'select', searchable: true, placeholder: t.chooseRoute, choices: { endpoint: LISTS_API.route } },
]);

/**
 * Approves a registration: the child will ride the route the parent asked for, shown and chosen
 * already, or another one staff pick here.
 */
export function ApproveDialog({ registration, onClose }: { registration: RegistrationWire | null; onClose: () => void }) {
  const approve = useDecision('approve');
  const form = useForm<Values, unknown, Values>({
    defaultValues: { intrute: registration?.intrute ?? '' },
    resolver: zodResolver(registrationApproveForm) as unknown as Resolver<Values, unknown, Values>,
  });
  useEffect(() => form.reset({ intrute: registration?.intrute ?? '' }), [form, registration]);
  const subject = useMemo(() => (registration ? `${registration.vckode} — ${registration.vcnama}` : ''), [registration]);

  const submit = form.handleSubmit(async (valid) => {
    if (!registration) return;
    try {
      await approve.mutateAsync({ id: registration.intid, body: { intrute: Number(valid.intrute) } });
      onClose();
    } catch {
      // The client has shown the server's reason (a NISN already taken); the dialog stays.
    }
  });

  return (
    <StaticModal show={registration !== null} onHide={onClose} centered aria-labelledby="approve-title">
      <FormProvider {...form}>
        <Form noValidate onSubmit={submit} aria-label={t.approveTitle}>
          <Modal.Header closeButton closeLabel={ui.form.close}>
            <Modal.Title as="h5" id="approve-title">{t.approveTitle}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="mb-1 fw-medium">{subject}</p>
            <p className="text-body-secondary small">{t.approveHint}</p>
            <p className="mb-3" data-testid="requested-route">
              {t.requestedRoute} <strong>{registration?.vcrute}</strong>
              {registration?.vcrute_titik ? (
                <>
                  {' '}
                  · {t.requestedStop} <strong>{registration.vcrute_titik}</strong>
                </>
              ) : null}
            </p>
            <fieldset disabled={approve.isPending}>
              <FormFields fields={fields} mode="update" idPrefix="approve" />
            </fieldset>
            <Form.Text>{t.routeHint}</Form.Text>
          </Modal.Body>
          <SubmitFooter busy={approve.isPending} onCancel={onClose} label={t.approve} variant="success" />
        </Form>
      </FormProvider>
    </StaticModal>
  );
}
