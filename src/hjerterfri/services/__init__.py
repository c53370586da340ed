"""Services: tables with seats, bots and an event log; persistence. No rules are decided here."""
