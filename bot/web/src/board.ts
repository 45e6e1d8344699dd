// Keystone's clickable board. The server draws everything (the same
// picture the channel shows, from this seat's view) and says where each
// place an action names was drawn; this page overlays those places,
// narrows the seat's legal actions as they are clicked (the move picker's
// word tree, asked of the server), and plays the move through the same
// path as /play. Every word shown comes from the server, in the viewer's
// language. The pass that opens the board travels only in the
// Authorization header. Two pages open it: the board of a link (app.ts)
// and the Discord Activity (activity.ts).

interface Place {
  words: string;
  verb: string | null;
  area: [number, number, number, number];
}

interface Picture {
  panel: string;
  alt: string;
  /** The PNG's key: the page names the pictures it has by it. */
  key: string;
  /** The PNG as a `data:` address; `null` when the page said it has it. */
  png: string | null;
  width: number;
  height: number;
  places: Place[];
}

interface Stamp {
  game: number;
  step: number;
}

interface Words {
  play: string;
  back: string;
  clear: string;
  confirm: string;
  your_turn: string;
  waiting: string;
  spectator: string;
  choices: string;
  chosen: string;
  nothing_left: string;
  typed: string;
  typed_play: string;
  step_down: string;
  step_up: string;
  buttons: string;
  catch_up: string;
  history: string;
  rules: string;
  seat: string;
  language: string;
  over: string;
  offline: string;
  zoom_in: string;
  zoom_out: string;
  pictures: string;
  described: string;
  languages: [string, string][];
}

interface Board {
  stamp: Stamp;
  kind: string;
  title: string;
  seat: number | null;
  names: string[];
  status: string;
  acting: boolean;
  over: boolean;
  catch_up: string[];
  history: string[];
  explained: string[];
  rules: string;
  /** The whole position in words, a sentence a line, for a screen reader. */
  described: string[];
  pictures: Picture[];
  words: Words;
  lang: string;
  seats: { name: string; pass: string }[] | null;
  /** What the acting viewer may choose first (nothing picked yet). */
  choices: Narrowed | null;
}

interface Entry {
  notation: string;
  shown: string;
  label: string;
}

interface Narrowed {
  entries: Entry[];
  next: string[];
  words: Entry[];
  whole: string | null;
  further: boolean;
  chosen: Entry[];
  typed: string;
}

/** What the clicks so far chose: whole actions, then words of the next. */
interface Picks {
  actions: string[];
  typed: string;
}

const state = {
  pass: "",
  lang: "",
  /** A way back to the list of one's games (in the Activity). */
  toList: null as ToList | null,
  board: null as Board | null,
  picks: { actions: [], typed: "" } as Picks,
  /** Earlier picks, for Back. */
  trail: [] as Picks[],
  narrowed: null as Narrowed | null,
  message: "",
  confirm: false,
  busy: false,
  /** How much larger than fitted the pictures are shown, if the viewer
   * chose; else large enough that each place to click is a finger wide. */
  zoom: null as number | null,
  renders: 0,
  offline: false,
  /** The typed line (kept across redraws) and what may follow it. */
  line: "",
  offers: [] as Entry[],
  /** The seat's pictures with the move chosen so far drawn on them. */
  preview: null as Picture[] | null,
  /** The place last clicked in the action being spelt out: the buttons
   * for its next words (a bid, a mode) are drawn beside it, while the
   * move goes on from the words it was clicked with on the same board. */
  anchor: null as Anchor | null,
  /** The number a stepper shows, by the words it follows. */
  stepped: new Map<string, number>(),
};

/** A place clicked, and the board and words it was clicked on. */
interface Anchor {
  panel: string;
  /** In the pixels of the picture it was clicked on, laid out as `layout`. */
  area: [number, number, number, number];
  layout: "narrow" | "wide";
  step: string;
  actions: number;
  typed: string;
}

export const app = document.getElementById("app") as HTMLElement;

/** A button that leaves the board for a list it was opened from. */
export interface ToList {
  label: string;
  go: () => void;
}

/** What opens a board: the pass, a language if chosen, a way back. */
export interface Opening {
  pass: string;
  lang: string;
  toList?: ToList;
}

/** The live updates' request, aborted when another board opens. */
let following: AbortController | null = null;

/** A screen too narrow for the pictures beside the side panel (a phone's,
 * or Discord's on a phone): the pictures are asked for laid out for it,
 * parts one under another, their text legible at 400 px. The same width as
 * app.css's breakpoint. */
const narrowScreen = window.matchMedia("not all and (min-width: 900px)");

/** How the pictures are laid out for this screen. */
function layout(): "narrow" | "wide" {
  return narrowScreen.matches ? "narrow" : "wide";
}

/** The screen's pixels to each pixel shown, as the pictures are drawn for
 * them: a phone's two (or more) get pictures twice as sharp, a screen with
 * one the quarter of their pixels, sooner drawn and sent. */
