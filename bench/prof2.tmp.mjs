import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const pts = [];
profile.samples.forEach((s, i) => { t += profile.timeDeltas[i]; pts.push([t, s]); });
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
const isIdle = (s) => ['(idle)', '(program)', '(garbage collector)'].includes(byId.get(s).callFrame.functionName) ;
// busy periods: consecutive non-idle samples
let cur = null; const periods = [];
for (const [ts, s] of pts) {
  if (byId.get(s).callFrame.functionName === '(idle)') { if (cur) { periods.push(cur); cur = null; } continue; }
  if (!cur) cur = { start: ts, end: ts, samples: [] };
  cur.end = ts; cur.samples.push(s);
}
if (cur) periods.push(cur);
const skip = /^(\(program\)|\(root\)|performWorkUntilDeadline|performWorkOnRoot|workLoop|renderRoot|performUnitOfWork|beginWork|completeUnitOfWork|completeWork|renderWithHooks|updateFunctionComponent|updateForwardRef|callCallback|runWithFiberInDEV|recursivelyTraverse|commitPassive|commitHook|commitLayout|flush|processRoot|completeRoot|commitRoot|\(anon\) :|mountIndeterminate|updateMemo|performSync|commitMutation|commitReconciliation|reconcileChild|createChild|(anon) index)/;
for (const p of periods.filter(p => p.end - p.start > 8000)) {
  const incl = new Map();
  for (const s of p.samples) { const seen = new Set(); let c = s; while (c) { const n = byId.get(c); const k = name(n); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1);} c = parent.get(c); } }
  const top = [...incl].filter(([k]) => !skip.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, c]) => `${k}×${c}`).join(' | ');
  console.log(`busy @${((p.start - profile.startTime)/1000).toFixed(0)}ms ${((p.end - p.start)/1000).toFixed(1)}ms: ${top}`);
}
