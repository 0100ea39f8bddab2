// ApexCharts' own stylesheets, bundled by Vite as files that load with this lazy chunk: the
// charts set `chart.injectStyleSheet: false`, since the console's policy refuses injected style text.
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';
// The bare core and only what the charts use (ApexChartType, and the legend): about half the bytes
// of the full build, which carries every chart type and feature.
import 'apexcharts/bar';
import 'apexcharts/donut';
import 'apexcharts/heatmap';
// Also registers 'scatter': ApexCharts' scatter entry is a byte-for-byte copy of it, which
// would ship the same module twice.
import 'apexcharts/line';
import 'apexcharts/treemap';
import 'apexcharts/features/legend';

import ApexCharts from 'apexcharts/core';
import * as apexCore from 'apexcharts/core';

export { default as ReactApexChart } from 'react-apexcharts/core';

/** A text's box as ApexCharts' `Graphics.getTextRects` gives it. */
export interface TextRects {
  width: number;
  height: number;
  /** From the text's baseline to its box's middle (negative: the middle is above the baseline); 0 for a turned text's screen box. */
  centerOffset: number;
}

let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * The box of one line of text as an SVG text's `getBBox()` gives it (advance width, the font's
 * ascent and descent), measured with a canvas: no element added to the page, so no layout forced.
 * Turned by `rotateDeg`, the box its screen rectangle (`getBoundingClientRect()`) has. Null where
 * the browser cannot tell (no 2D canvas, a font it does not read, no font metrics).
 */
export function canvasTextRects(
  text: string,
  fontSize: string | number | undefined,
  fontFamily: string,
  fontWeight?: string | number,
  rotateDeg = 0,
): TextRects | null {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return null;
  // A bare number is a size in user units, pixels here, as SVG reads its font-size attribute.
  const size = typeof fontSize === 'number' || /^\d+(\.\d+)?$/.test(fontSize ?? '') ? `${String(fontSize)}px` : fontSize || '11px';
  // ApexCharts' default weight, 'regular', is no CSS weight: its SVG text is drawn at normal.
  const weight = fontWeight === undefined || fontWeight === 'regular' ? 'normal' : String(fontWeight);
  // A font the canvas cannot read leaves the last one set: that shows as the sentinel staying.
  measuring.font = '1px serif';
  measuring.font = `${weight} ${size} ${fontFamily}`;
  if (measuring.font === '1px serif') return null;
  // As SVG lays the text out: white space collapsed, none at the ends.
  const metrics = measuring.measureText(text.replace(/[\t\n\r ]+/g, ' ').trim());
  const ascent = metrics.fontBoundingBoxAscent;
  const descent = metrics.fontBoundingBoxDescent;
  if (!Number.isFinite(ascent) || !Number.isFinite(descent)) return null;
  const width = metrics.width;
  const height = ascent + descent;
  if (rotateDeg === 0) return { width, height, centerOffset: (descent - ascent) / 2 };
  const cos = Math.abs(Math.cos((rotateDeg * Math.PI) / 180));
  const sin = Math.abs(Math.sin((rotateDeg * Math.PI) / 180));
  return { width: width * cos + height * sin, height: width * sin + height * cos, centerOffset: 0 };
}

interface ApexGraphics {
  w: { config: { chart: { fontFamily: string } }; globals: { textRectsCache?: Map<string, TextRects> } };
  getTextRects: (this: ApexGraphics, text: unknown, fontSize?: string | number, fontFamily?: string | null, transform?: string, useBBox?: boolean, fontWeight?: string | number) => TextRects;
}

/** `rotate(A 0 0)`, the one transform ApexCharts measures texts under, as A; null for any other. */
const rotationOf = (transform: string | undefined): number | null => {
  if (!transform) return 0;
  const match = /^rotate\((-?\d+(?:\.\d+)?)(?: 0 0)?\)$/.exec(transform);
  return match ? Number(match[1]) : null;
};

/**
 * ApexCharts sizes its axes and labels by adding each text to the page, reading its box and
 * removing it: every read forced the page's style and layout, dozens of times per chart (a
 * tenth of a dashboard's load). One-line texts are measured with a canvas instead; the rest
 * (several lines, another transform), and any browser without font metrics, as before. Kept in
 * ApexCharts' own cache of measured texts, keyed as it keys it.
 */
function measureWithoutForcedLayouts(): void {
  const graphics = (apexCore as unknown as { __apex_Graphics?: { prototype: ApexGraphics } }).__apex_Graphics;
  const original = graphics?.prototype.getTextRects;
  if (!graphics || typeof original !== 'function') return;
  graphics.prototype.getTextRects = function getTextRects(this: ApexGraphics, text, fontSize, fontFamily, transform, useBBox = true, fontWeight) {
    const measureInPage = () => original.call(this, text, fontSize, fontFamily, transform, useBBox, fontWeight);
    const oneLine = (typeof text === 'string' && !text.includes('\n')) || typeof text === 'number';
    // The box (useBBox) leaves the text's own transform out; the screen rectangle turns with it.
    const rotateDeg = useBBox ? 0 : rotationOf(transform);
    if (!oneLine || rotateDeg === null) return measureInPage();
    const cache = this.w.globals.textRectsCache;
    const key = [text, fontSize, fontFamily, transform, useBBox, fontWeight].join('\0');
    const cached = cache?.get(key);
    if (cached) return cached;
    const rects = canvasTextRects(String(text), fontSize, fontFamily || this.w.config.chart.fontFamily, fontWeight, rotateDeg);
    if (!rects) return measureInPage();
    cache?.set(key, rects);
    return rects;
  };
}
measureWithoutForcedLayouts();

/** The chart types warmed, most used first. */
const WARM_TYPES = ['bar', 'donut', 'line', 'heatmap'] as const;

/**
 * Draws a small chart of each type once, out of sight, and removes it. V8 compiles a function as
 * it first runs, so the first charts of a page pay for compiling much of ApexCharts; drawn here,
 * in the browser's idle time, that is done before a dashboard draws. `nextIdle` waits for the
 * next idle moment, and says false when the warm-up should stop.
 */
export async function warmUp(nextIdle: () => Promise<boolean>): Promise<void> {
  for (const type of WARM_TYPES) {
    if (!(await nextIdle())) return;
    const host = document.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.style.cssText = 'position:fixed;left:-10000px;top:0;width:480px;height:240px;visibility:hidden;pointer-events:none';
    document.body.append(host);
    const chart = new ApexCharts(host, {
      chart: { type, height: 240, width: 480, injectStyleSheet: false, animations: { enabled: false }, toolbar: { show: false }, accessibility: { enabled: false } },
      series: type === 'donut' ? [3, 2, 1] : [{ name: 'a', data: [3, 1, 2] }, { name: 'b', data: [1, 2, 3] }],
      ...(type === 'donut' ? { labels: ['a', 'b', 'c'] } : { xaxis: { categories: ['a', 'b', 'c'] } }),
      legend: { show: true },
    });
    try {
      await chart.render();
    } finally {
      chart.destroy();
      host.remove();
    }
  }
}
