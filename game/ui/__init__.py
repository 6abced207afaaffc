"""The window's side: scenes (menu, setup, tables, dialogs), widgets and drawing."""
