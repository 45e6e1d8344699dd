// The board inside Discord, as an Activity. Discord's Embedded App SDK
// talks to the Discord client that frames this page: the handshake, then
// `authorize` (scope `identify`) gives a code, which the server alone
// exchanges and checks (who the user is, which Activity they are in, in
// which channel) before it gives the board's pass. The page then
// `authenticate`s with the user's token, as the SDK asks. Every request
// is relative, so it goes through Discord's proxy (the URL mapping `/`).

import { DiscordSDK } from "@discord/embedded-app-sdk";
import { app, button, closeBoard, element, openBoard, request, say } from "./board";

/** What the server says before it knows the user. */
interface Client {
  client_id: string;
  connecting: string;
  outside: string;
}

interface Listed {
  pass: string;
  title: string;
  others: string;
  state: string;
  mine: boolean;
}

/** Who and where, as the server checked it with Discord. */
interface Session {
  pass: string | null;
  games: Listed[];
  heading: string;
  list: string;
  access_token: string;
  lang: string;
}


/** The user's games in this server, each opening its board. */
function showList(session: Session): void {
  closeBoard();
  document.documentElement.lang = session.lang;
  document.title = "Keystone";
  app.replaceChildren();
  const games = element("div", { class: "games" });
  for (const game of session.games) {
    const node = button("", game.mine ? "game mine" : "game", () =>
      openBoard({
        pass: game.pass,
        lang: session.lang,
        toList: { label: session.list, go: () => showList(session) },
      }),
    );
    node.append(
      element("span", { class: "label" }, `${game.title} · ${game.others}`),
      element("span", { class: "state" }, game.state.replace(/\*\*/g, "")),
    );
    games.append(node);
  }
  app.append(element("header", {}, element("h1", {}, "Keystone"), element("p", { class: "status" }, session.heading)), games);
  app.dataset.listed = `${session.games.length}`;
}

async function start(): Promise<void> {
  const asked = `?lang=${encodeURIComponent(navigator.language)}`;
  let client: Client;
  try {
    client = await request<Client>(`activity/client${asked}`);
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    return;
  }
  let discord: DiscordSDK;
  try {
    discord = new DiscordSDK(client.client_id);
  } catch {
    // No frame_id or instance_id: not opened by Discord.
    say(client.outside);
    return;
  }
  say(client.connecting);
  try {
    await discord.ready();
    const { code } = await discord.commands.authorize({
      client_id: client.client_id,
      response_type: "code",
      state: "",
      prompt: "none",
      scope: ["identify"],
    });
    // Refusals are said in the browser's language; the board is in the
    // user's Discord language, which the server learns.
    const session = await request<Session>(`activity/session${asked}`, {
      code,
      instance_id: discord.instanceId,
    });
    await discord.commands.authenticate({ access_token: session.access_token });
    if (session.pass !== null) {
      openBoard({ pass: session.pass, lang: session.lang });
    } else {
      showList(session);
    }
  } catch (error) {
    // A refusal says why in the user's words; the Discord client's own
    // errors (the sign-in closed) are objects with a message.
    const message =
      error instanceof Error
        ? error.message
        : typeof error === "object" && error !== null && "message" in error
          ? String((error as { message: unknown }).message)
          : String(error);
    say(message);
  }
}

void start();
