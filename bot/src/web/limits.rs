//! How many requests the web server takes, in separate budgets: each
//! user's (by their pass), each client address's (before anything is
//! checked with Discord, so a flood of Activity sessions costs Discord
//! nothing), and the whole process's checks with Discord (so that no
//! flood, from however many addresses, gets the bot's own calls to
//! Discord refused). A process that runs a share of the bot's shards
//! allows that share of each budget, so the processes behind one address
//! together never allow more than the whole, wherever the reverse proxy
//! sends each request.

use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::time::Duration;

use axum::http::{HeaderMap, HeaderName};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::edge::Peer;

/// A budget: a burst of requests, then so many a second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Requests at once.
    pub burst: u32,
    /// Requests a second after the burst.
    pub per_second: u32,
}

/// A user's requests: a player clicks far slower; a script is refused.
pub const USER: Budget = Budget {
    burst: 60,
    per_second: 20,
};

/// An address's Activity sessions and refused passes: opening the board
/// takes one session; a person opens a few a minute.
pub const ADDRESS: Budget = Budget {
    burst: 10,
    per_second: 1,
};

/// The process's checks with Discord for Activity sessions (three calls
/// each), far below what gets an application's calls refused.
pub const DISCORD: Budget = Budget {
    burst: 30,
    per_second: 5,
};

/// Which part of the bot's budgets a process allows: its shards among all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Share {
    /// Shards this process runs.
    pub mine: u32,
    /// Shards of the bot.
    pub of: u32,
}

impl Share {
    /// The whole budget: the only process.
    pub const ALL: Share = Share { mine: 1, of: 1 };

    /// `budget`'s share as a quota: at least one request, and one a
    /// period, whatever the share.
    fn quota(self, budget: Budget) -> Quota {
        let (mine, of) = (u64::from(self.mine.max(1)), u64::from(self.of.max(1)));
        let burst = (u64::from(budget.burst) * mine / of).max(1);
        // One request every `of / (per_second × mine)` seconds.
        let period_ns = 1_000_000_000 * of / (u64::from(budget.per_second).max(1) * mine);
        Quota::with_period(Duration::from_nanos(period_ns.max(1)))
            .expect("a period above zero")
            .allow_burst(
                NonZeroU32::new(u32::try_from(burst).unwrap_or(u32::MAX)).expect("not zero"),
            )
    }
}

/// Where a request's client address is read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientAddress {
    /// The TCP peer: nothing stands between the clients and the bot.
    Peer,
    /// The last address of this header, which the reverse proxy in front of
    /// the bot sets (`X-Forwarded-For`, `X-Real-IP`); the peer when absent.
    Header(HeaderName),
}

/// The budgets of one process.
pub struct Limits {
    users: DefaultKeyedRateLimiter<u64>,
    addresses: DefaultKeyedRateLimiter<IpAddr>,
    discord: DefaultDirectRateLimiter,
    client: ClientAddress,
}

impl std::fmt::Debug for Limits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Limits")
            .field("client", &self.client)
            .finish_non_exhaustive()
    }
}

/// Over budget: the seconds before the next request is allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wait(pub u64);

fn checked(
    result: Result<(), governor::NotUntil<governor::clock::QuantaInstant>>,
) -> Result<(), Wait> {
    result.map_err(|not_until| {
        let wait = not_until.wait_time_from(DefaultClock::default().now());
        Wait(wait.as_secs() + u64::from(wait.subsec_nanos() > 0))
    })
}

impl Limits {
    /// `share` of each budget, client addresses read as `client` says.
    pub fn new(share: Share, client: ClientAddress) -> Limits {
        Limits {
            users: RateLimiter::keyed(share.quota(USER)),
            addresses: RateLimiter::keyed(share.quota(ADDRESS)),
            discord: RateLimiter::direct(share.quota(DISCORD)),
            client,
        }
    }

    /// One request of `user`'s.
    pub fn user(&self, user: u64) -> Result<(), Wait> {
        checked(self.users.check_key(&user))
    }

    /// One request from the client of `peer` and `headers`.
    pub fn address(&self, peer: Option<Peer>, headers: &HeaderMap) -> Result<(), Wait> {
        match self.client_of(peer, headers) {
            Some(address) => checked(self.addresses.check_key(&address)),
            None => Ok(()),
        }
    }

