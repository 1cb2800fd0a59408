import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const ev = (r.artifacts.Trace ?? Object.values(r.artifacts.Traces ?? {})[0]).traceEvents;
console.log('score', Math.round(r.lhr.categories.performance.score*100), 'TBT', r.lhr.audits['total-blocking-time'].displayValue, 'FCP', r.lhr.audits['first-contentful-paint'].displayValue);
const threads = ev.filter(e=>e.name==='thread_name' && e.args?.name==='CrRendererMain').map(e=>`${e.pid}:${e.tid}`);
const nav = ev.find(e=>e.name==='navigationStart')?.ts ?? 0;
const fcp = ev.find(e=>e.name==='firstContentfulPaint')?.ts ?? 0;
console.log('observed FCP', ((fcp-nav)/1000).toFixed(0), 'ms; ProfileChunks', ev.filter(e=>e.name==='ProfileChunk').length);
// cpu profile samples
const nodes = new Map(); const samples = [];
for (const e of ev.filter(e=>e.name==='ProfileChunk')) {
  const d = e.args.data; let t = d.cpuProfile?.timeDeltas ? null : null;
  for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const s = d.cpuProfile?.samples ?? []; const dt = d.timeDeltas ?? [];
  if (samples.lastTs === undefined) samples.lastTs = ev.find(x=>x.name==='Profile')?.args?.data?.startTime ?? 0;
  for (let i=0;i<s.length;i++){ samples.lastTs += dt[i]??0; samples.push([samples.lastTs, s[i]]); }
}
const tasks = ev.filter(e=>(e.name==='RunTask') && e.dur>10000 && threads.includes(`${e.pid}:${e.tid}`) && e.ts>fcp-200000);
for (const t of tasks) {
  const kids = ev.filter(e=>e.pid===t.pid&&e.tid===t.tid&&e.ts>=t.ts&&e.ts<t.ts+t.dur&&e.ph==='X'&&e!==t&&e.dur>1500&&!e.name.startsWith('V8.'));
  const by={};
  for(const k of kids){ const n=k.name+(k.args?.data?.url?(' '+k.args.data.url.split('/').pop().slice(0,30)):'')+(k.args?.data?.functionName?(' fn='+k.args.data.functionName):''); by[n]=(by[n]||0)+k.dur;}
  const fns={};
  for (const [ts,id] of samples) if (ts>=t.ts&&ts<t.ts+t.dur) { let n=nodes.get(id); const k=(n?.callFrame?.functionName||'(anon)')+' '+(n?.callFrame?.url||'').split('/').pop()+':'+n?.callFrame?.lineNumber; fns[k]=(fns[k]||0)+1; }
  console.log(`task @${((t.ts-nav)/1000).toFixed(0)}ms ${(t.dur/1000).toFixed(1)}ms:`, Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,6).map(([n,d])=>`${n}=${(d/1000).toFixed(1)}`).join(' | '));
  const f = Object.entries(fns).sort((a,b)=>b[1]-a[1]).slice(0,6); if (f.length) console.log('     samples:', f.map(([k,c])=>`${k}×${c}`).join(' | '));
}
