// Plays a whole game on Keystone's web board in headless Chromium, only by
// clicking: the places highlighted on the pictures, the choices listed
// beside them, Play, Confirm, and (at a table of one machine) the switch
// between seats. Driven by bot/tests/browser.rs, which starts the server;
// the test's settings come as JSON in argv[2]:
//   pages:   [{ name, url }]  one browser per seat (or one, with `switch`)
//   watchers: [{ name, url }] browsers that only look (another seat, a
//            spectator): every API answer they receive is written out
//   switch:  whether the seats are switched on one page
//   shots:   where screenshots go; label: their names' start
//   seed:    the clicks' randomness; most: the most clicks allowed
// It prints one JSON line: what it did, and how long each Play took to
// show the new board.

import { chromium } from "playwright-core";
import { writeFileSync, appendFileSync } from "node:fs";

const settings = JSON.parse(process.argv[2]);
const PHONE = { width: 400, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

// A small seeded generator (mulberry32): the same clicks for the same seed.
let seed = settings.seed >>> 0;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function any(list) {
  return list[Math.floor(random() * list.length)];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const done = {
  clicks: 0,
  places: 0,
  entries: 0,
  plays: 0,
  refusals: 0,
  switches: 0,
  screenshots: [],
  latencies: [],
  problems: [],
};

/** Opens `url` in a browser of its own; what the API answers it is kept. */
async function open(who, url, viewport, kept) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on("pageerror", (error) => done.problems.push(`${who}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") done.problems.push(`${who}: console: ${message.text()}`);
  });
  if (kept) {
    page.on("response", async (response) => {
      const address = new URL(response.url());
      if (!address.pathname.startsWith("/api/") || address.pathname === "/api/events") return;
      const body = await response.text().catch(() => "");
      appendFileSync(kept, JSON.stringify({ path: address.pathname, status: response.status(), body }) + "\n");
    });
  }
  await page.goto(url);
  await settled(page);
  return { who, page, context };
}

/** Waits until the board has drawn and is not waiting on the server. */
async function settled(page, after = 0) {
  await page.waitForFunction(
    (after) => {
      const app = document.getElementById("app");
      return app && Number(app.dataset.renders ?? 0) > after && app.dataset.busy === "false";
    },
    after,
    { timeout: 30000 },
  );
}

async function renders(page) {
  return page.evaluate(() => Number(document.getElementById("app").dataset.renders ?? 0));
}

async function state(page) {
  return page.evaluate(() => {
    const app = document.getElementById("app");
    return { step: app.dataset.step, acting: app.dataset.acting === "true", over: app.dataset.over === "true" };
  });
}

/** Clicks `target` on `page` and waits for the board to draw again. */
async function click(page, target) {
  const before = await renders(page);
  await target.click();
  done.clicks += 1;
  await settled(page, before);
}

async function shoot(name, pages) {
  for (const { who, page } of pages) {
    for (const [size, viewport] of [["phone", PHONE], ["desktop", DESKTOP]]) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(100);
      const path = `${settings.shots}/${settings.label}-${name}-${who}-${size}.png`;
      await page.screenshot({ path, fullPage: true });
      done.screenshots.push(path);
      // Nothing wider than the screen: no sideways scrolling.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      if (wide > viewport.width) done.problems.push(`${path}: ${wide} px wide`);
    }
  }
}

const pages = [];
for (const { name, url, kept } of settings.pages) pages.push(await open(name, url, PHONE, kept));
const watchers = [];
for (const { name, url, kept } of settings.watchers ?? []) {
  watchers.push(await open(name, url, DESKTOP, kept));
}
await shoot("start", pages);
let viewport = PHONE;
for (const { page } of pages) await page.setViewportSize(viewport);

let over = false;
let waited = 0;
while (!over && done.clicks < settings.most) {
  const states = await Promise.all(pages.map(({ page }) => state(page)));
  if (states.some((s) => s.over)) {
    over = true;
    break;
  }
  const actor = states.findIndex((s) => s.acting);
  // Halfway through (by plays), the acting seat's pictures, then the
  // desktop's size for the rest.
  if (done.plays >= settings.middle && viewport === PHONE && actor >= 0) {
    await shoot("middle", [pages[actor]]);
    viewport = DESKTOP;
    for (const { page } of pages) await page.setViewportSize(viewport);
  }
  if (actor < 0) {
    if (settings.switch) {
      // At one machine: the next seat's view.
      const page = pages[0].page;
      const seats = await page.$$("button.seat:not(.current)");
      if (seats.length === 0) throw new Error("nobody acts and there is no other seat");
      await click(page, any(seats));
      done.switches += 1;
      continue;
    }
    // Each in their own browser: someone's board updates by itself.
    waited += 1;
    if (waited > 100) throw new Error(`nobody can act: ${JSON.stringify(states)}`);
    await pages[0].page.waitForTimeout(100);
    continue;
  }
  waited = 0;
  const { page } = pages[actor];
  const confirm = await page.$("button.primary:not(.play)");
  if (confirm) {
    await click(page, confirm);
    continue;
  }
  const places = await page.$$(".place");
  const entries = await page.$$(".entry");
  const play = await page.$("button.play:not([disabled])");
  if (play && (entries.length === 0 || random() < 0.4)) {
    const step = (await state(page)).step;
    const before = await renders(page);
    const started = Date.now();
    await play.click();
    done.clicks += 1;
    // The new board (its step changed), or the play refused and said why.
    await page.waitForFunction(
      ([step, before]) => {
        const app = document.getElementById("app");
        const drawn = Number(app.dataset.renders) > before;
        return drawn && (app.dataset.step !== step || app.dataset.busy === "false");
      },
      [step, before],
      { timeout: 30000 },
    );
    const now = await state(page);
    if (now.step !== step) {
      done.plays += 1;
      done.latencies.push(Date.now() - started);
    } else {
      done.refusals += 1;
    }
    continue;
  }
  if (places.length > 0 && (entries.length === 0 || random() < 0.7)) {
    await click(page, any(places));
    done.places += 1;
    continue;
  }
  if (entries.length > 0) {
    await click(page, any(entries));
    done.entries += 1;
    continue;
  }
  // Nothing to choose and nothing to play: start the move again.
  const clear = await page.$(".controls button:not(.play)");
  if (!clear) throw new Error("stuck: nothing to click");
  await click(page, clear);
}
if (!over) throw new Error(`not over after ${done.clicks} clicks`);
// Every browser shows the end by itself.
for (const { page } of [...pages, ...watchers]) {
  await page.waitForFunction(() => document.getElementById("app").dataset.over === "true", null, {
    timeout: 30000,
  });
}
await shoot("end", pages);
await browser.close();
writeFileSync(1, JSON.stringify(done) + "\n");
