"""A table: one match with its seats, bots and stand-ins, undo, and what each seat is shown."""