function pixels(): 1 | 2 {
  return window.devicePixelRatio >= 1.5 ? 2 : 1;
}

// Turned from one layout to the other (a phone turned, a window resized
// across the breakpoint): the pictures are asked for again.
narrowScreen.addEventListener("change", () => {
  if (state.pass !== "") void load();
});

/** Opens the board `opening` names, and follows its changes. */
export function openBoard(opening: Opening): void {
  const followed = state.pass !== "";
  state.pass = opening.pass;
  state.lang = opening.lang || state.lang;
  state.toList = opening.toList ?? null;
  state.board = null;
  state.picks = { actions: [], typed: "" };
  state.trail = [];
  state.narrowed = null;
  state.preview = null;
  state.message = "";
  state.confirm = false;
  following?.abort();
  void load();
  if (!followed) void follow();
}

/** Leaves the board: nothing is loaded or followed any more. */
export function closeBoard(): void {
  state.pass = "";
  state.board = null;
  following?.abort();
}

/** Says `text` in place of a board. */
export function say(text: string): void {
  state.board = null;
  state.message = text;
  render();
}

/** A request to the board's API, with the pass (and `query`'s
 * parameters); its answer or its error. */
async function api<T>(path: string, body?: unknown, query = ""): Promise<T> {
  const asked = [state.lang ? `lang=${encodeURIComponent(state.lang)}` : "", query].filter((q) => q !== "");
  const tail = asked.length > 0 ? `?${asked.join("&")}` : "";
  return request<T>(`${path}${tail}`, body, { Authorization: `Bearer ${state.pass}` });
}

/** A request to `/api/<path>` (a POST of `body` as JSON if there is
 * one): its answer, or its refusal as the server worded it. */
