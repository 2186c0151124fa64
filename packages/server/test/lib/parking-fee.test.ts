import { describe, expect, it } from 'vitest';
import { parkingFee, type ParkingTariff } from '@halte/contract';

const at = (hhmm: string, day = 1) => new Date(`2026-03-0${day}T${hhmm}:00+07:00`);
const tariff = (t: Partial<ParkingTariff>): ParkingTariff => ({ decfirst_fee: 0, intfirst_minutes: 0, dechourly_fee: 0, decmax_fee: 0, ...t });

describe('parking fee', () => {
  it('a flat tariff charges its fee once per entry, however long the stay', () => {
    const flat = tariff({ decfirst_fee: 2000 });
    expect(parkingFee(flat, at('08:00'), at('08:05'))).toBe(2000);
    expect(parkingFee(flat, at('08:00'), at('10:00', 3))).toBe(2000);
  });

  it('the first period, then each started hour', () => {
    const car = tariff({ decfirst_fee: 5000, intfirst_minutes: 60, dechourly_fee: 2000 });
    expect(parkingFee(car, at('08:00'), at('08:00'))).toBe(5000);
    expect(parkingFee(car, at('08:00'), at('09:00'))).toBe(5000);
    expect(parkingFee(car, new Date('2026-03-01T08:00:00+07:00'), new Date('2026-03-01T09:00:01+07:00'))).toBe(7000);
    expect(parkingFee(car, at('08:00'), at('11:30'))).toBe(5000 + 3 * 2000);
  });

  it('the day cap limits each day; a longer stay pays full days and the rest', () => {
    const capped = tariff({ decfirst_fee: 5000, intfirst_minutes: 120, dechourly_fee: 3000, decmax_fee: 20000 });
    expect(parkingFee(capped, at('07:00'), at('10:00'))).toBe(8000);
    expect(parkingFee(capped, at('07:00'), at('22:00'))).toBe(20000);
    expect(parkingFee(capped, at('07:00'), at('07:00', 2))).toBe(20000);
    expect(parkingFee(capped, at('07:00'), at('08:00', 2))).toBe(25000);
  });

  it('no hourly fee: the first fee covers any stay of a day', () => {
    const motor = tariff({ decfirst_fee: 2000, intfirst_minutes: 120 });
    expect(parkingFee(motor, at('07:00'), at('18:00'))).toBe(2000);
  });

  it('a check-out before the check-in costs the first fee, never less', () => {
    const car = tariff({ decfirst_fee: 5000, intfirst_minutes: 60, dechourly_fee: 2000 });
    expect(parkingFee(car, at('09:00'), at('08:00'))).toBe(5000);
  });
});
