//! Reads a board's event stream (`GET /api/events`) as the board does:
//! one event at a time, keep-alive comments skipped.
#![allow(dead_code, unreachable_pub)]

use std::time::Duration;

/// A board's stream of events.
pub struct Events {
    response: reqwest::Response,
    read: String,
}

impl Events {
    /// Opens `base`'s stream with `pass`; its first event is `hello`.
    pub async fn open(base: &str, pass: &str) -> Events {
        let response = reqwest::Client::new()
            .get(format!("{base}/api/events"))
            .header("Authorization", format!("Bearer {pass}"))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        let mut events = Events {
            response,
            read: String::new(),
        };
        assert_eq!(events.next().await, ("hello".to_owned(), String::new()));
        events
    }

    /// The next event: its name and data.
    pub async fn next(&mut self) -> (String, String) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(end) = self.read.find("\n\n") {
                let event: String = self.read.drain(..end + 2).collect();
                let field = |name: &str| {
                    event
                        .lines()
                        .find_map(|l| l.strip_prefix(name))
                        .map(|v| v.trim_start().to_owned())
                };
                // Comments (keep-alives) carry no event.
                if let Some(name) = field("event:") {
                    return (name, field("data:").unwrap_or_default());
                }
                continue;
            }
            // Keep-alive comments come every 15 s: the wait is for an
            // event, however many come meanwhile.
            let chunk = tokio::time::timeout_at(deadline, self.response.chunk())
                .await
                .expect("an event within 30 s")
                .unwrap()
                .expect("the stream goes on");
            self.read.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}
