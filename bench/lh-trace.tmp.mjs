import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const ev = (r.artifacts.Trace ?? Object.values(r.artifacts.Traces ?? {})[0]).traceEvents;
// find renderer main thread: thread with most RunTask? use CrRendererMain
const threads = ev.filter(e=>e.name==='thread_name' && e.args?.name==='CrRendererMain').map(e=>`${e.pid}:${e.tid}`);
const nav = ev.find(e=>e.name==='navigationStart' )?.ts ?? 0;
const tasks = ev.filter(e=>(e.name==='RunTask'||e.name==='ThreadControllerImpl::RunTask') && e.dur>12000 && threads.includes(`${e.pid}:${e.tid}`));
for (const t of tasks) {
  const kids = ev.filter(e=>e.pid===t.pid&&e.tid===t.tid&&e.ts>=t.ts&&e.ts<t.ts+t.dur&&e.ph==='X'&&e!==t&&e.dur>2000);
  const by={};
  for(const k of kids){ const n=k.name+(k.args?.data?.url?(' '+k.args.data.url.slice(-40)):'')+(k.args?.data?.functionName?(' fn='+k.args.data.functionName):''); by[n]=(by[n]||0)+k.dur;}
  console.log(`task @${((t.ts-nav)/1000).toFixed(0)}ms ${(t.dur/1000).toFixed(1)}ms:`, Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,8).map(([n,d])=>`${n}=${(d/1000).toFixed(1)}`).join(' | '));
}
