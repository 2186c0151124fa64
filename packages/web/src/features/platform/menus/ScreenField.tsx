import { Form } from 'react-bootstrap';
import { useController, useFormContext } from 'react-hook-form';
import { SCREEN_GROUPS, screenOf, screensOf, type ScreenGroup } from '@halte/contract';
import type { CustomFieldDef, FieldProps } from '../../../ui/form/types';
import { useAppConfig } from '../../../shell/appConfig';
import { admin } from '../../../i18n/admin';

const t = admin.menus;

/** The screen's label with its key, e.g. 'Siswa (master.students)'. */
const nameOf = (key: string) => {
  const screen = screenOf(key);
  return screen ? `${screen.label} (${key})` : key;
};

/**
 * What a menu opens: a screen of the registry in the running mode, grouped as the sidebar groups
 * them, or nothing (a group header). Access follows this choice, not the menu's name or URL.
 */
export function ScreenField({ field, id, readOnly, error }: FieldProps<CustomFieldDef>) {
  const { control } = useFormContext();
  const { field: input } = useController({ name: field.name, control });
  const mode = useAppConfig()?.app_type;
  const current = typeof input.value === 'string' ? input.value : '';

  if (readOnly) return <Form.Control id={id} plaintext readOnly value={current ? nameOf(current) : t.groupHeader} />;

  const screens = mode ? screensOf(mode) : [];
  // A menu of the other mode's screen keeps its screen when edited here.
  const foreign = current && !screens.some((s) => s.key === current) ? current : undefined;
  const groups = (Object.keys(SCREEN_GROUPS) as ScreenGroup[])
    .map((g) => ({ label: SCREEN_GROUPS[g].label, screens: screens.filter((s) => s.group === g) }))
    .filter((g) => g.screens.length > 0);
  return (
    <Form.Select
      id={id}
      ref={input.ref}
      name={input.name}
      value={current}
      onChange={(e) => input.onChange(e.target.value)}
      onBlur={input.onBlur}
      isInvalid={!!error}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <option value="">{t.groupHeader}</option>
      {foreign && <option value={foreign}>{nameOf(foreign)}</option>}
      {groups.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {g.screens.map((s) => <option key={s.key} value={s.key}>{nameOf(s.key)}</option>)}
        </optgroup>
      ))}
    </Form.Select>
  );
}
