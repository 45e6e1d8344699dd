//! The buttons under a game's message: Play…, Pay… and Decline, Open
//! board, My tent, each for the game as it stands (its stamp).

use super::*;

/// The Play… button, which opens the move picker, while the game goes on.
pub(super) fn play_prompt(loaded: &Loaded) -> Vec<Prompt> {
    if loaded.game().outcome().is_none() && loaded.record().status == GameStatus::Active {
        vec![Prompt::new(
            PromptKind::Play,
            Service::stamp_of(loaded.record()),
        )]
    } else {
        Vec::new()
    }
}

/// The Pay… and Decline buttons for an open question, if any.
pub(super) fn question_prompts(loaded: &Loaded) -> Vec<Prompt> {
    match loaded.game().asked() {
        Some(_) => [PromptKind::Pay, PromptKind::Decline]
            .map(|kind| Prompt::new(kind, Service::stamp_of(loaded.record())))
            .to_vec(),
        None => Vec::new(),
    }
}

impl Service {
    /// The Open board button, where the board opens inside Discord, in a
    /// game still in play.
    pub(super) fn board_prompt(&self, loaded: &Loaded) -> Vec<Prompt> {
        if self.activity && loaded.game().outcome().is_none() {
            vec![Prompt::new(
                PromptKind::Board,
                Service::stamp_of(loaded.record()),
            )]
        } else {
            Vec::new()
        }
    }
}

/// The My tent button, in a game with secrets still in play.
pub(super) fn tent_prompt(loaded: &Loaded) -> Vec<Prompt> {
    if loaded.game().secrets() && loaded.game().outcome().is_none() {
        vec![Prompt::new(
            PromptKind::Tent,
            Service::stamp_of(loaded.record()),
        )]
    } else {
        Vec::new()
    }
}
