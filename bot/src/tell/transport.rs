//! What carries the replies to their readers: its markup and its limits.
//! Each edge picks its own when it builds its service; the rest of the
//! service reads them from here and names no edge. This is the one place
//! that knows Discord's numbers.

use keystone_data::ChannelId;

use crate::games::Layout;

/// The markup and limits of the edge that carries the replies.
#[derive(Clone, Copy, Debug)]
pub struct Transport {
    /// Whether its words are read as Markdown, so players' names and
    /// quotes are escaped.
    pub markdown: bool,
    /// The largest attachment it takes, in bytes: a picture that would be
    /// larger is drawn smaller.
    pub upload_limit: usize,
    /// How many earlier actions a catch-up lists at most, so that the
    /// message stays within the edge's length; the rest are in the
    /// history.
    pub catch_up_lines: usize,
    /// The longest id a prompt (a button, a menu) may carry, in bytes: a
    /// menu whose choice would not fit is not offered.
    pub prompt_id_limit: usize,
    /// How its pictures are laid out for the screens that show them.
    pub layout: Layout,
    /// How a channel is named in a message: in its server (`Some`), or
    /// outside any (a DM or group DM).
    pub channel: fn(ChannelId, Option<u64>) -> String,
}

impl Transport {
    /// Discord: Markdown, a bot's default upload limit of 10 MiB, 2,000
    /// characters a message (twelve catch-up lines leave room for the
    /// turn), `custom_id`s of 100 characters, every picture shown 400–550
    /// px wide, channels mentioned as `<#id>` (by their link outside a
    /// server).
    pub const DISCORD: Transport = Transport {
        markdown: true,
        upload_limit: 10 * 1024 * 1024,
        catch_up_lines: 12,
        prompt_id_limit: 100,
        layout: Layout::Narrow,
        channel: discord_channel,
    };

    /// The terminal (`keystone local`): the words as they are; pictures,
    /// prompts and messages are Discord's size, so that a game there
    /// reads as it will in a channel.
    pub const TERMINAL: Transport = Transport {
        markdown: false,
        ..Transport::DISCORD
    };
}

/// A channel, as Discord mentions it: a server's as `<#id>`; a DM or a
/// group DM, which no mention opens, by its link.
fn discord_channel(channel: ChannelId, guild: Option<u64>) -> String {
    match guild {
        Some(_) => format!("<#{}>", channel.0),
        None => channel_link(channel, None),
    }
}

/// The link that opens a channel in Discord: a server's (`guild`), or a
/// DM or group DM.
pub fn channel_link(channel: ChannelId, guild: Option<u64>) -> String {
    let place = guild.map_or_else(|| "@me".to_owned(), |g| g.to_string());
    format!("https://discord.com/channels/{place}/{}", channel.0)
}
