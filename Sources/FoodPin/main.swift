// The `foodpin` executable: a command-line presentation when given a subcommand, the GNOME app otherwise.
print("FoodPin: the app is being built; nothing to run yet.")
