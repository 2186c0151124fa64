import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { ui } from '../i18n/ui';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Bootstrap grid columns out of 12; 12 by default. */
  width?: number;
}

/** Read-only label/value pairs at the top of a detail view (a route's Kode and Nama…). */
export function DetailItems({ items }: { items: DetailItem[] }) {
  return (
    <Row as="dl" className="g-3 mb-0">
      {items.map((item) => (
        <Col key={item.label} xs={12} md={item.width ?? 12}>
          <dt className="text-body-secondary small fw-normal mb-1">{item.label}</dt>
          <dd className="mb-0 fw-medium text-break">{item.value === '' || item.value === null || item.value === undefined ? ui.form.none : item.value}</dd>
        </Col>
      ))}
    </Row>
  );
}