export async function request<T>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`/api/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...headers,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new Refusal(response.status, typeof answer.error === "string" ? answer.error : `${response.status}`);
  }
  return answer as T;
}

export class Refusal extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

export function button(text: string, className: string, onClick: () => void, label?: string): HTMLButtonElement {
  const node = element("button", { type: "button", class: className }, text);
  if (label) node.setAttribute("aria-label", label);
  // Which button this is across redraws, so that a keyboard's focus stays
  // on it (or on what took its place) when the board is drawn again.
  node.dataset.focus = `${className}|${label ?? text}`;
  node.addEventListener("click", () => {
    if (state.busy) return;
    clickedAt = performance.now();
    onClick();
  });
  return node;
}

/** When the click being answered was made (`performance.now()`). */
let clickedAt: number | null = null;

/** Which load is the latest: an older one that answers late is dropped. */
let loads = 0;

/** Loads the board, keeping the picks if the game has not moved. */
async function load(): Promise<void> {
  const mine = ++loads;
  try {
    const asked = (has: string) => api<Board>("board", undefined, `layout=${layout()}&pixels=${pixels()}&has=${has}`);
    let board = await asked(hasKeys());
    // A picture it said it had was let go meanwhile: all of them again.
    if (!whole(board.pictures)) board = await asked("");
    if (mine !== loads) return;
    await show(board);
  } catch (error) {
    if (mine !== loads) return;
    state.message = error instanceof Error ? error.message : String(error);
  }
  render();
}

/** Shows `board`, keeping the picks if the game has not moved, with the
 * acting seat's choices. */
async function show(board: Board): Promise<void> {
  const moved =
    !state.board ||
    state.board.stamp.game !== board.stamp.game ||
    state.board.stamp.step !== board.stamp.step ||
    state.board.seat !== board.seat;
  state.board = board;
  state.lang = board.lang;
  document.documentElement.lang = board.lang;
  document.title = `${board.title} · Keystone`;
  if (moved) {
    state.picks = { actions: [], typed: "" };
    state.trail = [];
    state.confirm = false;
    // What was said is about the board before.
    state.message = "";
  }
  state.narrowed = null;
  state.preview = null;
  const picked = state.picks.actions.length > 0 || state.picks.typed !== "";
  // Nothing picked: the board came with its first choices.
  if (board.acting && !picked && board.choices) {
    state.narrowed = board.choices;
    drawn = null;
  } else if (board.acting) await narrow();
}

/** A move played, or confirmed: its answer brings the board after it
 * (`board`) unless the game asks for a confirmation first. */
interface Played {
  text: string;
  confirm: boolean;
  board?: Board;
}

/** Shows the board a move's answer brought (or, if it brought none or
 * a picture it named was let go meanwhile, loads it). */
async function after(answer: Played): Promise<void> {
  const board = answer.board;
  if (!board || !whole(board.pictures)) return load();
  // A load asked for before this answer came is older than it.
  loads += 1;
  await show(board);
}

/** What choosing answers: the choices, the actions its drawing of the
 * move shows and their pictures (`null`: nothing to draw; left out: the
 * same as the page shows). */
type Drawn = Narrowed & { drawn?: string[]; pictures?: Picture[] | null };

/** Asks which actions the picks lead to, with the move so far drawn (the
 * server stops before anything that would show what the seat has not
 * seen); a single whole one is taken. */
async function narrow(): Promise<void> {
  const board = state.board;
  if (!board) return;
  const ask = (has: string) =>
    api<Drawn>("choices", {
      stamp: board.stamp,
      ...state.picks,
      draw: true,
      // Clicks that spell out the next action change nothing drawn: the
      // pictures of the same actions on the same board are kept.
      shown: state.preview !== null ? drawn : null,
      layout: layout(),
      pixels: pixels(),
      has,
    });
  const asked = async (): Promise<Drawn> => {
    let answer = await ask(hasKeys());
    // A picture it said it had was let go meanwhile: all of them again.
    if (answer.pictures && !whole(answer.pictures)) answer = await ask("");
    // Another board since it was asked: not this one's drawing.
    if (state.board === board && answer.pictures !== undefined) {
      state.preview = answer.pictures;
      drawn = answer.drawn ?? null;
    }
    return answer;
  };
  try {
    let narrowed = await asked();
    if (narrowed.whole !== null && !narrowed.further && state.picks.typed !== "") {
      state.picks = { actions: [...state.picks.actions, narrowed.whole], typed: "" };
      narrowed = await asked();
    }
    state.narrowed = narrowed;
  } catch (error) {
    state.preview = null;
    drawn = null;
    await refused(error);
  }
}

/** The actions `state.preview` shows, on the board shown. */
let drawn: string[] | null = null;

/** A refusal is shown; a board that moved on is loaded again. */
async function refused(error: unknown): Promise<void> {
  state.message = error instanceof Error ? error.message : String(error);
  if (error instanceof Refusal && error.status === 409) {
    state.picks = { actions: [], typed: "" };
    state.trail = [];
    const message = state.message;
    await load();
    state.message = message;
  }
}

async function pick(next: Picks): Promise<void> {
  state.busy = true;
  state.trail.push(state.picks);
  state.picks = next;
  state.message = "";
  await narrow();
  state.busy = false;
  render();
}

function chooseEntry(entry: Entry): void {
  const { actions } = state.picks;
  if (entry.notation.endsWith(" ")) {
    void pick({ actions, typed: entry.notation.trim() });
  } else {
    void pick({ actions: [...actions, entry.notation], typed: "" });
  }
}

function choosePlace(place: Place, panel: string): void {
  const words = extension(place);
  if (words === null) return;
  const typed = `${state.picks.typed} ${words}`.trim();
  const board = state.board;
  if (board) {
    state.anchor = {
      panel,
      area: place.area,
      layout: layout(),
      step: stepOf(board),
      actions: state.picks.actions.length,
      typed,
    };
  }
  void pick({ actions: state.picks.actions, typed });
}

function back(): void {
  const previous = state.trail.pop();
  if (!previous) return;
  state.picks = previous;
  state.message = "";
  state.busy = true;
  void narrow().then(() => {
    state.busy = false;
    render();
  });
}

function clear(): void {
  state.trail = [];
  state.picks = { actions: [], typed: "" };
  state.message = "";
  state.busy = true;
  void narrow().then(() => {
    state.busy = false;
    render();
  });
}

let typing = 0;

/** What may follow the typed line, as `/play`'s autocomplete offers it:
 * the list under the line is filled in place, the line keeps its focus. */
async function offer(line: string): Promise<void> {
  const board = state.board;
  if (!board) return;
  const mine = ++typing;
  try {
    const answer = await api<{ entries: Entry[] }>("complete", { stamp: board.stamp, typed: line });
    if (mine !== typing) return;
    state.offers = answer.entries;
    const list = document.getElementById("typed-offers");
    list?.replaceChildren(
      ...answer.entries.map((e) => element("option", { value: e.notation, label: e.label })),
    );
  } catch {
    // Offers are a help: a refusal shows when the line is played.
  }
}

/** Plays the typed line as `/play` would: a bid above one's purse asks
 * Confirm, a refusal says which rule. */
async function playTyped(): Promise<void> {
  const line = state.line.trim();
  if (line === "" || !state.board) return;
  const before = state.board.stamp.step;
  state.picks = { actions: [line], typed: "" };
  await play();
  // Played, or waiting for its Confirm: the line is done with. Refused:
  // it stays, to be put right.
  if (state.confirm || state.board?.stamp.step !== before) {
    state.line = "";
    state.offers = [];
    render();
  }
}

/** The actions Play plays: those chosen, and a whole one clicked out that
 * could still go on. */
function playing(): string[] {
  const { actions, typed } = state.picks;
  const whole = state.narrowed?.whole ?? null;
  return typed !== "" && whole !== null ? [...actions, whole] : actions;
}

async function play(): Promise<void> {
  const board = state.board;
  if (!board) return;
  state.busy = true;
  // Asked before the page is drawn busy: the server works meanwhile.
  const asking = api<Played>("play", {
    stamp: board.stamp,
    actions: playing(),
    ...afterwards(),
  });
  render();
  try {
    const answer = await asking;
    state.message = answer.text;
    state.confirm = answer.confirm;
    if (!answer.confirm) {
      state.picks = { actions: [], typed: "" };
      state.trail = [];
      // Still busy while the new board is shown: the change it caused,
      // told meanwhile, is then seen as shown and not loaded twice.
      await after(answer);
      state.message = answer.text;
    }
  } catch (error) {
    await refused(error);
  }
  state.busy = false;
  render();
}

/** What a move's request adds so that its answer brings the board after
 * it, drawn as the board is asked for. */
function afterwards(): Record<string, unknown> {
  return { draw: true, layout: layout(), pixels: pixels(), has: hasKeys() };
}

async function confirm(): Promise<void> {
  const board = state.board;
  if (!board) return;
  state.busy = true;
  try {
    const answer = await api<Played>("confirm", { stamp: board.stamp, ...afterwards() });
    state.confirm = false;
    await after(answer);
    state.message = answer.text;
  } catch (error) {
    await refused(error);
  }
  state.busy = false;
  render();
}

/** The words a click on `place` adds to the move: its own, and its verb
 * too when the move has no words yet (a card of one's hand starts
 * `build …`, a die `take …`). */
function clicked(place: Place): string {
  const typed = state.picks.typed.split(" ").filter((w) => w !== "");
  return place.verb !== null && typed.length === 0 ? `${place.verb} ${place.words}` : place.words;
}

/** The first words of the places drawn that may name something now: a
 * place named so only after a verb (a seat to steal from, `2`) names
 * nothing in an action that begins otherwise (a bid of 2). */
function namedNow(drawn: Picture[]): Set<string> {
  const typed = state.picks.typed.split(" ").filter((w) => w !== "");
  return new Set(
    drawn.flatMap((p) =>
      p.places
        .filter((q) => q.verb === null || typed.length === 0 || typed[0] === q.verb)
        .map((q) => clicked(q).split(" ")[0]),
    ),
  );
}

/** The words a click on `place` adds to the move now, or `null` if it
 * may not be clicked: its own words where they come next in some action,
 * with the words before them that name no place (`; cardinal` before the
 * cell the cardinal goes to), when every such action agrees on those. */
function extension(place: Place): string | null {
  const narrowed = state.narrowed;
  const board = state.board;
  if (!narrowed || !board) return null;
  const drawn = state.preview ?? board.pictures;
  const known = reckoning(narrowed, drawn);
  const kept = known.extensions.get(place);
  if (kept !== undefined) return kept;
  const typed = state.picks.typed.split(" ").filter((w) => w !== "");
  let result: string | null = null;
  if (place.verb === null || typed.length === 0 || typed[0] === place.verb) {
    const words = clicked(place).split(" ");
    const named = (known.named ??= namedNow(drawn));
    const found = new Set<string>();
    for (const next of known.nexts) {
      for (let skip = 0; skip + words.length <= next.length; skip += 1) {
        if (words.every((w, i) => next[skip + i] === w)) {
          found.add(next.slice(0, skip + words.length).join(" "));
          break;
        }
        if (named.has(next[skip])) break;
      }
    }
    result = found.size === 1 ? [...found][0] : null;
  }
  known.extensions.set(place, result);
  return result;
}

/** What a drawing of the board reckons once for the clicks so far: each
 * place's extension, the words places name, the next words split. */
interface Reckoning {
  narrowed: Narrowed;
  drawn: Picture[];
  typed: string;
  nexts: string[][];
  named: Set<string> | null;
  extensions: Map<Place, string | null>;
}

let reckoned: Reckoning | null = null;

function reckoning(narrowed: Narrowed, drawn: Picture[]): Reckoning {
  const typed = state.picks.typed;
  if (!reckoned || reckoned.narrowed !== narrowed || reckoned.drawn !== drawn || reckoned.typed !== typed) {
    reckoned = {
      narrowed,
      drawn,
      typed,
      nexts: narrowed.next.map((rest) => rest.split(" ").filter((w) => w !== "")),
      named: null,
      extensions: new Map(),
    };
  }
  return reckoned;
}

/** The words that may come next that clicks on places do not add, for
 * some action they go on (a bid, `pay`, a mode, Cardinal's shape where a
 * cell is the first of several buildings, Babylon's `tile` before the
 * tile's side): each is a button on the board. */
function controls(): Entry[] {
  const narrowed = state.narrowed;
  const board = state.board;
  if (!narrowed || !board) return [];
  const drawn = state.preview ?? board.pictures;
  const clicks = drawn.flatMap((p) => p.places.map(extension)).filter((w): w is string => w !== null);
  // A word is clicked through when every action it goes on goes on by a
  // click (`; cardinal`, then the cell); else it is a button too.
  const clickedThrough = (w: Entry) =>
    narrowed.next
      .filter((rest) => `${rest} `.startsWith(`${w.notation} `))
      .every((rest) => clicks.some((c) => `${rest} `.startsWith(`${c} `)));
  return narrowed.words.filter((w) => !clickedThrough(w));
}

/** The place the next words' buttons stand beside: the last clicked in
 * the action being spelt out, on the board shown, if the words clicked
 * still go on from it (not after Back past it, a new action or turn). */
function anchorNow(): Anchor | null {
  const anchor = state.anchor;
  const board = state.board;
  const { actions, typed } = state.picks;
  if (!anchor || !board || typed === "") return null;
  const same =
    anchor.layout === layout() && anchor.step === stepOf(board) && anchor.actions === actions.length;
  return same && `${typed} `.startsWith(`${anchor.typed} `) ? anchor : null;
}

/** The game, step and seat a board shows. */
function stepOf(board: Board): string {
  return `${board.stamp.game}.${board.stamp.step}.${board.seat}`;
}

/** Whether the next words' buttons are drawn on `p`, beside the place
 * last clicked: where no place of it may be clicked now, so that they
 * hide none (else they go under the board). */
function overlaid(p: Picture): boolean {
  return anchorNow()?.panel === p.panel && !p.places.some(live);
}

function chooseWords(words: string): void {
  void pick({ actions: state.picks.actions, typed: `${state.picks.typed} ${words}`.trim() });
}

/** A number's button as a stepper shows it: the number alone. */
function shownNumber(entry: Entry): string {
  return entry.shown.split(" ").pop() ?? entry.shown;
}

/** The buttons for `words`: a stepper when each is a number (a bid), else
 * one button a word. */
function controlStrip(words: Entry[], className: string): HTMLElement {
  const strip = element("div", { class: className, role: "group", "aria-label": state.board?.words.buttons ?? "" });
  const number = (e: Entry) => Number(e.notation.split(" ").pop());
  if (words.length > 2 && words.every((e) => /^-?\d+$/.test(e.notation.split(" ").pop() ?? ""))) {
    const sorted = [...words].sort((a, b) => number(a) - number(b));
    // Kept while this seat chooses on this board, never shown to another.
    const key = `${state.board ? stepOf(state.board) : ""}|${state.picks.actions.join(";")}|${state.picks.typed}`;
    let at = Math.max(0, sorted.findIndex((e) => number(e) === state.stepped.get(key)));
    const value = element("output", { class: "stepped" }, shownNumber(sorted[at]));
    const named = (e: Entry) => (e.label ? `${e.shown} — ${e.label}` : e.shown);
    const step = (by: number) => {
      // Nothing is asked of the server: no answer to time.
      clickedAt = null;
      at = Math.min(sorted.length - 1, Math.max(0, at + by));
      state.stepped.set(key, number(sorted[at]));
      value.textContent = shownNumber(sorted[at]);
      chosen.dataset.notation = sorted[at].notation;
      chosen.setAttribute("aria-label", named(sorted[at]));
      ends();
    };
    // At the smallest or largest number, its step leads nowhere.
    const ends = () => {
      down.disabled = at === 0;
      up.disabled = at === sorted.length - 1;
    };
    const said = state.board?.words;
    const down = button("−", "step down", () => step(-1), said?.step_down);
    const up = button("+", "step up", () => step(1), said?.step_up);
    const chosen = button("✓", "step-choose", () => chooseWords(sorted[at].notation), named(sorted[at]));
    chosen.dataset.notation = sorted[at].notation;
    ends();
    value.setAttribute("aria-live", "polite");
    strip.classList.add("stepper");
    strip.append(down, value, up, chosen);
    return strip;
  }
  for (const entry of words) {
    // The name read out begins with the word shown.
    const node = button(
      entry.shown,
      "control",
      () => chooseWords(entry.notation),
      entry.label ? `${entry.shown} — ${entry.label}` : undefined,
    );
    node.dataset.notation = entry.notation;
    if (entry.label) node.title = entry.label;
    strip.append(node);
  }
  return strip;
}

/** Whether a place may be clicked now. */
function live(place: Place): boolean {
  return extension(place) !== null;
}

/** The pictures last shown, by their key: a board drawn again (a click,
 * a Play's answer, a change told) reuses them, never decoding the same
 * picture twice. */
const images = new Map<string, HTMLImageElement>();

/** The keys of the pictures the page has: an answer leaves them out. */
function hasKeys(): string {
  return [...images.keys()].join(",");
}

/** Whether every picture of an answer is here: sent, or already shown. */
function whole(pictures: Picture[]): boolean {
  return pictures.every((p) => p.png !== null || images.has(p.key));
}

function imageOf(p: Picture): HTMLImageElement {
  let image = images.get(p.key);
  // The latest shown are kept longest.
  images.delete(p.key);
  if (!image) {
    image = element("img", { src: p.png ?? "", width: `${p.width}`, height: `${p.height}` });
    // A board's pictures and its move's (Babylon's for four: ten): a
    // dozen are enough, and the server takes no more keys than that.
    for (const old of images.keys()) {
      if (images.size < 12) break;
      images.delete(old);
    }
  }
  images.set(p.key, image);
  image.alt = p.alt;
  return image;
}

function picture(p: Picture, acting: boolean): HTMLElement {
  const frame = element("div", { class: "frame" });
  const sheet = element("div", { class: "picture", "data-panel": p.panel });
  sheet.style.aspectRatio = `${p.width} / ${p.height}`;
  sheet.append(imageOf(p));
  if (acting) {
    for (const place of p.places) {
      if (!live(place)) continue;
      const [x, y, w, h] = place.area;
      const spot = button("", "place", () => choosePlace(place, p.panel), place.words);
      spot.dataset.words = place.words;
      spot.dataset.focus = `place|${p.panel}|${place.words}`;
      // Centred on the place drawn, never smaller than a fingertip.
      spot.style.left = `${(100 * (x + w / 2)) / p.width}%`;
      spot.style.top = `${(100 * (y + h / 2)) / p.height}%`;
      spot.style.width = `${(100 * w) / p.width}%`;
      spot.style.height = `${(100 * h) / p.height}%`;
      spot.dataset.size = `${Math.min(w, h) / p.width}`;
      sheet.append(spot);
    }
    // The buttons for the next words, beside the place last clicked.
    const anchor = anchorNow();
    const words = overlaid(p) ? controls() : [];
    if (anchor && words.length > 0) {
      const strip = controlStrip(words, "controls-on");
      const [x, y, w, h] = anchor.area;
      const below = y + h / 2 < p.height * 0.6;
      strip.style.top = `${(100 * (below ? y + h : y)) / p.height}%`;
      strip.classList.add(below ? "below" : "above");
      if (x + w / 2 < p.width / 2) strip.style.left = `${(100 * x) / p.width}%`;
      else strip.style.right = `${100 - (100 * (x + w)) / p.width}%`;
      sheet.append(strip);
    }
  }
  frame.append(sheet);
  return frame;
}

/** Text whose `quoted` notation is shown as code, as Discord shows it. */
function rich(text: string): (Node | string)[] {
  return text.split("`").map((part, i) => (i % 2 === 1 ? element("code", {}, part) : part));
}

