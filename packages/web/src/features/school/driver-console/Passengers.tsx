import { Badge, Button } from 'react-bootstrap';
import type { BoardingWire } from '@halte/contract';
import { driverConsole as text } from '../../../i18n/driver-console';
import { useZonedFormat } from '../../../ui/time/zonedFormat';
import type { Who } from './useScans';

/** Who rode this trip: on board first, each with a button to mark them off the bus. */
interface Props {
  boardings: BoardingWire[];
  /** Students whose latest scan is still on the phone. */
  waiting: ReadonlySet<number>;
  onAlight: (who: Who) => void;
}

export function Passengers({ boardings, waiting, onAlight }: Props) {
  const { clock } = useZonedFormat();
  const sorted = [...boardings].sort((a, b) => Number(b.on_board) - Number(a.on_board));
  return (
    <section aria-labelledby="driver-passengers">
      <h2 id="driver-passengers" className="phone-section-title">{text.board.heading}</h2>
      {sorted.length === 0 ? (
        <p className="text-body-secondary">{text.board.empty}</p>
      ) : (
        <ul className="phone-list" aria-labelledby="driver-passengers">
          {sorted.map((b) => (
            <li key={b.intid} className="phone-list__item">
              <div className="min-w-0 flex-grow-1">
                <div className="phone-list__name">{b.vcnama}</div>
                <div className="phone-list__meta">
                  <Badge bg={b.on_board ? 'success' : 'secondary'} className="me-2">{b.on_board ? text.board.in : text.board.out}</Badge>
                  {b.timein && text.board.inAt(clock(b.timein))}
                  {b.timeout && ` · ${text.board.outAt(clock(b.timeout))}`}
                  {waiting.has(b.intsiswa_id) && <Badge bg="warning" text="dark" className="ms-2">{text.board.waiting}</Badge>}
                </div>
              </div>
              {b.on_board && !waiting.has(b.intsiswa_id) && (
                <Button variant="outline-secondary" className="phone-touch" onClick={() => onAlight({ intsiswa_id: b.intsiswa_id })} aria-label={`${text.board.alight} ${b.vcnama}`}>
                  {text.board.alight}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
