import { useEffect, useState } from 'react';
import { Button, ButtonGroup, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PARKING_TARGETS_API, rupiah, type CallInput, type ParkingTargetWire } from '@halte/contract';
import { api, ApiError } from '../../../api/client';
import { refreshOwn, useRead } from '../../../api/queries';
import { useServiceDay } from '../../../ui/time/serviceDay';
import { parkingMaster } from '../../../i18n/parking-master';
import { RupiahInput } from '../../../ui/form/RupiahInput';
import { monthNames } from '../../../ui/time/calendarNames';

const t = parkingMaster.targets;

type Draft = { yearly: number | null; months: (number | null)[] };
const draftOf = (w: ParkingTargetWire): Draft => ({ yearly: w.dectarget || null, months: w.months });

/** /master/target-parkir: the revenue target of a year and, optionally, of its months. */
export default function ParkingTargetsPage() {
  const today = useServiceDay();
  const [year, setYear] = useState<number | undefined>();
  useEffect(() => {
    if (today && year === undefined) setYear(Number(today.slice(0, 4)));
  }, [today, year]);
  const target = useRead(PARKING_TARGETS_API.get, { params: { year: year ?? 0 } }, { enabled: year !== undefined }).data?.data;
  return (
    <>
      <div className="page-header">
        <h1 className="page-header__title">{t.title}</h1>
      </div>
      <Card>
        <Card.Body>
          <div className="d-flex align-items-center gap-2 mb-3">
            <span className="fw-medium">{t.year}</span>
            <ButtonGroup>
              <Button variant="outline-secondary" aria-label={t.previousYear} onClick={() => setYear((y) => (y ?? 0) - 1)}><i className="bi bi-chevron-left" aria-hidden="true" /></Button>
              <Button variant="outline-secondary" disabled className="fw-semibold text-body" data-testid="target-year" style={{ minWidth: '5rem' }}>{year ?? ''}</Button>
              <Button variant="outline-secondary" aria-label={t.nextYear} onClick={() => setYear((y) => (y ?? 0) + 1)}><i className="bi bi-chevron-right" aria-hidden="true" /></Button>
            </ButtonGroup>
          </div>
          {target && year !== undefined ? (
            <>
              <SavedTargets year={year} target={target} />
              <TargetForm key={`${year}-${JSON.stringify(target)}`} year={year} target={target} />
            </>
          ) : (
            <Spinner animation="border" size="sm" role="status" />
          )}
        </Card.Body>
      </Card>
    </>
  );
}

/** What the server holds for the year: the yearly target and each month's own, in rupiah. */
function SavedTargets({ year, target }: { year: number; target: ParkingTargetWire }) {
  const months = monthNames().map((name, i) => ({ name, amount: target.months[i] })).filter((m) => m.amount !== null);
  return (
    <section className="mb-4" aria-label={t.saved(year)}>
      <h2 className="h6 mb-2">{t.saved(year)}</h2>
      <ul className="list-unstyled mb-0 small" data-testid="target-saved">
        <li><span className="text-body-secondary">{t.yearly}: </span><span className="fw-semibold" data-testid="target-saved-yearly">{target.dectarget ? rupiah(target.dectarget) : t.none}</span></li>
        {months.map((m) => <li key={m.name}><span className="text-body-secondary">{t.monthSaved(m.name)}: </span>{rupiah(m.amount!)}</li>)}
      </ul>
    </section>
  );
}

/** `PUT` of the year's targets, its errors on the fields; refreshes what shows the targets when done. */
function useSaveTarget(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof PARKING_TARGETS_API.update>['body']) => api.call(PARKING_TARGETS_API.update, { params: { year }, body }, { fieldErrors: true }),
    onSuccess: () => refreshOwn(client, PARKING_TARGETS_API.update),
  });
}

function TargetForm({ year, target }: { year: number; target: ParkingTargetWire }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(target));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTarget(year);
  const monthsSum = draft.months.reduce<number>((s, m) => s + (m ?? 0), 0);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const { yearly, months } = draft;
      await save.mutateAsync({ dectarget: yearly ?? '', months: months.some((m) => m !== null) ? months : undefined });
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
    }
  };
  return (
    <Form noValidate onSubmit={submit} aria-label={t.title}>
      <fieldset disabled={save.isPending}>
        <Form.Group className="mb-3" controlId="target-yearly" style={{ maxWidth: '24rem' }}>
          <Form.Label className="fw-medium">{t.yearly} <span className="text-danger">*</span></Form.Label>
          <RupiahInput value={draft.yearly} isInvalid={!!errors.dectarget} feedback={errors.dectarget} onChange={(yearly) => setDraft({ ...draft, yearly })} />
        </Form.Group>
        <h2 className="h6 mb-1">{t.monthly}</h2>
        <p className="text-body-secondary small mb-2">{t.monthlyHelp}</p>
        <Row className="g-2 mb-2">
          {monthNames().map((name, i) => (
            <Col key={name} xs={6} md={4} xl={2}>
              <Form.Group controlId={`target-month-${i + 1}`}>
                <Form.Label className="small mb-1">{name}</Form.Label>
                <RupiahInput
                  size="sm"
                  value={draft.months[i]}
                  isInvalid={!!errors[`months.${i}`]}
                  feedback={errors[`months.${i}`]}
                  onChange={(amount) => setDraft({ ...draft, months: draft.months.map((m, j) => (j === i ? amount : m)) })}
                />
              </Form.Group>
            </Col>
          ))}
        </Row>
        <p className="small text-body-secondary" data-testid="months-sum">{t.monthsSum(rupiah(monthsSum))}</p>
        <Button type="submit" className="px-4">{save.isPending && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}{t.save}</Button>
      </fieldset>
    </Form>
  );
}
