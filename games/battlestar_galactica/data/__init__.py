"""Card and board data of Battlestar Galactica with Exodus, one module per card family.

Names and numbers are facts transcribed from the rules reference and the data sets it names;
effects are scripts in the engine's own step language (see `games.battlestar_galactica.effects`),
and the words players read live in the `bsg` catalogs (`bsg.card.<name>.effect`, …)."""
