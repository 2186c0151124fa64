import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleWire } from '@halte/contract';
import { FormModal } from '../../src/ui/form/FormModal';
import { articlesDeclaration } from '../../src/features/school/articles/articles.declaration';
import { fakeApi, renderAt, reply } from '../ui/fixtures';

const UUID = '0b6f1c8e-6a1d-4c3e-9f7a-2d5b8e4c1a90';
const article: ArticleWire = {
  intid: 7, vcuuid: UUID, vcnama: 'Jadwal baru', vcdeskripsi: 'Bus berangkat lebih pagi.', vcgambar_url: '', user_id: 1,
  dtadd: '2026-03-11T23:00:00.000Z', vcartikel: '<p>Mulai Senin.</p>', vcgambar: '',
};
const spec = articlesDeclaration as never;

describe('an article is addressed by its uuid', { timeout: 20_000 }, () => {
  it('detail reads GET /articles/{uuid}', async () => {
    const server = fakeApi(reply('GET', `/articles/${UUID}`, { body: { data: article } }));
    renderAt('/master/artikel', <FormModal spec={spec} show mode="detail" id={UUID} onClose={() => {}} />);
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('Jadwal baru')).toBeInTheDocument();
    expect(server.of('GET', `/articles/${UUID}`)).toHaveLength(1);
  });

  it('delete sends DELETE /articles/{uuid}', async () => {
    const server = fakeApi(reply('DELETE', `/articles/${UUID}`, { body: { message: 'Data berhasil dihapus.' } }));
    renderAt('/master/artikel', <FormModal spec={spec} show mode="delete" id={UUID} subject="Jadwal baru" onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(server.of('DELETE', `/articles/${UUID}`)).toHaveLength(1));
  });
});