function list(items: string[], className: string): HTMLElement {
  return element("ol", { class: className }, ...items.map((item) => element("li", {}, ...rich(item))));
}

/** Which folds the viewer opened or closed, by title: kept through a
 * redraw (a screen reader reading the position in words keeps reading). */
const folded = new Map<string, boolean>();

function fold(title: string, body: HTMLElement, open = false): HTMLElement {
  const opened = folded.get(title) ?? open;
  const summary = element("summary", {}, title);
  summary.dataset.focus = `fold|${title}`;
  const details = element("details", opened ? { open: "" } : {}, summary, body);
  details.addEventListener("toggle", () => folded.set(title, details.open));
  return details;
}

export function render(): void {
  const board = state.board;
  // Someone typing keeps the line's focus through a redraw.
  const typingNow = document.activeElement?.classList.contains("typed") ?? false;
  // A keyboard's place on the page, kept through the redraw.
  const focused = app.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.focus : undefined;
  // The pictures' width as last laid out, read before the page is built
  // again: measuring the new page would lay it out at once, twice a frame.
  const fitted = app.querySelector<HTMLElement>(".frame")?.clientWidth ?? 0;
  app.replaceChildren();
  if (!board) {
    app.append(element("p", { class: "message", role: "alert" }, state.message));
    return;
  }
  const words = board.words;
  const acting = board.acting && !state.confirm;
  const head = element(
    "header",
    {},
    element("h1", {}, board.title),
    element("p", { class: "status" }, ...rich(board.status)),
  );
  const turn = board.over
    ? words.over
    : board.seat === null
      ? words.spectator
      : board.acting
        ? words.your_turn
        : words.waiting;
  head.append(element("p", { class: board.acting ? "turn mine" : "turn" }, turn));
  announce(`${turn} ${board.status}`);
  const toList = state.toList;
  if (toList) head.prepend(button(toList.label, "small to-list", toList.go));
  if (state.offline) head.append(element("p", { class: "offline" }, words.offline));
  const pictures = element("section", { class: "pictures", "aria-label": words.pictures });
  const shown = acting && state.preview !== null ? state.preview : board.pictures;
  for (const p of shown) pictures.append(picture(p, acting));
  // The next words' buttons, unless beside the place last clicked: under
  // the board.
  if (acting && !shown.some(overlaid) && controls().length > 0) {
    pictures.children[0]?.after(controlStrip(controls(), "controls-under"));
  }
  const zoom = element(
    "div",
    { class: "zoom" },
    button("−", "small zoom-out", () => setZoom(currentZoom() / 1.5), words.zoom_out),
    button("+", "small zoom-in", () => setZoom(currentZoom() * 1.5), words.zoom_in),
  );
  pictures.prepend(zoom);

  const side = element("section", { class: "side" });
  if (state.message) side.append(element("p", { class: "message", role: "status" }, ...rich(state.message)));
  if (state.confirm) {
    side.append(button(words.confirm, "primary", () => void confirm()));
    side.append(button(words.clear, "", () => { state.confirm = false; clear(); }));
  }
  const narrowed = state.narrowed;
  if (acting && narrowed) {
    if (narrowed.chosen.length > 0 || state.picks.typed) {
      const chosen = narrowed.chosen.map((e) => `${e.shown} — ${e.label}`);
      // The words clicked so far, in the viewer's language.
      if (state.picks.typed) chosen.push(`${narrowed.typed}…`);
      side.append(element("h2", {}, words.chosen), list(chosen, "chosen"));
    }
    side.append(element("h2", {}, words.choices));
    const entries = element("div", { class: "entries" });
    for (const entry of narrowed.entries) {
      const text = element("span", { class: "label" }, entry.label);
      const notation = element("span", { class: "notation" }, entry.shown);
      const node = button("", "entry", () => chooseEntry(entry));
      node.dataset.notation = entry.notation;
      node.dataset.focus = `entry|${entry.notation}`;
      node.append(text, notation);
      entries.append(node);
    }
    if (narrowed.entries.length === 0) entries.append(element("p", {}, words.nothing_left));
    side.append(entries);
    // A line to type, for a bluff above one's purse or for those who
    // know the notation, offered what `/play` offers.
    const line = element("input", {
      class: "typed",
      type: "text",
      list: "typed-offers",
      autocomplete: "off",
      autocapitalize: "off",
      spellcheck: "false",
      "aria-label": words.typed,
      placeholder: words.typed,
    });
    line.value = state.line;
    line.dataset.focus = "typed";
    line.addEventListener("input", () => {
      state.line = line.value;
      void offer(line.value);
    });
    line.addEventListener("keydown", (event) => {
      if (event.key === "Enter") void playTyped();
    });
    const offers = element(
      "datalist",
      { id: "typed-offers" },
      ...state.offers.map((e) => element("option", { value: e.notation, label: e.label })),
    );
    const typedPlay = button(words.typed_play, "typed-play", () => void playTyped());
    typedPlay.disabled = state.busy;
    side.append(element("div", { class: "typing" }, line, offers, typedPlay));
    const controls = element("div", { class: "controls" });
    if (state.trail.length > 0) {
      controls.append(button(words.back, "", back), button(words.clear, "", clear));
    }
    // A whole action clicked out, even one that may go on (a building
    // whose cardinal may also move), plays as it is.
    const ready =
      (state.picks.actions.length > 0 && state.picks.typed === "") || (narrowed.whole !== null && narrowed.further);
    const playing = button(words.play, "primary play", () => void play());
    playing.disabled = !ready || state.busy;
    controls.append(playing);
    side.append(controls);
  }
  if (board.catch_up.length > 0) {
    side.append(fold(words.catch_up, list(board.catch_up, "catch-up"), true));
  }
  if (board.explained.length > 0) {
    side.append(list(board.explained, "explained"));
  }
  side.append(fold(words.described, list(board.described, "described")));
  side.append(fold(words.history, list(board.history, "history")));
  side.append(fold(words.rules, element("pre", { class: "rules" }, board.rules)));
  const settings = element("div", { class: "settings" });
  if (board.seats) {
    const seats = element("div", { class: "seats", role: "group", "aria-label": words.seat });
    seats.append(element("span", {}, words.seat));
    board.seats.forEach((seat, i) => {
      const node = button(seat.name, board.seat === i + 1 ? "seat current" : "seat", () => switchSeat(seat.pass));
      node.dataset.seat = `${i + 1}`;
      seats.append(node);
    });
    settings.append(seats);
  }
  const languages = element("div", { class: "languages", role: "group", "aria-label": words.language });
  for (const [tag, name] of words.languages) {
    const node = button(name, tag === board.lang ? "lang current" : "lang", () => {
      state.lang = tag;
      void load();
    });
    node.lang = tag;
    languages.append(node);
  }
  settings.append(languages);
  side.append(settings);
  app.append(head, element("div", { class: "layout" }, pictures, side));
  fit(fitted);
  if (typingNow) {
    const line = app.querySelector<HTMLInputElement>("input.typed");
    line?.focus();
    line?.setSelectionRange(line.value.length, line.value.length);
  } else if (focused !== undefined) {
    refocus(focused);
  }
  state.renders += 1;
  app.dataset.renders = `${state.renders}`;
  app.dataset.step = `${board.stamp.game}.${board.stamp.step}`;
  app.dataset.acting = `${board.acting}`;
  app.dataset.busy = `${state.busy}`;
  app.dataset.over = `${board.over}`;
  // How long the last click took to show its answer: until the frame
  // after the board was drawn again (read by the browser tests).
  const since = clickedAt;
  if (since !== null && !state.busy) {
    clickedAt = null;
    requestAnimationFrame(() => {
      app.dataset.took = `${Math.round(performance.now() - since)}`;
    });
  }
}

