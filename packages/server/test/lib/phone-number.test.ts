import { describe, expect, it } from 'vitest';
import { memberSignupBody, normalizePhone } from '@halte/contract';

describe('normalizePhone', () => {
  it('writes one Indonesian number the same way however it is typed', () => {
    for (const typed of ['0813-3600-1001', '+6281336001001', '081336001001', '6281336001001', '0813 3600 1001', '+62 813-3600-1001', '+62 (0)813 3600 1001', '81336001001', ' 0813.3600.1001 ']) {
      expect(normalizePhone(typed), typed).toBe('081336001001');
    }
  });

  it('keeps landlines, area codes starting 062, and other countries in their own form', () => {
    expect(normalizePhone('(0356) 321-456')).toBe('0356321456');
    expect(normalizePhone('0627-21234')).toBe('062721234');
    expect(normalizePhone('+65 6123 4567')).toBe('+6561234567');
  });

  it('refuses what is no phone number', () => {
    for (const typed of ['', 'abc', '0813-abc-1001', '12345', '0812', '+62 12', '08133600100199999', '+0123456789', '0813/3600/1001', '++6281336001001']) {
      expect(normalizePhone(typed), typed).toBeUndefined();
    }
  });

  it('is what a sign-up body carries', () => {
    const body = memberSignupBody.parse({ vcname: 'Wali', vcemail: 'wali@example.com', vcphone: '+62 813-3600-1001', password: 'rahasia-123' });
    expect(body.vcphone).toBe('081336001001');
    const bad = memberSignupBody.safeParse({ vcname: 'Wali', vcemail: 'wali@example.com', vcphone: '0812', password: 'rahasia-123' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['No Hp tidak valid.']);
  });
});
