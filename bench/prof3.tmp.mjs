import { chromium } from '@playwright/test';
const url = process.argv[2];
const minTask = Number(process.argv[3] ?? 12);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
await browser.close();
const ev = JSON.parse(buf.toString()).traceEvents;
const threads = new Set(ev.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => `${e.pid}:${e.tid}`));
const navEv = ev.find(e => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith(url));
const nav = navEv?.ts ?? 0;
for (const k of [...threads]) if (!k.startsWith(`${navEv.pid}:`)) threads.delete(k);
const fcp = ev.find(e => e.name === 'firstContentfulPaint' && e.pid === navEv.pid)?.ts ?? 0;
const nodes = new Map(); const parent = new Map(); const samples = [];
let profStart = new Map();
for (const e of ev) if (e.name === 'Profile') profStart.set(e.id, e.args.data.startTime);
const lastTs = new Map();
for (const e of ev.filter(e => e.name === 'ProfileChunk' && e.pid === navEv.pid)) {
  const d = e.args.data; const cp = d.cpuProfile ?? {};
  for (const n of cp.nodes ?? []) { nodes.set(n.id, n); if (n.parent) parent.set(n.id, n.parent); }
  let t = lastTs.get(e.id) ?? profStart.get(e.id) ?? 0;
  (cp.samples ?? []).forEach((s, i) => { t += d.timeDeltas[i] ?? 0; samples.push([t, s]); });
  lastTs.set(e.id, t);
}
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${(n.callFrame.url || '').split('/').pop()}:${n.callFrame.lineNumber}`;
const skip = /^(\(program\)|\(root\)|\(idle\)|performWorkUntilDeadline|performWorkOnRoot|workLoop|renderRoot|performUnitOfWork|beginWork|completeUnitOfWork|completeWork|renderWithHooks|updateFunctionComponent|updateForwardRef|runWithFiberInDEV|recursivelyTraverse|commitPassive|commitHook|commitLayout|flush|processRoot|completeRoot|commitRoot|mountIndeterminate|updateMemo|performSync|commitMutation|commitReconciliation|reconcileChild|createChild|\(anon\) :|\(anon\) index-[^:]*:0|commitRootImpl|commitRootWhenReady|completeRootWhenReady|callCallback|invokePassiveEffect|scheduleUpdate)/;
console.log('FCP', ((fcp - nav) / 1000).toFixed(0), 'samples', samples.length);
let blocking = 0;
for (const t of ev.filter(e => e.name === 'RunTask' && threads.has(`${e.pid}:${e.tid}`) && e.dur > minTask * 1000 && e.ts > nav)) {
  blocking += Math.max(0, t.dur * 4 / 1000 - 50);
  const kids = ev.filter(e => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.ph === 'X' && e !== t && e.dur > 1500 && /^(UpdateLayoutTree|Layout|Paint|ParseHTML|ScriptCatchup|v8.compile|v8.evaluateModule|EvaluateScript|FunctionCall|TimerFire|RunMicrotasks|MinorGC|MajorGC|HitTest|EventDispatch|FireAnimationFrame|ParseAuthorStyleSheet|Decode.*|PrePaint|Layerize)$/.test(e.name));
  const by = {}; for (const k of kids) { const n = k.name + (k.args?.data?.functionName ? ` ${k.args.data.functionName}` : ''); by[n] = (by[n] || 0) + k.dur; }
  const incl = new Map();
  for (const [ts, s] of samples) { if (ts < t.ts || ts >= t.ts + t.dur) continue; const seen = new Set(); let c = s; while (c) { const n = nodes.get(c); if (!n) break; const k = name(n); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1); } c = parent.get(c); } }
  console.log(`task @${((t.ts - nav) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(1)}ms: ${Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([n, d]) => `${n}=${(d / 1000).toFixed(1)}`).join(' | ')}`);
  const top = [...incl].filter(([k]) => !skip.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 10);
  if (top.length) console.log(`      ${top.map(([k, c]) => `${k}×${c}`).join(' | ')}`);
}
console.log('approx TBT(×4) over all tasks', blocking.toFixed(0));
