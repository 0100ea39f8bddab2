// `node bench/trace-summary.mjs TRACE [--from MS] [--to MS] [--dist DIR] [--by file|fn]`: what a
// Chromium trace of a page load (VIGIL_BENCH_TRACE, bench/dashboards.mjs) says the main thread did,
// in milliseconds from the navigation's start: its tasks over 8 ms with what they held, the scripts'
// self time by source file (or function) through the build's source maps, and the layouts forced
// by scripts with the code that forced them. DIR is the build the trace was taken of
// (packages/app/dist by default): its source maps name the code.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { option } from './lib/args.mjs';

const file = process.argv[2];
if (!file || file.startsWith('--')) throw new Error('usage: node bench/trace-summary.mjs TRACE [--from MS] [--to MS] [--dist DIR] [--by file|fn]');
const from = Number(option('from', undefined, '0'));
const to = Number(option('to', undefined, 'Infinity'));
const dist = option('dist', undefined, 'packages/app/dist');
const byFunction = option('by', undefined, 'file') === 'fn';

const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = raw.traceEvents ?? raw;
const navigation = events.find((event) => event.name === 'navigationStart');
if (!navigation) throw new Error('the trace has no navigationStart');
const start = navigation.ts;
const ms = (ts) => (ts - start) / 1000;
const inWindow = (ts) => ms(ts) >= from && ms(ts) <= to;

// The page's main thread: the renderer thread that ran the most.
const threads = new Map();
for (const event of events) if (event.ph === 'X' && event.name === 'RunTask') threads.set(`${event.pid}:${event.tid}`, (threads.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
const [mainKey] = [...threads.entries()].sort((a, b) => b[1] - a[1])[0];
const onMain = (event) => `${event.pid}:${event.tid}` === mainKey;

const maps = new Map();
// Profile nodes count lines and columns from 0, the timeline's stack traces from 1.
function where(frame, fromOne = false) {
  const name = (frame.url ?? '').split('/').pop();
  if (!maps.has(name)) {
    const path = join(dist, 'assets', `${name}.map`);
    maps.set(name, name.endsWith('.js') && existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = maps.get(name);
  if (!map) return frame.url ? `${frame.functionName || '(anonymous)'} ${name}` : frame.functionName || '(native)';
  const position = originalPositionFor(map, fromOne ? { line: frame.lineNumber, column: frame.columnNumber - 1 } : { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (position.source ?? '?').replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return byFunction ? `${position.name ?? frame.functionName} ${source}:${position.line}` : source;
}

const top = (totals, count) => [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);

// 1. Tasks over 8 ms and the kinds of work inside them.
const KINDS = new Set(['ParseHTML', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'V8.CompileCode', 'V8.ParseFunction', 'MinorGC', 'MajorGC']);
const mainEvents = events.filter((event) => event.ph === 'X' && onMain(event)).sort((a, b) => a.ts - b.ts);
console.log('tasks over 8 ms (start +duration: what they held)');
for (const task of mainEvents.filter((event) => event.name === 'RunTask' && event.dur > 8000 && inWindow(event.ts))) {
  const kinds = new Map();
  for (const event of mainEvents) {
    if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur || !KINDS.has(event.name)) continue;
    const url = event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : '';
    kinds.set(`${event.name}${url}`, (kinds.get(`${event.name}${url}`) ?? 0) + event.dur / 1000);
  }
  console.log(`${ms(task.ts).toFixed(0).padStart(6)} +${(task.dur / 1000).toFixed(0).padStart(4)}  ${top(kinds, 5).map(([kind, time]) => `${kind} ${time.toFixed(0)}`).join(', ')}`);
}

// 2. Self time by source, from the V8 CPU profile's samples.
const nodes = new Map();
const samples = [];
const clocks = new Map();
for (const event of events) if (event.name === 'Profile') clocks.set(event.id, event.args.data.startTime);
for (const event of events) {
  if (event.name !== 'ProfileChunk' || !clocks.has(event.id)) continue;
  const { cpuProfile, timeDeltas = [] } = event.args.data;
  for (const node of cpuProfile?.nodes ?? []) nodes.set(`${event.id}:${node.id}`, node);
  let clock = clocks.get(event.id);
  (cpuProfile?.samples ?? []).forEach((id, i) => {
    clock += timeDeltas[i] ?? 0;
    samples.push({ ts: clock, node: `${event.id}:${id}` });
  });
  clocks.set(event.id, clock);
}
samples.sort((a, b) => a.ts - b.ts);
const self = new Map();
for (let i = 1; i < samples.length; i++) {
  const sample = samples[i - 1];
  if (!inWindow(sample.ts)) continue;
  const node = nodes.get(sample.node);
  const label = node ? where(node.callFrame) : '?';
  self.set(label, (self.get(label) ?? 0) + (samples[i].ts - sample.ts) / 1000);
}
console.log(`\nself time by ${byFunction ? 'function' : 'source'} (ms)`);
for (const [label, time] of top(self, 30)) console.log(`${time.toFixed(1).padStart(7)}  ${label}`);

// 3. Style and layout forced by scripts (their stack), by where.
const forced = new Map();
for (const event of mainEvents) {
  if ((event.name !== 'Layout' && event.name !== 'UpdateLayoutTree') || !inWindow(event.ts)) continue;
  const stack = event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace;
  if (!stack?.length) continue;
  const key = `${event.name} ${stack.slice(0, 3).map((frame) => where(frame, true)).join(' < ')}`;
  forced.set(key, (forced.get(key) ?? 0) + event.dur / 1000);
}
console.log('\nstyle and layout forced by scripts (ms)');
for (const [key, time] of top(forced, 20)) console.log(`${time.toFixed(1).padStart(7)}  ${key}`);
