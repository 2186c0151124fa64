import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** A titled card with a hint above its form, as both profile cards show. */
export function FormCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Header className="bg-body-tertiary">
        <h2 className="h6 mb-0">{title}</h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary small">{hint}</p>
        {children}
      </Card.Body>
    </Card>
  );
}
