import type { ReactNode } from 'react';
import { Card, Spinner } from 'react-bootstrap';
import type { UseQueryResult } from '@tanstack/react-query';
import { dashboard as t } from '../../../i18n/dashboard';

interface DashboardCardProps<T> {
  title: string;
  caption?: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  testId: string;
}

/** A card of the dashboard: its title, then a spinner while its figure loads, the figure, or a note that it failed. */
export function DashboardCard<T>({ title, caption, query, children, testId }: DashboardCardProps<T>) {
  const headingId = `${testId}-title`;
  return (
    <Card className="dashboard-card h-100" data-testid={testId} aria-labelledby={headingId} as="section">
      <Card.Body>
        <h2 className="card-heading mb-0" id={headingId}>{title}</h2>
        {caption && <p className="dashboard-card__caption">{caption}</p>}
        {query.data !== undefined ? (
          children(query.data)
        ) : query.isError ? (
          <p className="text-body-secondary mb-0">{t.failed}</p>
        ) : (
          <div className="dashboard-card__loading" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span>{t.loading}</span>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
