# examples — pl
