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
  token_required: N_("This seat belongs to another player; open the game in the browser that took the seat."),
  wrong_token: N_("This seat belongs to another player; open the game in the browser that took the seat."),
  undo_after_other_player: N_("Another player has played since your last move, so it cannot be taken back."),
  not_host: N_("Only the player who set up the table can do that."),
  seat_connected: N_("That player is connected; a bot only plays for someone who is away."),
  no_such_table: N_("This table for friends does not exist."),
  table_started: N_("This game has started; its open seats are played by bots."),
  seat_taken: N_("Someone has just taken that seat; choose another."),
  not_an_open_seat: N_("That seat is not open for a friend."),
  name_taken: N_("Someone at this table has that name already; add a letter."),
  name_required: N_("Type your name, so the others know who plays."),
  name_too_long: N_("That name is too long."),
  wrong_friend_count: N_("Choose how many seats are for friends."),
  message_too_large: N_("The page sent the server more than it reads at once; it connects again."),
  too_many_messages: N_("The page sent too many messages at once; wait a moment."),
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
