# diagnosis — pl
