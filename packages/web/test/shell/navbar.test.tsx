import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useHoverDropdown } from '../../src/shell/navbar/useHoverDropdown';
import { mockServer, preloadLazyModules, renderApp, shellReplies, storeSession } from './shell-fixtures';

function atWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener: () => {}, removeEventListener: () => {} } as unknown as MediaQueryList;
  });
}

beforeAll(preloadLazyModules, 30_000);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('navbar dropdowns', () => {
  it('open on hover from 992 px', () => {
    atWidth(1300);
    const { result } = renderHook(() => useHoverDropdown());
    act(() => result.current.dropdownProps.onMouseEnter!());
    expect(result.current.show).toBe(true);
  });

  it('stay open when the hovered toggle is pressed, on the button or on its icon', () => {
    atWidth(1300);
    const { result } = renderHook(() => useHoverDropdown());
    act(() => result.current.dropdownProps.onMouseEnter!());
    act(() => result.current.dropdownProps.onToggle(false, { source: 'click' }));
    act(() => result.current.dropdownProps.onToggle(false, { source: 'rootClose' }));
    expect(result.current.show).toBe(true);
    // Escape still closes it.
    act(() => result.current.dropdownProps.onToggle(false, { source: 'keydown' }));
    expect(result.current.show).toBe(false);
  });

  it('do not open on hover under 992 px', () => {
    atWidth(800);
    const { result } = renderHook(() => useHoverDropdown());
    expect(result.current.dropdownProps.onMouseEnter).toBeUndefined();
  });

  it('close when the page scrolls under 1200 px, and stay open from 1200 px', () => {
    atWidth(1100);
    const narrow = renderHook(() => useHoverDropdown());
    act(() => narrow.result.current.setShow(true));
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(narrow.result.current.show).toBe(false);

    atWidth(1300);
    const wide = renderHook(() => useHoverDropdown());
    act(() => wide.result.current.setShow(true));
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(wide.result.current.show).toBe(true);
  });
});

describe('parking mode', () => {
  it("shows the text 'APP PARKIR' instead of the logo", async () => {
    const replies = shellReplies();
    mockServer({ ...replies, 'GET /config': { body: { ...(replies['GET /config'] as { body: object }).body, app_type: 'parking', app_name: 'APP PARKIR' } } });
    storeSession();
    renderApp('/');
    const brands = await screen.findAllByTestId('brand');
    await vi.waitFor(() => expect(brands[0]).toHaveTextContent('APP PARKIR'));
    for (const b of screen.getAllByTestId('brand')) {
      expect(b).toHaveTextContent('APP PARKIR');
      expect(b.querySelector('.brand__mark')).toBeNull();
    }
  });
});
