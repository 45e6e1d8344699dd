import { chromium } from "playwright-core";
const [url] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await (await browser.newContext({ viewport: { width: 400, height: 800 } })).newPage();
await page.addInitScript(() => {
  const f = window.fetch;
  window.__log = [];
  window.fetch = async (...a) => { const t = performance.now(); const r = await f(...a); const b = await r.clone().text(); window.__log.push([String(a[0]).split("?")[0], Math.round(performance.now() - t), b.length]); return r; };
});
await page.goto(url);
const settle = async (after) => page.waitForFunction((after) => { const a = document.getElementById("app"); return a && Number(a.dataset.renders) > after && a.dataset.busy === "false"; }, after, { timeout: 20000 });
const renders = () => page.evaluate(() => Number(document.getElementById("app").dataset.renders));
await settle(0);
for (let round = 0; round < 12; round++) {
  // spell by clicking first place/control until play enabled
  for (let i = 0; i < 20; i++) {
    if (await page.$("button.play:not([disabled])")) break;
    const t = (await page.$(".place")) ?? (await page.$("button.control")) ?? (await page.$(".step-choose"));
    if (!t) break;
    const r = await renders(); await t.click(); await settle(r);
  }
  const seat = await page.$("button.play:not([disabled])");
  if (!seat) { const s = await page.$("button.seat:not(.current)"); const r = await renders(); await s.click(); await settle(r); continue; }
  await page.evaluate(() => { window.__log = []; });
  const r = await renders(); const t0 = Date.now();
  await seat.click(); await settle(r);
  const total = Date.now() - t0;
  console.log(total, JSON.stringify(await page.evaluate(() => window.__log)), await page.evaluate(() => { const a = document.getElementById("app"); const v = a.dataset.renderMs; a.dataset.renderMs = ""; return v; }));
}
await browser.close();
