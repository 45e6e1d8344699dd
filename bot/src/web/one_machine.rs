//! `keystone local --web`: the board in a browser on this machine, without
//! Discord. Every seat sits here, so the board offers a switch between
//! their views; what is played is told in the terminal, and Keystone
//! answers where it plays.

use std::net::SocketAddr;
use std::sync::Arc;

use keystone_data::ChannelId;

use super::board::{Boards, Poster, SeatPass};
use super::changes::Changes;
use super::links::{Links, Pass};
use crate::i18n::Lang;
use crate::service::{Clock, Reader, Service, SystemClock, User};

/// How long the passes of a board at one machine last: as long as the
/// process, whose key they die with.
const A_YEAR_MS: i64 = 365 * 24 * 3600 * 1000;

/// Serves the board of `channel`'s game for `users` (Keystone's seats left
/// out) on `address` (loopback) until the process is stopped; says the
/// board's address on the terminal.
pub fn serve(
    service: Service,
    channel: ChannelId,
    users: &[User],
    changes: Changes,
    address: SocketAddr,
    lang: Lang,
) -> std::io::Result<()> {
    let links = Links::random();
    let until = SystemClock.now() + A_YEAR_MS;
    let seats: Vec<SeatPass> = users
        .iter()
        .map(|user| SeatPass {
            name: user.name.clone(),
            pass: links.sign(Pass {
                channel,
                user: user.id,
                until,
            }),
        })
        .collect();
    // What is played on the board is told in the terminal, in words.
    let mut service = service;
    service.set_replies_in_words();
    let service = Arc::new(service);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(address).await?;
        let bound = listener.local_addr()?;
        let announce = told(Arc::clone(&service), channel, lang);
        let boards = Boards::new(Arc::clone(&service), links, changes, announce, lang)
            .with_seats(seats.clone());
        let router = super::router(
            Arc::clone(service.store()),
            metrics_exporter_prometheus::PrometheusBuilder::new()
                .build_recorder()
                .handle(),
            Some(boards),
            lang,
        );
        let first = seats.first().map_or("", |s| s.pass.as_str());
        let link = format!("http://{bound}/board#pass={first}&lang={}", lang.tag());
        println!("{}", crate::tell::board::one_machine(lang, &link));
        tokio::select! {
            () = super::serve(listener, router, super::edge::Caps::of_this_process(), lang) => {}
            _ = tokio::signal::ctrl_c() => {}
        }
        service
            .store()
            .flush()
            .map_err(|e| std::io::Error::other(e.to_string()))
    })
}

/// What a move on the board does here: told in the terminal, then
/// Keystone's moves, each told too.
fn told(service: Arc<Service>, channel: ChannelId, lang: Lang) -> Poster {
    Arc::new(move |_channel, reply, _lang| {
        println!("{}", reply.text);
        if reply.computer_next {
            let service = Arc::clone(&service);
            tokio::task::spawn_blocking(move || computer_turns(&service, channel, lang));
        }
        Box::pin(async { true })
    })
}

/// Keystone's moves where it plays next, each told in the terminal.
fn computer_turns(service: &Service, channel: ChannelId, lang: Lang) {
    let service = service.speaking(lang);
    loop {
        match service.computer_move(channel) {
            Ok(Some(reply)) => {
                println!("{}", reply.text);
                if !reply.computer_next {
                    break;
                }
            }
            Ok(None) => break,
            Err(error) => {
                tracing::error!(error = %error.words(Reader::plain(lang)), "Keystone's move failed");
                break;
            }
        }
    }
}
