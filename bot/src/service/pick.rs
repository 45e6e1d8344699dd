//! The move picker: a player builds their move from menus instead of typing
//! it. Each menu is what the autocomplete would offer for what was chosen
//! so far ([`complete::narrow`]), so the picker leads word by word through
//! any game's legal actions, and after an action chosen whole the next menu
//! continues from where it leads, as far as the seat may know: past an
//! action that turns up something hidden, only with what does not depend
//! on it ([`AnyGame::choices_after`](crate::games::AnyGame::choices_after)). The
//! choices so far are the picker's [`Trail`], carried in its ids: nothing is
//! kept between clicks, and Play plays the move exactly as `/play` would.

use keystone_data::Seat;

use super::turn::{Fresh, Hand, Line};

use super::reply::{Menu, MenuOption, Prompt, PromptKind, Reply, Stamp, Trail};
use super::{Denied, Loaded, Result, Service, ServiceError, complete, refuse};
use crate::games::Choice;
use crate::table::Sitting;
use crate::tell::picker;

/// What a trail leads to.
struct Picked {
    /// The whole actions chosen, in order.
    actions: Vec<Choice>,
    /// The first words of the action being chosen, if any (a group of the
    /// menu: "V1 ").
    group: Option<Choice>,
    /// The next menu.
    options: Vec<Choice>,
}

impl Picked {
    /// Page `page` of a menu's entries: at most [`complete::MENU`], or one
    /// fewer and a last option for the next page, with how many follow.
    fn page(entries: &[Choice], page: usize) -> (&[Choice], Option<usize>) {
        let per_page = complete::MENU - 1;
        let start = (page * per_page).min(entries.len());
        let rest = &entries[start..];
        if rest.len() <= complete::MENU {
            (rest, None)
        } else {
            (&rest[..per_page], Some(rest.len() - per_page))
        }
    }

    /// The actions, as one line of notation.
    fn line(&self) -> String {
        self.actions
            .iter()
            .map(|c| c.notation.as_str())
            .collect::<Vec<_>>()
            .join("; ")
    }
}

impl Service {
    /// The move picker of `user` in `channel`, after the choices `trail`,
    /// for a prompt made at `stamp` (none: `/play` without an action).
    pub fn picker(
        &self,
        channel: keystone_data::ChannelId,
        user: u64,
        stamp: Option<Stamp>,
        trail: Trail,
    ) -> Result<Reply> {
        let loaded = self.current(channel)?;
        let seat = self.still_playing(&loaded, user)?;
        self.check_pick_stamp(loaded.sitting(), stamp, seat)?;
        let picked = self.follow(&loaded, seat, trail)?;
        if trail.is_empty() && picked.options.is_empty() {
            let waiting = loaded.game().to_act();
            return refuse(Denied::PickNothing {
                waiting: waiting.iter().map(|&s| loaded.raw_name(s)).collect(),
            });
        }
        let at = Service::stamp_of(loaded.sitting());
        let prompt = |kind| Prompt::new(kind, at).with_trail(trail);
        // Notation is shown in the player's words.
        let kind = loaded.game().kind();
        let group = picked.group.as_ref();
        let mut text = picker::chosen(self.lang, kind, &picked.actions, group);
        // A menu whose choice would not fit in an id is not offered: the
        // player plays what they have and goes on in a new picker.
        let deeper = trail.then(complete::MENU - 1).is_some_and(|longer| {
            let id = prompt(PromptKind::PickClear).with_trail(longer);
            id.fits(self.transport.prompt_id_limit)
        });
        let menu = (deeper && !picked.options.is_empty()).then(|| Menu {
            prompt: prompt(PromptKind::Pick),
            placeholder: picker::placeholder(self.lang),
            options: picked
                .options
                .iter()
                .enumerate()
                .map(|(i, c)| MenuOption {
                    label: c.label.clone(),
                    description: picker::option_description(self.lang, kind, &c.notation),
                    value: Trail::digit(i),
                })
                .collect(),
        });
        let ready = !picked.actions.is_empty() && picked.group.is_none();
        text.push('\n');
        let more = !picked.options.is_empty();
        text.push_str(&picker::next(self.lang, menu.is_some(), ready, more));
        let mut prompts = Vec::new();
        if !trail.is_empty() {
            prompts.push(prompt(PromptKind::PickBack));
            prompts.push(prompt(PromptKind::PickClear));
        }
        if ready {
            prompts.push(prompt(PromptKind::PickPlay));
        }
        Ok(Reply {
            text,
            private: true,
            prompts,
            menu,
            ..Reply::default()
        })
    }

