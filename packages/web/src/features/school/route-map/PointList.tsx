import { ListGroup } from 'react-bootstrap';
import type { RoutePointWire } from '@halte/contract';
import { routeMap as t } from '../../../i18n/route-map';
import { isLocated } from './useRouteDraft';

interface PointListProps {
  points: RoutePointWire[];
  selected: number;
  onSelect?: (index: number) => void;
}

/** The route's stops in order, each with its coordinates; a click selects the one the map places. */
export function PointList({ points, selected, onSelect }: PointListProps) {
  return (
    <ListGroup className="route-map__points">
      {points.map((p, i) => (
        <ListGroup.Item
          key={i}
          action={!!onSelect}
          active={!!onSelect && i === selected}
          onClick={onSelect && (() => onSelect(i))}
          aria-label={onSelect ? t.selectPoint(i + 1, p.vcnama) : undefined}
          aria-pressed={onSelect ? i === selected : undefined}
          className="d-flex gap-2 align-items-start py-2"
        >
          <span className="route-map__number" aria-hidden="true">{i + 1}</span>
          <span className="route-map__text">
            <span className="d-block fw-medium text-truncate">{p.vcnama}</span>
            <small className={`d-block font-monospace ${isLocated(p) ? 'opacity-75' : 'text-warning-emphasis'}`}>
              {isLocated(p) ? `${p.declattitude!.toFixed(6)}, ${p.declongitude!.toFixed(6)}` : t.noCoordinates}
            </small>
          </span>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
