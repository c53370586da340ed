"""The app's look: a board on top, the log in the middle, the hand and its keys below.

Sized for 80×24 and up: the log takes whatever height is left.
"""

CSS = """
Screen { layout: vertical; }
#top { height: 1; background: $primary-background; color: $text; padding: 0 1; }
#board { height: auto; max-height: 9; }
#scores { width: 1fr; height: auto; padding: 0 1; }
#trick { width: 1fr; height: auto; min-height: 5; padding: 0 1; border-left: solid $primary; }
#log { height: 1fr; min-height: 3; padding: 0 1; color: $text-muted; }
#message { height: 2; padding: 0 1; }
#message.error { color: $error; text-style: bold; }
#message.hint { color: $accent; }
Hand { height: 3; padding: 0 1; }
#caption { height: 1; padding: 0 1; color: $warning; }
#keys { height: auto; max-height: 3; padding: 0 1; background: $primary-background; }
.dialog, .start {
    width: 100%; max-width: 90; height: auto; max-height: 100%;
    border: thick $primary; background: $surface; padding: 0 1;
}
InfoDialog, ChoiceDialog, StartScreen { align: center middle; }
.dialog-title { text-style: bold; }
.dialog-scroll { height: auto; max-height: 70vh; }
.dialog-body { height: auto; margin: 1 0 0 0; }
.dialog-keys { color: $text-muted; margin: 1 0 0 0; }
OptionList { height: auto; max-height: 14; margin: 1 0 0 0; }
"""
