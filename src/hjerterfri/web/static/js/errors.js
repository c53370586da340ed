// Why something was refused, in the player's language: the server's error code picks the sentence;
// the page fills in what it can see (the led suit, the one card allowed).

import { N_, t } from "./i18n.js";

const SENTENCES = {
  not_your_turn: N_("It is not your turn."),
  wrong_phase: N_("That is not possible right now."),
  not_in_hand: N_("You don't hold that card."),
  must_follow_suit: N_("You must follow suit: you hold {suit}."),
  must_lead_lowest_club: N_("The first trick opens with the lowest club."),
  hearts_not_broken: N_("Hearts are not broken yet: lead another suit."),
  no_points_on_first_trick: N_("No hearts or Q♠ in the first trick."),
  wrong_pass_count: N_("Choose exactly 3 cards to pass."),
  duplicate_card: N_("Choose 3 different cards."),
  already_passed: N_("You have already passed."),
  no_moon: N_("There is no moon to score now."),
  stale: N_("The table changed meanwhile; look again."),
  no_undo: N_("There is nothing to take back."),
  deal_not_over: N_("The deal is not over yet."),
  match_over: N_("The game is over."),
  no_hint: N_("There is nothing for you to decide now."),
  illegal_action: N_("The rules do not allow that now."),
  internal_error: N_("The server could not keep that move; the table is shown as it is."),
  broken_game: N_("This game's record is damaged and cannot be played on."),
  no_such_game: N_("This game does not exist."),
  not_a_human_seat: N_("That seat is played by a bot."),
  invalid_rules: N_("These rules cannot be played together."),
  unknown_preset: N_("Unknown rules preset."),
  unknown_level: N_("Unknown opponent level."),
  wrong_opponent_count: N_("Choose a level for every opponent."),
  unknown_language: N_("Unknown language."),
};

const SPECIAL = {
  hearts_not_broken: ({ onlyCard }) => (onlyCard ? t(N_("Hearts are not broken yet: lead {card}."), { card: onlyCard }) : null),
};

/** The sentence for error `code`; `context` fills placeholders; unknown codes keep the English. */
export function errorText(code, english, context = {}) {
  const special = SPECIAL[code]?.(context);
  if (special) return special;
  return SENTENCES[code] ? t(SENTENCES[code], context) : english || t(N_("Something went wrong."));
}