/** Says `text` to a screen reader, once, when it changes: a live region
 * outside the board, which a redraw leaves in place (one drawn anew with
 * the board would be read at every redraw, or not at all). */
function announce(text: string): void {
  const region = document.getElementById("announce");
  if (region && region.textContent !== text) region.textContent = text;
}

/** Gives the keyboard's focus back after a redraw: to the button that had
 * it, else to the first place or choice that may be chosen now, else to
 * Play (a move whole) or the first button. */
function refocus(key: string): void {
  const same = [...app.querySelectorAll<HTMLElement>("[data-focus]")].find((node) => node.dataset.focus === key);
  const next =
    same ??
    app.querySelector<HTMLElement>("button.place") ??
    app.querySelector<HTMLElement>(".controls-on button, .controls-under button") ??
    app.querySelector<HTMLElement>("button.play:not([disabled])") ??
    app.querySelector<HTMLElement>("button.entry") ??
    app.querySelector<HTMLElement>("button");
  next?.focus();
}

/** Fitted to the screen's width (`width`, the frames' as last shown;
 * measured if none was), each picture zoomed as the viewer chose, or else
 * so that its smallest place to click is 40 pixels wide (it then pans in
 * its frame). */
function fit(width: number): void {
  for (const sheet of Array.from(app.querySelectorAll<HTMLElement>(".picture"))) {
    const fitted = width > 0 ? width : sheet.parentElement?.clientWidth ?? 0;
    let zoom = state.zoom ?? 1;
    if (state.zoom === null && fitted > 0) {
      const sizes = Array.from(sheet.querySelectorAll<HTMLElement>(".place")).map(
        (spot) => Number(spot.dataset.size) * fitted,
      );
      const smallest = Math.min(...sizes.filter((size) => size > 0));
      if (Number.isFinite(smallest)) zoom = Math.min(3, Math.max(1, FINGER / smallest));
    }
    sheet.style.width = `${zoom * 100}%`;
  }
}

