import { useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { ExpectedStudentWire } from '@halte/contract';
import { driverConsole as text } from '../../../i18n/driver-console';
import type { Who } from './useScans';

/** Names shown at once; a longer list asks for a narrower search. */
const SHOWN = 8;

/** A student without their card: found by name or NISN among the route's students, checked in by a tap. */
export function CheckInByName({ students, onCheckIn }: { students: ExpectedStudentWire[]; onCheckIn: (who: Who) => void }) {
  const [q, setQ] = useState('');
  const found = useMemo(() => {
    const needle = q.trim().toLowerCase();
    if (!needle) return [];
    return students.filter((s) => s.vcnama.toLowerCase().includes(needle) || s.vcnisn.includes(needle));
  }, [q, students]);

  return (
    <section aria-labelledby="driver-by-name">
      <h2 id="driver-by-name" className="phone-section-title">{text.byName.heading}</h2>
      <Form.Group controlId="driver-by-name-q">
        <Form.Label className="visually-hidden">{text.byName.label}</Form.Label>
        <Form.Control type="search" size="lg" value={q} placeholder={text.byName.placeholder} onChange={(e) => setQ(e.target.value)} autoComplete="off" aria-label={text.byName.label} />
      </Form.Group>
      {q.trim() && found.length === 0 && <p className="text-body-secondary mt-2">{text.byName.empty}</p>}
      {found.length > 0 && (
        <ul className="phone-list mt-2" aria-label={text.byName.label}>
          {found.slice(0, SHOWN).map((s) => (
            <li key={s.intsiswa_id} className="phone-list__item">
              <div className="min-w-0 flex-grow-1">
                <div className="phone-list__name">{s.vcnama}</div>
                <div className="phone-list__meta">{s.vcsekolah} · {s.vcnisn}</div>
              </div>
              {s.on_board ? (
                <span className="text-success small">{text.byName.onBoard}</span>
              ) : (
                <Button className="phone-touch" onClick={() => onCheckIn({ intsiswa_id: s.intsiswa_id })} aria-label={`${text.byName.checkIn} ${s.vcnama}`}>
                  {text.byName.checkIn}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {found.length > SHOWN && <p className="text-body-secondary small mt-1">{text.byName.more(found.length - SHOWN)}</p>}
    </section>
  );
}
