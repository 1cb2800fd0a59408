import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const urls = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
await lighthouse(urls[0], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
for (const url of urls) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  const name = new URL(url).pathname.replace(/\W/g,'_') || 'home';
  writeFileSync(`/tmp/lh/${name}.json`, JSON.stringify(r.lhr));
  console.log(url, 'score', Math.round(r.lhr.categories.performance.score*100));
  for (const k of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index','interactive'])
    console.log('  ', k, a[k]?.displayValue, a[k]?.score);
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log('   LCP el', lcpEl);
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  if (phases) console.log('   LCP phases', phases.map(p=>`${p.phase}:${Math.round(p.timing)}`).join(' '));
  const rb = a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details?.items;
  if (rb) console.log('   render-blocking', rb.map(i=>i.url+' '+Math.round(i.wastedMs??0)).join(', '));
}
await chrome.kill();
