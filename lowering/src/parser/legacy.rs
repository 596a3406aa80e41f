//! Legacy op spellings (the 2019 specification and the 2020 docs) and the modern ops they
//! are upgraded to at parse time.