/** The smallest place to touch, in CSS pixels. */
const FINGER = 40;

function setZoom(zoom: number): void {
  state.zoom = Math.min(4, Math.max(1, zoom));
  render();
}

/** The zoom of the first picture as shown. */
function currentZoom(): number {
  const sheet = app.querySelector<HTMLElement>(".picture");
  return sheet ? parseFloat(sheet.style.width) / 100 || 1 : 1;
}

function switchSeat(pass: string): void {
  state.pass = pass;
  const params = new URLSearchParams(location.hash.slice(1));
  params.set("pass", pass);
  history.replaceState(null, "", `#${params.toString()}`);
  state.board = null;
  void load();
}

/** The changes told while a load waits for the board to be idle (a move
 * being played): they are loaded then, so no move is missed. */
let told: string[] | null = null;

/** Loads the board once it is idle, unless it already shows every step
 * told (`game.step`, as the server tells a change; empty when unknown).
 * Only the very step shown is skipped: Babylon's `undo` goes back. */
async function loadWhenIdle(step: string): Promise<void> {
  if (told !== null) {
    told.push(step);
    return;
  }
  told = [step];
  while (state.busy) await new Promise((resolve) => setTimeout(resolve, 50));
  const steps = told;
  told = null;
  const board = state.board;
  const shown = steps.every((step) => {
    const [game, at] = step.split(".").map(Number);
    return board !== null && step !== "" && board.stamp.game === game && board.stamp.step === at;
  });
  if (!shown) await load();
}

/** Follows the server's events while a board is open: each change of its
 * game loads it again. */
async function follow(): Promise<void> {
  for (let pause = 500; state.pass !== ""; pause = Math.min(pause * 2, 15000)) {
    const control = new AbortController();
    following = control;
    try {
      const response = await fetch("/api/events", {
        headers: { Authorization: `Bearer ${state.pass}` },
        cache: "no-store",
        signal: control.signal,
      });
      if (!response.ok || !response.body) throw new Error(`${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.split("\n").includes("event: hello")) {
            pause = 500;
            if (state.offline) {
              state.offline = false;
              void load();
            }
          }
          const lines = event.split("\n");
          if (lines.includes("event: changed")) {
            const data = lines.find((line) => line.startsWith("data:"));
            void loadWhenIdle((data ?? "").slice("data:".length).trim());
          }
        }
      }
    } catch {
      // Told below; tried again after a pause.
    }
    // Another board opened (or none): follow it at once.
    if (control.signal.aborted) {
      pause = 250;
      continue;
    }
    state.offline = true;
    render();
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
