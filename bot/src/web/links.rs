//! Board links: a pass that opens one channel's board for one user until
//! it expires, signed with the server's key (HMAC-SHA256), so that nobody
//! can make one for another user, another channel or a later date. A pass
//! is carried in the link's fragment (`/board#pass=…`), which browsers
//! never send to a server nor put in a `Referer`, and the board sends it
//! back in each request's `Authorization` header.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, KeyInit, Mac};
use keystone_data::ChannelId;
use sha2::Sha256;

/// What a pass lets its bearer do: see `channel`'s board as `user`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pass {
    /// The channel whose game it shows.
    pub channel: ChannelId,
    /// Whose seat (or a spectator's view, if they do not play).
    pub user: u64,
    /// Until when, in milliseconds since the Unix epoch.
    pub until: i64,
}

/// Why a pass does not open the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadPass {
    /// Not a pass at all, or not one this server signed.
    Forged,
    /// One of ours, past its time.
    Expired,
}

/// The server's key for passes.
#[derive(Clone)]
pub struct Links {
    key: Vec<u8>,
}

impl std::fmt::Debug for Links {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Links { key: … }")
    }
}

/// The version of the pass format: a pass of another is forged.
const VERSION: &str = "k1";

impl Links {
    /// Passes signed with a key derived from `secret` (the bot's token):
    /// a new token makes every link given before it stop working.
    pub fn from_secret(secret: &str) -> Links {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes())
            .expect("HMAC takes a key of any length");
        mac.update(b"keystone board links");
        Links {
            key: mac.finalize().into_bytes().to_vec(),
        }
    }

    /// Passes signed with a key of this process alone (`keystone local
    /// --web`): they end with it.
    pub fn random() -> Links {
        let mut key = vec![0u8; 32];
        getrandom::fill(&mut key).expect("the system has randomness");
        Links { key }
    }

    fn mac(&self, body: &str) -> Hmac<Sha256> {
        let mut mac =
            Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC takes a key of any length");
        mac.update(body.as_bytes());
        mac
    }

    /// The pass, as text.
    pub fn sign(&self, pass: Pass) -> String {
        let body = format!("{VERSION}.{}.{}.{}", pass.channel.0, pass.user, pass.until);
        let tag = URL_SAFE_NO_PAD.encode(self.mac(&body).finalize().into_bytes());
        format!("{body}.{tag}")
    }

    /// The pass `text` is, if this server signed it and it has not expired
    /// at `now`.
    pub fn open(&self, text: &str, now: i64) -> Result<Pass, BadPass> {
        let (body, tag) = text.rsplit_once('.').ok_or(BadPass::Forged)?;
        let tag = URL_SAFE_NO_PAD.decode(tag).map_err(|_| BadPass::Forged)?;
        // Checked in constant time, before anything is read from the body.
        self.mac(body)
            .verify_slice(&tag)
            .map_err(|_| BadPass::Forged)?;
        let mut parts = body.split('.');
        let (Some(VERSION), Some(channel), Some(user), Some(until), None) = (
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
        ) else {
            return Err(BadPass::Forged);
        };
        let number = |text: &str| text.parse::<u64>().map_err(|_| BadPass::Forged);
        let pass = Pass {
            channel: ChannelId(number(channel)?),
            user: number(user)?,
            until: until.parse().map_err(|_| BadPass::Forged)?,
        };
        if now >= pass.until {
            return Err(BadPass::Expired);
        }
        Ok(pass)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PASS: Pass = Pass {
        channel: ChannelId(42),
        user: 7,
        until: 1_000,
    };

    #[test]
    fn a_pass_opens_until_it_expires() {
        let links = Links::from_secret("token");
        let text = links.sign(PASS);
        assert_eq!(links.open(&text, 999), Ok(PASS));
        assert_eq!(links.open(&text, 1_000), Err(BadPass::Expired));
    }

    #[test]
    fn a_pass_changed_in_any_way_or_signed_by_another_key_is_forged() {
        let links = Links::from_secret("token");
        let text = links.sign(PASS);
        // Another user, channel or date with the same tag.
        for (from, to) in [(".7.", ".8."), (".42.", ".43."), (".1000.", ".9000.")] {
            let changed = text.replacen(from, to, 1);
            assert_ne!(changed, text);
            assert_eq!(links.open(&changed, 0), Err(BadPass::Forged), "{changed}");
        }
        assert_eq!(
            Links::from_secret("another token").open(&text, 0),
            Err(BadPass::Forged)
        );
        assert_eq!(Links::random().open(&text, 0), Err(BadPass::Forged));
        for junk in [
            "",
            ".",
            "k1.42.7.1000",
            "k1.42.7.1000.",
            "x.y",
            "k1.42.7.1000.%%",
        ] {
            assert_eq!(links.open(junk, 0), Err(BadPass::Forged), "{junk:?}");
        }
        // A tag cut short.
        assert_eq!(links.open(&text[..text.len() - 2], 0), Err(BadPass::Forged));
    }
}
