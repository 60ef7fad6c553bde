// The `todo` executable: a command-line presentation when given a subcommand, the GNOME app otherwise.
print("To-Do: the app is being built; nothing to run yet.")
