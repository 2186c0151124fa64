import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ObjectSchema } from '@halte/contract';
import { PageSpinner } from '../../../shell/PageSpinner';
import { DeclaredForm } from '../../../ui/form/DeclaredForm';
import type { FieldDecl } from '../../../ui/form/declaredFields';
import type { Values } from '../../../ui/form/types';

export interface MemberAction {
  to: string;
  label: string;
  icon: string;
  /** The main action (filled button); the others are outlined. */
  primary?: boolean;
}

/** A member page: its title, large action buttons under it, and its content. */
export function MemberScreen({ title, actions = [], children }: { title: string; actions?: MemberAction[]; children: ReactNode }) {
  return (
    <>
      <div className="member-heading">
        <h1 className="h4 mb-0">{title}</h1>
      </div>
      {actions.length > 0 && (
        <div className="member-actions">
          {actions.map((a) => (
            <Link key={a.to} className={`btn ${a.primary ? 'btn-primary' : 'btn-outline-primary'}`} to={a.to}>
              <i className={`bi ${a.icon} me-1`} aria-hidden="true" />{a.label}
            </Link>
          ))}
        </div>
      )}
      {children}
    </>
  );
}

/** Loaded rows as a list, a spinner while they load, `empty` when there is none. */
export function MemberRows<T>({ rows, loading, empty, children }: { rows: T[] | undefined; loading: boolean; empty: ReactNode; children: (row: T) => ReactNode }) {
  if (loading) return <PageSpinner />;
  if (!rows?.length) return <div className="member-card text-center text-body-secondary">{empty}</div>;
  return <ul className="list-unstyled">{rows.map(children)}</ul>;
}

/** A member page made of one form in a card: the contract's fields, errors at the fields. */
export function MemberFormScreen<S extends ObjectSchema>(p: { title: string; subtitle: string; schema: S; fields: FieldDecl<S>[]; submitLabel: string; idPrefix: string; onSubmit: (values: Values) => Promise<unknown> }) {
  return (
    <MemberScreen title={p.title}>
      <section className="member-card">
        <p className="text-body-secondary">{p.subtitle}</p>
        <DeclaredForm schema={p.schema} fields={p.fields} onSubmit={p.onSubmit} submitLabel={p.submitLabel} idPrefix={p.idPrefix} label={p.title} />
      </section>
    </MemberScreen>
  );
}
