"""Community tournaments: pairing players at tables (`pairing`) and ranking them (`standings`)."""
