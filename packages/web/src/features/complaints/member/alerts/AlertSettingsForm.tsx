import { useEffect, useMemo, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { alertSettingsWire, QUIET_HOURS, type AlertSettingsWire } from '@halte/contract';
import { FormFields } from '../../../../ui/form/FormFields';
import { showServerErrors } from '../../../../ui/form/serverErrors';
import { memberAlerts } from '../../../../i18n/member-alerts';
import { language } from '../../../../i18n/language';
import { childFields, fieldNames, OTHER_FIELDS } from './alertFields';

const t = memberAlerts.settings;
const hour = (h: number) => new Date(Date.UTC(2000, 0, 1, h)).toLocaleTimeString(language(), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

interface Props {
  settings: AlertSettingsWire;
  names: ReadonlyMap<number, string> | undefined;
  /** Saves the values; answers the server's message, throws its refusal. */
  save: (values: AlertSettingsWire) => Promise<string>;
}

/**
 * The switches of every child (one group each, named after the child) and the member's own,
 * saved together; the server's message stays readable under the button (a polite live region),
 * its field messages show under the fields.
 */
export function AlertSettingsForm({ settings, names, save }: Props) {
  const form = useForm<AlertSettingsWire, unknown, AlertSettingsWire>({
    defaultValues: settings,
    resolver: zodResolver(alertSettingsWire) as unknown as Resolver<AlertSettingsWire, unknown, AlertSettingsWire>,
  });
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState('');
  const perChild = useMemo(() => settings.anak.map((_, i) => childFields(i)), [settings.anak]);
  useEffect(() => form.reset(settings), [form, settings]);

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setSaid('');
    try {
      setSaid(await save(values));
    } catch (e) {
      showServerErrors(e, form.setError, fieldNames(settings.anak.length));
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit} aria-label={t.title} aria-busy={saving}>
        <fieldset disabled={saving}>
          <h2 className="h6 mt-2">{t.children}</h2>
          {settings.anak.length === 0 && <p className="member-card text-body-secondary">{t.noChildren}</p>}
          {settings.anak.map((child, i) => (
            <fieldset key={child.intsiswa} className="member-card">
              <legend className="h6">{names?.get(child.intsiswa) ?? t.childUnknown(child.intsiswa)}</legend>
              <FormFields fields={perChild[i]} mode="update" idPrefix={`alert-${child.intsiswa}`} />
            </fieldset>
          ))}
          <fieldset className="member-card">
            <legend className="h6">{t.others}</legend>
            <FormFields fields={OTHER_FIELDS} mode="update" idPrefix="alert" />
          </fieldset>
        </fieldset>
        <p className="small text-body-secondary">{t.quietHours(hour(QUIET_HOURS.from), hour(QUIET_HOURS.until))}</p>
        <Button type="submit" className="w-100" disabled={saving}>
          {saving && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          {t.save}
        </Button>
        <p className="mt-2 text-success text-center" role="status" data-testid="alerts-saved">{said}</p>
      </Form>
    </FormProvider>
  );
}
