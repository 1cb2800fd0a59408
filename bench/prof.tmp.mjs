import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
const counts = new Map();
for (const s of profile.samples) { counts.set(s, (counts.get(s) ?? 0) + (dt[i++] ?? 0)); }
// parent map for inclusive
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of counts) {
  const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + t);
  const seen = new Set(); let cur = id;
  while (cur) { const m = byId.get(cur); const k = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k);} cur = parent.get(cur); }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)}ms ${k}`).join('\n');
const under = process.argv[3];
if (under) {
  const sub = new Map();
  for (const [id, t] of counts) {
    const chain = []; let cur = id;
    while (cur) { const m = byId.get(cur); chain.push(m); cur = parent.get(cur); }
    const idx = chain.findIndex(m => m.callFrame.functionName === under);
    if (idx < 0) continue;
    const seen = new Set();
    for (const m of chain.slice(0, idx)) { const k = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}`; if (!seen.has(k)) { sub.set(k, (sub.get(k) ?? 0) + t); seen.add(k); } }
  }
  console.log('== under', under); console.log(top(sub, 70)); process.exit(0);
}
console.log('== self'); console.log(top(self, 30));
console.log('== inclusive'); console.log(top(incl, 45));
