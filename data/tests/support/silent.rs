//! A server on loopback that accepts every connection and never answers: a
//! wedged proxy, a database or a Discord that hangs. Shared with the bot's
//! tests.
#![allow(dead_code)]

/// Starts one; its port. It lives as long as the test process.
pub(crate) fn silent_server() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        // Held, never read: each connection stays open and silent.
        let mut held = Vec::new();
        for stream in listener.incoming().flatten() {
            held.push(stream);
        }
    });
    port
}
