import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from '../../src/shell/scroll';

function Page() {
  useScrollOnNavigate();
  return <div id="bagian-bawah">isi</div>;
}

afterEach(() => vi.restoreAllMocks());

it('scrolls to the top on a new path and to the anchor of a hash', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const intoView = vi.fn();
  Element.prototype.scrollIntoView = intoView;
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/a'] });
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();

  await act(() => router.navigate('/b'));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });

  scrollTo.mockClear();
  await act(() => router.navigate('/b#bagian-bawah'));
  await vi.waitFor(() => expect(intoView).toHaveBeenCalledTimes(1));
  expect(intoView.mock.contexts[0]).toBe(document.getElementById('bagian-bawah'));
  expect(scrollTo).not.toHaveBeenCalled();
});
