// Plays a whole game on Keystone's web board in headless Chromium, only by
// clicking on the pictures: the places highlighted on them, the buttons
// drawn on and under them for the words no place names (a bid's stepper,
// pay, a mode), Play, Confirm, and (at a table of one machine) the switch
// between seats; never the list beside them, which is there for keyboards
// and screen readers. Driven by bot/tests/browser/, which starts the server;
// the test's settings come as JSON in argv[2]:
//   pages:   [{ name, url }]  one browser per seat (or one, with `switch`)
//   watchers: [{ name, url }] browsers that only look (another seat, a
//            spectator): every API answer they receive is written out
//   switch:  whether the seats are switched on one page
//   shots:   where screenshots go; label: their names' start
//   seed:    the clicks' randomness; most: the most clicks allowed
//   middle:  after this many moves, the middle's screenshots, and the
//            desktop's size for the rest unless `phone` (the whole game
//            at a phone's size)
//   activity: whether each url is a Discord client's window, the board
//            being the Activity framed in it
//   list:    the Activity opens where no game is: check the list of the
//            user's games, open the first, come back (nothing is played);
//            then open the address `outside` names in a browser, not in
//            Discord
//   plays:   stop after this many moves instead of at the game's end
//   keyboard: every click made with the keyboard alone: Tab (or
//            Shift+Tab) to the button, then Enter, as without a mouse
//   audit:   check Chromium's accessibility tree at the start, the middle
//            and the end: every button, line and picture named, every
//            place that may be chosen a named button
//   once:    play one move by clicking, then wait until every browser
//            shows the next one, played by someone else (a /play in the
//            channel), instead of playing the game to its end; the step
//            played is written to the file `signal` names, for the test
//            to play in the channel then
// It prints one JSON line: what it did, how long each Play took to show
// the new board, and each click on the board to draw the move again.

import { chromium } from "playwright-core";
import { writeFileSync, appendFileSync, readFileSync, readdirSync } from "node:fs";

const settings = JSON.parse(process.argv[2]);
// "The game has moved on since", in every language the board speaks.
const STALE = new Set(
  readdirSync("../locales").map((lang) => {
    const ftl = readFileSync(`../locales/${lang}/keystone.ftl`, "utf8");
    return ftl.match(/^web-stale = (.*)$/m)[1];
  }),
);
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
  controls: 0,
  entries: 0,
  plays: 0,
  refusals: 0,
  switches: 0,
  screenshots: [],
  latencies: [],
  // From a click on a place or a button of the board to the board drawn
  // again, the move so far on it.
  drawn_ms: [],
  problems: [],
  stale: 0,
  redrawn: 0,
  opened_ms: [],
  bluffs: 0,
  keys: 0,
  audited: 0,
  named_places: 0,
};

