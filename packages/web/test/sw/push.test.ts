import { describe, expect, it } from 'vitest';
import { PUSH_FALLBACK, shownPush } from '../../src/sw/push-message';
import { isWargaPage, wargaPathOf } from '../../src/sw/warga-link';

const ORIGIN = 'https://halte.example';

describe('a push on the phone', () => {
  it("shows the message's title and body, collapses by its tag, and carries the page to open", () => {
    const payload = JSON.stringify({ kind: 'boarded', title: 'Naik: Budi', body: 'Budi naik bus S 1234 AB pukul 06.42.', url: '/warga/anak', tag: 'boarded-7-991' });
    const { title, options } = shownPush(payload);
    expect(title).toBe('Naik: Budi');
    expect(options).toMatchObject({ body: 'Budi naik bus S 1234 AB pukul 06.42.', tag: 'boarded-7-991', data: { url: '/warga/anak' }, lang: 'id' });
    expect(options.icon).toBe('/icons/warga-192.png');
    expect(options.badge).toBe('/icons/warga-192.png');
  });

  it('still shows something readable for a payload that is not the message (text, empty, a list, no title)', () => {
    for (const payload of ['bukan json', '', null, '[1,2]', '{"body":"tanpa judul"}', '{"title":"   "}']) {
      const { title, options } = shownPush(payload);
      expect(title, String(payload)).toBe(PUSH_FALLBACK.title);
      expect(options.body).toBe(PUSH_FALLBACK.body);
      expect(options.data.url).toBe('/warga');
      expect(options.tag).toBeUndefined();
    }
  });
});

describe('the page a notice opens', () => {
  it('is the same-origin /warga page it names, with its query and hash', () => {
    expect(wargaPathOf('/warga/pengaduan/12', ORIGIN)).toBe('/warga/pengaduan/12');
    expect(wargaPathOf('/warga', ORIGIN)).toBe('/warga');
    expect(wargaPathOf(`${ORIGIN}/warga/anak?id=3#peta`, ORIGIN)).toBe('/warga/anak?id=3#peta');
  });

  it('is /warga for anything else: another site, the back office, a look-alike path, a script, nothing', () => {
    for (const link of ['https://jahat.example/warga/anak', '//jahat.example/warga', '/', '/login', '/wargax', '/warga-palsu/1', 'javascript:alert(1)', '', undefined, 42, '/warga/../login']) {
      expect(wargaPathOf(link, ORIGIN), String(link)).toBe('/warga');
    }
  });

  it('goes to a window already showing a /warga page, never a back-office one', () => {
    expect(isWargaPage(`${ORIGIN}/warga/artikel`, ORIGIN)).toBe(true);
    expect(isWargaPage(`${ORIGIN}/dashboard`, ORIGIN)).toBe(false);
    expect(isWargaPage('https://lain.example/warga', ORIGIN)).toBe(false);
  });
});
