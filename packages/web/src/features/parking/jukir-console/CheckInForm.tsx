import { useState, type FormEvent } from 'react';
import { Button, Form, ToggleButton } from 'react-bootstrap';
import { normalizePlate, rupiah, type AttendantMeWire, type CheckInBody } from '@halte/contract';
import { jukirConsole as text } from '../../../i18n/jukir-console';
import { PlateInput } from './PlateInput';

/** Plate and vehicle type, one tap each: the attendant's check-in. */
export function CheckInForm({ types, locationId, onCheckIn }: { types: AttendantMeWire['vehicle_types']; locationId: number; onCheckIn: (b: CheckInBody) => void }) {
  const [plate, setPlate] = useState('');
  const [typeId, setTypeId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!normalizePlate(plate)) return setProblem(text.checkIn.typePlate);
    if (typeId === null) return setProblem(text.checkIn.pickType);
    setProblem(null);
    onCheckIn({ vclicense_number: plate, intvehicle_type_id: typeId, intparking_location_id: locationId });
    setPlate('');
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={text.tabs.in}>
      <PlateInput id="jukir-in-plate" value={plate} onChange={setPlate} placeholder={text.checkIn.platePlaceholder} />
      <div className="mb-1">{text.checkIn.type}</div>
      <div className="jukir-types" role="radiogroup" aria-label={text.checkIn.type}>
        {types.map((t) => (
          <ToggleButton
            key={t.intid} id={`jukir-type-${t.intid}`} type="radio" name="jukir-type" value={t.intid} checked={typeId === t.intid}
            onChange={() => setTypeId(t.intid)} variant="outline-primary" className="phone-touch jukir-types__button" disabled={!t.tariff}
          >
            <span className="d-block fw-semibold">{t.vcname}</span>
            <span className="d-block small">{t.tariff ? rupiah(t.tariff.decfirst_fee) : text.checkIn.noTariff}</span>
          </ToggleButton>
        ))}
      </div>
      {problem && <div className="text-danger mt-2" role="alert">{problem}</div>}
      <Button type="submit" size="lg" variant="success" className="w-100 phone-touch mt-3">
        <i className="bi bi-box-arrow-in-right me-2" aria-hidden="true" />
        {text.checkIn.submit}
      </Button>
    </Form>
  );
}
