import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BarChart } from '../../src/ui/chart/BarChart';
import { Gauge } from '../../src/ui/chart/Gauge';
import { LineChart, type LineSeries } from '../../src/ui/chart/LineChart';

// happy-dom lays nothing out: the charts' box is given a width, as a card would, and so is the tooltip.
let boxWidth = 420;
const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')!;
const tipWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => boxWidth });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 150 });
});
afterEach(() => (boxWidth = 420));
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', tipWidth);
});

/** Months against a target in millions, as the parking dashboard draws them. */
const yearChart = (labels: string[], series: LineSeries[]) =>
  render(<LineChart labels={labels} series={series} formatValue={String} formatAxis={(v) => `${v / 1e6} jt`} minStep={1e6} legend height={260} label="Realisasi kumulatif" />);

const days = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];

describe('charts', () => {
  it('a bar chart: one bar per day of the given width, the names cut, a name that stands for the drawing', () => {
    const { container } = render(<BarChart labels={days} values={[4, 0, 7, 2, 9, 1, 0]} barWidth={15} labelChars={3} minStep={1} formatValue={String} height={200} label="Naik siswa per hari" testId="weekly" />);
    const chart = screen.getByRole('img', { name: 'Naik siswa per hari' });
    expect(chart.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    const bars = container.querySelectorAll('path.chart__bar');
    expect(bars).toHaveLength(7);
    for (const bar of bars) {
      const xs = [...bar.getAttribute('d')!.matchAll(/[MHQ](-?[\d.]+)/g)].map((m) => Number(m[1]));
      expect(Math.round(Math.max(...xs) - Math.min(...xs))).toBe(15);
    }
    const names = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(names).toEqual(expect.arrayContaining(['Sen', 'Sel', 'Rab', 'Min']));
    expect(names.every((n) => n!.length <= 3)).toBe(true);
  });

  it('a bar chart tells the day whole and its figure under the pointer, the tooltip inside the box', () => {
    render(<BarChart labels={days} values={[4, 0, 7, 2, 9, 1, 0]} barWidth={15} labelChars={3} formatValue={(v) => `${v} siswa`} height={200} label="Minggu ini" />);
    const box = screen.getByRole('img').firstElementChild!;
    fireEvent.pointerMove(box, { clientX: 415 });
    const tip = box.querySelector<HTMLElement>('.chart__tip')!;
    expect(tip).toHaveTextContent('Minggu 0 siswa');
    // Seen, not read: the chart's name says it all.
    expect(tip.closest('[aria-hidden="true"]')).not.toBeNull();
    // 150 px wide in a box of 420: its right edge on the box's.
    expect(tip.style.left).toBe('270px');
    fireEvent.pointerMove(box, { clientX: 5 });
    expect(tip).toHaveTextContent('Senin 4 siswa');
    // Room enough on the left: centred over the first bar.
    const firstBar = Number(box.querySelector('path.chart__bar')!.getAttribute('d')!.match(/^M(-?[\d.]+)/)![1]);
    expect(parseFloat(tip.style.left) + 75).toBeCloseTo(firstBar + 7.5);
    fireEvent.pointerLeave(box);
    expect(box.querySelector('.chart__tip')).toBeNull();
  });

  it('a bar chart in a narrow box writes the short names when the cut ones would touch', () => {
    const english = ['Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'];
    const short = english.map((d) => d.slice(0, 3));
    const names = () => [...document.querySelectorAll('.chart__axis text')].map((t) => t.textContent).slice(-7);
    const chart = () => <BarChart labels={english} shortLabels={short} values={[4, 0, 7, 2, 9, 1, 0]} barWidth={15} labelChars={6} formatValue={String} height={200} label="This week" />;
    const { unmount } = render(chart());
    expect(names()).toEqual(['Thursd', 'Friday', 'Saturd', 'Sunday', 'Monday', 'Tuesda', 'Wednes']);
    unmount();
    boxWidth = 240;
    render(chart());
    expect(names()).toEqual(['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']);
  });

  it('a line chart stops where the months to come have no value, and names its series in a legend', () => {
    const { container } = yearChart(['Jan', 'Feb', 'Mar', 'Apr'], [
      { name: 'Target', values: [1e6, 2e6, 3e6, 4e6], color: '#748194', dashed: true },
      { name: 'Realisasi', values: [0.8e6, 2.1e6, null, null], color: '#00d27a', area: true, dots: true },
    ]);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Target', 'Realisasi', '0 jt', '4 jt', 'Jan', 'Apr']));
    const realised = [...container.querySelectorAll('path[stroke="#00d27a"]')];
    expect(realised).toHaveLength(1);
    expect(realised[0].getAttribute('d')!.match(/[ML]/g)).toHaveLength(2);
  });

  it("a year's months in a narrow box: every other month written, the legend on two rows", () => {
    boxWidth = 220;
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
    const { container } = yearChart(months, [
      { name: 'Target kumulatif', values: months.map((_, i) => (i + 1) * 1e6), color: '#748194', dashed: true },
      { name: 'Realisasi kumulatif', values: months.map((_, i) => (i < 8 ? i * 1e6 : null)), color: '#00d27a', area: true },
    ]);
    const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts.filter((t) => months.includes(t!))).toEqual(['Jan', 'Mar', 'Mei', 'Jul', 'Sep', 'Nov']);
    const rows = [...container.querySelectorAll('.chart__legend > g')].map((g) => g.getAttribute('transform'));
    expect(rows).toEqual(['translate(0, 9)', 'translate(0, 27)']);
  });

  it('a sparkline draws no axis', () => {
    const { container } = render(<LineChart labels={['1', '2', '3']} series={[{ name: 'Pasar', values: [5, 9, 2], color: '#2c7be5', area: true }]} formatValue={String} height={56} label="Pendapatan 7 hari" />);
    expect(container.querySelectorAll('text')).toHaveLength(0);
    expect(container.querySelectorAll('path')).toHaveLength(2);
  });

  it('a gauge writes its figure and draws the done part only when there is one', () => {
    const { container, rerender } = render(<Gauge percent={90} text="90%" height={180} label="Kartu siswa tercetak 90%" />);
    expect(screen.getByRole('img', { name: 'Kartu siswa tercetak 90%' })).toHaveTextContent('90%');
    expect(container.querySelectorAll('path.chart__progress')).toHaveLength(1);
    rerender(<Gauge percent={0} text="0%" height={180} label="Kartu siswa tercetak 0%" />);
    expect(container.querySelectorAll('path.chart__progress')).toHaveLength(0);
    expect(container.querySelectorAll('path.chart__track')).toHaveLength(1);
  });
});
