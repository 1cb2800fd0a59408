import 'uplot/dist/uPlot.min.css';
import type { AdminDashboard } from '@svarna/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatRupees } from '../../../lib/price';

type Day = AdminDashboard['daily'][number];

// Mid-tones that read on the light and the dark desk alike; the axes take the text colour of the page.
const SALES_COLOUR = '#d97706';
const ORDERS_COLOUR = '#0ea5e9';
const GRID_COLOUR = 'rgba(120, 113, 108, 0.25)';

const seconds = (date: string) => Date.parse(`${date}T00:00:00+05:30`) / 1000;
const shortDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

function options(width: number, text: string): uPlot.Options {
  const axis = { stroke: text, grid: { stroke: GRID_COLOUR, width: 1 }, ticks: { stroke: GRID_COLOUR } };
  return {
    width,
    height: width < 500 ? 220 : 280,
    legend: { show: true },
    cursor: { y: false },
    scales: { x: { time: true }, orders: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
    axes: [
      { ...axis, values: (_u, ticks) => ticks.map((t) => shortDay.format(new Date(t * 1000))) },
      { ...axis, size: 70, values: (_u, ticks) => ticks.map((t) => formatRupees(t)) },
      { ...axis, scale: 'orders', side: 1, grid: { show: false }, values: (_u, ticks) => ticks.map(String) },
    ],
    series: [
      { value: (_u, t) => (t == null ? '' : shortDay.format(new Date(t * 1000))) },
      {
        label: 'Sales',
        stroke: SALES_COLOUR,
        fill: 'rgba(217, 119, 6, 0.35)',
        paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
        value: (_u, v) => (v == null ? '' : formatRupees(v)),
      },
      { label: 'Orders', stroke: ORDERS_COLOUR, width: 2, scale: 'orders', points: { show: true } },
    ],
  };
}

/** The last 30 days' sales (bars, rupees) and paid orders (line), drawn by uPlot; only the dashboard loads it. */
export default function DashboardChart({ daily }: { daily: Day[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      daily.map((d) => seconds(d.date)),
      daily.map((d) => d.sales),
      daily.map((d) => d.orders),
    ];
    let chart: uPlot | null = null;
    const draw = () => {
      chart?.destroy();
      chart = new uPlot(options(el.clientWidth || 360, getComputedStyle(el).color), data, el);
    };
    draw();
    // Redrawn when the box changes width (a turned phone) or the theme flips (the axes' colour).
    const resize = new ResizeObserver(() => chart && chart.width !== el.clientWidth && draw());
    resize.observe(el);
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [daily]);

  return <div ref={box} aria-hidden="true" className="w-full text-stone-700 dark:text-stone-300" />;
}
