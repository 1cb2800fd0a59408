import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [n, ...urls] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
await lighthouse(urls[0], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
const res = Object.fromEntries(urls.map(u => [u, []]));
for (let i = 0; i < Number(n); i++) for (const url of urls) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  res[url].push([Math.round(r.lhr.categories.performance.score*100), Math.round(r.lhr.audits['total-blocking-time'].numericValue), Math.round(r.lhr.audits['largest-contentful-paint'].numericValue), r.lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)]);
}
await chrome.kill();
const med = a => [...a].sort((x,y)=>x-y)[Math.floor(a.length/2)];
for (const [u, rs] of Object.entries(res)) console.log(new URL(u).pathname.padEnd(40), 'score', med(rs.map(r=>r[0])), 'TBT', med(rs.map(r=>r[1])), 'LCP', med(rs.map(r=>r[2])), ' runs', rs.map(r=>r.join('/')).join(' '));
