//! Which of Discord's shards this process runs. Discord routes a server's
//! events, commands included, to the shard `(guild_id >> 22) % total`, and
//! direct messages to shard 0; a process that runs some shards therefore
//! receives every command of its servers' channels and no other, so the
//! per-channel serialisation inside one process still covers every command
//! of a channel. What a process does on its own initiative (reminders,
//! deadlines, Keystone's moves after a restart) it does only for the
//! channels of its shards, so that two processes never post the same
//! reminder.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// The shards of one process: `first..=last` of `total`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shards {
    /// The shard ids this process runs.
    pub ids: RangeInclusive<u32>,
    /// How many shards the bot has in all.
    pub total: u32,
}

impl Shards {
    /// Every shard of a bot with one.
    pub const ALL_OF_ONE: Shards = Shards {
        ids: 0..=0,
        total: 1,
    };

    /// The shard of `guild` (direct messages: none, shard 0).
    pub fn of(guild: Option<u64>, total: u32) -> u32 {
        match guild {
            Some(guild) => ((guild >> 22) % u64::from(total.max(1))) as u32,
            None => 0,
        }
    }

    /// Whether this process runs the shard of `guild`.
    pub fn owns(&self, guild: Option<u64>) -> bool {
        self.ids.contains(&Shards::of(guild, self.total))
    }
}

impl FromStr for Shards {
    type Err = String;

    /// `0-3/8` (shards 0 to 3 of 8), or `5/8` (shard 5 of 8).
    fn from_str(text: &str) -> Result<Shards, String> {
        let wrong =
            || format!("shards take `first-last/total` or `id/total`, e.g. 0-3/8, not {text:?}");
        let (ids, total) = text.trim().split_once('/').ok_or_else(wrong)?;
        let total: u32 = total.trim().parse().map_err(|_| wrong())?;
        let (first, last) = match ids.split_once('-') {
            Some((first, last)) => (first.trim(), last.trim()),
            None => (ids.trim(), ids.trim()),
        };
        let (first, last): (u32, u32) = (
            first.parse().map_err(|_| wrong())?,
            last.parse().map_err(|_| wrong())?,
        );
        if total == 0 || first > last || last >= total {
            return Err(format!(
                "shards {text:?}: the ids must run from low to high, below the total"
            ));
        }
        Ok(Shards {
            ids: first..=last,
            total,
        })
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.ids.start(), self.ids.end(), self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_ranges_read_and_own_their_servers() {
        let shards: Shards = "0-3/8".parse().unwrap();
        assert_eq!(
            shards,
            Shards {
                ids: 0..=3,
                total: 8
            }
        );
        assert_eq!("5/8".parse::<Shards>().unwrap().ids, 5..=5);
        for bad in ["", "3", "4-2/8", "0-8/8", "1/0", "a-b/c"] {
            assert!(bad.parse::<Shards>().is_err(), "{bad}");
        }
        // Discord's formula: (guild_id >> 22) % total.
        let guild = 81_384_788_765_712_384_u64; // Discord's example server
        assert_eq!(Shards::of(Some(guild), 8), ((guild >> 22) % 8) as u32);
        assert_eq!(Shards::of(None, 8), 0, "direct messages are shard 0's");
        let (low, high): (Shards, Shards) = ("0-3/8".parse().unwrap(), "4-7/8".parse().unwrap());
        for guild in [
            1u64 << 22,
            5 << 22,
            9 << 22,
            1_234_567 << 22,
            600_000_000_000_000_001,
        ] {
            assert_ne!(
                low.owns(Some(guild)),
                high.owns(Some(guild)),
                "one owner for {guild}"
            );
        }
        assert!(low.owns(None) && !high.owns(None));
        assert!(Shards::ALL_OF_ONE.owns(Some(guild)));
    }
}
