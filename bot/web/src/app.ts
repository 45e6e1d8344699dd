// The board of a link (`/game web`, `keystone local --web`): the pass and
// the language are in the address's fragment, which never leaves the
// browser.

import { openBoard } from "./board";

const fragment = new URLSearchParams(location.hash.slice(1));
openBoard({ pass: fragment.get("pass") ?? "", lang: fragment.get("lang") ?? "" });
