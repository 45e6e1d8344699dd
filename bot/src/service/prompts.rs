//! The buttons under a game's message: Play…, the answers to a question
//! outside the turn (Basilica's Pay… and Decline), Open board, My tent,
//! each for the game as it stands (its stamp).

use super::*;

/// The Play… button, which opens the move picker, while the game goes on.
pub(super) fn play_prompt(loaded: &Loaded) -> Vec<Prompt> {
    if loaded.game().outcome().is_none() && loaded.sitting().status == GameStatus::Active {
        vec![Prompt::new(
            PromptKind::Play,
            Service::stamp_of(loaded.sitting()),
        )]
    } else {
        Vec::new()
    }
}

/// The buttons of the answers to an open question, if any (the game's
/// [`games::Kind::answers`]).
pub(super) fn question_prompts(loaded: &Loaded) -> Vec<Prompt> {
    match loaded.game().asked() {
        Some(_) => loaded
            .game()
            .kind()
            .answers
            .iter()
            .map(|answer| {
                Prompt::new(
                    PromptKind::Answer(answer.word),
                    Service::stamp_of(loaded.sitting()),
                )
            })
            .collect(),
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
                Service::stamp_of(loaded.sitting()),
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
            Service::stamp_of(loaded.sitting()),
        )]
    } else {
        Vec::new()
    }
}
