import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NewItemsAnnouncer } from '../../src/ui/live/NewItemsAnnouncer';
import { plainTextOf } from '../../src/ui/live/plainText';

interface Message { id: number; text: string; mine?: boolean }

const keyOf = (m: Message) => m.id;
const say = (m: Message) => (m.mine ? null : `Pesan baru: ${m.text}`);
const announcer = (items: Message[] | undefined) => <NewItemsAnnouncer items={items} keyOf={keyOf} say={say} label="Pesan baru" />;
const lines = () => screen.getByRole('log', { name: 'Pesan baru' }).querySelectorAll('p');

describe('NewItemsAnnouncer', () => {
  it('reads out only what arrives after the first list, once each, and not one\'s own', () => {
    const history = [{ id: 1, text: 'Halo' }, { id: 2, text: 'Atap bocor' }];
    const view = render(announcer(undefined));
    view.rerender(announcer(history));
    expect(lines()).toHaveLength(0);

    view.rerender(announcer([...history, { id: 3, text: 'Baik', mine: true }]));
    expect(lines()).toHaveLength(0);

    const more = [...history, { id: 3, text: 'Baik', mine: true }, { id: 4, text: 'Terima kasih' }];
    view.rerender(announcer(more));
    expect([...lines()].map((p) => p.textContent)).toEqual(['Pesan baru: Terima kasih']);
    // The same list read again (a new array) announces nothing twice.
    view.rerender(announcer(more.map((m) => ({ ...m }))));
    expect(lines()).toHaveLength(1);
  });

  it('keeps the last five announcements', () => {
    const view = render(announcer([]));
    const list: Message[] = [];
    for (let id = 1; id <= 7; id++) {
      list.push({ id, text: `ke-${id}` });
      view.rerender(announcer([...list]));
    }
    expect([...lines()].map((p) => p.textContent)).toEqual(['ke-3', 'ke-4', 'ke-5', 'ke-6', 'ke-7'].map((t) => `Pesan baru: ${t}`));
  });

  it('reads a message as its words: tags dropped, line breaks as spaces', () => {
    expect(plainTextOf('Lampu <b>mati</b><br>sejak kemarin &amp; hari ini')).toBe('Lampu mati sejak kemarin & hari ini');
    expect(plainTextOf('<img src="x" onerror="alert(1)">')).toBe('');
  });
});