    /// One check with Discord.
    pub fn discord(&self) -> Result<(), Wait> {
        checked(self.discord.check())
    }

    /// The client's address: an IPv6 address by its /64, which one
    /// subscriber usually holds whole.
    fn client_of(&self, peer: Option<Peer>, headers: &HeaderMap) -> Option<IpAddr> {
        let forwarded = match &self.client {
            ClientAddress::Peer => None,
            ClientAddress::Header(name) => headers
                .get_all(name)
                .iter()
                .next_back()
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.rsplit(',').next())
                .and_then(|v| parse_address(v.trim())),
        };
        let address = forwarded.or_else(|| peer.map(|p| p.0.ip()))?;
        Some(match address {
            IpAddr::V6(v6) if v6.to_ipv4_mapped().is_none() => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
            IpAddr::V6(v6) => IpAddr::V4(v6.to_ipv4_mapped().expect("checked")),
            v4 => v4,
        })
    }

    /// Forgets the addresses and users not seen lately, so that their
    /// number does not grow for ever.
    pub fn forget_idle(&self) {
        self.users.retain_recent();
        self.addresses.retain_recent();
        self.users.shrink_to_fit();
        self.addresses.shrink_to_fit();
    }
}

/// An address as a proxy writes it: `203.0.113.7`, `[2001:db8::1]:443`,
/// `203.0.113.7:5000`.
fn parse_address(text: &str) -> Option<IpAddr> {
    if let Ok(address) = text.parse::<IpAddr>() {
        return Some(address);
    }
    text.parse::<std::net::SocketAddr>().ok().map(|a| a.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peer(address: &str) -> Option<Peer> {
        Some(Peer(format!("{address}:4000").parse().unwrap()))
    }

    #[test]
    fn a_share_of_the_shards_allows_that_share_of_each_budget() {
        let whole = Limits::new(Share::ALL, ClientAddress::Peer);
        let quarter = Limits::new(Share { mine: 1, of: 4 }, ClientAddress::Peer);
        let count = |limits: &Limits| (0..100).take_while(|_| limits.user(7).is_ok()).count();
        assert_eq!(count(&whole), 60);
        assert_eq!(count(&quarter), 15);
        // Budgets are apart: a user's spending leaves addresses and
        // Discord's untouched.
        let headers = HeaderMap::new();
        assert!(quarter.address(peer("192.0.2.1"), &headers).is_ok());
        assert!(quarter.discord().is_ok());
        let Err(Wait(seconds)) = whole.user(7) else {
            panic!("over budget")
        };
        assert_eq!(seconds, 1);
    }

    #[test]
    fn the_client_is_the_proxys_last_forwarded_address_when_one_is_named() {
        let limits = Limits::new(
            Share::ALL,
            ClientAddress::Header(HeaderName::from_static("x-forwarded-for")),
        );
        let mut headers = HeaderMap::new();
        // What the client wrote first is its own say; the proxy's is last.
        headers.insert("x-forwarded-for", "10.0.0.1, 198.51.100.9".parse().unwrap());
        assert_eq!(
            limits.client_of(peer("127.0.0.1"), &headers),
            Some("198.51.100.9".parse().unwrap())
        );
        assert_eq!(
            limits.client_of(peer("127.0.0.1"), &HeaderMap::new()),
            Some("127.0.0.1".parse().unwrap())
        );
        headers.insert(
            "x-forwarded-for",
            "[2001:db8:1:2:3:4:5:6]:443".parse().unwrap(),
        );
        assert_eq!(
            limits.client_of(None, &headers),
            Some("2001:db8:1:2::".parse().unwrap())
        );
        // Without a header named, a forged one is ignored.
        let direct = Limits::new(Share::ALL, ClientAddress::Peer);
        assert_eq!(
            direct.client_of(peer("192.0.2.4"), &headers),
            Some("192.0.2.4".parse().unwrap())
        );
        // Each address its own budget.
        let one = || limits.address(peer("127.0.0.1"), &HeaderMap::new());
        let spent = (0..100).take_while(|_| one().is_ok()).count();
        assert_eq!(spent, 10);
        assert!(limits.address(peer("127.0.0.2"), &HeaderMap::new()).is_ok());
    }
}