    /// Plays what the picker's `trail` chose, as `/play` would.
    pub fn play_picked(
        &self,
        channel: keystone_data::ChannelId,
        user: u64,
        stamp: Stamp,
        trail: Trail,
    ) -> Result<Reply> {
        let fresh = Fresh::ForSeat {
            stamp,
            board: false,
        };
        self.play_line(channel, user, Line::Picked(trail), fresh, Hand::Player)
    }

    /// The line the picker's `trail` chose for `seat`, from the game as it
    /// stands.
    pub(super) fn picked_line(&self, loaded: &Loaded, seat: Seat, trail: Trail) -> Result<String> {
        let picked = self.follow(loaded, seat, trail)?;
        if picked.actions.is_empty() || picked.group.is_some() {
            return refuse(Denied::PickUnfinished);
        }
        let line = picked.line();
        // A departure is the bot's to write, after a confirmation (as
        // `/play` refuses it).
        if keystone_engine::play::is_leave(&line) {
            return refuse(Denied::LeaveTyped);
        }
        Ok(line)
    }

    /// Checks a picker's stamp. While several seats act at once (a write
    /// phase, secret bids), the others' actions leave a seat's own choices
    /// as they were, so its picker stays good; otherwise any action since
    /// makes it out of date.
    pub(super) fn check_pick_stamp(
        &self,
        record: &Sitting,
        stamp: Option<Stamp>,
        seat: Seat,
    ) -> Result<()> {
        let Some(stamp) = stamp else {
            return Ok(());
        };
        if stamp.game != record.id {
            return refuse(Denied::StaleGame);
        }
        let since = usize::try_from(stamp.step)
            .ok()
            .and_then(|step| record.log.get(step..));
        let others_only = since.is_some_and(|since| since.iter().all(|a| a.seat != seat));
        let together = record.to_act.len() > 1 && record.to_act.contains(&seat);
        if stamp.step == record.step() || (others_only && together) {
            Ok(())
        } else {
            refuse(Denied::PickStale)
        }
    }

    /// Follows `trail` from the game as it stands: the actions and words it
    /// chose, and the next menu's page.
    fn follow(&self, loaded: &Loaded, seat: Seat, trail: Trail) -> Result<Picked> {
        let names = loaded.names();
        let mut actions: Vec<Choice> = Vec::new();
        let mut group: Option<Choice> = None;
        let mut page = 0;
        // What may follow the actions chosen, as far as the seat may know
        // (past a draw it has not seen, only what does not depend on it).
        let entries = |actions: &[Choice], group: &Option<Choice>| -> Result<Vec<Choice>> {
            let line: Vec<&str> = actions.iter().map(|c| c.notation.as_str()).collect();
            let choices = loaded
                .game()
                .choices_after(seat, &line.join("; "), &names, self.lang)
                .map_err(|why| {
                    ServiceError::Internal(format!(
                        "a picked line `{}` leads nowhere: {why}",
                        line.join("; ")
                    ))
                })?;
            let typed = group.as_ref().map_or("", |g| g.notation.as_str());
            Ok(complete::entries(&choices, typed, self.lang))
        };
        for &index in trail.steps() {
            let all = entries(&actions, &group)?;
            let (shown, more) = Picked::page(&all, page);
            let index = usize::from(index);
            if more.is_some() && index == shown.len() {
                page += 1;
                continue;
            }
            let Some(chosen) = shown.get(index).cloned() else {
                return refuse(Denied::PickStale);
            };
            page = 0;
            if chosen.notation.ends_with(' ') {
                group = Some(chosen);
                continue;
            }
            actions.push(chosen);
            group = None;
        }
        let all = entries(&actions, &group)?;
        let (shown, more) = Picked::page(&all, page);
        let mut options = shown.to_vec();
        if let Some(more) = more {
            options.push(Choice {
                notation: String::new(),
                label: picker::more(self.lang, more),
            });
        }
        Ok(Picked {
            actions,
            group,
            options,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_menu_is_paged_with_a_last_option_for_the_next_page() {
        let entries: Vec<Choice> = (0..60)
            .map(|i| Choice {
                notation: format!("V1 a{i}"),
                label: format!("cell {i}"),
            })
            .collect();
        let (first, more) = Picked::page(&entries, 0);
        assert_eq!((first.len(), more), (24, Some(36)));
        assert_eq!(first[0].notation, "V1 a0");
        let (second, more) = Picked::page(&entries, 1);
        assert_eq!((second.len(), more), (24, Some(12)));
        assert_eq!(second[0].notation, "V1 a24");
        let (last, more) = Picked::page(&entries, 2);
        assert_eq!((last.len(), more), (12, None));
        // 25 fit on one page; no page is ever longer than a menu.
        assert_eq!(Picked::page(&entries[..25], 0), (&entries[..25], None));
        assert_eq!(Picked::page(&entries, 9).0.len(), 0);
    }
}