/** Opens `url` in a browser of its own; what the API answers it is kept. */
async function open(who, url, viewport, kept) {
  // `scale`: the screen's pixels to each pixel shown (a phone's 2 or 3).
  const context = await browser.newContext({ viewport, deviceScaleFactor: settings.scale ?? 1 });
  const page = await context.newPage();
  page.on("pageerror", (error) => done.problems.push(`${who}: ${error.message}`));
  page.on("console", (message) => {
    // A 409 is read below, where its words say whether it was expected.
    if (message.type() === "error" && !/status of 409/.test(message.text())) {
      done.problems.push(`${who}: console: ${message.text()} at ${message.location().url}`);
    }
  });
  page.on("response", async (response) => {
    if (response.status() !== 409) return;
    // The one 409 a player may meet in a good game: the board moved on
    // (another's move told a moment after) while they were choosing. The
    // board loads it again and says so; any other is a problem.
    const body = await response.json().catch(() => ({}));
    if (STALE.has(body.error)) done.stale += 1;
    else done.problems.push(`${who}: 409 at ${response.url()}: ${JSON.stringify(body)}`);
  });
  if (settings.activity) {
    // Inside Discord, every request goes through Discord's proxy: the
    // Activity's own origin, never another.
    page.on("request", (request) => {
      const address = new URL(request.url());
      if (address.protocol !== "data:" && address.origin !== new URL(url).origin) {
        done.problems.push(`${who}: a request to another origin: ${request.url()}`);
      }
    });
  }
  if (kept) {
    page.on("response", async (response) => {
      const address = new URL(response.url());
      if (!address.pathname.startsWith("/api/") || address.pathname === "/api/events") return;
      // Chromium may have dropped a body from its buffer by the time it is
      // asked for (a busy machine, answers coming fast): kept as missing,
      // never as an empty answer.
      const body = await response.text().catch(() => null);
      appendFileSync(kept, JSON.stringify({ path: address.pathname, status: response.status(), body }) + "\n");
    });
  }
  const started = Date.now();
  await page.goto(url);
  // In Discord, the board is the Activity's frame: what is clicked and
  // read is there; the window is what is sized and photographed.
  const view = settings.activity ? await (await page.waitForSelector("iframe#activity")).contentFrame() : page;
  if (settings.list) await view.waitForSelector(".games");
  else await settled(view);
  // From the address typed (or Discord's launch) to the board drawn.
  done.opened_ms.push(Date.now() - started);
  return { who, page: view, top: page, context };
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

/** Activates `target`: a click, or with `keyboard` the keys alone (Tab
 * or Shift+Tab until it has the focus, then Enter). */
async function activate(page, target) {
  if (!settings.keyboard) {
    await target.click({ timeout: 5000 });
    return;
  }
  const keyboard = (page.keyboard ?? page.page().keyboard);
  for (let n = 0; ; n += 1) {
    if (n > 500) {
      const what = await target.evaluate((node) => {
        const name = (el) => (el ? `${el.tagName}.${el.className} "${el.getAttribute("aria-label") ?? el.textContent}"` : "none");
        return `${name(node)} (focus on ${name(document.activeElement)}, ${document.querySelectorAll("button").length} buttons)`;
      });
      throw new Error(`a button the keyboard never reaches: ${what}`);
    }
    const where = await target.evaluate((node) => {
      // Drawn again meanwhile: as a click on it would, say so.
      if (!node.isConnected) return null;
      const active = document.activeElement;
      if (node === active) return 0;
      if (!active || active === document.body) return 1;
      return active.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : -1;
    });
    if (where === null) throw new Error("the button is not attached any more");
    if (where === 0) break;
    await keyboard.press(where > 0 ? "Tab" : "Shift+Tab");
    done.keys += 1;
  }
  await keyboard.press("Enter");
  done.keys += 1;
}

/** Checks Chromium's accessibility tree of `page`, as a screen reader
 * reads it: every button, line to type and picture has a name, and every
 * place that may be chosen is a button named as the place. */
async function audit(who, page) {
  if (!settings.audit) return;
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const name = (node) => (node.name?.value ?? "").trim();
  const named = ["button", "textbox", "combobox", "image", "img", "link", "checkbox", "slider", "spinbutton"];
  for (const node of nodes) {
    if (node.ignored) continue;
    const role = node.role?.value;
    if (named.includes(role) && name(node) === "") done.problems.push(`${who}: an unnamed ${role} in the accessibility tree`);
  }
  const buttons = new Set(nodes.filter((n) => !n.ignored && n.role?.value === "button").map(name));
  const places = await page.$$eval("button.place", (spots) => spots.map((s) => s.getAttribute("aria-label")));
  for (const place of places) {
    if (!buttons.has(place)) done.problems.push(`${who}: the place "${place}" is no named button in the accessibility tree`);
  }
  done.audited += 1;
  done.named_places += places.length;
}

/** Clicks `target` on `page` and waits for the board to draw again;
 * how long that took (the move drawn anew, if the click changed it), in
 * milliseconds, or `null` if the board was drawn again meanwhile. */
async function click(page, target) {
  const before = await renders(page);
  const started = Date.now();
  try {
    await activate(page, target);
  } catch (error) {
    // The board drew itself again meanwhile (someone played, a change
    // came): what was to be clicked is gone; look again.
    if (/not attached|detached/.test(String(error))) {
      done.redrawn += 1;
      return null;
    }
    throw error;
  }
  done.clicks += 1;
  await settled(page, before);
  return (await took(page)) ?? Date.now() - started;
}

/** How long the page says the last click took to show its answer, from
 * the click to the frame after the board was drawn (what a player waits
 * for, without the driver's own checks before clicking). */
async function took(page) {
  const handle = await page
    .waitForFunction(() => document.getElementById("app").dataset.took, null, { timeout: 5000 })
    .catch(() => null);
  if (handle === null) return null;
  const ms = Number(await handle.jsonValue());
  await page.evaluate(() => delete document.getElementById("app").dataset.took);
  return ms;
}

/** Notes how long a click on the board took to draw the move again. */
function drawnIn(ms) {
  if (ms !== null) done.drawn_ms.push(ms);
}

async function shoot(name, pages) {
  for (const { who, page, top } of pages) {
    for (const [size, viewport] of [["phone", PHONE], ["desktop", DESKTOP]]) {
      await top.setViewportSize(viewport);
      await page.waitForTimeout(100);
      const path = `${settings.shots}/${settings.label}-${name}-${who}-${size}.png`;
      // A framed board scrolls inside its frame: photograph its page.
      // In Discord, what the Activity's window shows; else the whole page.
      await top.screenshot({ path, fullPage: !settings.activity });
      done.screenshots.push(path);
      // Nothing wider than the screen: no sideways scrolling.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      if (wide > viewport.width) done.problems.push(`${path}: ${wide} px wide`);
    }
  }
}

const pages = [];
for (const { name, url, kept } of settings.pages) pages.push(await open(name, url, PHONE, kept));
if (settings.list) {
  // Where no game is: the user's games, each opening its board, and back.
  const { who, page, top } = pages[0];
  const shot = async (name) => {
    const path = `${settings.shots}/${settings.label}-${name}-${who}-phone.png`;
    await top.screenshot({ path });
    done.screenshots.push(path);
  };
  await shot("list");
  done.listed = await page.$$eval(".game", (games) => games.map((g) => g.textContent));
  done.heading = await page.$eval("header .status", (node) => node.textContent);
  await page.click(".game");
  await settled(page);
  done.opened = await page.$eval("h1", (node) => node.textContent);
  await shot("opened");
  await page.click(".to-list");
  await page.waitForSelector(".games");
  done.back = await page.$$eval(".game", (games) => games.length);
  // The Activity's page opened outside Discord says so.
  const alone = await (await browser.newContext({ viewport: PHONE, locale: "pl-PL" })).newPage();
  await alone.goto(settings.outside);
  done.outside = await (await alone.waitForSelector(".message")).textContent();
  await browser.close();
  writeFileSync(1, JSON.stringify(done) + "\n");
  process.exit(0);
}
const watchers = [];
for (const { name, url, kept } of settings.watchers ?? []) {
  watchers.push(await open(name, url, DESKTOP, kept));
}
await shoot("start", pages);
for (const { who, page } of pages) await audit(who, page);
let viewport = PHONE;
for (const { top } of pages) await top.setViewportSize(viewport);

let over = false;
let waited = 0;
let stuck = 0;
const enough = () => (settings.once && done.plays > 0) || (settings.plays && done.plays >= settings.plays);
while (!over && done.clicks < settings.most && !enough()) {
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
    await audit(pages[actor].who, pages[actor].page);
    viewport = settings.phone ? null : DESKTOP;
    for (const { top } of pages) await top.setViewportSize(viewport ?? PHONE);
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
  if (settings.bluff && done.bluffs === 0) {
    // Once, where an auction is open to the acting seat: a bid above any
    // purse, which the list never offers, typed on the board's line; it
    // asks Confirm, and is confirmed.
    const auction = await page.$$eval(".entry", (nodes) =>
      nodes.map((n) => n.dataset.notation ?? "").find((n) => /^(auction|bid) /.test(n)),
    );
    // A locator, not a handle: the board may draw itself again (a preview
    // arriving) while the line is filled, and the line's words survive that.
    const line = page.locator("input.typed");
    if (auction !== undefined && (await line.count()) === 1) {
      const verb = auction.startsWith("bid") ? "bid" : "auction up";
      await line.fill(`${verb} 99`, { timeout: 5000 });
      const before = await renders(page);
      await line.press("Enter", { timeout: 5000 });
      await settled(page, before);
      const asked = await page.$("button.primary:not(.play)");
      if (!asked) throw new Error(`${verb} 99 typed on the board asked no Confirm`);
      done.bluffs += 1;
      await click(page, asked);
      continue;
    }
  }
  const places = await page.$$(".place");
  const controls = await page.$$("button.control");
  const stepper = await page.$(".stepper");
  const choices = places.length + controls.length + (stepper ? 1 : 0);
  const play = await page.$("button.play:not([disabled])");
  if (play && (choices === 0 || random() < 0.4)) {
    const step = (await state(page)).step;
    const before = await renders(page);
    const started = Date.now();
    try {
      await activate(page, play);
    } catch (error) {
      if (!/not attached|detached/.test(String(error))) throw error;
      done.redrawn += 1;
      continue;
    }
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
      const ended = Date.now() - started;
      done.plays += 1;
      done.played = now.step;
      done.latencies.push((await took(page)) ?? ended);
    } else {
      done.refusals += 1;
    }
    continue;
  }
  if (places.length > 0 && (choices === places.length || random() < 0.7)) {
    drawnIn(await click(page, any(places)));
    done.places += 1;
    continue;
  }
  if (stepper && (controls.length === 0 || random() < 0.5)) {
    // A number: stepped up a few times, then chosen.
    const up = await stepper.$(".step.up");
    // Up to the largest number, where its + is disabled.
    for (let n = Math.floor(random() * 4); n > 0 && up && !(await up.isDisabled()); n -= 1) {
      await activate(page, up);
    }
    drawnIn(await click(page, await stepper.$(".step-choose")));
    done.controls += 1;
    continue;
  }
  if (controls.length > 0) {
    drawnIn(await click(page, any(controls)));
    done.controls += 1;
    continue;
  }
  // Nothing to click on the pictures and nothing to play: if the list
  // offers a way on, the board failed (counted, and the move started
  // again); else start the move again.
  if ((await page.$$(".entry")).length > 0) done.entries += 1;
  const clear = await page.$(".controls button:not(.play)");
  if (!clear) {
    // A board being loaded again shows nothing to choose yet.
    stuck += 1;
    if (stuck > 100) throw new Error("stuck: nothing to click");
    await page.waitForTimeout(100);
    continue;
  }
  stuck = 0;
  await click(page, clear);
}
if (settings.once) {
  // The move played here is in every browser; then someone plays in the
  // channel, and every browser shows it by itself.
  const played = done.played;
  writeFileSync(settings.signal, played);
  done.steps = [played];
  for (const { who, page } of [...pages, ...watchers]) {
    // A later step of the same game than the one played here.
    await page.waitForFunction(
      (played) => {
        const [game, step] = (document.getElementById("app").dataset.step ?? "").split(".");
        return game === played.split(".")[0] && Number(step) > Number(played.split(".")[1]);
      },
      played,
      { timeout: 60000 },
    ).catch(async (error) => {
      const offline = await page.evaluate(() => document.querySelector(".offline")?.textContent ?? "online");
      throw new Error(`${who} shows ${(await state(page)).step} (${offline}), not after ${played}: ${error.message}`);
    });
    done.steps.push((await state(page)).step);
  }
  await shoot("after-channel-play", pages);
  await browser.close();
  writeFileSync(1, JSON.stringify(done) + "\n");
  process.exit(0);
}
if (settings.plays && !over) {
  // The game's first moves were what was asked: every browser still
  // shows a board.
  await shoot("after-first-moves", pages);
  await browser.close();
  writeFileSync(1, JSON.stringify(done) + "\n");
  process.exit(0);
}
if (!over) throw new Error(`not over after ${done.clicks} clicks`);
// Every browser shows the end by itself.
for (const { page } of [...pages, ...watchers]) {
  await page.waitForFunction(() => document.getElementById("app").dataset.over === "true", null, {
    timeout: 30000,
  });
}
await shoot("end", pages);
for (const { who, page } of pages) await audit(who, page);
await browser.close();
writeFileSync(1, JSON.stringify(done) + "\n");
