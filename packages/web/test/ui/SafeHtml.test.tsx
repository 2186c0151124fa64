import { describe, expect, it, vi } from 'vitest';
import type DOMPurify from 'dompurify';
import { screen } from '@testing-library/react';
import { CHAT_MESSAGE_HTML, RICH_TEXT_HTML, type ArticleWire, type ConversationMessageWire } from '@halte/contract';
import { ChatBubble } from '../../src/features/complaints/complaints/ChatBubble';
import { ArticleDetail } from '../../src/features/school/articles/ArticleDetail';
import { fakeApi, renderAt, reply } from './fixtures';

/**
 * What the browser's sanitiser is asked to keep. DOMPurify cannot walk happy-dom's tree (it reads
 * node names through `Node.prototype`, which happy-dom leaves empty), so this records the settings
 * each render hands it; the Chromium test sees the remote image dropped for real.
 */
const settings = vi.hoisted(() => [] as { ALLOWED_TAGS?: string[]; ALLOWED_ATTR?: string[] }[]);
vi.mock('dompurify', async (original) => {
  const real = (await original<{ default: typeof DOMPurify }>()).default;
  return {
    default: (window: Window & typeof globalThis) => {
      const purifier = real(window);
      const sanitize = purifier.sanitize.bind(purifier);
      purifier.sanitize = ((html: string, config: (typeof settings)[number]) => {
        settings.push(config);
        return sanitize(html, config);
      }) as typeof purifier.sanitize;
      return purifier;
    },
  };
});

const REMOTE_IMAGE = 'Halo<br><img src="https://evil.example/pixel.png"> <a href="https://dishub.tubankab.go.id/jadwal">jadwal</a>';

const memberMessage: ConversationMessageWire = {
  intid: 1, intconverstion_id: 7, intsender_id: 5, vcmessage: REMOTE_IMAGE, vcphoto_url: '', dtadd: '2026-11-20T01:05:00.000Z', intstatus: 0, intis_admin: 0,
};

describe('the browser’s sanitiser reads the allow-list of the contract', () => {
  it('a member’s chat message is sanitised with the chat list: text, line breaks and links, no image or other source', async () => {
    fakeApi(reply('GET', '/config', { body: { app_type: 'school', time_zone: 'Asia/Jakarta' } }));
    settings.length = 0;
    renderAt('/', <ChatBubble message={memberMessage} sender="Wali Sari" photoAlt="Foto" />);
    await screen.findByText('Wali Sari');
    const used = settings.at(-1)!;
    expect(used.ALLOWED_TAGS).toEqual(Object.keys(CHAT_MESSAGE_HTML.tags));
    expect(used.ALLOWED_TAGS).not.toContain('img');
    expect(used.ALLOWED_ATTR).toEqual(['href', 'title']);
  });

  it('an article is sanitised with the rich-text list, which keeps its formatting and pictures', async () => {
    fakeApi(reply('GET', '/config', { body: { app_type: 'school', time_zone: 'Asia/Jakarta' } }));
    settings.length = 0;
    renderAt('/', <ArticleDetail article={{ vcnama: 'Judul', vcdeskripsi: 'Ringkas', vcartikel: REMOTE_IMAGE, vcgambar: '' } as ArticleWire} />);
    await screen.findByText('Ringkas');
    const used = settings.at(-1)!;
    expect(used.ALLOWED_TAGS).toEqual(Object.keys(RICH_TEXT_HTML.tags));
    expect(used.ALLOWED_TAGS).toContain('img');
  });
});
