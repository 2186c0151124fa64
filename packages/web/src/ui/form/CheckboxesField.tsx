import { Form, Spinner } from 'react-bootstrap';
import { useController, useFormContext } from 'react-hook-form';
import type { CheckboxesFieldDef, Choice, FieldProps } from './types';
import { useChoices } from './useChoices';
import { ui } from '../../i18n/ui';

interface Node { choice: Choice; children: Node[] }

function treeOf(choices: Choice[]): Node[] {
  const nodes = new Map(choices.map((c) => [c.value, { choice: c, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.choice.parent != null ? nodes.get(node.choice.parent) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const idsUnder = (n: Node): number[] => [n.choice.value, ...n.children.flatMap(idsUnder)];

/**
 * Several ticked choices; the value is the list of their ids. Choices with a parent nest under
 * it: ticking a parent ticks its sub-items, and ticking a sub-item ticks its parent too, so a
 * role never owns a sub-menu it cannot reach.
 */
export function CheckboxesField({ field, id, readOnly, error }: FieldProps<CheckboxesFieldDef>) {
  const { control } = useFormContext();
  const { field: input } = useController({ name: field.name, control });
  const { choices, loading } = useChoices(field.choices);
  const selected = new Set<number>(Array.isArray(input.value) ? (input.value as unknown[]).map(Number) : []);
  const roots = treeOf(choices);
  const parentOf = new Map(choices.map((c) => [c.value, c.parent ?? null]));

  const toggle = (node: Node, on: boolean) => {
    const next = new Set(selected);
    for (const v of idsUnder(node)) {
      if (on) next.add(v);
      else next.delete(v);
    }
    if (on) for (let p = parentOf.get(node.choice.value); p != null; p = parentOf.get(p)) next.add(p);
    input.onChange(choices.map((c) => c.value).filter((v) => next.has(v)));
  };

  if (loading) {
    return <div className="py-2 text-body-secondary"><Spinner size="sm" animation="border" className="me-2" />{ui.form.loading}</div>;
  }
  if (!choices.length) return <div className="py-2 text-body-secondary">{ui.form.noOptions}</div>;

  const render = (nodes: Node[], depth: number) => (
    <ul className={`list-unstyled mb-0 ${depth ? 'ms-4 border-start ps-2' : ''}`}>
      {nodes.map((node) => {
        const all = idsUnder(node);
        const ticked = all.filter((v) => selected.has(v)).length;
        const boxId = `${id}-${node.choice.value}`;
        return (
          <li key={node.choice.value} className="py-1">
            <Form.Check
              id={boxId}
              type="checkbox"
              label={node.choice.label}
              checked={selected.has(node.choice.value)}
              disabled={readOnly}
              isInvalid={!!error}
              ref={(el: HTMLInputElement | null) => {
                // A parent with only some sub-items ticked shows the mixed state.
                if (el) el.indeterminate = node.children.length > 0 && ticked > 0 && ticked < all.length;
              }}
              onChange={(e) => toggle(node, e.target.checked)}
              className={node.children.length ? 'fw-semibold' : undefined}
            />
            {node.children.length > 0 && render(node.children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div id={id} className="checkbox-tree rounded border p-2 overflow-auto" style={{ maxHeight: '18rem' }} role="group" aria-label={field.label}
      aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined}>
      {render(roots, 0)}
    </div>
  );
}
