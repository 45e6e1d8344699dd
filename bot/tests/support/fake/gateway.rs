//! The gateway websocket: HELLO, IDENTIFY with a shard, READY, heartbeats,
//! and each connection's dispatches, routed by shard as Discord routes
//! them.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::extract::ws::{Message as Frame, WebSocket};
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::rest::bot_user;
use super::{Connection, State};

/// The shard of `guild` among `total` (no server: shard 0), as Discord
/// routes events. Written here from Discord's documentation rather than
/// taken from the bot's `Shards::of`, so the fake checks the bot instead of
/// agreeing with it.
pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
    guild.map_or(0, |g| ((g >> 22) % u64::from(total.max(1))) as u32)
}

pub(super) async fn gateway(state: Arc<State>, mut socket: WebSocket) {
    let (sender, mut outbound) = mpsc::unbounded_channel::<Value>();
    let number = state.connections.fetch_add(1, Ordering::SeqCst);
    let mut identified: Option<u32> = None;
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}});
    if socket
        .send(Frame::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                // A Close frame is answered by the websocket library; keep
                // reading until the connection ends so the answer goes out.
                let Frame::Text(text) = message else { continue };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                match payload["op"].as_u64() {
                    Some(1) => {
                        let _ = socket.send(Frame::Text(json!({"op": 11}).to_string().into())).await;
                    }
                    Some(2) => {
                        // IDENTIFY: this connection now receives the events
                        // of its shard's servers.
                        let shard = &payload["d"]["shard"];
                        let (id, total) = (
                            shard[0].as_u64().unwrap_or(0) as u32,
                            shard[1].as_u64().unwrap_or(1) as u32,
                        );
                        let connection = Connection {
                            number,
                            shard: id,
                            total,
                            sender: sender.clone(),
                            sequence: Arc::new(AtomicU64::new(0)),
                        };
                        let seq = connection.sequence.fetch_add(1, Ordering::SeqCst) + 1;
                        state.gateways.lock().unwrap().insert(id, connection);
                        identified = Some(id);
                        let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10,
                            "user": bot_user(state.bot_id),
                            "guilds": [],
                            "session_id": format!("session-{number}"),
                            "resume_gateway_url": format!("ws://127.0.0.1:{}", state.port),
                            "shard": [id, total],
                            "application": {"id": state.app_id.to_string(), "flags": 0}
                        }});
                        let _ = socket.send(Frame::Text(ready.to_string().into())).await;
                        state.identifies.fetch_add(1, Ordering::SeqCst);
                        state.changed.notify_waiters();
                    }
                    Some(6) => {
                        // RESUME: treat as a new session.
                        let _ = socket.send(Frame::Text(json!({"op": 9, "d": false}).to_string().into())).await;
                    }
                    _ => {}
                }
            }
            event = outbound.recv() => {
                let Some(event) = event else { break };
                if socket.send(Frame::Text(event.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    // Gone: its shard's events have nowhere to go until it comes back (a
    // newer connection of the same shard stays).
    if let Some(id) = identified {
        let mut gateways = state.gateways.lock().unwrap();
        if gateways.get(&id).is_some_and(|c| c.number == number) {
            gateways.remove(&id);
        }
    }
}
