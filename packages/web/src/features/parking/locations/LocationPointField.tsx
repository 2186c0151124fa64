import { Button, Form, Row, Col } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LatLngTuple } from 'leaflet';
import { MapView, type MapPoint } from '../../../ui/map/MapView';
import type { CustomFieldDef, FieldProps } from '../../../ui/form/types';
import { parkingMaster } from '../../../i18n/parking-master';

const t = parkingMaster.locations;

const numberOf = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(String(v).replace(',', '.')));

/** Latitude and longitude of a location, typed or picked with a click on the map. */
export function LocationPointField({ id, readOnly, error }: FieldProps<CustomFieldDef>) {
  const { register, setValue, trigger, formState } = useFormContext();
  const [lat, lng] = useWatch({ name: ['declatitude', 'declongitude'] }) as [unknown, unknown];
  const [la, lo] = [numberOf(lat), numberOf(lng)];
  const placed = la !== null && lo !== null && Number.isFinite(la) && Number.isFinite(lo);
  const points: MapPoint[] = placed ? [{ lat: la, lng: lo, label: t.marker }] : [];
  const place = ([at, along]: LatLngTuple) => {
    setValue('declatitude', at.toFixed(6), { shouldDirty: true });
    setValue('declongitude', along.toFixed(6), { shouldDirty: true });
    // Checked together once both are set: one alone would fail the both-or-neither rule.
    if (formState.isSubmitted) void trigger(['declatitude', 'declongitude']);
  };
  const lngError = formState.errors.declongitude?.message as string | undefined;
  return (
    <div className="d-grid gap-2" data-testid="location-point">
      <MapView points={points} height={240} fitKey={placed && readOnly ? `${la},${lo}` : placed ? 'placed' : 'none'} onMapClick={readOnly ? undefined : place} />
      {readOnly ? (
        <span id={id} className="text-body-secondary small">{placed ? `${la}, ${lo}` : t.noPoint}</span>
      ) : (
        <Row className="g-2 align-items-start">
          <Col xs={5}>
            <Form.Control id={id} aria-label={t.latitude} placeholder={t.latitude} inputMode="decimal" autoComplete="off" isInvalid={!!error} {...register('declatitude')} />
          </Col>
          <Col xs={5}>
            <Form.Control aria-label={t.longitude} placeholder={t.longitude} inputMode="decimal" autoComplete="off" isInvalid={!!lngError} {...register('declongitude')} />
            {lngError && <Form.Control.Feedback type="invalid">{lngError}</Form.Control.Feedback>}
          </Col>
          <Col xs={2}>
            <Button variant="outline-secondary" className="w-100" title={t.clearPoint} aria-label={t.clearPoint} disabled={!placed} onClick={() => { setValue('declatitude', ''); setValue('declongitude', ''); }}>
              <i className="bi bi-x-lg" aria-hidden="true" />
            </Button>
          </Col>
        </Row>
      )}
    </div>
  );
}
