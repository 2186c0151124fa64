import { describe, expect, it } from 'vitest';
import { recordChanges, valueText, type ValueWords } from '../../src/features/platform/audit-trail/recordChanges';

const words: ValueWords = { yes: 'Ya', no: 'Tidak', none: '-', instant: (iso) => `waktu ${iso}` };

describe('the fields of an audit row, before and after', () => {
  it('pairs every field of both sides in the record\'s order and marks only those that differ', () => {
    const rows = recordChanges(
      { intid: 5, dtcheck_out: '2026-03-02T04:00:00.000Z', decamount: 9000, menus: [1, 2] },
      { intid: 5, dtcheck_out: '2026-03-02T02:00:00.000Z', decamount: 5000, menus: [1, 2], vcflag: 'dikoreksi' },
    );
    expect(rows.map((r) => [r.key, r.changed])).toEqual([
      ['intid', false], ['dtcheck_out', true], ['decamount', true], ['menus', false], ['vcflag', true],
    ]);
    expect(rows[4]).toMatchObject({ before: undefined, after: 'dikoreksi' });
  });

  it('marks nothing changed for a record created or deleted: one side is all there is', () => {
    expect(recordChanges(null, { vcname: 'Baru' })).toEqual([{ key: 'vcname', before: undefined, after: 'Baru', changed: false }]);
    expect(recordChanges({ vcname: 'Lama' }, null)).toEqual([{ key: 'vcname', before: 'Lama', after: undefined, changed: false }]);
    expect(recordChanges(null, null)).toEqual([]);
  });

  it('reads a side that is not a record as one unnamed field', () => {
    expect(recordChanges(3, 4)).toEqual([{ key: '', before: 3, after: 4, changed: true }]);
  });
});

describe('a kept value as text', () => {
  it('writes instants in the service zone, flags as Ya/Tidak, empties as -, lists as JSON, and markup as the text it is', () => {
    expect(valueText('2026-03-02T04:00:00.000Z', words)).toBe('waktu 2026-03-02T04:00:00.000Z');
    expect(valueText('2026-03-02T11:00:00+07:00', words)).toBe('waktu 2026-03-02T11:00:00+07:00');
    expect(valueText('2026-03-02', words)).toBe('2026-03-02');
    expect(valueText(true, words)).toBe('Ya');
    expect(valueText(false, words)).toBe('Tidak');
    expect(valueText(null, words)).toBe('-');
    expect(valueText('', words)).toBe('-');
    expect(valueText(15000, words)).toBe('15000');
    expect(valueText([1, 2], words)).toBe('[1,2]');
    expect(valueText({ a: '<b>x</b>' }, words)).toBe('{"a":"<b>x</b>"}');
    expect(valueText('<img src=x onerror=alert(1)>', words)).toBe('<img src=x onerror=alert(1)>');
  });
});
